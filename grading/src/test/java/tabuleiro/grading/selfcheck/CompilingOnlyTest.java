package tabuleiro.grading.selfcheck;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.File;
import java.io.IOException;
import java.nio.file.Path;
import java.util.Arrays;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import tabuleiro.grading.model.BundledSchemes;
import tabuleiro.grading.model.Scheme;
import tabuleiro.grading.sandbox.RunnerClasspath;
import tabuleiro.grading.workspace.Skeleton;

/**
 * {@code ./play} compiles with a self-check that reads no rule book
 * ({@link SelfCheck#forCompiling}); it finds the classes a check kept only if it compiles
 * against the very libraries, in the same order, that a prepared check compiles against, which
 * are part of the kept classes' key.
 */
class CompilingOnlyTest {

    @TempDir
    Path dir;

    @Test
    void compilesAgainstThePreparedChecksLibraries() throws IOException {
        RunnerClasspath classpath = new RunnerClasspath(Arrays.stream(System.getProperty(
                "java.class.path").split(File.pathSeparator)).filter(entry -> !entry.isBlank())
                .map(Path::of).toList());
        for (String game : new String[] {"connect-four", "chess", "qwirkle"}) {
            Scheme scheme = BundledSchemes.scheme(game);
            try (SelfCheck prepared = SelfCheck.prepare(scheme, classpath, Skeleton.bundled(),
                    dir.resolve(game + "-prepared"));
                    SelfCheck compiling = SelfCheck.forCompiling(scheme, classpath,
                            Skeleton.bundled(), dir.resolve(game + "-compiling"))) {
                assertThat(prepared.libraries()).as(game).isNotEmpty();
                assertThat(compiling.libraries()).as(game)
                        .containsExactlyElementsOf(prepared.libraries());
                assertThat(compiling.marking().scheme().enginePackage()).as(game)
                        .isEqualTo(prepared.marking().scheme().enginePackage());
            }
        }
    }
}
