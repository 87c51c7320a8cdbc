package tabuleiro.checkers.cli;

import java.io.PrintWriter;
import java.util.Map;
import java.util.concurrent.Callable;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import tabuleiro.checkers.Game;
import tabuleiro.checkers.Move;
import tabuleiro.checkers.Perft;
import tabuleiro.checkers.Variant;
import tabuleiro.checkers.ui.CheckersContracts;
import tabuleiro.cli.ExitStatus;
import tabuleiro.cli.Languages;
import tabuleiro.ui.ContractTwins;
import tabuleiro.ui.Texts;

/**
 * The {@code checkers perft} command: counts the leaves of the move tree to a depth, from the
 * initial position or a PDN FEN position, with the total on the last line; {@code --divide}
 * first lists each legal move with its own count.
 *
 * <p>The position is checked as {@code play} checks it ({@link Game#fromFen}): a well-formed FEN
 * with a man on its own promotion row is refused with the same message.
 *
 * <p>Exit status: 0 when counted, 2 for options or a position that could not be understood.
 */
@Command(name = "perft",
        mixinStandardHelpOptions = true)
public final class PerftCommand implements Callable<Integer> {

    private static final String INITIAL =
            "W:W21,22,23,24,25,26,27,28,29,30,31,32:B1,2,3,4,5,6,7,8,9,10,11,12";

    @CommandLine.Spec
    private CommandLine.Model.CommandSpec spec;

    @Option(names = "--variant", paramLabel = "RULES", defaultValue = "CLASSIC")
    private Variant variant;

    @Option(names = "--depth", paramLabel = "N", required = true)
    private int depth;

    @Option(names = "--position", paramLabel = "FEN", defaultValue = INITIAL)
    private String position;

    @Option(names = "--divide")
    private boolean divide;

    @Override
    public Integer call() {
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        Game start;
        try {
            start = Game.fromFen(variant, position);
            if (depth < (divide ? 1 : 0)) {
                throw new IllegalArgumentException(Texts.of(CheckersCliTexts.class,
                        Languages.of(spec)).text(divide ? "depth.too.small.divide"
                        : "depth.too.small", String.valueOf(depth)));
            }
        } catch (IllegalArgumentException bad) {
            err.println("perft: " + ContractTwins.of(CheckersContracts.class,
                    Languages.of(spec)).say(bad.getMessage()));
            return ExitStatus.USAGE.code();
        }
        long total;
        if (divide) {
            Map<Move, Long> divided = Perft.divide(start.board(), start.sideToMove(),
                    variant, depth);
            divided.forEach((move, count) -> out.println(move + ": " + count));
            total = divided.values().stream().mapToLong(Long::longValue).sum();
        } else {
            total = Perft.count(start.board(), start.sideToMove(), variant, depth);
        }
        out.println(total);
        return ExitStatus.DONE.code();
    }
}
