package tabuleiro.grading.model;

import java.math.BigDecimal;
import java.time.Duration;
import java.util.Optional;

/**
 * A submission's grade: the points its rules earned, less the late penalty, less what its style
 * findings cost when the scheme charges for style. It is the one place the grade is computed:
 * every surface that shows a submission's grade (the console, {@code summary.md},
 * {@code summary.csv}, {@code moodle-grades.csv}, {@code report.html}, the feedback,
 * {@code results.json}, {@code junit.xml}, {@code classroom50.json}, {@code prairielearn.json})
 * shows {@link #points()}, and one that also shows the points before the penalties says so
 * beside them ({@link #beforePenalties()}).
 *
 * @param earned the points of the kept rules
 * @param max the most points there are
 * @param deduction the points lateness costs (zero when on time)
 * @param percentLost the share of {@code earned} that lateness costs, in percent
 * @param late how long after the deadline it was handed in, or empty when on time or unknown
 * @param styleDeduction the points the style findings cost (zero when the scheme does not
 *     charge for style): the scheme's charge, but never more than what the late penalty left
 * @param styleNote what the style findings cost and why, when they cost anything
 * @param language the language of the notes, the marking's
 */
public record FinalGrade(BigDecimal earned, BigDecimal max, BigDecimal deduction,
        BigDecimal percentLost, Optional<Duration> late, BigDecimal styleDeduction,
        Optional<String> styleNote, Language language) {

    /**
     * Grades a submission under a marking.
     *
     * @param graded the graded submission
     * @param marking the marking, for its late-penalty rule and its style charge
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
        BigDecimal style = BigDecimal.ZERO.setScale(2);
        Optional<String> styleNote = Optional.empty();
        Optional<StyleCharge> charge = marking.scheme().styleCharge();
        int findings = graded.style().findings().size();
        if (charge.isPresent() && findings > 0) {
            BigDecimal charged = charge.get().charge(graded.style().countByCategory());
            // Style costs points the rules earned, never a grade below zero.
            BigDecimal left = earned.subtract(deduction).max(BigDecimal.ZERO);
            style = charged.min(left).setScale(2);
            Texts texts = Texts.of(GradeTexts.class, marking.language());
            styleNote = Optional.of(texts.text("style.note", findings, style.toString(),
                    charge.get().describe(marking.language()), charged.compareTo(left) > 0
                            ? texts.text("style.capped") : ""));
        }
        return new FinalGrade(earned, graded.score().max(), deduction, percent, late, style,
                styleNote, marking.language());
    }

    /**
     * Returns the grade.
     *
     * @return the earned points less the late penalty and the style deduction
     */
    public BigDecimal points() {
        return earned.subtract(deduction).subtract(styleDeduction);
    }

    /**
     * Tells whether a penalty (lateness, style) took points off the points earned.
     *
     * @return true when {@link #points()} is below {@link #earned()}
     */
    public boolean penalised() {
        return deduction.signum() > 0 || styleDeduction.signum() > 0;
    }

    /**
     * Says what the grade was before the penalties, for a surface that shows both.
     *
     * @return e.g. "90.00 before the late penalty", or empty when no penalty took points off
     */
    public Optional<String> beforePenalties() {
        if (!penalised()) {
            return Optional.empty();
        }
        String key = deduction.signum() > 0 && styleDeduction.signum() > 0 ? "before.both"
                : deduction.signum() > 0 ? "before.late" : "before.style";
        return Optional.of(Texts.of(GradeTexts.class, language).text(key,
                earned.toPlainString()));
    }

    /**
     * Says how late the submission was and what that cost, for people.
     *
     * @return e.g. "Handed in 1 day 3 h after the deadline: 20% of the points earned
     *     taken off (2.50 points).", or empty when on time
     */
    public Optional<String> lateNote() {
        Texts texts = Texts.of(GradeTexts.class, language);
        return late.map(duration -> texts.text("late.note", readable(duration, texts),
                percentLost.stripTrailingZeros().toPlainString(), deduction.toString()));
    }

    private static String readable(Duration duration, Texts texts) {
        long days = duration.toDays();
        int hours = duration.toHoursPart();
        int minutes = duration.toMinutesPart();
        StringBuilder text = new StringBuilder();
        if (days > 0) {
            text.append(texts.text("late.days", days));
        }
        if (hours > 0) {
            text.append(text.isEmpty() ? "" : " ").append(texts.text("late.hours", hours));
        }
        if (minutes > 0 || text.isEmpty()) {
            text.append(text.isEmpty() ? "" : " ").append(texts.text("late.minutes",
                    Math.max(1, minutes)));
        }
        return text.toString();
    }
}
