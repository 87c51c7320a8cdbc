package tabuleiro.checkers.ui;

import java.util.ListResourceBundle;

/**
 * Checkers' contracts as its code words them, in English: the refusals of the engine's
 * preconditions and the messages of its postconditions and class invariants, each with
 * {@code {0}}, {@code {1}}... where the code puts a value. Their Portuguese twins are in
 * {@link CheckersContracts_pt}; {@link tabuleiro.ui.ContractTwins} shows a message in the
 * player's language, and the grader's feedback shows it in the student's. A change of wording
 * in the code is a change here too, or the message is shown as written.
 */
public class CheckersContracts extends ListResourceBundle {

    /**
     * The messages by key.
     *
     * @return pairs of key and message pattern
     */
    @Override
    protected Object[][] getContents() {
        return new Object[][] {
            {"promotion.row", "a {0} man cannot rest on square {1}, on its promotion row: it"
                        + " would be a king"},
            {"empty.turn", "square {0} is empty: move one of {1}''s pieces"},
            {"other.colour", "square {0} holds a {1} piece, but it is {2}''s turn"},
            {"compulsory", "{0} does not capture, but capturing is compulsory: play one of {1}"},
            {"majority", "{0} is not among the captures the majority rule allows: play one of"
                        + " {1}"},
            {"illegal", "{0} is not a legal move here: the legal moves are {1}"},
            {"over", "the game is over: no move can be played after the end"},
            {"cell", "rows and columns are numbered 1 to {0}, but row {1}, column {2} was"
                        + " given"},
            {"max.pieces", "a side has at most {0} pieces, and {1} already has {2}"},
            {"initial", "the initial pieces go on an empty board"},
            {"reach.empty", "square {0} is empty: choose a square with a piece on it"},
            {"reach.occupied", "square {0} is occupied: choose a free one"},
            {"path", "a move goes from one square to another, but the path was {0}"},
            {"captures", "a move of {0} squares must capture {1} pieces (or none, for one"
                        + " step), but it captures {2}"},
            {"twice", "a piece cannot be captured twice (rule CHECKERS-10): {0}"},
            {"number", "a square is numbered 1 to {0}, but {1} was given"},
            {"light", "row {0}, column {1} is a light square; play uses the dark squares only"
                        + " (row + column odd)"},
            {"step", "a diagonal step is (+-1, +-1) taken at least once, but ({0}, {1}) x {2}"
                        + " was given"},
            {"apply.empty", "square {0} is empty: a move starts on a square with a piece"},
            {"moves.empty", "square {0} is empty: only a piece can move"},
            {"post.white", "post: White moves first"},
            {"post.given", "post: as given"},
            {"post.recorded", "post: the move is recorded"},
            {"post.alternate", "post: the players alternate"},
            {"post.won", "post: the other side won"},
            {"post.empty", "post: the board is empty"},
            {"post.copy", "post: the copy has the same pieces"},
            {"post.on.square", "post: the piece is on the square"},
            {"post.square.empty", "post: the square is empty"},
            {"post.twelve", "post: twelve men a side"},
            {"post.same", "post: the same row and column"},
            {"post.distinct", "post: each distinct move once"},
            {"post.captures", "post: captures taken off"},
            {"inv.max", "invariant: a side has at most {0} pieces (CHECKERS-02): the board has"
                        + " {1} {2} pieces"},
            {"inv.crowned", "invariant: a man that reaches the far row is crowned (CHECKERS-07):"
                        + " the {0} man on square {1} rests on its promotion row uncrowned"
                        + " (see Rules.apply)"},
            {"inv.legal", "invariant: the legal moves are the ones the rules give for the side"
                        + " to move: {0} is to move, and the rules give {1}, but legalMoves() is"
                        + " {2} (see Game.refresh)"},
            {"inv.loses", "invariant: a side with no legal move loses (CHECKERS-11): {0} is to"
                        + " move and has no legal move, but isOver() is false and winner() is"
                        + " empty (see Game.refresh)"},
            {"inv.drawn.has", "invariant: a drawn game has no winner, and only a variant with"
                        + " draws is drawn (CHECKERS-17): isDrawn() is true, but winner() is {0}"
                        + " and the variant has draws (see Game.countTowardsDraws)"},
            {"inv.drawn.none", "invariant: a drawn game has no winner, and only a variant with"
                        + " draws is drawn (CHECKERS-17): isDrawn() is true, but winner() is {0}"
                        + " and the variant has no draws (see Game.countTowardsDraws)"},
            {"inv.counts", "invariant: the board counts the pieces it holds: it holds {0} {1}"
                        + " pieces, but count({2}) is {3}"},
            {"inv.dark", "invariant: pieces stand on dark squares only (CHECKERS-01): the light"
                        + " cell of row {0}, column {1} holds a piece"},
            {"white", "white"},
            {"black", "black"},
            {"white.upper", "WHITE"},
            {"black.upper", "BLACK"},
            // Fen.read's refusals of a position, and what they say was expected and found.
            {"fen.empty", "a FEN position is needed, such as W:W21,22,23:B1,2,3, but nothing was"
                        + " given"},
            {"fen.at", "FEN ''{0}'', character {1}: expected {2} but found {3}"},
            {"fen.side", "the side to move"},
            {"fen.colour", "a colour (W or B) starting a list of squares"},
            {"fen.list.once", "each colour''s list once"},
            {"fen.second.list", "a second list for {0}"},
            {"fen.end", "the end of the position"},
            {"fen.separator", "'','' or '':'' after a square"},
            {"fen.square.once", "each square once"},
            {"fen.square.again", "square {0} a second time"},
            {"fen.most", "at most {0} pieces of a colour"},
            {"fen.one.more", "a {0}th {1} piece"},
            {"fen.number", "a square number from 1 to {0}"},
            {"fen.text.end", "the end of the text"},
            {"empty", "empty"},
        };
    }
}
