package tabuleiro.connectfour.cli;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import tabuleiro.cli.Languages;
import tabuleiro.connectfour.solver.BookGenerator;
import tabuleiro.connectfour.solver.OpeningBook;
import tabuleiro.connectfour.solver.Solver;
import tabuleiro.ui.Texts;

/**
 * The {@code book} command: makes the perfect agent's opening book, the file that
 * {@code reference/src/main/resources/tabuleiro/connectfour/solver/} ships so that the agent's
 * opening moves are instant (see {@link OpeningBook}).
 *
 * <p>It prints a line of progress every so often, then the time the generation took and the
 * size of the file, which it reads back and checks before saying it is done; its own lines are
 * in the launcher's {@code --lang}, the generator's progress lines in English.
 */
@Command(name = "book",
        mixinStandardHelpOptions = true,
        exitCodeListHeading = "Exit status:%n",
        exitCodeList = {"0:the book was written and read back",
            "1:a file could not be read or written", "2:the command line is wrong"})
public final class BookCommand implements Callable<Integer> {

    @Option(names = "--depth", paramLabel = "N", required = true)
    private int depth;

    @Option(names = "--out", paramLabel = "FILE", required = true)
    private Path out;

    @Option(names = "--from", paramLabel = "FILE")
    private Path from;

    @Option(names = "--threads", paramLabel = "T", defaultValue = "1")
    private int threads;

    @Option(names = "--table-bits", paramLabel = "B",
            defaultValue = "" + Solver.DEFAULT_TABLE_BITS)
    private int tableBits;

    @Option(names = "--progress", paramLabel = "SECONDS", defaultValue = "30")
    private int progressSeconds;

    @CommandLine.Spec
    private CommandLine.Model.CommandSpec spec;

    @Override
    public Integer call() {
        PrintWriter output = spec.commandLine().getOut();
        Texts texts = Texts.of(CommandTexts.class, Languages.of(spec));
        BookGenerator generator;
        try {
            generator = new BookGenerator(depth, threads, tableBits, line -> {
                output.println(line);
                output.flush();
            }, progressSeconds);
        } catch (IllegalArgumentException badOption) {
            throw new CommandLine.ParameterException(spec.commandLine(), badOption.getMessage());
        }
        if (from != null) {
            try (InputStream file = Files.newInputStream(from)) {
                OpeningBook known = OpeningBook.read(file);
                generator.startingFrom(known);
                output.println(texts.text("book.known", from, known.size()));
            } catch (IOException failure) {
                spec.commandLine().getErr().println("connect-four book: " + from + ": "
                        + failure.getMessage());
                return 1;
            }
        }
        long start = System.nanoTime();
        try {
            // Each depth is saved as soon as it is complete, so that a long run that is
            // stopped leaves a valid book, which --from can take further.
            generator.onEachDepth(book -> save(book, start, output, texts));
            save(generator.generate(), start, output, texts);
            return 0;
        } catch (UncheckedIOException failure) {
            spec.commandLine().getErr().println("connect-four book: " + out + ": "
                    + failure.getCause().getMessage());
            return 1;
        }
    }

    /** Writes a book, reads it back to check it, and says so with the time and size. */
    private void save(OpeningBook book, long start, PrintWriter output, Texts texts) {
        try {
            try (OutputStream file = Files.newOutputStream(out)) {
                book.write(file);
            }
            try (InputStream file = Files.newInputStream(out)) {
                OpeningBook.read(file);
            }
            long seconds = Math.round((System.nanoTime() - start) / 1e9);
            output.println(texts.text("book.saved", book.depth(), book.size(), seconds / 60,
                    seconds % 60, threads, out, Files.size(out)));
            output.flush();
        } catch (IOException failure) {
            throw new UncheckedIOException(failure);
        }
    }
}
