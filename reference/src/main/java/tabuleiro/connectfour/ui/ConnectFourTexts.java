package tabuleiro.connectfour.ui;

import java.util.ListResourceBundle;

/**
 * The words of Connect Four's {@link TextUi} in English; {@link ConnectFourTexts_pt} in
 * Portuguese. Every text is a {@code MessageFormat} pattern, so an apostrophe is written twice.
 */
public class ConnectFourTexts extends ListResourceBundle {

    /**
     * The texts by key.
     *
     * @return pairs of key and {@code MessageFormat} pattern
     */
    @Override
    protected Object[][] getContents() {
        return new Object[][] {
            {"player", "Player {0}"},
            {"agent.human", "human"},
            {"agent.random", "random agent"},
            {"agent.perfect", "perfect agent"},
            {"agent.other", "agent"},
            {"new.game", "New game. Player 1 (X): {0}. Player 2 (O): {1}."},
            {"to.play", "{0} ({1}) to play."},
            {"plays", "{0} ({1}) plays column {2}."},
            {"wins", "{0} wins with {1}."},
            {"draw", "Draw: the grid is full."},
            {"score", "Games won: player 1 {0}, player 2 {1}; draws {2}."},
            {"stops", "The game stops here."},
            {"quit", "{0} quit."},
            {"input.ended", "The input ended before the game did."},
            {"column.ask", "Column (1-{0}, q to quit)? "},
            {"column.help", "Type the number of a column that has space, to drop a disc in it:"
                        + " {0}. Type q to stop the game."},
            {"column.again", "Type a column number from 1 to {0} that has space; {1}."},
            {"problem.empty", "nothing was typed"},
            {"problem.not.number", "\"{0}\" is not a number"},
            {"problem.no.column", "there is no column {0}"},
            {"problem.full", "column {0} is full"},
            {"again.ask", "Play again? (y/n) "},
            {"again.help", "Type y (or yes, s, sim) to play another game, n (or no, nao) to"
                        + " stop."},
            {"again.retry", "Type y to play again or n to stop."},
            {"again.input.ended", "The input ended: no more games."},
            {"again.no", "No more games."},
            {"engine.broke", "The engine broke: {0}"},
            {"engine.endless", "The engine has had {0} discs played, as many as the grid holds,"
                        + " and still says the game is not over: the engine is broken."},
            {"engine.refused", "The engine refused column {0}, although it had said that the"
                        + " column has space and that the game is not over: {1} The UI kept to"
                        + " the engine''s contract, so the fault is in the engine."},
            {"agent.unfinished", "{0} is not finished: {1} The computer opponent is that"
                        + " exercise; meanwhile, play against a person: play --second human"
                        + " (or --first human for the first seat)."},
            {"agent.broke", "{0} broke while choosing a move: {1}"},
            {"agent.bad.column", "{0} chose column {1}, which is not a column with space: the"
                        + " agent is broken."},
            // The text equivalent of SvgGrid's picture of a grid.
            {"picture.title", "Connect Four grid: {0}"},
            {"picture.discs", "player {0} ({0,choice,1#red|2#yellow}) {1,choice,0#no disc|1#1 disc"
                        + " at {2}|1<{1} discs at {2}}"},
        };
    }
}
