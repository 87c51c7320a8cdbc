package tabuleiro.connectfour.solver.bench;

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
import tabuleiro.connectfour.solver.Solver;

/**
 * How long the solver takes on positions with 20 empty cells, each solved from an empty table.
 *
 * <p>The positions are the ten hardest (most positions searched) of 20,767 reached by "careful"
 * random play with {@code new Random(2024)}: 22 moves, each drawn among the moves that neither
 * win at once nor hand the opponent a win, so that the game is still open. Random play that
 * ignores threats gives easier positions. See {@code reference/BENCHMARKS.md} for how to run it
 * and the figures measured; {@code -p moves=...} times any other position.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(value = 1, jvmArgsAppend = "-Xmx1g")
public class SolverBenchmark {

    /** The position, as the columns played. */
    @Param({
        "2633357772214714557113",
        "4431322126567757677311",
        "2121636451157766226543",
        "7115413446647237132226",
        "4774422445576566147166",
        "4432561571674623673472",
        "1117276514447255225747",
        "7534677561664556621123",
        "1675214313233332776576",
        "5215744367671675416654",
    })
    public String moves;

    private final Solver solver = new Solver();

    /** Empties the table, so that each solve starts from nothing as a first query would. */
    @Setup(Level.Invocation)
    public void forget() {
        solver.reset();
    }

    /**
     * Solves the position.
     *
     * @return the score, for JMH to consume
     */
    @Benchmark
    public int solve() {
        return solver.solve(moves);
    }
}
