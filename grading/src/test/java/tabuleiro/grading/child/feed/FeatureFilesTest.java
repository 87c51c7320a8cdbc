package tabuleiro.grading.child.feed;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.io.InputStream;
import java.net.URI;
import java.net.URL;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.nio.file.ReadOnlyFileSystemException;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * The feature files a grading JVM was sent, as Cucumber reads them during discovery, and gone
 * afterwards. (The test JVM installs the providers from the test resources' service files, as
 * the runner's module declares them in a grading JVM.)
 */
class FeatureFilesTest {

    private static final String GRID = "tabuleiro/features/memorytest/grid.feature";
    private static final String DRAW = "tabuleiro/features/memorytest/rules/draw.feature";
    private static final Map<String, String> FILES = Map.of(GRID, "Feature: The grid\n",
            DRAW, "# language: pt\nFuncionalidade: Empate é\n");

    @Test
    void duringDiscoveryThePackageIsAFolderOfTheMemoryFileSystem() {
        List<String> seen = FeatureFiles.discover(FILES, () -> {
            try {
                ClassLoader loader = Thread.currentThread().getContextClassLoader();
                List<URL> urls = Collections.list(loader.getResources(
                        "tabuleiro/features/memorytest"));
                assertThat(urls).hasSize(1);
                URL folder = urls.get(0);
                assertThat(folder.getProtocol()).isEqualTo("tabuleiro-rulebook");
                // As Cucumber opens it: the URL's URI as a path, walked, each file read.
                Path root = Paths.get(folder.toURI());
                List<String> found = new ArrayList<>();
                try (Stream<Path> walk = Files.walk(root)) {
                    for (Path file : walk.filter(Files::isRegularFile).toList()) {
                        found.add(root.relativize(file) + " = " + Files.readString(file));
                    }
                }
                // As the JUnit Platform opens a resource: its URL's stream.
                try (InputStream in = loader.getResource(GRID).toURI().toURL().openStream()) {
                    found.add(new String(in.readAllBytes(), StandardCharsets.UTF_8));
                }
                return found;
            } catch (IOException | java.net.URISyntaxException e) {
                throw new AssertionError(e);
            }
        });

        assertThat(seen).containsExactlyInAnyOrder("grid.feature = Feature: The grid\n",
                "rules/draw.feature = # language: pt\nFuncionalidade: Empate é\n",
                "Feature: The grid\n");
    }

    @Test
    void afterDiscoveryNothingIsThereAndTheThreadsLoaderIsBack() throws IOException {
        ClassLoader before = Thread.currentThread().getContextClassLoader();
        URI file = FeatureFiles.discover(FILES, () -> {
            try {
                return Thread.currentThread().getContextClassLoader().getResource(GRID)
                        .toURI();
            } catch (java.net.URISyntaxException e) {
                throw new AssertionError(e);
            }
        });

        assertThat(Thread.currentThread().getContextClassLoader()).isSameAs(before);
        Path path = Paths.get(file);
        assertThat(Files.exists(path)).isFalse();
        assertThatThrownBy(() -> Files.readString(path)).isInstanceOf(NoSuchFileException.class);
        Path root = Paths.get(URI.create("tabuleiro-rulebook:/"));
        assertThat(Files.exists(root)).isFalse();
        assertThat(before.getResource(GRID)).isNull();
    }

    @Test
    void aFailedDiscoveryForgetsTheFilesAsWell() {
        assertThatThrownBy(() -> FeatureFiles.discover(FILES, () -> {
            throw new IllegalStateException("the discovery failed");
        })).hasMessage("the discovery failed");

        assertThat(Files.exists(Paths.get(URI.create("tabuleiro-rulebook:/" + GRID)))).isFalse();
    }

    @Test
    void theFileSystemIsReadOnly() {
        FeatureFiles.discover(FILES, () -> {
            Path grid = Paths.get(URI.create("tabuleiro-rulebook:/" + GRID));
            assertThatThrownBy(() -> Files.writeString(grid, "x"))
                    .isInstanceOf(ReadOnlyFileSystemException.class);
            assertThatThrownBy(() -> Files.delete(grid))
                    .isInstanceOf(ReadOnlyFileSystemException.class);
            return null;
        });
    }
}
