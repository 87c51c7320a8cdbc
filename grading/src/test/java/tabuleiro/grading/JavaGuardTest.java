package tabuleiro.grading;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import tabuleiro.grading.Submissions.Run;
import tabuleiro.grading.model.Submission;

/**
 * The grader where there is no process sandbox ({@code --sandbox none}): the Java guard alone
 * must refuse what the sandbox would have made impossible, with a message in plain words.
 */
@Tag("slow")
class JavaGuardTest {

    @TempDir
    static Path dir;

    private static Path out;
    private static Run run;

    @BeforeAll
    static void gradeWithoutSandbox() throws IOException {
        assumeTrue(Runtime.version().feature() < 24, "Java 24 and later have no security manager");
        Path grading = Submissions.projectRoot().resolve("grading");
        Path complete = grading.resolve("samples/connect-four/complete");
        Path scheme = Submissions.fixtureScheme(dir);
        List<String> arguments = new ArrayList<>(List.of("grade"));
        for (String attack : List.of("system-exit", "file-vandal", "snoop")) {
            Path folder = dir.resolve("in/" + attack);
            copy(complete, folder);
            copy(grading.resolve("src/test/resources/hostile/" + attack), folder);
            Path player = folder.resolve(Submission.SOURCES)
                    .resolve("tabuleiro/connectfour/Player.java");
            Files.writeString(player, Files.readString(player, StandardCharsets.UTF_8)
                    .replace("@REFERENCE@", Submissions.referenceSources()
                            .resolve("tabuleiro/connectfour/Game.java").toString())
                    .replace("@SCHEME@", scheme.toString())
                    .replace("@OTHER@", complete.resolve(Submission.SOURCES)
                            .resolve("tabuleiro/connectfour/Game.java").toString()),
                    StandardCharsets.UTF_8);
            arguments.add(folder.toString());
        }
        out = dir.resolve("out");
        arguments.addAll(List.of("--out", out.toString(), "--scheme", scheme.toString(),
                "--sandbox", "none", "--jobs", "2"));
        run = Submissions.grader(arguments);
    }

    @Test
    void theInstructorIsToldThatThereIsNoSandbox() {
        assertThat(run.status()).as(run.err()).isZero();
        assertThat(run.err()).contains("isolation: no sandbox (--sandbox none)")
                .contains("Java guard (security manager");
    }

    @Test
    void systemExitIsRefused() throws IOException {
        assertThat(exercise3("system-exit")).contains("the grader does not allow a submission"
                + " to end the Java VM (System.exit or Runtime.halt)");
    }

    @Test
    void writingOutsideTheScratchFolderIsRefused() throws IOException {
        // The feedback names the file without the machine's folders (report.MachinePaths).
        assertThat(exercise3("file-vandal")).contains("the grader does not allow a submission"
                + " to use the file …/vandal-was-here.txt (write)");
        assertThat(out.resolve("vandal-was-here.txt")).doesNotExist();
        assertThat(Path.of("/tmp/vandal-was-here.txt")).doesNotExist();
    }

    @Test
    void readingTheReferenceTheSchemeAndOtherSubmissionsIsRefused() throws IOException {
        // The output is Markdown, where a student's text is escaped: "[" reads "\[".
        assertThat(exercise3("snoop")).contains("refused: \\[SecurityException")
                .doesNotContain("LEAKED");
    }

    private static void copy(Path from, Path to) throws IOException {
        try (Stream<Path> files = Files.walk(from)) {
            for (Path file : files.filter(Files::isRegularFile).toList()) {
                Path copy = to.resolve(from.relativize(file).toString());
                Files.createDirectories(copy.getParent());
                Files.copy(file, copy, StandardCopyOption.REPLACE_EXISTING);
            }
        }
    }

    private static String exercise3(String name) throws IOException {
        JsonObject results = JsonParser.parseString(Files.readString(
                out.resolve(name + "/results.json"), StandardCharsets.UTF_8)).getAsJsonObject();
        StringBuilder text = new StringBuilder();
        for (JsonElement test : results.getAsJsonArray("tests")) {
            JsonObject object = test.getAsJsonObject();
            if (object.get("name").getAsString().startsWith("FX-03")) {
                text.append(object.get("output").getAsString());
            }
        }
        return text.toString();
    }
}
