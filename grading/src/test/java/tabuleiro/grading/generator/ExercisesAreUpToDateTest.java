package tabuleiro.grading.generator;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import picocli.CommandLine;

/**
 * The build's guard on {@code exercises/}: it must be exactly what the generator writes from the
 * project's reference, grading scheme and rule book, and no solution may be left in it.
 *
 * <p>When it fails, regenerate from the project's root with
 * {@code java -jar grading/target/tabuleiro-grader.jar generate} and commit the result.
 */
class ExercisesAreUpToDateTest {

    private final Path root = ProjectRoot.find();

    @Test
    void exercisesAreWhatTheGeneratorWrites() {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();

        int status = new CommandLine(new GenerateCommand())
                .setOut(new PrintWriter(out, true))
                .setErr(new PrintWriter(err, true))
                .execute("--check",
                        "--reference", root.resolve("reference/src/main/java").toString(),
                        "--schemes", root.resolve("grading/schemes").toString(),
                        "--rulebook", rulebook().toString(),
                        "--out", root.resolve("exercises").toString());

        assertThat(status).as("generate --check said:%n%s%s", out, err).isZero();
    }

    @Test
    void noSolutionMarkerIsLeftInTheSkeleton() throws IOException {
        List<String> leftovers = new ArrayList<>();
        Path sources = root.resolve("exercises/src/main/java");
        for (Map.Entry<String, Path> file : SourceTree.names(sources).entrySet()) {
            List<String> lines = Files.readAllLines(file.getValue(), StandardCharsets.UTF_8);
            for (int i = 0; i < lines.size(); i++) {
                String line = lines.get(i);
                if (line.contains("BEGIN SOLUTION") || line.contains("END SOLUTION")
                        || line.contains("// STUB:")) {
                    leftovers.add(file.getKey() + ":" + (i + 1) + ": " + line.strip());
                }
            }
        }

        assertThat(SourceTree.names(sources)).as("the skeleton's sources").isNotEmpty();
        assertThat(leftovers).as("solution markers in exercises/src/main/java").isEmpty();
    }

    /**
     * The rule book's resources; before any feature file is written the folder may not exist,
     * and the generator is then given a folder that certainly exists and holds none.
     */
    private Path rulebook() {
        Path resources = root.resolve("features/src/main/resources");
        return Files.isDirectory(resources) ? resources : root.resolve("features");
    }
}
