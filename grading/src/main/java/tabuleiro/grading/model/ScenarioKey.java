package tabuleiro.grading.model;

import java.util.Objects;

/**
 * Where a scenario is in the rule book: its feature file, as a class path resource, and the line
 * of its {@code Scenario:} keyword, or of its row in an {@code Examples:} table. Cucumber names a
 * scenario's source the same way, which is how a result is matched to the text it came from.
 *
 * @param resource the feature file, e.g. {@code tabuleiro/features/GAME/grid.feature}
 * @param line the line, counted from 1
 * @invariant {@code resource} is not blank and {@code line >= 1}
 */
public record ScenarioKey(String resource, int line) {

    /**
     * Checks the key.
     *
     * @throws IllegalArgumentException unless the resource is not blank and the line positive
     */
    public ScenarioKey {
        Objects.requireNonNull(resource, "resource");
        if (resource.isBlank() || line < 1) {
            throw new IllegalArgumentException("a scenario is at a line (from 1) of a feature"
                    + " file, but this one is at line " + line + " of \"" + resource + "\"");
        }
    }

    /**
     * Names the place for people: the file name and the line, {@code grid.feature:12}.
     *
     * @return the file name and the line
     */
    public String where() {
        return resource.substring(resource.lastIndexOf('/') + 1) + ":" + line;
    }
}
