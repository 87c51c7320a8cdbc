package tabuleiro.grading.report.platform;

import static org.assertj.core.api.Assertions.assertThat;

import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import java.math.BigDecimal;
import java.text.MessageFormat;
import java.time.Instant;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.ResourceBundle;
import org.junit.jupiter.api.Test;
import tabuleiro.grading.Untranslated;
import tabuleiro.grading.model.CompileError;
import tabuleiro.grading.model.GradeTexts;
import tabuleiro.grading.model.GradedRule;
import tabuleiro.grading.model.GradedSubmission;
import tabuleiro.grading.model.GradedSubmission.Status;
import tabuleiro.grading.model.Language;
import tabuleiro.grading.model.LatePenalty;
import tabuleiro.grading.model.Marking;
import tabuleiro.grading.model.Outcome;
import tabuleiro.grading.model.ScenarioKey;
import tabuleiro.grading.model.ScenarioResult;
import tabuleiro.grading.model.Scheme;
import tabuleiro.grading.model.SchemeBuilder;
import tabuleiro.grading.model.Score;
import tabuleiro.grading.model.Student;
import tabuleiro.grading.model.Texts;
import tabuleiro.grading.report.Markdown;
import tabuleiro.grading.report.feedback.AssertjWords;
import tabuleiro.grading.report.feedback.FeedbackPage;
import tabuleiro.grading.report.feedback.FeedbackTexts;
import tabuleiro.grading.report.feedback.FeedbackWriter;
import tabuleiro.grading.report.feedback.NoteWords;
import tabuleiro.grading.report.wholeclass.ClassReport;
import tabuleiro.grading.report.wholeclass.ClassSummary;
import tabuleiro.grading.report.wholeclass.ClassTexts;
import tabuleiro.grading.rulebook.RuleBook;

/**
 * The student's reports and the class's in Portuguese, for a failing, a passing, a late and a
 * non-compiling submission: every word of the grader's own comes from the Portuguese bundles
 * (checked against the English bundles, not against copies of their texts), and the grade is
 * the English reports' grade.
 */
class PortugueseReportsTest {

    /** A late-penalty scheme in Portuguese, with its exercise's Portuguese title. */
    private static final Scheme SCHEME = SchemeBuilder.connectFour()
            .exercise("ex01", "Winning", "10")
            .late(new LatePenalty("2026-12-01T00:00:00Z", BigDecimal.TEN, "day", BigDecimal.TEN))
            .build();

    private static final Marking PORTUGUESE = Marking.of(SCHEME.speaking(Language.PORTUGUESE),
            RuleBook.parse(Map.of("winning.feature", ReportsTest.FEATURE)).rules());

    private static final Marking ENGLISH = Marking.of(SCHEME.speaking(Language.ENGLISH),
            RuleBook.parse(Map.of("winning.feature", ReportsTest.FEATURE)).rules());

    @Test
    void aFailingSubmissionIsExplainedInPortuguese() {
        GradedSubmission failing = ReportsTest.brokenRow("ana");

        List<String> reports = reports(failing, PORTUGUESE);

        reports.forEach(PortugueseReportsTest::hasNoEnglish);
        Texts texts = Texts.of(FeedbackTexts.class, Language.PORTUGUESE);
        assertThat(reports.get(0)).contains("<html lang=\"pt\">")
                .contains(texts.text("rule.broken", "W-01"))
                .contains(texts.text("what.happened"))
                // The engine's contract stays English, after a Portuguese lead-in.
                .contains("uma pré-condição recusou uma chamada: IllegalArgumentException: a"
                        + " column from 1 to 7, but it is 0 &lt;&amp;&gt;");
        assertThat(reports.get(1)).contains("## Exercício 1 — Winning: 5.00 / 10.00");
    }

    @Test
    void aPassingSubmissionIsPraisedInPortuguese() {
        Map<ScenarioKey, ScenarioResult> results = new HashMap<>();
        for (GradedRule rule : PORTUGUESE.rules()) {
            rule.scenarios().forEach(scenario -> results.put(scenario.key(),
                    ScenarioResult.of(Outcome.PASSED, "", Optional.empty())));
        }
        GradedSubmission passing = new GradedSubmission("bo", Status.GRADED,
                Score.of(PORTUGUESE, results, ScenarioResult.of(Outcome.NOT_RUN, "?",
                        Optional.empty())), List.of(), List.of(), 1,
                new Student("Bo", Optional.of("2")), Optional.empty());

        List<String> reports = reports(passing, PORTUGUESE);

        reports.forEach(PortugueseReportsTest::hasNoEnglish);
        assertThat(reports.get(2)).contains(Texts.of(FeedbackTexts.class, Language.PORTUGUESE)
                .text("results.kept", 1));
    }

    @Test
    void aLateSubmissionIsChargedInPortugueseAsInEnglish() {
        GradedSubmission broken = ReportsTest.brokenRow("cy");
        GradedSubmission late = new GradedSubmission(broken.name(), broken.status(),
                broken.score(), List.of(), List.of(), 1, broken.student(),
                Optional.of(Instant.parse("2026-12-03T00:00:00Z")));

        List<String> reports = reports(late, PORTUGUESE);

        reports.forEach(PortugueseReportsTest::hasNoEnglish);
        assertThat(reports.get(1)).contains("Entregue 2 dias depois do prazo: 10% dos pontos"
                + " obtidos descontados (0.50 pontos).");
        JsonObject pt = JsonParser.parseString(reports.get(2)).getAsJsonObject();
        JsonObject en = JsonParser.parseString(GradescopeResults.toJson(late, ENGLISH))
                .getAsJsonObject();
        assertThat(pt.get("score").getAsBigDecimal()).isEqualByComparingTo("4.50")
                .isEqualByComparingTo(en.get("score").getAsBigDecimal());
    }

    @Test
    void aSubmissionThatDoesNotCompileIsToldSoInPortuguese() {
        GradedSubmission broken = ReportsTest.brokenRow("di");
        GradedSubmission typo = new GradedSubmission(broken.name(), Status.COMPILE_ERRORS,
                Score.of(PORTUGUESE, Map.of(), ScenarioResult.of(Outcome.NOT_RUN,
                        "the code did not compile", Optional.empty())),
                List.of(new CompileError("src/main/java/Game.java", 3,
                        "cannot find symbol", "return gird;", false)),
                List.of(), 1, broken.student(), Optional.empty());

        List<String> reports = reports(typo, PORTUGUESE);

        reports.forEach(PortugueseReportsTest::hasNoEnglish);
        Texts texts = Texts.of(FeedbackTexts.class, Language.PORTUGUESE);
        assertThat(reports.get(1)).contains(texts.text("compile.intro"))
                .contains(texts.text("compile.skeleton"));
        assertThat(reports.get(2)).contains(texts.text("results.not.compiled"));
    }

    @Test
    void theNotesOnTheFilesAreSaidInPortuguese() {
        GradedSubmission broken = ReportsTest.brokenRow("ed");
        ResourceBundle english = ResourceBundle.getBundle(NoteWords.class.getName(), Locale.ROOT,
                ResourceBundle.Control.getNoFallbackControl(ResourceBundle.Control.FORMAT_CLASS));
        Object[] values = {"a/Sneaky.java", "tabuleiro.connectfour", "a"};
        GradedSubmission noted = new GradedSubmission(broken.name(), broken.status(),
                broken.score(), List.of(), List.of(new MessageFormat(english.getString(
                        "outside.declared"), Locale.ROOT).format(values)), 1, broken.student(),
                Optional.empty());

        List<String> reports = reports(noted, PORTUGUESE);

        String said = new MessageFormat(ResourceBundle.getBundle(NoteWords.class.getName(),
                Locale.forLanguageTag("pt")).getString("outside.declared"), Locale.ROOT)
                .format(values);
        assertThat(reports.get(0)).contains(said);
        assertThat(reports.get(1)).contains(Markdown.text(said));
        for (String report : reports.subList(0, 2)) {
            assertThat(Untranslated.englishIn(report, NoteWords.class)).as(report).isEmpty();
        }
    }

    @Test
    void theClassReportsSpeakPortuguese() {
        List<GradedSubmission> graded = List.of(ReportsTest.brokenRow("ana"),
                ReportsTest.brokenRow("bo"));

        String page = new ClassReport(PORTUGUESE, graded).page();
        String summary = new ClassSummary(PORTUGUESE, graded).markdown();
        String csv = MoodleCsv.csv(PORTUGUESE, graded);

        for (String report : List.of(page, summary, csv)) {
            hasNoEnglish(report);
        }
        assertThat(page).contains("<html lang=\"pt\">").contains("2 entregas, avaliadas em"
                + " 10.00 pontos.");
        assertThat(csv).contains("5.00 / 10.00: 1 de 2 regras cumpridas.");
    }

    @Test
    void aFailedChecksOwnWordsAndAssertjsAreSaidInPortuguese() {
        tabuleiro.features.chess.GameSteps chess = new tabuleiro.features.chess.GameSteps(
                new tabuleiro.features.chess.ChessWorld(),
                new tabuleiro.features.contracts.ScenarioLanguage());
        tabuleiro.chess.Square e2 = tabuleiro.chess.Square.parse("e2");
        List<Runnable> checks = List.of(
                () -> {
                    chess.aNewGame();
                    chess.cannotMove(e2);
                },
                () -> {
                    chess.aNewGame();
                    chess.hasLegalMoves(tabuleiro.chess.Colour.WHITE, 3);
                },
                () -> {
                    chess.aNewGame();
                    chess.isALegalMove("e2e5");
                },
                // As chess's text UI and PGN steps check (their worlds need a game played):
                // what came is described, and a relation the blocks have no label for.
                () -> assertThat("> e2e5\nThat move is not allowed.").as("what the text UI"
                        + " wrote:\n> e2e5").contains("Illegal move"),
                () -> assertThat(List.of("1. e4 e5", "*")).as("the PGN:\n1. e4 e5\n*")
                        .containsExactly("1. e4 e5", "2. Nf3 *"));
        // What the text UI check says came, as the step describes it in English.
        String pattern = ResourceBundle.getBundle(
                tabuleiro.features.chess.ChessGlueWords.class.getName(), Locale.ROOT,
                ResourceBundle.Control.getNoFallbackControl(ResourceBundle.Control.FORMAT_CLASS))
                .getString("h.as.ui.wrote");
        String described = pattern.substring(1, pattern.indexOf(':'));
        for (Runnable check : checks) {
            String message;
            try {
                check.run();
                throw new IllegalStateException("a check that should fail passed");
            } catch (AssertionError failure) {
                message = failure.getMessage();
            }
            List<String> reports = reports(failingCheck(message), PORTUGUESE);

            reports.forEach(PortugueseReportsTest::hasNoEnglish);
            for (String report : reports) {
                assertThat(Untranslated.englishIn(report, AssertjWords.class,
                        tabuleiro.features.chess.ChessGlueWords.class)).as(report).isEmpty();
                assertThat(report).doesNotContain(described);
            }
        }
    }

    /** Every report a student reads: feedback.html, feedback.md, results.json, the CSV. */
    @Test
    void aRuleNotStartedIsLabelledSoOnThePageAndStillScoresNothing() {
        Map<ScenarioKey, ScenarioResult> results = new HashMap<>();
        for (GradedRule rule : PORTUGUESE.rules()) {
            results.put(rule.scenarios().get(0).key(), new ScenarioResult(Outcome.FAILED,
                    "java.lang.UnsupportedOperationException", "Exercise 1: implement Game.play",
                    "tabuleiro.connectfour.Game.play(Game.java:10)",
                    List.of("tabuleiro.connectfour.Game.play(Game.java:10)"), Optional.empty()));
        }
        GradedSubmission skeleton = new GradedSubmission("rui", Status.GRADED,
                Score.of(PORTUGUESE, results, ScenarioResult.of(Outcome.NOT_RUN, "?",
                        Optional.empty())), List.of(), List.of(), 1.5,
                new Student("Rui", Optional.empty()), Optional.empty());

        Texts pt = Texts.of(FeedbackTexts.class, Language.PORTUGUESE);
        String page = new FeedbackPage(PORTUGUESE).page(skeleton);
        assertThat(page).contains("<td class=\"broken\">" + pt.text("not.started") + "</td>")
                .contains("<h3>" + pt.text("rule.not.started", "W-01") + "</h3>")
                .doesNotContain(pt.text("broken") + "</td>")
                .doesNotContain(pt.text("rule.broken", "W-01"));
        assertThat(new FeedbackWriter(PORTUGUESE).feedback(skeleton))
                .contains("| " + pt.text("not.started") + " |");
        String english = new FeedbackPage(ENGLISH).page(skeleton);
        assertThat(english).contains("<td class=\"broken\">not started</td>")
                .contains("<h3>W-01 — not started</h3>");
        assertThat(skeleton.score().total()).isEqualByComparingTo(BigDecimal.ZERO);
    }

    /** A submission whose first rule fails a check of the rule book with this message. */
    private static GradedSubmission failingCheck(String message) {
        Map<ScenarioKey, ScenarioResult> results = new HashMap<>();
        for (GradedRule rule : PORTUGUESE.rules()) {
            results.put(rule.scenarios().get(0).key(), ScenarioResult.of(Outcome.PASSED, "",
                    Optional.empty()));
        }
        results.put(PORTUGUESE.rules().get(0).scenarios().get(0).key(), new ScenarioResult(
                Outcome.FAILED, "java.lang.AssertionError", message,
                "tabuleiro.features.chess.GameSteps.check(GameSteps.java:3)",
                List.of("tabuleiro.features.chess.GameSteps.check(GameSteps.java:3)"),
                Optional.of(new ScenarioResult.Step(10, "Then X wins"))));
        return new GradedSubmission("eva", Status.GRADED, Score.of(PORTUGUESE, results,
                ScenarioResult.of(Outcome.NOT_RUN, "?", Optional.empty())), List.of(), List.of(),
                1, new Student("Eva", Optional.empty()), Optional.empty());
    }

    private static List<String> reports(GradedSubmission graded, Marking marking) {
        GradedSubmission shown = StudentReports.forStudent(graded, marking);
        return List.of(new FeedbackPage(marking).page(shown),
                new FeedbackWriter(marking).feedback(shown),
                GradescopeResults.toJson(StudentReports.withStyleNotes(shown, marking), marking),
                MoodleCsv.csv(marking, List.of(shown)));
    }

    private static void hasNoEnglish(String report) {
        assertThat(Untranslated.englishIn(report, FeedbackTexts.class, GradeTexts.class,
                ClassTexts.class)).as(report).isEmpty();
    }
}
