package tabuleiro.grading.report.platform;

import static org.assertj.core.api.Assertions.assertThat;

import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import tabuleiro.grading.model.CompileError;
import tabuleiro.grading.model.GradedRule;
import tabuleiro.grading.model.GradedSubmission;
import tabuleiro.grading.model.GradedSubmission.Status;
import tabuleiro.grading.model.Marking;
import tabuleiro.grading.model.Outcome;
import tabuleiro.grading.model.ScenarioKey;
import tabuleiro.grading.model.ScenarioResult;
import tabuleiro.grading.model.SchemeBuilder;
import tabuleiro.grading.model.Score;
import tabuleiro.grading.model.Student;
import tabuleiro.grading.report.Markdown;
import tabuleiro.grading.report.feedback.FeedbackWriter;
import tabuleiro.grading.report.wholeclass.ClassSummary;
import tabuleiro.grading.rulebook.RuleBook;
import tabuleiro.grading.style.Finding;
import tabuleiro.grading.style.NotChecked;
import tabuleiro.grading.style.StyleReport;

/**
 * The Markdown outputs (feedback.md, the outputs of Gradescope's results.json, summary.md) when
 * every text a student controls is made to be markup: backtick runs of every length, raw HTML
 * with an event handler, an external image, a link, a fake heading after a line break, table
 * separators and an HTML comment. Read as CommonMark reads them, with code spans, fences and
 * backslash escapes taken out, none of it is left as markup.
 */
class MarkdownInjectionTest {

    private static final String HOSTILE = String.join(" ", "`a`", "``b``", "```c```",
            "````d````", "`````", "<img src=x onerror=alert(1)>", "![x](http://evil/)",
            "[click](http://evil)", "\n# Score: 100.00 / 100.00\n", "a | b", "<!-- hidden -->",
            "**bold** _it_ ~~gone~~", "www.evil.example &amp; <b>", "\n1. item\n- item\n> quote",
            "`");

    private static final String FEATURE = String.join("\n",
            "Feature: Winning",
            "  @W-01 @ex01",
            "  Rule: Four in a row",
            "    Scenario: a disc",
            "      When player 2 plays column 3",
            "      Then the game is not over",
            "    Scenario: another",
            "      Then the game is not over",
            "    Scenario: a third",
            "      Then the game is not over",
            "");

    private static final Marking MARKING = Marking.of(
            SchemeBuilder.connectFour().exercise("ex01", "Winning", "10").build(),
            RuleBook.parse(Map.of("winning.feature", FEATURE)).rules());

    /** Fails on every scenario with hostile text in each of the three kinds of failure. */
    private static GradedSubmission failing() {
        GradedRule rule = MARKING.rules().get(0);
        String frame = "tabuleiro.connectfour.Game.play(" + HOSTILE.replace("\n", "") + ":10)";
        Map<ScenarioKey, ScenarioResult> results = new HashMap<>();
        results.put(rule.scenarios().get(0).key(), new ScenarioResult(Outcome.FAILED,
                "java.lang.AssertionError", HOSTILE, frame, List.of(frame,
                        "tabuleiro.features.x.Steps.plays(Steps.java:3)"),
                Optional.of(new ScenarioResult.Step(5, "When player 2 plays column 3"))));
        results.put(rule.scenarios().get(1).key(), new ScenarioResult(Outcome.FAILED,
                "java.lang.IllegalStateException", HOSTILE, frame, List.of(frame,
                        "tabuleiro.connectfour.Board.drop(Board.java:4)",
                        "tabuleiro.features.x.Steps.plays(Steps.java:3)"), Optional.empty()));
        results.put(rule.scenarios().get(2).key(), new ScenarioResult(Outcome.FAILED,
                "java.lang.RuntimeException" + HOSTILE.replace("\n", ""), HOSTILE, frame,
                List.of(frame), Optional.empty()));
        Score score = Score.of(MARKING, results, ScenarioResult.of(Outcome.NOT_RUN, "?",
                Optional.empty()));
        StyleReport style = new StyleReport(List.of("src/" + HOSTILE + ".java"),
                List.of(new Finding("src/" + HOSTILE + ".java", 1, 2, "Rule" + HOSTILE,
                        "misc", "message " + HOSTILE)),
                List.of(new NotChecked("src/" + HOSTILE + ".java", "reason " + HOSTILE)));
        return new GradedSubmission("name " + HOSTILE, Status.GRADED, score, List.of(),
                List.of("left out: src/" + HOSTILE + ".java", "note " + HOSTILE), 1,
                Student.named(HOSTILE), Optional.empty()).withStyle(style);
    }

    /** Does not compile, with hostile file names, messages and code. */
    private static GradedSubmission notCompiling() {
        Score score = Score.of(MARKING, Map.of(), ScenarioResult.of(Outcome.NOT_RUN,
                "did not compile", Optional.empty()));
        return new GradedSubmission(HOSTILE, Status.COMPILE_ERRORS, score,
                List.of(new CompileError("src/" + HOSTILE + ".java", 3, HOSTILE, HOSTILE,
                        false)), List.of("note " + HOSTILE), 1, Student.named(HOSTILE),
                Optional.empty());
    }

    @Test
    void feedbackHasNoMarkupOfTheStudents() {
        FeedbackWriter writer = new FeedbackWriter(MARKING);
        for (GradedSubmission graded : List.of(failing(), notCompiling())) {
            String feedback = writer.feedback(graded);
            assertThat(feedback).as("the hostile text is shown").contains("onerror");
            assertInert(feedback);
        }
    }

    @Test
    void gradescopeOutputsHaveNoMarkupOfTheStudents() {
        for (GradedSubmission graded : List.of(failing(), notCompiling())) {
            JsonObject results = JsonParser.parseString(GradescopeResults.toJson(
                    StudentReports.withStyleNotes(graded, MARKING), MARKING)).getAsJsonObject();
            assertInert(results.get("output").getAsString());
            for (JsonElement test : results.getAsJsonArray("tests")) {
                assertInert(test.getAsJsonObject().get("output").getAsString());
            }
        }
    }

    @Test
    void summaryHasNoMarkupOfTheStudents() {
        assertInert(new ClassSummary(MARKING, List.of(failing(), notCompiling())).markdown());
    }

    @Test
    void inertTextReadsAsItsOwnCharacters() {
        assertThat(unescape(Markdown.text(HOSTILE))).isEqualTo(HOSTILE.replace("\n", " "));
        for (int run = 1; run <= 6; run++) {
            String ticks = "`".repeat(run);
            for (String text : List.of(ticks, ticks + "x", "x" + ticks, "a" + ticks + "b")) {
                assertThat(codeSpanText(Markdown.code(text))).as(text).isEqualTo(text);
            }
        }
    }

    /**
     * Asserts that a Markdown text, once its code spans, fences and escapes are taken out,
     * holds no markup from the hostile text: no raw HTML or comment, no link or image, no
     * heading or list the text started, no bare address a renderer would link.
     */
    private static void assertInert(String markdown) {
        String plain = outsideCode(markdown);
        assertThat(plain).doesNotContain("<").doesNotContain("](").doesNotContain("![")
                .doesNotContain("http://").doesNotContain("www.").doesNotContain("**bold")
                .doesNotContain("&amp;");
        for (String line : plain.split("\n")) {
            String stripped = line.replaceFirst("^\\s*(?:- |> )*\\s*", "");
            assertThat(stripped).as("a line the student's text started")
                    .doesNotStartWith("# Score").doesNotStartWith("1.").doesNotStartWith("item")
                    .doesNotStartWith("quote");
            if (line.startsWith("|")) {
                assertThat(line.split("(?<!\\\\)\\|", -1)).as(line).hasSizeBetween(4, 6);
            }
        }
    }

    /**
     * The text as a CommonMark reader sees its markup: fenced blocks and code spans (a run of
     * backticks closed by the next run of the same length) replaced by {@code C}, and each
     * backslash-escaped character by {@code E}.
     */
    private static String outsideCode(String markdown) {
        StringBuilder out = new StringBuilder();
        int fence = 0;
        for (String line : markdown.split("\n", -1)) {
            String trimmed = line.strip();
            int ticks = leadingTicks(trimmed);
            if (fence > 0) {
                if (ticks >= fence && trimmed.chars().allMatch(c -> c == '`')) {
                    fence = 0;
                }
                out.append("C\n");
                continue;
            }
            if (ticks >= 3 && trimmed.indexOf('`', ticks) < 0) {
                fence = ticks;
                out.append("C\n");
                continue;
            }
            out.append(inline(line)).append('\n');
        }
        assertThat(fence).as("every fence closed").isZero();
        return out.toString();
    }

    private static String inline(String line) {
        StringBuilder out = new StringBuilder();
        int i = 0;
        while (i < line.length()) {
            char c = line.charAt(i);
            if (c == '\\' && i + 1 < line.length()
                    && "!\"#$%&'()*+,-./:;<=>?@[\\]^_`{|}~".indexOf(line.charAt(i + 1)) >= 0) {
                out.append('E');
                i += 2;
            } else if (c == '`') {
                int run = leadingTicks(line.substring(i));
                int close = closing(line, i + run, run);
                if (close < 0) {
                    out.append(line, i, i + run);
                    i += run;
                } else {
                    out.append('C');
                    i = close + run;
                }
            } else {
                out.append(c);
                i++;
            }
        }
        return out.toString();
    }

    /** Where the next run of exactly {@code run} backticks from {@code from} starts, or -1. */
    private static int closing(String line, int from, int run) {
        int i = from;
        while (i < line.length()) {
            if (line.charAt(i) == '`') {
                int length = leadingTicks(line.substring(i));
                if (length == run) {
                    return i;
                }
                i += length;
            } else {
                i++;
            }
        }
        return -1;
    }

    private static int leadingTicks(String text) {
        int n = 0;
        while (n < text.length() && text.charAt(n) == '`') {
            n++;
        }
        return n;
    }

    private static String unescape(String text) {
        return text.replaceAll("\\\\(\\p{Punct})", "$1");
    }

    /** The text a lone code span shows, as CommonMark strips it. */
    private static String codeSpanText(String span) {
        int run = leadingTicks(span);
        assertThat(closing(span, run, run)).isEqualTo(span.length() - run);
        String inside = span.substring(run, span.length() - run);
        if (inside.length() > 1 && inside.startsWith(" ") && inside.endsWith(" ")
                && !inside.isBlank()) {
            inside = inside.substring(1, inside.length() - 1);
        }
        return inside;
    }
}
