package tabuleiro.grading.selfcheck;

import io.cucumber.tagexpressions.Expression;
import io.cucumber.tagexpressions.TagExpressionParser;
import java.io.IOException;
import java.io.OutputStream;
import java.io.PrintStream;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.net.MalformedURLException;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.TimeUnit;
import java.util.function.Consumer;
import java.util.function.Function;
import java.util.function.Supplier;
import java.util.jar.JarFile;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import tabuleiro.grading.child.LocalRunner;
import tabuleiro.grading.child.ProgressEvent;
import tabuleiro.grading.child.ProgressEvent.Finished;
import tabuleiro.grading.child.ProgressEvent.Planned;
import tabuleiro.grading.child.ProgressEvent.StepStarted;
import tabuleiro.grading.child.ProgressEvent.TimedOut;
import tabuleiro.grading.child.compiler.SourceCompiler;
import tabuleiro.grading.intake.Intake;
import tabuleiro.grading.model.BookScenario;
import tabuleiro.grading.model.CompileError;
import tabuleiro.grading.model.FileTrees;
import tabuleiro.grading.model.GeneratedSetting;
import tabuleiro.grading.model.GradedRule;
import tabuleiro.grading.model.GradedSubmission;
import tabuleiro.grading.model.GradedSubmission.Status;
import tabuleiro.grading.model.Language;
import tabuleiro.grading.model.Marking;
import tabuleiro.grading.model.Outcome;
import tabuleiro.grading.model.OwnScenarios;
import tabuleiro.grading.model.RuleBlock;
import tabuleiro.grading.model.RuleScore;
import tabuleiro.grading.model.ScenarioKey;
import tabuleiro.grading.model.ScenarioOutcome;
import tabuleiro.grading.model.ScenarioResult;
import tabuleiro.grading.model.ScenarioResult.Step;
import tabuleiro.grading.model.Scheme;
import tabuleiro.grading.model.Score;
import tabuleiro.grading.model.Sha256;
import tabuleiro.grading.model.Submission;
import tabuleiro.grading.oracle.AnswerBook;
import tabuleiro.grading.oracle.GeneratedGames;
import tabuleiro.grading.oracle.Oracle;
import tabuleiro.grading.rulebook.RuleBook;
import tabuleiro.grading.sandbox.ProgressReader;
import tabuleiro.grading.sandbox.RuleBookJars;
import tabuleiro.grading.sandbox.RunnerClasspath;
import tabuleiro.grading.sandbox.SpecRun;
import tabuleiro.grading.spi.Games;
import tabuleiro.grading.style.StyleReport;
import tabuleiro.grading.style.StyleReview;
import tabuleiro.grading.workspace.IncrementalCompilation;
import tabuleiro.grading.workspace.JavaCompilation;
import tabuleiro.grading.workspace.Workspace;

/**
 * A student's self-check: what the grader would give a project, found in this JVM in seconds.
 *
 * <p>It takes the same steps as the grader, with the grader's own code: the project is read as
 * one submission ({@link Intake}), laid over the skeleton ({@link Workspace}), compiled with the
 * same options and the same forbidden-API scan ({@link JavaCompilation}), run against the
 * visible rules and scored by the same marking ({@link Score}). What it leaves out is what
 * protects the grader from the student: no child JVM, no sandbox, no signed channel, so it is
 * only as trustworthy as the student's own machine, which is all a self-check needs.
 *
 * <p>The runner's libraries (Cucumber, the JUnit Platform, AssertJ, picocli) are loaded once,
 * in a class loader whose parent is the platform's, so nothing of the grader's own class path
 * (the reference among it, in the instructor's jar) is visible to the student's classes. Each
 * check loads the step definitions and the student's classes afresh in a child of it, with
 * assertions on: the step definitions keep no state from one check to the next, and a changed
 * class is the one that runs.
 */
public final class SelfCheck implements AutoCloseable {

    private static final String LOCAL_RUNNER = LocalRunner.class.getName();

    /**
     * Whether a scenario's thread that timed out can be stopped: {@code Thread.stop} throws
     * from Java 20 on, and then an endless loop keeps its processor until the JVM ends, so a
     * watch cannot go on (see {@link Verdict#stuck()}).
     */
    private static final boolean STOPS_THREADS = Runtime.version().feature() < 20;

    /** The name of the jar of Cucumber's JUnit Platform engine. */
    private static final String CUCUMBER_ENGINE = "cucumber-junit-platform-engine";

    /** The most time a broken random game is shrunk for. */
    private static final long SHRINK_MILLIS = 1_000;

    /**
     * The lock of the standard streams while runs silence them: the rules and the kit's games
     * may run at once ({@link #check(Path, String, String, boolean, boolean, Runnable)}), and
     * the streams must come back as they were when the last of them ends, not when the first
     * does, nor as the other found them.
     */
    private static final Object STREAMS = new Object();

    /** How many runs are silencing the standard streams now. */
    private static int silencing;

    /** The standard output as it was when the first run that silences it began. */
    private static PrintStream loudOut;

    /** The standard error as it was when the first run that silences it began. */
    private static PrintStream loudErr;

    private final Marking marking;
    private final String features;
    private final RuleBook book;
    /** The visible scenarios as Cucumber runs them, for what a filter picks. */
    private final List<RuleBook.Picked> pickles;
    private final List<Path> compileClasspath;
    private final List<Path> rulebookEntries;
    private final Optional<Path> skeleton;
    private final Path work;
    private final URLClassLoader runnerLoader;
    private final Method run;
    /** Where the classes and style reports of earlier checks are kept, if anywhere. */
    private Optional<CheckCache> cache = Optional.empty();
    /** A run of the rule book, as {@link #reused} names it. */
    public static final String RULES = "rules";

    /** The games with the reference's answers, as {@link #reused} names them. */
    public static final String RECORDED = "recorded";

    /** The random games, as {@link #reused} names them. */
    public static final String RANDOM = "random";

    /** The last compile's classes, which a check after a change compiles against. */
    private final IncrementalCompilation incremental;
    /** What the last compile read, and whether its classes were kept ones. */
    private Checked lastCompiled = Checked.NONE;
    /** What runs on the same classes found, in a warm check ({@link KeptResults}). */
    private final KeptResults kept = new KeptResults();
    /** The last compiled classes and resources, byte for byte; empty when they did not compile. */
    private volatile String classesDigest = "";
    /** What the last check took from an earlier run on the same classes. */
    private final Set<String> reused = ConcurrentHashMap.newKeySet();

    private SelfCheck(Marking marking, String features, RuleBook book,
            List<RuleBook.Picked> pickles, List<Path> compileClasspath,
            List<Path> rulebookEntries, Optional<Path> skeleton, Path work) throws IOException {
        this.marking = marking;
        this.features = features;
        this.book = book;
        this.pickles = List.copyOf(pickles);
        this.compileClasspath = List.copyOf(compileClasspath);
        this.rulebookEntries = List.copyOf(rulebookEntries);
        this.skeleton = skeleton;
        this.work = work;
        this.incremental = new IncrementalCompilation(work.resolve("no-sources"));
        this.runnerLoader = new URLClassLoader("tabuleiro-runner", urls(compileClasspath),
                ClassLoader.getPlatformClassLoader());
        try {
            this.run = runnerLoader.loadClass(LOCAL_RUNNER).getMethod("run", String.class,
                    String.class, String.class, String.class, List.class, int.class,
                    Consumer.class, Consumer.class);
        } catch (ClassNotFoundException | NoSuchMethodException e) {
            runnerLoader.close();
            throw new IllegalStateException("the runner's jar (" + compileClasspath + ") has no "
                    + LOCAL_RUNNER + ": rebuild the grader", e);
        }
    }

    /**
     * Prepares the self-check of a game in English: reads its rule book, leaves its hidden rules
     * out, and loads the runner's libraries.
     *
     * @param scheme the scheme; its hidden rules are neither run nor shown
     * @param classpath the grading JVMs' class path: the runner's jar, its libraries and the
     *     rule book
     * @param skeleton the skeleton's sources, which a project's files are laid over
     * @param work a folder of the self-check's own, for the project's sources, classes and the
     *     rule book's jars
     * @return the self-check
     * @throws IOException if the rule book cannot be read or its jars written
     */
    public static SelfCheck prepare(Scheme scheme, RunnerClasspath classpath,
            Optional<Path> skeleton, Path work) throws IOException {
        return prepare(scheme, Language.ENGLISH, classpath, skeleton, work);
    }

    /**
     * Prepares the self-check of a game in a language: reads the rule book of that language
     * (its own tree of feature files, run with the one set of step definitions), leaves its
     * hidden rules out, and loads the runner's libraries. The rules, tags and points are the
     * same in every language; only the words the student reads differ.
     *
     * @param scheme the scheme; its hidden rules are neither run nor shown
     * @param language the language of the rule book to run
     * @param classpath the grading JVMs' class path: the runner's jar, its libraries and the
     *     rule book
     * @param skeleton the skeleton's sources, which a project's files are laid over
     * @param work a folder of the self-check's own, for the project's sources, classes and the
     *     rule book's jars
     * @return the self-check
     * @throws IOException if the rule book cannot be read or its jars written
     * @throws IllegalArgumentException if the class path has no rule book of the game in the
     *     language: a check of no rule would say "0 of 0 rules kept" and pass
     */
    public static SelfCheck prepare(Scheme scheme, Language language, RunnerClasspath classpath,
            Optional<Path> skeleton, Path work) throws IOException {
        String features = language.features(scheme.rulebook());
        Map<String, String> files = RuleBook.featureFiles(classpath.entries(), features);
        if (files.isEmpty()) {
            throw new IllegalArgumentException("this checker has no rule book of "
                    + scheme.title() + " in the language " + language.tag() + " (no feature"
                    + " files in " + features + "): check in " + Language.ENGLISH.tag());
        }
        RuleBook whole = RuleBook.load(classpath.entries(), features);
        Marking instructors = Marking.of(scheme, whole.rules());
        Set<RuleBlock> hidden = instructors.rules().stream().filter(instructors::hidden)
                .map(rule -> rule.block()).collect(Collectors.toSet());
        Path jarsFolder = work.resolve("rulebook");
        RuleBookJars jars = RuleBookJars.make(jarsFolder, classpath.entries(), files,
                whole.blocks(), hidden);
        List<Path> visible = jars.visibleClasspath();
        RuleBook book = RuleBook.load(visible, features);
        Marking marking = Marking.of(VisibleScheme.of(instructors), book.rules());
        // The jars RuleBookJars made (the glue, the visible rules) are loaded afresh for every
        // check; the libraries they sit on, once. Cucumber's engine looks for glue with its own
        // class loader, not the thread's, so it is loaded with the glue, every time.
        String glue = gluePrefix(scheme.rulebook());
        List<Path> libraries = new ArrayList<>();
        List<Path> rulebook = new ArrayList<>();
        for (Path entry : visible) {
            (perCheck(entry, jarsFolder, glue) ? rulebook : libraries).add(entry);
        }
        return new SelfCheck(marking, features, book,
                RuleBook.pickles(RuleBook.featureFiles(visible, features)), libraries, rulebook,
                skeleton, work);
    }

    /**
     * Prepares a self-check that compiles and nothing more, as {@code ./play} needs it: the
     * rule book is not read (playing runs no rule) and its jars are not made, which took about
     * a third of a second of an unchanged project's {@code ./play}. Its libraries are those
     * {@link #prepare} finds, in the same order, so that the classes a check kept for the same
     * sources are found under the same key; its marking has no rule. Only {@link #compile},
     * {@link #keepingIn} and {@link #libraries} may be used.
     *
     * @param scheme the scheme, for the engine's package
     * @param classpath the grading JVMs' class path
     * @param skeleton the skeleton's sources, which a project's files are laid over
     * @param work a folder of the self-check's own, for the project's sources and classes
     * @return the self-check
     * @throws IOException if the class path cannot be read
     */
    public static SelfCheck forCompiling(Scheme scheme, RunnerClasspath classpath,
            Optional<Path> skeleton, Path work) throws IOException {
        Path jarsFolder = work.resolve("rulebook");
        String glue = gluePrefix(scheme.rulebook());
        List<Path> libraries = new ArrayList<>();
        for (Path entry : classpath.entries()) {
            // An entry with feature files is a jar RuleBookJars makes anew in a prepared
            // check, loaded with each check: never one of its libraries.
            if (!holdsFeatures(entry) && !perCheck(entry, jarsFolder, glue)) {
                libraries.add(entry);
            }
        }
        return new SelfCheck(Marking.of(scheme, List.of()), "", null, List.of(), libraries,
                List.of(), skeleton, work);
    }

    /** Tells whether a class path entry holds feature files. */
    private static boolean holdsFeatures(Path entry) throws IOException {
        if (Files.isDirectory(entry)) {
            try (Stream<Path> files = Files.walk(entry)) {
                return files.anyMatch(file -> file.toString().endsWith(".feature"));
            }
        }
        try (JarFile jar = new JarFile(entry.toFile())) {
            return jar.stream().anyMatch(file -> file.getName().endsWith(".feature"));
        } catch (java.util.zip.ZipException notAJar) {
            return false;
        }
    }

    /**
     * Tells whether a class path entry is loaded afresh for every check: a jar RuleBookJars
     * made, the step definitions wherever they come from (a student kit carries them in a jar
     * of their own), and Cucumber's engine.
     */
    private static boolean perCheck(Path entry, Path jarsFolder, String glue)
            throws IOException {
        if (entry.startsWith(jarsFolder)
                || entry.getFileName().toString().startsWith(CUCUMBER_ENGINE)) {
            return true;
        }
        if (Files.isDirectory(entry)) {
            return Files.isDirectory(entry.resolve(glue));
        }
        try (JarFile jar = new JarFile(entry.toFile())) {
            return jar.stream().anyMatch(file -> file.getName().startsWith(glue)
                    && file.getName().endsWith(".class"));
        }
    }

    /** The folder of the rule book's shared step code: the parent of the game's package. */
    private static String gluePrefix(String rulebook) {
        int dot = rulebook.lastIndexOf('.');
        return (dot < 0 ? rulebook : rulebook.substring(0, dot)).replace('.', '/') + "/";
    }

    /**
     * Returns the marking the self-check scores by: the visible rules, each worth what the
     * grader gives it.
     *
     * @return the marking
     */
    public Marking marking() {
        return marking;
    }

    /**
     * Keeps the classes of the sources that compiled and each file's style report in a folder,
     * and uses them when a later check, in this JVM or another, reads the same sources
     * ({@link CheckCache}): a check after a one-line change compiles again, but checks the
     * style of the changed file alone, and a check of sources already compiled compiles
     * nothing. What is kept is found by the digest of the sources, so it never answers for
     * others.
     *
     * @param folder the folder, such as the project's {@code target/check-cache}
     * @return this self-check
     */
    public SelfCheck keepingIn(Path folder) {
        cache = Optional.of(CheckCache.in(folder));
        return this;
    }

    /**
     * Tells how many of the visible scenarios a tag expression picks, as Cucumber reads their
     * tags (a scenario's own and those it inherits), before anything runs.
     *
     * @param expression a Cucumber tag expression that parses
     * @return the number of scenarios it picks
     */
    public long picked(String expression) {
        return picked(expression, "");
    }

    /**
     * Tells how many of the visible scenarios a tag expression and a name pick together, as
     * Cucumber's {@code cucumber.filter.tags} and {@code cucumber.filter.name} do, before
     * anything runs.
     *
     * @param expression a Cucumber tag expression that parses, or empty for any tags
     * @param name a regular expression that the whole of a scenario's name must match, as
     *     Cucumber's name filter matches it, or empty for any name
     * @return the number of scenarios they pick
     * @throws java.util.regex.PatternSyntaxException if the name is not a regular expression
     */
    public long picked(String expression, String name) {
        return picks(pickles, expression, name);
    }

    /**
     * Tells which rules a tag expression and a name reach: the rules of the visible scenarios
     * they pick, by each scenario's tags.
     *
     * @param expression a Cucumber tag expression that parses, or empty for any tags
     * @param name a regular expression a scenario's whole name matches, or empty for any name
     * @return the IDs of the rules, such as {@code C4-05}
     */
    public Set<String> rulesPicked(String expression, String name) {
        Set<String> ids = marking.rules().stream().map(GradedRule::id)
                .collect(Collectors.toSet());
        Optional<Expression> tags = expression.isBlank() ? Optional.empty()
                : Optional.of(TagExpressionParser.parse(expression));
        Optional<Pattern> named = name.isBlank() ? Optional.empty()
                : Optional.of(Pattern.compile(name));
        Set<String> rules = new TreeSet<>();
        for (RuleBook.Picked scenario : pickles) {
            if (tags.map(parsed -> parsed.evaluate(scenario.tags())).orElse(true)
                    && named.map(pattern -> pattern.matcher(scenario.name()).matches())
                            .orElse(true)) {
                scenario.tags().stream().map(tag -> tag.substring(1)).filter(ids::contains)
                        .forEach(rules::add);
            }
        }
        return rules;
    }

    /** How many of the scenarios a tag expression and a name pick. */
    private static long picks(List<RuleBook.Picked> scenarios, String expression, String name) {
        Optional<Expression> tags = expression.isBlank() ? Optional.empty()
                : Optional.of(TagExpressionParser.parse(expression));
        Optional<Pattern> named = name.isBlank() ? Optional.empty()
                : Optional.of(Pattern.compile(name));
        return scenarios.stream()
                .filter(scenario -> tags.map(parsed -> parsed.evaluate(scenario.tags()))
                        .orElse(true))
                .filter(scenario -> named.map(pattern -> pattern.matcher(scenario.name())
                        .matches()).orElse(true))
                .count();
    }

    /**
     * Checks a project.
     *
     * @param project the student's project: a folder with {@code src/main/java}, as the grader
     *     takes it
     * @param tags a Cucumber tag expression that picks the scenarios to run, such as
     *     {@code @ex02}, or empty for every visible scenario
     * @param showOutput whether what the student's code prints reaches the console
     * @return the verdict
     * @throws IOException if the project or the self-check's folder cannot be read or written
     * @throws InterruptedException if the thread is interrupted while the rules run
     */
    public Verdict check(Path project, String tags, boolean showOutput)
            throws IOException, InterruptedException {
        return check(project, tags, showOutput, true);
    }

    /**
     * Checks a project, with or without the scheme's time limits.
     *
     * @param project the student's project: a folder with {@code src/main/java}, as the grader
     *     takes it
     * @param tags a Cucumber tag expression that picks the scenarios to run, such as
     *     {@code @ex02}, or empty for every visible scenario
     * @param showOutput whether what the student's code prints reaches the console
     * @param timed {@code false} for no time limit at all (no scenario's, no whole project's,
     *     no style check's): {@code check --debug}, whose JVM a breakpoint holds for as long as
     *     the student reads it, which every limit would count as the scenario's time
     * @return the verdict
     * @throws IOException if the project or the self-check's folder cannot be read or written
     * @throws InterruptedException if the thread is interrupted while the rules run
     */
    public Verdict check(Path project, String tags, boolean showOutput, boolean timed)
            throws IOException, InterruptedException {
        return check(project, tags, "", showOutput, timed);
    }

    /**
     * Checks a project's scenarios that a tag expression and a name pick, with or without the
     * scheme's time limits.
     *
     * @param project the student's project: a folder with {@code src/main/java}, as the grader
     *     takes it
     * @param tags a Cucumber tag expression that picks the scenarios to run, such as
     *     {@code @ex02}, or empty for every visible scenario
     * @param name a regular expression that the whole of a scenario's name matches, as
     *     Cucumber's {@code cucumber.filter.name}, or empty for every name
     * @param showOutput whether what the student's code prints reaches the console
     * @param timed {@code false} for no time limit at all: {@code check --debug}
     * @return the verdict
     * @throws IOException if the project or the self-check's folder cannot be read or written
     * @throws InterruptedException if the thread is interrupted while the rules run
     */
    public Verdict check(Path project, String tags, String name, boolean showOutput,
            boolean timed) throws IOException, InterruptedException {
        return check(project, tags, name, showOutput, timed, () -> {});
    }

    /**
     * Checks a project's scenarios that a tag expression and a name pick, and tells when its
     * classes are compiled, before the rules run: what needs the classes alone (the kit's
     * games) may then run beside the rules.
     *
     * @param project the student's project
     * @param tags a Cucumber tag expression that picks the scenarios to run, or empty
     * @param name a regular expression a scenario's whole name matches, or empty
     * @param showOutput whether what the student's code prints reaches the console
     * @param timed {@code false} for no time limit at all: {@code check --debug}
     * @param whenCompiled run once the project compiled, before the rules; not run when it
     *     did not compile
     * @return the verdict
     * @throws IOException if the project or the self-check's folder cannot be read or written
     * @throws InterruptedException if the thread is interrupted while the rules run
     */
    public Verdict check(Path project, String tags, String name, boolean showOutput,
            boolean timed, Runnable whenCompiled) throws IOException, InterruptedException {
        long start = System.nanoTime();
        reused.clear();
        Laid laid = lay(project);
        // The grader's style advice, on the same files; it never keeps a rule from running. It
        // reads the sources laid out on a thread of its own while javac compiles them and the
        // rules run, so the verdict waits for the slowest rather than for all of them: in the
        // kit's warm check, javac is warm and leaves the second processor to it.
        long styleMillis = timed ? TimeUnit.SECONDS.toMillis(StyleReview.SECONDS_PER_FILE)
                : Long.MAX_VALUE;
        CompletableFuture<Styled> style = CompletableFuture.supplyAsync(() ->
                style(laid, styleMillis));
        Compiled compiled;
        try {
            compiled = compileLaid(laid);
        } catch (IOException | RuntimeException e) {
            awaitQuietly(style);
            throw e;
        }
        long compiledAt = System.nanoTime();
        Submission submission = compiled.submission();
        if (!compiled.errors().isEmpty()) {
            // No advice beside compile errors, as before; the style check ends before the
            // next check lays its sources where it reads them.
            awaitQuietly(style);
            Score none = Score.of(marking, Map.of(), ScenarioResult.of(Outcome.NOT_RUN,
                    "the code did not compile", Optional.empty()));
            return new Verdict(submission, new GradedSubmission(submission.name(),
                    Status.COMPILE_ERRORS, none, compiled.errors(), compiled.notes(),
                    seconds(start)), tags, true, seconds(start, compiledAt), 0, false, name,
                    lastCompiled);
        }
        final Checked read = lastCompiled;
        whenCompiled.run();
        // The rule book's results on these very classes, when an earlier timed run that
        // printed nothing of the student's found them: the same classes answer the same.
        KeptResults.Key asked = new KeptResults.Key(RULES, classesDigest, features,
                List.of(tags, name));
        boolean keepable = timed && !showOutput;
        Optional<RulesRan> earlier = keepable ? kept.get(asked, RulesRan.class)
                : Optional.empty();
        Rules rules = new Rules();
        if (earlier.isEmpty()) {
            try {
                runRules(compiled.classes(), tags, name, showOutput, timed, rules);
            } catch (IOException | InterruptedException | RuntimeException e) {
                style.cancel(true);
                throw e;
            }
        } else {
            reused.add(RULES);
        }
        Map<ScenarioKey, ScenarioResult> results = earlier.map(RulesRan::results)
                .orElseGet(rules::results);
        if (earlier.isEmpty() && keepable && rules.cut.isEmpty() && rules.timedOut == 0) {
            kept.keep(asked, new RulesRan(results));
        }
        String why = rules.cut.orElse("this self-check did not run it");
        Score score = Score.of(marking, results, ScenarioResult.of(Outcome.NOT_RUN, why,
                Optional.empty()));
        if (!name.isBlank()) {
            score = onTheScenariosRun(score, results.keySet());
        }
        Styled styled = style.join();
        return new Verdict(submission, new GradedSubmission(submission.name(), Status.GRADED,
                score, List.of(), compiled.notes(), seconds(start)).withStyle(styled.report()),
                tags, rules.cut.isEmpty(), seconds(start, compiledAt), seconds(compiledAt),
                rules.timedOut > 0 && !STOPS_THREADS, name,
                read.styled(styled.reused(), styled.checked()));
    }

    /** The rule book's results of a run that ended within its time. */
    private record RulesRan(Map<ScenarioKey, ScenarioResult> results) {

        /** Copies the results. */
        RulesRan {
            results = Map.copyOf(results);
        }
    }

    /**
     * What the last check took from an earlier run on the same classes, byte for byte, rather
     * than running it again ({@link KeptResults}): {@value #RULES}, {@value #RECORDED},
     * {@value #RANDOM}.
     *
     * @return the runs taken, empty when every one ran now
     */
    public Set<String> reused() {
        return Set.copyOf(reused);
    }

    /**
     * The digest of the classes and resources the last compile made, which a verdict's kept
     * results are of.
     *
     * @return the SHA-256 in hexadecimal, or empty when the last compile failed
     */
    public String classesDigest() {
        return classesDigest;
    }

    /**
     * The grader's style advice on the student's files: each file's report kept by an earlier
     * check of the same content is used, the others are checked (and kept).
     */
    private Styled style(Laid laid, long millisPerFile) {
        Path root = laid.workspace().root();
        List<Path> files = laid.studentFiles().stream().map(root::resolve).toList();
        Map<Path, StyleReport> reports = new HashMap<>();
        Map<Path, String> keys = new HashMap<>();
        if (cache.isPresent()) {
            for (Path file : files) {
                try {
                    String key = cache.get().styleKey(root.relativize(file).toString()
                            .replace('\\', '/'), file);
                    keys.put(file, key);
                    cache.get().style(key, file.toString())
                            .ifPresent(report -> reports.put(file, report));
                } catch (IOException e) {
                    // Unreadable now: the style check says so in its own words.
                }
            }
        }
        List<Path> unchecked = files.stream().filter(file -> !reports.containsKey(file))
                .toList();
        final int reused = reports.size();
        List<StyleReport> fresh = new ArrayList<>();
        if (!unchecked.isEmpty()) {
            // Not even started for no file: Checkstyle's configuration alone takes a while.
            StyleReview.check(unchecked, fresh::add, millisPerFile);
        }
        for (int i = 0; i < unchecked.size() && i < fresh.size(); i++) {
            Path file = unchecked.get(i);
            reports.put(file, fresh.get(i));
            if (keys.containsKey(file)) {
                cache.get().keepStyle(keys.get(file), fresh.get(i));
            }
        }
        StyleReport all = StyleReport.none();
        for (Path file : files) {
            all = all.plus(reports.getOrDefault(file, StyleReport.none()));
        }
        return new Styled(all.renamed(file -> laid.workspace().describe(Path.of(file))),
                reused, unchecked.size());
    }

    /**
     * Waits for the style check of a check that ends without it, whatever it gave: the next
     * check must not lay its sources where this one still reads them, nor keep a report of a
     * file changed under it.
     */
    private static void awaitQuietly(CompletableFuture<Styled> style) {
        try {
            style.join();
        } catch (java.util.concurrent.CompletionException | java.util.concurrent
                .CancellationException ignored) {
            // Its report is not used.
        }
    }

    /** The style check's report, and how many files it took from the cache and checked. */
    private record Styled(StyleReport report, int reused, int checked) {
    }

    /**
     * A score narrowed by a name to the scenarios that ran: a name picks scenarios, not rules,
     * so a rule of which some scenarios ran is kept or broken on those alone, as a rule a tag
     * picks is on all of its own; one the name did not reach keeps its score (not run).
     */
    private static Score onTheScenariosRun(Score score, Set<ScenarioKey> ran) {
        List<RuleScore> narrowed = new ArrayList<>();
        for (RuleScore rule : score.rules()) {
            List<ScenarioOutcome> outcomes = rule.scenarios().stream()
                    .filter(outcome -> ran.contains(outcome.scenario().key())).toList();
            if (outcomes.isEmpty() || outcomes.size() == rule.scenarios().size()) {
                narrowed.add(rule);
            } else {
                GradedRule picked = new GradedRule(rule.rule().block(), rule.rule().exercise(),
                        outcomes.stream().map(ScenarioOutcome::scenario).toList(),
                        rule.rule().name());
                // A failure charged to another rule stays charged there, as in the full check.
                narrowed.add(new RuleScore(picked, rule.max(), outcomes).withWaits(
                        rule.waitsOn(), rule.shownBy().stream().filter(outcome -> ran.contains(
                                outcome.scenario().key())).toList()));
            }
        }
        return new Score(narrowed);
    }

    /**
     * Runs the student's own scenarios ({@link OwnScenarios}) on the classes the last
     * {@link #check} compiled, as the rule book's run: the same step definitions, assertions on,
     * the same time limit a scenario. A file that is not Gherkin is named with its error and
     * does not run; the others do. They are the student's: they carry no points.
     *
     * @param project the student's project
     * @param tags the tag expression that picks the scenarios to run, or empty for all
     * @param showOutput whether to let the scenarios print
     * @param timed whether a scenario has the scheme's time limit
     * @return what they did; empty when the project has none, or the last check did not compile
     * @throws IOException if the files cannot be read or copied
     * @throws InterruptedException if this thread is interrupted while they run
     */
    public Optional<OwnScenarioRun> ownScenarios(Path project, String tags, boolean showOutput,
            boolean timed) throws IOException, InterruptedException {
        return ownScenarios(project, tags, "", showOutput, timed);
    }

    /**
     * Runs the student's own scenarios that a tag expression and a name pick, from the folders
     * of both languages ({@link #ownFolders()}): each file runs in the language of its folder,
     * as the rule book's step definitions read it, whatever language the check speaks, since a
     * student who checks an English kit in Portuguese still wrote its {@code mine.feature} in
     * English.
     *
     * @param project the student's project
     * @param tags the tag expression that picks the scenarios to run, or empty for all
     * @param name the regular expression a scenario's whole name matches, or empty for all
     * @param showOutput whether to let the scenarios print
     * @param timed whether a scenario has the scheme's time limit
     * @return what they did; empty when the project has none, or the last check did not compile
     * @throws IOException if the files cannot be read or copied
     * @throws InterruptedException if this thread is interrupted while they run
     */
    public Optional<OwnScenarioRun> ownScenarios(Path project, String tags, String name,
            boolean showOutput, boolean timed) throws IOException, InterruptedException {
        if (!Files.isDirectory(work.resolve("classes"))) {
            return Optional.empty();
        }
        // A copy of the files that parse, in a folder of the check's own, each under its own
        // folder's package, so that its language is still read from where it is: one file
        // Cucumber cannot read would keep every other from running.
        Path root = work.resolve("own");
        FileTrees.delete(root);
        List<String> read = new ArrayList<>();
        List<String> problems = new ArrayList<>();
        Rules results = new Rules();
        Map<String, String> prefixes = new LinkedHashMap<>();
        boolean ended = true;
        int seconds = timed ? marking.scheme().limits().scenarioSeconds() : Integer.MAX_VALUE;
        for (String features : ownPackages()) {
            String folder = OwnScenarios.folder(features);
            Map<String, String> files = ownFiles(project, folder);
            // The kit starts both languages' folders with a file of no scenario: one the
            // student has written nothing in is neither run nor named.
            if (files.isEmpty() || RuleBook.pickles(files).isEmpty()
                    && RuleBook.parseErrors(files).isEmpty()) {
                continue;
            }
            read.add(folder);
            String ownPackage = OwnScenarios.featuresPackage(features);
            Path copy = root.resolve(ownPackage.replace('.', '/'));
            int readable = 0;
            for (Map.Entry<String, String> file : files.entrySet()) {
                List<String> errors = RuleBook.parseErrors(Map.of(folder + "/" + file.getKey(),
                        file.getValue()));
                if (errors.isEmpty()) {
                    Path target = copy.resolve(file.getKey());
                    Files.createDirectories(target.getParent());
                    Files.writeString(target, file.getValue(), StandardCharsets.UTF_8);
                    readable++;
                } else {
                    problems.addAll(errors);
                }
            }
            prefixes.put("classpath:" + ownPackage.replace('.', '/') + "/", folder + "/");
            // A scenario that ran out of time ends the run: the other folder's wait for the
            // next check, as the scenarios after it in the same folder do.
            if (readable > 0 && ended) {
                ended = runOnce(List.of(work.resolve("classes"), root), ownPackage, tags, name,
                        List.of(), showOutput, seconds, results::add, frames -> {});
            }
        }
        if (read.isEmpty()) {
            return Optional.empty();
        }
        return Optional.of(new OwnScenarioRun(String.join(", ", read), ownRan(results,
                prefixes), problems, !ended));
    }

    /**
     * The folder of the student's own scenarios in a project of this check's language, where a
     * scenario the check prints in that language is pasted.
     *
     * @return the folder, relative to the project ({@link OwnScenarios#folder(String)})
     */
    public String ownFolder() {
        return OwnScenarios.folder(features);
    }

    /**
     * The folders the check reads the student's own scenarios from: this check's language's
     * first, then the other's.
     *
     * @return the folders, relative to the project
     */
    public List<String> ownFolders() {
        return ownPackages().stream().map(OwnScenarios::folder).toList();
    }

    /** The rule book's packages of both languages, this check's first. */
    private List<String> ownPackages() {
        List<String> packages = new ArrayList<>(List.of(features));
        for (Language language : Language.values()) {
            String other = language.features(marking.scheme().rulebook());
            if (!packages.contains(other)) {
                packages.add(other);
            }
        }
        return packages;
    }

    /**
     * Counts the student's own scenarios a tag expression picks, before anything runs; a file
     * that does not parse picks none.
     *
     * @param project the student's project
     * @param expression a Cucumber tag expression that parses
     * @return the number of their scenarios it picks
     * @throws IOException if the files cannot be read
     */
    public long ownPicked(Path project, String expression) throws IOException {
        return ownPicked(project, expression, "");
    }

    /**
     * Counts the student's own scenarios, in both languages' folders, that a tag expression and
     * a name pick, before anything runs; a file that does not parse picks none.
     *
     * @param project the student's project
     * @param expression a Cucumber tag expression that parses, or empty for any tags
     * @param name a regular expression a scenario's whole name matches, or empty for any name
     * @return the number of their scenarios they pick
     * @throws IOException if the files cannot be read
     */
    public long ownPicked(Path project, String expression, String name) throws IOException {
        long picked = 0;
        for (String folder : ownFolders()) {
            picked += picks(RuleBook.pickles(ownFiles(project, folder)), expression, name);
        }
        return picked;
    }

    /** The feature files of one folder of the student's own scenarios, by their name there. */
    private static Map<String, String> ownFiles(Path project, String folder) throws IOException {
        Path source = project.resolve(folder);
        Map<String, String> files = new TreeMap<>();
        if (!Files.isDirectory(source)) {
            return files;
        }
        try (Stream<Path> walk = Files.walk(source)) {
            for (Path file : walk.filter(file -> Files.isRegularFile(file)
                    && file.getFileName().toString().endsWith(".feature")).toList()) {
                files.put(source.relativize(file).toString().replace('\\', '/'),
                        Files.readString(file, StandardCharsets.UTF_8));
            }
        }
        return files;
    }

    /**
     * The student's scenarios the runs reported, in the order planned, each named where it is
     * in the project: by the folder of the package its file was copied under.
     */
    private static List<OwnScenarioRun.Ran> ownRan(Rules rules, Map<String, String> folders) {
        List<OwnScenarioRun.Ran> ran = new ArrayList<>();
        synchronized (rules) {
            for (Planned planned : rules.plan.values()) {
                ScenarioResult result = rules.byId.get(planned.id());
                if (result != null) {
                    String file = folders.entrySet().stream()
                            .filter(prefix -> planned.uri().startsWith(prefix.getKey()))
                            .map(prefix -> prefix.getValue()
                                    + planned.uri().substring(prefix.getKey().length()))
                            .findFirst().orElse(planned.uri());
                    ran.add(new OwnScenarioRun.Ran(SpecRun.shortName(planned), file + ":"
                            + planned.line(), result));
                }
            }
        }
        return ran;
    }

    /**
     * Plays seeded random games through the classes the last {@link #check} compiled, with
     * their contracts on, by the game's probe (issue 61, {@link RandomGames}); each game on a
     * fresh probe in a class loader of the check's, so nothing of one run reaches the next.
     *
     * @param seed the seed of the games
     * @param games how many games
     * @param seconds the most time they may take, shrinking included
     * @return what they found; empty for a game without a probe, or when the last check did
     *     not compile
     * @throws java.util.concurrent.TimeoutException if they did not end in time (a loop that
     *     never ends, say): the thread is left to end with the JVM
     * @throws InterruptedException if this thread is interrupted while they run
     * @throws IOException if the class loader cannot be closed
     */
    public Optional<RandomGames.Outcome> randomGames(long seed, int games, long seconds)
            throws java.util.concurrent.TimeoutException, InterruptedException, IOException {
        String game = game();
        KeptResults.Key asked = new KeptResults.Key(RANDOM, classesDigest, game,
                List.of(seed, games));
        return keptOr(asked, seconds, RandomGames.Outcome.class, () -> withProbes(game,
                seconds, probes -> new RandomGames(probes, RandomGames.settings(game),
                        SHRINK_MILLIS).play(seed, games)));
    }

    /** A run of games that may time out, its result kept by the classes it ran on. */
    @FunctionalInterface
    private interface GamesRun<T> {
        Optional<T> run() throws java.util.concurrent.TimeoutException, InterruptedException,
                IOException;
    }

    /**
     * The result an earlier run of the same games on the same classes found, or this run's,
     * then kept; untimed (under the debugger) the games always run.
     */
    private <T> Optional<T> keptOr(KeptResults.Key asked, long seconds, Class<T> type,
            GamesRun<T> games) throws java.util.concurrent.TimeoutException,
            InterruptedException, IOException {
        boolean keepable = seconds != Long.MAX_VALUE;
        Optional<T> earlier = keepable ? kept.get(asked, type) : Optional.empty();
        if (earlier.isPresent()) {
            reused.add(asked.what());
            return earlier;
        }
        Optional<T> found = games.run();
        if (keepable && found.isPresent()) {
            kept.keep(asked, found.get());
        }
        return found;
    }

    /**
     * Plays the kit's games with the reference's answers ({@link RecordedGames}) through the
     * classes the last {@link #check} compiled, with their contracts on, each game on a fresh
     * probe in a class loader of the check's.
     *
     * @param book the kit's answer book of the game
     * @param kitSeed the first kit seed
     * @param games how many games at most
     * @param seconds the most time they may take
     * @return what they found; empty when the last check did not compile
     * @throws java.util.concurrent.TimeoutException if they did not end in time
     * @throws InterruptedException if this thread is interrupted while they run
     * @throws IOException if the class loader cannot be closed
     */
    public Optional<RecordedGames.Outcome> recordedGames(AnswerBook book, int kitSeed,
            int games, long seconds)
            throws java.util.concurrent.TimeoutException, InterruptedException, IOException {
        // A charge the probe over the engine gives is taken when it is a rule this kit shows.
        Set<String> shown = marking.rules().stream().filter(rule -> !marking.hidden(rule))
                .map(GradedRule::id).collect(Collectors.toSet());
        KeptResults.Key asked = new KeptResults.Key(RECORDED, classesDigest, book,
                List.of(kitSeed, games));
        return keptOr(asked, seconds, RecordedGames.Outcome.class, () -> withProbes(game(),
                seconds, probes -> new RecordedGames(book, probes, shown::contains)
                        .play(kitSeed, games)));
    }

    /** The game's package name, such as {@code GAME} in {@code tabuleiro.GAME}. */
    private String game() {
        String rulebook = marking.scheme().rulebook();
        return rulebook.substring(rulebook.lastIndexOf('.') + 1);
    }

    /**
     * Runs games on probes of the student's classes in a thread of their own, with the
     * standard streams silenced and a time limit; empty for a game without a probe or when the
     * last check did not compile.
     */
    private <T> Optional<T> withProbes(String game, long seconds,
            Function<Supplier<Function<String, String>>, T> games)
            throws java.util.concurrent.TimeoutException, InterruptedException, IOException {
        Path classes = work.resolve("classes");
        if (!Games.find(game).isPresent() || !Files.isDirectory(classes)) {
            return Optional.empty();
        }
        List<Path> entries = new ArrayList<>(rulebookEntries);
        entries.add(classes);
        URLClassLoader loader = new URLClassLoader("tabuleiro-random-games", urls(entries),
                runnerLoader);
        loader.setDefaultAssertionStatus(true);
        String probe = Oracle.probeClassName(game);
        Supplier<Function<String, String>> probes = () -> newProbe(loader, probe);
        CompletableFuture<T> outcome = new CompletableFuture<>();
        Thread thread = new Thread(() -> {
            try {
                outcome.complete(games.apply(probes));
            } catch (RuntimeException | Error e) {
                outcome.completeExceptionally(e);
            }
        }, "tabuleiro-random-games");
        thread.setDaemon(true);
        thread.setContextClassLoader(loader);
        silence();
        try {
            thread.start();
            return Optional.of(outcome.get(seconds, TimeUnit.SECONDS));
        } catch (java.util.concurrent.ExecutionException e) {
            throw new IllegalStateException("the random games could not run: " + e.getCause(),
                    e.getCause());
        } finally {
            unsilence();
            if (outcome.isDone()) {
                loader.close();
            }
        }
    }

    /** Sends the standard streams nowhere until the matching {@link #unsilence()}. */
    private static void silence() {
        synchronized (STREAMS) {
            if (silencing++ == 0) {
                loudOut = System.out;
                loudErr = System.err;
                PrintStream nowhere = new PrintStream(OutputStream.nullOutputStream());
                System.setOut(nowhere);
                System.setErr(nowhere);
            }
        }
    }

    /** Gives the standard streams back when no other run silences them. */
    private static void unsilence() {
        synchronized (STREAMS) {
            if (--silencing == 0) {
                System.setOut(loudOut);
                System.setErr(loudErr);
            }
        }
    }

    /** A new probe of the student's classes; a probe that cannot be made is the kit's fault. */
    @SuppressWarnings("unchecked")
    private static Function<String, String> newProbe(ClassLoader loader, String name) {
        try {
            return (Function<String, String>) Class.forName(name, true, loader)
                    .getConstructor().newInstance();
        } catch (ReflectiveOperationException | LinkageError e) {
            throw new IllegalStateException("the kit's rule book has no probe " + name + ": "
                    + e, e);
        }
    }

    /**
     * Compiles a project as the grader does: read as one submission, laid over the skeleton,
     * the game's sources compiled with the grader's options and forbidden-API scan.
     *
     * @param project the student's project
     * @return the submission, what the compiler said and where the classes are
     * @throws IOException if the project or the self-check's folder cannot be read or written
     */
    public Compiled compile(Path project) throws IOException {
        return compileLaid(lay(project));
    }

    /**
     * A project read as one submission and laid over the skeleton, ready to compile.
     *
     * @param submission the submission the project is read as
     * @param notes what reading and laying it noted
     * @param workspace the sources laid out
     * @param studentFiles the student's files among them, relative to the workspace's root
     */
    private record Laid(Submission submission, List<String> notes, Workspace workspace,
            List<String> studentFiles) {

    }

    /** Reads a project as the grader does and lays it over the skeleton, as compile does. */
    private Laid lay(Path project) throws IOException {
        classesDigest = "";
        Intake.Result intake = Intake.collect(List.of(project), work.resolve("intake"),
                Intake.Mode.SINGLE);
        Submission submission = intake.submissions().get(0);
        Path sources = work.resolve("src");
        FileTrees.delete(sources);
        Workspace workspace = Workspace.lay(sources, skeleton, submission,
                marking.scheme().enginePackage());
        List<String> notes = new ArrayList<>(intake.notes());
        notes.addAll(workspace.notes());
        return new Laid(submission, notes, workspace,
                List.copyOf(JavaCompilation.studentFiles(workspace)));
    }

    /** Compiles sources laid out (see {@link #compile(Path)}). */
    private Compiled compileLaid(Laid laid) throws IOException {
        Submission submission = laid.submission();
        Workspace workspace = laid.workspace();
        List<String> notes = laid.notes();
        Path sources = workspace.root();
        Map<String, String> read = Sha256.ofFiles(sources);
        String digest = CheckCache.sourcesDigest(read);
        List<String> options = new ArrayList<>(SourceCompiler.OPTIONS);
        options.add(marking.scheme().enginePackage());
        Optional<String> key = cache.isEmpty() ? Optional.empty()
                : Optional.of(cache.get().classesKey(sources, compileClasspath, options));
        List<String> studentFiles = laid.studentFiles();
        Path classes = work.resolve("classes");
        if (key.isPresent() && cache.get().keepsClasses(key.get())) {
            FileTrees.delete(classes);
            incremental.forget();
        }
        if (key.isPresent() && cache.get().restoreClasses(key.get(), classes)) {
            incremental.remember(read, classes);
            lastCompiled = new Checked(digest, read.size(), true, 0, 0, 0);
            classesDigest = KeptResults.digest(classes, read);
            return new Compiled(submission, notes, List.of(), classes, workspace,
                    studentFiles);
        }
        // Only what the change reaches is compiled again, against the last compile's classes,
        // when that is sure to give what compiling everything gives; else everything is.
        OptionalInt changed;
        try {
            changed = incremental.compile(workspace, read, classes, compileClasspath,
                    new TreeSet<>(studentFiles));
        } catch (IOException | IllegalArgumentException e) {
            // A class file it could not read or write: compiling everything answers anyway.
            incremental.forget();
            changed = OptionalInt.empty();
        }
        List<CompileError> errors = List.of();
        if (changed.isEmpty()) {
            FileTrees.delete(classes);
            errors = JavaCompilation.run(workspace, compileClasspath, Optional.of(classes),
                    marking.scheme().enginePackage()).errors();
            if (errors.isEmpty()) {
                incremental.remember(read, classes);
            } else {
                incremental.forget();
            }
        }
        if (key.isPresent() && errors.isEmpty()) {
            cache.get().keepClasses(key.get(), classes);
        }
        if (errors.isEmpty()) {
            classesDigest = KeptResults.digest(classes, read);
        }
        lastCompiled = new Checked(digest, read.size(), false, 0, 0,
                changed.orElse(read.size()));
        return new Compiled(submission, notes, errors, classes, workspace, studentFiles);
    }

    /**
     * Returns the libraries the student's classes run on (picocli for the text UIs, and the
     * runner's own), without the rule book.
     *
     * @return the class path entries
     */
    public List<Path> libraries() {
        return compileClasspath;
    }

    /**
     * Runs the rule book against compiled classes as the grader does: when a scenario does not
     * finish in time, that is the scenario's result, and the scenarios left run again on
     * classes loaded afresh (the grader's new grading JVM), less those of a rule that the stuck
     * scenario already lost; all within the scheme's time for a whole submission. Untimed,
     * no scenario times out, so the rules run once, for as long as they take.
     */
    private void runRules(Path classes, String tags, String name, boolean showOutput,
            boolean timed, Rules rules) throws IOException, InterruptedException {
        long deadline = System.nanoTime()
                + TimeUnit.SECONDS.toNanos(marking.scheme().limits().submissionSeconds());
        // A scenario's limit the runner can never reach: its nanoseconds saturate.
        int scenarioSeconds = timed ? marking.scheme().limits().scenarioSeconds()
                : Integer.MAX_VALUE;
        List<String> selection = List.of();
        while (!runOnce(List.of(classes), features, tags, name, selection, showOutput,
                scenarioSeconds, rules::add, frames -> rules.stuck = List.copyOf(frames))) {
            rules.timedOut++;
            selection = rules.pending();
            if (selection.isEmpty()) {
                return;
            }
            if (System.nanoTime() - deadline >= 0) {
                rules.cut = Optional.of("the submission's time limit of "
                        + marking.scheme().limits().submissionSeconds() + " s ran out before"
                        + " this scenario could run");
                return;
            }
        }
    }

    /**
     * Runs the feature files of a package, or the scenarios selected, once, with the rule book's
     * step definitions and the entries added to the class path; says whether every one ended.
     */
    private boolean runOnce(List<Path> added, String featuresPackage, String tags, String name,
            List<String> selection, boolean showOutput, int scenarioSeconds,
            Consumer<String> lines, Consumer<List<String>> stuck)
            throws IOException, InterruptedException {
        List<Path> entries = new ArrayList<>(rulebookEntries);
        entries.addAll(added);
        PrintStream out = System.out;
        PrintStream err = System.err;
        Thread thread = Thread.currentThread();
        ClassLoader context = thread.getContextClassLoader();
        // A loader of its own for every run, as a grading JVM of its own: the classes a stuck
        // scenario left behind, and what it did to their static fields, reach no other run.
        // A stuck scenario's thread may still be in its classes, so only an ended run closes it.
        URLClassLoader scenarios = new URLClassLoader("tabuleiro-scenarios", urls(entries),
                runnerLoader);
        boolean ended = false;
        try {
            // As the grader's -ea: the rule book refuses to run without assertions, and a
            // broken postcondition or invariant must fail the scenario as it would there.
            scenarios.setDefaultAssertionStatus(true);
            if (!showOutput) {
                silence();
            }
            thread.setContextClassLoader(scenarios);
            ended = (Boolean) run.invoke(null, marking.scheme().rulebook(), featuresPackage,
                    tags, name, selection, scenarioSeconds, lines, stuck);
            return ended;
        } catch (IllegalAccessException e) {
            throw new IllegalStateException("cannot call the runner", e);
        } catch (InvocationTargetException e) {
            if (e.getCause() instanceof InterruptedException interrupted) {
                throw interrupted;
            }
            throw new IllegalStateException("the rule book could not run: " + e.getCause(),
                    e.getCause());
        } finally {
            thread.setContextClassLoader(context);
            if (showOutput) {
                System.setOut(out);
                System.setErr(err);
            } else {
                unsilence();
            }
            if (ended) {
                scenarios.close();
            }
        }
    }

    /**
     * What the runs of one check reported: the progress log's lines, read into each
     * scenario's result as they come.
     */
    private final class Rules {
        private final Map<String, Planned> plan = new LinkedHashMap<>();
        private final Map<String, Step> steps = new HashMap<>();
        /** Each scenario's result, by its unique id: the first one reported. */
        private final Map<String, ScenarioResult> byId = new HashMap<>();
        /** The scenarios left out by the tag expression: done, with no result. */
        private final Set<String> skipped = new HashSet<>();
        /** The stack of the scenario that timed out last, as the runner saw it. */
        private volatile List<String> stuck = List.of();
        /** Why the scenarios not run were not, when the submission's time ran out. */
        private Optional<String> cut = Optional.empty();
        private int timedOut;

        /** Reads a line of the progress log; the runner's thread calls it, hence the lock. */
        private synchronized void add(String line) {
            Optional<ProgressEvent> parsed = ProgressReader.parse(line);
            if (parsed.isEmpty()) {
                return;
            }
            ProgressEvent event = parsed.get();
            if (event instanceof Planned planned) {
                plan.putIfAbsent(planned.id(), planned);
            } else if (event instanceof StepStarted step) {
                steps.put(step.id(), new Step(step.line(), step.text()));
            } else if (event instanceof Finished end && end.status().equals("SKIPPED")) {
                // Left out by the tag expression: not run, which is what a missing result says.
                skipped.add(end.id());
            } else if (event instanceof Finished end) {
                byId.putIfAbsent(end.id(), SpecRun.ofFinished(end,
                        Optional.ofNullable(steps.get(end.id()))));
            } else if (event instanceof TimedOut late) {
                // The stuck thread's frames come with the event; the runner hands them over
                // again right after it, for a runner that could not read them then.
                byId.putIfAbsent(late.id(), SpecRun.ofTimedOut(late,
                        Optional.ofNullable(steps.get(late.id()))));
            }
        }

        /**
         * The scenarios planned and not yet accounted for, in the order planned, less those of
         * a rule already lost to a scenario that timed out: as the grader's {@code SpecRun}
         * skips them, so that the self-check scores what the grader does. The stuck scenario's
         * frames are added to its result here, once the runner has given them.
         */
        private synchronized List<String> pending() {
            Map<String, Planned> stoppers = new HashMap<>();
            for (Planned planned : plan.values()) {
                ScenarioResult result = byId.get(planned.id());
                if (result != null && result.outcome() == Outcome.TIMED_OUT) {
                    // The event's own frames (the rule book's and the student's) name no
                    // place; the runner's, the student's alone, name the method it was in.
                    if (result.thrownAt().isEmpty() && !stuck.isEmpty()) {
                        byId.put(planned.id(), new ScenarioResult(Outcome.TIMED_OUT, "",
                                result.message(), stuck.get(0), stuck, result.step()));
                        stuck = List.of();
                    }
                    SpecRun.rule(planned).ifPresent(rule -> stoppers.putIfAbsent(rule, planned));
                }
            }
            List<String> pending = new ArrayList<>();
            for (Planned planned : plan.values()) {
                if (byId.containsKey(planned.id()) || skipped.contains(planned.id())) {
                    continue;
                }
                Optional<Planned> stopper = SpecRun.rule(planned).map(stoppers::get);
                if (stopper.isPresent()) {
                    byId.put(planned.id(), ScenarioResult.of(Outcome.NOT_RUN, "the self-check"
                            + " did not run it, as the scenario \""
                            + SpecRun.shortName(stopper.get())
                            + "\" of the same rule had already timed out", Optional.empty()));
                } else {
                    pending.add(planned.id());
                }
            }
            return pending;
        }

        /** Each scenario's result, by the rule book's scenario. */
        private synchronized Map<ScenarioKey, ScenarioResult> results() {
            Map<ScenarioKey, ScenarioResult> results = new HashMap<>();
            byId.forEach((id, result) -> scenario(plan.get(id)).ifPresent(key ->
                    results.putIfAbsent(key, result)));
            return results;
        }
    }

    private Optional<ScenarioKey> scenario(Planned planned) {
        return planned == null ? Optional.empty()
                : book.find(planned.uri(), planned.line()).map(BookScenario::key);
    }

    /** The URLs of class path entries, for a class loader. */
    static URL[] urls(List<Path> entries) {
        List<URL> urls = new ArrayList<>();
        for (Path entry : entries) {
            try {
                urls.add(entry.toUri().toURL());
            } catch (MalformedURLException e) {
                throw new IllegalArgumentException("not a class path entry: " + entry, e);
            }
        }
        return urls.toArray(URL[]::new);
    }

    private static double seconds(long start) {
        return seconds(start, System.nanoTime());
    }

    private static double seconds(long start, long end) {
        return (end - start) / 1e9;
    }

    /**
     * Releases the runner's libraries.
     *
     * @throws IOException if a jar cannot be closed
     */
    @Override
    public void close() throws IOException {
        kept.clear();
        runnerLoader.close();
    }

    /**
     * What a self-check found.
     *
     * @param submission the project, read as the grader reads a submission
     * @param graded the project as the grader would grade it (visible rules only)
     * @param tags the tag expression that picked the scenarios, or empty for all
     * @param ended whether every picked scenario was run: false when the submission's time
     *     ran out first
     * @param compileSeconds how long laying out and compiling took
     * @param runSeconds how long the rules took
     * @param stuck whether a scenario that timed out is still running, on a thread this JVM
     *     cannot stop: it ends with the JVM
     * @param name the regular expression of the names that picked the scenarios, or empty for
     *     all
     * @param checked the sources the verdict is of, by their digest, and what of the work
     *     was taken from earlier checks of the same sources
     */
    public record Verdict(Submission submission, GradedSubmission graded, String tags,
            boolean ended, double compileSeconds, double runSeconds, boolean stuck,
            String name, Checked checked) {

        /**
         * A verdict that does not say which sources it read.
         *
         * @param submission the project, read as the grader reads a submission
         * @param graded the project as the grader would grade it (visible rules only)
         * @param tags the tag expression that picked the scenarios, or empty for all
         * @param ended whether every picked scenario was run
         * @param compileSeconds how long laying out and compiling took
         * @param runSeconds how long the rules took
         * @param stuck whether a scenario that timed out is still running
         * @param name the regular expression of the names that picked the scenarios, or
         *     empty for all
         */
        public Verdict(Submission submission, GradedSubmission graded, String tags,
                boolean ended, double compileSeconds, double runSeconds, boolean stuck,
                String name) {
            this(submission, graded, tags, ended, compileSeconds, runSeconds, stuck, name,
                    Checked.NONE);
        }

        /**
         * A verdict of scenarios picked by tags alone.
         *
         * @param submission the project, read as the grader reads a submission
         * @param graded the project as the grader would grade it (visible rules only)
         * @param tags the tag expression that picked the scenarios, or empty for all
         * @param ended whether every picked scenario was run
         * @param compileSeconds how long laying out and compiling took
         * @param runSeconds how long the rules took
         * @param stuck whether a scenario that timed out is still running
         */
        public Verdict(Submission submission, GradedSubmission graded, String tags,
                boolean ended, double compileSeconds, double runSeconds, boolean stuck) {
            this(submission, graded, tags, ended, compileSeconds, runSeconds, stuck, "");
        }

        /**
         * A verdict with no scenario left running.
         *
         * @param submission the project, read as the grader reads a submission
         * @param graded the project as the grader would grade it (visible rules only)
         * @param tags the tag expression that picked the scenarios, or empty for all
         * @param ended whether every picked scenario was run
         * @param compileSeconds how long laying out and compiling took
         * @param runSeconds how long the rules took
         */
        public Verdict(Submission submission, GradedSubmission graded, String tags,
                boolean ended, double compileSeconds, double runSeconds) {
            this(submission, graded, tags, ended, compileSeconds, runSeconds, false);
        }

        /**
         * Tells whether a tag expression or a name picked the scenarios, so that the rules
         * none of whose scenarios ran are left out of what the check says.
         *
         * @return {@code true} when the check was narrowed
         */
        public boolean narrowed() {
            return !tags.isBlank() || !name.isBlank();
        }
    }

    /**
     * What a check read and what it did not do again: the digest of every source laid out for
     * the compiler, so that a verdict says which sources it is of, whether the classes were
     * those an earlier check compiled from the same sources, and how many files' style reports
     * were kept ones.
     *
     * @param sources the SHA-256 of the sources' paths and contents ({@link
     *     CheckCache#sourcesDigest}), empty when nothing was read
     * @param files how many files were laid out for the compiler
     * @param classesKept whether the classes were kept from an earlier check
     * @param styleKept how many files' style reports were kept from an earlier check
     * @param styleChecked how many files' style was checked now
     * @param compiledNow how many sources were compiled now: all of them, or those a change
     *     reached when the others' classes were kept from the check before; 0 when the classes
     *     were kept
     */
    public record Checked(String sources, int files, boolean classesKept, int styleKept,
            int styleChecked, int compiledNow) {

        /** Nothing read: a verdict made without a self-check's compile. */
        public static final Checked NONE = new Checked("", 0, false, 0, 0, 0);

        /**
         * The same, with what the style check did.
         *
         * @param kept how many files' style reports were kept ones
         * @param checked how many files' style was checked now
         * @return the same sources, with those counts
         */
        public Checked styled(int kept, int checked) {
            return new Checked(sources, files, classesKept, kept, checked, compiledNow);
        }
    }

    /**
     * A project compiled.
     *
     * @param submission the project, read as the grader reads a submission
     * @param notes what the intake and the layout said of it
     * @param errors the compiler's errors and the forbidden-API scan's refusals; empty when it
     *     compiled
     * @param classes the folder of its classes
     * @param workspace its sources laid over the skeleton
     * @param studentFiles the sources that are the student's own, relative to the workspace
     */
    public record Compiled(Submission submission, List<String> notes,
            List<CompileError> errors, Path classes, Workspace workspace,
            List<String> studentFiles) {

        /** Keeps unmodifiable copies. */
        public Compiled {
            notes = List.copyOf(notes);
            errors = List.copyOf(errors);
            studentFiles = List.copyOf(studentFiles);
        }
    }
}
