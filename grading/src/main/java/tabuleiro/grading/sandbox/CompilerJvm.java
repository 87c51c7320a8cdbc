package tabuleiro.grading.sandbox;

import java.io.BufferedReader;
import java.io.File;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.stream.Collectors;
import tabuleiro.grading.child.compiler.CompileServer;
import tabuleiro.grading.child.compiler.CompilerAnswer;
import tabuleiro.grading.child.compiler.CompilerAnswer.Checked;
import tabuleiro.grading.child.compiler.CompilerAnswer.CompileError;
import tabuleiro.grading.child.compiler.CompilerAnswer.Done;
import tabuleiro.grading.child.compiler.CompilerAnswer.Found;
import tabuleiro.grading.child.compiler.CompilerAnswer.PublicType;
import tabuleiro.grading.child.compiler.CompilerAnswer.Refused;
import tabuleiro.grading.child.compiler.CompilerAnswer.Status;
import tabuleiro.grading.child.compiler.CompilerAnswer.Unchecked;
import tabuleiro.grading.child.compiler.CompilerRequest;
import tabuleiro.grading.child.compiler.PublicApi;
import tabuleiro.grading.child.compiler.SourceCompiler;
import tabuleiro.grading.child.compiler.SourceCompiler.Problem;
import tabuleiro.grading.style.Finding;
import tabuleiro.grading.style.NotChecked;
import tabuleiro.grading.style.StyleReport;
import tabuleiro.grading.style.StyleReview;

/**
 * The grader's compiler: a child JVM ({@link CompileServer}) that compiles one submission
 * after another, shut in like a grading JVM, with a heap of its own and a time limit per
 * submission. A source made to keep the compiler busy for minutes, or to fill its heap, costs
 * that submission a compile error and this JVM its life; the next submission gets a new one.
 *
 * <p>One instance serves one grading thread at a time: the class keeps a pool of them (see
 * {@link Pool}).
 *
 * @invariant {@code process} is null or a started compiler JVM whose answers {@code answers}
 *     collects
 */
public final class CompilerJvm implements AutoCloseable {

    /** The compiler JVM's heap: javac needs a fraction of it for a game's sources. */
    static final int HEAP_MEGABYTES = 512;

    /** The longest one compilation may take, within the submission's own time. */
    public static final long MAX_SECONDS = 60;

    /**
     * The longest the style check of one submission may take. It runs after the rules, and is
     * not counted in the submission's time: a student's time limit is for the student's code.
     */
    public static final long STYLE_SECONDS = 30;

    private static final String END = "\u0000end";

    private final List<Path> runnerClasspath;
    private final Path writable;
    private final Isolation isolation;
    private Process process;
    private OutputStream requests;
    private BlockingQueue<String> answers;
    private int requestCount;

    /**
     * Prepares a compiler; its JVM starts with the first compilation.
     *
     * @param runnerClasspath the class path of the compiler JVM: the grader's runner
     * @param writable the folder under which every workspace and class folder it serves lies
     * @param isolation the sandbox and limits it runs in
     */
    public CompilerJvm(List<Path> runnerClasspath, Path writable, Isolation isolation) {
        this.runnerClasspath = List.copyOf(runnerClasspath);
        this.writable = writable.toAbsolutePath().normalize();
        this.isolation = Objects.requireNonNull(isolation, "isolation");
    }

    /**
     * Compiles sources in the compiler JVM.
     *
     * @param root the source root, under the writable folder
     * @param sources the sources to compile, relative to the root
     * @param classes the class folder, under the writable folder; empty to analyse only
     * @param classpath what the sources may use
     * @param enginePackage the game's package
     * @param studentFiles the student's sources, relative to the root
     * @param seconds how long the compilation may take
     * @return what the compiler found; a compiler that crashed, ran out of time or memory is
     *     reported as an error of the compilation
     * @throws IOException if the compiler JVM cannot be started
     * @throws InterruptedException if the grader is interrupted while waiting
     */
    public synchronized SourceCompiler.Result compile(Path root, List<String> sources,
            Optional<Path> classes, List<Path> classpath, String enginePackage,
            Set<String> studentFiles, long seconds) throws IOException, InterruptedException {
        if (process == null || !process.isAlive()) {
            start(classpath);
        }
        String id = Integer.toString(++requestCount);
        CompilerRequest request = new CompilerRequest.Compile(id, root.toAbsolutePath(),
                classes.map(Path::toAbsolutePath), enginePackage, classpath, sources,
                studentFiles);
        if (!send(request)) {
            return failure(stopped());
        }
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(seconds);
        List<Problem> errors = new ArrayList<>();
        Map<String, Set<String>> api = new TreeMap<>();
        Map<String, List<String>> refused = new HashMap<>();
        while (true) {
            long left = deadline - System.nanoTime();
            String line = left <= 0 ? null : answers.poll(left, TimeUnit.NANOSECONDS);
            if (line == null) {
                kill();
                return failure("the compilation did not finish within " + seconds + " s: the"
                        + " grader stops the compiler there");
            }
            if (line.equals(END)) {
                return failure(stopped());
            }
            Optional<CompilerAnswer> answer = CompilerAnswers.parse(line)
                    .filter(parsed -> parsed.id().equals(id));
            if (answer.isEmpty()) {
                continue;
            }
            if (answer.get() instanceof CompileError error) {
                errors.add(error.problem());
            } else if (answer.get() instanceof PublicType type) {
                api.put(type.type(), type.members());
            } else if (answer.get() instanceof Refused refusal) {
                refused.put(refusal.file(), refusal.uses());
            } else if (answer.get() instanceof Done done) {
                if (done.status() == Status.BROKEN) {
                    return failure("the compiler failed: " + done.reason());
                }
                return new SourceCompiler.Result(done.status() == Status.OK, errors,
                        new PublicApi(api), refused);
            }
            // Any other answer is not one to a compilation: passed over.
        }
    }

    /**
     * Checks the style of the student's files in the compiler JVM ({@link StyleReview}), which
     * has Checkstyle on its class path. A check that outlives its time costs this JVM its life,
     * and the file it was on, and those after it, are reported as not checked.
     *
     * @param root the source root, under the writable folder
     * @param files the files to check, relative to the root
     * @param classpath the class path of the compilations, for a JVM started here
     * @param seconds how long the whole check may take
     * @return what was found, the files named as in {@code files}
     * @throws IOException if the compiler JVM cannot be started
     * @throws InterruptedException if the grader is interrupted while waiting
     */
    public synchronized StyleReport style(Path root, List<String> files, List<Path> classpath,
            long seconds) throws IOException, InterruptedException {
        if (files.isEmpty()) {
            return StyleReport.none();
        }
        if (process == null || !process.isAlive()) {
            start(classpath);
        }
        String id = Integer.toString(++requestCount);
        List<String> checked = new ArrayList<>();
        List<Finding> findings = new ArrayList<>();
        List<NotChecked> notChecked = new ArrayList<>();
        if (!send(new CompilerRequest.Style(id, root.toAbsolutePath(), files))) {
            kill();
            return unfinished(files, checked, findings, notChecked, "the style check could not"
                    + " start", "the style check could not start");
        }
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(seconds);
        while (true) {
            long left = deadline - System.nanoTime();
            String line = left <= 0 ? null : answers.poll(left, TimeUnit.NANOSECONDS);
            if (line == null) {
                kill();
                return unfinished(files, checked, findings, notChecked, "Checkstyle did not"
                        + " finish within " + seconds + " s (the time of the whole style"
                        + " check)", "the style check ran out of time before this file");
            }
            if (line.equals(END)) {
                int status = exitStatus();
                return unfinished(files, checked, findings, notChecked,
                        status == ChildJvm.OUT_OF_MEMORY_STATUS ? "Checkstyle ran out of memory"
                                + " (" + HEAP_MEGABYTES + " MB) on it" : "Checkstyle stopped"
                                + " (exit status " + status + ") on it",
                        "the style check stopped before this file");
            }
            Optional<CompilerAnswer> answer = CompilerAnswers.parse(line)
                    .filter(parsed -> parsed.id().equals(id));
            if (answer.isEmpty()) {
                continue;
            }
            if (answer.get() instanceof Found found) {
                findings.add(found.finding());
            } else if (answer.get() instanceof Checked file) {
                checked.add(file.file());
            } else if (answer.get() instanceof Unchecked file) {
                notChecked.add(file.note());
            } else if (answer.get() instanceof Done done) {
                if (done.status() == Status.BROKEN) {
                    return unfinished(files, checked, findings, notChecked, done.reason(),
                            done.reason());
                }
                if (done.status() == Status.SPENT) {
                    // A check that ran out of time still holds a processor there.
                    kill();
                }
                return unfinished(files, checked, findings, notChecked, "the style check"
                        + " did not answer for it", "the style check did not answer for it");
            }
            // Any other answer is not one to a style check: passed over.
        }
    }

    /**
     * Sends a request to the compiler JVM.
     *
     * @return whether it could be sent: not when the JVM is gone
     */
    private boolean send(CompilerRequest request) {
        try {
            requests.write((request.line() + "\n").getBytes(StandardCharsets.UTF_8));
            requests.flush();
            return true;
        } catch (IOException e) {
            return false;
        }
    }

    /**
     * The report of a style check, as far as it went: the files it did not answer for are not
     * checked, the first of them for {@code onIt} (the check was on it), the rest for
     * {@code after}. Only the findings of files checked to the end are kept.
     */
    private static StyleReport unfinished(List<String> files, List<String> checked,
            List<Finding> findings, List<NotChecked> notChecked, String onIt, String after) {
        Set<String> answered = new HashSet<>(checked);
        notChecked.forEach(note -> answered.add(note.file()));
        List<NotChecked> notes = new ArrayList<>(notChecked);
        boolean first = true;
        for (String file : files) {
            if (!answered.contains(file)) {
                notes.add(new NotChecked(file, first ? onIt : after));
                first = false;
            }
        }
        return new StyleReport(checked, findings.stream()
                .filter(finding -> checked.contains(finding.file())).toList(), notes);
    }

    /** The exit status of the compiler JVM, once it has stopped. */
    private int exitStatus() throws InterruptedException {
        Process ended = process;
        kill();
        return ended.exitValue();
    }

    /** Why the compiler JVM stopped, once it has. */
    private String stopped() throws InterruptedException {
        int status = exitStatus();
        return status == ChildJvm.OUT_OF_MEMORY_STATUS
                ? "the compiler ran out of memory (" + HEAP_MEGABYTES + " MB) on these sources"
                : "the compiler stopped (exit status " + status + ") on these sources";
    }

    private static SourceCompiler.Result failure(String reason) {
        return new SourceCompiler.Result(false, List.of(new Problem("", 0, reason)),
                new PublicApi(Map.of()), Map.of());
    }

    private void start(List<Path> classpath) throws IOException, InterruptedException {
        kill();
        // The client compiler alone: javac and Checkstyle are large, and the server compiler
        // spent more processor time compiling them than it saved a class of a few dozen
        // submissions (measured: the compiler JVM's share of 20 submissions fell from 31 to
        // 13 processor seconds).
        List<String> java = List.of(Isolation.javaProgram(), "-Xmx" + HEAP_MEGABYTES + "m",
                "-XX:+ExitOnOutOfMemoryError", "-Xss8m", "-XX:+UseSerialGC",
                "-XX:TieredStopAtLevel=1",
                "-XX:-UsePerfData", "-XX:+DisableAttachMechanism",
                "-Djava.io.tmpdir=" + writable, "-Dfile.encoding=UTF-8", "-Duser.language=en",
                "-cp", runnerClasspath.stream().map(Path::toString)
                        .collect(Collectors.joining(File.pathSeparator)),
                CompileServer.class.getName());
        List<Path> readOnly = new ArrayList<>(runnerClasspath);
        readOnly.addAll(classpath);
        ProcessBuilder builder = new ProcessBuilder(isolation.wrap(java, readOnly,
                List.of(writable), Optional.empty(), writable)).directory(writable.toFile())
                .redirectError(ProcessBuilder.Redirect.DISCARD);
        ChildJvm.emptyEnvironment(builder);
        // It serves every compilation of the run, whichever thread asks first.
        process = LongLivedProcesses.start(builder);
        requests = process.getOutputStream();
        answers = new LinkedBlockingQueue<>();
        BlockingQueue<String> queue = answers;
        Process started = process;
        Thread reader = new Thread(() -> {
            try (BufferedReader in = new BufferedReader(new InputStreamReader(
                    started.getInputStream(), StandardCharsets.UTF_8))) {
                for (String line = in.readLine(); line != null; line = in.readLine()) {
                    queue.add(line);
                }
            } catch (IOException e) {
                // The JVM is gone: the end below says so.
            }
            try {
                started.waitFor();
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
            queue.add(END);
        }, "tabuleiro-compiler-answers");
        reader.setDaemon(true);
        reader.start();
    }

    private void kill() {
        if (process != null) {
            process.descendants().forEach(ProcessHandle::destroyForcibly);
            process.destroyForcibly();
            try {
                process.waitFor();
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }
    }

    @Override
    public synchronized void close() {
        kill();
        process = null;
    }

    /**
     * The compilers of a class's grading: one per grading thread, each started when first
     * needed and reused by the submissions that thread grades.
     */
    public static final class Pool implements AutoCloseable {

        private final List<Path> runnerClasspath;
        private final Path writable;
        private final Isolation isolation;
        private final BlockingQueue<CompilerJvm> idle = new LinkedBlockingQueue<>();
        private final List<CompilerJvm> all = new ArrayList<>();

        /**
         * Prepares a pool.
         *
         * @param runnerClasspath the class path of the compiler JVMs
         * @param writable the folder under which every workspace lies
         * @param isolation the sandbox and limits they run in
         */
        public Pool(List<Path> runnerClasspath, Path writable, Isolation isolation) {
            this.runnerClasspath = List.copyOf(runnerClasspath);
            this.writable = writable;
            this.isolation = isolation;
        }

        /**
         * Lends a compiler to the calling thread until it gives it back.
         *
         * @return an idle compiler, or a new one
         */
        public synchronized CompilerJvm borrow() {
            CompilerJvm compiler = idle.poll();
            if (compiler == null) {
                compiler = new CompilerJvm(runnerClasspath, writable, isolation);
                all.add(compiler);
            }
            return compiler;
        }

        /**
         * Takes a compiler back.
         *
         * @param compiler a compiler from {@link #borrow}
         */
        public void giveBack(CompilerJvm compiler) {
            idle.add(compiler);
        }

        @Override
        public synchronized void close() {
            all.forEach(CompilerJvm::close);
        }
    }
}
