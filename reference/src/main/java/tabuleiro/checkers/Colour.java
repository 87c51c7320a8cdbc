package tabuleiro.checkers;

/**
 * The two sides of a game of checkers (rule CHECKERS-02). White starts at the bottom of the board
 * as it is drawn (rows 6 to 8) and moves up; Black starts at the top (rows 1 to 3) and moves down.
 */
public enum Colour {
    /** The side that moves first (rule CHECKERS-03). */
    WHITE,
    /** The side that moves second. */
    BLACK;

    /**
     * Returns the other side.
     *
     * @return the opponent of this side
     * @post {@code opponent() != this && opponent().opponent() == this}
     */
    public Colour opponent() {
        return this == WHITE ? BLACK : WHITE;
    }

    /**
     * Returns the change of row of one step forward for this side's men (rule CHECKERS-04).
     *
     * @return {@code -1} for White, which moves up the board, {@code +1} for Black
     */
    public int forward() {
        return this == WHITE ? -1 : 1;
    }

    /**
     * Returns the row on which this side's men are promoted: the opponent's first row
     * (rule CHECKERS-07).
     *
     * @return 1 for White, 8 for Black
     */
    public int promotionRow() {
        return this == WHITE ? 1 : Square.SIZE;
    }
}
