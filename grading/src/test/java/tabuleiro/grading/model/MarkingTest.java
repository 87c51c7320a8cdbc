package tabuleiro.grading.model;

import static org.assertj.core.api.Assertions.assertThat;

import java.math.BigDecimal;
import java.util.Map;
import org.junit.jupiter.api.Test;
import tabuleiro.grading.rulebook.RuleBook;

/** Sharing an exercise's points among its rules. */
class MarkingTest {

    private static final String FEATURE =
            """
            Feature: F
              @R-01 @ex01
              Rule: One
                Scenario: a
                  Then x
              @R-02 @ex01
              Rule: Two
                Scenario: b
                  Then x
              @R-03 @ex01
              Rule: Three
                Scenario: c
                  Then x
              @R-04 @ex02
              Rule: Four
                Scenario: d
                  Then x
              @R-05 @ex09
              Rule: Unknown exercise
                Scenario: e
                  Then x
            """;

    private final Scheme scheme = SchemeBuilder.scheme("g", "G", "a.b", "a")
            .exercise("ex01", "First", "10")
            .exercise("ex02", "Second", "30")
            .exercise("ex03", "Third", "1")
            .build();
    private final Marking marking = Marking.of(scheme, RuleBook.parse(Map.of("f.feature",
            FEATURE)).rules());

    @Test
    void pointsThatDoNotDivideEvenlyGiveTheLeftoverCentsToTheFirstRules() {
        assertThat(marking.rules()).extracting(GradedRule::id)
                .containsExactly("R-01", "R-02", "R-03", "R-04");
        assertThat(marking.rules()).extracting(marking::points).extracting(BigDecimal::toString)
                .containsExactly("3.34", "3.33", "3.33", "30.00");
        assertThat(marking.max()).isEqualByComparingTo("40");
        assertThat(marking.rulesOf("ex01")).extracting(GradedRule::id)
                .containsExactly("R-01", "R-02", "R-03");
        assertThat(marking.rulesOf("ex09")).isEmpty();
    }

    @Test
    void exercisesWithoutRulesAndRulesOfUnknownExercisesAreProblems() {
        assertThat(marking.problems()).containsExactly(
                "Exercise 3 — Third has no rules in the rule book: its 1 points cannot be earned",
                "f.feature:19: R-05 Unknown exercise is tagged @ex09, which the scheme does not"
                        + " list: it is not graded");
        assertThat(marking.unlistedExercises()).containsExactly(marking.problems().get(1));
    }
}
