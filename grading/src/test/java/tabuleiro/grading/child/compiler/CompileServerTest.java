package tabuleiro.grading.child.compiler;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The compiler JVM's answers, in process: a request is answered line by line in the wire format,
 * ending with its end, and a line that is no request is answered as broken, with the reason and,
 * where it can be read, the request's id.
 */
class CompileServerTest {

    @TempDir
    Path dir;

    private List<JsonMembers> answer(String request) {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        try (PrintStream out = new PrintStream(bytes, true, StandardCharsets.UTF_8)) {
            CompileServer.answer(request, out);
        }
        return Arrays.stream(bytes.toString(StandardCharsets.UTF_8).split("\\R"))
                .map(JsonMembers::parse).toList();
    }

    @Test
    void aCompilationIsAnsweredWithItsErrorsAndItsEnd() throws IOException {
        Path source = dir.resolve("src/tabuleiro/connectfour/Board.java");
        Files.createDirectories(source.getParent());
        Files.writeString(source, "package tabuleiro.connectfour;\n\npublic class Board {\n"
                + "    int columns() { return \"seven\"; }\n}\n", StandardCharsets.UTF_8);

        List<JsonMembers> answers = answer(new CompilerRequest.Compile("3", dir.resolve("src"),
                Optional.empty(), "tabuleiro.connectfour", List.of(),
                List.of("tabuleiro/connectfour/Board.java"),
                Set.of("tabuleiro/connectfour/Board.java")).line());

        assertThat(answers).extracting(json -> json.text("id")).containsOnly("3");
        assertThat(answers.get(0).text("answer")).isEqualTo("ERROR");
        assertThat(answers.get(0).number("line")).isEqualTo(4);
        JsonMembers end = answers.get(answers.size() - 1);
        assertThat(end.text("answer")).isEqualTo("DONE");
        assertThat(end.text("status")).isEqualTo("FAILED");
    }

    @Test
    void aCompiledClassKeepsItsLocalVariablesForADebugger() throws IOException {
        Path source = dir.resolve("src/tabuleiro/connectfour/Board.java");
        Files.createDirectories(source.getParent());
        Files.writeString(source, "package tabuleiro.connectfour;\n\npublic class Board {\n"
                + "    int columns() { int counted = 7; return counted; }\n}\n",
                StandardCharsets.UTF_8);
        Path classes = dir.resolve("classes");

        List<JsonMembers> answers = answer(new CompilerRequest.Compile("4", dir.resolve("src"),
                Optional.of(classes), "tabuleiro.connectfour", List.of(),
                List.of("tabuleiro/connectfour/Board.java"),
                Set.of("tabuleiro/connectfour/Board.java")).line());

        assertThat(answers.get(answers.size() - 1).text("status")).isEqualTo("OK");
        String classFile = new String(Files.readAllBytes(classes.resolve(
                "tabuleiro/connectfour/Board.class")), StandardCharsets.ISO_8859_1);
        assertThat(classFile).as("the local variable table a debugger reads")
                .contains("LocalVariableTable", "counted");
    }

    @Test
    void aLineThatIsNoRequestIsAnsweredAsBrokenSayingWhy() {
        List<JsonMembers> answers = answer("COMPILE\t1\t/src");

        assertThat(answers).hasSize(1);
        assertThat(answers.get(0).text("answer")).isEqualTo("DONE");
        assertThat(answers.get(0).text("id")).isEmpty();
        assertThat(answers.get(0).text("status")).isEqualTo("BROKEN");
        assertThat(answers.get(0).text("reason")).startsWith("not a line of the wire format:");
    }

    @Test
    void aRequestThatCannotBeReadWholeIsAnsweredUnderItsId() {
        List<JsonMembers> answers = answer("{\"request\":\"COMPILE\",\"id\":\"5\","
                + "\"root\":\"/src\"}");

        assertThat(answers).hasSize(1);
        assertThat(answers.get(0).text("id")).isEqualTo("5");
        assertThat(answers.get(0).text("status")).isEqualTo("BROKEN");
        assertThat(answers.get(0).text("reason")).isEqualTo("no string \"classes\"");
    }
}
