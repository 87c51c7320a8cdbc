package tabuleiro.features.chess;

import tabuleiro.chess.Move;
import tabuleiro.chess.Square;

/**
 * Square names ({@code e4}) and moves in coordinates ({@code e7e8q}), read and written by the
 * rule book itself: a second account of the algebraic notation, independent of the engine's
 * {@code Square.parse} and {@code Square.name} (exercise 1), so that a scenario of another
 * exercise can name its squares, and its failure messages can name them, before exercise 1 is
 * written. The scenarios about reading square names still call the engine's reader
 * ({@link NotationSteps}).
 */
public final class Coordinates {

    private static final String FILES = "abcdefgh";
    private static final String RANKS = "12345678";

    private Coordinates() {
    }

    /**
     * Reads a square's name.
     *
     * @param name a file letter {@code a}-{@code h} and a rank digit {@code 1}-{@code 8}
     * @return the square, made with the engine's {@code Square.of}
     * @throws IllegalArgumentException if the name is no square's
     */
    public static Square square(String name) {
        if (name.length() != 2 || FILES.indexOf(name.charAt(0)) < 0
                || RANKS.indexOf(name.charAt(1)) < 0) {
            throw new IllegalArgumentException("The rule book names a square by a file a-h and"
                    + " a rank 1-8, such as e4, not \"" + name + "\"");
        }
        return Square.of(FILES.indexOf(name.charAt(0)), RANKS.indexOf(name.charAt(1)));
    }

    /**
     * Names a square.
     *
     * @param square the square
     * @return such as {@code "e4"}
     */
    public static String name(Square square) {
        return "" + FILES.charAt(square.file()) + RANKS.charAt(square.rank());
    }

    /**
     * Writes a move in coordinates, as UCI does.
     *
     * @param move the move
     * @return the squares left and reached, and the promotion's letter: {@code "e7e8q"}
     */
    public static String uci(Move move) {
        return name(move.from()) + name(move.to())
                + (move.isPromotion() ? String.valueOf(move.promotion().letter()) : "");
    }
}
