package tabuleiro.chess.bench;

import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;
import tabuleiro.chess.Fen;
import tabuleiro.chess.Perft;
import tabuleiro.chess.Position;

/**
 * How long perft takes: by default perft 5 of the starting position (4,865,609 leaves), the
 * figure the speed target is stated in. Nodes per second = leaves / seconds per operation; see
 * {@code reference/BENCHMARKS.md}. {@code -p fen=... -p depth=...} times any other position.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
@Fork(value = 1, jvmArgsAppend = "-Xmx1g")
public class PerftBenchmark {

    /** The position. */
    @Param({Position.START_FEN})
    public String fen;

    /** The depth. */
    @Param({"5"})
    public int depth;

    private Position position;

    /** Reads the position once, outside the measured time. */
    @Setup
    public void read() {
        position = Fen.parse(fen);
    }

    /**
     * Counts the leaves.
     *
     * @return the count, so that the work is not optimised away
     */
    @Benchmark
    public long perft() {
        return Perft.count(position, depth);
    }
}
