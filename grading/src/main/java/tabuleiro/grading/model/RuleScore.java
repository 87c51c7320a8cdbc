package tabuleiro.grading.model;

import java.math.BigDecimal;
import java.util.List;
import java.util.Objects;

/**
 * A rule's result for one submission: kept, with all its points, when every one of its
 * scenarios passes, and broken, with none, otherwise.
 *
 * @param rule the rule
 * @param max what it is worth
 * @param scenarios its scenarios and what happened to each
 * @invariant there is an outcome for each of the rule's scenarios
 */
public record RuleScore(GradedRule rule, BigDecimal max, List<ScenarioOutcome> scenarios) {

    /** Checks the parts and keeps an unmodifiable copy of the outcomes. */
    public RuleScore {
        Objects.requireNonNull(rule, "rule");
        Objects.requireNonNull(max, "max");
        scenarios = List.copyOf(scenarios);
        if (scenarios.size() != rule.scenarios().size()) {
            throw new IllegalArgumentException("a rule's score has an outcome for each of its "
                    + rule.scenarios().size() + " scenarios, but there are " + scenarios.size());
        }
    }

    /**
     * Tells whether the rule is kept.
     *
     * @return {@code true} when every scenario passed
     */
    public boolean kept() {
        return scenarios.stream().allMatch(ScenarioOutcome::passed);
    }

    /**
     * Returns the points earned.
     *
     * @return {@code max()} when kept, zero otherwise
     */
    public BigDecimal score() {
        return kept() ? max : BigDecimal.ZERO.setScale(max.scale());
    }

    /**
     * Returns the scenarios that did not pass.
     *
     * @return the failures, in the rule book's order
     */
    public List<ScenarioOutcome> failures() {
        return scenarios.stream().filter(outcome -> !outcome.passed()).toList();
    }
}
