package tabuleiro.grading.model;

import java.util.Objects;

/**
 * A Rule block of the rule book as written: where it is, its rule ID, title and description.
 * Scenarios written outside any Rule make a block of their own, for which their Feature stands in.
 *
 * @param resource the feature file, as a class path resource, e.g.
 *     {@code tabuleiro/features/GAME/winning.feature}
 * @param line the line of its {@code Rule:} keyword (or {@code Feature:}), counted from 1
 * @param id the rule ID from its tag, e.g. {@code C4-09}, or {@code ?} when it has none
 * @param title its title, e.g. {@code Four in a row wins}
 * @param description its description lines, or an empty string
 * @invariant the resource is not blank and {@code line >= 1}
 */
public record RuleBlock(String resource, int line, String id, String title, String description) {

    /**
     * Checks the block.
     *
     * @throws IllegalArgumentException unless the resource is not blank and the line positive
     */
    public RuleBlock {
        Objects.requireNonNull(resource, "resource");
        Objects.requireNonNull(id, "id");
        Objects.requireNonNull(title, "title");
        Objects.requireNonNull(description, "description");
        if (resource.isBlank() || line < 1) {
            throw new IllegalArgumentException("a Rule is at a line (from 1) of a feature file,"
                    + " but this one is at line " + line + " of \"" + resource + "\"");
        }
    }

    /**
     * Names the place for messages: {@code resource:line}.
     *
     * @return the feature file and the line of the block's keyword
     */
    public String where() {
        return resource + ":" + line;
    }
}
