package tabuleiro.grading.rulebook;

import java.util.List;
import java.util.Objects;

/**
 * A grading unit: a Rule block of the rule book (or the part of it that one exercise makes
 * pass), kept when every one of its scenarios passes and broken otherwise.
 *
 * @param id the rule's ID, from its tag, e.g. {@code C4-09}
 * @param title the Rule's title, e.g. {@code Four in a row wins}
 * @param description the Rule's description lines, or an empty string
 * @param exercise the exercise that makes it pass, e.g. {@code ex03}
 * @param scenarios its scenarios, in the order of the rule book
 * @param name a name unique in the rule book: the ID and the title, and the exercise when the
 *     Rule is shared between exercises
 * @invariant there is at least one scenario, and each has {@code exercise} as its exercise
 */
public record GradedRule(String id, String title, String description, String exercise,
        List<BookScenario> scenarios, String name) {

    /**
     * Checks the rule and keeps an unmodifiable copy of its scenarios.
     *
     * @throws IllegalArgumentException unless it has a scenario and they all belong to its
     *     exercise
     */
    public GradedRule {
        Objects.requireNonNull(id, "id");
        Objects.requireNonNull(title, "title");
        Objects.requireNonNull(description, "description");
        Objects.requireNonNull(name, "name");
        scenarios = List.copyOf(scenarios);
        if (scenarios.isEmpty() || !scenarios.stream()
                .allMatch(scenario -> scenario.exercise().filter(exercise::equals).isPresent())) {
            throw new IllegalArgumentException("a graded rule has scenarios, all of exercise "
                    + exercise + ", but " + id + " has " + scenarios);
        }
    }
}
