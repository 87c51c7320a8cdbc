package tabuleiro.grading;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.io.UncheckedIOException;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.concurrent.TimeUnit;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;
import tabuleiro.grading.selfcheck.CheckCommand;

/**
 * {@code check --watch} checks again after every save, a save made the moment the first verdict
 * appears among them: the student reads the verdict, fixes the line and saves while the check
 * still writes its reports. The watch once took its first look at the sources only after those
 * reports, so such a save was seen as part of what had been checked and never checked.
 */
class CheckWatchTest {

    private static final Pattern VERDICT = Pattern.compile("rules kept");

    @TempDir
    Path dir;

    @Test
    void aSaveMadeAsTheFirstVerdictAppearsIsCheckedAgain() throws Exception {
        Path project = Submissions.copy(Submissions.referenceSources(), dir.resolve("project"));
        Path game = project.resolve("src/main/java/tabuleiro/connectfour/Game.java");
        SavingOnVerdict console = new SavingOnVerdict(game);
        Path scheme = Submissions.projectRoot().resolve("grading/schemes/connect-four.json");
        CommandLine check = new CommandLine(new CheckCommand())
                .setOut(new PrintWriter(console, true))
                .setErr(new PrintWriter(new StringWriter(), true));
        Thread watching = new Thread(() -> check.execute(project.toString(), "--scheme",
                scheme.toString(), "--explain", "0", "--watch"), "watching");
        watching.setDaemon(true);
        watching.start();
        try {
            long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(120);
            while (console.verdicts() < 2 && System.nanoTime() < deadline
                    && watching.isAlive()) {
                Thread.sleep(100);
            }
        } finally {
            // The watch ends, as with Ctrl+C, when its thread is interrupted between looks.
            watching.interrupt();
            watching.join(TimeUnit.SECONDS.toMillis(30));
        }
        assertThat(console.saved()).as(console.text()).isTrue();
        assertThat(console.verdicts()).as(console.text()).isEqualTo(2);
        assertThat(console.text()).contains("checking again");
    }

    /** The console of the watch: the first time a verdict is printed, a source is saved. */
    private static final class SavingOnVerdict extends Writer {

        private final StringBuilder text = new StringBuilder();
        private final Path source;
        private boolean saved;

        SavingOnVerdict(Path source) {
            this.source = source;
        }

        @Override
        public synchronized void write(char[] chars, int offset, int length) {
            text.append(chars, offset, length);
            if (!saved && VERDICT.matcher(text).find()) {
                saved = true;
                try {
                    Files.writeString(source, "// saved as the verdict appeared\n",
                            StandardCharsets.UTF_8, StandardOpenOption.APPEND);
                } catch (IOException e) {
                    throw new UncheckedIOException(e);
                }
            }
        }

        synchronized long verdicts() {
            return VERDICT.matcher(text).results().count();
        }

        synchronized boolean saved() {
            return saved;
        }

        synchronized String text() {
            return text.toString();
        }

        @Override
        public void flush() {
            // Every write is kept at once.
        }

        @Override
        public void close() {
            // Nothing to release.
        }
    }
}
