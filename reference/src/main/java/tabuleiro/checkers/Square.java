package tabuleiro.checkers;

/**
 * A dark square of the board, numbered 1 to 32 as the draughts community's PDN numbers them.
 *
 * <p>The board is drawn with White at the bottom. Rows are numbered 1 (top, Black's first row) to
 * 8 (bottom, White's first row) and columns 1 (left) to 8 (right), as White sees them. The square
 * at each player's bottom right is light (rule CHECKERS-01): row 8, column 8 for White and row 1,
 * column 1 for Black, so a square is dark exactly when {@code row + column} is odd, and the long
 * dark diagonal runs from row 8, column 1 to row 1, column 8, on each player's left. The dark
 * squares are numbered row by row from the top, left to right: square 1 is row 1, column 2, and
 * square 32 is row 8, column 7.
 *
 * @param number the square's number, 1 to 32
 * @invariant {@code 1 <= number && number <= COUNT}
 */
public record Square(int number) {

    /** The number of rows, and of columns, of the board (rule CHECKERS-01). */
    public static final int SIZE = 8;

    /** The number of dark squares, the only ones play uses (rule CHECKERS-01). */
    public static final int COUNT = 32;

    /** Every square, so that walking the board need not make new ones. */
    private static final Square[] ALL = new Square[COUNT];

    static {
        for (int number = 1; number <= COUNT; number++) {
            ALL[number - 1] = new Square(number);
        }
    }

    /**
     * Returns the square with a number.
     *
     * @param number the square's number
     * @return the square
     * @throws IllegalArgumentException unless {@code 1 <= number && number <= COUNT}
     */
    public static Square of(int number) {
        if (number < 1 || number > COUNT) {
            return new Square(number); // which refuses it with the constructor's message
        }
        return ALL[number - 1];
    }

    /**
     * Names a dark square by its number.
     *
     * @param number the square's number
     * @throws IllegalArgumentException unless {@code 1 <= number && number <= COUNT}
     */
    public Square {
        if (number < 1 || number > COUNT) {
            throw new IllegalArgumentException(
                    "a square is numbered 1 to " + COUNT + ", but " + number + " was given");
        }
    }

    /**
     * Names the dark square at a row and column.
     *
     * @param row the row, 1 (top) to 8 (bottom)
     * @param column the column, 1 (left) to 8 (right)
     * @return the square there
     * @throws IllegalArgumentException unless the row and column are on the board and name a dark
     *     square: {@code isDark(row, column)}
     * @post {@code at(row, column).row() == row && at(row, column).column() == column}
     */
    public static Square at(int row, int column) {
        requireOnBoard(row, column);
        if (!isDark(row, column)) {
            throw new IllegalArgumentException("row " + row + ", column " + column
                    + " is a light square; play uses the dark squares only (row + column odd)");
        }
        Square square = of((row - 1) * (SIZE / 2) + (column - 1) / 2 + 1);
        assert square.row() == row && square.column() == column : "post: the same row and column";
        return square;
    }

    /**
     * Tells whether a row and column are on the board.
     *
     * @param row a row number
     * @param column a column number
     * @return {@code true} when both are between 1 and 8
     */
    public static boolean isOnBoard(int row, int column) {
        return 1 <= row && row <= SIZE && 1 <= column && column <= SIZE;
    }

    /**
     * Tells whether the square at a row and column is dark (rule CHECKERS-01).
     *
     * @param row the row, 1 to 8
     * @param column the column, 1 to 8
     * @return {@code true} when {@code row + column} is odd
     * @throws IllegalArgumentException unless {@code isOnBoard(row, column)}
     */
    public static boolean isDark(int row, int column) {
        requireOnBoard(row, column);
        return (row + column) % 2 == 1;
    }

    /**
     * Returns the square's row.
     *
     * @return 1 (top) to 8 (bottom)
     */
    public int row() {
        return (number - 1) / (SIZE / 2) + 1;
    }

    /**
     * Returns the square's column.
     *
     * @return 1 (left) to 8 (right); on odd rows the even columns, on even rows the odd ones
     */
    public int column() {
        int indexInRow = (number - 1) % (SIZE / 2);
        return 2 * indexInRow + (row() % 2 == 1 ? 2 : 1);
    }

    /**
     * Returns the dark square a number of diagonal steps away, if it is on the board.
     *
     * @param rowStep the change of row per step, -1 or +1
     * @param columnStep the change of column per step, -1 or +1
     * @param steps how many steps, at least 1
     * @return the square, or {@code null} when it would be off the board
     * @throws IllegalArgumentException unless the steps are diagonal and {@code steps >= 1}
     */
    public Square step(int rowStep, int columnStep, int steps) {
        if (Math.abs(rowStep) != 1 || Math.abs(columnStep) != 1 || steps < 1) {
            throw new IllegalArgumentException("a diagonal step is (+-1, +-1) taken at least once,"
                    + " but (" + rowStep + ", " + columnStep + ") x " + steps + " was given");
        }
        int row = row() + rowStep * steps;
        int column = column() + columnStep * steps;
        return isOnBoard(row, column) ? at(row, column) : null;
    }

    /**
     * Writes the square as PDN does: its number.
     *
     * @return the number, as text
     */
    @Override
    public String toString() {
        return String.valueOf(number);
    }

    private static void requireOnBoard(int row, int column) {
        if (!isOnBoard(row, column)) {
            throw new IllegalArgumentException("rows and columns are numbered 1 to " + SIZE
                    + ", but row " + row + ", column " + column + " was given");
        }
    }
}
