package tabuleiro.grading.child.compiler;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** The grader's requests to its compiler JVM, as one line each of the wire format. */
class CompilerRequestTest {

    @Test
    void aCompileRequestReadsBackAsItWasWritten() {
        CompilerRequest request = new CompilerRequest.Compile("7", Path.of("/w/src"),
                Optional.of(Path.of("/w/classes")), "tabuleiro.connectfour",
                List.of(Path.of("/lib/a.jar"), Path.of("/lib/b|c.jar")),
                List.of("tabuleiro/connectfour/Board.java", "odd\tname\n.java"),
                Set.of("tabuleiro/connectfour/Board.java"));

        assertThat(request.line()).doesNotContain("\n");
        assertThat(CompilerRequest.parse(request.line())).isEqualTo(request);
    }

    @Test
    void aRequestToAnalyseOnlyKeepsItsEmptyClassFolder() {
        CompilerRequest request = new CompilerRequest.Compile("1", Path.of("/w/src"),
                Optional.empty(), "", List.of(), List.of(), Set.of());

        assertThat(CompilerRequest.parse(request.line())).isEqualTo(request);
    }

    @Test
    void aStyleRequestReadsBackAsItWasWritten() {
        CompilerRequest request = new CompilerRequest.Style("8", Path.of("/w/src"),
                List.of("a/B.java", "\"quoted\".java"));

        assertThat(CompilerRequest.parse(request.line())).isEqualTo(request);
    }

    @Test
    void aRequestOfAnotherKindOrWithoutAMemberIsRefusedSayingWhy() {
        assertThatThrownBy(() -> CompilerRequest.parse("{\"request\":\"RUN\",\"id\":\"1\","
                + "\"root\":\"/w\"}")).isInstanceOf(IllegalArgumentException.class)
                .hasMessage("not a request the compiler knows: RUN");
        assertThatThrownBy(() -> CompilerRequest.parse("{\"request\":\"STYLE\",\"id\":\"1\","
                + "\"root\":\"/w\"}")).hasMessage("no list of strings \"files\"");
        assertThatThrownBy(() -> CompilerRequest.parse("{\"request\":\"STYLE\",\"id\":1,"
                + "\"root\":\"/w\",\"files\":[]}")).hasMessage("no string \"id\"");
    }
}
