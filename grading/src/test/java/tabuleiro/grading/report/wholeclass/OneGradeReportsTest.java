package tabuleiro.grading.report.wholeclass;

import static org.assertj.core.api.Assertions.assertThat;

import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import java.io.IOException;
import java.math.BigDecimal;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.IntStream;
import org.apache.commons.csv.CSVRecord;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import tabuleiro.grading.model.FinalGrade;
import tabuleiro.grading.model.GradeTexts;
import tabuleiro.grading.model.GradedRule;
import tabuleiro.grading.model.GradedSubmission;
import tabuleiro.grading.model.Language;
import tabuleiro.grading.model.LatePenalty;
import tabuleiro.grading.model.Marking;
import tabuleiro.grading.model.SchemeBuilder;
import tabuleiro.grading.model.StyleCharge;
import tabuleiro.grading.model.Submission;
import tabuleiro.grading.model.Texts;
import tabuleiro.grading.report.platform.MoodleCsv;
import tabuleiro.grading.report.platform.ReportsTest;
import tabuleiro.grading.report.platform.StudentReports;
import tabuleiro.grading.rulebook.RuleBook;
import tabuleiro.grading.style.Finding;
import tabuleiro.grading.style.StyleReport;

/**
 * One grade on every surface: a late submission (and one charged for style) shows the grade
 * after its penalties in every report the writers make, the same number in each, read back from
 * the files as their readers read them ({@link SurfaceGrades}); and where a report also shows
 * the points before the penalties, it says so beside them, in English and in Portuguese.
 */
class OneGradeReportsTest {

    /** 10% a started day, at most 50%. */
    private static final LatePenalty LATE = new LatePenalty("2026-12-01T00:00:00Z",
            BigDecimal.TEN, "day", new BigDecimal("50"));

    /** A day and three hours after the deadline: two started days, 20% off. */
    private static final Instant HANDED_IN = Instant.parse("2026-12-02T03:00:00Z");

    private static final String BOARD = "src/main/java/tabuleiro/connectfour/Board.java";

    @TempDir
    Path out;

    private static Marking marking(Language language, StyleCharge style) {
        return Marking.of(SchemeBuilder.connectFour().exercise("ex01", "Winning", "10")
                .late(LATE).style(style).build().speaking(language),
                RuleBook.parse(Map.of("winning.feature", ReportsTest.FEATURE)).rules());
    }

    /** Writes a class's every report as the grader does: each student's, then the class's. */
    private List<GradedSubmission> write(Marking marking, List<GradedSubmission> graded)
            throws IOException {
        List<GradedSubmission> written = new ArrayList<>();
        Files.createDirectories(out.resolve("in/src/main/java"));
        for (GradedSubmission submission : graded) {
            Submission handedIn = new Submission(submission.name(), out.resolve("in"),
                    submission.student(), submission.submittedAt());
            written.add(StudentReports.write(handedIn, submission, marking,
                    out.resolve(submission.name())));
        }
        new ClassSummary(marking, written).write(out);
        return written;
    }

    private static GradedSubmission late(String name) {
        GradedSubmission broken = ReportsTest.brokenRow(name);
        return new GradedSubmission(broken.name(), broken.status(), broken.score(), List.of(),
                List.of(), 1, broken.student(), Optional.of(HANDED_IN));
    }

    @ParameterizedTest
    @EnumSource(Language.class)
    void aLateSubmissionHasTheGradeAfterThePenaltyOnEverySurface(Language language)
            throws IOException {
        Marking marking = marking(language, null);
        GradedSubmission onTime = ReportsTest.brokenRow("ana");
        List<GradedSubmission> written = write(marking, List.of(onTime, late("bob")));

        // 5.00 earned, two started days late at 10% a day: 1.00 off.
        BigDecimal after = new BigDecimal("4.00");
        assertThat(FinalGrade.of(written.get(1), marking).points()).isEqualByComparingTo(after);
        assertSameGradeEverywhere("bob", after, new BigDecimal("10.00"));
        assertSameGradeEverywhere("ana", new BigDecimal("5.00"), new BigDecimal("10.00"));

        String before = Texts.of(GradeTexts.class, language).text("before.late", "5.00");
        String summary = Files.readString(out.resolve(ClassSummary.MARKDOWN),
                StandardCharsets.UTF_8);
        String report = Files.readString(out.resolve(ClassReport.FILE), StandardCharsets.UTF_8);
        assertThat(SurfaceGrades.besideTheGrade(summary, "bob")).hasValue(" (" + before + ")");
        assertThat(SurfaceGrades.besideTheGrade(report, "bob")).hasValue(" (" + before + ")");
        assertThat(SurfaceGrades.besideTheGrade(summary, "ana")).hasValue("");
        assertThat(Files.readString(out.resolve("bob").resolve(StudentReports.FEEDBACK_MD),
                StandardCharsets.UTF_8)).contains("/ 10.00** (" + before + ") ");
        assertThat(Files.readString(out.resolve("bob").resolve(StudentReports.FEEDBACK_HTML),
                StandardCharsets.UTF_8)).contains("/ 10.00</strong> (" + before + ") ");
        assertThat(Files.readString(out.resolve(MoodleCsv.FILE), StandardCharsets.UTF_8))
                .contains("4.00 / 10.00 (" + before + ")");
        assertThat(Files.readString(out.resolve("bob").resolve(StudentReports.JUNIT),
                StandardCharsets.UTF_8)).contains("<property name=\"score-before-penalties\""
                        + " value=\"5.00\"/>");
        assertThat(Files.readString(out.resolve("ana").resolve(StudentReports.JUNIT),
                StandardCharsets.UTF_8)).doesNotContain("score-before-penalties");
        if (language == Language.PORTUGUESE) {
            assertThat(before).isEqualTo("5.00 antes da penalização por atraso");
        }
    }

    @Test
    void summaryCsvSaysWhatEachPenaltyTookOffAsNumbers() throws IOException {
        Marking marking = marking(Language.ENGLISH, new StyleCharge(new BigDecimal("0.5"),
                null));
        GradedSubmission charged = late("bob").withStyle(new StyleReport(List.of(BOARD),
                IntStream.rangeClosed(1, 2).mapToObj(line -> new Finding(BOARD, line, 5,
                        "LeftCurly", "blocks", "'{' should be on the previous line."))
                        .toList(), List.of()));
        write(marking, List.of(ReportsTest.brokenRow("ana"), charged));

        List<CSVRecord> rows = SurfaceGrades.records(Files.readString(
                out.resolve(ClassSummary.CSV), StandardCharsets.UTF_8));
        assertThat(rows.get(0).toList().subList(0, 7)).containsExactly("name", "score", "max",
                "status", "score before penalties", "late penalty", "style charge");
        // 5.00 earned; 20% late (1.00); two findings at 0.50 (1.00): 3.00.
        assertThat(rows.get(2).toList().subList(0, 7)).containsExactly("bob", "3.00", "10.00",
                "graded", "5.00", "-1.00", "-1.00");
        assertThat(rows.get(1).toList().subList(0, 7)).containsExactly("ana", "5.00", "10.00",
                "graded", "5.00", "0.00", "0.00");
        assertSameGradeEverywhere("bob", new BigDecimal("3.00"), new BigDecimal("10.00"));
        String before = Texts.of(GradeTexts.class, Language.ENGLISH).text("before.both", "5.00");
        assertThat(SurfaceGrades.besideTheGrade(Files.readString(out.resolve(
                ClassSummary.MARKDOWN), StandardCharsets.UTF_8), "bob"))
                .hasValue(" (" + before + ")");
    }

    @Test
    void aSchemeWithoutPenaltiesKeepsTheSummaryCsvItHad() throws IOException {
        write(ReportsTest.MARKING, List.of(ReportsTest.brokenRow("ana")));

        List<CSVRecord> rows = SurfaceGrades.records(Files.readString(
                out.resolve(ClassSummary.CSV), StandardCharsets.UTF_8));
        assertThat(rows.get(0).toList()).startsWith("name", "score", "max", "status")
                .doesNotContain("score before penalties", "late penalty", "style charge");
        assertThat(rows.get(1).toList()).startsWith("ana", "5.00", "10.00", "graded");
    }

    @Test
    void classroom50AndPrairieLearnNameEachRuleOnceByItsIdAndTitle() throws IOException {
        write(ReportsTest.MARKING, List.of(ReportsTest.brokenRow("ana")));

        for (String file : List.of(StudentReports.CLASSROOM50, StudentReports.PRAIRIELEARN)) {
            JsonObject json = JsonParser.parseString(Files.readString(out.resolve("ana")
                    .resolve(file), StandardCharsets.UTF_8)).getAsJsonObject();
            List<String> names = json.getAsJsonArray("tests").asList().stream()
                    .map(test -> test.getAsJsonObject().get(file.equals(StudentReports
                            .CLASSROOM50) ? "test-name" : "name").getAsString()).toList();
            assertThat(names).as(file).containsExactlyElementsOf(ReportsTest.MARKING.rules()
                    .stream().map(GradedRule::name).toList());
            for (GradedRule rule : ReportsTest.MARKING.rules()) {
                assertThat(names).as(file).contains(rule.id() + " " + rule.title())
                        .noneMatch(name -> name.startsWith(rule.id() + " " + rule.id()));
            }
        }
    }

    /** Every surface of the class and of the student shows the same grade. */
    private void assertSameGradeEverywhere(String name, BigDecimal grade, BigDecimal max) {
        SurfaceGrades.ofSubmission(out.resolve(name)).forEach((surface, shown) ->
                assertThat(shown).as("%s's %s", name, surface).isEqualByComparingTo(grade));
        SurfaceGrades.ofClass(out).forEach((surface, grades) ->
                assertThat(grades.get(name)).as("%s in %s", name, surface)
                        .isEqualByComparingTo(grade));
        assertThat(SurfaceGrades.fraction(out.resolve(name))).as("%s's prairielearn.json", name)
                .hasValueSatisfying(fraction -> assertThat(fraction).isEqualByComparingTo(
                        SurfaceGrades.fractionOf(grade, max)));
    }
}
