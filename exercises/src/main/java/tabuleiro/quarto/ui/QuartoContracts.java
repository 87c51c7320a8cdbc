package tabuleiro.quarto.ui;

import java.util.ListResourceBundle;

/**
 * Quarto's contracts as its code words them, in English: the refusals of the engine's
 * preconditions and the messages of its postconditions and class invariants, each with
 * {@code {0}}, {@code {1}}... where the code puts a value. Their Portuguese twins are in
 * {@link QuartoContracts_pt}; {@link tabuleiro.ui.ContractTwins} shows a message in the
 * player's language, and the grader's feedback shows it in the student's. A change of wording
 * in the code is a change here too, or the message is shown as written.
 */
public class QuartoContracts extends ListResourceBundle {

    /**
     * The messages by key.
     *
     * @return pairs of key and message pattern
     */
    @Override
    protected Object[][] getContents() {
        return new Object[][] {
            {"chosen.already", "a piece has been chosen already this turn: {0} must place the"
                        + " {1} piece before another is chosen"},
            {"on.board", "the {0} piece is on the board already: choose one of the pieces not"
                        + " yet played"},
            {"not.chosen", "no piece has been chosen yet: {0} must choose the piece that {1}"
                        + " places"},
            {"square.holds", "square {0} already holds the {1} piece: place on an empty square"},
            {"over.draw", "the game is over (a draw): no piece can be chosen or placed after"
                        + " the end"},
            {"over.won", "the game is over ({0} won): no piece can be chosen or placed after the"
                        + " end"},
            {"board.holds", "square {0} already holds {1}: a piece goes on an empty square"},
            {"board.twice", "the {0} piece is already on the board: each piece is placed once"},
            {"pool.without", "the {0} piece is not in the pool, so it cannot be taken out"},
            {"pool.letter", "the {0} piece is not in the pool"},
            {"pool.empty", "the pool is empty: no letter names a piece"},
            {"agent.over.choose", "the game is over: there is no piece to choose"},
            {"agent.chosen", "a piece has been chosen already this turn: it is time to place it,"
                        + " not to choose another"},
            {"agent.over.place", "the game is over: there is no piece to place"},
            {"agent.not.chosen", "no piece has been chosen yet: a piece must be chosen before a"
                        + " square"},
            {"column", "a column is 1 (A) to 4 (D), but {0} was given"},
            {"row", "a row is 1 to 4, but {0} was given"},
            {"post.new", "post: a new game"},
            {"post.chosen", "post: the piece is chosen"},
            {"post.pool", "post: the pool keeps the piece until it is placed"},
            {"post.moved", "post: the piece moved from the pool to the square"},
            {"post.none.chosen", "post: the next turn starts with no piece chosen"},
            {"post.swap", "post: a win for the placer, a draw or a swap"},
            {"post.on.square", "post: the piece is on the square"},
            {"post.one.more", "post: one more piece, none moved or lost"},
            {"inv.twice", "invariant: no piece twice"},
            {"inv.both", "invariant: each piece is on the board or in the pool, not both"
                        + " (QUARTO-02): the {0} is on the board and in the pool (see Game.put)"},
            {"inv.neither", "invariant: each piece is on the board or in the pool, not both"
                        + " (QUARTO-02): the {0} is neither on the board nor in the pool"
                        + " (see Game.put)"},
            {"inv.sixteen", "invariant: the board and the pool hold the 16 pieces between them"
                        + " (QUARTO-02): the board has {0} and the pool {1} (see Game.put)"},
            {"inv.waits", "invariant: the chosen piece waits in the pool (QUARTO-05): the {0} is"
                        + " chosen but not in the pool (see Game.take)"},
            {"inv.over.chosen", "invariant: no piece is chosen once the game is over"
                        + " (QUARTO-16): the {0} is chosen, but the game is over (see Game.take)"},
            {"inv.win", "invariant: four pieces in a group that share a trait win (QUARTO-07):"
                        + " the board has {0}, but the game has no win and isOver() is {1}"
                        + " (see Game.put)"},
            {"inv.board.win", "invariant: the game''s win is one of the board''s (QUARTO-07): the"
                        + " game has the win {0}, but the board''s winning groups are {1}"
                        + " (see Game.put)"},
            {"inv.over", "invariant: the game is over exactly when someone has won or the board"
                        + " is full (QUARTO-07, QUARTO-10): {0}, but isOver() is {1}"
                        + " (see Game.put)"},
            {"has.win", "the board has the win {0}"},
            {"full", "the board is full without a win"},
            {"nobody", "nobody has won and the board has {0} pieces"},
            {"none", "none"},
            {"player", "player {0}"},
        };
    }
}
