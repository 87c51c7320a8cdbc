package tabuleiro.grading;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The project's guides say how the product works and how to use it, not when it changed: no
 * date, no time of day and no issue number in any of them. A reader cannot open an issue number,
 * and a date or a time says what happened one evening, which git's history keeps; figures say
 * the commit and the machine they were measured on instead ({@code grading/BENCHMARKS.md}).
 *
 * <p>The guides are the project's Markdown pages, as {@link DocumentLinksTest} finds them (not
 * {@code target/}, test resources or {@code node_modules/}), less two kinds of page that are
 * not guides: the vendored reveal.js's README (another project's text) and the records of
 * {@code grading/bench/one-line-bugs.sh}'s runs ({@code grading/bench/*.md}), which are the
 * script's before and after tables, each run named by its commit. Code, fenced or inline, is
 * not read: it is what a user types or sees on screen, such as a scheme's deadline
 * ({@code "2026-12-01T23:59:00+01:00"}) or a job's time limit ({@code --time=00:30:00}).
 */
class GuidesInPresentTenseTest {

    private static final String MONTHS = "January|February|March|April|May|June|July|August"
            + "|September|October|November|December";
    private static final String MESES = "janeiro|fevereiro|março|abril|maio|junho|julho"
            + "|agosto|setembro|outubro|novembro|dezembro";

    /** What a guide must not say, each with the name a failure gives it. */
    private static final List<Rule> RULES = List.of(
            new Rule("a date", Pattern.compile(
                    "\\b\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])\\b")),
            new Rule("a date", Pattern.compile(
                    "\\b([12]\\d|3[01]|0?[1-9])(st|nd|rd|th)? (" + MONTHS + ")\\b")),
            new Rule("a date", Pattern.compile(
                    "\\b(" + MONTHS + ") ([12]\\d|3[01]|0?[1-9])(st|nd|rd|th)?\\b")),
            new Rule("a date", Pattern.compile(
                    "(?iu)\\b([12]\\d|3[01]|0?[1-9]) de (" + MESES + ")\\b")),
            new Rule("a time of day", Pattern.compile(
                    "(?<![\\w.:])([01]?\\d|2[0-3]):[0-5]\\d\\b")),
            new Rule("an issue number", Pattern.compile(
                    "(?i)\\b(issues?|pull requests?|PR) #?\\d+")),
            new Rule("an issue number", Pattern.compile("(?<![\\w&/(#])#\\d+\\b")));

    private static final Pattern FENCE = Pattern.compile("(?sm)^[ \\t]*```.*?^[ \\t]*```[^\\n]*");
    private static final Pattern CODE = Pattern.compile("`(?:[^`\\n]|\\n(?![ \\t]*\\n))*`");

    /** Every guide of the project, read line by line: none dates itself or names an issue. */
    @Test
    void noGuideCarriesADateATimeOfDayOrAnIssueNumber() throws IOException {
        Path root = Submissions.projectRoot();
        List<Path> guides = guides(root);
        assertThat(guides).as("the guides found").hasSizeGreaterThanOrEqualTo(40)
                .contains(root.resolve("README.md"), root.resolve("grading/README.md"),
                        root.resolve("grading/BENCHMARKS.md"),
                        root.resolve("grading/ARCHITECTURE.md"),
                        root.resolve("grading/docs/generated-examples.md"),
                        root.resolve("grading/docs/tournament.md"),
                        root.resolve("features/PROBES.md"), root.resolve("exercises/README.md"))
                .doesNotContain(root.resolve("slides/reveal.js/README.md"));
        assertThat(findings(root, guides))
                .as("dates, times of day and issue numbers in the guides (say how the product"
                        + " works now; the story of a change is in git's history, a figure's"
                        + " date is its commit)")
                .isEmpty();
    }

    /**
     * The check names the file, the line and what it found, and leaves alone what only looks
     * like a date: code, a year alone, a rule's number, a score, a link to a heading.
     */
    @Test
    void aDateATimeOrAnIssueNumberIsReportedWithItsFileAndLineAndCodeIsNot(@TempDir Path root)
            throws IOException {
        Files.createDirectories(root.resolve("docs"));
        Files.writeString(root.resolve("README.md"), String.join("\n",
                "# Front door",
                "Graded since 2026-11-26, from 26 November on, measured 00:20-01:05.",
                "As issue 46 asked, and issues 61 and 63, and #47 [a section](#2-setup).",
                "Seed 2026, rule C4-16, a score of 10.5:2, a move `e1c1`, [x](page.md#3).",
                "A deadline `2026-12-01T23:59:00+01:00` and `--time=00:30:00` are code.",
                "```", "2026-11-22 11:53 issue 9", "```",
                "Measured at commit abc1234 on a 2-core AMD EPYC, 26 de novembro.", ""));
        Files.writeString(root.resolve("docs/guide.md"), "# Guide\n\nOn November 3rd.\n");
        assertThat(findings(root, guides(root))).containsExactly(
                "README.md:2: 2026-11-26 (a date)",
                "README.md:2: 26 November (a date)",
                "README.md:2: 00:20 (a time of day)",
                "README.md:2: 01:05 (a time of day)",
                "README.md:3: issue 46 (an issue number)",
                "README.md:3: issues 61 (an issue number)",
                "README.md:3: #47 (an issue number)",
                "README.md:9: 26 de novembro (a date)",
                "docs/guide.md:3: November 3rd (a date)");
    }

    /**
     * Each guide stays within what a reader takes in at once: a page that grows past it is
     * split by task, as grading, what it writes and isolation are. The figures' pages
     * ({@code BENCHMARKS.md}) are not read through but looked up, a section per measure, and
     * are left out.
     */
    @Test
    void everyGuideStaysShort() throws IOException {
        Path root = Submissions.projectRoot();
        Map<String, Long> lengths = new TreeMap<>();
        for (Path guide : guides(root)) {
            if (!guide.getFileName().toString().equals("BENCHMARKS.md")) {
                lengths.put(root.relativize(guide).toString().replace('\\', '/'),
                        read(guide).lines().count());
            }
        }
        assertThat(lengths).as("the guides").containsKeys("grading/docs/grading.md",
                "grading/docs/generated-examples.md", "grading/docs/tournament.md",
                "features/PROBES.md", "README.md");
        assertThat(lengths).as("lines per guide").allSatisfy((page, lines) ->
                assertThat(lines).as("lines of %s", page).isLessThanOrEqualTo(350));
    }

    /**
     * Each date, time of day and issue number of the guides outside code, as
     * {@code path:line: text (what it is)}, in the guides' order, then by line and rule.
     */
    private static List<String> findings(Path root, List<Path> guides) {
        List<String> findings = new ArrayList<>();
        for (Path guide : guides) {
            String where = root.relativize(guide).toString().replace('\\', '/');
            List<String> lines = blank(CODE, blank(FENCE, read(guide))).lines().toList();
            for (int i = 0; i < lines.size(); i++) {
                for (Rule rule : RULES) {
                    Matcher found = rule.pattern().matcher(lines.get(i));
                    while (found.find()) {
                        findings.add(where + ":" + (i + 1) + ": " + found.group() + " ("
                                + rule.name() + ")");
                    }
                }
            }
        }
        return findings;
    }

    /** The text with each match of the pattern made spaces, its line breaks kept. */
    private static String blank(Pattern pattern, String text) {
        return pattern.matcher(text).replaceAll(match ->
                Matcher.quoteReplacement(match.group().replaceAll("[^\\n]", " ")));
    }

    /** The guides: the project's Markdown pages less fixtures, built folders and records. */
    private static List<Path> guides(Path root) throws IOException {
        try (Stream<Path> walk = Files.walk(root)) {
            return walk.filter(path -> path.toString().endsWith(".md"))
                    .filter(path -> {
                        String relative = root.relativize(path).toString().replace('\\', '/');
                        return !relative.startsWith(".git/") && !relative.contains("target/")
                                && !relative.contains("src/test/resources/")
                                && !relative.contains("node_modules/")
                                && !relative.startsWith("slides/reveal.js/")
                                && !relative.startsWith("grading/bench/");
                    })
                    .sorted().toList();
        }
    }

    private static String read(Path page) {
        try {
            return Files.readString(page, StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new IllegalStateException("cannot read " + page, e);
        }
    }

    /** A kind of thing a guide must not say: its name in a failure and how it is found. */
    private record Rule(String name, Pattern pattern) {
    }
}
