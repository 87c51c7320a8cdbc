package tabuleiro.grading;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Consumer;
import tabuleiro.grading.build.CompileError;
import tabuleiro.grading.build.JavaCompilation;
import tabuleiro.grading.build.Workspace;
import tabuleiro.grading.report.GradedSubmission;
import tabuleiro.grading.report.GradedSubmission.Status;
import tabuleiro.grading.report.Marking;
import tabuleiro.grading.report.Score;
import tabuleiro.grading.report.StudentReports;
import tabuleiro.grading.rulebook.RuleBook;
import tabuleiro.grading.rulebook.ScenarioKey;
import tabuleiro.grading.run.Outcome;
import tabuleiro.grading.run.RunReport;
import tabuleiro.grading.run.RunnerClasspath;
import tabuleiro.grading.run.ScenarioResult;
import tabuleiro.grading.run.ScenarioRun;
import tabuleiro.grading.run.SpecRun;

/**
 * Grades one submission from start to end: lays its sources over the skeleton, compiles them,
 * runs the rule book against them in grading JVMs, scores the rules and writes
 * {@code results.json} and {@code feedback.md}.
 *
 * <p>Everything happens in the submission's own report folder ({@code OUT/NAME/work} holds the
 * sources, the classes and the grading JVMs' logs and output), and nothing that goes wrong with
 * one submission escapes {@link #grade}: it becomes that submission's status.
 */
public final class SubmissionGrader {

    private final Marking marking;
    private final RuleBook book;
    private final RunnerClasspath classpath;
    private final Optional<Path> skeleton;
    private final Consumer<String> instructor;
    private final Set<String> toldOfSkeleton = ConcurrentHashMap.newKeySet();

    /**
     * Prepares to grade submissions.
     *
     * @param marking the scheme and what each rule is worth
     * @param book the rule book, for the scenarios' text
     * @param classpath the grading JVMs' class path, before the submission's classes
     * @param skeleton the skeleton's sources, the base of every submission, if any
     * @param instructor where to tell the instructor about the grader's own set-up
     */
    public SubmissionGrader(Marking marking, RuleBook book, RunnerClasspath classpath,
            Optional<Path> skeleton, Consumer<String> instructor) {
        this.marking = marking;
        this.book = book;
        this.classpath = classpath;
        this.skeleton = skeleton;
        this.instructor = instructor;
    }

    /**
     * Grades a submission and writes its reports into {@code out/NAME/}.
     *
     * @param submission the submission
     * @param out the report folder of the whole class
     * @return the graded submission; an exception of the grader itself is reported as status
     *     {@link Status#GRADER_ERROR}, never thrown (an {@link Error} is thrown: see
     *     {@link #failed})
     */
    public GradedSubmission grade(Submission submission, Path out) {
        long start = System.nanoTime();
        Path folder = out.resolve(submission.name());
        GradedSubmission graded;
        try {
            Path work = folder.resolve("work");
            FileTrees.delete(work);
            graded = gradeIn(submission, work, start);
        } catch (IOException | RuntimeException e) {
            graded = failed(submission.name(), e, seconds(start));
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            graded = new GradedSubmission(submission.name(), Status.GRADER_ERROR,
                    notRun("the grader was interrupted"), List.of(),
                    List.of("the grader was interrupted"), seconds(start));
        }
        try {
            graded = StudentReports.write(submission, graded, marking, folder);
        } catch (IOException | RuntimeException e) {
            return new GradedSubmission(graded.name(), Status.GRADER_ERROR, graded.score(),
                    graded.compileErrors(), List.of("the reports could not be written: " + e),
                    graded.seconds());
        }
        return graded;
    }

    /**
     * Returns what the reports say about a submission the grader failed on: no rule is scored,
     * and the note says what went wrong.
     *
     * @param name the submission's name
     * @param failure what the grader threw
     * @param seconds how long grading took, or 0 if that is not known
     * @return the submission, with status {@link Status#GRADER_ERROR}
     */
    public GradedSubmission failed(String name, Throwable failure, double seconds) {
        return new GradedSubmission(name, Status.GRADER_ERROR, notRun("the grader failed"),
                List.of(), List.of("the grader failed: " + failure), seconds);
    }

    private GradedSubmission gradeIn(Submission submission, Path work, long start)
            throws IOException, InterruptedException {
        Workspace workspace = Workspace.lay(work.resolve("src"), skeleton, submission.sources());
        List<String> notes = new ArrayList<>(workspace.notes());
        // Every submission is laid over the same skeleton: its notes are told once.
        workspace.skeletonNotes().stream().filter(toldOfSkeleton::add)
                .forEach(note -> instructor.accept("the skeleton's " + note));
        RunnerClasspath.Split split = classpath.withoutClassesOf(workspace.skeletonClassFiles());
        if (!split.excluded().isEmpty()) {
            instructor.accept("left out of " + submission.name() + "'s class path, as they hold"
                    + " classes a submission must write itself: " + split.excluded());
        }
        Path classes = work.resolve("classes");
        List<CompileError> errors = JavaCompilation.compile(workspace, split.kept(), classes);
        if (!errors.isEmpty()) {
            return new GradedSubmission(submission.name(), Status.COMPILE_ERRORS,
                    notRun("the code did not compile"), errors, notes, seconds(start));
        }
        // The submission's classes come last, so that they cannot stand in for the runner's.
        List<Path> runClasspath = new ArrayList<>(split.kept());
        runClasspath.add(classes);
        RunReport report = SpecRun.run(work.resolve("run"), runClasspath,
                marking.scheme().rulebook(), marking.scheme().limits());
        Map<ScenarioKey, ScenarioResult> results = new HashMap<>();
        for (ScenarioRun run : report.scenarios()) {
            book.find(run.uri(), run.line())
                    .ifPresent(scenario -> results.put(scenario.key(), run.result()));
        }
        notes.addAll(report.notes());
        report.notRunReason().ifPresent(reason -> notes.add("Some scenarios did not run: "
                + reason + "."));
        ScenarioResult missing = ScenarioResult.of(Outcome.NOT_RUN,
                report.notRunReason().orElse("the grading JVM did not find this scenario"),
                Optional.empty());
        return new GradedSubmission(submission.name(), Status.GRADED,
                Score.of(marking, results, missing), List.of(), notes, seconds(start));
    }

    private Score notRun(String reason) {
        return Score.of(marking, Map.of(),
                ScenarioResult.of(Outcome.NOT_RUN, reason, Optional.empty()));
    }

    private static double seconds(long start) {
        return (System.nanoTime() - start) / 1e9;
    }
}
