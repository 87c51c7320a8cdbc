package tabuleiro.chess;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * Perft ("performance test"): counts the leaves of the tree of legal moves to a fixed depth.
 * The counts of well-known positions are published, so a move generator whose counts agree
 * with them is very likely right, and one whose counts differ can be debugged with
 * {@link #divide}: the count below each first move, to compare one move at a time with a
 * trusted program.
 *
 * <p>As usual, the moves at the last level are counted, not played ("bulk counting"): the
 * number of leaves below a position one move from the end is the number of its legal moves.
 */
public final class Perft {

    private Perft() {
    }

    /**
     * Counts the leaves of the tree of legal moves.
     *
     * @param position the position; it is left as it was
     * @param depth the number of moves (plies) to look ahead
     * @return the number of move sequences of that length; 1 for depth 0
     * @throws IllegalArgumentException unless {@code depth >= 0}
     */
    public static long count(Position position, int depth) {
        Objects.requireNonNull(position, "a position is needed");
        requireDepth(depth);
        return leaves(position, depth);
    }

    /**
     * Counts the leaves below each legal move of the position.
     *
     * @param position the position; it is left as it was
     * @param depth the number of moves to look ahead, counting the first
     * @return each legal move in UCI notation with its count, in the generator's order; the
     *     counts add up to {@code count(position, depth)}
     * @throws IllegalArgumentException unless {@code depth >= 1}
     */
    public static Map<String, Long> divide(Position position, int depth) {
        Objects.requireNonNull(position, "a position is needed");
        if (depth < 1) {
            throw new IllegalArgumentException("divide needs a depth of 1 or more, not " + depth);
        }
        Map<String, Long> counts = new LinkedHashMap<>();
        for (Move move : position.legalMoves()) {
            position.make(move);
            counts.put(move.uci(), leaves(position, depth - 1));
            position.unmake();
        }
        return counts;
    }

    private static long leaves(Position position, int depth) {
        if (depth == 0) {
            return 1;
        }
        List<Move> moves = position.legalMoves();
        if (depth == 1) {
            return moves.size();
        }
        long total = 0;
        for (Move move : moves) {
            position.make(move);
            total += leaves(position, depth - 1);
            position.unmake();
        }
        return total;
    }

    private static void requireDepth(int depth) {
        if (depth < 0) {
            throw new IllegalArgumentException("a depth is 0 or more, not " + depth);
        }
    }
}
