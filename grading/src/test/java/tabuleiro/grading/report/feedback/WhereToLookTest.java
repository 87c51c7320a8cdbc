package tabuleiro.grading.report.feedback;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Pattern;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import tabuleiro.grading.model.GradedSubmission;
import tabuleiro.grading.model.GradedSubmission.Status;
import tabuleiro.grading.model.Language;
import tabuleiro.grading.model.Marking;
import tabuleiro.grading.model.Outcome;
import tabuleiro.grading.model.ScenarioResult;
import tabuleiro.grading.model.SchemeBuilder;
import tabuleiro.grading.model.Score;
import tabuleiro.grading.model.Texts;
import tabuleiro.grading.rulebook.RuleBook;

/**
 * A rule lost to a check of the rule book, with no method of the student's running (the
 * sample {@code draw-ending-late}'s CHECKERS-17): its section says whose fault it is and where
 * to look, the methods of the rule's exercise as the bundled skeleton's stubs name them, and
 * says the check's one sentence once.
 */
class WhereToLookTest {

    private static final String FEATURE =
            """
            Feature: Draws
              @CHECKERS-17 @ex08
              Rule: Classic draws
                Scenario: five moves in a drawn ending
                  Then the game is drawn
            """;

    private static final String CHECK =
            "The game should be drawn, but it is not over (Black to move).";

    @ParameterizedTest
    @EnumSource(Language.class)
    void aCheckOfTheRuleBookNamesTheExercisesMethodsAndSaysItsSentenceOnce(Language language) {
        Marking marking = Marking.of(SchemeBuilder.scheme("checkers", "Checkers",
                "tabuleiro.features.checkers", "tabuleiro.checkers")
                .exercise("ex08", "Ending the game", "10").build().speaking(language),
                RuleBook.parse(Map.of("draws.feature", FEATURE)).rules());
        ScenarioResult failed = new ScenarioResult(Outcome.FAILED, "java.lang.AssertionError",
                CHECK, "tabuleiro.features.checkers.GameSteps.drawn(GameSteps.java:300)",
                List.of("tabuleiro.features.checkers.GameSteps.drawn(GameSteps.java:300)"),
                Optional.of(new ScenarioResult.Step(5, "Then the game is drawn")));
        Score score = Score.of(marking, Map.of(marking.rules().get(0).scenarios().get(0).key(),
                failed), ScenarioResult.of(Outcome.NOT_RUN, "?", Optional.empty()));
        Texts words = Texts.of(FeedbackTexts.class, language);

        String feedback = new FeedbackWriter(marking).feedback(new GradedSubmission("ana",
                Status.GRADED, score, List.of(), List.of(), 1));

        assertThat(feedback).contains("**" + words.text("whose.fault") + "** "
                + words.text("why.check.fault"))
                .contains("**" + words.text("where.exercise", "8") + "** `Game.countTowardsDraws`,"
                        + " `Game.giveUp`")
                .doesNotContain(words.text("expected"));
        if (language == Language.ENGLISH) {
            assertThat(feedback.split(Pattern.quote(CHECK), -1)).as(feedback).hasSize(2);
        }
    }
}
