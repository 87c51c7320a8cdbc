package tabuleiro.grading.report.wholeclass;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import tabuleiro.grading.similarity.MatchedRegion;
import tabuleiro.grading.similarity.NotCompared;
import tabuleiro.grading.similarity.SimilarPair;
import tabuleiro.grading.similarity.SimilarityResult;
import tabuleiro.grading.similarity.SourceFile;

/**
 * What the instructor reads: pairs at the threshold from the most similar, a page per pair with
 * the shared runs marked, everything a student wrote escaped, nothing loaded from elsewhere, the
 * CSV's formula guard, and the careful words.
 */
class SimilarityReportTest {

    private static final String HOSTILE = "String s = \"</pre><script>alert(1)</script>"
            + "<img src=x onerror=alert(2)>\"; // <a href=\"https://evil.example\">x</a>";

    /** An element's opening tag, and its name. */
    private static final Pattern TAG = Pattern.compile("<([a-zA-Z][a-zA-Z0-9]*)[^>]*>");

    /** The elements the grader's pages are made of. */
    private static final Set<String> GRADERS_ELEMENTS = Set.of("html", "head", "meta", "title",
            "style", "body", "h1", "h2", "h3", "h4", "p", "a", "table", "tr", "th", "td", "div",
            "pre", "span", "ul", "li", "em", "strong");

    @TempDir
    Path out;

    private static SourceFile file(String path, String... lines) {
        return new SourceFile(path, List.of(lines));
    }

    private static SimilarityResult result() {
        List<SourceFile> ana = List.of(file("tabuleiro/connectfour/<b>Game</b>.java",
                "class Game {", HOSTILE, "int a() { return 1; }", "}"));
        List<SourceFile> bruno = List.of(file("tabuleiro/connectfour/Game.java",
                "class Game {", "int b() { return 1; }", HOSTILE, "}"));
        List<SourceFile> carla = List.of(file("tabuleiro/connectfour/Game.java", "class C {}"));
        SimilarPair close = new SimilarPair("ana", "bruno", 91.25, 40, List.of(
                new MatchedRegion("tabuleiro/connectfour/<b>Game</b>.java", 1, 2,
                        "tabuleiro/connectfour/Game.java", 1, 3, 30),
                new MatchedRegion("tabuleiro/connectfour/<b>Game</b>.java", 2, 3,
                        "tabuleiro/connectfour/Game.java", 2, 2, 10)));
        SimilarPair middle = new SimilarPair("-cmd", "bruno", 55, 20, List.of());
        SimilarPair far = new SimilarPair("ana", "-cmd", 12.5, 5, List.of());
        SimilarPair none = new SimilarPair("carla", "bruno", 3, 1, List.of());
        return new SimilarityResult(List.of(far, middle, none, close),
                List.of(new NotCompared("dora", "JPlag could not parse it as Java <oops>")),
                Map.of("ana", ana, "bruno", bruno, "-cmd", carla, "carla", carla),
                Optional.of("jplag-result.zip"));
    }

    private static String read(Path file) throws IOException {
        return Files.readString(file, StandardCharsets.UTF_8);
    }

    @Test
    void theReportListsThePairsAtTheThresholdFromTheMostSimilarWithAPageEach()
            throws IOException {
        new SimilarityReport("Connect Four", result(), 50,
                Map.of("ana", "Ana <Lima> 12345", "bruno", "bruno")).write(out, true);

        String report = read(out.resolve("report.html"));
        assertThat(report).containsSubsequence("91.3%", "55.0%")
                .contains("ana (Ana &lt;Lima&gt; 12345)", "similarity/pair-0001.html",
                        "similarity/pair-0002.html", "similarity/jplag-result.zip",
                        "dora: JPlag could not parse it as Java &lt;oops&gt;",
                        SimilarityReport.CAVEAT.substring(0, 40))
                .doesNotContain("12.5%", "pair-0003", "<oops>");
        assertThat(out.resolve("similarity/pair-0003.html")).doesNotExist();

        String page = read(out.resolve("similarity/pair-0001.html"));
        assertThat(page).contains("91.3% similar", "&lt;/pre&gt;&lt;script&gt;",
                "&lt;b&gt;Game&lt;/b&gt;.java", "id=\"a1\"", "id=\"b1\"", "id=\"a2\"",
                "id=\"b2\"", "class=\"c0\"", "class=\"c1\"");
        for (Path html : pages()) {
            String text = read(html);
            // The student's text is there, escaped, so every tag is the grader's: none of them
            // a script or an outside resource, no attribute that loads anything.
            Matcher tags = TAG.matcher(text);
            while (tags.find()) {
                assertThat(tags.group(1)).as(html + ": " + tags.group())
                        .isIn(GRADERS_ELEMENTS);
                assertThat(tags.group()).as(html.toString()).doesNotContain("src=",
                        "href=\"http", "href=\"//").doesNotContainPattern("\\son[a-z]+=");
            }
            assertThat(text).as(html.toString()).doesNotContain("@import", "url(");
            assertThat(text.toLowerCase(Locale.ROOT)).as(html.toString())
                    .doesNotContain("plagiar");
        }
    }

    @Test
    void theCsvHasEveryPairWithTheFormulaGuard() throws IOException {
        new SimilarityReport("Connect Four", result(), 50, Map.of()).write(out, true);

        assertThat(read(out.resolve("similarity.csv"))).isEqualTo(
                "first,second,similarity,matched tokens\r\n"
                        + "ana,bruno,91.3,40\r\n"
                        + "'-cmd,bruno,55.0,20\r\n"
                        + "ana,'-cmd,12.5,5\r\n"
                        + "carla,bruno,3.0,1\r\n");
    }

    @Test
    void threeJoinedByListedPairsAreShownAsAGroup() throws IOException {
        SimilarityReport report = new SimilarityReport("Connect Four", result(), 10, Map.of());
        report.write(out, true);

        assertThat(read(out.resolve("report.html"))).contains("Groups of three or more",
                "-cmd, ana, bruno");
        assertThat(report.headline()).contains("3 pairs at or above 10.0%",
                "1 groups of three or more", "1 not compared");
    }

    @Test
    void aClassOfLookalikesGetsPagesForTheMostSimilarOnlyAndEveryPairInTheCsv()
            throws IOException {
        List<String> names = java.util.stream.IntStream.range(0, 34)
                .mapToObj(i -> String.format(Locale.ROOT, "s%02d", i)).toList();
        List<SimilarPair> pairs = new java.util.ArrayList<>();
        for (int i = 0; i < names.size(); i++) {
            for (int j = i + 1; j < names.size(); j++) {
                pairs.add(new SimilarPair(names.get(i), names.get(j), 60 + (i + j) % 30, 10,
                        List.of()));
            }
        }
        Map<String, List<SourceFile>> sources = new java.util.HashMap<>();
        names.forEach(name -> sources.put(name, List.of(file("A.java", "class A {}"))));
        new SimilarityReport("Connect Four", new SimilarityResult(pairs, List.of(), sources,
                Optional.empty()), 50, Map.of()).write(out, true);

        assertThat(pairs).hasSizeGreaterThan(SimilarityReport.MOST_LISTED);
        assertThat(read(out.resolve("similarity.csv")).lines()).hasSize(pairs.size() + 1);
        assertThat(out.resolve(String.format(Locale.ROOT, "similarity/pair-%04d.html",
                SimilarityReport.MOST_LISTED))).isRegularFile();
        assertThat(out.resolve(String.format(Locale.ROOT, "similarity/pair-%04d.html",
                SimilarityReport.MOST_LISTED + 1))).doesNotExist();
        assertThat(read(out.resolve("report.html"))).contains(pairs.size() + " at or above",
                "of which the " + SimilarityReport.MOST_LISTED + " most similar are listed here");
    }

    private List<Path> pages() throws IOException {
        try (Stream<Path> files = Files.walk(out)) {
            return files.filter(path -> path.toString().endsWith(".html")).toList();
        }
    }
}
