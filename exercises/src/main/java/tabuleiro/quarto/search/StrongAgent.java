package tabuleiro.quarto.search;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import tabuleiro.quarto.Agent;
import tabuleiro.quarto.Game;
import tabuleiro.quarto.Piece;
import tabuleiro.quarto.Square;

/**
 * An agent that looks ahead: it searches the game tree with alpha-beta pruning, one placement
 * deeper at a time, until it has searched to the end of the game or its time is up.
 *
 * <p>Two things it never gets wrong, whatever the time allowed, because it settles them before
 * any search: it places the piece it was given on a square where it wins at once if there is
 * one, and it never hands the opponent a piece that wins at once when some other piece does
 * not. The search then chooses among the rest; when time runs out it keeps the best decision of
 * the deepest search it finished. On an empty board every piece is as good as another and, by
 * the board's symmetry, only three squares differ (a corner, an edge, a centre square), so those
 * decisions cost nothing; later, squares that a turn or reflection of the board maps onto each
 * other are searched once.
 *
 * <p>The time budget makes its decisions depend on the machine's speed, not only on the
 * position; for games that replay exactly, give it a depth limit instead of a budget.
 */
public final class StrongAgent implements Agent {

    /** The time allowed per decision when none is given. */
    public static final Duration DEFAULT_BUDGET = Duration.ofMillis(200);

    private final long budgetNanos;
    private final int maxDepth;

    /** Creates an agent with {@link #DEFAULT_BUDGET} per decision. */
    public StrongAgent() {
        this(DEFAULT_BUDGET);
    }

    /**
     * Creates an agent that takes at most about {@code budget} per decision.
     *
     * @param budget the time allowed for one decision
     * @throws NullPointerException if {@code budget} is null
     * @throws IllegalArgumentException unless the budget is positive
     */
    public StrongAgent(Duration budget) {
        this(budget, Square.SIZE * Square.SIZE);
    }

    private StrongAgent(Duration budget, int maxDepth) {
        Objects.requireNonNull(budget, "budget");
        if (budget.isNegative() || budget.isZero()) {
            throw new IllegalArgumentException("a time budget is positive, but " + budget
                    + " was given");
        }
        this.budgetNanos = budget.toNanos();
        this.maxDepth = maxDepth;
    }

    /**
     * Creates an agent that searches a fixed number of placements ahead, however long it takes,
     * so that its decisions depend on the position alone.
     *
     * @param depth how many placements to look ahead, at least 1
     * @return the agent
     * @throws IllegalArgumentException unless {@code 1 <= depth && depth <= 16}
     */
    public static StrongAgent ofDepth(int depth) {
        if (depth < 1 || depth > Square.SIZE * Square.SIZE) {
            throw new IllegalArgumentException("a search depth is 1 to 16 placements, but "
                    + depth + " was given");
        }
        return new StrongAgent(Duration.ofDays(1), depth);
    }

    @Override
    public Square chooseSquare(Game game) {
        Agent.requirePlacement(game);
        Search search = new Search(game.board(), game.pool(), game.variant());
        int piece = Search.code(game.chosenPiece().orElseThrow());
        int winning = search.winningCell(piece);
        if (winning >= 0) {
            return Search.square(winning);
        }
        List<Integer> cells = distinctCells(search);
        int best = cells.get(0);
        long deadline = System.nanoTime() + budgetNanos;
        // On the empty board no placement can lose, so depth 1 is enough.
        int deepest = search.filled() == 0 ? 1 : maxDepth;
        for (int depth = 1; depth <= deepest; depth++) {
            // Depth 1 (never hand over a winning piece when a safe one exists) always finishes.
            search.setDeadline(depth == 1 ? Long.MAX_VALUE : deadline);
            try {
                int bestValue = Integer.MIN_VALUE;
                int bestCell = best;
                for (int cell : cells) {
                    search.put(cell, piece);
                    // The best so far is the window's floor: a square that cannot beat it is
                    // refuted as soon as possible, and the square chosen is the same.
                    int value = search.pool() == 0 ? 0 : search.chooseValue(depth - 1,
                            Math.max(bestValue, -Search.WIN * 2), Search.WIN * 2);
                    search.undo(cell, piece);
                    if (value > bestValue) {
                        bestValue = value;
                        bestCell = cell;
                    }
                }
                best = bestCell;
                if (depth >= Square.SIZE * Square.SIZE - search.filled()
                        || Math.abs(bestValue) >= Search.WIN) {
                    break; // searched to the end of the game, or the outcome is proven
                }
            } catch (Search.OutOfTime timeUp) {
                break;
            }
        }
        return Search.square(best);
    }

    @Override
    public Piece choosePiece(Game game) {
        Agent.requireChoice(game);
        Search search = new Search(game.board(), game.pool(), game.variant());
        List<Integer> safe = new ArrayList<>();
        for (Piece piece : game.pool().pieces()) {
            if (search.winningCell(Search.code(piece)) < 0) {
                safe.add(Search.code(piece));
            }
        }
        if (safe.isEmpty() || search.filled() == 0) {
            // Every piece loses at once, or (on the empty board) all are alike: any will do.
            return game.pool().pieces().get(0);
        }
        int best = safe.get(0);
        long deadline = System.nanoTime() + budgetNanos;
        search.setDeadline(deadline);
        for (int depth = 1; depth <= maxDepth && safe.size() > 1; depth++) {
            try {
                int bestValue = Integer.MIN_VALUE;
                int bestPiece = best;
                for (int piece : safe) {
                    int value = -search.placeValue(piece, depth, -Search.WIN * 2,
                            -Math.max(bestValue, -Search.WIN * 2));
                    if (value > bestValue) {
                        bestValue = value;
                        bestPiece = piece;
                    }
                }
                best = bestPiece;
                if (depth >= Square.SIZE * Square.SIZE - search.filled()
                        || Math.abs(bestValue) >= Search.WIN) {
                    break;
                }
            } catch (Search.OutOfTime timeUp) {
                break;
            }
        }
        return Search.piece(best);
    }

    /**
     * The empty squares, one of each set that the board's symmetries map onto each other, in
     * reading order.
     */
    private static List<Integer> distinctCells(Search search) {
        int[][] symmetries = search.boardSymmetries();
        List<Integer> cells = new ArrayList<>();
        boolean[] seen = new boolean[Square.SIZE * Square.SIZE];
        for (int cell = 0; cell < seen.length; cell++) {
            if (search.cell(cell) >= 0 || seen[cell]) {
                continue;
            }
            cells.add(cell);
            for (int[] symmetry : symmetries) {
                seen[symmetry[cell]] = true;
            }
        }
        return cells;
    }
}
