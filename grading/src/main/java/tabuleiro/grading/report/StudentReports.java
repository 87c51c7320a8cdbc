package tabuleiro.grading.report;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import tabuleiro.grading.Submission;

/**
 * Writes a student's reports into the submission's report folder: {@code results.json}
 * (Gradescope), {@code feedback.md}, {@code feedback.html}, {@code junit.xml} and
 * {@code classroom.json} (GitHub Classroom). Each file is
 * written whole to a temporary name and then moved into place, so a reader never sees half a
 * report.
 */
public final class StudentReports {

    /** The names of the files, in lower case. */
    public static final String RESULTS = "results.json";
    /** The Markdown feedback. */
    public static final String FEEDBACK_MD = "feedback.md";
    /** The HTML feedback. */
    public static final String FEEDBACK_HTML = "feedback.html";
    /** The JUnit XML report. */
    public static final String JUNIT = "junit.xml";
    /** The result for GitHub Classroom's autograding reporter. */
    public static final String CLASSROOM = "classroom.json";

    private StudentReports() {
    }

    /**
     * Writes the reports of a graded submission.
     *
     * @param submission the submission, for its student and time
     * @param graded what grading found
     * @param marking the marking it was graded under
     * @param folder the submission's report folder; created if needed
     * @return the graded submission with the submission's student and time
     * @throws IOException if a file cannot be written
     */
    public static GradedSubmission write(Submission submission, GradedSubmission graded,
            Marking marking, Path folder) throws IOException {
        GradedSubmission whole = graded.of(submission);
        Files.createDirectories(folder);
        atomically(folder.resolve(RESULTS), GradescopeResults.toJson(whole, marking) + "\n");
        atomically(folder.resolve(FEEDBACK_MD), new FeedbackWriter(marking).feedback(whole));
        atomically(folder.resolve(FEEDBACK_HTML), new FeedbackPage(marking).page(whole));
        atomically(folder.resolve(JUNIT), JunitXml.toXml(whole, marking));
        atomically(folder.resolve(CLASSROOM), ClassroomResult.toJson(whole, marking) + "\n");
        return whole;
    }

    /**
     * Writes a file whole, or not at all.
     *
     * @param file the file
     * @param text its text
     * @throws IOException if it cannot be written
     */
    public static void atomically(Path file, String text) throws IOException {
        Path temporary = file.resolveSibling("." + file.getFileName() + ".tmp");
        Files.writeString(temporary, text, StandardCharsets.UTF_8);
        try {
            Files.move(temporary, file, StandardCopyOption.REPLACE_EXISTING,
                    StandardCopyOption.ATOMIC_MOVE);
        } catch (AtomicMoveNotSupportedException e) {
            Files.move(temporary, file, StandardCopyOption.REPLACE_EXISTING);
        }
    }
}
