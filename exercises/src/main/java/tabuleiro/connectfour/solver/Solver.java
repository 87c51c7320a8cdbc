package tabuleiro.connectfour.solver;

import java.util.OptionalInt;
import tabuleiro.connectfour.Game;

/**
 * Computes the exact score of a Connect Four position under perfect play from both sides: a
 * worked example of game-tree search.
 *
 * <p><b>The score</b> is seen from the player to move. It is 0 when perfect play ends in a
 * draw, positive when the player to move wins, negative when they lose, and its size says how
 * soon: a player who connects four with their {@code k}-th stone scores {@code 22 - k}, which is
 * {@code (43 - n) / 2} when {@code n} stones were on the board before the winning one. So the
 * quickest possible win, with a fourth stone, scores 18, a win with the very last stone of the
 * board scores 1, and a loss scores minus the opponent's win. Winning sooner is better, losing
 * later is better, and the best move is the one of highest score. The first player wins the
 * empty board: from it, playing columns 1 to 7 scores -2 -1 0 1 0 -1 -2.
 *
 * <p><b>The search</b> is negamax with alpha-beta pruning: the score of a position is the best
 * of minus the scores of the positions after each move, and a move need only be searched far
 * enough to show that it cannot change the answer. Around that core, each piece has its own
 * class and its own reason:
 * <ul>
 *   <li>{@link BitBoard}: positions as bits, so that a move or a search for fours costs a few
 *       instructions;</li>
 *   <li>{@link BitBoard#nonLosingMoves()}: moves that hand the opponent an immediate win are
 *       never searched;</li>
 *   <li>{@link MoveSorter}: the likeliest best moves are tried first, which is what makes
 *       alpha-beta prune;</li>
 *   <li>{@link TranspositionTable}: bounds learned about a position are remembered, because the
 *       same position is reached by many move orders, and a position shares its
 *       {@link BitBoard#key() key} with its mirror image, which has the same score;</li>
 *   <li>{@link #solve(String)}: the exact score is found by a sequence of searches with the
 *       narrowest possible window, which prune far more than one search with a wide one.</li>
 * </ul>
 *
 * <p>This design follows Pascal Pons's series "Solving Connect 4: how to build a perfect AI"
 * (blog.gamesolver.org), which explains each step with measurements.
 *
 * <p>The solver keeps its table between calls, so it grows faster as it sees related positions
 * (the moves of one game, say). It is not safe for use by several threads at once.
 */
public final class Solver {

    /** The size of the table {@link #Solver()} makes, as a power of two: about 80 MiB. */
    public static final int DEFAULT_TABLE_BITS = 24;

    private static final int CELLS = BitBoard.CELLS;

    private final TranspositionTable table;
    /** The positions searched (negamax calls) since the current public call began. */
    private long nodes;

    /**
     * Creates a solver with a table of about {@code 2^24} entries (80 MiB). On a two-core
     * server it solves a position with 20 empty cells in some 15 milliseconds and analyses the
     * empty board in about 20 minutes (see {@code reference/BENCHMARKS.md}); a larger table
     * searches fewer positions but, missing the processor's caches more often, is no faster.
     */
    public Solver() {
        this(DEFAULT_TABLE_BITS);
    }

    /**
     * Creates a solver with a table of a given size: smaller tables suit tests and positions
     * near the end of the game, larger ones the opening.
     *
     * @param tableSizeBits the table has the smallest prime number of entries at least
     *     {@code 2^tableSizeBits}, each of 5 bytes
     * @throws IllegalArgumentException unless {@code 17 <= tableSizeBits && tableSizeBits <= 30}
     */
    public Solver(int tableSizeBits) {
        table = new TranspositionTable(tableSizeBits);
    }

    /**
     * Computes the score of the position reached by a sequence of moves.
     *
     * @param moves the columns played, one digit from 1 to 7 per move, the first player's move
     *     first, as in {@code "4453"}; the empty string for the empty board
     * @return the score for the player to move (see the class comment)
     * @throws NullPointerException if {@code moves} is null
     * @throws IllegalArgumentException unless every character is a digit from 1 to 7, every
     *     move goes into a column that has space, and the game is not over after the last move
     *     (nobody has four in a row and the board is not full); the message names the move
     */
    public int solve(String moves) {
        BitBoard position = BitBoard.fromMoves(moves);
        nodes = 0;
        return scoreOf(position);
    }

    /**
     * Computes the score of a game's current position. The game is read only through its
     * public methods {@code isOver}, {@code nextPlayer} and {@code valueAt}, so any engine that
     * keeps the brief's contract can be solved.
     *
     * @param game the game, which is not changed
     * @return the score for the player to move (see the class comment)
     * @throws NullPointerException if {@code game} is null
     * @throws IllegalStateException unless {@code !game.isOver()}
     */
    public int solve(Game game) {
        BitBoard position = BitBoard.of(game);
        nodes = 0;
        return scoreOf(position);
    }

    /**
     * Computes the score of each move: for each column, the score for the player to move of
     * playing there. The best of them is the position's score.
     *
     * @param moves the position, as in {@link #solve(String)}
     * @return seven scores, for columns 1 to 7 at indexes 0 to 6; empty for a full column
     * @throws NullPointerException if {@code moves} is null
     * @throws IllegalArgumentException on the same sequences as {@link #solve(String)}
     */
    public OptionalInt[] analyze(String moves) {
        BitBoard position = BitBoard.fromMoves(moves);
        nodes = 0;
        OptionalInt[] scores = new OptionalInt[BitBoard.WIDTH];
        for (int column = 0; column < BitBoard.WIDTH; column++) {
            scores[column] = position.canPlay(column)
                    ? OptionalInt.of(scoreOfMove(position, column))
                    : OptionalInt.empty();
        }
        return scores;
    }

    /**
     * Chooses a best move in a game: a column of highest score, the most central one when
     * several share it (the left one when two are as central).
     *
     * <p>This costs about one {@link #solve(Game)}, not seven: once the position's score is
     * known, each column only has to be checked against it, centre first, with a single
     * narrow search.
     *
     * @param game the game, which is not changed
     * @return a column, 1 to 7, with space, whose move scores as much as the position
     * @throws NullPointerException if {@code game} is null
     * @throws IllegalStateException unless {@code !game.isOver()}
     * @post {@code game.hasSpace(result)}
     */
    public int bestColumn(Game game) {
        BitBoard position = BitBoard.of(game);
        nodes = 0;
        int column = bestColumnOf(position) + 1;
        assert game.hasSpace(column) : "post: the best column has space";
        return column;
    }

    /**
     * Returns how many positions the last call to {@code solve}, {@code analyze} or
     * {@code bestColumn} searched: a measure of the work done, which does not depend on the
     * machine.
     *
     * @return the number of positions searched, not counting those answered without a search
     */
    public long nodeCount() {
        return nodes;
    }

    /**
     * Forgets everything learned from earlier calls, as a new solver would: for measurements
     * that must not benefit from earlier work.
     *
     * @post {@code nodeCount() == 0}, and the table is empty
     */
    public void reset() {
        table.clear();
        nodes = 0;
    }

    /**
     * Computes the score of a position by a sequence of null-window searches.
     *
     * <p>A search with the window {@code (guess, guess + 1)} only answers "is the score above
     * {@code guess}?", and it prunes far more than a search with a wide window. The answer
     * halves the interval where the score can lie, until one score is left. The guesses start
     * far from zero, where the question is about a quick win or a quick loss: such a search is
     * shallow, since the bounds in {@link #negamax} cut every line that goes on longer. The
     * guesses then move inwards, each search a little deeper and helped by the table filled by
     * the ones before: the effect of iterative deepening, without a depth limit.
     */
    int scoreOf(BitBoard position) {
        if (position.canWinNext()) {
            return scoreOfWinningNow(position);
        }
        // At worst the opponent wins with their next stone; at best we win with our next one.
        int low = -(CELLS - position.moves()) / 2;
        int high = (CELLS - 1 - position.moves()) / 2;
        while (low < high) {
            int guess = low + (high - low) / 2;
            if (guess <= 0 && low / 2 < guess) {
                guess = low / 2;
            } else if (guess >= 0 && high / 2 > guess) {
                guess = high / 2;
            }
            int result = negamax(position, guess, guess + 1);
            if (result <= guess) {
                high = result;
            } else {
                low = result;
            }
        }
        return low;
    }

    /** The best column (0 to 6) of a position that is not over: see {@link #bestColumn(Game)}. */
    int bestColumnOf(BitBoard position) {
        int best = scoreOf(position);
        for (int column : MoveSorter.centreFirstColumns()) {
            if (position.canPlay(column) && moveScoresAtLeast(position, column, best)) {
                return column;
            }
        }
        throw new AssertionError("no move reaches the position's score " + best + " in\n"
                + position);
    }

    /** The exact score of playing a column that has space. */
    private int scoreOfMove(BitBoard position, int column) {
        return position.isWinningMove(column)
                ? scoreOfWinningNow(position)
                : -scoreOf(position.play(column));
    }

    /** Whether playing a column that has space scores {@code target} or more. */
    private boolean moveScoresAtLeast(BitBoard position, int column, int target) {
        if (position.isWinningMove(column)) {
            return scoreOfWinningNow(position) >= target;
        }
        // The move scores at least target exactly when the opponent's position after it scores
        // at most -target, that is, not at least 1 - target.
        return !scoresAtLeast(position.play(column), 1 - target);
    }

    /** Whether a position (of a game that goes on) scores {@code target} or more. */
    private boolean scoresAtLeast(BitBoard position, int target) {
        if (position.canWinNext()) {
            return scoreOfWinningNow(position) >= target;
        }
        return negamax(position, target - 1, target) >= target;
    }

    /** The score of the player to move who connects four with their next stone. */
    private static int scoreOfWinningNow(BitBoard position) {
        return (CELLS + 1 - position.moves()) / 2;
    }

    /**
     * Searches a position with alpha-beta pruning and tells where its score lies with respect
     * to the window {@code (alpha, beta)}.
     *
     * <p>Only the answer's side of the window is exact information:
     * <ul>
     *   <li>if the score is within the window, the result is the score;</li>
     *   <li>if the score is at most {@code alpha}, the result is at most {@code alpha} and at
     *       least the score (an upper bound: "fail low");</li>
     *   <li>if the score is at least {@code beta}, the result is at least {@code beta} and at
     *       most the score (a lower bound: "fail high").</li>
     * </ul>
     *
     * <p>Students write this method with the classes around it: moves come from
     * {@link BitBoard#nonLosingMoves()} sorted by {@link MoveSorter#of}, bounds go to and come
     * from the {@link TranspositionTable}, and the score of an immediate win or loss follows
     * from the number of stones as explained in the class comment.
     *
     * @param position a position of a game that goes on, in which the player to move cannot
     *     win at once
     * @param alpha the lower end of the window
     * @param beta the upper end of the window
     * @return the score or a bound on it, as above
     * @pre {@code alpha < beta && !position.canWinNext()}
     */
    private int negamax(BitBoard position, int alpha, int beta) {
        assert alpha < beta : "pre: a window that is not empty";
        assert !position.canWinNext() : "pre: the player to move cannot win at once";
        nodes++;
        throw new UnsupportedOperationException("Exercise 4: implement Solver.negamax");
    }
}
