package tabuleiro.grading.model;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import tabuleiro.grading.rulebook.RuleBook;

/**
 * What a generated example's disagreement costs a rule kept on every written example: the
 * scheme's share, however many of the generated games that asked it disagreed, and a stub of a
 * kept rule's exercise thrown by a generated question costs the same.
 */
class GeneratedChargeTest {

    private static final String FEATURE =
            """
            Feature: F
              @R-01 @ex01
              Rule: Scored
                Scenario: a
                  Then x
              @R-02 @ex01
              Rule: Other
                Scenario: b
                  Then x
            """;

    private final Marking marking = Marking.of(SchemeBuilder.scheme("g", "G", "a.b", "a")
            .exercise("ex01", "First", "20").build(),
            RuleBook.parse(Map.of("f.feature", FEATURE)).rules());

    private static GeneratedExample disagreeing(int games, int contradicted) {
        return new GeneratedExample("R-01", 47, List.of("4", "4"), "score", "4", "0", "en",
                "pt", "", games, contradicted);
    }

    private RuleScore scored(GeneratedExample example) {
        Score score = Score.of(marking, Map.of(), ScenarioResult.of(Outcome.PASSED, "",
                Optional.empty()), List.of(example));
        return score.rules().stream().filter(rule -> rule.rule().id().equals("R-01"))
                .findFirst().orElseThrow();
    }

    @Test
    void aFewDisagreeingGamesCostTheSchemesShare() {
        RuleScore rule = scored(disagreeing(20, 1));
        assertThat(rule.charged()).isTrue();
        assertThat(rule.score()).isEqualByComparingTo("5.00");
        assertThat(scored(disagreeing(10, 5)).score()).as("half is not most")
                .isEqualByComparingTo("5.00");
    }

    @Test
    void aRulesLossIsItsShareHoweverManyGamesShowIt() {
        // Issue 82: one broken rule costs its share whether one game shows it or every one.
        for (int contradicted = 1; contradicted <= 9; contradicted++) {
            RuleScore rule = scored(disagreeing(9, contradicted));
            assertThat(rule.charged()).isTrue();
            assertThat(rule.score()).as("%d of 9 games", contradicted)
                    .isEqualByComparingTo("5.00");
        }
        // A result stored before the counts were kept says nothing of them: the share.
        assertThat(scored(disagreeing(0, 0)).score()).isEqualByComparingTo("5.00");
    }

    @Test
    void moreDisagreeingGamesThanAskingOnesIsRefused() {
        assertThatThrownBy(() -> disagreeing(2, 3)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("3 of 2");
    }

    @Test
    void aStubThrownByAnExerciseWhoseRulesAreKeptCostsThemAsAWrongAnswerWould() {
        // The written examples answered (from a table, say), a generated question answered by
        // throwing exercise 1's stub: each kept rule of exercise 1 loses the share.
        GeneratedExample stub = new GeneratedExample(GeneratedExample.stubOf("ex01"), 47,
                List.of("4"), "score", "4", "!UnsupportedOperationException: Exercise 1:"
                        + " implement Solver.scoreOf", "en", "pt", "", 0, 0);
        Score score = Score.of(marking, Map.of(), ScenarioResult.of(Outcome.PASSED, "",
                Optional.empty()), List.of(stub));
        assertThat(score.rules()).allSatisfy(rule -> assertThat(rule.charged()).isTrue());
        assertThat(score.total()).isEqualByComparingTo("10.00");
        // Not written at all, its rules lost on the written examples: the stub costs nothing.
        Score notWritten = Score.of(marking, Map.of(), ScenarioResult.of(Outcome.FAILED, "",
                Optional.empty()), List.of(stub));
        assertThat(notWritten.rules()).noneSatisfy(rule -> assertThat(rule.charged()).isTrue());
        // Another exercise's stub leaves exercise 1's kept rules whole.
        GeneratedExample other = new GeneratedExample(GeneratedExample.stubOf("ex02"), 47,
                List.of("4"), "score", "4", "!x", "en", "pt", "", 0, 0);
        assertThat(Score.of(marking, Map.of(), ScenarioResult.of(Outcome.PASSED, "",
                Optional.empty()), List.of(other)).total()).isEqualByComparingTo("20.00");
    }
}
