package tabuleiro.grading.wholeclass;

import java.io.Console;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.time.Instant;
import java.time.ZoneId;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.Callable;
import java.util.stream.Collectors;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;
import tabuleiro.grading.batch.ClassGrading;
import tabuleiro.grading.batch.Fingerprint;
import tabuleiro.grading.grade.ClassPreparation;
import tabuleiro.grading.grade.SubmissionGrader;
import tabuleiro.grading.intake.Intake;
import tabuleiro.grading.intake.SubmissionTimes;
import tabuleiro.grading.model.FinalGrade;
import tabuleiro.grading.model.GradedSubmission;
import tabuleiro.grading.model.Marking;
import tabuleiro.grading.model.PhaseTimes;
import tabuleiro.grading.model.Scheme;
import tabuleiro.grading.model.SchemeChoice;
import tabuleiro.grading.model.Submission;
import tabuleiro.grading.model.Texts;
import tabuleiro.grading.report.feedback.FeedbackTexts;
import tabuleiro.grading.report.platform.StudentReports;
import tabuleiro.grading.report.wholeclass.ClassTexts;
import tabuleiro.grading.sandbox.Isolation;
import tabuleiro.grading.sandbox.RunnerClasspath;
import tabuleiro.grading.shard.Deal;
import tabuleiro.grading.shard.Shard;
import tabuleiro.grading.shard.ShardManifest;

/**
 * The {@code grade} command: grades submissions against a scheme's rule book and writes each
 * one's {@code results.json} and {@code feedback.md}, and the class's summary. With
 * {@code --shard I/N} it grades the share of the class that shard is dealt and writes a
 * manifest instead of the class's files; {@code grade merge} ({@link MergeCommand}) writes those
 * from every shard.
 *
 * <p>Grading into a folder that holds a class adds or regrades the students given and keeps
 * the others ({@link KeptClass}); a refused hand-in is reported as refused, never graded.
 *
 * <p>Exit status: 0 when every submission was graded (whatever the scores), 2 for a command line
 * that cannot be used (a rule book without the asked language's tree included, an OUT of
 * another class), 1 when the
 * grader itself failed, and with {@code --shard} {@value #UNREADABLE} when a submission of the
 * shard could not be read.
 */
@Command(name = "grade",
        mixinStandardHelpOptions = true,
        subcommands = MergeCommand.class,
        customSynopsis = {
            "grade (--game GAME | --scheme FILE) SUBMISSION... --out DIR [OPTIONS]",
            "grade (--game GAME | --scheme FILE) SUBMISSION... --out DIR --shard I/N"
                    + " [OPTIONS]",
            "grade merge (--game GAME | --scheme FILE) --out DIR SHARD... [OPTIONS]"
        },
        description = {
            "Grades submissions: compiles each one over the skeleton, runs the rule book"
                    + " against it and writes OUT/NAME/results.json (Gradescope's format),"
                    + " feedback.md, feedback.html, junit.xml, classroom50.json and"
                    + " prairielearn.json, and"
                    + " OUT/summary.csv, summary.md, moodle-grades.csv, report.html and, for a"
                    + " class from Moodle's download, moodle-feedback.zip; timings.csv says"
                    + " where each submission's grading time went, phase by phase.",
            "A submission is a folder laid out like exercises/ (or a zip, loose sources, a"
                    + " Moodle download: see SUBMISSION); files it lacks come from the skeleton.",
            "With --shard I/N, grades only the share of the class that shard I of N is dealt"
                    + " and writes OUT/" + ShardManifest.FILE + "; grade merge makes the class's"
                    + " files from every shard. (A SUBMISSION named merge is written ./merge.)"
        },
        exitCodeListHeading = "%nExit status:%n",
        exitCodeList = {
            "0:every submission was graded",
            "1:the grader failed (a submission it could not grade, or the similarity analysis"
                    + " that --similarity asked for; the grades are written all the same);"
                    + " another try may succeed",
            "2:the command line cannot be used, the rule book has no tree in its language, or"
                    + " OUT holds a class graded under another scheme or language (give"
                    + " another --out, or --start-over); nothing is graded, and the same"
                    + " command fails the same way",
            GradeCommand.UNREADABLE + ":with --shard only: the shard is graded and its results"
                    + " and manifest written, but a submission of it could not be read or was"
                    + " refused as a whole (graded 0, its notes say why); the same input fails"
                    + " the same way, so a cluster should not retry the shard"
        })
public final class GradeCommand implements Callable<Integer> {

    /**
     * The exit status of a shard that holds a submission whose hand-in could not be read or was
     * refused as a whole: what a Kubernetes Job's pod failure policy maps to {@code FailIndex},
     * as another try reads the same input.
     */
    public static final int UNREADABLE = 3;

    @Mixin
    private ClassInput input;

    @Option(names = "--single",
            description = "Each SUBMISSION is one student's work, whatever its layout: a folder"
                    + " is never read as a class (for autograders, which get one submission).")
    private boolean single;

    @Option(names = "--submitted-at", paramLabel = "CSV",
            description = "When each student handed in, for the scheme's late penalty: lines of"
                    + " identifier (Moodle id, name) and ISO 8601 time, after a header.")
    private Path submittedAt;

    @Mixin
    private SchemeChoice schemeChoice;

    @Option(names = "--jobs", paramLabel = "N",
            description = "How many submissions to grade at once (default: the processors,"
                    + " ${DEFAULT-VALUE}).")
    private int jobs = Runtime.getRuntime().availableProcessors();

    @Option(names = "--regrade",
            description = "Grade every submission again, even one whose files, scheme and"
                    + " grader are unchanged since its result was stored.")
    private boolean regrade;

    @Option(names = "--start-over",
            description = "Replace the class already graded in --out: the report folders of"
                    + " its students and its class files are deleted first. Without it, grading"
                    + " into a class's folder adds or regrades the students given and keeps the"
                    + " others.")
    private boolean startOver;

    @Option(names = "--sandbox", paramLabel = "MODE", defaultValue = "auto",
            description = "auto: run each grading JVM in a bubblewrap sandbox where bwrap"
                    + " works here, else with the Java guard alone; bwrap: the sandbox or stop;"
                    + " none: the Java guard alone (default: ${DEFAULT-VALUE}).")
    private String sandbox;

    @Option(names = "--similarity",
            description = "Also compare the submissions with JPlag, as the similarity command"
                    + " does: the similar pairs in report.html, similarity.csv, a side-by-side"
                    + " page per listed pair.")
    private boolean similarity;

    @Option(names = "--rulebook-url", paramLabel = "URL",
            description = "Where students read the rule book site (the folder of GAME/RULE.html:"
                    + " an https address, or a path relative to a student's report folder):"
                    + " each broken rule of the feedback links to its page. Default: the"
                    + " scheme's rulebookUrl; without one the feedback names the rule's feature"
                    + " file instead.")
    private String rulebookUrl;

    @Mixin
    private ClassSeed seed;

    @Option(names = "--platform", paramLabel = "NAME", hidden = true,
            description = "Run by a platform's script that deletes the report folder when it"
                    + " ends (gradescope, classroom50): the console names what the platform"
                    + " shows instead.")
    private String platform;

    @Option(names = "--rulebook-path", paramLabel = "PATH", hidden = true,
            description = "A class path entry put before the grader's own (repeatable): a rule"
                    + " book to try.")
    private List<Path> rulebookPath = new ArrayList<>();

    @Option(names = "--shard", paramLabel = "I/N",
            description = "Grade shard I of N (counted from 0: 0/4 to 3/4) of the class: the"
                    + " submissions the class deals it, by the SHA-256 of their report folders'"
                    + " names, so a re-run grades the same share. Writes their reports and"
                    + " OUT/" + ShardManifest.FILE + ", not the class's files: grade merge"
                    + " makes those from every shard.")
    private String shardText;

    @Spec
    private CommandSpec spec;

    /** The folders of the submissions whose hand-in could not be read or was refused. */
    private Set<Path> unreadable = Set.of();

    /** Why each refused submission is refused, by its report name, in the class's language. */
    private Map<String, String> refused = Map.of();

    @Override
    public Integer call() throws IOException, InterruptedException {
        // Everything the command line says is checked before any work starts.
        input.requireGiven(spec);
        final Path out = input.out(spec);
        PrintWriter err = spec.commandLine().getErr();
        // A language the grader does not speak is refused before the class is laid out.
        input.language(spec);
        final Optional<Shard> shard = shard();
        if (platform != null && !ClassFiles.PLATFORMS.contains(platform)) {
            throw new ParameterException(spec.commandLine(), "--platform is one of "
                    + String.join(", ", ClassFiles.PLATFORMS) + ", but it is " + platform);
        }
        final List<Submission> submissions = submissions(err);
        final Scheme scheme = scheme();
        final Optional<Path> skeleton = input.skeleton(spec);
        if (jobs < 1) {
            throw new ParameterException(spec.commandLine(),
                    "--jobs is a positive number, but it is " + jobs);
        }
        final PrintWriter console = spec.commandLine().getOut();

        Optional<KeptClass> kept = Optional.empty();
        if (shard.isEmpty()) {
            // A class already in --out is kept, or refused, before anything is graded.
            try {
                kept = Optional.of(KeptClass.open(out, scheme, startOver));
            } catch (KeptClass.Refused refusedClass) {
                err.println("error: " + refusedClass.getMessage());
                err.flush();
                return 2;
            }
        }

        RunnerClasspath classpath = RunnerClasspath.ofGrader().withFirst(rulebookPath);
        ClassMarking rules;
        try {
            rules = ClassMarking.load(scheme, classpath, err);
        } catch (ClassMarking.Stopped stopped) {
            return stopped.status();
        }
        Marking marking = rules.marking();
        long untimed = submissions.stream().filter(s -> s.submittedAt().isEmpty()).count();
        if (scheme.latePenalty().isPresent() && untimed > 0) {
            err.println("warning: the scheme has a late penalty, but " + untimed + " of "
                    + submissions.size() + " submissions have no known time and are not"
                    + " penalised (see --submitted-at)");
        }
        if (skeleton.isEmpty()) {
            err.println("warning: this grader was built without the skeleton"
                    + " (exercises/src/main/java): each submission is compiled on its own");
        }
        final List<Submission> share = shard.map(s -> share(s, submissions))
                .orElse(submissions);

        Files.createDirectories(out);
        if (kept.isPresent()) {
            kept.get().claim(scheme);
        }
        Isolation isolation = isolation();
        err.println("isolation: " + isolation.description());
        Texts texts = Texts.of(ClassTexts.class, scheme.defaultLanguage());
        Fingerprint fingerprint = Fingerprint.ofGrading(scheme, classpath.entries(), skeleton);
        Instant started = Instant.now();
        List<GradedSubmission> graded;
        List<PhaseTimes> times;
        // What every submission shares is made before the first one is graded.
        try (ClassPreparation prepared = ClassPreparation.prepare(marking, rules.book(),
                classpath, skeleton, note -> err.println("note: " + note), isolation)) {
            SubmissionGrader grader = new SubmissionGrader(prepared);
            // Each submission's line comes once as it ends, in the progress line, and again
            // in the class's order on the console for a pipe or a file. Where one reader sees
            // both, a terminal, the progress goes to the console and is the only line.
            boolean oneReader = onATerminal(console, err);
            graded = new ClassGrading(grader, marking, fingerprint, jobs, regrade,
                    oneReader ? console : err, result -> line(result, marking, texts))
                    .gradeAll(share, refused, out, result -> {
                        if (!oneReader) {
                            console.println(line(result, marking, texts));
                        }
                        // A report that could not be written costs that report: said here.
                        List<String> unwritten = StudentReports.unwritten(
                                out.resolve(result.name()));
                        if (result.status() != GradedSubmission.Status.GRADER_ERROR
                                && !unwritten.isEmpty()) {
                            err.println(texts.text("console.unwritten", result.name(),
                                    String.join(", ", unwritten)));
                        }
                        console.flush();
                    });
            times = grader.phaseTimes();
        }
        if (shard.isPresent()) {
            return new ShardRun(shard.get(), submissions, unreadable, fingerprint, started)
                    .finish(out, graded, times, scheme, classpath, console, err);
        }
        List<GradedSubmission> whole = kept.get().with(graded, marking, err);
        kept.get().told(graded, whole.size(), texts).ifPresent(console::println);
        ClassFiles files = new ClassFiles(marking, scheme, skeleton, single, console, err);
        return (platform == null ? files : files.shownBy(platform)).write(out,
                whole, times, similarity ? Optional.of(submissions) : Optional.empty());
    }

    /**
     * Whether the console and the progress reach one reader: they are one stream, or the
     * console is a terminal (where the progress shows too).
     */
    private static boolean onATerminal(PrintWriter console, PrintWriter progress) {
        if (console == progress) {
            return true;
        }
        Console terminal = System.console();
        if (terminal == null) {
            return false;
        }
        // From Java 22 a console is there even when the output goes to a pipe or a file;
        // isTerminal, new there, tells the two apart. Before 22 a console is a terminal.
        try {
            return (Boolean) Console.class.getMethod("isTerminal").invoke(terminal);
        } catch (ReflectiveOperationException olderJava) {
            return true;
        }
    }

    /** The {@code --shard} asked for, checked, or empty to grade the whole class. */
    private Optional<Shard> shard() {
        if (shardText == null) {
            return Optional.empty();
        }
        Shard parsed;
        try {
            parsed = Shard.parse(shardText);
        } catch (IllegalArgumentException e) {
            throw new ParameterException(spec.commandLine(), e.getMessage(), e, null,
                    shardText);
        }
        if (similarity) {
            throw new ParameterException(spec.commandLine(), "--similarity compares the whole"
                    + " class, which a shard does not have: give it to grade merge instead");
        }
        return Optional.of(parsed);
    }

    /** The submissions a shard grades, in the class's order, as the class is dealt. */
    private static List<Submission> share(Shard shard, List<Submission> submissions) {
        List<String> names = submissions.stream().map(Submission::name).toList();
        Set<String> mine = Set.copyOf(Deal.of(names, shard.count()).share(shard, names));
        return submissions.stream().filter(s -> mine.contains(s.name())).toList();
    }

    /**
     * A submission's line on the console: its grade after the penalties, the number every report
     * shows, and the points before them beside it, said to be so.
     */
    private static String line(GradedSubmission graded, Marking marking, Texts texts) {
        FinalGrade grade = FinalGrade.of(graded, marking);
        String score = graded.name() + ": " + grade.points() + "/" + grade.max()
                + grade.beforePenalties().map(before -> " (" + before + ")").orElse("");
        return switch (graded.status()) {
            case GRADED -> score;
            case COMPILE_ERRORS -> texts.text("console.compile.errors", score);
            case GRADER_ERROR -> texts.text("console.not.graded", graded.name(),
                    String.join("; ", graded.notes()));
            case REFUSED -> texts.text("console.refused", graded.name(),
                    graded.refusal().orElse(""));
        };
    }

    /**
     * The submissions, each named after its folder, zip or student, as
     * {@link ClassInput#reportNames} makes unique, with their times if {@code --submitted-at}
     * gives them; zips and Moodle's folders are laid out in {@code OUT/.intake}.
     */
    private List<Submission> submissions(PrintWriter err) throws IOException {
        Intake.Result intake = input.collect(single, spec);
        intake.notes().forEach(note -> err.println("warning: " + note));
        if (!intake.leftOutReports().isEmpty()) {
            spec.commandLine().getOut().println(Texts.of(ClassTexts.class,
                    input.speaking(schemeChoice.scheme(spec), spec).defaultLanguage())
                    .text("console.left.out", intake.leftOutReports().stream()
                            .map(Path::toString).collect(Collectors.joining(", "))));
        }
        List<Submission> found = intake.submissions();
        unreadable = found.stream().filter(intake::unreadable).map(Submission::folder)
                .collect(Collectors.toSet());
        if (submittedAt != null) {
            found = withTimes(found);
        }
        List<Submission> named = ClassInput.named(found);
        Texts words = Texts.of(FeedbackTexts.class, input.speaking(schemeChoice.scheme(spec),
                spec).defaultLanguage());
        Map<String, String> why = new HashMap<>();
        for (Submission submission : named) {
            intake.refusal(submission).ifPresent(refusal -> why.put(submission.name(),
                    refusal.kind() == Intake.Refusal.Kind.EMPTY ? words.text("refused.empty")
                            : words.text("refused.unreadable", refusal.detail())));
        }
        refused = Map.copyOf(why);
        return named;
    }

    /** The submissions with the times {@code --submitted-at} gives them. */
    private List<Submission> withTimes(List<Submission> found) throws IOException {
        SubmissionTimes times;
        try {
            times = SubmissionTimes.read(submittedAt, ZoneId.systemDefault());
        } catch (IllegalArgumentException | NoSuchFileException e) {
            throw new ParameterException(spec.commandLine(), "--submitted-at: "
                    + e.getMessage(), e, null, submittedAt.toString());
        }
        return found.stream().map(submission -> times.of(submission)
                .map(submission::submittedAt).orElse(submission)).toList();
    }

    /** The scheme, speaking the language {@code --lang} or the scheme itself chose. */
    private Scheme scheme() {
        Scheme chosen = seed.applyTo(input.speaking(schemeChoice.scheme(spec), spec), spec);
        try {
            return rulebookUrl == null ? chosen : chosen.withRulebookUrl(rulebookUrl);
        } catch (IllegalArgumentException notAnAddress) {
            throw new ParameterException(spec.commandLine(), "--rulebook-url: "
                    + notAnAddress.getMessage());
        }
    }

    private Isolation isolation() {
        try {
            return Isolation.detect(sandbox);
        } catch (IllegalArgumentException | IllegalStateException e) {
            throw new ParameterException(spec.commandLine(), e.getMessage(), e, null, sandbox);
        }
    }
}
