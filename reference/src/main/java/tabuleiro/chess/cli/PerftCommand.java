package tabuleiro.chess.cli;

import java.io.PrintWriter;
import java.util.Map;
import java.util.concurrent.Callable;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import tabuleiro.chess.Fen;
import tabuleiro.chess.FenException;
import tabuleiro.chess.Perft;
import tabuleiro.chess.Position;

/**
 * The {@code chess perft} command: counts the leaves of the tree of legal moves of a position
 * to a depth, and with {@code --divide} the count below each first move, so that a student can
 * compare a move generator with the reference one move at a time. The total is always on the
 * last line.
 *
 * <p>Exit status: 0 after counting, 2 for a command line that could not be used: options not
 * understood, or a FEN that cannot be read (the reason is shown).
 */
@Command(name = "perft",
        mixinStandardHelpOptions = true,
        description = {"Count the move sequences of a given length from a position (perft).",
            "The total is on the last line; --divide first lists each move's count."})
public final class PerftCommand implements Callable<Integer> {

    @CommandLine.Spec
    private CommandLine.Model.CommandSpec spec;

    @Option(names = "--depth", paramLabel = "N", required = true,
            description = "How many moves (plies) to look ahead, 1 or more.")
    private int depth;

    @Option(names = "--fen", paramLabel = "FEN", defaultValue = Position.START_FEN,
            description = "The position. Default: the starting position.")
    private String fen;

    @Option(names = "--divide",
            description = "Also print each legal move (UCI) with the count below it.")
    private boolean divide;

    @Override
    public Integer call() {
        PrintWriter out = spec.commandLine().getOut();
        if (depth < 1) {
            throw new CommandLine.ParameterException(spec.commandLine(),
                    "--depth is 1 or more, not " + depth);
        }
        Position position;
        try {
            position = Fen.parse(fen);
        } catch (FenException bad) {
            throw new CommandLine.ParameterException(spec.commandLine(), "--fen: "
                    + bad.getMessage());
        }
        long start = System.nanoTime();
        long total;
        if (divide) {
            Map<String, Long> counts = Perft.divide(position, depth);
            counts.forEach((move, count) -> out.println(move + ": " + count));
            total = counts.values().stream().mapToLong(Long::longValue).sum();
            out.println();
            out.println("moves: " + counts.size());
        } else {
            total = Perft.count(position, depth);
        }
        long millis = (System.nanoTime() - start) / 1_000_000;
        out.println("time: " + millis + " ms");
        out.println(total);
        out.flush();
        return 0;
    }
}
