package tabuleiro.qwirkle;

/**
 * A square of the board, by row and column (rule QWIRKLE-14).
 *
 * <p>The board has no edge, so rows and columns are any integers, negative ones included: the
 * first tile of the game is usually put on {@code 0,0}, and a tile put above it goes on row
 * {@code -1}. A square keeps its row and column however the board grows, so what a player reads
 * on the board stays true for the rest of the game.
 *
 * @param row the row, growing downwards
 * @param column the column, growing to the right
 */
public record Position(int row, int column) {

    /** The square of the first tile when the board is drawn for a new game. */
    public static final Position ORIGIN = new Position(0, 0);

    /**
     * Returns the square a number of steps away along an axis.
     *
     * @param axis the axis to move along: along a row changes the column
     * @param steps how many squares to move, negative for up or left
     * @return the square reached
     */
    public Position step(Axis axis, int steps) {
        return axis == Axis.ROW
                ? new Position(row, column + steps) : new Position(row + steps, column);
    }

    /**
     * Returns the four squares that share an edge with this one.
     *
     * @return the squares above, to the left, to the right and below
     */
    public Position[] neighbours() {
        return new Position[] {
            new Position(row - 1, column), new Position(row, column - 1),
            new Position(row, column + 1), new Position(row + 1, column)};
    }

    /**
     * Reads a square written as the game writes it, {@code row,column} such as {@code -1,2}.
     *
     * @param text the square, with optional spaces around the numbers
     * @return the square
     * @throws IllegalArgumentException unless the text is two integers separated by a comma
     */
    public static Position parse(String text) {
        String[] parts = text.split(",", -1);
        if (parts.length == 2) {
            try {
                return new Position(Integer.parseInt(parts[0].strip()),
                        Integer.parseInt(parts[1].strip()));
            } catch (NumberFormatException notNumbers) {
                // Falls through to the message below.
            }
        }
        throw new IllegalArgumentException(
                "a square is written row,column, such as 0,1 or -2,3, but \"" + text
                        + "\" was given");
    }

    /**
     * Writes the square as the game does.
     *
     * @return {@code row,column}, such as {@code -1,2}
     */
    @Override
    public String toString() {
        return row + "," + column;
    }
}
