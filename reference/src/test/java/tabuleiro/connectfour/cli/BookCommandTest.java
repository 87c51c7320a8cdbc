package tabuleiro.connectfour.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.InputStream;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;
import tabuleiro.Tabuleiro;
import tabuleiro.connectfour.solver.OpeningBook;

/**
 * Tests of {@code tabuleiro connect-four book}, run in the test's JVM. A real book takes
 * minutes at least (its first position is the empty board), so the book made here is the
 * empty one of depth 0; the generator itself is tested in {@code OpeningBookTest}.
 */
class BookCommandTest {

    private final StringWriter out = new StringWriter();
    private final StringWriter err = new StringWriter();

    @TempDir
    private Path folder;

    private int run(String... arguments) {
        CommandLine launcher = Tabuleiro.commandLine();
        launcher.setOut(new PrintWriter(out, true));
        launcher.setErr(new PrintWriter(err, true));
        String[] command = new String[arguments.length + 2];
        command[0] = "connect-four";
        command[1] = "book";
        System.arraycopy(arguments, 0, command, 2, arguments.length);
        return launcher.execute(command);
    }

    @Test
    void writesABookThatReadsBackAndSaysItsTimeAndSize() throws IOException {
        Path file = folder.resolve("book.bin.gz");

        int status = run("--depth", "0", "--out", file.toString());

        assertThat(status).isZero();
        assertThat(out.toString()).matches("(?s).*depth 0: 0 positions after 0 min \\d+ s on 1"
                + " thread; .*book\\.bin\\.gz: \\d+ bytes\\R");
        try (InputStream in = Files.newInputStream(file)) {
            OpeningBook book = OpeningBook.read(in);
            assertThat(book.depth()).isZero();
            assertThat(book.size()).isZero();
        }
    }

    @Test
    void itsOwnLinesAreInPortugueseWithLangPt() {
        Path file = folder.resolve("livro.bin.gz");

        int status = run("--lang", "pt", "--depth", "0", "--out", file.toString());

        assertThat(status).isZero();
        assertThat(out.toString()).matches("(?s).*profundidade 0: 0 posições ao fim de 0 min \\d+ s"
                + " com 1 thread; .*livro\\.bin\\.gz: \\d+ bytes\\R");
    }

    @Test
    void anEarlierBookThatCannotBeReadStopsItBeforeAnyWork() throws IOException {
        Path earlier = Files.writeString(folder.resolve("earlier.bin.gz"), "not a book");

        int status = run("--depth", "3", "--out", folder.resolve("book.bin.gz").toString(),
                "--from", earlier.toString());

        assertThat(status).isEqualTo(1);
        assertThat(err.toString()).startsWith("connect-four book: " + earlier + ": ");
        assertThat(Files.exists(folder.resolve("book.bin.gz"))).isFalse();
    }

    @Test
    void aDepthOutsideTheBoardIsRefused() {
        int status = run("--depth", "43", "--out", folder.resolve("book.bin.gz").toString());

        assertThat(status).isEqualTo(2);
        assertThat(err.toString()).startsWith("a book's depth is a number of stones from 0 to"
                + " 42, but 43 was given");
    }

    @Test
    void theHelpSaysWhatItDoesAndItsExitStatus() {
        int status = run("--help");

        assertThat(status).isZero();
        assertThat(out.toString()).contains("Makes the perfect agent's opening book")
                .contains("--threads=T").contains("Exit status:");
    }
}
