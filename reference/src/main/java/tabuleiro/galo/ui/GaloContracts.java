package tabuleiro.galo.ui;

import java.util.ListResourceBundle;

/**
 * Jogo do Galo's contracts as its code words them, in English: the refusals of the engine's
 * preconditions and the messages of its postconditions and class invariant, each with
 * {@code {0}}, {@code {1}}... where the code puts a value. Their Portuguese twins are in
 * {@link GaloContracts_pt}; {@link tabuleiro.ui.ContractTwins} shows a message in the player's
 * language. A change of wording in the code is a change here too, or the message is shown as
 * written.
 */
public class GaloContracts extends ListResourceBundle {

    /**
     * The messages by key.
     *
     * @return pairs of key and message pattern
     */
    @Override
    protected Object[][] getContents() {
        return new Object[][] {
            {"over", "the game is over: no move can be played after the end"},
            {"agent.over", "the game is over: an agent has no move to choose"},
            {"agent.turn", "it is {0}''s turn, but the agent was asked to move for {1}"},
            {"taken", "square {0} holds {1}: play on an empty square"},
            {"square", "a square has a row and a column from 1 to {0}, but row {1} and column"
                        + " {2} were given"},
            {"name", "a square is named by its column, a to c, and its row, 1 to 3, such as b2,"
                        + " but \"{0}\" was given"},
            {"post.new", "post: a new game has an empty board, X to move"},
            {"post.mark", "post: the square holds the mover''s mark"},
            {"post.one.more", "post: one more mark on the board"},
            {"post.alternate", "post: the players alternate"},
            {"post.agent", "post: the agent chooses an empty square"},
            {"inv.alternate", "invariant: the players alternate, X first, so X has as many marks"
                        + " as O or one more (GALO-02, GALO-03): {0} (see Game.placeMark)"},
            {"inv.next", "invariant: the next mark follows from the counts of marks (GALO-03):"
                        + " {0}, so {1} is next, but nextMark() is {2} (see Game.placeMark)"},
            {"inv.three", "invariant: three in a row win (GALO-06, GALO-07, GALO-08): the board"
                        + " has {0} all {1}, but {2} (see Game.settle)"},
            {"inv.line", "invariant: there is a winning line only when someone has won: {0}"
                        + " (see Game.settle)"},
            {"inv.winner.line", "invariant: the winning line is three of the winner''s marks in a"
                        + " row (GALO-06, GALO-07, GALO-08): {0}, but those squares are not a line"
                        + " of {1} (see Game.settle)"},
            {"inv.one.winner", "invariant: only one player can have three in a row: the board"
                        + " also has {0} all {1}, but {2} (see Game.settle)"},
            {"inv.draw", "invariant: a full board without three in a row is a draw, and only"
                        + " that (GALO-09): {0}, {1}, but result() is {2}"
                        + " (see Game.settle)"},
            {"marks", "the board has {0} X and {1} O"},
            {"stored", "result() is {0} and winningLine() is {1}"},
            {"empty", "empty"},
            {"no.line", "no line of three"},
            {"a.line", "a line of three"},
        };
    }
}
