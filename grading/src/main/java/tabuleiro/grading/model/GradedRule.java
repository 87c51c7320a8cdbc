package tabuleiro.grading.model;

import java.util.List;
import java.util.Objects;

/**
 * A grading unit: a Rule block of the rule book (or the part of it that one exercise makes
 * pass), kept when every one of its scenarios passes and broken otherwise.
 *
 * @param block the Rule block it comes from
 * @param exercise the exercise that makes it pass, e.g. {@code ex03}
 * @param scenarios its scenarios, in the order of the rule book
 * @param name a name unique in the rule book: the ID and the title, and the exercise when the
 *     Rule is shared between exercises
 * @invariant there is at least one scenario, and each has {@code exercise} as its exercise
 */
public record GradedRule(RuleBlock block, String exercise, List<BookScenario> scenarios,
        String name) {

    /**
     * Checks the rule and keeps an unmodifiable copy of its scenarios.
     *
     * @throws IllegalArgumentException unless it has a scenario and they all belong to its
     *     exercise
     */
    public GradedRule {
        Objects.requireNonNull(block, "block");
        Objects.requireNonNull(name, "name");
        scenarios = List.copyOf(scenarios);
        if (scenarios.isEmpty() || !scenarios.stream()
                .allMatch(scenario -> scenario.exercise().filter(exercise::equals).isPresent())) {
            throw new IllegalArgumentException("a graded rule has scenarios, all of exercise "
                    + exercise + ", but " + block.id() + " has " + scenarios);
        }
    }

    /**
     * Returns the rule's ID.
     *
     * @return the ID from its Rule's tag, e.g. {@code C4-09}
     */
    public String id() {
        return block.id();
    }

    /**
     * Returns the rule's title.
     *
     * @return its Rule's title, e.g. {@code Four in a row wins}
     */
    public String title() {
        return block.title();
    }

    /**
     * Returns the rule's description.
     *
     * @return its Rule's description lines, or an empty string
     */
    public String description() {
        return block.description();
    }
}
