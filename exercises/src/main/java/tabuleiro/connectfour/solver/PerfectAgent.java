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
 * <p>Perfection costs time in the opening, where the positions are the hardest to solve. On a
 * two-core server the first move on the empty board took four and a half minutes, the reply to
 * a first stone in the centre three minutes, the next moves tens of seconds, and a position with
 * 20 empty cells some 15 milliseconds (see {@code reference/BENCHMARKS.md}). Each move is quicker
 * for the solver's memory of the earlier ones, so one agent should play a whole game.
 */
public final class PerfectAgent implements Agent {

    private final Solver solver;

    /** Creates an agent with its own {@link Solver} of the default size. */
    public PerfectAgent() {
        this(new Solver());
    }

    /**
     * Creates an agent that asks a given solver, for instance one shared with other agents or
     * one with a smaller table.
     *
     * @param solver the solver to ask
     * @throws NullPointerException if {@code solver} is null
     */
    public PerfectAgent(Solver solver) {
        this.solver = Objects.requireNonNull(solver, "solver");
    }

    @Override
    public int chooseColumn(Game game, Player player) {
        Agent.requireTurn(game, player);
        int column = solver.bestColumn(game);
        assert game.hasSpace(column) : "post: the agent chooses a column with space";
        return column;
    }
}
