package tabuleiro.grading.grade;

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
import java.util.concurrent.TimeUnit;
import java.util.function.Consumer;
import java.util.stream.Collectors;
import tabuleiro.grading.child.compiler.PublicApi;
import tabuleiro.grading.model.FileTrees;
import tabuleiro.grading.model.Marking;
import tabuleiro.grading.model.RuleBlock;
import tabuleiro.grading.rulebook.RuleBook;
import tabuleiro.grading.sandbox.CompilerJvm;
import tabuleiro.grading.sandbox.Isolation;
import tabuleiro.grading.sandbox.MachineCache;
import tabuleiro.grading.sandbox.RuleBookJars;
import tabuleiro.grading.sandbox.RuleBookPackages;
import tabuleiro.grading.sandbox.RunnerClasspath;
import tabuleiro.grading.sandbox.SharedClasses;
import tabuleiro.grading.workspace.JavaCompilation;
import tabuleiro.grading.workspace.Workspace;

/**
 * What is the same for every submission of a class, made once before the first submission is
 * graded: the grader's temporary folder, the class path less the classes a submission writes
 * itself, the compiler JVMs, the skeleton's public face, the rule book's visible and hidden jars
 * and the grading JVMs' class data archives. Submissions are graded at once by
 * {@link SubmissionGrader}s that share it; nothing here changes after {@link #prepare}, so they
 * need no lock to read it.
 *
 * <p>What it tells the instructor of the skeleton (files left out of it, the jars left out of
 * the grading JVMs' class path because they hold the skeleton's classes) it tells once, here.
 */
public final class ClassPreparation implements AutoCloseable {

    private final Marking marking;
    private final RuleBook book;
    private final RunnerClasspath classpath;
    private final Optional<Path> skeleton;
    private final Consumer<String> instructor;
    private final Isolation isolation;
    private final RuleBookPackages packages;
    /** The grader's own folder of sources, classes and scratch folders of this class. */
    private final Path temporary;
    /** The grading JVMs' class path less the jars that hold a class of the skeleton's. */
    private final RunnerClasspath.Split split;
    private final CompilerJvm.Pool compilers;
    /** The skeleton's public face; empty when there is no skeleton to compare with. */
    private final Optional<PublicApi> skeletonApi;
    private final RuleBookJars jars;
    /** Where the class data archives were made. */
    private final Path cache;
    /** The class data archives of the grading JVMs, by their class path before a submission. */
    private final Map<List<Path>, Optional<Path>> archives;
    /** The oracle's side of generated examples; empty when the class grades none. */
    private final Optional<GeneratedExamples> generated;

    private ClassPreparation(Marking marking, RuleBook book, RunnerClasspath classpath,
            Optional<Path> skeleton, Consumer<String> instructor, Isolation isolation,
            Path temporary, RunnerClasspath.Split split, CompilerJvm.Pool compilers,
            Optional<PublicApi> skeletonApi, RuleBookJars jars, Path cache,
            Map<List<Path>, Optional<Path>> archives, Optional<GeneratedExamples> generated) {
        this.marking = marking;
        this.book = book;
        this.classpath = classpath;
        this.skeleton = skeleton;
        this.instructor = instructor;
        this.isolation = isolation;
        this.packages = packagesOf(marking);
        this.temporary = temporary;
        this.split = split;
        this.compilers = compilers;
        this.skeletonApi = skeletonApi;
        this.jars = jars;
        this.cache = cache;
        this.archives = Map.copyOf(archives);
        this.generated = generated;
    }

    /**
     * Prepares to grade a class's submissions: lays the skeleton alone to learn which classes
     * a submission writes itself, starts the compiler JVMs, compiles the skeleton for its
     * public face, and makes the rule book's jars and the grading JVMs' class data archives.
     *
     * @param marking the scheme and what each rule is worth
     * @param book the rule book in the marking's language, for the scenarios' text
     * @param classpath the grading JVMs' class path, before the submission's classes
     * @param skeleton the skeleton's sources, the base of every submission, if any
     * @param instructor where to tell the instructor about the grader's own set-up
     * @param isolation the process sandbox and limits of the grading and compiler JVMs
     * @return the preparation; {@link #close} stops its compiler JVMs and deletes its folder
     * @throws IOException if the grader's folder, the jars or the skeleton cannot be written
     *     or read
     * @throws InterruptedException if the grader is interrupted while the skeleton compiles
     */
    public static ClassPreparation prepare(Marking marking, RuleBook book,
            RunnerClasspath classpath, Optional<Path> skeleton, Consumer<String> instructor,
            Isolation isolation) throws IOException, InterruptedException {
        Objects.requireNonNull(isolation, "isolation");
        Path temporary = Files.createTempDirectory("tabuleiro-grading-").toRealPath();
        CompilerJvm.Pool compilers = null;
        try {
            String enginePackage = marking.scheme().enginePackage();
            Path folder = temporary.resolve("skeleton");
            Optional<Workspace> alone = skeleton.isEmpty() ? Optional.empty()
                    : Optional.of(Workspace.lay(folder.resolve("src"), skeleton,
                            folder.resolve("no-submission"), enginePackage));
            // Every submission is laid over the same skeleton: its notes are told once.
            alone.ifPresent(laid -> laid.skeletonNotes()
                    .forEach(note -> instructor.accept("the skeleton's " + note)));
            // Without a skeleton, each submission's own classes say what it writes itself.
            RunnerClasspath.Split split = classpath.withoutClassesOf(
                    alone.map(Workspace::skeletonClassFiles).orElse(Set.of()));
            if (!split.excluded().isEmpty()) {
                instructor.accept("left out of the grading JVMs' class path, as they hold"
                        + " classes a submission must write itself: " + split.excluded());
            }
            // Checkstyle, for the style check, joins the compiler JVMs' class path alone: no
            // grading JVM gets it, and javac compiles against the class path it is given.
            List<Path> jvmClasspath = new ArrayList<>(split.kept());
            jvmClasspath.addAll(RunnerClasspath.styleEntries());
            compilers = new CompilerJvm.Pool(jvmClasspath, temporary, isolation);
            Optional<PublicApi> api = Optional.empty();
            if (alone.isPresent()) {
                api = readSkeletonApi(compilers, enginePackage, alone.get(), split.kept(),
                        instructor);
                FileTrees.delete(folder);
            }
            Path cache = MachineCache.folder();
            RuleBookJars jars = makeJars(marking, book, classpath, cache, split.kept());
            RuleBookPackages packages = packagesOf(marking);
            // The visible and the hidden rules' JVMs share one class path (the glue, no
            // feature file: those come on standard input), and so one archive.
            Map<List<Path>, Optional<Path>> archives = new HashMap<>();
            archives.put(jars.classpath(), SharedClasses.make(cache, jars.classpath(),
                    packages, marking.scheme().limits(), isolation.runtime(),
                    jars.visibleFeatures()));
            return new ClassPreparation(marking, book, classpath, skeleton, instructor,
                    isolation, temporary, split, compilers, api, jars, cache, archives,
                    GeneratedExamples.open(marking.scheme(), instructor));
        } catch (IOException | InterruptedException | RuntimeException e) {
            if (compilers != null) {
                compilers.close();
            }
            FileTrees.delete(temporary);
            throw e;
        }
    }

    /** The skeleton's public face, by analysing the skeleton's sources alone. */
    private static Optional<PublicApi> readSkeletonApi(CompilerJvm.Pool compilers,
            String enginePackage, Workspace alone, List<Path> compileClasspath,
            Consumer<String> instructor) throws IOException, InterruptedException {
        JavaCompilation.Result result = compile(compilers, enginePackage, alone,
                compileClasspath, Optional.empty(), CompilerJvm.MAX_SECONDS);
        if (!result.errors().isEmpty()) {
            instructor.accept("the skeleton does not compile, so submissions are"
                    + " not checked against its public classes: " + result.errors().get(0));
        }
        return result.errors().isEmpty() ? Optional.of(result.api()) : Optional.empty();
    }

    /** The rule book for the grading JVMs: the glue's jars, the visible and hidden copies. */
    private static RuleBookJars makeJars(Marking marking, RuleBook book,
            RunnerClasspath classpath, Path cache, List<Path> runnerClasspath)
            throws IOException {
        Set<RuleBlock> hidden = marking.rules().stream().filter(marking::hidden)
                .map(rule -> rule.block()).collect(Collectors.toSet());
        return RuleBookJars.forGrading(cache.resolve("rulebook"), runnerClasspath,
                RuleBook.featureFiles(classpath.entries(), packagesOf(marking).features()),
                book.blocks(), hidden);
    }

    /** The rule book's tree in the marking's language, and its step definitions. */
    private static RuleBookPackages packagesOf(Marking marking) {
        return RuleBookPackages.of(marking.scheme().rulebook(), marking.language());
    }

    /**
     * Compiles a workspace in one of the class's compiler JVMs.
     *
     * @param workspace the sources
     * @param compileClasspath the class path to compile against
     * @param classes where to write the classes, or empty to analyse the sources only
     * @param seconds the longest the compiler may take
     * @return what the compiler said, and the sources' public face
     * @throws IOException if the compiler JVM cannot be reached
     * @throws InterruptedException if the grader is interrupted
     */
    public JavaCompilation.Result compile(Workspace workspace, List<Path> compileClasspath,
            Optional<Path> classes, long seconds) throws IOException, InterruptedException {
        return compile(compilers, marking.scheme().enginePackage(), workspace, compileClasspath,
                classes, seconds);
    }

    private static JavaCompilation.Result compile(CompilerJvm.Pool compilers,
            String enginePackage, Workspace workspace, List<Path> compileClasspath,
            Optional<Path> classes, long seconds) throws IOException, InterruptedException {
        CompilerJvm compiler = compilers.borrow();
        try {
            return JavaCompilation.of(workspace, compiler.compile(workspace.root(),
                    JavaCompilation.sourcesOf(workspace, enginePackage), classes,
                    compileClasspath, enginePackage, JavaCompilation.studentFiles(workspace),
                    seconds));
        } finally {
            compilers.giveBack(compiler);
        }
    }

    /**
     * Returns the scheme and what each rule is worth.
     *
     * @return the marking
     */
    public Marking marking() {
        return marking;
    }

    /**
     * Returns the rule book, for the scenarios' text.
     *
     * @return the rule book in the marking's language
     */
    public RuleBook book() {
        return book;
    }

    /**
     * Returns the grading JVMs' class path, before the submission's classes.
     *
     * @return the grader's class path, the skeleton's classes included
     */
    public RunnerClasspath classpath() {
        return classpath;
    }

    /**
     * Returns the skeleton's sources.
     *
     * @return the base of every submission, if any
     */
    public Optional<Path> skeleton() {
        return skeleton;
    }

    /**
     * Returns where the instructor is told of the grader's own set-up.
     *
     * @return the instructor's notes
     */
    public Consumer<String> instructor() {
        return instructor;
    }

    /**
     * Returns how the grading and compiler JVMs are shut in.
     *
     * @return the isolation
     */
    public Isolation isolation() {
        return isolation;
    }

    /**
     * Returns the rule book's tree in the marking's language, and its step definitions.
     *
     * @return the packages
     */
    public RuleBookPackages packages() {
        return packages;
    }

    /**
     * Returns the grader's temporary folder for this class, under which each submission gets a
     * folder of its own.
     *
     * @return the folder, which {@link #close} deletes
     */
    public Path temporary() {
        return temporary;
    }

    /**
     * Returns the grading JVMs' class path split by the skeleton's classes.
     *
     * @return the entries that may run with a submission, and those left out as they hold a
     *     class of the skeleton's; without a skeleton, every entry is kept
     */
    public RunnerClasspath.Split split() {
        return split;
    }

    /**
     * Returns the class's compiler JVMs, which run on the grading JVMs' class path less the
     * rule book, with Checkstyle.
     *
     * @return the pool
     */
    public CompilerJvm.Pool compilers() {
        return compilers;
    }

    /**
     * Returns the skeleton's public face.
     *
     * @return it, or empty when there is no skeleton or it does not compile
     */
    public Optional<PublicApi> skeletonApi() {
        return skeletonApi;
    }

    /**
     * Returns the rule book's jars for the grading JVMs.
     *
     * @return the visible and the hidden rules' class paths
     */
    public RuleBookJars jars() {
        return jars;
    }

    /**
     * Returns the class data archive made for a class path of the grading JVMs.
     *
     * @param in the cache the archive is in
     * @param runnerClasspath the class path, before the submission's classes
     * @return the archive, or empty when none was made in that cache for that class path
     */
    public Optional<Path> sharedClasses(Path in, List<Path> runnerClasspath) {
        return in.equals(cache) ? archives.getOrDefault(runnerClasspath, Optional.empty())
                : Optional.empty();
    }

    /**
     * The oracle's side of generated examples.
     *
     * @return it, or empty when the class grades none
     */
    Optional<GeneratedExamples> generated() {
        return generated;
    }

    /**
     * Stops the compiler JVMs and deletes the grader's temporary folder.
     *
     * @throws IOException if the folder cannot be deleted
     */
    @Override
    public void close() throws IOException {
        compilers.close();
        generated.ifPresent(GeneratedExamples::close);
        FileTrees.delete(temporary);
    }
}
