package tabuleiro.grading.child;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import tabuleiro.grading.child.ProgressEvent.ContainerFailed;
import tabuleiro.grading.child.ProgressEvent.Done;
import tabuleiro.grading.child.ProgressEvent.Exited;
import tabuleiro.grading.child.ProgressEvent.Finished;
import tabuleiro.grading.child.ProgressEvent.Planned;
import tabuleiro.grading.child.ProgressEvent.Started;
import tabuleiro.grading.child.ProgressEvent.StepStarted;
import tabuleiro.grading.child.ProgressEvent.TimedOut;

/** The progress log's line format, which the grading JVM writes and the grader reads. */
class ProgressLogTest {

    private static final String ID = "[engine:cucumber]/[feature:classpath%3Aa%2Fb.feature]"
            + "/[rule:10]/[scenario:12]";

    static Stream<ProgressEvent> events() {
        return Stream.of(
                new Planned(ID, "classpath:a/b.feature", 12, List.of("C4-09", "ex03"),
                        "Feature - Rule - Scenario"),
                new Planned(ID, "", 0, List.of(), ""),
                new Started(ID),
                new StepStarted(ID, 14, "Then the grid is:"),
                new Finished(ID, "FAILED", "org.opentest4j.AssertionFailedError",
                        "\nexpected: \"1\t2\"\n but was: \"a|b\\c\"\r\n", "a.B.c(B.java:3)",
                        List.of("a.B.c(B.java:3)", "x.Y|z(Y.java:1)")),
                new Finished(ID, "SUCCESSFUL", "", "", "", List.of()),
                new ContainerFailed("[engine:cucumber]", "java.lang.Error", "no\nglue"),
                new TimedOut(ID, 5),
                new Exited(ID),
                new Done());
    }

    @ParameterizedTest
    @MethodSource("events")
    void everyEventReadsBackAsItWasWritten(ProgressEvent event) {
        String line = ProgressLog.format(event);

        assertThat(line).doesNotContain("\n", "\r");
        assertThat(ProgressLog.parse(line)).contains(event);
    }

    @Test
    void linesThatAreNotEventsAreSkipped() {
        assertThat(ProgressLog.parse("")).isEmpty();
        assertThat(ProgressLog.parse("HELLO\tworld")).isEmpty();
        assertThat(ProgressLog.parse("PLAN\tid\turi\tnot-a-number\t\tname")).isEmpty();
        assertThat(ProgressLog.parse("START")).isEmpty();
    }

    @Test
    void logCutInTheMiddleOfLineKeepsTheCompleteLinesOnly(@TempDir Path dir)
            throws IOException {
        Path log = dir.resolve("progress.log");
        String whole = ProgressLog.format(new Started(ID)) + "\n";
        String cut = ProgressLog.format(new Finished(ID, "SUCCESSFUL", "", "", "", List.of()));
        Files.writeString(log, whole + cut.substring(0, cut.length() - 3),
                StandardCharsets.UTF_8);

        assertThat(ProgressLog.read(log)).containsExactly(new Started(ID));
    }

    @Test
    void logNotWrittenYetHasNoEvents(@TempDir Path dir) throws IOException {
        assertThat(ProgressLog.read(dir.resolve("none.log"))).isEmpty();
    }
}
