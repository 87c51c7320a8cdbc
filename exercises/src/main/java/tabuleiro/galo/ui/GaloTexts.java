package tabuleiro.galo.ui;

import java.util.ListResourceBundle;

/**
 * The words of Jogo do Galo's {@link TextUi} in English; {@link GaloTexts_pt} in Portuguese.
 * Every text is a {@code MessageFormat} pattern, so an apostrophe is written twice.
 */
public class GaloTexts extends ListResourceBundle {

    /**
     * The texts by key.
     *
     * @return pairs of key and {@code MessageFormat} pattern
     */
    @Override
    protected Object[][] getContents() {
        return new Object[][] {
            {"agent.human", "human"},
            {"agent.random", "random agent"},
            {"agent.perfect", "perfect agent"},
            {"agent.other", "agent"},
            {"new.game", "New game. X: {0}. O: {1}."},
            {"to.play", "{0} to play."},
            {"plays", "{0} ({1}) plays {2}."},
            {"wins", "{0} wins with {1}."},
            {"draw", "Draw: the board is full."},
            {"score", "Games won: X {0}, O {1}; draws {2}."},
            {"stops", "The game stops here."},
            {"quit", "{0} quit."},
            {"input.ended", "The input ended before the game did."},
            {"square.ask", "Square (a1-c3, q to quit)? "},
            {"square.help", "Type the name of an empty square, its column a to c and then its"
                        + " row 1 to 3, to put your mark on it: {0}. Type q to stop the game."},
            {"square.again", "Type the name of an empty square, a column a to c and a row 1 to"
                        + " 3, such as b2; {0}."},
            {"problem.empty", "nothing was typed"},
            {"problem.not.square", "\"{0}\" is not a square"},
            {"problem.taken", "{0} already holds {1}"},
            {"again.ask", "Play again? (y/n) "},
            {"again.help", "Type y (or yes, s, sim) to play another game, n (or no, nao) to"
                        + " stop."},
            {"again.retry", "Type y to play again or n to stop."},
            {"again.input.ended", "The input ended: no more games."},
            {"again.no", "No more games."},
            {"engine.broke", "The engine broke: {0}"},
            {"engine.endless", "The engine has had {0} marks played, as many as the board holds,"
                        + " and still says the game is not over: the engine is broken."},
            {"engine.refused", "The engine refused {0}, although it had said that the square is"
                        + " empty and that the game is not over: {1} The UI kept to the"
                        + " engine''s contract, so the fault is in the engine."},
            {"agent.unfinished", "{0} is not finished: {1}"},
            {"agent.broke", "{0} broke while choosing a move: {1}"},
            {"agent.bad.square", "{0} chose {1}, which is not an empty square: the agent is"
                        + " broken."},
            // The text equivalent of SvgBoard's picture of a board.
            {"picture.title", "Jogo do Galo board: {0}"},
            {"picture.marks", "{0} {1,choice,0#no mark|1#1 mark on {2}|1<{1} marks on {2}}"},
        };
    }
}
