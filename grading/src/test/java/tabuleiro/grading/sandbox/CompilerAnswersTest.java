package tabuleiro.grading.sandbox;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Set;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.params.provider.ValueSource;
import tabuleiro.grading.child.CompilerAnswer;
import tabuleiro.grading.child.CompilerAnswer.Checked;
import tabuleiro.grading.child.CompilerAnswer.CompileError;
import tabuleiro.grading.child.CompilerAnswer.Done;
import tabuleiro.grading.child.CompilerAnswer.Found;
import tabuleiro.grading.child.CompilerAnswer.PublicType;
import tabuleiro.grading.child.CompilerAnswer.Refused;
import tabuleiro.grading.child.CompilerAnswer.Status;
import tabuleiro.grading.child.CompilerAnswer.Unchecked;
import tabuleiro.grading.child.SourceCompiler.Problem;
import tabuleiro.grading.style.Finding;
import tabuleiro.grading.style.NotChecked;

/**
 * The compiler JVM's answers as the grader reads them with Gson: each comes back as it was
 * written, whatever its texts hold, and a line that is not an answer, well formed and within
 * its bounds, is passed over.
 */
class CompilerAnswersTest {

    private static final String HOSTILE = "\"}\n{\"answer\":\"DONE\",\"id\":\"1\",\"status\":"
            + "\"OK\",\"reason\":\"\"}\t\\ " + (char) 0 + (char) 0x2028 + (char) 0xDC00;

    static Stream<CompilerAnswer> answers() {
        return Stream.of(
                new CompileError("1", new Problem("a/B.java", 12, HOSTILE)),
                new CompileError("1", new Problem("", 0, "")),
                new PublicType("1", "a.B", Set.of("void play(int)", HOSTILE)),
                new PublicType("1", "a.C", Set.of()),
                new Refused("1", "a/B.java", List.of("java.lang.reflect", HOSTILE)),
                new Found("2", new Finding("a/B.java", 3, 5, "LeftCurly", "blocks", HOSTILE)),
                new Checked("2", HOSTILE),
                new Unchecked("2", new NotChecked("a/B.java", HOSTILE)),
                Done.of("1", Status.OK),
                Done.of("1", Status.FAILED),
                Done.of("2", Status.SPENT),
                new Done("3", Status.BROKEN, HOSTILE));
    }

    @ParameterizedTest
    @MethodSource("answers")
    void everyAnswerReadsBackAsItWasWritten(CompilerAnswer answer) {
        String line = answer.line();

        assertThat(line).doesNotContain("\n", "\r");
        assertThat(CompilerAnswers.parse(line)).contains(answer);
    }

    @ParameterizedTest
    @ValueSource(strings = {
        "",
        "Terminating due to java.lang.OutOfMemoryError: Java heap space",
        "DONE\t1\tOK",
        "{\"answer\":\"DONE\",\"id\":\"1\",\"status\":\"OK\"}",
        "{\"answer\":\"DONE\",\"id\":1,\"status\":\"OK\",\"reason\":\"\"}",
        "{\"answer\":\"DONE\",\"id\":\"1\",\"status\":\"FINE\",\"reason\":\"\"}",
        "{\"answer\":\"ERROR\",\"id\":\"1\",\"file\":\"f\",\"line\":\"3\",\"message\":\"m\"}",
        "{\"answer\":\"ERROR\",\"id\":\"1\",\"file\":\"f\",\"line\":1e3,\"message\":\"m\"}",
        "{\"answer\":\"FINDING\",\"id\":\"1\",\"file\":\"f\",\"line\":-1,\"column\":0,"
                + "\"rule\":\"r\",\"category\":\"c\",\"message\":\"m\"}",
        "{\"answer\":\"API\",\"id\":\"1\",\"type\":\"t\",\"members\":[null]}",
        "{\"answer\":\"API\",\"id\":\"1\",\"type\":\"t\",\"members\":\"m\"}",
        "{\"answer\":\"CHECKED\",\"id\":\"1\",\"file\":\"f\"} {}",
        "{answer:\"CHECKED\",id:\"1\",file:\"f\"}",
        "{\"answer\":\"RUN\",\"id\":\"1\"}",
        "[\"DONE\",\"1\",\"OK\"]",
    })
    void aLineThatIsNotAWellFormedAnswerIsPassedOver(String line) {
        assertThat(CompilerAnswers.parse(line)).isEmpty();
    }

    @Test
    void aLineCutShortIsPassedOver() {
        String line = new Checked("1", "a/B.java").line();

        assertThat(CompilerAnswers.parse(line.substring(0, line.length() - 1))).isEmpty();
    }
}
