package tabuleiro.grading.model;

import static tabuleiro.grading.model.SchemeChecks.cents;
import static tabuleiro.grading.model.SchemeChecks.require;

import java.math.BigDecimal;

/**
 * A style category's own rate or cap.
 *
 * @param pointsPerFinding what a finding of the category costs, or {@code null} for the
 *     style charge's rate
 * @param cap the most the category's findings may cost, or {@code null} for no limit of
 *     its own
 * @invariant the points given are not negative and whole cents
 */
public record CategoryCharge(BigDecimal pointsPerFinding, BigDecimal cap) {

    /**
     * Checks the rate and cap.
     *
     * @throws IllegalArgumentException unless the points given are not negative and whole
     *     cents
     */
    public CategoryCharge {
        require(pointsPerFinding == null || cents(pointsPerFinding), "a style category's"
                + " \"pointsPerFinding\" that is not negative, with at most two decimals, but"
                + " it is " + pointsPerFinding);
        require(cap == null || cents(cap), "a style category's \"cap\" that is not"
                + " negative, with at most two decimals, but it is " + cap);
    }
}
