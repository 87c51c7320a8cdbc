package tabuleiro.grading.report.platform;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import tabuleiro.grading.model.GeneratedExample;
import tabuleiro.grading.model.GradedRule;
import tabuleiro.grading.model.GradedSubmission;
import tabuleiro.grading.model.GradedSubmission.Status;
import tabuleiro.grading.model.Language;
import tabuleiro.grading.model.Marking;
import tabuleiro.grading.model.Outcome;
import tabuleiro.grading.model.OwnScenarios;
import tabuleiro.grading.model.ScenarioKey;
import tabuleiro.grading.model.ScenarioResult;
import tabuleiro.grading.model.Score;
import tabuleiro.grading.model.Texts;
import tabuleiro.grading.report.feedback.FeedbackPage;
import tabuleiro.grading.report.feedback.FeedbackTexts;
import tabuleiro.grading.report.feedback.FeedbackWriter;
import tabuleiro.grading.rulebook.RuleBook;

/**
 * A rule kept on every written example and charged by a generated one is shown as the rule book
 * shows an example, with the scenario to paste into the kit; where the probe has no scenario
 * for the question (its answer an {@code error:}, as Qwirkle's legal set), the feedback says so
 * instead of asking the student to paste an error; a list answer (the legal moves) is shown by
 * what only the engine and only the rule answered; in the page and the Markdown, in English and
 * Portuguese.
 */
class GeneratedFeedbackTest {

    private static final String SCENARIO = "Feature: A generated example\n\n  Scenario: x\n";

    @Test
    void aGeneratedExampleWithAScenarioOffersItToPaste() {
        for (Language language : Language.values()) {
            Marking marking = marking(language);
            List<String> reports = reports(charged(marking, SCENARIO), marking);
            Texts texts = Texts.of(FeedbackTexts.class, language);
            for (String report : reports) {
                // Ready to paste into the kit's file of the student's own scenarios, which has
                // its feature's heading already: the scenario alone, under the rule's tag.
                assertThat(report).as(language + "\n" + report)
                        .contains(OwnScenarios.folder(language.features(
                                marking.scheme().rulebook())) + "/mine.feature",
                                "--tags @W-01", "@W-01\nScenario: x")
                        .doesNotContain(texts.text("generated.noscenario"),
                                "A generated example");
            }
        }
    }

    @Test
    void aGeneratedExampleWithoutAScenarioSaysSoInsteadOfShowingTheProbesError() {
        for (Language language : Language.values()) {
            Marking marking = marking(language);
            List<String> reports = reports(charged(marking,
                    "error: the legal set has no scenario of its own"), marking);
            Texts texts = Texts.of(FeedbackTexts.class, language);
            for (String report : reports) {
                assertThat(report).as(language + "\n" + report)
                        .contains(texts.text("generated.noscenario"))
                        .doesNotContain("mine.feature", "error:");
            }
        }
    }

    @Test
    void aListAnswerIsShownByWhatOnlyEachSideAnsweredNotByTheTwoWholeLists() {
        // 44 moves of the engine's against 30 of the rule's, 28 in common: the reported
        // disagreement, which the student had to diff by hand on two long lines.
        List<String> common = new java.util.ArrayList<>();
        for (int i = 0; i < 28; i++) {
            common.add("C" + i + "@" + i + ",0");
        }
        List<String> mine = new java.util.ArrayList<>(common);
        for (int i = 0; i < 16; i++) {
            mine.add("M" + i + "@" + i + ",1");
        }
        List<String> rules = new java.util.ArrayList<>(common);
        rules.add("R1@9,9");
        rules.add("R2@9,8");
        for (Language language : Language.values()) {
            Marking marking = marking(language);
            GeneratedExample example = new GeneratedExample("W-01", 47, List.of("4"), "legal",
                    String.join(" ", rules), String.join(" ", mine), SCENARIO, SCENARIO, "",
                    1, 1);
            Texts texts = Texts.of(FeedbackTexts.class, language);
            for (String report : reports(graded(marking, example), marking)) {
                assertThat(report).as(language + "\n" + report)
                        .contains(texts.text("generated.list", "44", "30", "28"),
                                texts.text("generated.list.actual", "16"),
                                texts.text("generated.list.expected", "2"),
                                "M0@0,1 M1@1,1", "R1@9,9 R2@9,8")
                        .doesNotContain(String.join(" ", mine), "C0@0,0",
                                texts.text("generated.expected"));
            }
        }
    }

    @Test
    void aScalarAnswerIsShownWholeAsBefore() {
        for (Language language : Language.values()) {
            Marking marking = marking(language);
            Texts texts = Texts.of(FeedbackTexts.class, language);
            for (String report : reports(charged(marking, SCENARIO), marking)) {
                assertThat(report).as(language + "\n" + report)
                        .contains(texts.text("generated.expected"), texts.text(
                                "generated.actual"))
                        .doesNotContain(texts.text("generated.list.actual", "0"));
            }
        }
    }

    @Test
    void theClassFoundToMakeTheDifferenceIsNamedOrItIsSaidThatNoOneClassDoes() {
        for (Language language : Language.values()) {
            Marking marking = marking(language);
            Texts texts = Texts.of(FeedbackTexts.class, language);
            GradedSubmission charged = charged(marking, SCENARIO);
            GradedSubmission found = new GradedSubmission("ana", Status.GRADED,
                    charged.score().withWhere(Map.of("W-01", List.of("Rules"))), List.of(),
                    List.of(), 1);
            for (String report : reports(found, marking)) {
                assertThat(report).as(language + "\n" + report)
                        .contains(texts.text("where.swap"))
                        .containsPattern(java.util.regex.Pattern.quote(texts.text(
                                "where.swap.found", "X").split("X")[0]) + "`?Rules");
            }
            GradedSubmission none = new GradedSubmission("ana", Status.GRADED,
                    charged.score().withWhere(Map.of("W-01", List.of())), List.of(), List.of(),
                    1);
            for (String report : reports(none, marking)) {
                assertThat(report).as(language + "\n" + report)
                        .contains(texts.text("where.swap.none"));
            }
            for (String report : reports(charged, marking)) {
                assertThat(report).as("not looked: no line").doesNotContain(
                        texts.text("where.swap"));
            }
        }
    }

    private static Marking marking(Language language) {
        return Marking.of(ReportsTest.MARKING.scheme().speaking(language),
                RuleBook.parse(Map.of("winning.feature", ReportsTest.FEATURE)).rules());
    }

    /** Every written example passed; W-01's generated example disagreed. */
    private static GradedSubmission charged(Marking marking, String scenario) {
        Map<ScenarioKey, ScenarioResult> results = new HashMap<>();
        for (GradedRule rule : marking.rules()) {
            rule.scenarios().forEach(written -> results.put(written.key(),
                    ScenarioResult.of(Outcome.PASSED, "", Optional.empty())));
        }
        return graded(marking, new GeneratedExample("W-01", 47, List.of("4", "4"), "winner",
                "X", "-", scenario, scenario, "", 1, 1));
    }

    /** Every written example passed; W-01's generated example is the one given. */
    private static GradedSubmission graded(Marking marking, GeneratedExample example) {
        Map<ScenarioKey, ScenarioResult> results = new HashMap<>();
        for (GradedRule rule : marking.rules()) {
            rule.scenarios().forEach(written -> results.put(written.key(),
                    ScenarioResult.of(Outcome.PASSED, "", Optional.empty())));
        }
        return new GradedSubmission("ana", Status.GRADED, Score.of(marking, results,
                ScenarioResult.of(Outcome.NOT_RUN, "?", Optional.empty()), List.of(example)),
                List.of(), List.of(), 1);
    }

    /** The student's page and Markdown. */
    private static List<String> reports(GradedSubmission graded, Marking marking) {
        GradedSubmission shown = StudentReports.forStudent(graded, marking);
        return List.of(unescape(new FeedbackPage(marking).page(shown)),
                new FeedbackWriter(marking).feedback(shown));
    }

    /** The page's text as its entities leave it. */
    private static String unescape(String html) {
        return html.replace("&lt;", "<").replace("&gt;", ">").replace("&quot;", "\"")
                .replace("&#39;", "'").replace("&#x27;", "'").replace("&amp;", "&");
    }
}
