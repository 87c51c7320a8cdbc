package tabuleiro.connectfour.ui;

import java.util.ListResourceBundle;

/**
 * Connect Four's contracts as its code words them, in English: the refusals of the engine's
 * preconditions and the messages of its postconditions and class invariant, each with
 * {@code {0}}, {@code {1}}... where the code puts a value. Their Portuguese twins are in
 * {@link ConnectFourContracts_pt}; {@link tabuleiro.ui.ContractTwins} shows a message in the
 * player's language, and the grader's feedback shows it in the student's. A change of wording
 * in the code is a change here too, or the message is shown as written.
 */
public class ConnectFourContracts extends ListResourceBundle {

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
            {"full", "column {0} is full: play in a column that has space"},
            {"column", "a column is a number from 1 to {0}, but {1} was given"},
            {"row", "a row is a number from 1 to {0}, but {1} was given"},
            {"player.number", "a player is numbered 1 or 2, but the number given was {0}"},
            {"post.new", "post: a new game is empty, player 1 next"},
            {"post.one.more", "post: one more disc in the column"},
            {"post.lowest", "post: the mover''s disc lands on the lowest empty position"},
            {"post.alternate", "post: the players alternate"},
            {"post.agent", "post: the agent chooses a column with space"},
            {"inv.alternate", "invariant: the players alternate, so player 1 has as many discs"
                        + " as player 2 or one more (C4-04): {0} (see Game.dropDisc)"},
            {"inv.next", "invariant: the next player follows from the counts of discs (C4-04):"
                        + " {0}, so player {1} is next, but nextPlayer() is player {2}"
                        + " (see Game.dropDisc)"},
            {"inv.lowest", "invariant: a disc lands on the lowest empty position (C4-06): the"
                        + " disc at {0} has the empty position {1} under it (see Game.dropDisc)"},
            {"inv.four", "invariant: four in a row win (C4-09, C4-10): the grid has four in a"
                        + " row of player {0} at {1}, but {2} (see Game.fourThrough)"},
            {"inv.line", "invariant: there is a winning line only when someone has won (C4-10):"
                        + " {0} (see Game.dropDisc)"},
            {"inv.winner.line", "invariant: the winning line is four in a row of the winner''s"
                        + " discs (C4-10): {0}, but those positions are not four in a row of"
                        + " player {1}''s discs (see Game.fourThrough)"},
            {"inv.one.winner", "invariant: only one player can have four in a row (C4-10): the"
                        + " grid also has four in a row of player {0} at {1}, but {2}"
                        + " (see Game.dropDisc)"},
            {"inv.over.draw", "invariant: the game is over exactly when someone has won or the"
                        + " grid is full (C4-10, C4-11): {0}, but isOver() is {1}"
                        + " (see Game.dropDisc, the draw)"},
            {"inv.over", "invariant: the game is over exactly when someone has won or the grid"
                        + " is full (C4-10, C4-11): {0}, but isOver() is {1} (see Game.dropDisc)"},
            {"discs", "the grid has {0} discs of player 1 and {1} of player 2"},
            {"stored", "winner() is {0}, winningLine() is {1} and isOver() is {2}"},
            {"has.won", "player {0} has won"},
            {"full.grid", "the grid is full (42 discs) without four in a row"},
            {"nobody", "nobody has won and the grid has {0} discs, not 42"},
            {"player", "player {0}"},
            {"empty", "empty"},
        };
    }
}
