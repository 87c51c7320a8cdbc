package tabuleiro.grading.model;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import tabuleiro.grading.rulebook.RuleBook;

/**
 * One wrong line of code costs one rule: an example that fails while saying it waits on another
 * rule is charged to that rule, which it breaks, and not to its own.
 */
class WaitsOnChargeTest {

    private static final String FEATURE =
            """
            Feature: F
              @R-01 @ex01
              Rule: Men capture forwards
                Scenario: a
                  Then x
              @R-02 @ex02
              Rule: A turn ends
                Scenario: b
                  Then x
                Scenario: c
                  Then x
            """;

    private final List<GradedRule> rules = RuleBook.parse(Map.of("f.feature", FEATURE)).rules();

    private final Marking marking = Marking.of(SchemeBuilder.scheme("g", "G", "a.b", "a")
            .exercise("ex01", "First", "10").exercise("ex02", "Second", "10").build(), rules);

    private static final ScenarioResult PASSED = ScenarioResult.of(Outcome.PASSED, "",
            Optional.empty());

    private ScenarioKey key(String rule, int scenario) {
        return rules.stream().filter(one -> one.id().equals(rule)).findFirst().orElseThrow()
                .scenarios().get(scenario).key();
    }

    private static ScenarioResult failed(String message) {
        return new ScenarioResult(Outcome.FAILED, "java.lang.AssertionError", message, "",
                List.of(), Optional.empty());
    }

    private RuleScore rule(Score score, String id) {
        return score.rules().stream().filter(one -> one.rule().id().equals(id)).findFirst()
                .orElseThrow();
    }

    @Test
    void aFailureThatWaitsOnABrokenRuleIsChargedToItAndNotToItsOwn() {
        Map<ScenarioKey, ScenarioResult> results = new HashMap<>();
        results.put(key("R-01", 0), failed("a man captured backwards"));
        results.put(key("R-02", 0), failed("The engine lists 14x23, a man capturing backwards:"
                + " this example waits on rule R-01 (a man captures only forwards)."));
        Score score = Score.of(marking, results, PASSED);
        assertThat(rule(score, "R-02").kept()).isTrue();
        assertThat(rule(score, "R-02").waiting()).hasSize(1);
        assertThat(rule(score, "R-02").failures()).isEmpty();
        assertThat(rule(score, "R-01").kept()).isFalse();
        assertThat(rule(score, "R-01").failures()).extracting(outcome -> outcome.scenario().key())
                .containsExactly(key("R-01", 0), key("R-02", 0));
        assertThat(score.total()).isEqualByComparingTo("10.00");
    }

    @Test
    void aRuleWhoseOwnExamplesPassIsBrokenByAnExampleThatWaitsOnIt() {
        // Men capturing backwards under the simplified rules only: the men's rule's examples
        // (classic) pass, the turn's example (simplified) fails on it and says so.
        Map<ScenarioKey, ScenarioResult> results = new HashMap<>();
        results.put(key("R-02", 0), failed("this example waits on rule R-01 (x)"));
        Score score = Score.of(marking, results, PASSED);
        assertThat(rule(score, "R-02").kept()).isTrue();
        assertThat(rule(score, "R-01").kept()).isFalse();
        assertThat(score.total()).isEqualByComparingTo("10.00");
    }

    @Test
    void aFailureNeverMovesToALaterExercisesRule() {
        Map<ScenarioKey, ScenarioResult> results = new HashMap<>();
        results.put(key("R-01", 0), failed("this example waits on rule R-02 (x)"));
        Score score = Score.of(marking, results, PASSED);
        assertThat(rule(score, "R-01").kept()).isFalse();
        assertThat(rule(score, "R-02").kept()).isTrue();
    }

    @Test
    void theLastLineNamingARuleIsTakenInEitherLanguage() {
        Map<ScenarioKey, ScenarioResult> results = new HashMap<>();
        results.put(key("R-01", 0), failed("its own fault"));
        results.put(key("R-02", 1), failed("o motor disse: este exemplo espera pela regra R-02"
                + " (x)\n... este exemplo espera pela regra R-01 (y)"));
        Score score = Score.of(marking, results, PASSED);
        assertThat(rule(score, "R-01").kept()).isFalse();
        assertThat(rule(score, "R-02").kept()).isTrue();
    }

    @Test
    void aFailureStaysWithItsRuleWhenItNamesItselfNoRuleOrOneNotGraded() {
        for (String message : List.of("wrong: this example waits on rule R-02 (itself)",
                "wrong, no rule named", "wrong: this example waits on rule X-99 (unknown)")) {
            Map<ScenarioKey, ScenarioResult> results = new HashMap<>();
            results.put(key("R-02", 0), failed(message));
            Score score = Score.of(marking, results, PASSED);
            assertThat(rule(score, "R-02").kept()).as(message).isFalse();
            assertThat(rule(score, "R-01").kept()).as(message).isTrue();
            assertThat(score.total()).as(message).isEqualByComparingTo("10.00");
        }
    }

    @Test
    void aRuleWithAnotherFailureOfItsOwnStaysBroken() {
        Map<ScenarioKey, ScenarioResult> results = new HashMap<>();
        results.put(key("R-01", 0), failed("its own fault"));
        results.put(key("R-02", 0), failed("this example waits on rule R-01 (x)"));
        results.put(key("R-02", 1), failed("its own fault"));
        Score score = Score.of(marking, results, PASSED);
        assertThat(rule(score, "R-02").kept()).isFalse();
        assertThat(rule(score, "R-02").failures()).extracting(outcome -> outcome.scenario().key())
                .containsExactly(key("R-02", 1));
        assertThat(score.total()).isEqualByComparingTo("0.00");
    }

    @Test
    void generatedDisagreementsThatOneClassMakesAreChargedOnceToTheDearestRule() {
        GeneratedExample one = new GeneratedExample("R-01", 47, List.of("4"), "legal", "a", "b",
                "en", "pt", "", 1, 1);
        GeneratedExample two = new GeneratedExample("R-02", 47, List.of("4"), "winner", "1",
                "-", "en", "pt", "", 1, 1);
        Score score = Score.of(marking, Map.of(), PASSED, List.of(one, two));
        assertThat(score.total()).as("two rules, a share each").isEqualByComparingTo("10.00");
        Score sameClass = score.withWhere(Map.of("R-01", List.of("Board"), "R-02",
                List.of("Board")));
        assertThat(rule(sameClass, "R-01").charged()).isTrue();
        assertThat(rule(sameClass, "R-02").charged()).isFalse();
        assertThat(rule(sameClass, "R-02").chargedWith()).contains("R-01");
        assertThat(sameClass.total()).as("one difference, one share").isEqualByComparingTo(
                "15.00");
        Score twoClasses = score.withWhere(Map.of("R-01", List.of("Board"), "R-02",
                List.of("Game")));
        assertThat(twoClasses.total()).as("two classes, two differences")
                .isEqualByComparingTo("10.00");
        Marking dearer = Marking.of(SchemeBuilder.scheme("g", "G", "a.b", "a")
                .exercise("ex01", "First", "10").exercise("ex02", "Second", "30").build(), rules);
        Score dearerSecond = Score.of(dearer, Map.of(), PASSED, List.of(one, two))
                .withWhere(Map.of("R-01", List.of("Board"), "R-02", List.of("Board")));
        assertThat(rule(dearerSecond, "R-02").charged()).as("the rule that loses most").isTrue();
        assertThat(rule(dearerSecond, "R-01").chargedWith()).contains("R-02");
        assertThat(dearerSecond.total()).isEqualByComparingTo("25.00");
        Score notFound = score.withWhere(Map.of("R-01", List.of(), "R-02", List.of()));
        assertThat(notFound.total()).as("no class found: nothing joined")
                .isEqualByComparingTo("10.00");
    }

    @Test
    void aPassedExampleWaitsOnNothing() {
        assertThat(WaitsOn.rule(PASSED)).isEmpty();
        assertThat(WaitsOn.rule(failed("this example waits on rule CHECKERS-05 (x)")))
                .contains("CHECKERS-05");
    }

    @Test
    void aLineThatNamesTheExamplesOwnRuleAmongTwoGoesToTheOtherOnlyWhenItFailsOnItsOwn() {
        // A win the engine missed in an example of the win's end: the line names the win's
        // rule and the example's own. Where the win's rule passes all its own examples (a win
        // missed only when the last disc fills the grid), the example is its own rule's
        // failure; where they fail too (no diagonal ever wins), it is the win's rule's.
        Map<ScenarioKey, ScenarioResult> results = new HashMap<>();
        results.put(key("R-02", 0), failed("The grid has four in a row: this example waits on"
                + " rule R-01 (four in a row wins, across) and R-02 (the win ends the game)."));
        Score score = Score.of(marking, results, PASSED);
        assertThat(rule(score, "R-02").kept()).isFalse();
        assertThat(rule(score, "R-02").waiting()).isEmpty();
        assertThat(rule(score, "R-01").kept()).isTrue();
        results.put(key("R-01", 0), failed("this example waits on rule R-00 (not graded)"));
        assertThat(rule(Score.of(marking, results, PASSED), "R-02").kept())
                .as("a wait on a rule not graded here is R-01's own failure").isTrue();
        results.put(key("R-01", 0), failed("no winner after a diagonal four"));
        Score both = Score.of(marking, results, PASSED);
        assertThat(rule(both, "R-02").kept()).isTrue();
        assertThat(rule(both, "R-01").failures()).hasSize(2);
        assertThat(WaitsOn.rules(results.get(key("R-02", 0)))).containsExactly("R-01", "R-02");
        assertThat(WaitsOn.rules(failed("x: este exemplo espera pela regra R-01 (quatro em"
                + " linha ganham) e pela R-02 (a vitória acaba o jogo).")))
                .containsExactly("R-01", "R-02");
        assertThat(WaitsOn.rules(failed("this example waits on rule R-01 (x).\nThen R-02 (y)")))
                .as("a rule on a later line is not the waits line's").containsExactly("R-01");
    }
}
