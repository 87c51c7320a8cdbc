package tabuleiro.grading.model;

import java.math.BigDecimal;
import java.math.RoundingMode;
import java.time.Duration;
import java.time.Instant;
import java.time.OffsetDateTime;
import java.time.format.DateTimeParseException;
import java.util.Objects;
import java.util.Optional;

/**
 * The scheme's late-penalty rule: a submission handed in after the deadline loses a share of the
 * points it earned for each day (or hour) it is late, counting a started day as a whole one, up
 * to a cap. A submission without a known time is not penalised.
 *
 * @param deadline the deadline, ISO 8601 with its offset, e.g. {@code 2026-12-01T23:59:00+01:00}
 * @param percent the share of the earned points lost per day or hour late, in percent
 * @param per {@code day} or {@code hour}
 * @param capPercent the most that lateness can cost, in percent of the earned points
 * @invariant the deadline is a time with an offset, {@code per} is {@code day} or {@code hour},
 *     and {@code 0 <= percent}, {@code 0 <= capPercent <= 100}
 */
public record LatePenalty(String deadline, BigDecimal percent, String per,
        BigDecimal capPercent) {

    private static final BigDecimal HUNDRED = BigDecimal.valueOf(100);

    /**
     * Checks the rule.
     *
     * @throws IllegalArgumentException unless the deadline has an offset, {@code per} is
     *     {@code day} or {@code hour}, and the percentages are between 0 and 100
     */
    public LatePenalty {
        Objects.requireNonNull(deadline, "a \"deadline\" for the late penalty");
        try {
            OffsetDateTime.parse(deadline);
        } catch (DateTimeParseException e) {
            throw new IllegalArgumentException("a late-penalty \"deadline\" such as"
                    + " 2026-12-01T23:59:00+01:00 (with its offset from UTC), but it is "
                    + deadline, e);
        }
        if (percent == null || percent.signum() < 0 || percent.compareTo(HUNDRED) > 0) {
            throw new IllegalArgumentException("a late-penalty \"percent\" between 0 and 100,"
                    + " but it is " + percent);
        }
        if (!"day".equals(per) && !"hour".equals(per)) {
            throw new IllegalArgumentException("a late-penalty \"per\" that is \"day\" or"
                    + " \"hour\", but it is " + per);
        }
        if (capPercent == null || capPercent.signum() < 0 || capPercent.compareTo(HUNDRED) > 0) {
            throw new IllegalArgumentException("a late-penalty \"capPercent\" between 0 and 100,"
                    + " but it is " + capPercent);
        }
    }

    /**
     * Returns the deadline as an instant.
     *
     * @return the deadline
     */
    public Instant due() {
        return OffsetDateTime.parse(deadline).toInstant();
    }

    /**
     * Tells how late a submission is.
     *
     * @param submittedAt when it was handed in, if known
     * @return how long after the deadline, or empty when it is on time or its time is unknown
     */
    public Optional<Duration> lateness(Optional<Instant> submittedAt) {
        return submittedAt.map(time -> Duration.between(due(), time))
                .filter(late -> late.compareTo(Duration.ZERO) > 0);
    }

    /**
     * Counts the days or hours late, a started one counting whole.
     *
     * @param late how long after the deadline
     * @return the number of days or hours
     */
    public long units(Duration late) {
        Duration unit = "day".equals(per) ? Duration.ofDays(1) : Duration.ofHours(1);
        long whole = late.dividedBy(unit);
        return late.equals(unit.multipliedBy(whole)) ? whole : whole + 1;
    }

    /**
     * Returns the share of the points that lateness costs.
     *
     * @param submittedAt when it was handed in, if known
     * @return the percentage lost, from 0 to {@code capPercent}
     */
    public BigDecimal percentLost(Optional<Instant> submittedAt) {
        return lateness(submittedAt).map(late -> percent.multiply(BigDecimal.valueOf(units(late)))
                .min(capPercent)).orElse(BigDecimal.ZERO);
    }

    /**
     * Returns the points that lateness costs.
     *
     * @param earned the points earned by the rules
     * @param submittedAt when it was handed in, if known
     * @return the points lost, to the cent, never more than {@code earned}
     */
    public BigDecimal deduction(BigDecimal earned, Optional<Instant> submittedAt) {
        return earned.multiply(percentLost(submittedAt)).divide(HUNDRED, 2, RoundingMode.HALF_UP);
    }
}
