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
 * instead of asking the student to paste an error, in the page and the Markdown, in English and
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
        GeneratedExample example = new GeneratedExample("W-01", 47, List.of("4", "4"), "winner",
                "X", "-", scenario, scenario, "", 1, 1);
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
