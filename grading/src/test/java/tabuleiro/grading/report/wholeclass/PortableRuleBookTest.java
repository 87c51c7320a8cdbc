package tabuleiro.grading.report.wholeclass;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The portable rule book site the grader carries, cut as a student kit cuts it: a game's pages
 * alone, the rules its scheme hides gone from every page, the search and the boards, no slot
 * left, opening on the kit's language.
 */
class PortableRuleBookTest {

    private static final PortableRuleBook SITE = PortableRuleBook.bundled().orElseThrow(() ->
            new AssertionError("the grader's class path has no rule book site"));

    @Test
    void aCutCopyHasNothingOfTheHiddenRulesAndNothingOfTheOtherGames(@TempDir Path out)
            throws IOException {
        PortableRuleBook.Copy whole = SITE.of(Set.of("connect-four"));
        assertThat(whole.rules("connect-four")).contains("C4-11", "C4-13", "C4-09");
        whole.write(out.resolve("whole"));
        Path site = out.resolve("cut");
        SITE.of(Set.of("connect-four")).without(Set.of("C4-11", "C4-13")).withoutResults()
                .showing("pt").write(site);

        assertThat(site.resolve("connect-four/C4-11.html")).doesNotExist();
        assertThat(site.resolve("connect-four/C4-09.html")).content(StandardCharsets.UTF_8)
                .contains("data-show=\"pt\"");
        assertThat(site.resolve("quarto")).doesNotExist();
        assertThat(site.resolve("index.html")).content(StandardCharsets.UTF_8)
                .contains("connect-four/index.html").doesNotContain("quarto/index.html");
        assertThat(site.resolve("assets/search-index.js")).content(StandardCharsets.UTF_8)
                .contains("C4-09").doesNotContain("QUARTO-");
        List<Path> pages = files(site);
        for (Path file : pages) {
            assertThat(file).content(StandardCharsets.ISO_8859_1).as("%s", file)
                    .doesNotContain("C4-11").doesNotContain("C4-13")
                    .doesNotContain("tabuleiro:class").doesNotContain("tabuleiro:kept");
        }
        long boards = files(out.resolve("whole/connect-four/boards")).size();
        assertThat(files(site.resolve("connect-four/boards"))).as("the boards left")
                .isNotEmpty().hasSizeLessThan((int) boards);
    }

    @Test
    void aGameTheSiteHasNotIsNamedWithThoseItHas() {
        assertThatThrownBy(() -> SITE.of(Set.of("go")))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("no game go").hasMessageContaining("connect-four");
    }

    private static List<Path> files(Path folder) throws IOException {
        try (Stream<Path> walk = Files.walk(folder)) {
            return walk.filter(Files::isRegularFile).toList();
        }
    }
}
