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
import tabuleiro.chess.ui.ChessContracts;
import tabuleiro.cli.Languages;
import tabuleiro.ui.ContractTwins;
import tabuleiro.ui.Texts;

/**
 * The {@code chess perft} command: counts the leaves of the tree of legal moves of a position
 * to a depth, and with {@code --divide} the count below each first move, so that a student can
 * compare a move generator with the reference one move at a time. The total is always on the
 * last line.
 *
 * <p>Exit status: 0 after counting, 2 for a command line that could not be used: options not
 * understood, or a FEN that cannot be read (the reason is shown).
 *
 * <p>Its help is in {@link ChessHelp}; its refusals and its labels speak the language of
 * {@code --lang} (else the system's). The counts and the UCI moves are the same in both.
 */
@Command(name = "perft", mixinStandardHelpOptions = true)
public final class PerftCommand implements Callable<Integer> {

    @CommandLine.Spec
    private CommandLine.Model.CommandSpec spec;

    @Option(names = "--depth", paramLabel = "N", required = true)
    private int depth;

    @Option(names = "--fen", paramLabel = "FEN", defaultValue = Position.START_FEN)
    private String fen;

    @Option(names = "--divide")
    private boolean divide;

    @Override
    public Integer call() {
        PrintWriter out = spec.commandLine().getOut();
        Texts texts = Texts.of(ChessCommandTexts.class, Languages.of(spec));
        if (depth < 1) {
            throw new CommandLine.ParameterException(spec.commandLine(),
                    texts.text("depth.refused", depth));
        }
        Position position;
        try {
            position = Fen.parse(fen);
        } catch (FenException bad) {
            throw new CommandLine.ParameterException(spec.commandLine(),
                    texts.text("fen.refused", ContractTwins.of(ChessContracts.class,
                            texts.language()).say(bad.getMessage())));
        }
        long start = System.nanoTime();
        long total;
        if (divide) {
            Map<String, Long> counts = Perft.divide(position, depth);
            counts.forEach((move, count) -> out.println(move + ": " + count));
            total = counts.values().stream().mapToLong(Long::longValue).sum();
            out.println();
            out.println(texts.text("perft.moves", counts.size()));
        } else {
            total = Perft.count(position, depth);
        }
        long millis = (System.nanoTime() - start) / 1_000_000;
        out.println(texts.text("perft.time", millis));
        out.println(total);
        out.flush();
        return 0;
    }
}
