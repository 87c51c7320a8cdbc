package tabuleiro.checkers;

import java.util.LinkedHashMap;
import java.util.Map;

/**
 * Perft: the number of leaf positions of the tree of legal moves to a given depth, the standard
 * check of a move generator against published figures. Distinct moves are counted once (rule
 * CHECKERS-10), draws are ignored, and a position with no move has no leaves below it.
 */
public final class Perft {

    private Perft() {
    }

    /**
     * Counts the leaves of the move tree.
     *
     * @param board the position's pieces; left as it was
     * @param toMove the side to move
     * @param variant the rules
     * @param depth how many moves deep, at least 0
     * @return the number of move sequences of exactly that length; 1 for depth 0
     * @throws IllegalArgumentException unless {@code depth >= 0}
     */
    public static long count(Board board, Colour toMove, Variant variant, int depth) {
        requireDepth(depth);
        Board work = board.copy();
        return leaves(work, toMove, variant, depth);
    }

    /**
     * Counts the leaves below each legal move, the {@code divide} of perft.
     *
     * @param board the position's pieces; left as it was
     * @param toMove the side to move
     * @param variant the rules
     * @param depth how many moves deep, at least 1
     * @return each legal move and the leaves below it at {@code depth - 1}, in move order; the
     *     values add up to {@code count(board, toMove, variant, depth)}
     * @throws IllegalArgumentException unless {@code depth >= 1}
     */
    public static Map<Move, Long> divide(Board board, Colour toMove, Variant variant, int depth) {
        requireDepth(depth - 1);
        Board work = board.copy();
        Map<Move, Long> divided = new LinkedHashMap<>();
        for (Move move : Rules.legalMoves(work, toMove, variant)) {
            Board after = work.copy();
            Rules.apply(after, move);
            divided.put(move, leaves(after, toMove.opponent(), variant, depth - 1));
        }
        return divided;
    }

    private static long leaves(Board board, Colour toMove, Variant variant, int depth) {
        if (depth == 0) {
            return 1;
        }
        var moves = Rules.legalMoves(board, toMove, variant);
        if (depth == 1) {
            return moves.size();
        }
        long total = 0;
        for (Move move : moves) {
            final Piece piece = board.pieceAt(move.from()).orElseThrow();
            Piece[] captured = new Piece[move.captured().size()];
            for (int i = 0; i < captured.length; i++) {
                captured[i] = board.pieceAt(move.captured().get(i)).orElseThrow();
            }
            Rules.apply(board, move);
            total += leaves(board, toMove.opponent(), variant, depth - 1);
            // Undo: cheaper than copying the board at every node.
            board.clear(move.to());
            for (int i = 0; i < captured.length; i++) {
                board.put(move.captured().get(i), captured[i]);
            }
            board.put(move.from(), piece);
        }
        return total;
    }

    private static void requireDepth(int depth) {
        if (depth < 0) {
            throw new IllegalArgumentException("perft counts to a depth of at least 0 (divide: 1),"
                    + " but " + depth + " was asked for");
        }
    }
}
