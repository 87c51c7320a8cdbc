package tabuleiro.connectfour.solver;

/**
 * The moves of a position in the order the solver should try them: the likeliest best first.
 *
 * <p>Alpha-beta gains most when the best move comes first: once one move proves the position
 * good enough, the others need not be searched. Two cheap guesses of quality are used. Moves
 * that leave more cells where we would connect four (threats) come first, since they force the
 * opponent to answer; among moves with as many threats, central columns come first, since a
 * stone in the centre takes part in more possible fours than one at the edge.
 *
 * <p>There are at most seven moves, so the sorter keeps them in two small arrays and inserts each
 * in place, which for so few is faster than any general sorting algorithm.
 */
final class MoveSorter {

    /** The columns from the centre outwards, the left one first when two are as central. */
    private static final int[] CENTRE_FIRST = centreFirst();

    private final long[] moves = new long[BitBoard.WIDTH];
    private final int[] scores = new int[BitBoard.WIDTH];
    private int size;
    private int taken;

    private static int[] centreFirst() {
        int[] order = new int[BitBoard.WIDTH];
        for (int index = 0; index < BitBoard.WIDTH; index++) {
            // 0, 1, -1, 2, -2, ... away from the middle column.
            int distance = (index + 1) / 2;
            order[index] = BitBoard.WIDTH / 2 + (index % 2 == 1 ? -distance : distance);
        }
        return order;
    }

    /**
     * Returns the columns from the centre outwards, the left one first when two are as
     * central: for seven columns, 3 2 4 1 5 0 6.
     *
     * @return a new array with every column, 0 to 6, once
     */
    static int[] centreFirstColumns() {
        return CENTRE_FIRST.clone();
    }

    /**
     * Sorts some moves of a position: more threats first, then central columns first.
     *
     * @param position the position in which the moves are played
     * @param candidates the moves to sort, a set of cells that can be played in the position,
     *     such as {@link BitBoard#nonLosingMoves()}
     * @return a sorter that hands out those moves, best first
     */
    static MoveSorter of(BitBoard position, long candidates) {
        MoveSorter sorter = new MoveSorter();
        for (int column : CENTRE_FIRST) {
            long move = candidates & BitBoard.columnCells(column);
            if (move != 0) {
                sorter.add(move, position.threatsAfter(move));
            }
        }
        return sorter;
    }

    /**
     * Adds a move. Among moves with equal scores, the one added first comes out first.
     *
     * @param move the move
     * @param score how promising the move looks: higher comes out first
     * @pre there is room, and no move has been taken yet: {@code size < moves.length && taken == 0}
     */
    void add(long move, int score) {
        assert size < moves.length && taken == 0 : "pre: add every move before taking any";
        int index = size++;
        // Shift the strictly worse moves one place down; equal ones keep their place ahead.
        while (index > 0 && scores[index - 1] < score) {
            moves[index] = moves[index - 1];
            scores[index] = scores[index - 1];
            index--;
        }
        moves[index] = move;
        scores[index] = score;
    }

    /**
     * Tells whether some move has not been handed out yet.
     *
     * @return {@code true} while {@link #next()} has a move to return
     */
    boolean hasNext() {
        return taken < size;
    }

    /**
     * Hands out the best move not handed out yet.
     *
     * @return the move
     * @pre {@code hasNext()}
     */
    long next() {
        assert hasNext() : "pre: a move is left";
        return moves[taken++];
    }
}
