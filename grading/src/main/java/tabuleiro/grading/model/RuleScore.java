package tabuleiro.grading.model;

import java.math.BigDecimal;
import java.math.RoundingMode;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * A rule's result for one submission: kept, with all its points, when every one of its
 * scenarios passes, and broken, with none, otherwise. A rule kept on every written example
 * whose generated examples disagree (issue 47) loses the scheme's share of its points.
 *
 * @param rule the rule
 * @param max what it is worth
 * @param scenarios its scenarios and what happened to each
 * @param generated the first disagreement of its generated examples, or empty
 * @param share the share of {@code max} a disagreement costs, from 0 to 1
 * @invariant there is an outcome for each of the rule's scenarios
 */
public record RuleScore(GradedRule rule, BigDecimal max, List<ScenarioOutcome> scenarios,
        Optional<GeneratedExample> generated, BigDecimal share) {

    /** Checks the parts and keeps an unmodifiable copy of the outcomes. */
    public RuleScore {
        Objects.requireNonNull(rule, "rule");
        Objects.requireNonNull(max, "max");
        Objects.requireNonNull(generated, "generated");
        Objects.requireNonNull(share, "share");
        if (share.signum() < 0 || share.compareTo(BigDecimal.ONE) > 0) {
            throw new IllegalArgumentException("a share is from 0 to 1, but it is " + share);
        }
        scenarios = List.copyOf(scenarios);
        if (scenarios.size() != rule.scenarios().size()) {
            throw new IllegalArgumentException("a rule's score has an outcome for each of its "
                    + rule.scenarios().size() + " scenarios, but there are " + scenarios.size());
        }
    }

    /**
     * A rule's result without generated examples.
     *
     * @param rule the rule
     * @param max what it is worth
     * @param scenarios its scenarios and what happened to each
     */
    public RuleScore(GradedRule rule, BigDecimal max, List<ScenarioOutcome> scenarios) {
        this(rule, max, scenarios, Optional.empty(), BigDecimal.ZERO);
    }

    /**
     * Returns this result with its generated examples' first disagreement, if any.
     *
     * @param example the disagreement, or empty
     * @param lost the share of the points it costs
     * @return the result
     */
    public RuleScore withGenerated(Optional<GeneratedExample> example, BigDecimal lost) {
        return new RuleScore(rule, max, scenarios, example, lost);
    }

    /**
     * Tells whether a disagreement of generated examples costs this rule points: it is kept on
     * every written example, and one of its generated examples disagreed.
     *
     * @return whether the share is lost
     */
    public boolean charged() {
        return kept() && generated.isPresent() && share.signum() > 0;
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
     * @return {@code max()} when kept, less the share when {@link #charged()}; zero otherwise
     */
    public BigDecimal score() {
        if (!kept()) {
            return BigDecimal.ZERO.setScale(max.scale());
        }
        return charged() ? max.subtract(max.multiply(share)).setScale(max.scale(),
                RoundingMode.HALF_UP) : max;
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
