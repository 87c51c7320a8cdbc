package tabuleiro.grading.report.wholeclass;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
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
import tabuleiro.grading.model.Submission;
import tabuleiro.grading.report.platform.StudentReports;
import tabuleiro.grading.rulebook.RuleBook;

/**
 * The HTML pages as a browser reads them when a student's name, files, compile errors and
 * program output are made to be markup: everything shows as text, nothing runs.
 */
class HtmlEscapingTest {

    private static final String SCRIPT = "<script>alert(1)</script>";
    private static final String IMAGE = "\"><img src=x onerror=alert(1)>";
    private static final String ACCENTS = "João Ñandú, 日本語 ✓";
    /** A submission's name is a folder's, so it has no {@code /} to close the script with. */
    private static final String SCRIPT_FOLDER = "<script>alert(1)";

    private static final String SCRIPT_SHOWN = "&lt;script&gt;alert(1)&lt;/script&gt;";
    private static final String IMAGE_SHOWN = "\"&gt;&lt;img src=x onerror=alert(1)&gt;";

    /** A start tag that has an event handler attribute: {@code <svg onload=...>}. */
    private static final Pattern HANDLER = Pattern.compile("<[a-zA-Z][^>]*\\son[a-z]+\\s*=");

    private static final String FEATURE = String.join("\n",
            "Feature: Winning",
            "  @W-01 @ex01",
            "  Rule: Four in a row & more",
            "    Scenario: a disc " + SCRIPT,
            "      Given the grid",
            "        \"\"\"",
            "          1 2 3 4 5 6 7",
            "        1 . . . . . . .",
            "        2 . . . . . . .",
            "        3 . . . . . . .",
            "        4 . . . . . . .",
            "        5 . . . . . . .",
            "        6 . . . 1 . . .",
            "        \"\"\"",
            "      When player 2 plays column " + IMAGE,
            "      Then the game is not over",
            "    Scenario: another " + IMAGE,
            "      Then the game is not over",
            "");

    private static final Marking MARKING = Marking.of(
            SchemeBuilder.connectFour().exercise("ex01", "Winning", "10").build(),
            RuleBook.parse(Map.of("winning.feature", FEATURE)).rules());

    @TempDir
    Path dir;

    /** A submission whose failures carry markup in the message, the trace and the notes. */
    private static GradedSubmission failing() {
        GradedRule rule = MARKING.rules().get(0);
        String message = SCRIPT + " & " + IMAGE + " — " + ACCENTS;
        Map<ScenarioKey, ScenarioResult> results = new HashMap<>();
        results.put(rule.scenarios().get(0).key(), new ScenarioResult(Outcome.FAILED,
                "java.lang.IllegalStateException", message,
                "tabuleiro.connectfour.Game.play(Game.java:10)",
                List.of("tabuleiro.connectfour.Game.play(Game.java:10)",
                        "tabuleiro.connectfour.ui.TextUi.turn(" + IMAGE + ".java:20)",
                        "tabuleiro.features.x.Steps.plays(Steps.java:3)"),
                Optional.of(new ScenarioResult.Step(15, "When player 2 plays column "
                        + IMAGE))));
        results.put(rule.scenarios().get(1).key(), new ScenarioResult(Outcome.FAILED,
                "org.opentest4j.AssertionFailedError", "expected: " + SCRIPT + "\n but was: "
                + ACCENTS, "", List.of(), Optional.empty()));
        Score score = Score.of(MARKING, results, ScenarioResult.of(Outcome.NOT_RUN, "?",
                Optional.empty()));
        return new GradedSubmission(SCRIPT_FOLDER, Status.GRADED, score, List.of(),
                List.of("left out: src/test/" + IMAGE + ".java", "printed " + SCRIPT), 1,
                Student.named(SCRIPT), Optional.empty());
    }

    /** A submission that did not compile, with markup in its file names and errors. */
    private static GradedSubmission notCompiling() {
        Score score = Score.of(MARKING, Map.of(), ScenarioResult.of(Outcome.NOT_RUN,
                "did not compile", Optional.empty()));
        return new GradedSubmission(IMAGE, Status.COMPILE_ERRORS, score,
                List.of(new CompileError("src/main/java/" + SCRIPT + ".java", 3,
                        "cannot find symbol " + IMAGE + " & " + ACCENTS,
                        "String s = \"" + SCRIPT + "\";", false)),
                List.of(), 1, Student.named(IMAGE), Optional.empty());
    }

    private Path write(String folder, GradedSubmission graded, Student student)
            throws IOException {
        Path input = dir.resolve("in").resolve(folder);
        Files.createDirectories(input.resolve(Submission.SOURCES));
        Path out = dir.resolve("out").resolve(folder);
        // A submission's folder name is always plain; the graded name stays markup, to prove
        // the pages escape it wherever it came from.
        StudentReports.write(new Submission(folder, input, student, Optional.empty()),
                graded, MARKING, out);
        return out.resolve(StudentReports.FEEDBACK_HTML);
    }

    private static void assertShownAsText(String page) {
        assertThat(page).startsWith("<!DOCTYPE html>")
                .doesNotContainIgnoringCase("<script").doesNotContainIgnoringCase("<img")
                .doesNotContain("<link").doesNotContain("src=\"http")
                .contains(SCRIPT_SHOWN).contains("&amp;").contains(ACCENTS);
        assertThat(HANDLER.matcher(page).find()).as("an event handler in a tag").isFalse();
    }

    @Test
    void feedbackOfAFailingSubmissionShowsEveryMarkupAsText() throws IOException {
        Path file = write("one", failing(), new Student(SCRIPT + " " + ACCENTS,
                Optional.of("12345")));

        String page = Files.readString(file);

        assertShownAsText(page);
        assertThat(page).contains("<title>Connect Four — feedback for &lt;script&gt;alert(1)"
                + "</title>")
                .contains("<h1>Connect Four — feedback for " + SCRIPT_SHOWN + " " + ACCENTS)
                .contains("<pre tabindex=\"0\">Scenario: a disc " + SCRIPT_SHOWN)
                .contains("When player 2 plays column " + IMAGE_SHOWN)
                .contains("<li>left out: src/test/" + IMAGE_SHOWN + ".java</li>")
                .contains("<li>printed " + SCRIPT_SHOWN + "</li>")
                .contains(SCRIPT_SHOWN + " &amp; " + IMAGE_SHOWN + " — " + ACCENTS)
                .contains("<code>TextUi.turn (" + IMAGE_SHOWN + ".java:20)</code>")
                .contains("a check of the rule book failed: what came is not what was expected"
                        + "</li>")
                .contains("<li>\"another " + IMAGE_SHOWN)
                .contains("<blockquote><p>Four in a row &amp; more</p>");
        // The board is the renderer's SVG, written as markup so that it is drawn.
        assertThat(page).contains("<figure class=\"board\"><svg").doesNotContain("&lt;svg");
    }

    @Test
    void feedbackOfACompileErrorShowsTheCompilersWordsAsText() throws IOException {
        Path file = write("two", notCompiling(), Student.named(IMAGE));

        String page = Files.readString(file);

        assertShownAsText(page);
        assertThat(page).contains("<p><code>src/main/java/" + SCRIPT_SHOWN + ".java:3</code></p>")
                .contains("<pre tabindex=\"0\">cannot find symbol " + IMAGE_SHOWN + " &amp; "
                        + ACCENTS + "</pre>")
                .contains("<pre tabindex=\"0\">String s = \"" + SCRIPT_SHOWN + "\";</pre>")
                .contains("<h1>Connect Four — feedback for " + IMAGE_SHOWN + "</h1>");
    }

    @Test
    void classReportShowsNamesAsTextAndLinksByEncodedName() throws IOException {
        Files.createDirectories(dir.resolve(Submission.SOURCES));
        new ClassSummary(MARKING, List.of(failing().of(new Submission("script-folder", dir,
                new Student(SCRIPT + IMAGE + " " + ACCENTS, Optional.of("678")), Optional.empty())),
                notCompiling())).write(dir);

        String page = Files.readString(dir.resolve(ClassReport.FILE));

        assertShownAsText(page);
        assertThat(page)
                .contains("<a href=\"%3Cscript%3Ealert%281%29/feedback.html\">"
                        + "&lt;script&gt;alert(1)</a>")
                .contains("<td>" + SCRIPT_SHOWN + IMAGE_SHOWN + " " + ACCENTS + " (678)</td>")
                .contains("<a href=\"%22%3E%3Cimg%20src%3Dx%20onerror%3Dalert%281%29%3E/"
                        + "feedback.html\">" + IMAGE_SHOWN + "</a>")
                .contains("<td>W-01 Four in a row &amp; more</td>")
                .contains("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"520\"");
    }
}
