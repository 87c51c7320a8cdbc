package tabuleiro.grading.sandbox;

import java.io.File;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import java.util.jar.JarFile;
import java.util.stream.Collectors;
import tabuleiro.grading.child.ProgressEvent;
import tabuleiro.grading.child.SpecRunner;
import tabuleiro.grading.model.Limits;

/**
 * One grading JVM: a separate Java process that runs (part of) the rule book against a
 * submission's classes, so that nothing the submission does can reach the grader.
 *
 * <p>The JVM runs with assertions on (contracts are assertions), the scheme's heap, and the
 * option to end at once on running out of memory, so an endless allocation costs one scenario
 * rather than a JVM that thrashes. Its environment is emptied but for {@code PATH} and the
 * locale. Its standard input carries what it must know and no one else may read (the key of
 * its results' channel and the scenarios to run), then closes; its standard output is that
 * channel, read by a {@link ChannelReader}; its error stream, where the submission's printing
 * goes, is kept in a capped file. Every file of the JVM's that the grader writes (its command
 * line, its output) is in a folder the JVM cannot reach.
 *
 * @invariant the process was started; it is either running or has ended
 */
public final class ChildJvm {

    /** The exit status of a JVM that ran out of memory ({@code -XX:+ExitOnOutOfMemoryError}). */
    public static final int OUT_OF_MEMORY_STATUS = 3;

    /** How much of each output stream is kept. */
    static final long OUTPUT_LIMIT = SpecRunner.OUTPUT_LIMIT;

    private final Process process;
    private final List<Thread> copiers;
    private final ChannelReader channel;
    private final Path stdout;
    private final Path stderr;
    /**
     * The processes the JVM has been seen to start. They are remembered because a process whose
     * parent has ended is no longer among the parent's descendants, yet it may still run, and
     * hold the JVM's output streams open.
     */
    private final Set<ProcessHandle> started = new HashSet<>();
    /**
     * Whether each wait looks for the processes the JVM started. Looking reads every process of
     * the machine (the kernel has no list of one process's descendants), so it is only done
     * where nothing else ends them: a sandbox whose process namespace dies with the JVM kills
     * them all itself.
     */
    private final boolean watchesDescendants;
    /** The exit status, once the JVM has ended and its output has been saved. */
    private Integer exitStatus;

    private ChildJvm(Process process, List<Thread> copiers, ChannelReader channel, Path stdout,
            Path stderr, boolean watchesDescendants) {
        this.process = process;
        this.copiers = copiers;
        this.channel = channel;
        this.stdout = stdout;
        this.stderr = stderr;
        this.watchesDescendants = watchesDescendants;
    }

    /** The first Java without a security manager, where the Java guard is limits alone. */
    static final int NO_SECURITY_MANAGER = 24;

    /** The first Java that has {@code --sun-misc-unsafe-memory-access}. */
    static final int UNSAFE_MEMORY_ACCESS_OPTION = 23;

    /** The runner's module, {@code grading/src/runner/module-info.java}. */
    public static final String RUNNER_MODULE = "tabuleiro.grading.runner";

    /**
     * The only modules of the JDK a grading JVM can load: what the rule book's libraries need
     * (Cucumber reads {@code javax.lang.model}, it and the JUnit Platform log with
     * {@code java.util.logging}, the JUnit Platform reads the rule book's jars as zip file
     * systems, some formatters read XML) and the runner. Whatever is not
     * here does not exist in that JVM, for any code: the management and diagnostic beans (a
     * heap dump holds the channel's key), attaching, instrumentation, flight recording,
     * {@code jdk.unsupported}'s {@code sun.misc.Unsafe}, {@code java.beans} and scripting
     * (both call methods by name), the compiler, the desktop.
     */
    public static final List<String> GRADING_MODULES = List.of("java.base", "java.logging",
            "java.compiler", "java.xml", "jdk.zipfs", RUNNER_MODULE);

    /** The most live threads a grading JVM may have, under the Java guard. */
    static final int MAX_THREADS = 200;

    /**
     * Builds the command line of a grading JVM, with the Java-level guard: a security manager
     * that confines the submission's classes (see
     * {@link tabuleiro.grading.child.SubmissionGuard}) where Java
     * still has one, and limits on what the JVM may use besides the heap (stack, metaspace,
     * direct memory, one processor as far as the JVM knows, short stack traces).
     *
     * @param limits the scheme's limits: the heap, and whether loopback sockets are allowed
     * @param classpath the class path, in order
     * @param submissionClasses the folder of the submission's classes, which the guard confines,
     *     or empty to run without the security manager
     * @param scratch the folder the submission may write, its working folder
     * @param runnerArguments the arguments of {@link SpecRunner}
     * @return the command, starting with the {@code java} of the grader's own Java
     */
    public static List<String> command(GradingRuntime runtime, Limits limits,
            List<Path> classpath,
            Optional<Path> submissionClasses, Path scratch, List<String> runnerArguments) {
        List<String> command = new ArrayList<>(List.of(
                runtime.java().toString(),
                "-ea",
                "-Xmx" + limits.heapMegabytes() + "m",
                "-XX:+ExitOnOutOfMemoryError",
                "-Xss1m",
                "-XX:MaxMetaspaceSize=128m",
                "-XX:MaxDirectMemorySize=16m",
                "-XX:ActiveProcessorCount=1",
                "-XX:+UseSerialGC",
                "-XX:TieredStopAtLevel=1",
                "-XX:MaxJavaStackTraceDepth=256",
                "-XX:-UsePerfData",
                // No other process may attach an agent to read the channel's key.
                "-XX:+DisableAttachMechanism",
                "-Djava.awt.headless=true",
                "-Dfile.encoding=UTF-8",
                "-Duser.language=en",
                "-Djava.io.tmpdir=" + scratch.toAbsolutePath(),
                // The processor seconds it may spend in all: RLIMIT_CPU where the machine has
                // prlimit (Isolation#wrap), one processor for its whole time and a margin.
                Isolation.CPU_SECONDS_OPTION + ProcessorShare.cpuSeconds(
                        limits.submissionSeconds())));
        if (Runtime.version().feature() >= UNSAFE_MEMORY_ACCESS_OPTION) {
            // Where Java can refuse sun.misc.Unsafe's memory access outright, it does.
            command.add("--sun-misc-unsafe-memory-access=deny");
        }
        // Where no security manager counts threads, the runner's watchdog does (Watchdog).
        command.add("-Dtabuleiro.guard.threads=" + MAX_THREADS);
        if (submissionClasses.isPresent() && Runtime.version().feature() < NO_SECURITY_MANAGER) {
            command.addAll(List.of(
                    "-Djava.security.manager=allow",
                    "-Dtabuleiro.guard.classes=" + submissionClasses.get().toAbsolutePath(),
                    "-Dtabuleiro.guard.scratch=" + scratch.toAbsolutePath()));
            if (limits.loopback()) {
                command.add("-Dtabuleiro.guard.loopback=true");
            }
        }
        Optional<Path> module = runnerModule(classpath);
        List<Path> rest = classpath.stream().filter(entry -> module.map(entry::equals)
                .map(same -> !same).orElse(true)).toList();
        module.ifPresent(jar -> command.addAll(moduleOptions(jar,
                Runtime.version().feature(), runtime.limits())));
        command.addAll(List.of("-cp", rest.stream().map(Path::toString)
                .collect(Collectors.joining(File.pathSeparator))));
        command.addAll(module.isPresent()
                ? List.of("-m", RUNNER_MODULE + "/" + SpecRunner.class.getName())
                : List.of(SpecRunner.class.getName()));
        command.addAll(runnerArguments);
        return command;
    }

    /**
     * Returns the options that make a grading JVM run the runner as a named module and load
     * nothing of the JDK but {@link #GRADING_MODULES}.
     *
     * @param runnerJar the runner's modular jar
     * @param javaFeature the feature release of the grading JVM's Java, such as 17
     * @param limits the options that keep the JVM to the grading modules, from
     *     {@link GradingRuntime#limits()}: none for a run-time image that holds no other
     * @return the options, before the class path
     */
    public static List<String> moduleOptions(Path runnerJar, int javaFeature,
            List<String> limits) {
        List<String> options = new ArrayList<>(List.of("--module-path", runnerJar.toString(),
                "--add-reads", RUNNER_MODULE + "=ALL-UNNAMED",
                // Launched as a module, the JVM resolves only what the runner requires: the
                // class path's libraries need the rest resolved too.
                "--add-modules", String.join(",", GRADING_MODULES)));
        options.addAll(limits);
        if (javaFeature >= NO_SECURITY_MANAGER) {
            // JNI and the foreign-function API are refused to every module but those named
            // with --enable-native-access, and none is: native code could read the channel's
            // key out of the JVM's memory.
            options.add("--illegal-native-access=deny");
        }
        return options;
    }

    /**
     * Finds the runner's modular jar on a class path: the packaged runner
     * ({@code runner/tabuleiro-grader-runner.jar}) holds a module descriptor, class folders
     * (the grader's own tests) do not and run on the class path.
     *
     * @param classpath a grading JVM's class path
     * @return the runner's jar, if it is a module
     */
    public static Optional<Path> runnerModule(List<Path> classpath) {
        for (Path entry : classpath) {
            if (Files.isRegularFile(entry) && entry.getFileName().toString()
                    .startsWith(RunnerClasspath.RUNNER_JAR_PREFIX)) {
                try (JarFile jar = new JarFile(entry.toFile())) {
                    if (jar.getEntry("module-info.class") != null) {
                        return Optional.of(entry);
                    }
                } catch (IOException e) {
                    return Optional.empty();
                }
            }
        }
        return Optional.empty();
    }

    /**
     * Starts a grading JVM.
     *
     * @param command the command line, from {@link #command}
     * @param input what the JVM reads on its standard input before it starts: the key of its
     *     channel, then the scenarios to run
     * @param key the key of the JVM's results' channel
     * @param folder where its command line and output files go: a folder of the grader's,
     *     which the JVM cannot reach
     * @param name the name of this JVM's files: {@code NAME.out} for what it wrote on its
     *     standard output that was not the channel, {@code NAME.err} for its error stream, and
     *     {@code NAME.command} for its command line, one argument per line
     * @param workingFolder the folder the JVM starts in, its scratch folder
     * @param ownProcessNamespace whether the command starts the JVM in a process namespace of
     *     its own that dies with it ({@link Isolation#endsDescendants()}): then every process it
     *     starts ends with it, and the grader need not keep looking for them while it runs
     * @return the running JVM
     * @throws IOException if the process cannot be started
     */
    public static ChildJvm start(List<String> command, List<String> input, byte[] key,
            Path folder, String name, Path workingFolder, boolean ownProcessNamespace)
            throws IOException {
        Files.write(folder.resolve(name + ".command"), command, StandardCharsets.UTF_8);
        ProcessBuilder builder = new ProcessBuilder(command).directory(workingFolder.toFile());
        emptyEnvironment(builder);
        Process process = builder.start();
        Path stdout = folder.resolve(name + ".out");
        Path stderr = folder.resolve(name + ".err");
        ChannelReader.Started channel = ChannelReader.start(process.getInputStream(), key,
                stdout);
        List<Thread> copiers = List.of(channel.thread(),
                CappedOutput.start(process.getErrorStream(), stderr, OUTPUT_LIMIT));
        try (OutputStream in = process.getOutputStream()) {
            in.write((String.join("\n", input) + "\n").getBytes(StandardCharsets.UTF_8));
        } catch (IOException e) {
            // A JVM that died before reading its input: its exit status says what happened.
        }
        return new ChildJvm(process, copiers, channel.reader(), stdout, stderr,
                !ownProcessNamespace);
    }

    /**
     * Empties a child JVM's environment but for {@code PATH} and the locale: the grader's
     * environment may hold anything, and a child needs none of it.
     *
     * @param builder the child's process builder
     */
    public static void emptyEnvironment(ProcessBuilder builder) {
        Map<String, String> environment = builder.environment();
        String path = environment.getOrDefault("PATH", "/usr/bin:/bin");
        environment.clear();
        environment.put("PATH", path);
        environment.put("LANG", "C.UTF-8");
    }

    /**
     * Returns the events the JVM has reported so far on its channel, verified.
     *
     * @return the events, in order
     */
    public List<ProgressEvent> events() {
        return channel.events();
    }

    /**
     * Returns how many lines on the JVM's channel were not the runner's and were dropped.
     *
     * @return the number of forged or damaged lines
     */
    public int droppedLines() {
        return channel.dropped();
    }

    /**
     * Waits a while for the JVM to end.
     *
     * @param millis how long to wait at most
     * @return {@code true} if it has ended
     * @throws InterruptedException if the grader is interrupted while waiting
     */
    public boolean waitFor(long millis) throws InterruptedException {
        if (watchesDescendants) {
            process.descendants().forEach(started::add);
        }
        return process.waitFor(millis, TimeUnit.MILLISECONDS);
    }

    /**
     * Ends the JVM and every process it started, without letting it clean up.
     *
     * @throws InterruptedException if the grader is interrupted while the JVM dies
     * @post the JVM has ended
     */
    public void kill() throws InterruptedException {
        destroyDescendants();
        process.destroyForcibly();
        process.waitFor();
    }

    /**
     * Returns the JVM's exit status, once it has ended, after its output has been saved.
     *
     * <p>The first call waits for the JVM, then ends every process it started that is still
     * running (one could otherwise outlive the grader, or hold the output streams open), then
     * waits for the output to be saved; later calls return the status at once.
     *
     * @return the exit status
     * @throws InterruptedException if the grader is interrupted while waiting
     * @post no process the JVM was seen to start is still running
     */
    public int exitStatus() throws InterruptedException {
        if (exitStatus == null) {
            int status = process.waitFor();
            destroyDescendants();
            for (Thread copier : copiers) {
                copier.join(TimeUnit.SECONDS.toMillis(5));
            }
            exitStatus = status;
        }
        return exitStatus;
    }

    /**
     * Ends, without letting them clean up, the JVM's descendants and every process it was seen
     * to start before: a process started after the last look and orphaned since is missed.
     */
    private void destroyDescendants() {
        process.descendants().forEach(started::add);
        // A remembered handle knows its process's start time, so a reused pid is left alone.
        started.forEach(ProcessHandle::destroyForcibly);
    }

    /**
     * Returns the start of what the JVM printed on its error stream.
     *
     * @param maxChars how much to return at most
     * @return the text, or an empty string if there was none
     */
    public String errorOutput(int maxChars) {
        String text = read(stderr);
        return text.length() <= maxChars ? text : text.substring(0, maxChars) + "…";
    }

    /**
     * Tells whether the JVM ended because it ran out of memory: the JVM says so, on its standard
     * output, as its last words.
     *
     * @return {@code true} if the JVM ended with the out-of-memory status and said why
     * @throws InterruptedException if the grader is interrupted while waiting for the JVM
     */
    public boolean ranOutOfMemory() throws InterruptedException {
        if (exitStatus() != OUT_OF_MEMORY_STATUS) {
            return false;
        }
        String out = read(stdout);
        String lastWords = out.substring(Math.max(0, out.length() - 1000));
        return lastWords.contains("OutOfMemoryError") || read(stderr).contains("OutOfMemoryError");
    }

    private static String read(Path file) {
        try {
            // Decoded leniently: a JVM that died may have cut a character in two.
            return Files.exists(file)
                    ? new String(Files.readAllBytes(file), StandardCharsets.UTF_8) : "";
        } catch (IOException e) {
            return "";
        }
    }
}
