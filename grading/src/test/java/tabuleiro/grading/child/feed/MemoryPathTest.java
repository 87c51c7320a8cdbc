package tabuleiro.grading.child.feed;

import static org.assertj.core.api.Assertions.assertThat;

import java.net.URI;
import java.nio.file.Path;
import java.nio.file.Paths;
import org.junit.jupiter.api.Test;

/** The paths of the rule book's file system, as Cucumber's scanner takes them apart. */
class MemoryPathTest {

    private static Path path(String text) {
        return Paths.get(URI.create("tabuleiro-rulebook:" + text));
    }

    @Test
    void aFeatureFileRelativeToItsPackageKeepsItsSubfolders() {
        Path base = path("/tabuleiro/features/quarto");
        Path file = path("/tabuleiro/features/quarto/rules/board.feature");

        assertThat(base.relativize(file.getParent()).toString()).isEqualTo("rules");
        assertThat(file.getFileName().toString()).isEqualTo("board.feature");
        assertThat(base.relativize(base).toString()).isEmpty();
        assertThat(file.startsWith(base)).isTrue();
        assertThat(file.endsWith(path("/tabuleiro/features/quarto/rules/board.feature")))
                .isTrue();
        assertThat(base.resolve("rules").resolve("board.feature")).isEqualTo(file);
    }

    @Test
    void aPathGoesBackToTheUriItCameFrom() {
        Path file = path("/tabuleiro/features/pt/quarto/tabuleiro.feature");

        assertThat(file.toUri()).isEqualTo(URI.create(
                "tabuleiro-rulebook:/tabuleiro/features/pt/quarto/tabuleiro.feature"));
        assertThat(file.getRoot()).isEqualTo(path("/"));
        assertThat(file.getNameCount()).isEqualTo(5);
        assertThat(path("/a/./b/../c").normalize()).isEqualTo(path("/a/c"));
        assertThat(path("/a/b").relativize(path("/a/c/d")).toString()).isEqualTo("../c/d");
    }
}
