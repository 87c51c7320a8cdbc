package tabuleiro.grading.report.platform;

import static org.assertj.core.api.Assertions.assertThat;

import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.math.BigDecimal;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import javax.xml.parsers.DocumentBuilderFactory;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.w3c.dom.Document;
import tabuleiro.grading.model.CompileError;
import tabuleiro.grading.model.Exercise;
import tabuleiro.grading.model.GradedRule;
import tabuleiro.grading.model.GradedSubmission;
import tabuleiro.grading.model.GradedSubmission.Status;
import tabuleiro.grading.model.LatePenalty;
import tabuleiro.grading.model.Marking;
import tabuleiro.grading.model.Outcome;
import tabuleiro.grading.model.RuleSetting;
import tabuleiro.grading.model.ScenarioKey;
import tabuleiro.grading.model.ScenarioResult;
import tabuleiro.grading.model.SchemeBuilder;
import tabuleiro.grading.model.Score;
import tabuleiro.grading.model.Student;
import tabuleiro.grading.model.Submission;
import tabuleiro.grading.report.feedback.FeedbackPage;
import tabuleiro.grading.report.feedback.FeedbackWriter;
import tabuleiro.grading.report.wholeclass.ClassReport;
import tabuleiro.grading.rulebook.RuleBook;

/** The reports a student and an instructor read, written for a small made-up class. */
public class ReportsTest {

    public static final String FEATURE =
            """
            Feature: Winning
              @W-01 @ex01
              Rule: Four in a row wins
                Scenario: a row of four <b>
                  Given the board
                    \"\"\"
                    . . . .
                    X X X X
                    \"\"\"
                  Then X wins
              @W-02 @ex01
              Rule: A full board is a draw
                Scenario: full
                  Then it is a draw
            """;

    public static final Marking MARKING = Marking.of(
            SchemeBuilder.connectFour().exercise("ex01", "Winning", "10").build(),
            RuleBook.parse(Map.of("winning.feature", FEATURE)).rules());

    @TempDir
    Path dir;

    /** A submission that breaks W-01 by a precondition its own UI class broke. */
    public static GradedSubmission brokenRow(String name) {
        Map<ScenarioKey, ScenarioResult> results = new HashMap<>();
        GradedRule row = MARKING.rules().get(0);
        GradedRule draw = MARKING.rules().get(1);
        results.put(row.scenarios().get(0).key(), new ScenarioResult(Outcome.FAILED,
                "java.lang.IllegalArgumentException", "a column from 1 to 7, but it is 0 <&>",
                "tabuleiro.connectfour.Game.play(Game.java:10)",
                List.of("tabuleiro.connectfour.Game.play(Game.java:10)",
                        "tabuleiro.connectfour.ui.TextUi.turn(TextUi.java:20)",
                        "tabuleiro.features.x.Steps.wins(Steps.java:3)"),
                Optional.of(new ScenarioResult.Step(10, "Then X wins"))));
        results.put(draw.scenarios().get(0).key(), ScenarioResult.of(Outcome.PASSED, "",
                Optional.empty()));
        Score score = Score.of(MARKING, results, ScenarioResult.of(Outcome.NOT_RUN, "?",
                Optional.empty()));
        return new GradedSubmission(name, Status.GRADED, score, List.of(), List.of(), 1.5,
                new Student("Ana Lima", Optional.of("12345")), Optional.empty());
    }

    @Test
    void feedbackPageShowsTheBoardTheFaultAndEscapesEverything() {
        String page = new FeedbackPage(MARKING).page(brokenRow("ana"));

        assertThat(page).startsWith("<!DOCTYPE html>").contains("Score: 5.00 / 10.00")
                .contains("<h3>W-01 — broken</h3>")
                .contains("<pre tabindex=\"0\">Scenario: a row of four &lt;b&gt;")
                .contains("X X X X")
                .contains("a column from 1 to 7, but it is 0 &lt;&amp;&gt;")
                .contains("Here the caller is TextUi.turn (TextUi.java:20)")
                .doesNotContain("<b>").doesNotContain("http://").doesNotContain("https://")
                .doesNotContain("<script").doesNotContain("<link");
    }

    @Test
    void junitXmlIsWellFormedAndCountsTheBrokenRule() throws Exception {
        String xml = JunitXml.toXml(brokenRow("ana\u0001"), MARKING);

        Document doc = DocumentBuilderFactory.newInstance().newDocumentBuilder()
                .parse(new ByteArrayInputStream(xml.getBytes(StandardCharsets.UTF_8)));
        var suite = doc.getDocumentElement();
        assertThat(suite.getAttribute("tests")).isEqualTo("2");
        assertThat(suite.getAttribute("failures")).isEqualTo("1");
        assertThat(doc.getElementsByTagName("testcase").getLength()).isEqualTo(2);
        assertThat(doc.getElementsByTagName("failure").item(0).getAttributes()
                .getNamedItem("message").getNodeValue()).contains("a row of four <b>");
    }

    @Test
    void moodleCsvHasTheIdentifierAndTheItemsRealAndFeedbackColumns() {
        String csv = MoodleCsv.csv(MARKING, List.of(brokenRow("ana")));

        assertThat(csv.lines().findFirst().orElseThrow()).isEqualTo("Full name,Moodle user id,"
                + "Submission,Connect Four (Real),Connect Four (Feedback)");
        assertThat(csv.lines().skip(1).findFirst().orElseThrow())
                .startsWith("Ana Lima,12345,ana,5.00,5.00 / 10.00: 1 of 2 rules kept.")
                .contains("Broken: W-01 Four in a row wins.")
                .endsWith(" is the page feedback.html in this assignment's feedback files.");
        // Moodle shows a student who is not in the feedback zip no file: no line promises one.
        assertThat(MoodleCsv.csv(MARKING, List.of(new GradedSubmission("bo", Status.GRADED,
                brokenRow("bo").score(), List.of(), List.of(), 1))).lines().skip(1)
                .findFirst().orElseThrow()).isEqualTo("bo,,bo,5.00,5.00 / 10.00: 1 of 2 rules"
                        + " kept. Broken: W-01 Four in a row wins.");
    }

    @Test
    void junitXmlEscapesMarkupKeepsLineBreaksInTextAndReplacesWhatXml10CannotHold()
            throws Exception {
        // NUL, backspace, a non-character and a lone surrogate: none can be in an XML 1.0 document.
        String name = "a&b <c> \"d\" 'e' ]]> " + (char) 0 + (char) 8 + (char) 0xFFFE
                + (char) 0xD800 + " f";
        GradedSubmission odd = brokenRow(name);
        String xml = JunitXml.toXml(new GradedSubmission(odd.name(), Status.COMPILE_ERRORS,
                odd.score(), List.of(new CompileError("tabuleiro/connectfour/Game.java", 3,
                        "';' expected <&> ]]>" + (char) 7, "compiler.err.expected", true)),
                List.of(), 1, odd.student(), Optional.empty()), MARKING);

        Document doc = DocumentBuilderFactory.newInstance().newDocumentBuilder()
                .parse(new ByteArrayInputStream(xml.getBytes(StandardCharsets.UTF_8)));
        assertThat(((org.w3c.dom.Element) doc.getElementsByTagName("testsuite").item(0))
                .getAttribute("name")).isEqualTo("a&b <c> \"d\" 'e' ]]> ???? f");
        assertThat(doc.getElementsByTagName("system-err").item(0).getTextContent())
                // the compiler's message quotes the student's code: its control character is
                // shown as an escape (UntrustedText) before any writer sees it
                .contains("';' expected <&> ]]><U+0007>");
        assertThat(doc.getElementsByTagName("failure").item(0).getTextContent())
                .contains("a column from 1 to 7, but it is 0 <&>").contains("\n");
    }

    /**
     * A report that cannot be written costs that report, not the grade: the others are written,
     * the result keeps its status and says which is missing, and so does the class report.
     */
    @Test
    void aReportThatCannotBeWrittenCostsThatReportNotTheGrade() throws IOException {
        Path folder = dir.resolve("ana");
        // A folder that is not empty where feedback.html goes: no file can be moved there.
        Files.createDirectories(folder.resolve(StudentReports.FEEDBACK_HTML).resolve("x"));
        GradedSubmission graded = brokenRow("ana");
        Path input = dir.resolve("in");
        Files.createDirectories(input.resolve(Submission.SOURCES));

        GradedSubmission written = StudentReports.write(new Submission("ana", input,
                graded.student(), Optional.empty()), graded, MARKING, folder);

        assertThat(written.status()).isEqualTo(Status.GRADED);
        assertThat(written.score().total()).isEqualTo(graded.score().total());
        assertThat(written.notes()).anyMatch(note -> note.contains("could not write")
                && note.contains(StudentReports.FEEDBACK_HTML));
        assertThat(StudentReports.unwritten(folder))
                .containsExactly(StudentReports.FEEDBACK_HTML);
        assertThat(folder.resolve(StudentReports.RESULTS)).isRegularFile();
        assertThat(folder.resolve(StudentReports.JUNIT)).isRegularFile();
        assertThat(new ClassReport(MARKING, List.of(written)).withReportsIn(dir).page())
                .contains("reports not written: feedback.html");
    }

    @Test
    void gradescopeResultsCarryFeedbackMdsExplanationOfEachBrokenRuleAsMarkdown() {
        GradedSubmission graded = brokenRow("ana");
        String feedback = new FeedbackWriter(MARKING).feedback(graded);

        JsonObject results = JsonParser.parseString(GradescopeResults.toJson(graded, MARKING))
                .getAsJsonObject();

        // Left out, Gradescope would read the top output as HTML and a test's as plain text.
        assertThat(results.get("output_format").getAsString()).isEqualTo("md");
        assertThat(results.get("output").getAsString())
                .startsWith("**Score: 5.00 / 10.00** (1 of 2 rules kept)");
        JsonObject broken = results.getAsJsonArray("tests").get(0).getAsJsonObject();
        String output = broken.get("output").getAsString();
        assertThat(broken.get("output_format").getAsString()).isEqualTo("md");
        assertThat(feedback).contains("### W-01 — broken\n\n" + output);
        assertThat(output).startsWith("> Four in a row wins\n")
                .contains("```gherkin\nScenario: a row of four <b>\n")
                .contains("    X X X X\n")
                .contains("**What happened:** a precondition refused a call:"
                        + " IllegalArgumentException: a column from 1 to 7, but it is 0"
                        + " \\<\\&>")
                .contains("**At the step:** `Then X wins` (line 10)")
                .contains("**Whose fault:** A precondition is the caller's duty")
                .contains("Here the caller is TextUi.turn (TextUi.java:20)")
                .contains("**Where, innermost first:** `Game.play (Game.java:10)`, called from"
                        + " `TextUi.turn (TextUi.java:20)`")
                .doesNotContain("Steps.wins");
        JsonObject kept = results.getAsJsonArray("tests").get(1).getAsJsonObject();
        assertThat(kept.get("output").getAsString()).isEqualTo("Kept: all 1 scenarios pass.");
        assertThat(kept.get("output_format").getAsString()).isEqualTo("md");
    }

    @Test
    void theListBelowThatAFaultPointsAtFollowsItInTheTestOutput() {
        GradedRule row = MARKING.rules().get(0);
        GradedRule draw = MARKING.rules().get(1);
        Map<ScenarioKey, ScenarioResult> results = new HashMap<>();
        results.put(row.scenarios().get(0).key(), new ScenarioResult(Outcome.FAILED,
                "java.lang.AssertionError", "post: one more disc in the column",
                "tabuleiro.connectfour.Game.play(Game.java:12)",
                List.of("tabuleiro.connectfour.Game.play(Game.java:12)",
                        "tabuleiro.features.x.Steps.wins(Steps.java:3)"),
                Optional.of(new ScenarioResult.Step(10, "Then X wins"))));
        results.put(draw.scenarios().get(0).key(), ScenarioResult.of(Outcome.PASSED, "",
                Optional.empty()));
        GradedSubmission graded = new GradedSubmission("ana", Status.GRADED,
                Score.of(MARKING, results, ScenarioResult.of(Outcome.NOT_RUN, "?",
                        Optional.empty())), List.of(), List.of(), 1);

        String output = JsonParser.parseString(GradescopeResults.toJson(graded, MARKING))
                .getAsJsonObject().getAsJsonArray("tests").get(0).getAsJsonObject()
                .get("output").getAsString();

        assertThat(output).contains("The method is the first one in the list below.");
        assertThat(output.indexOf("**Where, innermost first:** `Game.play (Game.java:12)`"))
                .isGreaterThan(output.indexOf("in the list below"));
    }

    @Test
    void gradescopeShowsCompileErrorsAboveTestsThatSayNothingRan() {
        GradedSubmission broken = brokenRow("ana");
        GradedSubmission graded = new GradedSubmission("ana", Status.COMPILE_ERRORS,
                broken.score(), List.of(new CompileError("src/main/java/Game.java", 3,
                        "incompatible types: List<String> cannot be converted to int",
                        "int n = names;", true)), List.of(), 1);

        JsonObject results = JsonParser.parseString(GradescopeResults.toJson(graded, MARKING))
                .getAsJsonObject();

        assertThat(results.get("output").getAsString()).contains("## Compile errors")
                .contains("- `src/main/java/Game.java:3`")
                .contains("```\n  incompatible types: List<String> cannot be converted to int")
                .isEqualTo(new FeedbackWriter(MARKING).head(graded));
        assertThat(results.getAsJsonArray("tests").get(0).getAsJsonObject().get("output")
                .getAsString()).isEqualTo("Not checked: the code did not compile (see the"
                        + " compile errors above).");
    }

    @Test
    void classReportDrawsTheDistributionAndTheShareKeepingEachRule() {
        String page = new ClassReport(MARKING, List.of(brokenRow("ana"), brokenRow("bo"),
                brokenRow("cy"))).page();

        assertThat(page).contains("<svg").contains("3 submissions from 5</title>")
                .contains("W-01 Four in a row wins</td><td>ex01</td><td class=\"num\">5.00</td>"
                        + "<td class=\"num\">0 of 3 (0%)")
                .contains("3 of 3 (100%)").contains("Mean 5.00, median 5.00.")
                .contains("<td>Exercise 1 — Winning</td><td class=\"num\">10</td>"
                        + "<td class=\"num\">5.00</td><td class=\"num\">0 of 3</td>");
        assertThat(page.indexOf("W-01")).isLessThan(page.indexOf("W-02"));
    }

    @Test
    void hiddenRuleShowsNoScenarioToStudentsAndLatenessCostsItsShare() {
        Marking hidden = Marking.of(SchemeBuilder.connectFour()
                .exercise(new Exercise("ex01", "Winning", BigDecimal.TEN,
                        List.of(new RuleSetting("W-01", null, true))))
                .late(new LatePenalty("2026-12-01T00:00:00Z", BigDecimal.TEN, "day",
                        BigDecimal.TEN))
                .build(),
                RuleBook.parse(Map.of("winning.feature", FEATURE)).rules());
        GradedSubmission late = brokenRow("ana");
        late = StudentReports.forStudent(new GradedSubmission(late.name(), late.status(),
                late.score(), List.of(), List.of("exercise 1: the scenario \"a row of four <b>\""
                        + " did not finish within 2 s"), 1, late.student(),
                Optional.of(Instant.parse("2026-12-03T00:00:00Z"))), hidden);

        List<String> outputs = List.of(new FeedbackPage(hidden).page(late),
                new FeedbackWriter(hidden).feedback(late), GradescopeResults.toJson(late, hidden),
                JunitXml.toXml(late, hidden));

        for (String output : outputs) {
            assertThat(output).contains("W-01").doesNotContain("X X X X")
                    .doesNotContain("a row of four").doesNotContain("column from 1 to 7");
        }
        JsonObject results = JsonParser.parseString(outputs.get(2)).getAsJsonObject();
        assertThat(results.get("score").getAsBigDecimal()).isEqualByComparingTo("4.50");
        assertThat(results.get("output").getAsString()).contains("Handed in 2 days after"
                + " the deadline: 10% of the points earned taken off (0.50 points)");
        // The total counts the hidden rule: it waits for publication with it.
        assertThat(results.get("visibility").getAsString()).isEqualTo("after_published");
        assertThat(results.get("execution_time").getAsDouble()).isEqualTo(1.0);
        JsonObject summary = results.getAsJsonArray("tests").get(0).getAsJsonObject();
        assertThat(summary.get("visibility").getAsString()).isEqualTo("visible");
        assertThat(summary.get("max_score").getAsBigDecimal()).isZero();
        assertThat(summary.getAsJsonArray("tags").get(0).getAsString()).isEqualTo("summary");
        assertThat(summary.get("output").getAsString()).contains("**Score: 4.50 / 5.00**")
                .contains("10% of the points earned taken off (0.50 points)")
                .contains("this score counts the visible rules only")
                .contains("A note about a scenario of a hidden rule is withheld.");
        JsonObject test = results.getAsJsonArray("tests").get(1).getAsJsonObject();
        assertThat(test.get("visibility").getAsString()).isEqualTo("after_published");
        // Hidden exactly as in feedback.md: the rule as the guide states it, no scenario.
        assertThat(outputs.get(1)).contains("### W-01 — broken\n\n"
                + test.get("output").getAsString());
        assertThat(test.get("output").getAsString()).isEqualTo("> Four in a row wins\n\n"
                + "This rule is hidden: its scenarios are not shown. Read the rule again and"
                + " test your code against it.\n");
        assertThat(results.get("output").getAsString())
                .contains("A note about a scenario of a hidden rule is withheld.");
        assertThat(results.getAsJsonArray("tests").get(2).getAsJsonObject().get("visibility")
                .getAsString()).isEqualTo("visible");
        assertThat(outputs.get(0)).contains("Score: 4.50 / 10.00")
                .contains("A note about a scenario of a hidden rule is withheld.");
    }

    @Test
    void studentReportsAreWrittenWholeWithTheStudentOfTheSubmission() throws IOException {
        Path folder = dir.resolve("in");
        Files.createDirectories(folder.resolve(Submission.SOURCES));
        Submission submission = new Submission("ana", folder,
                new Student("Ana Lima", Optional.of("7")), Optional.empty());

        GradedSubmission graded = StudentReports.write(submission, brokenRow("ana"), MARKING,
                dir.resolve("out"));

        assertThat(graded.student().moodleId()).contains("7");
        try (var files = Files.list(dir.resolve("out"))) {
            assertThat(files.map(file -> file.getFileName().toString()))
                    .containsExactlyInAnyOrder("results.json", "feedback.md", "feedback.html",
                            "junit.xml", "classroom50.json", "prairielearn.json");
        }
        JsonObject results = JsonParser.parseString(Files.readString(
                dir.resolve("out/results.json"))).getAsJsonObject();
        assertThat(results.get("score").getAsBigDecimal()).isEqualByComparingTo("5");
        assertThat(results.getAsJsonArray("tests")).hasSize(2);
        assertThat(results.getAsJsonArray("tests").get(0).getAsJsonObject().get("output")
                .getAsString()).contains("Then X wins").contains("X X X X")
                .contains("Here the caller is TextUi.turn");
    }
}
