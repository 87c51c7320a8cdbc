package tabuleiro.grading;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Consumer;
import tabuleiro.grading.build.JavaCompilation;
import tabuleiro.grading.build.PublicApi;
import tabuleiro.grading.build.Workspace;
import tabuleiro.grading.report.GradedSubmission;
import tabuleiro.grading.report.GradedSubmission.Status;
import tabuleiro.grading.report.Marking;
import tabuleiro.grading.report.Score;
import tabuleiro.grading.report.StudentReports;
import tabuleiro.grading.rulebook.RuleBook;
import tabuleiro.grading.rulebook.ScenarioKey;
import tabuleiro.grading.run.Isolation;
import tabuleiro.grading.run.Outcome;
import tabuleiro.grading.run.RunReport;
import tabuleiro.grading.run.RunnerClasspath;
import tabuleiro.grading.run.ScenarioResult;
import tabuleiro.grading.run.ScenarioRun;
import tabuleiro.grading.run.SharedClasses;
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

    /** The folder of the class's report folder that keeps what the grader reuses. */
    public static final String CACHE = ".cache";

    /** How many of a submission's structural differences its notes list. */
    private static final int MAX_STRUCTURE_NOTES = 20;

    private final Marking marking;
    private final RuleBook book;
    private final RunnerClasspath classpath;
    private final Optional<Path> skeleton;
    private final Consumer<String> instructor;
    private final Isolation isolation;
    private final Set<String> toldOfSkeleton = ConcurrentHashMap.newKeySet();
    private final Set<Path> toldOfExcluded = ConcurrentHashMap.newKeySet();
    /** The skeleton's public face, once read; empty when there is no skeleton to compare. */
    private Optional<PublicApi> skeletonApi;
    /** The class data archive of the grading JVMs, once made; empty when none could be. */
    private Optional<Path> sharedClasses;

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
        this(marking, book, classpath, skeleton, instructor, Isolation.none());
    }

    /**
     * Prepares to grade submissions in grading JVMs shut in as the isolation says.
     *
     * @param marking the scheme and what each rule is worth
     * @param book the rule book, for the scenarios' text
     * @param classpath the grading JVMs' class path, before the submission's classes
     * @param skeleton the skeleton's sources, the base of every submission, if any
     * @param instructor where to tell the instructor about the grader's own set-up
     * @param isolation the process sandbox and limits of the grading JVMs
     */
    public SubmissionGrader(Marking marking, RuleBook book, RunnerClasspath classpath,
            Optional<Path> skeleton, Consumer<String> instructor, Isolation isolation) {
        this.marking = marking;
        this.book = book;
        this.classpath = classpath;
        this.skeleton = skeleton;
        this.instructor = instructor;
        this.isolation = Objects.requireNonNull(isolation, "isolation");
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
        Workspace workspace = Workspace.lay(work.resolve("src"), skeleton, submission,
                marking.scheme().enginePackage());
        List<String> notes = new ArrayList<>(workspace.notes());
        // Every submission is laid over the same skeleton: its notes are told once.
        workspace.skeletonNotes().stream().filter(toldOfSkeleton::add)
                .forEach(note -> instructor.accept("the skeleton's " + note));
        RunnerClasspath.Split split = classpath.withoutClassesOf(workspace.skeletonClassFiles());
        // The same jars are left out for every submission (the reference always): told once.
        List<Path> untold = split.excluded().stream().filter(toldOfExcluded::add).toList();
        if (!untold.isEmpty()) {
            instructor.accept("left out of the grading JVMs' class path, as they hold classes a"
                    + " submission must write itself: " + untold);
        }
        Path classes = work.resolve("classes");
        JavaCompilation.Result compiled = JavaCompilation.run(workspace, split.kept(),
                Optional.of(classes), marking.scheme().enginePackage());
        if (!compiled.errors().isEmpty()) {
            return new GradedSubmission(submission.name(), Status.COMPILE_ERRORS,
                    notRun("the code did not compile"), compiled.errors(), notes,
                    seconds(start));
        }
        notes.addAll(structure(compiled.api(), split.kept()));
        // The submission's classes come last, so that they cannot stand in for the runner's.
        List<Path> runClasspath = new ArrayList<>(split.kept());
        runClasspath.add(classes);
        RunReport report = SpecRun.run(work.resolve("run"), runClasspath, Optional.of(classes),
                marking.scheme().rulebook(), marking.scheme().limits(), isolation,
                sharedClasses(work.getParent().getParent().resolve(CACHE), split.kept()));
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

    /**
     * The structural check: what the submission lacks of the skeleton's public classes and
     * signatures. It costs nothing by itself: the rule book calls those members, so the
     * scenarios that need a missing one fail, and only their rules are lost.
     */
    private List<String> structure(PublicApi submitted, List<Path> compileClasspath)
            throws IOException {
        Optional<PublicApi> expected = skeletonApi(compileClasspath);
        if (expected.isEmpty()) {
            return List.of();
        }
        List<String> missing = submitted.missingFrom(expected.get());
        if (missing.isEmpty()) {
            return List.of();
        }
        List<String> notes = new ArrayList<>();
        missing.stream().limit(MAX_STRUCTURE_NOTES).map(line -> "Structural check: " + line
                + ".").forEach(notes::add);
        if (missing.size() > MAX_STRUCTURE_NOTES) {
            notes.add("Structural check: and " + (missing.size() - MAX_STRUCTURE_NOTES)
                    + " more.");
        }
        notes.add("The rule book calls the skeleton's public classes, methods and fields as the"
                + " skeleton declares them, so the scenarios that need a missing or changed one"
                + " fail; the rest are graded as usual.");
        return notes;
    }

    /** The class data archive of the grading JVMs' own classes, made once (see SharedClasses). */
    private synchronized Optional<Path> sharedClasses(Path cache, List<Path> runnerClasspath)
            throws InterruptedException {
        if (sharedClasses == null) {
            sharedClasses = SharedClasses.make(cache, runnerClasspath,
                    marking.scheme().rulebook(), marking.scheme().limits());
        }
        return sharedClasses;
    }

    /** The skeleton's public face, read once, by analysing the skeleton's sources alone. */
    private synchronized Optional<PublicApi> skeletonApi(List<Path> compileClasspath)
            throws IOException {
        if (skeletonApi == null) {
            if (skeleton.isEmpty()) {
                skeletonApi = Optional.empty();
            } else {
                Path folder = Files.createTempDirectory("tabuleiro-skeleton");
                try {
                    Workspace alone = Workspace.lay(folder.resolve("src"), skeleton,
                            folder.resolve("no-submission"), marking.scheme().enginePackage());
                    JavaCompilation.Result result = JavaCompilation.run(alone, compileClasspath,
                            Optional.empty(), marking.scheme().enginePackage());
                    if (!result.errors().isEmpty()) {
                        instructor.accept("the skeleton does not compile, so submissions are"
                                + " not checked against its public classes: "
                                + result.errors().get(0));
                    }
                    skeletonApi = result.errors().isEmpty() ? Optional.of(result.api())
                            : Optional.empty();
                } finally {
                    FileTrees.delete(folder);
                }
            }
        }
        return skeletonApi;
    }

    private Score notRun(String reason) {
        return Score.of(marking, Map.of(),
                ScenarioResult.of(Outcome.NOT_RUN, reason, Optional.empty()));
    }

    private static double seconds(long start) {
        return (System.nanoTime() - start) / 1e9;
    }
}
