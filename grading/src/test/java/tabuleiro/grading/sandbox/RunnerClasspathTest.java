package tabuleiro.grading.sandbox;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import java.util.jar.Attributes;
import java.util.jar.JarEntry;
import java.util.jar.JarOutputStream;
import java.util.jar.Manifest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Finding the grading JVM's class path, and keeping the submission's classes out of it. */
class RunnerClasspathTest {

    @TempDir
    Path dir;

    @Test
    void jarsClassPathIsTheJarAndWhatItsManifestLists() throws IOException {
        Path lib = Files.createDirectories(dir.resolve("lib"));
        Path one = jar(lib.resolve("one.jar"), null);
        Path two = jar(lib.resolve("two.jar"), null);
        Path grader = jar(dir.resolve("grader.jar"), "lib/one.jar lib/two.jar lib/gone.jar");

        assertThat(RunnerClasspath.ofJar(grader).entries()).containsExactly(grader, one, two);
    }

    @Test
    void entriesThatHoldTheSubmissionsClassesAreLeftOut() throws IOException {
        Path reference = jar(dir.resolve("tabuleiro-reference.jar"), null,
                "tabuleiro/connectfour/Game.class");
        Path folder = Files.createDirectories(dir.resolve("classes/tabuleiro/connectfour"));
        Files.createFile(folder.resolve("Game.class"));
        Path runner = jar(dir.resolve("runner.jar"), null, "tabuleiro/grading/Runner.class");
        RunnerClasspath classpath = new RunnerClasspath(
                List.of(runner, reference, dir.resolve("classes")));

        RunnerClasspath.Split split = classpath.withoutClassesOf(
                Set.of("tabuleiro/connectfour/Game.class"));

        assertThat(split.kept()).containsExactly(runner);
        assertThat(split.excluded()).containsExactly(reference, dir.resolve("classes"));
    }

    @Test
    void extraEntriesComeFirst() throws IOException {
        Path runner = jar(dir.resolve("runner.jar"), null);
        Path extra = Files.createDirectories(dir.resolve("rulebook"));

        assertThat(new RunnerClasspath(List.of(runner)).withFirst(List.of(extra)).entries())
                .containsExactly(extra, runner);
    }

    private static Path jar(Path file, String classPath, String... entries) throws IOException {
        Manifest manifest = new Manifest();
        manifest.getMainAttributes().put(Attributes.Name.MANIFEST_VERSION, "1.0");
        if (classPath != null) {
            manifest.getMainAttributes().put(Attributes.Name.CLASS_PATH, classPath);
        }
        try (OutputStream out = Files.newOutputStream(file);
                JarOutputStream jar = new JarOutputStream(out, manifest)) {
            for (String entry : entries) {
                jar.putNextEntry(new JarEntry(entry));
                jar.closeEntry();
            }
        }
        return file;
    }
}
