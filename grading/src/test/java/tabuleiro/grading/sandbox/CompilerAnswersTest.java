package tabuleiro.grading.sandbox;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Set;
import java.util.function.Function;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.params.provider.ValueSource;
import tabuleiro.grading.child.compiler.CompilerAnswer;
import tabuleiro.grading.child.compiler.CompilerAnswer.Checked;
import tabuleiro.grading.child.compiler.CompilerAnswer.CompileError;
import tabuleiro.grading.child.compiler.CompilerAnswer.Done;
import tabuleiro.grading.child.compiler.CompilerAnswer.Found;
import tabuleiro.grading.child.compiler.CompilerAnswer.PublicType;
import tabuleiro.grading.child.compiler.CompilerAnswer.Refused;
import tabuleiro.grading.child.compiler.CompilerAnswer.Status;
import tabuleiro.grading.child.compiler.CompilerAnswer.Unchecked;
import tabuleiro.grading.child.compiler.SourceCompiler.Problem;
import tabuleiro.grading.model.UntrustedText;
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

    static Stream<Arguments> answers() {
        // What is read back is what was written, its texts made visible (UntrustedText).
        return Stream.of(
                texts(text -> new CompileError("1", new Problem("a/B.java", 12, text))),
                texts(text -> new CompileError("1", new Problem("", 0, ""))),
                texts(text -> new PublicType("1", "a.B", Set.of("void play(int)", text))),
                texts(text -> new PublicType("1", "a.C", Set.of())),
                texts(text -> new Refused("1", "a/B.java", List.of("java.lang.reflect", text))),
                texts(text -> new Found("2", new Finding("a/B.java", 3, 5, "LeftCurly",
                        "blocks", text))),
                texts(text -> new Checked("2", text)),
                texts(text -> new Unchecked("2", new NotChecked("a/B.java", text))),
                texts(text -> Done.of("1", Status.OK)),
                texts(text -> Done.of("1", Status.FAILED)),
                texts(text -> Done.of("2", Status.SPENT)),
                texts(text -> new Done("3", Status.BROKEN, text)));
    }

    /** An answer written with the hostile text, and the same answer with it made visible. */
    private static Arguments texts(Function<String, CompilerAnswer> answer) {
        return Arguments.of(answer.apply(HOSTILE),
                answer.apply(UntrustedText.visible(HOSTILE)));
    }

    @ParameterizedTest
    @MethodSource("answers")
    void everyAnswerReadsBackAsItWasWrittenItsTextsMadeVisible(CompilerAnswer answer,
            CompilerAnswer shown) {
        String line = answer.line();

        assertThat(line).doesNotContain("\n", "\r");
        assertThat(CompilerAnswers.parse(line)).contains(shown);
        assertThat(UntrustedText.visible(HOSTILE)).doesNotContain(String.valueOf((char) 0x2028))
                .contains("<U+2028>", "<U+DC00>", "<U+0000>");
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
