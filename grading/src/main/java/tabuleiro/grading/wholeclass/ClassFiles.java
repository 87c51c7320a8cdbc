package tabuleiro.grading.wholeclass;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import tabuleiro.grading.model.GradedSubmission;
import tabuleiro.grading.model.Marking;
import tabuleiro.grading.model.PhaseTimes;
import tabuleiro.grading.model.Scheme;
import tabuleiro.grading.model.Submission;
import tabuleiro.grading.model.Texts;
import tabuleiro.grading.report.platform.MoodleFeedbackZip;
import tabuleiro.grading.report.wholeclass.ClassOnRuleBook;
import tabuleiro.grading.report.wholeclass.ClassSummary;
import tabuleiro.grading.report.wholeclass.ClassTexts;
import tabuleiro.grading.report.wholeclass.SimilarityReport;
import tabuleiro.grading.report.wholeclass.TimingsCsv;

/**
 * The class's files, written from its graded submissions: {@code timings.csv},
 * {@code summary.csv}, {@code summary.md}, {@code moodle-grades.csv}, {@code report.html},
 * {@code rulebook.html} and {@code rulebook/} (the class on the rule book: the rule book site
 * with the class's results on each rule's page), for a
 * class from Moodle's download {@code moodle-feedback.zip}, and with similarity asked for its
 * section and pages. {@code grade} writes them from the submissions it graded, {@code grade
 * merge} from the shards' stored results: the same code, so a class graded in shards and merged
 * gets the same files as one graded in one run.
 */
final class ClassFiles {

    private final Marking marking;
    private final Scheme scheme;
    private final Optional<Path> skeleton;
    private final boolean single;
    private final PrintWriter console;
    private final PrintWriter err;
    private Optional<String> platform = Optional.empty();

    /**
     * Prepares to write a class's files.
     *
     * @param marking the marking every submission was graded under
     * @param scheme the scheme, speaking the language of the reports
     * @param skeleton the skeleton's sources, similarity's base code, if any
     * @param single whether each submission was read as one student's ({@code --single}): an
     *     autograder's run, whose log Moodle's notes would only fill
     * @param console where the paths of the files go
     * @param err where notes and errors go
     */
    ClassFiles(Marking marking, Scheme scheme, Optional<Path> skeleton, boolean single,
            PrintWriter console, PrintWriter err) {
        this.marking = Objects.requireNonNull(marking, "marking");
        this.scheme = Objects.requireNonNull(scheme, "scheme");
        this.skeleton = Objects.requireNonNull(skeleton, "skeleton");
        this.single = single;
        this.console = Objects.requireNonNull(console, "console");
        this.err = Objects.requireNonNull(err, "err");
    }

    /**
     * Says, in place of the report folder, what a platform shows: its script (Gradescope's
     * autograder, Classroom 50's runner) grades in a temporary folder that it deletes when it
     * ends, so the folder would name nothing the instructor can open.
     *
     * @param name the platform's name, one {@link #PLATFORMS} holds
     * @return these files, for that platform's script
     */
    ClassFiles shownBy(String name) {
        platform = Optional.of(name);
        return this;
    }

    /** The platforms whose scripts grade in a folder they delete, as --platform names them. */
    static final List<String> PLATFORMS = List.of("gradescope", "classroom50");

    /**
     * Writes the class's files into its report folder, where each submission's own reports
     * already are (the Moodle upload takes their {@code feedback.html}).
     *
     * @param out the class's report folder
     * @param graded the graded submissions, in the class's order
     * @param times where the time went, for the submissions graded in this run
     * @param compared the submissions to compare with JPlag, when similarity is asked for
     * @return the exit status: 0, or 1 when the grader failed on a submission or the
     *     similarity analysis failed (the grades are written all the same)
     * @throws IOException if a file cannot be written
     */
    int write(Path out, List<GradedSubmission> graded, List<PhaseTimes> times,
            Optional<List<Submission>> compared) throws IOException {
        // Which class the folder holds, so that a later run adds to it or regrades in it.
        ClassRecord.of(scheme, graded.stream().map(GradedSubmission::name).toList()).write(out);
        TimingsCsv.write(out, inClassOrder(times, graded));
        // The class's grades are written before similarity runs: whatever JPlag makes of a
        // submission, the grades stand, and the files are written again with its section.
        new ClassOnRuleBook(marking, graded).write(out);
        ClassSummary classSummary = new ClassSummary(marking, graded);
        Path summary = classSummary.write(out);
        MoodleFeedbackZip.Written feedbackFiles = MoodleFeedbackZip.write(out, graded);
        Texts texts = Texts.of(ClassTexts.class, scheme.defaultLanguage());
        boolean similarityFailed = false;
        if (compared.isPresent()) {
            Optional<SimilarityReport> similar = similarity(compared.get(), out);
            if (similar.isPresent()) {
                classSummary.write(out, similar);
                console.println(similar.get().headline());
            } else {
                similarityFailed = true;
            }
        }
        // An autograder grades one submission and hands its reports on itself: Moodle's
        // upload means nothing there, and saying so would only fill its log.
        if (!single || feedbackFiles.zip().isPresent()) {
            feedbackFiles.notes().forEach(note -> err.println("note: " + note));
        }
        console.println(platform.map(name -> texts.text("console.platform." + name))
                .orElseGet(() -> texts.text("console.report", summary.toString())));
        // A platform's run hands its reports on itself, and deletes the folder the zip is in.
        feedbackFiles.zip().filter(zip -> platform.isEmpty()).ifPresent(zip -> console.println(
                texts.text("console.moodle", zip.toString(), feedbackFiles.students())));
        console.flush();
        long notGraded = graded.stream().filter(g -> g.status()
                == GradedSubmission.Status.GRADER_ERROR).count();
        if (notGraded > 0) {
            // The grader's own failures (a full disk among them) are no grade: say so last.
            err.println("error: the grader failed on " + notGraded + " of " + graded.size()
                    + " submissions (their notes say why; summary.csv lists them as not"
                    + " graded): regrade them by running grade again once that is fixed");
            err.flush();
        }
        return similarityFailed || notGraded > 0 ? 1 : 0;
    }

    /**
     * The phase times in the class's order, whatever order the submissions ended in, so that
     * the file is the same however the class was graded (at once, or in shards).
     */
    static List<PhaseTimes> inClassOrder(List<PhaseTimes> times,
            List<GradedSubmission> graded) {
        Map<String, Integer> place = new HashMap<>();
        for (int i = 0; i < graded.size(); i++) {
            place.put(graded.get(i).name(), i);
        }
        List<PhaseTimes> ordered = new ArrayList<>(times);
        ordered.sort((a, b) -> Integer.compare(place.getOrDefault(a.submission(),
                Integer.MAX_VALUE), place.getOrDefault(b.submission(), Integer.MAX_VALUE)));
        return ordered;
    }

    /**
     * Compares the class with JPlag, after its grades are written. A submission JPlag cannot
     * read is left out by the analysis with a note naming it; anything else that stops the
     * comparison is the grader's failure, told on the error stream, and costs the class its
     * similarity section, never its grades.
     *
     * @return the report, or empty when the comparison failed
     */
    private Optional<SimilarityReport> similarity(List<Submission> submissions, Path out) {
        try {
            return Optional.of(SimilarityCommand.compare(scheme, skeleton, submissions, out,
                    err));
        } catch (IOException | RuntimeException | StackOverflowError e) {
            err.println("error: the similarity analysis failed (" + e + "); the grades are"
                    + " written, without similarity");
            err.flush();
            return Optional.empty();
        }
    }
}
