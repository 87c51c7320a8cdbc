package tabuleiro.qwirkle.bench;

import java.util.List;
import java.util.SplittableRandom;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;
import tabuleiro.qwirkle.Agent;
import tabuleiro.qwirkle.CheatMode;
import tabuleiro.qwirkle.Game;
import tabuleiro.qwirkle.GreedyAgent;
import tabuleiro.qwirkle.Hand;
import tabuleiro.qwirkle.Turn;
import tabuleiro.qwirkle.Variant;

/**
 * How long the greedy agent takes to choose a turn with a full hand on a busy board.
 *
 * <p>The board is made by two greedy agents playing an official game from a seeded bag until
 * the board holds at least {@link #tiles} tiles; the player to move then holds six tiles (the
 * bag is not empty yet). See {@code reference/BENCHMARKS.md} for how to run it and the figures.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
@Fork(1)
public class GreedyAgentBenchmark {

    /** The seed of the bag. */
    @Param({"1", "2", "3"})
    public long seed;

    /** How many tiles the board holds at least. */
    @Param({"60"})
    public int tiles;

    private Game game;
    private final Agent greedy = new GreedyAgent();

    /**
     * Plays greedy turns from a new game until the board is busy.
     *
     * @throws IllegalStateException if the game ends first or the hand to move is not full
     */
    @Setup(Level.Trial)
    public void busyBoard() {
        game = Game.newGame(Variant.OFFICIAL, CheatMode.OFF, List.of("A", "B"),
                new SplittableRandom(seed));
        while (game.board().size() < tiles && !game.isOver()) {
            game.play(greedy.chooseTurn(game));
        }
        if (game.isOver() || game.currentPlayer().hand().size() != Hand.SIZE) {
            throw new IllegalStateException("no busy board with a full hand for seed " + seed);
        }
    }

    /**
     * Chooses the turn of the player to move, leaving the game as it is.
     *
     * @return the turn, for JMH to consume
     */
    @Benchmark
    public Turn choose() {
        return greedy.chooseTurn(game);
    }
}
