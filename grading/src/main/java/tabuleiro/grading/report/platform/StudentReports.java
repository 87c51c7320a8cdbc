package tabuleiro.grading.report.platform;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.Callable;
import tabuleiro.grading.model.BookScenario;
import tabuleiro.grading.model.FileTrees;
import tabuleiro.grading.model.FinalGrade;
import tabuleiro.grading.model.GradedSubmission;
import tabuleiro.grading.model.Marking;
import tabuleiro.grading.model.Submission;
import tabuleiro.grading.model.Texts;
import tabuleiro.grading.report.feedback.FeedbackPage;
import tabuleiro.grading.report.feedback.FeedbackTexts;
import tabuleiro.grading.report.feedback.FeedbackWriter;
import tabuleiro.grading.report.feedback.MachinePaths;
import tabuleiro.grading.report.feedback.StyleAdvice;

/**
 * Writes a student's reports into the submission's report folder: {@code results.json}
 * (Gradescope), {@code feedback.md}, {@code feedback.html}, {@code junit.xml} and
 * {@code classroom50.json} (Classroom 50) and {@code prairielearn.json} (PrairieLearn). Each
 * file is
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
    /** The grading part of Classroom 50's {@code result.json}. */
    public static final String CLASSROOM50 = "classroom50.json";
    /** PrairieLearn's external grading results. */
    public static final String PRAIRIELEARN = "prairielearn.json";

    /** Every report {@link #write} writes, in its order. */
    static final List<String> REPORTS = List.of(RESULTS, FEEDBACK_MD, FEEDBACK_HTML, JUNIT,
            CLASSROOM50, PRAIRIELEARN);

    /** How many style findings {@code results.json} lists; the feedback pages list more. */
    static final int MAX_STYLE_LINES = 10;

    private StudentReports() {
    }

    /**
     * Writes the reports of a graded submission.
     *
     * @param submission the submission, for its student and time
     * @param graded what grading found
     * @param marking the marking it was graded under
     * @param folder the submission's report folder; created if needed
     * @return the graded submission with the submission's student and time, and a note naming
     *     each report that could not be written (the others are written all the same)
     * @throws IOException if the folder cannot be made
     */
    public static GradedSubmission write(Submission submission, GradedSubmission graded,
            Marking marking, Path folder) throws IOException {
        GradedSubmission whole = graded.of(submission);
        GradedSubmission shown = forStudent(whole, marking);
        Files.createDirectories(folder);
        Map<String, Callable<String>> reports = new LinkedHashMap<>();
        reports.put(RESULTS, () -> GradescopeResults.toJson(withStyleNotes(shown, marking),
                marking) + "\n");
        reports.put(FEEDBACK_MD, () -> new FeedbackWriter(marking).feedback(shown));
        reports.put(FEEDBACK_HTML, () -> new FeedbackPage(marking).page(shown));
        reports.put(JUNIT, () -> JunitXml.toXml(shown, marking));
        reports.put(CLASSROOM50, () -> Classroom50Result.toJson(shown, marking) + "\n");
        reports.put(PRAIRIELEARN, () -> PrairieLearnResults.toJson(shown, marking) + "\n");
        List<String> unwritten = new ArrayList<>();
        for (Map.Entry<String, Callable<String>> report : reports.entrySet()) {
            Path file = folder.resolve(report.getKey());
            try {
                atomically(file, report.getValue().call());
            } catch (Exception e) {
                // A report that cannot be made or written costs that report, not the grade:
                // the others are written, the result is kept, and the class report and the
                // console say which file is missing. An older copy must not stand in for it.
                removeQuietly(file);
                removeQuietly(file.resolveSibling("." + file.getFileName() + ".tmp"));
                unwritten.add(report.getKey() + " (" + e + ")");
            }
        }
        if (unwritten.isEmpty()) {
            return whole;
        }
        List<String> notes = new ArrayList<>(whole.notes());
        notes.add(Texts.of(FeedbackTexts.class, marking.language()).text("note.unwritten",
                String.join("; ", unwritten)));
        return new GradedSubmission(whole.name(), whole.status(), whole.score(),
                whole.compileErrors(), notes, whole.seconds(), whole.student(),
                whole.submittedAt(), whole.style());
    }

    /** Removes a file if it can: what stands in a report's place is the grader's to clear. */
    private static void removeQuietly(Path file) {
        try {
            Files.deleteIfExists(file);
        } catch (IOException e) {
            // A folder in its place, say: the report stays missing, and is said to be.
        }
    }

    /**
     * Returns the reports {@link #write} writes that a submission's folder does not hold: those
     * it could not write.
     *
     * @param folder the submission's report folder
     * @return the missing reports' names, in the order they are written
     */
    public static List<String> unwritten(Path folder) {
        return REPORTS.stream().filter(name -> !Files.isRegularFile(folder.resolve(name)))
                .toList();
    }

    /**
     * Returns what a student may read of a result: no path of the grader's machine
     * ({@link MachinePaths}), and a note that names a scenario of a hidden rule (a timeout,
     * say) withheld, as the scenario itself is.
     *
     * @param whole the graded submission
     * @param marking the marking, for the hidden rules
     * @return the submission with paths scrubbed and such notes replaced by a plain one
     */
    public static GradedSubmission forStudent(GradedSubmission whole, Marking marking) {
        GradedSubmission graded = MachinePaths.scrub(whole);
        List<String> hidden = marking.rules().stream().filter(marking::hidden)
                .flatMap(rule -> rule.scenarios().stream()).map(BookScenario::name).toList();
        if (hidden.isEmpty()) {
            return graded;
        }
        String withheld = Texts.of(FeedbackTexts.class, marking.language())
                .text("note.withheld");
        List<String> notes = graded.notes().stream().map(note -> hidden.stream()
                .anyMatch(note::contains) ? withheld : note).toList();
        return new GradedSubmission(graded.name(), graded.status(), graded.score(),
                graded.compileErrors(), notes, graded.seconds(), graded.student(),
                graded.submittedAt(), graded.style());
    }

    /**
     * Returns a result whose notes end with its style section, as lines of text: Gradescope
     * shows a summary text and the tests, so the style findings, and what they cost, are told
     * among the notes that its summary lists.
     *
     * @param graded the graded submission
     * @param marking the marking, for what style costs
     * @return the submission with the style section among its notes, if there is one
     */
    static GradedSubmission withStyleNotes(GradedSubmission graded, Marking marking) {
        Optional<StyleAdvice> style = StyleAdvice.of(graded, FinalGrade.of(graded, marking),
                marking);
        if (style.isEmpty()) {
            return graded;
        }
        List<String> notes = new ArrayList<>(graded.notes());
        notes.addAll(style.get().lines(MAX_STYLE_LINES));
        return new GradedSubmission(graded.name(), graded.status(), graded.score(),
                graded.compileErrors(), notes, graded.seconds(), graded.student(),
                graded.submittedAt(), graded.style());
    }

    /**
     * Writes a file whole, or not at all.
     *
     * @param file the file
     * @param text its text
     * @throws IOException if it cannot be written
     */
    public static void atomically(Path file, String text) throws IOException {
        FileTrees.writeAtomically(file, partial -> Files.writeString(partial, text,
                StandardCharsets.UTF_8));
    }
}
