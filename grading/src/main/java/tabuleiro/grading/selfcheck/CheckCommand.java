package tabuleiro.grading.selfcheck;

import io.cucumber.tagexpressions.TagExpressionException;
import io.cucumber.tagexpressions.TagExpressionParser;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.io.UncheckedIOException;
import java.math.BigDecimal;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.LocalTime;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.Set;
import java.util.TreeSet;
import java.util.concurrent.Callable;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeoutException;
import java.util.regex.Pattern;
import java.util.regex.PatternSyntaxException;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;
import tabuleiro.grading.model.FileTrees;
import tabuleiro.grading.model.GeneratedSetting;
import tabuleiro.grading.model.GradedRule;
import tabuleiro.grading.model.GradedSubmission;
import tabuleiro.grading.model.Language;
import tabuleiro.grading.model.Marking;
import tabuleiro.grading.model.Outcome;
import tabuleiro.grading.model.Scheme;
import tabuleiro.grading.model.SchemeChoice;
import tabuleiro.grading.model.Texts;
import tabuleiro.grading.oracle.AnswerBook;
import tabuleiro.grading.report.platform.StudentReports;
import tabuleiro.grading.sandbox.RunnerClasspath;
import tabuleiro.grading.selfcheck.SelfCheck.Verdict;
import tabuleiro.grading.workspace.Skeleton;

/**
 * The {@code check} command: a student's self-check. It grades a project as the grader would,
 * on the visible rules, in this JVM, and prints the points per exercise, each rule kept or
 * broken, and the first broken rules explained; {@code --watch} does it again each time a
 * source is saved.
 *
 * <p>After the rules, it plays seeded random games through the project's engine
 * ({@link RandomGames}) and prints what they found.
 *
 * <p>Exit status: 0 when every rule that ran is kept and no random game broke a contract or
 * property, 1 when one did or the code does not compile, 2 for a command line that cannot be
 * used.
 */
@Command(name = "check",
        mixinStandardHelpOptions = true,
        description = {
            "Checks a project against the rule book's visible rules as the grader would, in"
                    + " seconds: points per exercise, each rule kept or broken, and the first"
                    + " broken rules explained; then seeded random games through its engine,"
                    + " every contract and property that needs no reference answer checked.",
            "The project is a folder with src/main/java (the student kit, or exercises/)."
        },
        exitCodeListHeading = "%nExit status:%n",
        exitCodeList = {
            "0:every rule that ran is kept",
            "1:a rule is broken, a random game broke a contract or property, the code does"
                    + " not compile, or the disk of the system's temporary folder is full",
            "2:the command line cannot be used"
        })
public final class CheckCommand implements Callable<Integer> {

    /** Cucumber's property of the tag expression, which Maven users know. */
    private static final String TAGS_PROPERTY = "cucumber.filter.tags";

    /** A tag expression that names rules alone: {@code @C4-10}, {@code @C4-09 or @C4-10}. */
    private static final Pattern RULE_TAGS = Pattern.compile(
            "\\s*@[A-Z][A-Z0-9]*-\\d+(\\s+or\\s+@[A-Z][A-Z0-9]*-\\d+)*\\s*");

    /** Cucumber's property of the scenarios' name, a regular expression, as Maven takes it. */
    private static final String NAME_PROPERTY = "cucumber.filter.name";

    /**
     * How often {@code --watch} looks for a saved file: a look reads the sources' sizes and
     * times (a few milliseconds for a game's files), and what is waited here is waited between
     * a save and its verdict.
     */
    private static final long POLL_MILLIS = 50;

    /** The most lines of a failing own scenario's message shown. */
    private static final int OWN_MESSAGE_LINES = 12;

    /** The most random games a check plays. */
    private static final int MAX_GAMES = 100_000;

    /**
     * The most time the usual count of random games may take, shrinking included: some forty
     * times what they take (half a second of processor time or less), and what a student whose
     * engine loops waits for the check to say so.
     */
    private static final long RANDOM_SECONDS = 20;

    /**
     * The usual count of random games may take as long as this many of the scheme's scenarios
     * may, up to {@link #RANDOM_SECONDS}: every shipped scheme allows a scenario 5 s or more,
     * so each keeps 20 s, and a scheme whose instructor cut the scenario limit cuts the wait
     * for a looping engine with it.
     */
    private static final long RANDOM_SCENARIOS = 4;

    @Parameters(index = "0", arity = "0..1", paramLabel = "PROJECT", defaultValue = ".",
            description = "The project's folder (default: the current folder).")
    private Path project;

    @Mixin
    private SchemeChoice schemeChoice;

    @Option(names = "--exercise", paramLabel = "N",
            description = "Only the rules of exercise N (repeatable).")
    private List<Integer> exercises = new ArrayList<>();

    @Option(names = "--tags", paramLabel = "EXPRESSION",
            description = "Only the scenarios a Cucumber tag expression picks, such as"
                    + " \"@ex02 and not @C4-05\" (also read from -Dcucumber.filter.tags).")
    private String tags;

    @Option(names = "--name", paramLabel = "REGEX",
            description = "Only the scenarios whose whole name the regular expression matches,"
                    + " as Cucumber's name filter matches it, such as \".*five discs.*\" (also"
                    + " read from -Dcucumber.filter.name).")
    private String name;

    @Option(names = "-D", paramLabel = "cucumber.filter.tags=EXPRESSION",
            description = "As with Maven: -Dcucumber.filter.tags=@ex02 is --tags @ex02, and"
                    + " -Dcucumber.filter.name=REGEX is --name REGEX.")
    private Map<String, String> properties = new HashMap<>();

    @Option(names = "--watch",
            description = "Check again each time a source file is saved; stop with Ctrl+C.")
    private boolean watch;

    @Option(names = "--explain", paramLabel = "N", defaultValue = "3",
            description = "How many broken rules to explain in full (default: ${DEFAULT-VALUE}).")
    private int explain;

    @Option(names = "--reports", paramLabel = "DIR",
            description = "Where to write the grader's reports on the project (feedback.md,"
                    + " feedback.html, results.json...); default: PROJECT/target/self-check.")
    private Path reports;

    @Option(names = "--show-output",
            description = "Show what your code prints while the rules run.")
    private boolean showOutput;

    @Option(names = "--lang", paramLabel = "en|pt", converter = LanguageConverter.class,
            description = "The language of the rule book the check runs and of what it says:"
                    + " en or pt (default: the kit's, as its scheme's \"language\" says).")
    private Language language;

    @Option(names = DebuggerWait.OPTION, paramLabel = "PORT", arity = "0..1",
            fallbackValue = DebuggerWait.DEFAULT_PORT_TEXT,
            description = "Wait for a debugger (JDWP) on PORT (default: ${FALLBACK-VALUE})"
                    + " before the rules run, so that a breakpoint in your code stops there.")
    private Integer debugPort;

    /** Set by {@code --debug} for its waiting JVM: no time limit, see {@link DebuggerWait}. */
    @Option(names = DebuggerWait.UNTIMED, hidden = true,
            description = "No time limit at all: the check that --debug starts.")
    private boolean untimed;

    @Option(names = "--games", paramLabel = "N",
            description = "How many games of each kind to play through your engine after the"
                    + " rules: the kit's games with the reference's answers, every answer"
                    + " compared (default: every game the kit holds from the seed on, twice the"
                    + " grader's count from seed 1), and seeded random games, every contract and"
                    + " property checked (default: the game's own count); 0 plays none.")
    private Integer games;

    @Option(names = "--seed", paramLabel = "N", defaultValue = "1",
            description = "The kit seed (default: ${DEFAULT-VALUE}): which of the kit's games"
                    + " with the reference's answers are played, and the seed of the random"
                    + " games; the same seed plays the same games.")
    private long seed;

    @Spec
    private CommandSpec spec;

    /** Whether the last check's random games found a broken contract or property. */
    private boolean randomBroken;

    /** Whether the last check found one of the student's own scenarios failing. */
    private boolean ownFailed;

    /** Whether the last check's tags picked the student's own scenarios alone. */
    private boolean onlyOwn;

    /** Whether the last check's games with the reference's answers found one that differs. */
    private boolean answersDiffer;

    /**
     * The rules an {@code --exercise} check, or one of rules named by their tags, reaches, when
     * its games are played only if they reach them ({@link #reaching}); empty for every rule.
     */
    private Optional<Set<String>> reach = Optional.empty();

    /** The kit's answer book the last check read, for the rules its keys are of. */
    private Optional<AnswerBook> answers = Optional.empty();

    /** The warm server this check runs in ({@link CheckServer}), or null for a cold check. */
    private final CheckServer.Warm warm;

    /** Whether the last check left a scenario running that it could not stop. */
    private boolean stuck;

    /** Creates the command of a cold check, in a JVM of its own; picocli fills it in. */
    public CheckCommand() {
        this(null);
    }

    /** Creates the command of a check in a warm server, which lends it its prepared checks. */
    CheckCommand(CheckServer.Warm warm) {
        this.warm = warm;
    }

    /**
     * Tells whether the last check left a scenario running that it could not stop (from Java
     * 20 on): the JVM it runs in is then not fit for another check.
     */
    boolean leftStuck() {
        return stuck;
    }

    @Override
    public Integer call() throws IOException, InterruptedException {
        try {
            return checkProject();
        } catch (IOException e) {
            Path temporary = Path.of(System.getProperty("java.io.tmpdir"));
            OptionalLong free = FullDisk.freeKilobytes(temporary, FullDisk.BYTES);
            if (free.isEmpty()) {
                // A disk not full, or whose space is unknown: a failure of the check's own.
                throw e;
            }
            // The check lays out, compiles and plays in the system's temporary folder, which a
            // student does not know of: a full disk there is the machine's, not the grader's
            // failure, said in the check's language with what to do, not as Java's "No space
            // left on device" after "the grader failed".
            Language speaks = language != null ? language
                    : schemeChoice.scheme(spec).defaultLanguage();
            spec.commandLine().getErr().println(Texts.of(CheckTexts.class, speaks)
                    .text("disk.full", temporary, String.valueOf(free.getAsLong())));
            spec.commandLine().getErr().flush();
            return 1;
        }
    }

    private Integer checkProject() throws IOException, InterruptedException {
        if (warm != null) {
            // The paths as the student's shell reads them, not as the server's folder does.
            project = warm.resolve(project);
            reports = reports == null ? null : warm.resolve(reports);
        }
        if (!Files.isDirectory(project)) {
            throw new ParameterException(spec.commandLine(), "PROJECT must be a folder with"
                    + " src/main/java, but " + project + " is not a folder");
        }
        if (games != null && (games < 0 || games > MAX_GAMES)) {
            throw new ParameterException(spec.commandLine(), "--games is 0 to " + MAX_GAMES
                    + ", but it is " + games);
        }
        if (explain < 0) {
            throw new ParameterException(spec.commandLine(), "--explain is 0 or more, but it is "
                    + explain);
        }
        for (String key : properties.keySet()) {
            if (!key.equals(TAGS_PROPERTY) && !key.equals(NAME_PROPERTY)) {
                throw new ParameterException(spec.commandLine(), "-D" + key + ": the check reads"
                        + " only -D" + TAGS_PROPERTY + "=EXPRESSION and -D" + NAME_PROPERTY
                        + "=REGEX");
            }
        }
        if (debugPort != null) {
            return debug();
        }
        String picked = tagExpression();
        if (!picked.isEmpty()) {
            try {
                TagExpressionParser.parse(picked);
            } catch (TagExpressionException e) {
                throw new ParameterException(spec.commandLine(), "--tags must be a Cucumber tag"
                        + " expression, such as \"@ex02 and not @C4-05\", but " + picked + " is"
                        + " not: " + e.getMessage());
            }
        }
        String named = nameFilter();
        if (!named.isEmpty()) {
            try {
                Pattern.compile(named);
            } catch (PatternSyntaxException e) {
                throw new ParameterException(spec.commandLine(), "--name must be a regular"
                        + " expression that a scenario's whole name matches, such as"
                        + " \".*five discs.*\", but " + named + " is not: "
                        + e.getDescription());
            }
        }
        Language speaks = language != null ? language
                : schemeChoice.scheme(spec).defaultLanguage();
        // The reports the check writes (feedback.md and .html) speak the scheme's language.
        Scheme scheme = schemeChoice.scheme(spec).speaking(speaks);
        Texts words = Texts.of(CheckTexts.class, speaks);
        PrintWriter out = spec.commandLine().getOut();
        Path work = Files.createTempDirectory("tabuleiro-check-");
        // A watch ends with Ctrl+C, which skips the finally below: the hook deletes the folder.
        Thread cleanUp = new Thread(() -> deleteQuietly(work), "tabuleiro-check-clean-up");
        Runtime.getRuntime().addShutdownHook(cleanUp);
        try (Lease lease = lease(scheme, speaks, work)) {
            SelfCheck check = lease.check();
            for (Integer number : exercises) {
                if (check.marking().scheme().exercise(number).isEmpty()) {
                    throw new ParameterException(spec.commandLine(), "--exercise " + number
                            + ": " + scheme.title() + " has exercises " + check.marking()
                            .scheme().exercises().stream().map(e -> String.valueOf(e.number()))
                            .collect(Collectors.joining(", ")));
                }
            }
            if (!picked.isEmpty() && check.picked(picked) == 0
                    && check.ownPicked(project, picked) == 0) {
                throw new ParameterException(spec.commandLine(), noneTagged(check.marking(),
                        words, picked));
            }
            if (!named.isEmpty() && check.picked(picked, named) == 0
                    && check.ownPicked(project, picked, named) == 0) {
                throw new ParameterException(spec.commandLine(), words.text(picked.isEmpty()
                        ? "no.name.match" : "no.name.tags.match",
                        check.marking().scheme().title(words.language()), named, picked));
            }
            VerdictText text = new VerdictText(check.marking(), explain, speaks);
            // The sources as the first check reads them: a save made while it runs or writes
            // its reports, as a student does who fixes a line the moment its verdict appears,
            // is then a change, and checked.
            final String checked = watch ? fingerprint() : "";
            Verdict verdict = once(check, text, words, picked, named, out);
            stuck = verdict != null && verdict.stuck();
            if (!watch) {
                return randomBroken || answersDiffer || ownFailed ? 1
                        : onlyOwn ? 0 : status(verdict);
            }
            String seen = checked;
            out.println(words.text("watching", project.toAbsolutePath().normalize()));
            out.flush();
            while (verdict == null || !verdict.stuck()) {
                Thread.sleep(POLL_MILLIS);
                String now = fingerprint();
                if (!now.equals(seen)) {
                    seen = now;
                    out.println();
                    out.println(words.text("again",
                            LocalTime.now().truncatedTo(ChronoUnit.SECONDS).toString()));
                    verdict = once(check, text, words, picked, named, out);
                }
            }
            out.println(words.text("watch.stops"));
            out.flush();
            return 1;
        } catch (NoRuleBook refused) {
            // Said as it is, in the kit's language: picocli's refusal would add where the
            // options are in the language asked for, the one the kit lacks.
            spec.commandLine().getErr().println(refused.getMessage());
            spec.commandLine().getErr().flush();
            return CommandLine.ExitCode.USAGE;
        } finally {
            FileTrees.delete(work);
            try {
                Runtime.getRuntime().removeShutdownHook(cleanUp);
            } catch (IllegalStateException shuttingDown) {
                // The JVM is ending: the hook runs, and finds the folder gone.
            }
        }
    }

    /** The same check, in a JVM that waits for a debugger first ({@link DebuggerWait}). */
    private int debug() throws IOException, InterruptedException {
        Language speaks = language != null ? language
                : schemeChoice.scheme(spec).defaultLanguage();
        if (debugPort < 1 || debugPort > 65_535) {
            throw new ParameterException(spec.commandLine(), Texts.of(DebugTexts.class, speaks)
                    .text("port.range", String.valueOf(debugPort)));
        }
        return DebuggerWait.check(spec.root().commandLine().getParseResult().originalArgs(),
                debugPort, speaks, spec.commandLine().getOut(), spec.commandLine().getErr());
    }

    /**
     * Checks the project once and prints the verdict. A project that cannot be read as a
     * submission is a bad command line when checked once, and a message when watched (the
     * student may be in the middle of moving files).
     */
    private Verdict once(SelfCheck check, VerdictText text, Texts words, String picked,
            String named, PrintWriter out) throws IOException, InterruptedException {
        Verdict verdict;
        reach = reaching(check, picked, named);
        answers = Optional.empty();
        StringWriter recordedText = new StringWriter();
        StringWriter randomText = new StringWriter();
        CompletableFuture<Void> recordedPlayed = new CompletableFuture<>();
        CompletableFuture<Void> randomPlayed = new CompletableFuture<>();
        try {
            verdict = check.check(project, picked, named, showOutput, !untimed, () -> {
                // The games need the classes alone: they play beside the rules, the two kinds
                // on threads of their own (each in its own class loader, as before), and are
                // said after the verdict in the same order. Not when the student's code may
                // print (its lines would mix) or under --debug (a breakpoint would stop a
                // game's thread as well as the rule's).
                if (!showOutput && !untimed) {
                    aside(() -> {
                        try {
                            // Read before the random games start: they name the rules the
                            // book says their properties are of.
                            answers = kitAnswers(check);
                        } finally {
                            aside(() -> {
                                PrintWriter said = new PrintWriter(randomText);
                                randomGames(check, true, words, said);
                                said.flush();
                            }, randomPlayed);
                        }
                        PrintWriter said = new PrintWriter(recordedText);
                        recordedGames(check, true, words, said);
                        said.flush();
                    }, recordedPlayed);
                }
            });
        } catch (IllegalArgumentException e) {
            if (!watch) {
                throw new ParameterException(spec.commandLine(), "PROJECT cannot be checked: "
                        + e.getMessage(), e, null, project.toString());
            }
            out.println(words.text("cannot.check", project, e.getMessage()));
            out.flush();
            return null;
        }
        onlyOwn = (!picked.isEmpty() || !named.isEmpty()) && check.picked(picked, named) == 0;
        if (onlyOwn) {
            // The rule book's verdict of no rule would read "0 of 0 rules kept".
            out.println();
            out.println(named.isEmpty() ? words.text("own.only", picked)
                    : words.text("own.only.named", named));
        } else {
            out.print(text.of(verdict));
        }
        ownScenarios(check, verdict, words, picked, named, out);
        boolean graded = verdict.graded().status() == GradedSubmission.Status.GRADED;
        if (graded && !showOutput && !untimed) {
            awaitGames(recordedPlayed);
            awaitGames(randomPlayed);
            out.print(recordedText);
            out.print(randomText);
        } else {
            answers = graded ? kitAnswers(check) : Optional.empty();
            recordedGames(check, graded, words, out);
            randomGames(check, graded, words, out);
        }
        SelfCheck.Checked read = verdict.checked();
        if (!read.sources().isEmpty()) {
            // The verdict names the sources it is of: what was kept from an earlier check
            // answers for these sources alone.
            out.println();
            out.println(words.text("checked", read.files(), read.sources().substring(0, 12),
                    read.classesKept() ? 1 : read.compiledNow() < read.files() ? 2 : 0,
                    read.styleChecked(), read.styleKept(), read.compiledNow()));
            Set<String> reused = check.reused();
            if (!reused.isEmpty() && !check.classesDigest().isEmpty()) {
                // Kept results answer for these classes alone: the line says which ones.
                List<String> runs = new ArrayList<>();
                for (String run : List.of(SelfCheck.RULES, SelfCheck.RECORDED,
                        SelfCheck.RANDOM)) {
                    if (reused.contains(run)) {
                        runs.add(words.text("checked.same." + run));
                    }
                }
                out.println(words.text("checked.same", String.join(", ", runs),
                        check.classesDigest().substring(0, 12)));
            }
        }
        Path reports = this.reports != null ? this.reports
                : project.resolve("target").resolve("self-check");
        try {
            GradedSubmission written = StudentReports.write(verdict.submission(),
                    verdict.graded(), check.marking(), reports);
            Path feedback = reports.resolve(StudentReports.FEEDBACK_MD);
            if (Files.isRegularFile(feedback)) {
                out.println(words.text("feedback", feedback));
            } else {
                // A report that could not be written (a full disk) is named in the notes the
                // writer adds; the file is then absent, never an older copy.
                List<String> why = new ArrayList<>(written.notes());
                why.removeAll(verdict.graded().of(verdict.submission()).notes());
                out.println(words.text("feedback.unwritten", reports, why.isEmpty()
                        ? StudentReports.FEEDBACK_MD : String.join("; ", why)));
            }
        } catch (IOException e) {
            out.println(words.text("feedback.unwritten", reports, e.getMessage()));
        }
        out.flush();
        return verdict;
    }

    /** Work of a check that may throw what the games throw. */
    private interface GamesWork {
        void run() throws IOException, InterruptedException;
    }

    /**
     * Runs work on a thread of its own, which does not keep the JVM alive (a game stuck in a
     * loop is left to end with it, as the games' own threads are), and tells when it ends.
     */
    private static void aside(GamesWork work, CompletableFuture<Void> done) {
        Thread thread = new Thread(() -> {
            try {
                work.run();
                done.complete(null);
            } catch (IOException | InterruptedException | RuntimeException | Error e) {
                done.completeExceptionally(e);
            }
        }, "tabuleiro-kit-games");
        thread.setDaemon(true);
        thread.start();
    }

    /** Waits for the games played aside, and throws what they threw. */
    private static void awaitGames(CompletableFuture<Void> played)
            throws IOException, InterruptedException {
        try {
            played.get();
        } catch (ExecutionException e) {
            Throwable cause = e.getCause();
            if (cause instanceof IOException io) {
                throw io;
            }
            if (cause instanceof InterruptedException interrupted) {
                throw interrupted;
            }
            if (cause instanceof RuntimeException runtime) {
                throw runtime;
            }
            if (cause instanceof Error error) {
                throw error;
            }
            throw new IllegalStateException("the games failed: " + cause, cause);
        }
    }

    /**
     * Whether the games are left out: a tag expression ({@code --tags} or
     * {@code -Dcucumber.filter.tags}) or a name ({@code --name} or
     * {@code -Dcucumber.filter.name}) narrows the check to the scenarios it picks, unless
     * {@code --games} asks for games too. An exercise does not, nor do rules named by their
     * tags alone ({@code --tags @C4-10}, {@code --tags "@C4-09 or @C4-10"}): checking one
     * exercise or rule after another is the student's way through the kit, and the games say
     * what the written examples cannot; they are played when they reach one of the rules
     * picked ({@link #reaching}).
     */
    private boolean narrowed() {
        String property = properties.getOrDefault(TAGS_PROPERTY,
                System.getProperty(TAGS_PROPERTY));
        return games == null && (tags != null && !tags.isBlank() && !rulesByTag()
                || property != null && !property.isBlank() || !nameFilter().isEmpty());
    }

    /** Whether {@code --tags} names rules alone, by their IDs, joined by {@code or}. */
    private boolean rulesByTag() {
        return tags != null && RULE_TAGS.matcher(tags).matches();
    }

    /**
     * Runs the student's own scenarios ({@link OwnScenarioRun}) after the rule book's and prints
     * each one's result; nothing when there are none, or the code did not compile.
     */
    private void ownScenarios(SelfCheck check, Verdict verdict, Texts words, String picked,
            String named, PrintWriter out) throws IOException, InterruptedException {
        ownFailed = false;
        if (verdict.graded().status() != GradedSubmission.Status.GRADED) {
            return;
        }
        Optional<OwnScenarioRun> found = check.ownScenarios(project, picked, named, showOutput,
                !untimed);
        if (found.isEmpty() || found.get().scenarios().isEmpty()
                && found.get().problems().isEmpty()) {
            return;
        }
        OwnScenarioRun run = found.get();
        ownFailed = !run.passed();
        out.println();
        out.println(words.text("own.heading", run.folder()));
        for (String problem : run.problems()) {
            out.println(words.text("own.unread", problem));
        }
        for (OwnScenarioRun.Ran ran : run.scenarios()) {
            boolean passed = ran.result().outcome() == Outcome.PASSED;
            out.println(words.text(passed ? "own.passed" : "own.failed", ran.name(),
                    ran.where()));
            if (!passed) {
                ran.result().step().ifPresent(step -> out.println(words.text("own.step",
                        step.text(), String.valueOf(step.line()))));
                ran.result().message().strip().lines().limit(OWN_MESSAGE_LINES)
                        .forEach(line -> out.println("        " + line));
            }
        }
        if (run.cut()) {
            out.println(words.text("own.cut"));
        }
        long passed = run.scenarios().stream()
                .filter(ran -> ran.result().outcome() == Outcome.PASSED).count();
        out.println(words.text("own.summary", passed, run.scenarios().size()));
        out.flush();
    }

    /**
     * Plays the kit's games with the reference's answers through the classes just checked and
     * prints what differs ({@link RecordedGames}); nothing when the code did not compile or no
     * game is asked, a line when the kit holds no answers or not the seed asked.
     */
    private void recordedGames(SelfCheck check, boolean graded, Texts words, PrintWriter out)
            throws IOException, InterruptedException {
        answersDiffer = false;
        if (!graded
                || games != null && games == 0) {
            return;
        }
        if (narrowed()) {
            out.println();
            out.println(words.text("games.narrowed"));
            out.flush();
            return;
        }
        Texts said = Texts.of(AnswerTexts.class, words.language());
        String rulebook = check.marking().scheme().rulebook();
        String game = rulebook.substring(rulebook.lastIndexOf('.') + 1);
        Path file = AnswerBook.file(AnswerBook.besideGrader(), game);
        out.println();
        if (!Files.isRegularFile(file)) {
            out.println(said.text("answers.none"));
            out.flush();
            return;
        }
        AnswerBook book;
        try {
            book = KeptAnswers.read(file);
        } catch (IOException | RuntimeException e) {
            out.println(said.text("answers.unreadable", file, e.getMessage()));
            out.flush();
            return;
        }
        int seeds = book.chapters().size();
        if (seed < 1 || seed > seeds) {
            out.println(said.text("answers.seed", String.valueOf(seed), seeds));
            out.flush();
            return;
        }
        Optional<String> reachedLine = Optional.empty();
        if (reach.isPresent()) {
            Set<String> reached = new TreeSet<>(asked(book));
            reached.retainAll(reach.get());
            if (reached.isEmpty()) {
                out.println(said.text("answers.unreached", String.join(", ", reach.get())));
                out.flush();
                return;
            }
            reachedLine = Optional.of(said.text("answers.reached", String.join(", ",
                    reached)));
        }
        int kitSeed = (int) seed;
        // By default every game the kit holds from the seed on: from seed 1, twice the
        // grader's count per submission, so that a bug its games meet now and then (a four
        // completed below its upper end) is met here as often as there.
        int usual = gamesOf(book, kitSeed, Integer.MAX_VALUE);
        int count = games != null ? games : usual;
        long usualSeconds = Math.min(RANDOM_SECONDS,
                RANDOM_SCENARIOS * check.marking().scheme().limits().scenarioSeconds());
        // The usual time is for a kit's seeds' games from this seed; more games get as much
        // again per as many more, whatever the book holds (a benchmark's book of 50 seeds
        // plays its 1,000 games in the time of 25 kits' defaults, not of one).
        int timed = gamesOf(book, kitSeed, kitSeed + AnswerBook.KIT_SEEDS);
        // Under --debug, a time no game reaches, as for the random games.
        long seconds = untimed ? Long.MAX_VALUE
                : usualSeconds * Math.max(1, (count + timed - 1) / Math.max(timed, 1));
        try {
            Optional<RecordedGames.Outcome> found = check.recordedGames(book, kitSeed, count,
                    seconds);
            if (found.isPresent()) {
                out.print(new RecordedGamesText(check.marking(), words.language(), game)
                        .of(found.get(), count));
                reachedLine.ifPresent(out::println);
                answersDiffer = !found.get().found().isEmpty();
            }
        } catch (TimeoutException e) {
            out.println(said.text("answers.timeout", String.valueOf(seconds)));
            answersDiffer = true;
        }
        out.flush();
    }

    /**
     * The kit's answer book, as {@link #recordedGames} reads it when it plays its games: empty
     * when no game with the reference's answers is played ({@code --games 0}, or a check
     * narrowed to its scenarios), when the kit holds no book, or when it cannot be read (which
     * {@link #recordedGames} then says).
     */
    private Optional<AnswerBook> kitAnswers(SelfCheck check) {
        if (games != null && games == 0 || narrowed()) {
            return Optional.empty();
        }
        String rulebook = check.marking().scheme().rulebook();
        try {
            Path file = AnswerBook.file(AnswerBook.besideGrader(),
                    rulebook.substring(rulebook.lastIndexOf('.') + 1));
            return Files.isRegularFile(file) ? Optional.of(KeptAnswers.read(file))
                    : Optional.empty();
        } catch (IOException | RuntimeException e) {
            return Optional.empty();
        }
    }

    /** The games a book holds from one kit seed up to, not including, another. */
    private static int gamesOf(AnswerBook book, long from, long until) {
        return book.chapters().stream().filter(chapter -> chapter.kitSeed() >= from
                && chapter.kitSeed() < until).mapToInt(chapter -> chapter.games().size()).sum();
    }

    /** The command that plays the same games again, with the options that chose them. */
    private String replay(long kitSeed) {
        return "./check --seed " + kitSeed + (games != null ? " --games " + games : "");
    }

    /**
     * Plays the random games through the classes just checked and prints what they found
     * (issue 61); nothing when the code did not compile.
     */
    private void randomGames(SelfCheck check, boolean graded, Texts words, PrintWriter out)
            throws IOException, InterruptedException {
        randomBroken = false;
        if (!graded || narrowed()) {
            return;
        }
        String rulebook = check.marking().scheme().rulebook();
        int usual = RandomGames.defaultGames(rulebook.substring(rulebook.lastIndexOf('.') + 1));
        int count = games != null ? games : usual;
        if (count == 0) {
            return;
        }
        Optional<Set<String>> reached = reach.map(rules -> {
            Set<String> properties = new TreeSet<>(propertyRules());
            properties.retainAll(rules);
            return properties;
        });
        if (reached.isPresent() && reached.get().isEmpty()) {
            out.println();
            out.println(words.text("random.unreached", String.join(", ", reach.get())));
            out.flush();
            return;
        }
        // The time grows with the games asked for beyond the usual count.
        long usualSeconds = Math.min(RANDOM_SECONDS,
                RANDOM_SCENARIOS * check.marking().scheme().limits().scenarioSeconds());
        // Under --debug, a time no game reaches: a breakpoint may stop one for minutes.
        long seconds = untimed ? Long.MAX_VALUE : usualSeconds * Math.max(1,
                (count + Math.max(usual, 1) - 1) / Math.max(usual, 1));
        out.println();
        try {
            Optional<RandomGames.Outcome> found = check.randomGames(seed, count, seconds);
            if (found.isEmpty()) {
                out.println(words.text("random.unplayed",
                        check.marking().scheme().title(words.language())));
            } else {
                out.print(new RandomGamesText(words.language(), replay(seed),
                        check.ownFolder(), rulebook.substring(rulebook.lastIndexOf('.') + 1),
                        answers.map(AnswerBook::rules).orElse(Map.of())).of(found.get()));
                reached.ifPresent(rules -> out.println(words.text("random.reached",
                        String.join(", ", rules))));
                randomBroken = !found.get().broken().isEmpty();
                if (randomBroken) {
                    shareLost(check.marking().scheme(), words, out);
                }
            }
        } catch (TimeoutException e) {
            out.println(words.text("random.timeout", String.valueOf(seconds)));
            randomBroken = true;
        }
        out.flush();
    }

    /**
     * The rules an {@code --exercise} check, or one of rules named by their tags, reaches, when
     * its games are to be played only if they reach one: no {@code --games} asked (which plays
     * them whatever the check picks) and no other tag or name (which leave them out,
     * {@link #narrowed}).
     * A game whose questions reach none of those rules can change no verdict of theirs, so it
     * is not played; one that reaches one is played whole, as the full check plays it, so its
     * verdict on that rule is the full check's.
     */
    private Optional<Set<String>> reaching(SelfCheck check, String picked, String named) {
        if (exercises.isEmpty() && !rulesByTag() || games != null || narrowed()) {
            return Optional.empty();
        }
        return Optional.of(check.rulesPicked(picked, named));
    }

    /**
     * The rules the kit's answer book's questions are about: each visible key's usual rule and
     * the rules it is charged to at some position.
     */
    private static Set<String> asked(AnswerBook book) {
        Set<String> rules = new TreeSet<>(book.rules().values());
        for (AnswerBook.Chapter chapter : book.chapters()) {
            for (AnswerBook.Recorded game : chapter.games()) {
                for (AnswerBook.Position position : game.positions()) {
                    rules.addAll(position.charges().values());
                }
            }
        }
        return rules;
    }

    /**
     * The rules of the game's properties that the random games check, by the kit's answer
     * book's keys; none when the kit holds no book, so that no property is taken for one of the
     * rules checked without knowing its rule.
     */
    private Set<String> propertyRules() {
        Set<String> rules = new TreeSet<>();
        answers.ifPresent(book -> book.rules().forEach((key, rule) -> {
            if (RandomGames.PROPERTIES.containsKey(key)) {
                rules.add(rule);
            }
        }));
        return rules;
    }

    /**
     * Says what a break the kit's random games show costs at the grader, whose own random games
     * ask the same questions: the scheme's share of its rule's points, even when every written
     * example passes. Nothing when the scheme has the grader play no random games.
     */
    private static void shareLost(Scheme scheme, Texts words, PrintWriter out) {
        GeneratedSetting generated = scheme.generatedSetting();
        if (!generated.asked(scheme.rulebook())) {
            return;
        }
        String percent = BigDecimal.valueOf(generated.shareLost()).movePointRight(2)
                .stripTrailingZeros().toPlainString();
        out.println();
        out.println(words.text("random.share", words.language() == Language.ENGLISH ? percent
                : percent.replace('.', ',')));
    }

    /**
     * The self-check in a language: prepared now in a cold check, the warm server's own
     * prepared one in a warm check; a language whose rule book the checker lacks is a command
     * line that cannot be used.
     */
    private Lease lease(Scheme scheme, Language speaks, Path work) throws IOException {
        try {
            if (warm != null) {
                return new Lease(warm.prepared(scheme, speaks, folder -> SelfCheck.prepare(
                        scheme, speaks, RunnerClasspath.ofGrader(), Skeleton.bundled(), folder))
                        .keepingIn(cacheFolder(project)), false);
            }
            return new Lease(SelfCheck.prepare(scheme, speaks, RunnerClasspath.ofGrader(),
                    Skeleton.bundled(), work).keepingIn(cacheFolder(project)), true);
        } catch (IllegalArgumentException e) {
            throw new NoRuleBook(noRuleBook(scheme, speaks), e);
        }
    }

    /** A self-check lent to one check, closed after it when the check owns it. */
    private record Lease(SelfCheck check, boolean owned) implements AutoCloseable {

        @Override
        public void close() throws IOException {
            if (owned) {
                check.close();
            }
        }
    }

    /**
     * Where a project's checks keep the classes and style reports of its sources for the next
     * check ({@link CheckCache}): its own {@code target} folder, which {@code mvn clean} empties
     * and no student hands in.
     *
     * @param project the project's folder
     * @return the folder
     */
    public static Path cacheFolder(Path project) {
        return project.resolve("target").resolve("check-cache");
    }

    /** A check with no rule book in the language asked for: refused, exit status 2. */
    private static final class NoRuleBook extends RuntimeException {

        private static final long serialVersionUID = 1L;

        NoRuleBook(String message, Throwable cause) {
            super(message, cause);
        }
    }

    /**
     * Says that the checker has no rule book of the game in a language, in the kit's own
     * language (the one asked for is the one it lacks): a kit made in one language carries
     * the other's visible rules too, so this is a grader built without that tree, or a kit
     * that lost its rule book.
     */
    private String noRuleBook(Scheme scheme, Language speaks) {
        Language own = schemeChoice.scheme(spec).defaultLanguage();
        Texts words = Texts.of(CheckTexts.class, own);
        String title = scheme.title(own);
        if (speaks != own) {
            return words.text("lang.missing", title, words.text("language." + own.tag()),
                    words.text("language." + speaks.tag()), speaks.tag());
        }
        return words.text("no.rulebook", title, words.text("language." + own.tag()),
                speaks.features(scheme.rulebook()));
    }

    /**
     * Says that a tag expression picks no scenario, and which tags there are: a check of
     * nothing would say "0 of 0 rules" and pass, which a student takes for a pass.
     */
    private static String noneTagged(Marking marking, Texts words, String picked) {
        List<String> rules = marking.rules().stream().map(GradedRule::id).distinct().sorted()
                .map(id -> "@" + id).toList();
        String exercises = marking.scheme().exercises().stream()
                .map(exercise -> String.format("@ex%02d", exercise.number()))
                .collect(Collectors.joining(", "));
        return words.text("no.tags.match", marking.scheme().title(words.language()), picked,
                exercises, String.join(", ", rules), rules.isEmpty() ? "@ex01" : rules.get(0));
    }

    private static int status(Verdict verdict) {
        // No rule at all is no pass: a student would read "0 of 0 rules kept" as one.
        // A name may pick some of a rule's scenarios: the rule is then judged by those that
        // ran, each passed, as the check was asked.
        boolean allKept = verdict.graded().status() == GradedSubmission.Status.GRADED
                && verdict.ended() && !verdict.graded().score().rules().isEmpty()
                && verdict.graded().score().rules().stream().allMatch(rule -> rule.kept()
                        || rule.scenarios().stream().allMatch(s -> s.result().outcome()
                                == Outcome.NOT_RUN || verdict.narrowed()
                                && s.result().outcome() == Outcome.PASSED));
        return allKept ? 0 : 1;
    }

    private static void deleteQuietly(Path folder) {
        try {
            FileTrees.delete(folder);
        } catch (IOException e) {
            // The JVM is ending; a temporary folder left behind is all that is lost.
        }
    }

    /** The scenarios to run: --exercise, --tags and Cucumber's own property, all together. */
    private String tagExpression() {
        List<String> parts = new ArrayList<>();
        if (!exercises.isEmpty()) {
            parts.add("(" + exercises.stream().map(n -> String.format("@ex%02d", n))
                    .collect(Collectors.joining(" or ")) + ")");
        }
        String property = properties.getOrDefault(TAGS_PROPERTY,
                System.getProperty(TAGS_PROPERTY));
        for (String expression : new String[] {tags, property}) {
            if (expression != null && !expression.isBlank()) {
                parts.add("(" + expression.strip() + ")");
            }
        }
        return String.join(" and ", parts);
    }

    /**
     * The regular expression of the scenarios' names to run: {@code --name}, else Cucumber's
     * own property, as Maven reads it; empty for every name.
     */
    private String nameFilter() {
        String property = properties.getOrDefault(NAME_PROPERTY,
                System.getProperty(NAME_PROPERTY));
        for (String expression : new String[] {name, property}) {
            if (expression != null && !expression.isBlank()) {
                return expression;
            }
        }
        return "";
    }

    /** The names, sizes and times of the project's sources: what a save changes. */
    private String fingerprint() {
        try {
            return sources();
        } catch (IOException | UncheckedIOException e) {
            // A folder removed while it is walked: what is there is seen at the next look.
            return "unreadable: " + e.getMessage();
        }
    }

    private String sources() throws IOException {
        Path root = project.resolve("src");
        if (!Files.isDirectory(root)) {
            root = project;
        }
        try (Stream<Path> files = Files.walk(root)) {
            return files.filter(file -> file.toString().endsWith(".java"))
                    .filter(file -> !file.startsWith(project.resolve("target")))
                    .sorted()
                    .map(file -> {
                        try {
                            return file + " " + Files.size(file) + " "
                                    + Files.getLastModifiedTime(file).toMillis();
                        } catch (IOException e) {
                            return file + " gone";
                        }
                    })
                    .collect(Collectors.joining("\n"));
        }
    }
}
