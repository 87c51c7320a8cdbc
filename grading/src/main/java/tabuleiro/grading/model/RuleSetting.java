package tabuleiro.grading.model;

import static tabuleiro.grading.model.SchemeChecks.require;

import java.math.BigDecimal;
import java.util.Optional;

/**
 * What a scheme says of one rule of an exercise: points of its own instead of an even
 * share, and whether it is hidden.
 *
 * <p>A hidden rule is run and scored like any other, but no output for students (the
 * feedback, {@code results.json}, the JUnit XML) shows its scenarios, steps or values: only
 * its ID, its title and whether it was kept. The instructor's class reports show it whole.
 *
 * @param id the rule ID, as its Rule's tag in the rule book, e.g. {@code C4-09}
 * @param points its points, with at most two decimals, or {@code null} for an even share of
 *     what the exercise's named points leave ({@link #ownPoints()} wraps it)
 * @param hidden whether its scenarios are kept from students
 * @invariant the id is not blank and the points, when given, are not negative and whole
 *     cents
 */
public record RuleSetting(String id, BigDecimal points, boolean hidden) {

    /**
     * Checks the setting.
     *
     * @throws IllegalArgumentException unless the id is not blank and the points, when
     *     given, are not negative and whole cents
     */
    public RuleSetting {
        require(id != null && !id.isBlank(), "an \"id\" for each entry of \"rules\","
                + " such as C4-09");
        require(points == null || points.signum() >= 0 && points.stripTrailingZeros()
                .scale() <= 2, "\"points\" for rule " + id + " that are not negative,"
                + " with at most two decimals, but they are " + points);
    }

    /**
     * Returns the rule's own points.
     *
     * @return the points, or empty when it shares what is left
     */
    public Optional<BigDecimal> ownPoints() {
        return Optional.ofNullable(points);
    }
}
