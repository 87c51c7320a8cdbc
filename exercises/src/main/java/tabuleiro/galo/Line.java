package tabuleiro.galo;

import java.util.List;
import java.util.Objects;

/**
 * The eight lines of the board on which three marks in a row win: the three rows
 * (rule GALO-06), the three columns (GALO-07) and the two diagonals (GALO-08).
 *
 * <p>Each line lists its squares from one end to the other: a row from left to right, a column
 * and a diagonal from top to bottom. That is the order in which the engine gives a winning line
 * and the rule book writes it.
 */
public enum Line {
    /** The top row: a1 b1 c1. */
    ROW_1(1, 1, 0, 1),
    /** The middle row: a2 b2 c2. */
    ROW_2(2, 1, 0, 1),
    /** The bottom row: a3 b3 c3. */
    ROW_3(3, 1, 0, 1),
    /** The left column: a1 a2 a3. */
    COLUMN_A(1, 1, 1, 0),
    /** The middle column: b1 b2 b3. */
    COLUMN_B(1, 2, 1, 0),
    /** The right column: c1 c2 c3. */
    COLUMN_C(1, 3, 1, 0),
    /** The diagonal from the top left corner down to the bottom right one: a1 b2 c3. */
    DIAGONAL(1, 1, 1, 1),
    /** The diagonal from the top right corner down to the bottom left one: c1 b2 a3. */
    ANTI_DIAGONAL(1, 3, 1, -1);

    private final List<Square> squares;

    Line(int row, int column, int rowStep, int columnStep) {
        this.squares = List.of(new Square(row, column),
                new Square(row + rowStep, column + columnStep),
                new Square(row + 2 * rowStep, column + 2 * columnStep));
    }

    /**
     * Returns the line's three squares, from one end to the other.
     *
     * @return three squares in a row; the list cannot be changed
     */
    public List<Square> squares() {
        return squares;
    }

    /**
     * Tells whether the line goes through a square.
     *
     * @param square a square of the board
     * @return {@code true} exactly when {@code squares().contains(square)}
     * @throws NullPointerException if {@code square} is null
     */
    public boolean contains(Square square) {
        return squares.contains(Objects.requireNonNull(square, "square"));
    }
}
