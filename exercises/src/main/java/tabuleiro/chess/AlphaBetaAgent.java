package tabuleiro.chess;

import java.util.List;

/**
 * A simple computer player: it looks a fixed number of moves ahead with alpha-beta search and
 * scores the positions it reaches by material and mobility. Good enough to punish blunders and
 * to give a student something to play against; not a strong engine.
 *
 * <p>The score of a position, for the side to move, is 100 points a pawn of material ahead
 * (knight and bishop 3 pawns, rook 5, queen 9) plus 1 point per legal move it has (its
 * mobility; the opponent's counts one level deeper in the search); checkmate is worth more than
 * any material, sooner mates more than later ones, and stalemate is 0.
 */
public final class AlphaBetaAgent implements Agent {

    private static final int MATE = 1_000_000;
    private final int depth;

    /**
     * Creates an agent that searches a fixed number of moves (plies) ahead.
     *
     * @param depth the depth, 1 or more; 3 answers in about a second
     * @throws IllegalArgumentException unless {@code depth >= 1}
     */
    public AlphaBetaAgent(int depth) {
        if (depth < 1) {
            throw new IllegalArgumentException("the search depth is 1 or more, not " + depth);
        }
        this.depth = depth;
    }

    /**
     * Chooses the move with the best score at the agent's depth; of equal moves, the first
     * generated.
     *
     * @param game the game
     * @return a legal move
     * @throws IllegalStateException unless {@code !game.isOver()}
     */
    @Override
    public Move chooseMove(Game game) {
        Agent.requirePlaying(game);
        Position position = game.position();
        Move best = null;
        int alpha = -MATE - 1;
        for (Move move : position.legalMoves()) {
            position.make(move);
            int score = -search(position, depth - 1, -MATE - 1, -alpha, 1);
            position.unmake();
            if (best == null || score > alpha) {
                best = move;
                alpha = score;
            }
        }
        return best;
    }

    /** Negamax with alpha-beta pruning: the score for the side to move. */
    private int search(Position position, int remaining, int alpha, int beta, int ply) {
        List<Move> moves = position.legalMoves();
        if (moves.isEmpty()) {
            return position.isInCheck() ? -MATE + ply : 0;
        }
        if (remaining == 0 || position.halfmoveClock() >= 100) {
            return evaluate(position, moves.size());
        }
        for (Move move : moves) {
            position.make(move);
            int score = -search(position, remaining - 1, -beta, -alpha, ply + 1);
            position.unmake();
            if (score >= beta) {
                return beta;
            }
            alpha = Math.max(alpha, score);
        }
        return alpha;
    }

    /** Material and mobility, for the side to move. */
    private static int evaluate(Position position, int mobility) {
        Colour side = position.sideToMove();
        int material = 0;
        for (Piece piece : position.pieces().values()) {
            int value = piece.kind().value() * 100;
            material += piece.colour() == side ? value : -value;
        }
        return material + mobility;
    }
}
