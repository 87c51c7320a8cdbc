package tabuleiro.grading.report.feedback;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import tabuleiro.grading.model.FinalGrade;
import tabuleiro.grading.model.GradedSubmission;
import tabuleiro.grading.model.Marking;
import tabuleiro.grading.model.Texts;
import tabuleiro.grading.report.Markdown;
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
 * @param texts the section's own words, in the marking's language
 */
public record StyleAdvice(String heading, String summary, List<Finding> shown, int more,
        List<String> notChecked, Texts texts) {

    /** How many findings the feedback lists: enough to see the habit, not a wall of them. */
    static final int MAX_SHOWN = 20;

    /**
     * The reasons the style check gives for a file it did not check, each with the key of its
     * words in the feedback's language; group 1, if any, is the value it names (a size, a
     * time). A reason not listed (a failure of Checkstyle's own) is quoted as it came.
     */
    private static final List<Map.Entry<Pattern, String>> REASONS = List.of(
            Map.entry(Pattern.compile("Checkstyle did not finish within (.+)"),
                    "style.not.checked.time"),
            Map.entry(Pattern.compile("it is larger than (\\d+) kB"), "style.not.checked.large"),
            Map.entry(Pattern.compile("the check was interrupted"),
                    "style.not.checked.interrupted"),
            Map.entry(Pattern.compile("it is not a file"), "style.not.checked.not.file"),
            Map.entry(Pattern.compile("it cannot be read"), "style.not.checked.unreadable"),
            Map.entry(Pattern.compile("its code is nested too deeply for Checkstyle"),
                    "style.not.checked.nested"),
            Map.entry(Pattern.compile("Checkstyle ran out of memory on it"),
                    "style.not.checked.memory"),
            Map.entry(Pattern.compile("(?s)Checkstyle could not parse it \\((.*)\\)"),
                    "style.not.checked.parse"),
            Map.entry(Pattern.compile("(?s)Checkstyle failed on it \\((.*)\\)"),
                    "style.not.checked.failed"));

    /** Keeps unmodifiable copies. */
    public StyleAdvice {
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
    public static Optional<StyleAdvice> of(GradedSubmission graded, FinalGrade grade,
            Marking marking) {
        StyleReport style = graded.style();
        if (style.isEmpty()) {
            return Optional.empty();
        }
        int files = style.checked().size();
        int found = style.findings().size();
        boolean charged = grade.styleNote().isPresent();
        Texts texts = Texts.of(FeedbackTexts.class, marking.language());
        String checked = texts.text("style.files", files);
        String summary;
        if (found == 0) {
            summary = files == 0 ? texts.text("style.unchecked")
                    : texts.text("style.clean", checked);
        } else {
            summary = texts.text("style.found", found, checked) + " " + (charged
                    ? texts.text("style.cost", found, grade.styleDeduction().toString(),
                            marking.scheme().styleCharge().orElseThrow()
                                    .describe(marking.language()))
                    : texts.text("style.advice", found));
        }
        String heading = charged ? texts.text("style.heading.charged",
                grade.styleDeduction().toString()) : texts.text("style.heading.advice");
        List<Finding> shown = style.findings().stream().limit(MAX_SHOWN)
                .map(finding -> StyleWords.said(finding, marking.language())).toList();
        return Optional.of(new StyleAdvice(heading, summary, shown, found - shown.size(),
                style.notChecked().stream().map(note -> said(note, texts)).toList(), texts));
    }

    /** A file whose style was not checked, and why, in the feedback's language. */
    private static String said(NotChecked note, Texts texts) {
        for (Map.Entry<Pattern, String> known : REASONS) {
            Matcher matcher = known.getKey().matcher(note.reason());
            if (matcher.matches()) {
                return texts.text("style.not.checked", note.file(), matcher.groupCount() == 0
                        ? texts.text(known.getValue())
                        : texts.text(known.getValue(), matcher.group(1)));
            }
        }
        return texts.text("style.not.checked", note.file(), note.reason());
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
            md.line("| " + texts.text("style.column.where") + " | "
                    + texts.text("style.column.finding") + " | "
                    + texts.text("style.column.rule") + " |");
            md.line("| --- | --- | --- |");
            for (Finding finding : shown) {
                md.line("| " + Markdown.cell(finding.where()) + " | "
                        + Markdown.cell(finding.message()) + " | " + Markdown.cell(finding.rule())
                        + " |");
            }
            if (more > 0) {
                md.blank();
                md.line(texts.text("more", String.valueOf(more)));
            }
        }
        if (!notChecked.isEmpty()) {
            md.blank();
            notChecked.forEach(note -> md.line("- " + Markdown.text(note)));
        }
    }

    /**
     * Says it in a few lines of plain text, for the places that show text only (Gradescope's
     * summary): the summary, then the findings shown, one a line.
     *
     * @param limit how many findings to list
     * @return the lines
     */
    public List<String> lines(int limit) {
        List<String> lines = new ArrayList<>(List.of(heading + ": " + summary));
        shown.stream().limit(limit).map(Finding::toString).forEach(lines::add);
        int left = more + Math.max(0, shown.size() - limit);
        if (left > 0) {
            lines.add(texts.text("more", String.valueOf(left)));
        }
        lines.addAll(notChecked);
        return lines;
    }
}
