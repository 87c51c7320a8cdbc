package tabuleiro.grading.report;

import java.math.BigDecimal;
import java.time.Duration;
import java.util.Optional;
import tabuleiro.grading.LatePenalty;

/**
 * A submission's grade: the points its rules earned, less the late penalty.
 *
 * @param earned the points of the kept rules
 * @param max the most points there are
 * @param deduction the points lateness costs (zero when on time)
 * @param percentLost the share of {@code earned} that lateness costs, in percent
 * @param late how long after the deadline it was handed in, or empty when on time or unknown
 */
public record FinalGrade(BigDecimal earned, BigDecimal max, BigDecimal deduction,
        BigDecimal percentLost, Optional<Duration> late) {

    /**
     * Grades a submission under a marking.
     *
     * @param graded the graded submission
     * @param marking the marking, for its late-penalty rule
     * @return the grade
     */
    public static FinalGrade of(GradedSubmission graded, Marking marking) {
        BigDecimal earned = graded.score().total();
        Optional<LatePenalty> rule = marking.latePenalty();
        BigDecimal deduction = rule.map(r -> r.deduction(earned, graded.submittedAt()))
                .orElse(BigDecimal.ZERO.setScale(2));
        BigDecimal percent = rule.map(r -> r.percentLost(graded.submittedAt()))
                .orElse(BigDecimal.ZERO);
        Optional<Duration> late = rule.flatMap(r -> r.lateness(graded.submittedAt()));
        return new FinalGrade(earned, graded.score().max(), deduction, percent, late);
    }

    /**
     * Returns the grade.
     *
     * @return the earned points less the deduction
     */
    public BigDecimal points() {
        return earned.subtract(deduction);
    }

    /**
     * Says how late the submission was and what that cost, for people.
     *
     * @return e.g. "Handed in 1 day 3 h after the deadline: 20% of the points earned
     *     taken off (2.50 points).", or empty when on time
     */
    public Optional<String> lateNote() {
        return late.map(duration -> "Handed in " + readable(duration) + " after the deadline: "
                + percentLost.stripTrailingZeros().toPlainString() + "% of the points earned"
                + " taken off (" + deduction + " points).");
    }

    private static String readable(Duration duration) {
        long days = duration.toDays();
        int hours = duration.toHoursPart();
        int minutes = duration.toMinutesPart();
        StringBuilder text = new StringBuilder();
        if (days > 0) {
            text.append(days).append(days == 1 ? " day" : " days");
        }
        if (hours > 0) {
            text.append(text.isEmpty() ? "" : " ").append(hours).append(" h");
        }
        if (minutes > 0 || text.isEmpty()) {
            text.append(text.isEmpty() ? "" : " ").append(Math.max(1, minutes)).append(" min");
        }
        return text.toString();
    }
}
