package tabuleiro.checkers;

import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * An agent that searches the moves a fixed number of plies deep with alpha-beta pruning and
 * scores the positions it reaches by material and advancement, under either variant.
 *
 * <p>A man is worth {@link #MAN}, a king {@link #KING}, and each row a man has advanced towards
 * its promotion row {@link #ADVANCE} more, so that with material equal the agent pushes its men
 * on. A side with no move has lost. Draw rules are not searched: the agent plays for material.
 *
 * @invariant {@code depth >= 1}
 */
public final class AlphaBetaAgent implements Agent {

    /** The value of a man. */
    public static final int MAN = 100;
    /** The value of a king. */
    public static final int KING = 300;
    /** The value of each row a man has advanced. */
    public static final int ADVANCE = 3;

    private static final int WIN = 1_000_000;
    private static final int INFINITY = 2 * WIN;

    private final int depth;

    /**
     * Makes an agent that searches a number of plies.
     *
     * @param depth plies to search, at least 1
     * @throws IllegalArgumentException unless {@code depth >= 1}
     */
    public AlphaBetaAgent(int depth) {
        if (depth < 1) {
            throw new IllegalArgumentException("the search needs a depth of at least 1, but "
                    + depth + " was given");
        }
        this.depth = depth;
    }

    /**
     * Chooses the move with the best search score; of equal ones, the first legal move.
     *
     * @param game the game, not over
     * @return the chosen legal move; never empty (the agent does not resign)
     * @throws IllegalStateException unless {@code !game.isOver()}
     * @post the move is one of the legal moves: {@code game.legalMoves().contains(result.get())}
     */
    @Override
    public Optional<Move> chooseMove(Game game) {
        Objects.requireNonNull(game, "a game is needed");
        if (game.isOver()) {
            throw new IllegalStateException("the game is over: there is no move to choose");
        }
        Board board = game.board();
        Colour side = game.sideToMove();
        Move best = null;
        int alpha = -INFINITY;
        for (Move move : game.legalMoves()) {
            Board after = board.copy();
            Rules.apply(after, move);
            int score = -search(after, side.opponent(), game.variant(), depth - 1, -INFINITY,
                    -alpha);
            if (best == null || score > alpha) {
                best = move;
                alpha = score;
            }
        }
        assert game.legalMoves().contains(best) : "post: a legal move";
        return Optional.of(best);
    }

    /** Negamax with alpha-beta: the score of the position for the side to move. */
    private static int search(Board board, Colour side, Variant variant, int plies, int alpha,
            int beta) {
        List<Move> moves = Rules.legalMoves(board, side, variant);
        if (moves.isEmpty()) {
            return -WIN - plies; // lost; sooner is worse
        }
        if (plies == 0) {
            return evaluate(board, side);
        }
        int best = alpha;
        for (Move move : moves) {
            Board after = board.copy();
            Rules.apply(after, move);
            int score = -search(after, side.opponent(), variant, plies - 1, -beta, -best);
            if (score > best) {
                best = score;
                if (best >= beta) {
                    break;
                }
            }
        }
        return best;
    }

    /**
     * Scores a position for one side by material and advancement.
     *
     * @param board the position
     * @param side the side whose score it is
     * @return the side's material and advancement minus the opponent's
     */
    public static int evaluate(Board board, Colour side) {
        return worth(board, side) - worth(board, side.opponent());
    }

    private static int worth(Board board, Colour colour) {
        int worth = 0;
        for (Square square : board.squaresOf(colour)) {
            Piece piece = board.pieceAt(square).orElseThrow();
            if (piece.king()) {
                worth += KING;
            } else {
                int startRow = colour == Colour.WHITE ? Square.SIZE : 1;
                worth += MAN + ADVANCE * Math.abs(square.row() - startRow);
            }
        }
        return worth;
    }
}
