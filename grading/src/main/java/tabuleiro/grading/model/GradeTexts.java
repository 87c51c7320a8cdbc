package tabuleiro.grading.model;

import java.util.ListResourceBundle;

/** What a grade says about lateness and style, in English; {@link GradeTexts_pt} in Portuguese. */
public class GradeTexts extends ListResourceBundle {

    /**
     * The texts by key.
     *
     * @return pairs of key and {@code MessageFormat} pattern
     */
    @Override
    protected Object[][] getContents() {
        return new Object[][] {
            {"style.note", "Style: {0,choice,1#1 Checkstyle finding|1<{0} Checkstyle findings}"
                        + " in your files cost {1} points ({2}{3})."},
            {"style.capped", "; no more than the points earned"},
            {"late.note", "Handed in {0} after the deadline: {1}% of the points earned taken off"
                        + " ({2} points)."},
            {"late.days", "{0,choice,1#1 day|1<{0} days}"},
            {"late.hours", "{0,number,#} h"},
            {"late.minutes", "{0,number,#} min"},
            {"charge.rate", "{0} a finding"},
            {"charge.cap.all", ", at most {0} in all"},
            {"charge.category", "; {0}: {1} a finding"},
            {"charge.cap", ", at most {0}"},
            {"before.late", "{0} before the late penalty"},
            {"before.style", "{0} before the style charge"},
            {"before.both", "{0} before the late penalty and the style charge"},
            {"exercise.label", "Exercise {0} — {1}"},
        };
    }
}
