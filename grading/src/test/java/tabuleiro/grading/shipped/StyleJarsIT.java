package tabuleiro.grading.shipped;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.jar.JarFile;
import java.util.zip.ZipEntry;
import org.junit.jupiter.api.Test;
import tabuleiro.grading.sandbox.RunnerClasspath;

/**
 * What the build gives the style check: a thin style jar in {@code lib/}, named by the grader's
 * manifest (so a bundle that copies the grader's class path carries it), and Checkstyle's jars,
 * which the compiler JVM gets and no grading JVM does.
 */
class StyleJarsIT {

    private static final Path LIB = Shipped.root().resolve("grading/target/lib");

    @Test
    void theStyleJarHoldsTheStyleCheckAndItsRulesAloneAndNamesNoJar() throws IOException {
        Path jar = LIB.resolve("tabuleiro-grader-style.jar");

        assertThat(RunnerClasspath.manifestClassPath(jar)).isEmpty();
        try (JarFile file = new JarFile(jar.toFile())) {
            assertThat(file.getManifest().getMainAttributes().getValue("Sealed"))
                    .isEqualTo("true");
            List<String> names = file.stream().map(ZipEntry::getName)
                    .filter(name -> !name.endsWith("/") && !name.startsWith("META-INF/"))
                    .toList();
            assertThat(names).allMatch(name -> name.startsWith("tabuleiro/grading/style/"))
                    .contains("tabuleiro/grading/style/StyleReview.class",
                            "tabuleiro/grading/style/checkstyle.xml",
                            "tabuleiro/grading/style/classpath.txt");
        }
        assertThat(RunnerClasspath.manifestClassPath(Shipped.graderJar()))
                .hasValueSatisfying(classPath -> assertThat(classPath)
                        .startsWith("lib/tabuleiro-grader-style.jar "));
    }

    @Test
    void checkstylesJarsAreInLibNameNoJarAndNeverReachAGradingJvm() throws IOException {
        String listed = Files.readString(Shipped.root().resolve(
                "grading/target/classes/tabuleiro/grading/style/classpath.txt"),
                StandardCharsets.UTF_8).strip();
        List<Path> jars = Arrays.stream(listed.split(":"))
                .map(name -> LIB.getParent().resolve(name)).toList();

        assertThat(jars).extracting(jar -> jar.getFileName().toString())
                .anyMatch(name -> name.startsWith("checkstyle-"));
        for (Path jar : jars) {
            assertThat(jar).as("listed for the compiler JVM").isRegularFile();
            assertThat(RunnerClasspath.manifestClassPath(jar)).as("%s names other jars", jar)
                    .isEmpty();
        }
        Path runner = Shipped.root().resolve("grading/target/runner");
        for (Path jar : RunnerClasspath.ofRunnerFolder(runner).entries()) {
            try (JarFile file = new JarFile(jar.toFile())) {
                assertThat(file.stream().map(ZipEntry::getName))
                        .as("%s on a grading JVM", jar)
                        .noneMatch(name -> name.startsWith("com/puppycrawl/")
                                || name.startsWith("tabuleiro/grading/style/")
                                || name.startsWith("net/sf/saxon/")
                                || name.startsWith("com/google/common/")
                                || name.startsWith("org/apache/commons/beanutils/"));
            }
        }
    }
}
