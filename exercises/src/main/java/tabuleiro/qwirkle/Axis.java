package tabuleiro.qwirkle;

/**
 * The two ways a line can lie on the board (rule QWIRKLE-06): along a row or along a column.
 */
public enum Axis {
    /** Along a row: the squares differ in their column. */
    ROW,
    /** Along a column: the squares differ in their row. */
    COLUMN;

    /**
     * Returns the other axis, the one that crosses this one.
     *
     * @return {@code COLUMN} for {@code ROW} and the reverse
     */
    public Axis crossing() {
        return this == ROW ? COLUMN : ROW;
    }
}
