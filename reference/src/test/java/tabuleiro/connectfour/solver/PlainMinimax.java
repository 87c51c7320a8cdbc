package tabuleiro.connectfour.solver;

/**
 * The score of a Connect Four position by the most direct route: try every move, to the end of
 * the game, on a plain grid. No pruning, no table, no bit tricks and no code shared with the
 * solver, so that the two can check each other. It is only fast enough for positions with few
 * empty cells (about ten).
 */
final class PlainMinimax {

    private static final int COLUMNS = 7;
    private static final int ROWS = 6;
    private static final int CELLS = COLUMNS * ROWS;

    /** {@code grid[column][row]}, row 0 at the bottom: 0 empty, 1 or 2 a player's stone. */
    private final int[][] grid = new int[COLUMNS][ROWS];
    private final int[] heights = new int[COLUMNS];
    private int stones;

    /**
     * Sets up the position after a sequence of moves, which must be a game that goes on.
     *
     * @param moves the columns played, 1 to 7
     */
    PlainMinimax(String moves) {
        for (char move : moves.toCharArray()) {
            drop(move - '1');
        }
    }

    /**
     * Returns the score of the position for the player to move.
     *
     * @return the best score of the moves
     */
    int score() {
        int best = Integer.MIN_VALUE;
        for (int column = 0; column < COLUMNS; column++) {
            if (heights[column] < ROWS) {
                best = Math.max(best, scoreOfMove(column));
            }
        }
        return best;
    }

    /**
     * Returns the score of playing a column that has space, for the player to move.
     *
     * @param column the column, 0 to 6
     * @return the score of the move
     */
    int scoreOfMove(int column) {
        if (wins(column)) {
            // The winner's stone count: half the stones so far, rounded up, plus this one.
            return 22 - (stones / 2 + 1);
        }
        if (stones + 1 == CELLS) {
            return 0;
        }
        drop(column);
        int score = -score();
        lift(column);
        return score;
    }

    /**
     * Tells whether a column is full.
     *
     * @param column the column, 0 to 6
     * @return {@code true} when it holds six stones
     */
    boolean isFull(int column) {
        return heights[column] == ROWS;
    }

    private int toMove() {
        return stones % 2 == 0 ? 1 : 2;
    }

    private void drop(int column) {
        grid[column][heights[column]++] = toMove();
        stones++;
    }

    private void lift(int column) {
        grid[column][--heights[column]] = 0;
        stones--;
    }

    /**
     * Tells whether the player to move would have four in a row through a stone in a column.
     *
     * @param column a column that has space, 0 to 6
     * @return {@code true} when that move wins
     */
    boolean wins(int column) {
        int row = heights[column];
        int player = toMove();
        int[][] directions = {{0, 1}, {1, 0}, {1, 1}, {1, -1}};
        for (int[] direction : directions) {
            int inLine = 1
                    + run(column, row, direction[0], direction[1], player)
                    + run(column, row, -direction[0], -direction[1], player);
            if (inLine >= 4) {
                return true;
            }
        }
        return false;
    }

    /** How many of the player's stones follow (column, row) in a direction, not counting it. */
    private int run(int column, int row, int columnStep, int rowStep, int player) {
        int count = 0;
        int c = column + columnStep;
        int r = row + rowStep;
        while (0 <= c && c < COLUMNS && 0 <= r && r < ROWS && grid[c][r] == player) {
            count++;
            c += columnStep;
            r += rowStep;
        }
        return count;
    }
}
