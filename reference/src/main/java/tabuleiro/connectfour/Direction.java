package tabuleiro.connectfour;

/**
 * The four directions in which four discs can line up (rule C4-09), each as the step from one
 * position of a line to the next.
 *
 * <p>Each direction is given once: walking it backwards covers the opposite direction, so
 * "horizontally" is one direction here, not two.
 */
public enum Direction {
    /** Along a row, left to right. */
    HORIZONTAL(0, 1),
    /** Along a column, top to bottom. */
    VERTICAL(1, 0),
    /** Down and to the right, like the backslash {@code \}. */
    DIAGONAL(1, 1),
    /** Down and to the left, like the slash {@code /}. */
    ANTI_DIAGONAL(1, -1);

    private final int rowStep;
    private final int columnStep;

    Direction(int rowStep, int columnStep) {
        this.rowStep = rowStep;
        this.columnStep = columnStep;
    }

    /**
     * Returns how many rows one step in this direction moves.
     *
     * @return 0 or 1
     */
    public int rowStep() {
        return rowStep;
    }

    /**
     * Returns how many columns one step in this direction moves.
     *
     * @return -1, 0 or 1
     */
    public int columnStep() {
        return columnStep;
    }
}
