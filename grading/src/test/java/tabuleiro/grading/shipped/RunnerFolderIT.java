package tabuleiro.grading.shipped;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Path;
import java.util.jar.JarFile;
import java.util.zip.ZipEntry;
import org.junit.jupiter.api.Test;
import tabuleiro.grading.sandbox.RunnerClasspath;

/**
 * What the build puts on a grading JVM's class path: the packaged {@code runner/} folder holds
 * the runner's own thin jar and the rule book's libraries, and nothing of the games (the
 * reference reached every grading JVM once, through the grader jar's manifest), nor any jar
 * whose manifest brings other jars along.
 */
class RunnerFolderIT {

    private static final Path RUNNER = Shipped.root().resolve("grading/target/runner");

    @Test
    void theRunnerFolderHoldsNoGameClassAndNoJarNamesAnother() throws IOException {
        assertThat(Shipped.jarsUnder(RUNNER)).isNotEmpty();
        for (Path jar : Shipped.jarsUnder(RUNNER)) {
            assertThat(RunnerClasspath.holdsGameClasses(jar)).as("%s holds a game class", jar)
                    .isFalse();
            assertThat(RunnerClasspath.manifestClassPath(jar)).as("%s names other jars", jar)
                    .isEmpty();
        }
        assertThat(RunnerClasspath.ofRunnerFolder(RUNNER).entries())
                .noneMatch(jar -> jar.getFileName().toString().equals("tabuleiro-grader.jar"));
    }

    @Test
    void theRunnersJarIsSealedAndHoldsTheRunnerAlone() throws IOException {
        try (JarFile jar = new JarFile(RUNNER.resolve("tabuleiro-grader-runner.jar").toFile())) {
            assertThat(jar.getManifest().getMainAttributes().getValue("Sealed"))
                    .isEqualTo("true");
            assertThat(jar.stream().map(ZipEntry::getName)
                    .filter(name -> name.endsWith(".class")))
                    .isNotEmpty()
                    .allMatch(name -> name.startsWith("tabuleiro/grading/child/")
                            || name.startsWith("tabuleiro/grading/build/PublicApi"));
        }
    }

    @Test
    void theGradersJarNamesTheReferenceButIsNeverOnAGradingJvm() throws IOException {
        // The instructor's grader keeps the reference for the feedback's board pictures.
        assertThat(RunnerClasspath.manifestClassPath(Shipped.graderJar()))
                .hasValueSatisfying(classPath -> assertThat(classPath)
                        .contains("tabuleiro-reference"));
        assertThat(RunnerClasspath.ofRunnerFolder(RUNNER).entries())
                .noneMatch(jar -> jar.getFileName().toString().startsWith("tabuleiro-reference"));
    }
}
