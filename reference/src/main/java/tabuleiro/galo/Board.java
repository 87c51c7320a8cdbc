package tabuleiro.galo;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * The squares of the board in reading order, and the empty ones of a game: what the agents and
 * the text UI list, read through the engine's {@link Game#isEmpty(Square)} alone.
 */
public final class Board {

    /** Every square, row by row from the top and, in a row, from the left: a1 b1 c1 a2 ... */
    private static final List<Square> SQUARES = readingOrder();

    private Board() {
    }

    private static List<Square> readingOrder() {
        List<Square> squares = new ArrayList<>();
        for (int row = 1; row <= Game.SIZE; row++) {
            for (int column = 1; column <= Game.SIZE; column++) {
                squares.add(new Square(row, column));
            }
        }
        return List.copyOf(squares);
    }

    /**
     * Lists the nine squares of the board in reading order (rule GALO-01).
     *
     * @return a1 b1 c1 a2 b2 c2 a3 b3 c3; the list cannot be changed
     */
    public static List<Square> squares() {
        return SQUARES;
    }

    /**
     * Lists a game's empty squares in reading order.
     *
     * @param game the game, which is not changed
     * @return the squares {@code s} of {@link #squares()} with {@code game.isEmpty(s)}
     * @throws NullPointerException if {@code game} is null
     */
    public static List<Square> emptySquares(Game game) {
        Objects.requireNonNull(game, "game");
        return SQUARES.stream().filter(game::isEmpty).toList();
    }
}
