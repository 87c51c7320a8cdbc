package tabuleiro.grading;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The places that start the grader to grade and are written as text, not built by the grader's
 * code: the README's main command, the two benchmark scripts, and the documents that quote the
 * image's entry point. Each gives the grader's JVM exactly {@link Grader#JVM_OPTIONS}, so that a
 * change of the options reaches them or fails here. The bundles' launchers, the image and the
 * Slurm job are checked where they are made ({@code BundleIT}, {@code ImageIT},
 * {@code DeployFilesTest}).
 */
class GraderJvmOptionsTest {

    private static final String OPTIONS = String.join(" ", Grader.JVM_OPTIONS);

    private static String read(String file) throws IOException {
        return Files.readString(Submissions.projectRoot().resolve(file), StandardCharsets.UTF_8);
    }

    @Test
    void theReadmesMainCommandStartsTheGraderWithItsOptions() throws IOException {
        List<String> main = read("README.md").lines()
                .filter(line -> line.startsWith("./mvnw -q -B package -DskipTests && ")).toList();
        assertThat(main).as("the README's main command").hasSize(1);
        assertThat(main.get(0)).contains("java " + OPTIONS
                + " -jar grading/target/tabuleiro-grader.jar grade ");
    }

    @Test
    void theBenchmarksStartTheGraderWithItsOptions() throws IOException {
        // class-of-100.sh: the options unless GRADER_JVM_OPTIONS says otherwise.
        assertThat(read("grading/bench/class-of-100.sh"))
                .contains("${GRADER_JVM_OPTIONS-" + OPTIONS + "}");
        assertThat(read("grading/bench/attack-matrix.sh"))
                .contains("(\"$JAVA_BIN\" " + OPTIONS + " -jar \"$GRADER\")");
    }

    @Test
    void theDocumentsGiveTheImagesEntryPointWithItsOptions() throws IOException {
        for (String document : List.of("grading/deploy/README.md", "grading/docs/platforms.md")) {
            // Markdown may break the quoted command across lines.
            assertThat(read(document).replaceAll("\\s+", " ")).as(document)
                    .contains("java " + OPTIONS + " -jar /opt/tabuleiro/tabuleiro-grader.jar");
        }
    }
}
