package tabuleiro.grading.report.platform;

import static org.assertj.core.api.Assertions.assertThat;

import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import java.io.IOException;
import java.math.BigDecimal;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import tabuleiro.grading.batch.StoredResult;
import tabuleiro.grading.model.FinalGrade;
import tabuleiro.grading.model.GradedSubmission;
import tabuleiro.grading.model.LatePenalty;
import tabuleiro.grading.model.Marking;
import tabuleiro.grading.model.SchemeBuilder;
import tabuleiro.grading.model.Student;
import tabuleiro.grading.model.StyleCharge;
import tabuleiro.grading.model.Submission;
import tabuleiro.grading.report.feedback.FeedbackPage;
import tabuleiro.grading.report.feedback.FeedbackWriter;
import tabuleiro.grading.report.wholeclass.ClassReport;
import tabuleiro.grading.rulebook.RuleBook;
import tabuleiro.grading.style.Finding;
import tabuleiro.grading.style.NotChecked;
import tabuleiro.grading.style.StyleReport;

/**
 * Style findings in the reports: advice by default, points off when the scheme charges for
 * style, with its cap, and never below zero; shown in feedback.md and feedback.html (a capped
 * list), results.json, classroom50.json, prairielearn.json, junit.xml and the class report.
 */
class StyleReportsTest {

    private static final String BOARD = "src/main/java/tabuleiro/connectfour/Board.java";

    @TempDir
    Path dir;

    /** The made-up class's marking, whose style findings cost as the charge says. */
    private static Marking charging(StyleCharge charge, LatePenalty late) {
        return Marking.of(SchemeBuilder.connectFour()
                .exercise("ex01", "Winning", "10").late(late).style(charge).build(),
                RuleBook.parse(Map.of("winning.feature", ReportsTest.FEATURE)).rules());
    }

    private static Finding brace(int line) {
        return new Finding(BOARD, line, 5, "LeftCurly", "blocks",
                "'{' at column 5 should be on the previous line.");
    }

    /** Ana's submission (5 of 10 points) with some findings in Board.java. */
    private static GradedSubmission withFindings(List<Finding> findings) {
        return ReportsTest.brokenRow("ana").withStyle(new StyleReport(List.of(BOARD), findings,
                List.of()));
    }

    private static List<Finding> braces(int count) {
        return IntStream.rangeClosed(1, count).mapToObj(StyleReportsTest::brace).toList();
    }

    @Test
    void byDefaultFindingsAreAdviceThatCostsNothing() {
        GradedSubmission graded = withFindings(List.of(brace(12), new Finding(BOARD, 30, 0,
                "MethodName", "naming", "Method name 'Drop<script>' must match pattern.")));

        String markdown = new FeedbackWriter(ReportsTest.MARKING).feedback(graded);
        String html = new FeedbackPage(ReportsTest.MARKING).page(graded);
        JsonObject results = JsonParser.parseString(GradescopeResults.toJson(
                StudentReports.withStyleNotes(graded, ReportsTest.MARKING), ReportsTest.MARKING))
                .getAsJsonObject();

        assertThat(FinalGrade.of(graded, ReportsTest.MARKING).points())
                .isEqualByComparingTo("5");
        assertThat(markdown).contains("**Score: 5.00 / 10.00**").contains("## Style (advice)")
                .contains("Checkstyle finds 2 things to improve in the 1 file of yours it"
                        + " checked, with the course's style rules. They cost no points: this"
                        + " is advice.")
                .contains("| " + BOARD + ":12:5 | '{' at column 5 should be on the previous"
                        + " line. | LeftCurly |")
                .contains("| " + BOARD + ":30 | Method name 'Drop\\<script>' must match pattern."
                        + " | MethodName |");
        assertThat(markdown.indexOf("## Style")).isGreaterThan(markdown.indexOf("W-01"));
        assertThat(html).contains("<h2>Style (advice)</h2>")
                .contains("<td><code>" + BOARD + ":12:5</code></td>")
                .contains("Method name 'Drop&lt;script&gt;' must match pattern.")
                .doesNotContain("<script");
        assertThat(results.get("score").getAsBigDecimal()).isEqualByComparingTo("5");
        assertThat(results.get("output").getAsString()).contains("Style (advice): Checkstyle"
                + " finds 2 things").contains(BOARD + ":12:5: '{' at column 5 should be on the"
                + " previous line. (LeftCurly)");
        assertThat(Classroom50Result.toJson(graded, ReportsTest.MARKING)).doesNotContain("Style");
        assertThat(JsonParser.parseString(Classroom50Result.toJson(graded, ReportsTest.MARKING))
                .getAsJsonObject().get("score").getAsLong()).isEqualTo(500);
    }

    @Test
    void aChargeTakesPointsOffUpToItsCapInEveryReport() throws Exception {
        Marking marking = charging(new StyleCharge(new BigDecimal("0.5"), BigDecimal.ONE), null);
        GradedSubmission graded = withFindings(braces(3));

        FinalGrade grade = FinalGrade.of(graded, marking);
        String markdown = new FeedbackWriter(marking).feedback(graded);
        JsonObject results = JsonParser.parseString(GradescopeResults.toJson(
                StudentReports.withStyleNotes(graded, marking), marking)).getAsJsonObject();
        JsonObject classroom = JsonParser.parseString(Classroom50Result.toJson(graded,
                marking)).getAsJsonObject();
        final JsonObject prairie = JsonParser.parseString(PrairieLearnResults.toJson(graded,
                marking)).getAsJsonObject();
        String page = new ClassReport(marking, List.of(graded, ReportsTest.brokenRow("bo")))
                .page();

        // Three findings at 0.50 would cost 1.50; the cap says 1.00.
        assertThat(grade.styleDeduction()).isEqualByComparingTo("1");
        assertThat(grade.points()).isEqualByComparingTo("4");
        assertThat(grade.styleNote()).contains("Style: 3 Checkstyle findings in your files cost"
                + " 1.00 points (0.50 a finding, at most 1.00 in all).");
        assertThat(markdown).contains("**Score: 4.00 / 10.00**")
                .contains("Style: 3 Checkstyle findings in your files cost 1.00 points")
                .contains("## Style: −1.00 points")
                .contains("They cost 1.00 points (0.50 a finding, at most 1.00 in all).");
        assertThat(new FeedbackPage(marking).page(graded)).contains("Score: 4.00 / 10.00")
                .contains("<h2>Style: −1.00 points</h2>");
        assertThat(results.get("score").getAsBigDecimal()).isEqualByComparingTo("4");
        assertThat(results.get("output").getAsString()).contains("Style: −1.00 points:");
        // Classroom 50 counts whole numbers (hundredths of a point here) and has no negative
        // test: the charge is the difference between the tests' sum and the total.
        assertThat(classroom.get("score").getAsLong()).isEqualTo(400);
        assertThat(classroom.get("max-score").getAsLong()).isEqualTo(1000);
        long sum = 0;
        for (var test : classroom.getAsJsonArray("tests")) {
            assertThat(test.getAsJsonObject().get("score").getAsLong()).isNotNegative();
            sum += test.getAsJsonObject().get("score").getAsLong();
        }
        assertThat(sum).isEqualTo(500);
        assertThat(prairie.get("score").getAsBigDecimal()).isEqualByComparingTo("0.4");
        assertThat(JunitXml.toXml(graded, marking))
                .contains("<property name=\"style-findings\" value=\"3\"/>")
                .contains("<property name=\"score\" value=\"4.00\"/>")
                .contains("<property name=\"style\" value=\"Style: 3 Checkstyle findings");
        assertThat(page).contains("Style findings cost points: 0.50 a finding, at most 1.00 in"
                + " all.").contains("<th>Style findings</th>").contains("<td>3, −1.00</td>")
                .contains("Mean 4.50, median 4.50.");
    }

    @Test
    void styleNeverTakesAGradeBelowZeroAfterTheLatePenalty() {
        Marking marking = charging(new StyleCharge(new BigDecimal("0.5"), null),
                new LatePenalty("2026-12-01T00:00:00Z", BigDecimal.TEN, "day", BigDecimal.TEN));
        GradedSubmission onTime = withFindings(braces(20));
        GradedSubmission late = new GradedSubmission(onTime.name(), onTime.status(),
                onTime.score(), List.of(), List.of(), 1, onTime.student(),
                Optional.of(Instant.parse("2026-12-03T00:00:00Z")), onTime.style());

        FinalGrade grade = FinalGrade.of(late, marking);

        // 5.00 earned, 10% (0.50) off for lateness, and the 10.00 the findings would cost
        // stops at the 4.50 left.
        assertThat(grade.deduction()).isEqualByComparingTo("0.5");
        assertThat(grade.styleDeduction()).isEqualByComparingTo("4.5");
        assertThat(grade.points()).isEqualByComparingTo("0");
        assertThat(grade.styleNote()).hasValueSatisfying(note -> assertThat(note)
                .contains("cost 4.50 points (0.50 a finding; no more than the points earned)"));
        assertThat(FinalGrade.of(onTime, marking).points()).isEqualByComparingTo("0");
    }

    @Test
    void theFeedbackListsTheFirstFindingsAndCountsTheRest() {
        GradedSubmission graded = withFindings(braces(25));

        String markdown = new FeedbackWriter(ReportsTest.MARKING).feedback(graded);
        String output = JsonParser.parseString(GradescopeResults.toJson(
                StudentReports.withStyleNotes(graded, ReportsTest.MARKING), ReportsTest.MARKING))
                .getAsJsonObject().get("output").getAsString();

        assertThat(markdown).contains(BOARD + ":20:5").doesNotContain(BOARD + ":21:5")
                .contains("And 5 more.");
        assertThat(new FeedbackPage(ReportsTest.MARKING).page(graded)).contains(BOARD + ":20:5")
                .doesNotContain(BOARD + ":21:5").contains("And 5 more.");
        assertThat(output).contains(BOARD + ":10:5").doesNotContain(BOARD + ":11:5")
                .contains("And 15 more.");
    }

    @Test
    void aFileNotCheckedIsSaidWithWhy() {
        GradedSubmission graded = ReportsTest.brokenRow("ana").withStyle(new StyleReport(
                List.of(), List.of(), List.of(new NotChecked(BOARD,
                        "its code is nested too deeply for Checkstyle"))));

        assertThat(new FeedbackWriter(ReportsTest.MARKING).feedback(graded))
                .contains("## Style (advice)").contains("Your files could not be checked.")
                .contains("- Style not checked for " + BOARD + ": its code is nested too deeply"
                        + " for Checkstyle.");
        assertThat(new FeedbackPage(ReportsTest.MARKING).page(graded))
                .contains("<li>Style not checked for " + BOARD + ": its code is nested too"
                        + " deeply for Checkstyle.</li>");
    }

    @Test
    void withoutAFileOfTheStudentsThereIsNoStyleSection() {
        GradedSubmission graded = ReportsTest.brokenRow("ana");

        assertThat(new FeedbackWriter(ReportsTest.MARKING).feedback(graded))
                .doesNotContain("Style");
        assertThat(StudentReports.withStyleNotes(graded, ReportsTest.MARKING)).isSameAs(graded);
        assertThat(new ClassReport(ReportsTest.MARKING, List.of(graded)).page())
                .contains("Style findings are advice: they cost no points.");
    }

    @Test
    void aStoredResultKeepsItsStyleForTheNextRun() throws IOException {
        GradedSubmission graded = withFindings(braces(2));
        Path folder = dir.resolve("ana");
        Files.createDirectories(folder.resolve(Submission.SOURCES));
        StoredResult.of(graded, "fingerprint").write(folder);

        GradedSubmission again = StoredResult.read(folder).orElseThrow()
                .graded(ReportsTest.MARKING, new Submission("ana", folder,
                        new Student("Ana Lima", Optional.empty()), Optional.empty()));

        assertThat(again.style()).isEqualTo(graded.style());
    }

    @Test
    void aStoredResultOfAnOlderGraderHasNoStyle() throws IOException {
        Path folder = dir.resolve("bo");
        Files.createDirectories(folder.resolve(Submission.SOURCES));
        StoredResult.of(ReportsTest.brokenRow("bo"), "fingerprint").write(folder);
        Path file = folder.resolve(StoredResult.FILE);
        JsonObject stored = JsonParser.parseString(Files.readString(file)).getAsJsonObject();
        stored.remove("style");
        Files.writeString(file, stored.toString());

        assertThat(StoredResult.read(folder).orElseThrow().graded(ReportsTest.MARKING,
                new Submission("bo", folder, new Student("Bo", Optional.empty()),
                        Optional.empty())).style()).isEqualTo(StyleReport.none());
    }
}
