package tabuleiro.features.checkers;

import java.util.Optional;
import tabuleiro.checkers.Board;
import tabuleiro.checkers.Colour;
import tabuleiro.checkers.Game;
import tabuleiro.checkers.Piece;
import tabuleiro.checkers.Square;

/**
 * The line a contract the engine broke adds when the engine's board holds a man resting on its
 * far row (row 1 for White, row 8 for Black): a man that reaches it is crowned (CHECKERS-07), so
 * every example that crowns a man on its way (a drawn ending of kings, a king's capture) is
 * played through that rule, and a student whose crowning is wrong should read that those
 * examples wait on it, not that the drawn endings are wrong too.
 *
 * <p>It is read from the engine's own board by the rule book's own rows, never from the engine's
 * {@code promotionRow} nor the reference; a right engine never has such a man, and refuses a
 * board that sets one up. Nothing is said in an example of CHECKERS-07 itself.
 */
final class CrowningWaits {

    /** The rule this line names. */
    static final String RULE = "CHECKERS-07";

    /** The squares of the board, numbered 1 to 32. */
    private static final int SQUARES = 32;

    private CrowningWaits() {
    }

    /**
     * The waits-on line of a game, or nothing.
     *
     * @param game the engine's game, or {@code null}
     * @return one sentence, or the empty string when no man rests on its far row, or the board
     *     cannot be read
     */
    static String of(Game game) {
        if (game == null) {
            return "";
        }
        try {
            return of(game.board());
        } catch (RuntimeException | AssertionError unreadable) {
            // The board cannot be read (a stub): the failure says so already.
            return "";
        }
    }

    /**
     * The waits-on line of a board, or nothing.
     *
     * @param board the engine's board
     * @return one sentence, or the empty string when no man rests on its far row
     */
    static String of(Board board) {
        for (int number = 1; number <= SQUARES; number++) {
            Square square = Square.of(number);
            Optional<Piece> piece = board.pieceAt(square);
            if (piece.isPresent() && !piece.get().king()
                    && square.row() == farRow(piece.get().colour())) {
                return sentence(piece.get().colour(), number);
            }
        }
        return "";
    }

    /** The row a side's men are crowned on, as the rule book reads it: the other side's first. */
    private static int farRow(Colour colour) {
        return colour == Colour.WHITE ? 1 : 8;
    }

    /**
     * The sentence, as {@link CheckersGlueWords}' key {@code k.waits.crowning} words it, so that a
     * Portuguese run says it in Portuguese.
     *
     * @param colour the man's side
     * @param square the square's number
     * @return the sentence
     */
    static String sentence(Colour colour, int square) {
        return "The engine's board holds a " + (colour == Colour.WHITE ? "white" : "black")
                + " man on square " + square + ", on its far row, uncrowned: this example waits on"
                + " rule CHECKERS-07 (a man that reaches the far row is crowned).";
    }
}
