package tabuleiro.grading.report.platform;

import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;
import tabuleiro.grading.model.FinalGrade;
import tabuleiro.grading.model.GradedSubmission;
import tabuleiro.grading.model.Marking;
import tabuleiro.grading.model.Texts;
import tabuleiro.grading.report.CsvRows;
import tabuleiro.grading.report.feedback.FeedbackTexts;

/**
 * The class's grades as a CSV file that Moodle's gradebook imports ("Import grades from CSV"):
 * one line per submission with identifier columns and, for the grade item, a
 * {@code <item> (Real)} column with the grade and a {@code <item> (Feedback)} column with a
 * short account. In Moodle's import, map "Moodle user id" to {@code userid} (the number in the
 * folder names of Moodle's "download all submissions"), and the two item columns to the
 * assignment's grade item: Moodle asks for the grade and its feedback to be imported together.
 * The feedback column is a short account; the whole feedback reaches the student as a feedback
 * file, from {@link MoodleFeedbackZip}'s upload written beside this file.
 */
public final class MoodleCsv {

    /** The file's name, in lower case. */
    public static final String FILE = "moodle-grades.csv";

    private MoodleCsv() {
    }

    /**
     * Builds the CSV text.
     *
     * @param marking the marking every submission was graded under
     * @param submissions the graded submissions
     * @return the CSV, with a header line and CRLF line ends
     */
    public static String csv(Marking marking, List<GradedSubmission> submissions) {
        String item = marking.scheme().title();
        MoodleFeedbackZip.Plan files = MoodleFeedbackZip.plan(submissions);
        StringBuilder csv = new StringBuilder(CsvRows.row(List.of("Full name",
                "Moodle user id", "Submission", item + " (Real)", item + " (Feedback)")));
        for (GradedSubmission graded : submissions) {
            FinalGrade grade = FinalGrade.of(graded, marking);
            csv.append(CsvRows.row(List.of(graded.student().fullName(),
                    graded.student().moodleId().orElse(""), graded.name(),
                    grade.points(),
                    feedback(graded, grade, marking, files.holds(graded.name())))));
        }
        return csv.toString();
    }

    /**
     * One paragraph: the score (after the penalties, with the points before them beside it),
     * the broken rules by ID and title, the late penalty, and, for a
     * student whose page is in {@link MoodleFeedbackZip#FILE}, where to read it in Moodle. A
     * student who is not in the zip is told of no file, since Moodle will not show them one.
     */
    private static String feedback(GradedSubmission graded, FinalGrade grade, Marking marking,
            boolean inZip) {
        Texts texts = Texts.of(FeedbackTexts.class, marking.language());
        List<String> parts = new ArrayList<>();
        parts.add(texts.text("moodle.score", grade.points().toString(), grade.max().toString()
                + grade.beforePenalties().map(before -> " (" + before + ")").orElse(""),
                String.valueOf(graded.score().kept()),
                String.valueOf(graded.score().rules().size())));
        if (graded.status() == GradedSubmission.Status.COMPILE_ERRORS) {
            parts.add(texts.text("moodle.not.compiled"));
        } else if (graded.status() == GradedSubmission.Status.GRADER_ERROR) {
            parts.add(texts.text("moodle.grader.error"));
        } else if (graded.status() == GradedSubmission.Status.REFUSED) {
            parts.add(texts.text("moodle.refused", graded.refusal().orElse("")));
        }
        String broken = graded.score().rules().stream().filter(rule -> !rule.kept())
                .map(rule -> rule.rule().id() + " " + rule.rule().title()
                        + (marking.hidden(rule.rule()) ? " " + texts.text("hidden") : ""))
                .collect(Collectors.joining("; "));
        if (!broken.isEmpty() && graded.status() == GradedSubmission.Status.GRADED) {
            parts.add(texts.text("moodle.broken", broken));
        }
        grade.lateNote().ifPresent(parts::add);
        if (inZip) {
            parts.add(texts.text("moodle.in.zip"));
        }
        return String.join(" ", parts);
    }
}
