package tabuleiro.grading.report;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import tabuleiro.grading.model.FinalGrade;
import tabuleiro.grading.model.GradedSubmission;
import tabuleiro.grading.model.Marking;
import tabuleiro.grading.style.Finding;
import tabuleiro.grading.style.NotChecked;
import tabuleiro.grading.style.StyleReport;

/**
 * What a student's feedback says of the style of their files: a short section with the first
 * findings (file and line, message, rule), how many more there are, and the files that could not
 * be checked; advice, unless the scheme charges for style, and then what the findings cost.
 *
 * @param heading the section's heading: {@code Style (advice)}, or {@code Style} with what it
 *     cost
 * @param summary a sentence on what was found and what it costs
 * @param shown the first findings, at most {@link #MAX_SHOWN}
 * @param more how many findings there are besides those shown
 * @param notChecked the files not checked, one sentence each
 */
record StyleAdvice(String heading, String summary, List<Finding> shown, int more,
        List<String> notChecked) {

    /** How many findings the feedback lists: enough to see the habit, not a wall of them. */
    static final int MAX_SHOWN = 20;

    /** Keeps unmodifiable copies. */
    StyleAdvice {
        shown = List.copyOf(shown);
        notChecked = List.copyOf(notChecked);
    }

    /**
     * Gathers what the feedback says of a submission's style.
     *
     * @param graded the graded submission
     * @param grade its grade, for what the findings cost
     * @param marking the marking, for the scheme's style charge
     * @return the section, or empty when there is nothing to say: no file of the student's was
     *     checked (none handed in, or the code did not compile)
     */
    static Optional<StyleAdvice> of(GradedSubmission graded, FinalGrade grade,
            Marking marking) {
        StyleReport style = graded.style();
        if (style.isEmpty()) {
            return Optional.empty();
        }
        int files = style.checked().size();
        int found = style.findings().size();
        boolean charged = grade.styleNote().isPresent();
        String checked = files + " file" + (files == 1 ? "" : "s") + " of yours";
        String summary;
        if (found == 0) {
            summary = files == 0 ? "Your files could not be checked."
                    : "Checkstyle finds nothing to improve in the " + checked + " it checked,"
                            + " with the course's style rules.";
        } else {
            summary = "Checkstyle finds " + found + " thing" + (found == 1 ? "" : "s")
                    + " to improve in the " + checked + " it checked, with the course's style"
                    + " rules. " + (charged ? (found == 1 ? "It costs " : "They cost ")
                    + grade.styleDeduction() + " points (" + marking.scheme().styleCharge()
                    .orElseThrow().describe() + ")." : (found == 1 ? "It costs" : "They cost")
                    + " no points: this is advice.");
        }
        String heading = charged ? "Style: −" + grade.styleDeduction() + " points"
                : "Style (advice)";
        List<Finding> shown = style.findings().stream().limit(MAX_SHOWN).toList();
        return Optional.of(new StyleAdvice(heading, summary, shown, found - shown.size(),
                style.notChecked().stream().map(NotChecked::toString).toList()));
    }

    /**
     * Writes the section in Markdown.
     *
     * @param md where to write it
     */
    void markdown(Markdown md) {
        md.blank();
        md.line("## " + heading);
        md.blank();
        md.line(summary);
        if (!shown.isEmpty()) {
            md.blank();
            md.line("| Where | Finding | Rule |");
            md.line("| --- | --- | --- |");
            for (Finding finding : shown) {
                md.line("| " + Markdown.cell(finding.where()) + " | "
                        + Markdown.cell(finding.message()) + " | " + Markdown.cell(finding.rule())
                        + " |");
            }
            if (more > 0) {
                md.blank();
                md.line("And " + more + " more.");
            }
        }
        if (!notChecked.isEmpty()) {
            md.blank();
            notChecked.forEach(note -> md.line("- " + note));
        }
    }

    /**
     * Says it in a few lines of plain text, for the places that show text only (Gradescope's
     * summary): the summary, then the findings shown, one a line.
     *
     * @param limit how many findings to list
     * @return the lines
     */
    List<String> lines(int limit) {
        List<String> lines = new ArrayList<>(List.of(heading + ": " + summary));
        shown.stream().limit(limit).map(Finding::toString).forEach(lines::add);
        int left = more + Math.max(0, shown.size() - limit);
        if (left > 0) {
            lines.add("And " + left + " more.");
        }
        lines.addAll(notChecked);
        return lines;
    }
}
