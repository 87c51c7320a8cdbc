package tabuleiro.grading.grade;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import tabuleiro.grading.child.compiler.PublicApi;
import tabuleiro.grading.model.FileTrees;
import tabuleiro.grading.model.GeneratedExample;
import tabuleiro.grading.model.GradedSubmission;
import tabuleiro.grading.model.GradedSubmission.Status;
import tabuleiro.grading.model.Marking;
import tabuleiro.grading.model.Outcome;
import tabuleiro.grading.model.PhaseTimes;
import tabuleiro.grading.model.ScenarioKey;
import tabuleiro.grading.model.ScenarioResult;
import tabuleiro.grading.model.Score;
import tabuleiro.grading.model.Submission;
import tabuleiro.grading.model.Texts;
import tabuleiro.grading.oracle.GeneratedGames;
import tabuleiro.grading.report.feedback.ExerciseMethods;
import tabuleiro.grading.report.feedback.FeedbackTexts;
import tabuleiro.grading.report.platform.StudentReports;
import tabuleiro.grading.sandbox.CompilerJvm;
import tabuleiro.grading.sandbox.Isolation;
import tabuleiro.grading.sandbox.MachineCache;
import tabuleiro.grading.sandbox.ProbeQuestions;
import tabuleiro.grading.sandbox.RuleBookJars;
import tabuleiro.grading.sandbox.RuleBookPackages;
import tabuleiro.grading.sandbox.RunReport;
import tabuleiro.grading.sandbox.RunRequest;
import tabuleiro.grading.sandbox.RunnerClasspath;
import tabuleiro.grading.sandbox.ScenarioRun;
import tabuleiro.grading.sandbox.SpecRun;
import tabuleiro.grading.style.StyleReport;
import tabuleiro.grading.workspace.JavaCompilation;
import tabuleiro.grading.workspace.Workspace;

/**
 * Grades one submission from start to end: lays its sources over the skeleton, compiles them in
 * the compiler JVM, runs the visible rules against them in grading JVMs, then the hidden rules in
 * JVMs of their own, checks the style of the student's files in the compiler JVM, scores the
 * rules and writes the reports.
 *
 * <p>What is the same for every submission of the class (the skeleton's public face, the compiler
 * JVMs, the rule book's jars) is a {@link ClassPreparation}, made before the first submission.
 * The sources and classes of each submission are in a folder of the grader's own, named by
 * number (no student's file name reaches a class path), under the preparation's temporary
 * folder. The grading JVMs' command lines, output and verified progress logs go
 * to the submission's report folder ({@code OUT/NAME/work}), which no grading JVM can reach.
 * Nothing that goes wrong with one submission escapes {@link #grade}: it becomes that
 * submission's status.
 */
public final class SubmissionGrader {

    /** How many of a submission's structural differences its notes list. */
    private static final int MAX_STRUCTURE_NOTES = 20;

    /**
     * What a note says when the grader failed on its own resources (its disk, its report
     * folder) or on itself: the submission is not at fault, and grading it again once the
     * grader is mended gives its grade. A result with this status is never stored, so the next
     * {@code grade} run grades it again by itself.
     */
    public static final String REGRADE = "this is the grader's failure, not the submission's:"
            + " regrade it (run grade again) once the grader's problem is fixed";

    private final ClassPreparation prepared;
    private final Marking marking;
    private final Isolation isolation;
    /**
     * The jars left out of the grading JVMs' class path that the instructor has been told of:
     * without a skeleton, each submission's own classes decide which.
     */
    private final Set<Path> toldOfExcluded = ConcurrentHashMap.newKeySet();
    private final AtomicInteger submissions = new AtomicInteger();
    /** Where each submission graded by this grader spent its time, in the order they ended. */
    private final List<PhaseTimes> phaseTimes = Collections.synchronizedList(new ArrayList<>());

    /**
     * Makes a grader of a class's submissions.
     *
     * @param prepared what is the same for every submission of the class
     */
    public SubmissionGrader(ClassPreparation prepared) {
        this.prepared = Objects.requireNonNull(prepared, "prepared");
        this.marking = prepared.marking();
        this.isolation = prepared.isolation();
        // The preparation told the instructor of the jars that hold the skeleton's classes.
        toldOfExcluded.addAll(prepared.split().excluded());
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
        Laps laps = new Laps();
        try {
            Path work = folder.resolve("work");
            FileTrees.delete(work);
            graded = gradeIn(submission, work, start, laps);
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
                    graded.compileErrors(), List.of("the reports could not be written: " + e,
                            REGRADE), graded.seconds());
        } finally {
            laps.lap(Phase.REPORTS);
            phaseTimes.add(laps.of(submission.name()));
        }
        return graded;
    }

    /**
     * Writes the reports of a submission refused before grading (a hand-in that could not be
     * read, or no Java file at all): nothing is compiled or run, no rule is scored, and every
     * report says it was refused and why, so that its 0 is never taken for a graded 0.
     *
     * @param submission the submission
     * @param why why it was refused, in the marking's language
     * @param out the report folder of the whole class
     * @return the submission, with status {@link Status#REFUSED} (or
     *     {@link Status#GRADER_ERROR} when its reports cannot be written)
     */
    public GradedSubmission refused(Submission submission, String why, Path out) {
        Laps laps = new Laps();
        try {
            return refusedIn(submission, why, out);
        } finally {
            // Only its reports took time, and timings.csv lists it like any other.
            laps.lap(Phase.REPORTS);
            phaseTimes.add(laps.of(submission.name()));
        }
    }

    private GradedSubmission refusedIn(Submission submission, String why, Path out) {
        List<String> notes = new ArrayList<>();
        notes.add(why);
        notes.addAll(submission.notes());
        GradedSubmission refused = new GradedSubmission(submission.name(), Status.REFUSED,
                notRun(why), List.of(), notes, 0, submission.student(),
                submission.submittedAt());
        try {
            Path folder = out.resolve(submission.name());
            FileTrees.delete(folder.resolve("work"));
            return StudentReports.write(submission, refused, marking, folder);
        } catch (IOException | RuntimeException e) {
            return new GradedSubmission(submission.name(), Status.GRADER_ERROR, refused.score(),
                    List.of(), List.of("the reports could not be written: " + e, REGRADE), 0);
        }
    }

    /**
     * Where the time of each submission this grader graded went, phase by phase.
     *
     * @return the submissions' times, in the order their grading ended
     */
    public List<PhaseTimes> phaseTimes() {
        synchronized (phaseTimes) {
            return List.copyOf(phaseTimes);
        }
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
                List.of(), List.of("the grader failed: " + failure, REGRADE), seconds);
    }

    private GradedSubmission gradeIn(Submission submission, Path work, long start,
            Laps laps) throws IOException, InterruptedException {
        Path base = prepared.temporary()
                .resolve(String.format("%05d", submissions.incrementAndGet()));
        try {
            return gradeIn(submission, work, base, start, laps);
        } finally {
            FileTrees.delete(base);
        }
    }

    private GradedSubmission gradeIn(Submission submission, Path work, Path base,
            long start, Laps laps) throws IOException, InterruptedException {
        Workspace workspace = Workspace.lay(base.resolve("src"), prepared.skeleton(), submission,
                marking.scheme().enginePackage());
        final List<String> notes = new ArrayList<>(workspace.notes());
        // With a skeleton, this is the class's split; without one, the submission's own.
        RunnerClasspath.Split split = prepared.classpath()
                .withoutClassesOf(workspace.skeletonClassFiles());
        List<Path> untold = split.excluded().stream().filter(toldOfExcluded::add).toList();
        if (!untold.isEmpty()) {
            prepared.instructor().accept("left out of the grading JVMs' class path, as they"
                    + " hold classes a submission must write itself: " + untold);
        }
        final Optional<PublicApi> expected = prepared.skeletonApi();
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(
                marking.scheme().limits().submissionSeconds());
        Path classes = base.resolve("classes");
        laps.lap(Phase.PREPARE);
        JavaCompilation.Result compiled = compile(workspace, split.kept(), Optional.of(classes),
                deadline);
        laps.lap(Phase.COMPILE);
        Optional<String> graderFailure = JavaCompilation.graderFailure(compiled.errors());
        if (graderFailure.isPresent()) {
            // The grader's disk failed the compiler: the code is not at fault, and no rule
            // was checked.
            List<String> told = new ArrayList<>(notes);
            told.add(REGRADE + " (the compiler could not write the classes: "
                    + graderFailure.get() + ")");
            return new GradedSubmission(submission.name(), Status.GRADER_ERROR,
                    notRun("the grader failed"), List.of(), told, seconds(start));
        }
        if (!compiled.errors().isEmpty()) {
            return new GradedSubmission(submission.name(), Status.COMPILE_ERRORS,
                    notRun("the code did not compile"), compiled.errors(), notes,
                    seconds(start));
        }
        notes.addAll(structure(compiled.api(), expected, texts()));
        RuleBookJars rulebook = prepared.jars();
        Map<ScenarioKey, ScenarioResult> results = new HashMap<>();
        // The class's games, which the oracle played once for every submission: its grading
        // JVM is sent their moves.
        Optional<GeneratedExamples> generated = prepared.generated();
        Optional<GeneratedGames.Script> script = generated.map(GeneratedExamples::script);
        ProbeQuestions questions = script.map(played -> generated.get().questions(played))
                .orElse(ProbeQuestions.NONE);
        RunReport visible = run(without(rulebook.classpath(), split.excluded()),
                rulebook.visibleFeatures(), classes, work.resolve("run"),
                base.resolve("scratch"), deadline, questions);
        laps.lap(Phase.VISIBLE);
        take(visible, results);
        notes.addAll(visible.notes());
        visible.notRunReason().ifPresent(reason -> notes.add(texts().text("note.not.run",
                reason)));
        Optional<String> notRun = visible.notRunReason();
        // The time students see stops here: a submission can tell it runs a hidden scenario,
        // and what it plays there, so any time measured in a hidden JVM could carry it out.
        final double seconds = seconds(start);
        if (!rulebook.hiddenFeatures().isEmpty()) {
            // After the visible rules, in JVMs of their own: nothing a hidden scenario leaves
            // behind can reach a visible rule's feedback, and what they say goes to the
            // instructor only.
            RunReport hidden = run(without(rulebook.classpath(), split.excluded()),
                    rulebook.hiddenFeatures(), classes, work.resolve("hidden"),
                    base.resolve("scratch-hidden"), deadline, ProbeQuestions.NONE);
            take(hidden, results);
            List<String> told = new ArrayList<>(hidden.notes());
            hidden.notRunReason().ifPresent(reason -> told.add("hidden scenarios did not run: "
                    + reason));
            told.forEach(note -> prepared.instructor().accept(submission.name()
                    + " (hidden rules): " + note));
            notRun = notRun.or(() -> hidden.notRunReason().map(reason -> "the grader could"
                    + " not run it"));
        }
        laps.lap(Phase.HIDDEN);
        ScenarioResult missing = ScenarioResult.of(Outcome.NOT_RUN,
                notRun.orElse("the grading JVM did not find this scenario"), Optional.empty());
        List<GeneratedExample> disagreements = script.isEmpty() ? List.of()
                : generated.get().compare(script.get(), visible.answers());
        Score score = Score.of(marking, results, missing, disagreements);
        if (generated.isPresent() && script.isPresent() && visible.notRunReason().isEmpty()) {
            // After the student's time, as the hidden rules: the grader's own look for where.
            score = score.withWhere(whereTheDifferenceIs(score, workspace, classes, base,
                    without(rulebook.classpath(), split.excluded()), rulebook, generated.get(),
                    script.get()));
        }
        laps.lap(Phase.HIDDEN);
        StyleReport style = style(workspace, split.kept());
        laps.lap(Phase.STYLE);
        return new GradedSubmission(submission.name(), Status.GRADED, score, List.of(), notes,
                seconds).withStyle(style);
    }

    /**
     * The student's own sources that differ from the skeleton's: a file handed in as the kit
     * gave it is the skeleton's code, not a place a difference can be the student's.
     */
    private Set<String> changed(Workspace workspace) throws IOException {
        Set<String> changed = new TreeSet<>();
        for (String file : JavaCompilation.studentFiles(workspace)) {
            Optional<Path> original = prepared.skeleton().map(skeleton -> skeleton.resolve(file));
            if (original.isEmpty() || !Files.isRegularFile(original.get())
                    || Files.mismatch(original.get(), workspace.root().resolve(file)) != -1) {
                changed.add(file);
            }
        }
        return changed;
    }

    /**
     * For each visible rule the submission lost, the classes of its own that make the
     * difference: each put back to the reference's in turn, the rule's failures asked again
     * ({@link ClassSwap}). The runs' logs and messages stay in the grader's scratch folder and
     * are deleted: only which examples passed is read.
     */
    private Map<String, List<String>> whereTheDifferenceIs(Score score, Workspace workspace,
            Path classes, Path base, List<Path> classpath, RuleBookJars rulebook,
            GeneratedExamples generated, GeneratedGames.Script script)
            throws IOException, InterruptedException {
        String enginePackage = marking.scheme().enginePackage();
        Path scratch = base.resolve("where");
        long submission = TimeUnit.SECONDS.toNanos(marking.scheme().limits().submissionSeconds());
        try {
            return ClassSwap.where(score, marking, rulebook.visibleFeatures(), classes,
                    enginePackage, ClassSwap.order(score, enginePackage, changed(workspace),
                            number -> ExerciseMethods.of(enginePackage, number)),
                    name -> generated.referenceClassFiles(name.contains(".")
                            ? enginePackage + "." + name.substring(0, name.lastIndexOf('.'))
                            : enginePackage, name.substring(name.lastIndexOf('.') + 1)),
                    scratch, (copy, features, askGenerated, name) -> {
                        long deadline = System.nanoTime() + submission;
                        RunReport report = run(classpath, features, copy,
                                scratch.resolve("logs-" + name), scratch.resolve("run-" + name),
                                deadline, askGenerated ? generated.questions(script)
                                        : ProbeQuestions.NONE);
                        Map<ScenarioKey, ScenarioResult> found = new HashMap<>();
                        take(report, found);
                        return new ClassSwap.Ran(found, askGenerated
                                ? generated.compare(script, report.answers()) : List.of());
                    });
        } finally {
            FileTrees.delete(scratch);
        }
    }

    /** The phases of a submission's grading, in the order of {@link PhaseTimes#PHASES}. */
    private enum Phase {
        PREPARE, COMPILE, VISIBLE, HIDDEN, STYLE, REPORTS
    }

    /** A stopwatch that gives each phase the time since the previous phase ended. */
    private static final class Laps {

        private final double[] seconds = new double[Phase.values().length];
        private long last = System.nanoTime();

        void lap(Phase phase) {
            long now = System.nanoTime();
            seconds[phase.ordinal()] += (now - last) / 1e9;
            last = now;
        }

        PhaseTimes of(String submission) {
            return new PhaseTimes(submission, seconds[0], seconds[1], seconds[2], seconds[3],
                    seconds[4], seconds[5]);
        }
    }

    /**
     * Checks the style of the student's own files (those the submission changed or added) in a
     * compiler JVM, after the rules and outside the submission's time.
     */
    private StyleReport style(Workspace workspace, List<Path> compileClasspath)
            throws IOException, InterruptedException {
        List<String> files = List.copyOf(JavaCompilation.studentFiles(workspace));
        CompilerJvm.Pool pool = prepared.compilers();
        CompilerJvm compiler = pool.borrow();
        try {
            return compiler.style(workspace.root(), files, compileClasspath,
                    CompilerJvm.STYLE_SECONDS)
                    .renamed(file -> workspace.describe(workspace.root().resolve(file)));
        } finally {
            pool.giveBack(compiler);
        }
    }

    /** Compiles a workspace in a compiler JVM, within the submission's time. */
    private JavaCompilation.Result compile(Workspace workspace, List<Path> compileClasspath,
            Optional<Path> classes, long deadline) throws IOException, InterruptedException {
        long left = TimeUnit.NANOSECONDS.toSeconds(deadline - System.nanoTime());
        long seconds = Math.max(1, Math.min(CompilerJvm.MAX_SECONDS, left));
        return prepared.compile(workspace, compileClasspath, classes, seconds);
    }

    /**
     * A grading JVMs' class path less the jars that hold a class the submission writes itself;
     * with a skeleton, the preparation left them out already.
     */
    private static List<Path> without(List<Path> rulebookClasspath, List<Path> excluded) {
        return rulebookClasspath.stream().filter(entry -> !excluded.contains(entry)).toList();
    }

    /** Runs the scenarios of one class path against the submission's classes. */
    private RunReport run(List<Path> rulebookClasspath, Map<String, String> features,
            Path classes, Path logs, Path scratch, long deadline, ProbeQuestions questions)
            throws IOException, InterruptedException {
        // The submission's classes come last, so that they cannot stand in for the runner's.
        List<Path> runClasspath = new ArrayList<>(rulebookClasspath);
        runClasspath.add(classes);
        return SpecRun.run(RunRequest.of(logs, runClasspath, packages(),
                marking.scheme().limits()).withScratchRoot(scratch).withSubmissionClasses(classes)
                .withIsolation(isolation).withDeadline(deadline).withFeatures(features)
                .withQuestions(questions)
                .withSharedClasses(sharedClasses(MachineCache.folder(), rulebookClasspath)));
    }

    private void take(RunReport report, Map<ScenarioKey, ScenarioResult> results) {
        for (ScenarioRun run : report.scenarios()) {
            prepared.book().find(run.uri(), run.line())
                    .ifPresent(scenario -> results.put(scenario.key(), run.result()));
        }
    }

    /**
     * The structural check: what the submission lacks of the skeleton's public classes and
     * signatures. It costs nothing by itself: the rule book calls those members, so the
     * scenarios that need a missing one fail, and only their rules are lost.
     */
    private static List<String> structure(PublicApi submitted, Optional<PublicApi> expected,
            Texts texts) {
        if (expected.isEmpty()) {
            return List.of();
        }
        List<String> missing = submitted.missingFrom(expected.get());
        if (missing.isEmpty()) {
            return List.of();
        }
        List<String> notes = new ArrayList<>();
        missing.stream().limit(MAX_STRUCTURE_NOTES).map(line -> texts.text("note.structure",
                line)).forEach(notes::add);
        if (missing.size() > MAX_STRUCTURE_NOTES) {
            notes.add(texts.text("note.structure.more",
                    String.valueOf(missing.size() - MAX_STRUCTURE_NOTES)));
        }
        notes.add(texts.text("note.structure.why"));
        return notes;
    }

    /** The class data archive the preparation made for a class path of the grading JVMs. */
    private Optional<Path> sharedClasses(Path cache, List<Path> runnerClasspath) {
        return prepared.sharedClasses(cache, runnerClasspath);
    }

    /** The words of the notes a student reads, in the marking's language. */
    private Texts texts() {
        return Texts.of(FeedbackTexts.class, marking.language());
    }

    /** The rule book's tree in the marking's language, and its step definitions. */
    private RuleBookPackages packages() {
        return prepared.packages();
    }

    private Score notRun(String reason) {
        return Score.of(marking, Map.of(),
                ScenarioResult.of(Outcome.NOT_RUN, reason, Optional.empty()));
    }

    private static double seconds(long start) {
        return (System.nanoTime() - start) / 1e9;
    }
}
