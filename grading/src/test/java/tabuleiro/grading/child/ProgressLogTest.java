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
import tabuleiro.grading.model.UntrustedText;
import tabuleiro.grading.sandbox.ProgressReader;

/**
 * The progress log's line format, JSON lines, which the grading JVM writes
 * ({@link ProgressLog}) and the grader reads with Gson ({@link ProgressReader}).
 */
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
                        "\nexpected: \"1\t2\"\n but was: \"a|b\\c\"\n", "a.B.c(B.java:3)",
                        List.of("a.B.c(B.java:3)", "x.Y|z(Y.java:1)")),
                new Finished(ID, "SUCCESSFUL", "", "", "", List.of()),
                new ContainerFailed("[engine:cucumber]", "java.lang.Error", "no\nglue"),
                new TimedOut(ID, 5),
                new TimedOut(ID, 5, List.of("tabuleiro.connectfour.Game.dropDisc(Game.java:57)",
                        "tabuleiro.connectfour.Game.play(Game.java:118)")),
                new Exited(ID),
                new Done());
    }

    @ParameterizedTest
    @MethodSource("events")
    void everyEventReadsBackAsItWasWritten(ProgressEvent event) {
        String line = ProgressLog.format(event);

        assertThat(line).doesNotContain("\n", "\r");
        assertThat(ProgressReader.parse(line)).contains(event);
    }

    @Test
    void linesThatAreNotEventsAreSkipped() {
        assertThat(ProgressReader.parse("")).isEmpty();
        assertThat(ProgressReader.parse("HELLO\tworld")).isEmpty();
        assertThat(ProgressReader.parse("PLAN\tid\turi\tnot-a-number\t\tname")).isEmpty();
        assertThat(ProgressReader.parse("START")).isEmpty();
    }

    @Test
    void linesThatAreNotOneWellTypedJsonObjectAreSkipped() {
        assertThat(ProgressReader.parse("{\"event\":\"START\",\"id\":\"x\"}"))
                .contains(new Started("x"));
        assertThat(ProgressReader.parse("{\"event\":\"START\"}")).isEmpty();
        assertThat(ProgressReader.parse("{\"event\":\"START\",\"id\":7}")).isEmpty();
        assertThat(ProgressReader.parse("{\"event\":\"TIMEOUT\",\"id\":\"x\","
                + "\"seconds\":\"5\"}")).isEmpty();
        assertThat(ProgressReader.parse("{\"event\":\"STEP\",\"id\":\"x\",\"line\":1.5,"
                + "\"text\":\"t\"}")).isEmpty();
        assertThat(ProgressReader.parse("{\"event\":\"END\",\"id\":\"x\",\"status\":\"s\","
                + "\"exceptionClass\":\"\",\"message\":\"\",\"thrownAt\":\"\",\"trace\":\"a\"}"))
                .isEmpty();
        // Gson's lenient extras (unquoted names, single quotes, trailing text) are refused.
        assertThat(ProgressReader.parse("{event:\"START\",id:\"x\"}")).isEmpty();
        assertThat(ProgressReader.parse("{'event':'START','id':'x'}")).isEmpty();
        assertThat(ProgressReader.parse("{\"event\":\"START\",\"id\":\"x\"} {}")).isEmpty();
        assertThat(ProgressReader.parse("[\"START\",\"x\"]")).isEmpty();
    }

    /**
     * What a submission wrote comes back whole, but made visible: a control character, a line
     * separator or a lone surrogate as an escape such as {@code <U+0000>}, so that no report can
     * be spoilt by it; newlines, tabs and a well-formed pair stay as they are.
     */
    @Test
    void everyCharacterOfAMessageComesBackControlCharactersAndLoneSurrogatesMadeVisible() {
        String message = "quote \" backslash \\ nul " + (char) 0 + " bell " + (char) 7
                + " del " + (char) 0x7F + " separators " + (char) 0x2028 + (char) 0x2029
                + " lone " + (char) 0xD800 + " pair " + Character.toString(0x1F600) + " tab\t end";
        Finished event = new Finished(ID, "FAILED", "x.Y", message, "", List.of(message));
        String line = ProgressLog.format(event);

        assertThat(line).doesNotContain("\n", "\r", "\t", String.valueOf((char) 0),
                String.valueOf((char) 0x2028));
        String visible = "quote \" backslash \\ nul <U+0000> bell <U+0007> del <U+007F>"
                + " separators <U+2028><U+2029> lone <U+D800> pair "
                + Character.toString(0x1F600) + " tab\t end";
        assertThat(UntrustedText.visible(message)).isEqualTo(visible);
        assertThat(ProgressReader.parse(line)).contains(
                new Finished(ID, "FAILED", "x.Y", visible, "", List.of(visible)));
    }

    @Test
    void logCutInTheMiddleOfLineKeepsTheCompleteLinesOnly(@TempDir Path dir)
            throws IOException {
        Path log = dir.resolve("progress.log");
        String whole = ProgressLog.format(new Started(ID)) + "\n";
        String cut = ProgressLog.format(new Finished(ID, "SUCCESSFUL", "", "", "", List.of()));
        Files.writeString(log, whole + cut.substring(0, cut.length() - 3),
                StandardCharsets.UTF_8);

        assertThat(ProgressReader.read(log)).containsExactly(new Started(ID));
    }

    @Test
    void logNotWrittenYetHasNoEvents(@TempDir Path dir) throws IOException {
        assertThat(ProgressReader.read(dir.resolve("none.log"))).isEmpty();
    }
}
