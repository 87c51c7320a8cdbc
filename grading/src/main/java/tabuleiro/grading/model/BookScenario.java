package tabuleiro.grading.model;

import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * A scenario of the rule book as its reader sees it: the text to quote in feedback and the tags
 * that say which rule and exercise it belongs to. An example row of a Scenario Outline is a
 * scenario of its own, as Cucumber runs it.
 *
 * @param key where it is
 * @param name its name; for an example row, the outline's name and the row
 * @param background the Background steps that run before it, as written, or an empty string
 * @param text the scenario as written in the feature file, from its keyword to its last line
 *     (for an example row, the whole outline)
 * @param exampleRow for an example row, the row as written; empty otherwise
 * @param tags its tags and those it inherits from its Examples, Rule and Feature, without
 *     {@code @}
 * @param exercise the exercise tag that applies to it, or empty when it is not graded
 */
public record BookScenario(ScenarioKey key, String name, String background, String text,
        Optional<String> exampleRow, List<String> tags, Optional<String> exercise) {

    /** Checks that every part is present and keeps an unmodifiable copy of the tags. */
    public BookScenario {
        Objects.requireNonNull(key, "key");
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(background, "background");
        Objects.requireNonNull(text, "text");
        Objects.requireNonNull(exampleRow, "exampleRow");
        tags = List.copyOf(tags);
        Objects.requireNonNull(exercise, "exercise");
    }
}
