package tabuleiro.grading.classroom;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.time.ZoneId;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.concurrent.Callable;
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
import tabuleiro.grading.model.GradedSubmission;
import tabuleiro.grading.model.Language;
import tabuleiro.grading.model.Marking;
import tabuleiro.grading.model.Scheme;
import tabuleiro.grading.model.SchemeChoice;
import tabuleiro.grading.model.Submission;
import tabuleiro.grading.model.Texts;
import tabuleiro.grading.report.ClassOnRuleBook;
import tabuleiro.grading.report.ClassSummary;
import tabuleiro.grading.report.ClassTexts;
import tabuleiro.grading.report.MoodleFeedbackZip;
import tabuleiro.grading.report.SimilarityReport;
import tabuleiro.grading.report.TimingsCsv;
import tabuleiro.grading.rulebook.RuleBook;
import tabuleiro.grading.sandbox.Isolation;
import tabuleiro.grading.sandbox.RunnerClasspath;

/**
 * The {@code grade} command: grades submissions against a scheme's rule book and writes each
 * one's {@code results.json} and {@code feedback.md}, and the class's summary.
 *
 * <p>Exit status: 0 when every submission was graded (whatever the scores), 2 for a command line
 * that cannot be used (a rule book without the asked language's tree included), 1 when the
 * grader itself failed.
 */
@Command(name = "grade",
        mixinStandardHelpOptions = true,
        description = {
            "Grades submissions: compiles each one over the skeleton, runs the rule book"
                    + " against it and writes OUT/NAME/results.json (Gradescope's format),"
                    + " feedback.md, feedback.html, junit.xml and classroom.json, and"
                    + " OUT/summary.csv, summary.md, moodle-grades.csv, report.html and, for a"
                    + " class from Moodle's download, moodle-feedback.zip; timings.csv says"
                    + " where each submission's grading time went, phase by phase.",
            "A submission is a folder laid out like exercises/ (or a zip, loose sources, a"
                    + " Moodle download: see SUBMISSION); files it lacks come from the skeleton."
        },
        exitCodeListHeading = "%nExit status:%n",
        exitCodeList = {
            "0:every submission was graded",
            "1:the grader failed (a submission it could not grade, or the similarity analysis"
                    + " that --similarity asked for; the grades are written all the same)",
            "2:the command line cannot be used, or the rule book has no tree in its language"
        })
public final class GradeCommand implements Callable<Integer> {

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

    @Option(names = "--rulebook-path", paramLabel = "PATH", hidden = true,
            description = "A class path entry put before the grader's own (repeatable): a rule"
                    + " book to try.")
    private List<Path> rulebookPath = new ArrayList<>();

    @Spec
    private CommandSpec spec;

    @Override
    public Integer call() throws IOException, InterruptedException {
        // Everything the command line says is checked before any work starts.
        final Path out = input.out(spec);
        PrintWriter err = spec.commandLine().getErr();
        // A language the grader does not speak is refused before the class is laid out.
        input.language(spec);
        final List<Submission> submissions = submissions(err);
        final Scheme scheme = scheme();
        final Optional<Path> skeleton = input.skeleton(spec);
        if (jobs < 1) {
            throw new ParameterException(spec.commandLine(),
                    "--jobs is a positive number, but it is " + jobs);
        }
        final PrintWriter console = spec.commandLine().getOut();

        RunnerClasspath classpath = RunnerClasspath.ofGrader().withFirst(rulebookPath);
        Language language = scheme.defaultLanguage();
        String features = language.features(scheme.rulebook());
        if (language != Language.ENGLISH
                && RuleBook.featureFiles(classpath.entries(), features).isEmpty()) {
            err.println("error: the rule book has no " + language.locale().getDisplayLanguage(
                    Locale.ENGLISH) + " tree " + features.replace('.', '/') + ": this grader"
                    + " was built without it, so nothing is graded (grade in English with"
                    + " --lang en)");
            return 2;
        }
        // The book of the language that runs: its scenarios' keys and text are the feedback's.
        RuleBook book = RuleBook.load(classpath.entries(), features);
        Marking marking = Marking.of(scheme, book.rules());
        book.problems().forEach(problem -> err.println("warning: " + problem));
        marking.problems().forEach(problem -> err.println("warning: " + problem));
        long untimed = submissions.stream().filter(s -> s.submittedAt().isEmpty()).count();
        if (scheme.latePenalty().isPresent() && untimed > 0) {
            err.println("warning: the scheme has a late penalty, but " + untimed + " of "
                    + submissions.size() + " submissions have no known time and are not"
                    + " penalised (see --submitted-at)");
        }
        if (marking.rules().isEmpty()) {
            err.println("error: the rule book " + scheme.rulebook() + " has no graded rules,"
                    + " so there is nothing to grade with");
            return 1;
        }
        if (skeleton.isEmpty()) {
            err.println("warning: this grader was built without the skeleton"
                    + " (exercises/src/main/java): each submission is compiled on its own");
        }

        Files.createDirectories(out);
        Isolation isolation = isolation();
        err.println("isolation: " + isolation.description());
        Texts texts = Texts.of(ClassTexts.class, language);
        Fingerprint fingerprint = Fingerprint.ofGrading(scheme, classpath.entries(), skeleton);
        List<GradedSubmission> graded;
        // What every submission shares is made before the first one is graded.
        try (ClassPreparation prepared = ClassPreparation.prepare(marking, book, classpath,
                skeleton, note -> err.println("note: " + note), isolation)) {
            SubmissionGrader grader = new SubmissionGrader(prepared);
            graded = new ClassGrading(grader, marking, fingerprint, jobs, regrade, err)
                    .gradeAll(submissions, out, result -> {
                        console.println(line(result, texts));
                        console.flush();
                    });
            TimingsCsv.write(out, grader.phaseTimes());
        }
        // The class's grades are written before similarity runs: whatever JPlag makes of a
        // submission, the grades stand, and the files are written again with its section.
        new ClassOnRuleBook(marking, graded).write(out);
        ClassSummary classSummary = new ClassSummary(marking, graded);
        Path summary = classSummary.write(out);
        MoodleFeedbackZip.Written feedbackFiles = MoodleFeedbackZip.write(out, graded);
        boolean similarityFailed = false;
        if (similarity) {
            Optional<SimilarityReport> similar = similarity(scheme, skeleton, submissions, out,
                    err);
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
        console.println(texts.text("console.report", summary.toString()));
        feedbackFiles.zip().ifPresent(zip -> console.println(texts.text("console.moodle",
                zip.toString(), String.valueOf(feedbackFiles.students()))));
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
     * Compares the class with JPlag, after its grades are written. A submission JPlag cannot
     * read is left out by the analysis with a note naming it; anything else that stops the
     * comparison is the grader's failure, told on the error stream, and costs the class its
     * similarity section, never its grades.
     *
     * @return the report, or empty when the comparison failed
     */
    private static Optional<SimilarityReport> similarity(Scheme scheme,
            Optional<Path> skeleton, List<Submission> submissions, Path out, PrintWriter err) {
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

    private static String line(GradedSubmission graded, Texts texts) {
        String score = graded.name() + ": " + graded.score().total() + "/"
                + graded.score().max();
        return switch (graded.status()) {
            case GRADED -> score;
            case COMPILE_ERRORS -> texts.text("console.compile.errors", score);
            case GRADER_ERROR -> texts.text("console.not.graded", graded.name(),
                    String.join("; ", graded.notes()));
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
        List<Submission> found = intake.submissions();
        if (submittedAt != null) {
            found = withTimes(found);
        }
        return ClassInput.named(found);
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
        Scheme chosen = input.speaking(schemeChoice.scheme(spec), spec);
        try {
            return rulebookUrl == null ? chosen : chosen.withRulebookUrl(rulebookUrl);
        } catch (IllegalArgumentException notAnAddress) {
            throw new ParameterException(spec.commandLine(), "--rulebook-url: "
                    + notAnAddress.getMessage());
        }
    }

    private Isolation isolation() {
        Isolation.Mode mode = switch (sandbox.toLowerCase(Locale.ROOT)) {
            case "auto" -> Isolation.Mode.AUTO;
            case "bwrap" -> Isolation.Mode.BWRAP;
            case "none" -> Isolation.Mode.NONE;
            default -> throw new ParameterException(spec.commandLine(),
                    "--sandbox is auto, bwrap or none, but it is " + sandbox);
        };
        try {
            return Isolation.detect(mode);
        } catch (IllegalStateException e) {
            throw new ParameterException(spec.commandLine(), e.getMessage(), e, null, sandbox);
        }
    }
}
