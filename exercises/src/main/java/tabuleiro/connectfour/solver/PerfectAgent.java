package tabuleiro.connectfour.solver;

import java.util.Objects;
import tabuleiro.connectfour.Agent;
import tabuleiro.connectfour.Game;
import tabuleiro.connectfour.Player;

/**
 * An agent that plays perfectly (rule C4-14): in every position it plays a move of best score,
 * as the {@link Solver} computes it, so it never loses a game it could draw, never draws a game
 * it could win, wins as soon as it can and loses as late as it can.
 *
 * <p>When several moves are as good, it plays the most central, and of two as central the
 * leftmost: the same position always gets the same move, so a game against it can be replayed.
 *
 * <p>Perfection costs time in the opening, where the positions are the hardest to solve: on a
 * two-core server the solver alone took four and a half minutes for the first move on the empty
 * board. So the agent first looks its move up in an {@link OpeningBook}, worked out in advance
 * by the same solver and holding the same moves, and asks the solver only past the book's end
 * (see {@code reference/BENCHMARKS.md} for the times). Each move of the solver is quicker for
 * its memory of the earlier ones, so one agent should play a whole game.
 */
public final class PerfectAgent implements Agent {

    private final Solver solver;
    private final OpeningBook book;

    /**
     * Creates an agent with its own {@link Solver} of the default size and the program's
     * {@link OpeningBook#standard() opening book}.
     */
    public PerfectAgent() {
        this(new Solver());
    }

    /**
     * Creates an agent that asks a given solver past the program's opening book, for instance
     * a solver shared with other agents or one with a smaller table.
     *
     * @param solver the solver to ask
     * @throws NullPointerException if {@code solver} is null
     */
    public PerfectAgent(Solver solver) {
        this(solver, OpeningBook.standard());
    }

    /**
     * Creates an agent that looks its moves up in a given book before asking a given solver.
     *
     * @param solver the solver to ask past the book
     * @param book the book, whose moves must be the solver's, as {@link BookGenerator} makes
     *     them; an empty book leaves every move to the solver
     * @throws NullPointerException if {@code solver} or {@code book} is null
     */
    public PerfectAgent(Solver solver, OpeningBook book) {
        this.solver = Objects.requireNonNull(solver, "solver");
        this.book = Objects.requireNonNull(book, "book");
    }

    @Override
    public int chooseColumn(Game game, Player player) {
        Agent.requireTurn(game, player);
        int column = book.column(BitBoard.of(game)).orElseGet(() -> solver.bestColumn(game));
        assert game.hasSpace(column) : "post: the agent chooses a column with space";
        return column;
    }
}
