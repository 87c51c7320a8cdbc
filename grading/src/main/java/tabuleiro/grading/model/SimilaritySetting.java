package tabuleiro.grading.model;

import static tabuleiro.grading.model.SchemeChecks.require;

/**
 * How the similarity report reads a class ({@code tabuleiro.grading.similarity}): the pairs
 * whose similarity, in percent, is at least the threshold are listed in {@code report.html}.
 * A lower threshold lists more pairs to look at; {@code similarity.csv} has every pair.
 *
 * @param threshold the least similarity listed, in percent (0 to 100), or {@code null} for
 *     {@link #DEFAULT_THRESHOLD}
 * @invariant the threshold, when given, is between 0 and 100
 */
public record SimilaritySetting(Double threshold) {

    /**
     * The threshold when the scheme sets none, in percent: above every pair of independent
     * solutions the calibration found, below every copy (see {@code grading/README.md}).
     */
    public static final double DEFAULT_THRESHOLD = 50;

    /**
     * Checks the setting.
     *
     * @throws IllegalArgumentException unless the threshold, when given, is a number from 0
     *     to 100
     */
    public SimilaritySetting {
        require(threshold == null || threshold >= 0 && threshold <= 100,
                "a \"threshold\" under \"similarity\" from 0 to 100 (a percentage), but it"
                        + " is " + threshold);
    }
}
