package tabuleiro.rulebook.site;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import tabuleiro.cli.BoardPictures;
import tabuleiro.svg.BoardPicture;
import tabuleiro.ui.Language;

/**
 * The rule book's site written for a course whose scheme hides a rule: the instructor's site
 * marks the rule hidden in words, and the portable site, the one the grader overlays with a
 * class's results and cuts down for a student kit, marks nothing hidden, links nowhere outside
 * itself, and carries the markers the grader fills and cuts by, with a list of its files. The
 * build's instructor site is checked in the browser by the slides
 * ({@code RuleBookSiteInBrowserTest}); no shipped scheme hides a rule, so this is where the
 * hidden mark is held to its promise. Each side's board pictures are described in the side's
 * language. It also runs the generator where JaCoCo sees it, which the build's exec of it does
 * not.
 */
class RuleBookSiteTest {

    /** The project's root: the tests run in the rulebook module's folder. */
    private static final Path PROJECT = Path.of("../..").toAbsolutePath().normalize();

    /** A board picture, its text equivalent and its language, then the text it draws. */
    private static final Pattern PICTURE = Pattern.compile("<img src=\"[^\"]+\" alt=\"([^\"]*)\""
            + " lang=\"([a-z]+)\">\\s*<figcaption>\\s*<details><summary>[^<]*</summary>"
            + "<pre tabindex=\"0\">([^<]*)</pre>");

    @Test
    void theInstructorsSiteMarksAHiddenRuleAndThePortableSiteMarksEveryRuleForTheGrader(
            @TempDir Path dir) throws IOException {
        // Every game's scheme as the build has it, Connect Four's with a hidden rule.
        Path schemes = Files.createDirectories(dir.resolve("schemes"));
        try (Stream<Path> bundled = Files.list(PROJECT.resolve("grading/schemes"))) {
            for (Path file : bundled.filter(one -> one.toString().endsWith(".json")).toList()) {
                Files.copy(file, schemes.resolve(file.getFileName().toString()));
            }
        }
        String scheme = Files.readString(PROJECT.resolve("grading/schemes/connect-four.json"),
                StandardCharsets.UTF_8);
        String hiding = scheme.replace("\"points\": 60 }",
                "\"points\": 60, \"rules\": [{ \"id\": \"C4-11\", \"hidden\": true }] }");
        assertThat(hiding).as("the scheme's exercise 2, given a hidden rule").isNotEqualTo(scheme);
        Files.writeString(schemes.resolve("connect-four.json"), hiding, StandardCharsets.UTF_8,
                StandardOpenOption.TRUNCATE_EXISTING);
        Path site = dir.resolve("site");
        Path portable = dir.resolve("portable");

        RuleBookSite.main(new String[] {"--project=" + PROJECT,
                "--slides=" + dir.resolve("no-slides"), "--out=" + site,
                "--portable-out=" + portable, "--schemes=" + schemes});

        assertThat(site.resolve("connect-four/C4-11.html")).content(StandardCharsets.UTF_8)
                .contains("class=\"hidden-rule\"").doesNotContain("tabuleiro:");
        assertThat(site.resolve("connect-four/C4-09.html")).content(StandardCharsets.UTF_8)
                .doesNotContain("class=\"hidden-rule\"");
        assertThat(portable.resolve("connect-four/C4-11.html")).content(StandardCharsets.UTF_8)
                .doesNotContain("class=\"hidden-rule\"")
                .contains("<!-- tabuleiro:class C4-11 -->");
        assertThat(portable.resolve("connect-four/C4-09.html")).content(StandardCharsets.UTF_8)
                .doesNotContain("href=\"http").doesNotContain("../../");
        assertThat(portable.resolve("connect-four/index.html")).content(StandardCharsets.UTF_8)
                .contains("<!-- tabuleiro:rule C4-11 --><li><a href=\"C4-11.html\">")
                .contains("<!-- tabuleiro:kept C4-11 1 -->")
                .doesNotContain("hidden-mark");
        assertThat(portable.resolve("connect-four/book-pt.html")).content(StandardCharsets.UTF_8)
                .contains("<!-- tabuleiro:rule C4-11 -->")
                .contains("<!-- /tabuleiro:rule C4-11 -->");
        assertThat(portable.resolve("connect-four/catalogue.html"))
                .content(StandardCharsets.UTF_8).contains("<!-- tabuleiro:rule C4-11 --><tr");
        assertThat(portable.resolve("index.html")).content(StandardCharsets.UTF_8)
                .contains("<!-- tabuleiro:game quarto --><li>");
        assertThat(portable.resolve("assets/search-index.json")).content(StandardCharsets.UTF_8)
                .contains("\"id\":\"C4-11\"");
        String page = Files.readString(portable.resolve("connect-four/C4-09.html"),
                StandardCharsets.UTF_8);
        int portuguese = page.indexOf("<article class=\"side\" lang=\"pt\">");
        assertThat(portuguese).as("C4-09's Portuguese side").isPositive();
        assertPictureDescribedIn(page.substring(0, portuguese), Language.ENGLISH);
        assertPictureDescribedIn(page.substring(portuguese), Language.PORTUGUESE);
        // The Portuguese side is Portuguese throughout: the rule in the Portuguese rule book's
        // words, not the English catalogue's; the variant and the source's sections in
        // Portuguese; the links above the Portuguese booklet in Portuguese.
        String english = page.substring(0, portuguese);
        String side = page.substring(portuguese);
        assertThat(english).contains("A player wins by having four of their pieces in a row")
                .contains("<dd>all</dd>");
        assertThat(side).doesNotContain("A player wins by").doesNotContain("<dd>all</dd>")
                .contains("<dt>A regra</dt>").contains("<dd>todas</dd>")
                .contains("<dd>§3.4, §4, <code>quem_ganhou</code>")
                .contains("O catálogo de regras, em inglês");
        assertThat(page).contains("<a href=\"index.html\">Connect Four / Quatro em Linha</a>");
        String booklet = Files.readString(portable.resolve("connect-four/book-pt.html"),
                StandardCharsets.UTF_8);
        assertThat(booklet.substring(booklet.indexOf("<nav"), booklet.indexOf("</nav>")))
                .contains(">Livro de regras</a>").contains(">Quatro em Linha</a>")
                .doesNotContain("Rule book").doesNotContain("Connect Four");
        assertThat(CatalogueInPortuguese.variant("squares (default)"))
                .isEqualTo("quadrados (por omissão)");
        assertThat(CatalogueInPortuguese.source("§2.1, `Jogo()` in the brief's source code:"
                + " \"Preenchido segundo tabela\" (filled in)")).isEqualTo("§2.1, `Jogo()`,"
                + " \"Preenchido segundo tabela\" (" + CatalogueInPortuguese.MORE + ")");
        List<String> files = Files.readAllLines(portable.resolve(RuleBookSite.FILE_LIST));
        try (Stream<Path> walk = Files.walk(portable)) {
            assertThat(files).as("files.txt lists every file of the portable site")
                    .containsExactlyElementsOf(walk.filter(Files::isRegularFile)
                            .map(file -> portable.relativize(file).toString())
                            .filter(name -> !name.equals(RuleBookSite.FILE_LIST)).sorted()
                            .toList());
        }
    }

    /**
     * Checks that the first board picture of one side of a Rule page has for its text the
     * renderer's description of the board it draws, in the side's language.
     */
    private static void assertPictureDescribedIn(String side, Language language) {
        Matcher picture = PICTURE.matcher(side);
        assertThat(picture.find()).as("a board picture on the " + language + " side").isTrue();
        BoardPicture grid = BoardPictures.forGame("connect-four");
        String position = unescape(picture.group(3));
        assertThat(unescape(picture.group(1))).isEqualTo(grid.describe(position, language))
                .contains(language == Language.ENGLISH ? "player 1" : "jogador 1");
        assertThat(picture.group(2)).isEqualTo(language.tag());
    }

    private static String unescape(String html) {
        return html.replace("&lt;", "<").replace("&gt;", ">").replace("&quot;", "\"")
                .replace("&#39;", "'").replace("&amp;", "&");
    }

    @Test
    void aCommandLineWithoutItsFoldersSaysWhatItExpects() {
        assertThatThrownBy(() -> RuleBookSite.main(new String[] {"--out=x"}))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("--project");
        assertThatThrownBy(() -> RuleBookSite.main(new String[] {"--project=" + PROJECT}))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("--portable-out");
        assertThatThrownBy(() -> RuleBookSite.main(new String[] {"--project=" + PROJECT,
                "--out=x"}))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("--slides");
        assertThatThrownBy(() -> RuleBookSite.main(new String[] {"slides"}))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("--NAME=VALUE");
    }
}
