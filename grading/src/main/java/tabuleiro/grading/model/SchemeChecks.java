package tabuleiro.grading.model;

import java.math.BigDecimal;

/**
 * The checks a scheme and its parts share, so that a bad scheme file is told what was expected
 * in one voice: {@link SchemeReader} prefixes each message with "the scheme FILE needs".
 */
final class SchemeChecks {

    private SchemeChecks() {
    }

    /**
     * Fails unless a condition holds.
     *
     * @param condition what a valid scheme satisfies
     * @param expected what a valid scheme has, worded to follow "the scheme FILE needs"
     * @throws IllegalArgumentException with {@code expected} as its message, unless the
     *     condition holds
     */
    static void require(boolean condition, String expected) {
        if (!condition) {
            throw new IllegalArgumentException(expected);
        }
    }

    /**
     * Whether an amount of points is not negative and whole cents, as the marking shares points
     * out in cents.
     *
     * @param points the amount
     * @return {@code true} when it is not negative and has at most two decimals
     */
    static boolean cents(BigDecimal points) {
        return points.signum() >= 0 && points.stripTrailingZeros().scale() <= 2;
    }
}
