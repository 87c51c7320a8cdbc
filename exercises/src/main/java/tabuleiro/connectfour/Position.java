package tabuleiro.connectfour;

/**
 * A position of the grid, as the brief numbers it: rows 1 to 6 from top to bottom and columns
 * 1 to 7 from left to right (rule C4-01).
 *
 * @param row the row, 1 (top) to 6 (bottom)
 * @param column the column, 1 (left) to 7 (right)
 * @invariant the position lies on the grid:
 *     {@code 1 <= row && row <= Game.ROWS && 1 <= column && column <= Game.COLUMNS}
 */
public record Position(int row, int column) {

    /**
     * Creates the position at a row and a column.
     *
     * @throws IllegalArgumentException unless the row is 1 to 6 and the column 1 to 7
     */
    public Position {
        Game.requireRow(row);
        Game.requireColumn(column);
    }

    /**
     * Writes the position as the rule book does, {@code (row,column)}: {@code (6,4)} is the bottom
     * position of the middle column.
     *
     * @return the position in the rule book's notation
     */
    @Override
    public String toString() {
        return "(" + row + "," + column + ")";
    }
}
