package tabuleiro.grading.model;

import java.math.BigDecimal;
import java.math.RoundingMode;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.function.UnaryOperator;

/**
 * A rule's result for one submission: kept, with all its points, when every one of its
 * scenarios passes, and broken, with none, otherwise. A rule kept on every written example
 * whose generated examples disagree loses the scheme's share of its points.
 *
 * <p>An example that fails while saying it waits on another rule ({@link WaitsOn}) is charged
 * to that rule: it does not count against its own, and the rule it names is broken by it, as by
 * an example of its own ({@link #shownBy}).
 *
 * @param rule the rule
 * @param max what it is worth
 * @param scenarios its scenarios and what happened to each
 * @param generated the first disagreement of its generated examples, or empty
 * @param share the share of {@code max} a disagreement costs, from 0 to 1
 * @param waitsOn of its failed scenarios, those charged to another rule, to that rule's ID
 * @param shownBy other rules' failed scenarios charged to this rule, which it breaks
 * @param where when the grader looked for it, the submission's classes that make the
 *     difference: each of them, put back to the reference's, makes every failure of this rule
 *     pass (empty when no one class does); empty when it did not look
 * @param chargedWith the rule whose generated charge covers this one's: the same class of the
 *     submission makes both rules' generated examples disagree, and one difference costs one
 *     share, charged to the first of them ({@link Score#withWhere}); empty otherwise
 * @invariant there is an outcome for each of the rule's scenarios
 */
public record RuleScore(GradedRule rule, BigDecimal max, List<ScenarioOutcome> scenarios,
        Optional<GeneratedExample> generated, BigDecimal share, Map<ScenarioKey, String> waitsOn,
        List<ScenarioOutcome> shownBy, Optional<List<String>> where,
        Optional<String> chargedWith) {

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
        waitsOn = Map.copyOf(waitsOn);
        shownBy = List.copyOf(shownBy);
        Objects.requireNonNull(where, "where");
        where = where.map(List::copyOf);
        Objects.requireNonNull(chargedWith, "chargedWith");
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
        this(rule, max, scenarios, Optional.empty(), BigDecimal.ZERO, Map.of(), List.of(),
                Optional.empty(), Optional.empty());
    }

    /**
     * Returns this result with its generated examples' first disagreement, if any.
     *
     * @param example the disagreement, or empty
     * @param lost the share of the points it costs
     * @return the result
     */
    public RuleScore withGenerated(Optional<GeneratedExample> example, BigDecimal lost) {
        return new RuleScore(rule, max, scenarios, example, lost, waitsOn, shownBy, where,
                chargedWith);
    }

    /**
     * Returns this result with the failures charged across rules.
     *
     * @param waiting of its failed scenarios, those charged to another rule, to its ID
     * @param shown other rules' failed scenarios charged to this one
     * @return the result
     */
    public RuleScore withWaits(Map<ScenarioKey, String> waiting, List<ScenarioOutcome> shown) {
        return new RuleScore(rule, max, scenarios, generated, share, waiting, shown, where,
                chargedWith);
    }

    /**
     * Returns this result with every outcome, its own and those that show it broken, changed the
     * same way (their texts scrubbed, say); the rest is kept.
     *
     * @param change what to do to each outcome; it keeps the outcome's scenario
     * @return the result
     */
    public RuleScore withOutcomes(UnaryOperator<ScenarioOutcome> change) {
        return new RuleScore(rule, max, scenarios.stream().map(change).toList(), generated,
                share, waitsOn, shownBy.stream().map(change).toList(), where, chargedWith);
    }

    /**
     * Returns this result with the classes found to make the difference.
     *
     * @param classes the submission's classes each of which, put back to the reference's,
     *     makes every failure of this rule pass; empty when none does
     * @return the result
     */
    public RuleScore withWhere(List<String> classes) {
        return new RuleScore(rule, max, scenarios, generated, share, waitsOn, shownBy,
                Optional.of(classes), chargedWith);
    }

    /**
     * Returns this result with its generated charge covered by another rule's: the same class
     * makes both differ, and the difference is charged once.
     *
     * @param other the rule charged
     * @return the result
     */
    public RuleScore withChargedWith(String other) {
        return new RuleScore(rule, max, scenarios, generated, share, waitsOn, shownBy, where,
                Optional.of(other));
    }

    /**
     * The rule a scenario of this rule waits on, when its failure is charged there.
     *
     * @param outcome one of this rule's outcomes
     * @return the other rule's ID, or empty when the outcome counts for this rule
     */
    public Optional<String> waitsOn(ScenarioOutcome outcome) {
        return Optional.ofNullable(waitsOn.get(outcome.scenario().key()));
    }

    /**
     * Tells whether a disagreement of generated examples costs this rule points: it is kept on
     * every written example, one of its generated examples disagreed, and no other rule's charge
     * covers it.
     *
     * @return whether the share is lost
     */
    public boolean charged() {
        return kept() && generated.isPresent() && share.signum() > 0 && chargedWith.isEmpty();
    }

    /**
     * Tells whether the rule is kept.
     *
     * @return {@code true} when every scenario passed, but for those charged to another rule,
     *     and no other rule's scenario is charged to it
     */
    public boolean kept() {
        return shownBy.isEmpty() && scenarios.stream().allMatch(outcome -> outcome.passed()
                || waitsOn.containsKey(outcome.scenario().key()));
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
     * Returns the scenarios that break this rule: its own that did not pass, but for those
     * charged to another rule, then the other rules' charged to it.
     *
     * @return the failures, its own in the rule book's order first
     */
    public List<ScenarioOutcome> failures() {
        List<ScenarioOutcome> failures = new ArrayList<>(scenarios.stream()
                .filter(outcome -> !outcome.passed()
                        && !waitsOn.containsKey(outcome.scenario().key()))
                .toList());
        failures.addAll(shownBy);
        return List.copyOf(failures);
    }

    /**
     * Returns its own scenarios that failed and are charged to another rule.
     *
     * @return those scenarios, in the rule book's order
     */
    public List<ScenarioOutcome> waiting() {
        return scenarios.stream().filter(outcome -> waitsOn.containsKey(outcome.scenario().key()))
                .toList();
    }
}
