package tabuleiro.grading.sandbox;

import java.io.File;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.TreeSet;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import tabuleiro.grading.model.FileTrees;

/**
 * How a grading JVM is shut in: a process sandbox where the machine has one, resource limits
 * where it has {@code prlimit}, and always the Java-level guard.
 *
 * <p>The sandbox is bubblewrap ({@code bwrap}), and its limits are the kernel's, per JVM: new
 * namespaces for everything (so no network, no other process to see, and every process of the
 * submission dies with the sandbox), no capabilities, no new user namespaces, the system call
 * filter of {@link SeccompFilter} (no new process, no reading another process's memory), and a
 * file system made only of the system's programs and libraries, the JDK and the grading JVM's
 * class path, read-only, a read-only {@code /dev}, no {@code /proc}, and a scratch folder that
 * is a memory file system of {@value #SCRATCH_BYTES} bytes at most, its own. The reference
 * solution, the rule book's sources, the grading scheme, the report folder and every other
 * submission are simply not there, and no submission can fill a disk that another needs.
 *
 * <p>{@code prlimit} caps the size of any file the JVM writes, its open files and its processes,
 * and turns core dumps off. (The kernel does not count processes against a limit for root, and
 * for other users the count is one budget for all of the user's processes: the seccomp filter,
 * which refuses every new process, is what holds.)
 *
 * <p>The Java guard (see {@code tabuleiro.grading.child.SubmissionGuard}) is asked for by
 * system properties that {@link ChildJvm#command} sets.
 *
 * @invariant {@code description()} says which of the three are in use
 */
public final class Isolation {

    /** The largest file a grading JVM may write. */
    static final long MAX_FILE_BYTES = 16L << 20;

    /** The size of a grading JVM's scratch folder, a memory file system, in the sandbox. */
    public static final long SCRATCH_BYTES = 64L << 20;

    /** The file descriptor on which bubblewrap reads the system call filter. */
    private static final int SECCOMP_FD = 3;

    /** The most files a grading JVM may hold open. */
    static final int MAX_OPEN_FILES = 1024;

    /** The most processes (threads included) of the grading JVM's user, where the kernel counts. */
    static final int MAX_PROCESSES = 4096;

    /**
     * The option of a JVM's command line that states the processor seconds it may use in all,
     * which {@link #wrap} turns into {@code RLIMIT_CPU} where it has {@code prlimit}.
     */
    static final String CPU_SECONDS_OPTION = "-Dtabuleiro.limit.cpu=";

    /** The system folders a JVM needs, bound read-only (or recreated as links). */
    private static final List<String> SYSTEM = List.of("/usr", "/bin", "/sbin", "/lib", "/lib32",
            "/lib64", "/libx32");

    private final Optional<Path> bwrap;
    private final Optional<Path> prlimit;
    private final List<Path> javaFolders;
    private final Kernel kernel;
    private final GradingRuntime runtime;
    private final ProcessorShare share;
    private final Optional<ChildUser> user;
    private final String description;

    private Isolation(Optional<Path> bwrap, Optional<Path> prlimit, List<Path> javaFolders,
            Kernel kernel, GradingRuntime runtime, ProcessorShare share, Optional<ChildUser> user,
            String description) {
        this.bwrap = bwrap;
        this.prlimit = prlimit;
        this.javaFolders = List.copyOf(javaFolders);
        this.kernel = kernel;
        this.runtime = runtime;
        this.share = share;
        this.user = user;
        this.description = description + "; processor: " + share.description()
                + "; grading JVMs on " + runtime.description()
                + user.map(child -> "; grading JVMs as user " + child.uid() + ":" + child.gid()
                        + " (setpriv), who cannot read what only the grader may")
                        .orElse("");
    }

    /**
     * Finds out how grading JVMs can be isolated on this machine, as a command's
     * {@code --sandbox} option asks (every command that starts grading JVMs reads it alike).
     *
     * @param option the option's value: auto, bwrap or none, in any case
     * @return the isolation to use
     * @throws IllegalArgumentException if the value is none of those; the message says so
     * @throws IllegalStateException if bwrap is asked for and no sandbox works here
     */
    public static Isolation detect(String option) {
        Mode mode = switch (option.toLowerCase(Locale.ROOT)) {
            case "auto" -> Mode.AUTO;
            case "bwrap" -> Mode.BWRAP;
            case "none" -> Mode.NONE;
            default -> throw new IllegalArgumentException(
                    "--sandbox is auto, bwrap or none, but it is " + option);
        };
        return detect(mode);
    }

    /**
     * Finds out how grading JVMs can be isolated on this machine.
     *
     * @param mode what the instructor asked for
     * @return the isolation to use
     * @throws IllegalStateException if the mode is {@link Mode#BWRAP} and no sandbox works
     *     here; the message says why
     */
    public static Isolation detect(Mode mode) {
        GradingRuntime runtime = GradingRuntime.prepare(MachineCache.folder());
        Optional<Path> prlimit = onPath("prlimit").filter(Isolation::prlimitWorks);
        String limits = prlimit.isPresent()
                ? "prlimit (file size, open files, processes, processor seconds)"
                : "no prlimit";
        ProcessorShare share = ProcessorShare.detect(onPath("taskset"));
        Optional<ChildUser> user = ChildUser.configured(onPath("setpriv"));
        String guard = javaGuard();
        boolean noSecurityManager = Runtime.version().feature() >= ChildJvm.NO_SECURITY_MANAGER;
        if (mode == Mode.NONE && noSecurityManager) {
            throw new IllegalStateException(withoutSecurityManager("--sandbox none was asked"
                    + " for"));
        }
        if (mode == Mode.NONE) {
            return new Isolation(Optional.empty(), prlimit, List.of(), Kernel.NONE, runtime,
                    share, user, "no sandbox (--sandbox none); " + limits + "; " + guard);
        }
        Optional<Path> bwrap = onPath("bwrap");
        String why;
        if (bwrap.isEmpty()) {
            why = "bwrap is not installed (Debian package bubblewrap)";
        } else {
            List<Path> java = javaFolders(runtime);
            Kernel full = Kernel.of(bwrap.get());
            Isolation sandbox = new Isolation(bwrap, prlimit, java, full, runtime, share, user,
                    "bubblewrap sandbox (no network, read-only system, only the class path and "
                    + full.describe() + "); " + limits + "; " + guard);
            Optional<String> failure = sandbox.probe();
            if (failure.isEmpty() && (full.seccomp().isPresent() || !noSecurityManager)) {
                return sandbox;
            }
            why = failure.map(reason -> "bwrap cannot make a sandbox here: " + reason)
                    .orElse("there is no system call filter (" + full.noSeccompWhy() + "), so"
                            + " nothing would keep a submission from starting a process that"
                            + " reads the grading JVM's memory");
            // On Java 24+ the filter is what stops processes: without it, no sandbox will do.
            if (full.seccomp().isPresent() && !noSecurityManager) {
                // A kernel without seccomp still gets the namespaces; the description says so.
                Kernel bare = full.withoutSeccomp("the kernel refused it: " + failure.get());
                Isolation without = new Isolation(bwrap, prlimit, java, bare, runtime, share,
                        user,
                        "bubblewrap sandbox (no network, read-only system, only the class path"
                        + " and " + bare.describe() + "); " + limits + "; " + guard);
                if (without.probe().isEmpty()) {
                    return without;
                }
            }
        }
        if (mode == Mode.BWRAP) {
            throw new IllegalStateException("--sandbox bwrap was asked for, but " + why);
        }
        if (noSecurityManager) {
            throw new IllegalStateException(withoutSecurityManager(why));
        }
        return new Isolation(Optional.empty(), prlimit, List.of(), Kernel.NONE, runtime, share,
                user, "no sandbox (" + why + "); " + limits + "; " + guard);
    }

    /**
     * Makes the isolation of a grading JVM started as it is: no sandbox, no limits. For tests
     * of the run's own mechanics.
     *
     * @return no isolation but the JVM's
     */
    public static Isolation none() {
        return new Isolation(Optional.empty(), Optional.empty(), List.of(), Kernel.NONE,
                GradingRuntime.ownJdk(), ProcessorShare.unbounded(), Optional.empty(), "none");
    }

    /**
     * Says how grading JVMs are isolated, for the instructor.
     *
     * @return e.g. {@code bubblewrap sandbox (...); prlimit (...); Java guard (security manager)}
     */
    public String description() {
        return description;
    }

    /**
     * Returns the Java the grading JVMs run on.
     *
     * @return a run-time image of the grading modules, or the grader's JDK limited to them
     */
    public GradingRuntime runtime() {
        return runtime;
    }

    /**
     * Tells whether every process a JVM this isolation starts may start ends with the JVM,
     * whatever it does: bubblewrap starts the JVM in a process namespace of its own
     * ({@code --unshare-all}), whose first process ends when the JVM does, and the kernel then
     * kills every process left in the namespace.
     *
     * @return {@code true} with bubblewrap
     */
    public boolean endsDescendants() {
        return bwrap.isPresent();
    }

    /**
     * Wraps a grading JVM's command line in the limits and the sandbox.
     *
     * @param java the JVM's command line, from {@link ChildJvm#command}
     * @param readOnly the files and folders the JVM reads: its class path
     * @param writable the folders of the grader's it writes (the compiler JVM's class folders)
     * @param scratch the JVM's own scratch folder, if it has one: in the sandbox a memory file
     *     system of {@link #SCRATCH_BYTES} at that path, nothing of the grader's disk; without
     *     the sandbox the folder itself
     * @param workingFolder the folder it starts in
     * @return the command line to start
     */
    public List<String> wrap(List<String> java, Collection<Path> readOnly,
            Collection<Path> writable, Optional<Path> scratch, Path workingFolder) {
        List<String> command = new ArrayList<>();
        if (scratch.isPresent()) {
            // A JVM with a scratch folder runs a submission's code: its processor time is
            // bounded by the operating system, in the calling job slot's share (the compiler
            // JVM, which runs none, and serves every slot, is not put in one slot's share).
            command.addAll(share.prefix());
        }
        if (bwrap.isPresent() && kernel.seccomp().isPresent()) {
            // bubblewrap reads the filter from a file descriptor, which a process builder cannot
            // hand over: the shell opens it, then becomes the rest of the command.
            command.addAll(List.of(shell(), "-c", "exec \"$@\" " + SECCOMP_FD + "<\"$0\"",
                    kernel.seccomp().get().toString()));
        }
        prlimit.ifPresent(program -> command.addAll(List.of(program.toString(),
                "--fsize=" + MAX_FILE_BYTES, "--nofile=" + MAX_OPEN_FILES,
                "--nproc=" + MAX_PROCESSES, "--core=0")));
        // The processor seconds the JVM may spend in all (RLIMIT_CPU), which its command line
        // states (ChildJvm#command): past them the kernel ends it.
        java.stream().filter(word -> word.startsWith(CPU_SECONDS_OPTION)).findFirst()
                .filter(word -> prlimit.isPresent())
                .ifPresent(word -> command.add(command.indexOf(prlimit.get().toString()) + 1,
                        "--cpu=" + word.substring(CPU_SECONDS_OPTION.length())));
        if (user.isPresent() && scratch.isPresent()) {
            // A JVM that runs a submission's code drops root last: the processor share, the
            // filter's file and the limits above are root's to set, and nothing after this
            // word may read what the grader alone reads.
            List<Path> reads = new ArrayList<>(readOnly);
            reads.add(Path.of(java.get(0)).getParent().getParent());
            reads.addAll(javaFolders);
            ChildUser.open(reads);
            user.get().hand(scratch.get());
            command.addAll(user.get().prefix());
        }
        if (bwrap.isPresent()) {
            Path home = Path.of(java.get(0)).getParent().getParent();
            command.addAll(sandbox(home, readOnly, writable, scratch, workingFolder));
        }
        command.addAll(java);
        return command;
    }

    private List<String> sandbox(Path javaHome, Collection<Path> readOnly,
            Collection<Path> writable, Optional<Path> scratch, Path workingFolder) {
        // No /proc: through /proc/self the submission could reopen the JVM's results channel
        // (fd/1) or read the JVM's memory (mem), where the channel's key is.
        // Without /proc the java launcher cannot find its own folder through /proc/self/exe,
        // so it is told where its libraries are.
        List<String> command = new ArrayList<>(List.of(bwrap.orElseThrow().toString(),
                "--unshare-all", "--unshare-user", "--cap-drop", "ALL", "--die-with-parent",
                "--new-session", "--setenv", "LD_LIBRARY_PATH",
                javaHome.resolve("lib").toString()));
        if (kernel.noNewUserNamespaces()) {
            command.add("--disable-userns");
        }
        kernel.seccomp().ifPresent(filter -> command.addAll(List.of("--seccomp",
                Integer.toString(SECCOMP_FD))));
        // /dev is a memory file system as large as half the machine: read-only, it holds only
        // the device nodes (writing /dev/null still works), and /dev/shm with it.
        command.addAll(List.of("--dev", "/dev", "--remount-ro", "/dev"));
        for (String folder : SYSTEM) {
            Path path = Path.of(folder);
            if (Files.isSymbolicLink(path)) {
                try {
                    command.addAll(List.of("--symlink", Files.readSymbolicLink(path).toString(),
                            folder));
                } catch (IOException e) {
                    // An unreadable link is a folder the JVM does without.
                }
            } else if (Files.isDirectory(path)) {
                command.addAll(List.of("--ro-bind", folder, folder));
            }
        }
        for (Path folder : javaFolders) {
            command.addAll(List.of("--ro-bind", folder.toString(), folder.toString()));
        }
        for (Path path : readOnly) {
            String absolute = path.toAbsolutePath().normalize().toString();
            command.addAll(List.of("--ro-bind", absolute, absolute));
        }
        for (Path path : writable) {
            String absolute = path.toAbsolutePath().normalize().toString();
            command.addAll(List.of("--bind", absolute, absolute));
        }
        if (scratch.isPresent()) {
            String absolute = scratch.get().toAbsolutePath().normalize().toString();
            if (kernel.sizedTmpfs()) {
                // Its own memory, of a fixed size: filling it fills nothing of anyone else's.
                command.addAll(List.of("--size", Long.toString(SCRATCH_BYTES), "--tmpfs",
                        absolute));
            } else {
                command.addAll(List.of("--bind", absolute, absolute));
            }
        }
        // The sandbox's own root, where the binds hang, is memory: no files there either.
        command.addAll(List.of("--remount-ro", "/",
                "--chdir", workingFolder.toAbsolutePath().normalize().toString(), "--"));
        return command;
    }

    /** Runs {@code java -version} in the sandbox: the reason it fails, or empty if it works. */
    private Optional<String> probe() {
        try {
            Path dir = Files.createTempDirectory("tabuleiro-probe");
            try {
                List<String> command = wrap(List.of(runtime.java().toString(), "-Xshare:auto",
                        "-version"),
                        List.of(), List.of(), Optional.of(dir), dir);
                Process process = new ProcessBuilder(command)
                        .redirectOutput(ProcessBuilder.Redirect.DISCARD)
                        .redirectErrorStream(false).start();
                process.getOutputStream().close();
                if (!process.waitFor(30, TimeUnit.SECONDS)) {
                    process.destroyForcibly();
                    return Optional.of("java -version did not end within 30 s in it");
                }
                String errors = new String(process.getErrorStream().readAllBytes(),
                        StandardCharsets.UTF_8).strip();
                return process.exitValue() == 0 ? Optional.empty()
                        : Optional.of(errors.lines().findFirst().orElse("exit status "
                                + process.exitValue()));
            } finally {
                FileTrees.delete(dir);
            }
        } catch (IOException e) {
            return Optional.of(e.getMessage());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return Optional.of("interrupted");
        }
    }

    private static boolean prlimitWorks(Path program) {
        try {
            Process process = new ProcessBuilder(program.toString(), "--core=0", "true")
                    .redirectErrorStream(true).redirectOutput(ProcessBuilder.Redirect.DISCARD)
                    .start();
            return process.waitFor(10, TimeUnit.SECONDS) && process.exitValue() == 0;
        } catch (IOException e) {
            return false;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return false;
        }
    }

    /** Why the grader will not grade on a Java without a security manager and no sandbox. */
    private static String withoutSecurityManager(String why) {
        return "this grader runs on Java " + Runtime.version().feature() + ", which has no"
                + " security manager, so it grades only inside a bubblewrap sandbox, and there"
                + " is none (" + why + "). Install bubblewrap (Debian and Ubuntu: apt-get"
                + " install bubblewrap; Fedora: dnf install bubblewrap), or run the grader with"
                + " a Java from 17 to 23, where the security manager confines the submission";
    }

    /** Says whether the Java guard can be installed in a grading JVM of this Java. */
    private static String javaGuard() {
        return Runtime.version().feature() < ChildJvm.NO_SECURITY_MANAGER
                ? "Java guard (security manager, thread limit, JVM limits)"
                : "Java guard without a security manager (Java " + Runtime.version().feature()
                        + " has none): JVM limits only";
    }

    static String javaProgram() {
        return Path.of(System.getProperty("java.home"), "bin", "java").toString();
    }

    /**
     * The JDK's folder, if the system folders do not hold it, and the folders outside it that
     * its links point into (Debian keeps the JDK's configuration in {@code /etc}).
     */
    private static List<Path> javaFolders(GradingRuntime runtime) {
        TreeSet<Path> folders = new TreeSet<>();
        try {
            Path home = Path.of(System.getProperty("java.home")).toRealPath();
            folders.add(home);
            folders.add(runtime.home().toRealPath());
            try (Stream<Path> files = Files.walk(home)) {
                for (Path file : files.filter(Files::isSymbolicLink).toList()) {
                    try {
                        Path target = file.toRealPath();
                        folders.add(Files.isDirectory(target) ? target : target.getParent());
                    } catch (IOException e) {
                        // A dangling link: nothing to bind.
                    }
                }
            }
        } catch (IOException e) {
            return List.of();
        }
        List<Path> outermost = new ArrayList<>();
        for (Path folder : folders) {
            boolean covered = outermost.stream().anyMatch(folder::startsWith)
                    || SYSTEM.stream().map(Path::of).anyMatch(folder::startsWith);
            if (!covered) {
                outermost.add(folder);
            }
        }
        return outermost;
    }

    static String shell() {
        return onPath("sh").map(Path::toString).orElse("/bin/sh");
    }

    private static Optional<Path> onPath(String program) {
        String path = System.getenv().getOrDefault("PATH", "/usr/bin:/bin");
        for (String folder : path.split(File.pathSeparator)) {
            if (folder.isBlank()) {
                continue;
            }
            Path candidate = Path.of(folder, program);
            if (Files.isExecutable(candidate) && !Files.isDirectory(candidate)) {
                return Optional.of(candidate);
            }
        }
        return Optional.empty();
    }

    /**
     * What the kernel enforces inside the sandbox, as far as this machine's bubblewrap can ask
     * for it: bubblewrap 0.8 brought {@code --size} and {@code --disable-userns}.
     *
     * @param seccomp the file holding the system call filter, if there is one for this machine
     * @param noSeccompWhy why there is none, when there is none
     * @param sizedTmpfs whether the scratch folder can be a memory file system of a fixed size
     * @param noNewUserNamespaces whether the sandbox can forbid new user namespaces
     */
    record Kernel(Optional<Path> seccomp, String noSeccompWhy, boolean sizedTmpfs,
            boolean noNewUserNamespaces) {

        /** Nothing: no sandbox. */
        static final Kernel NONE = new Kernel(Optional.empty(), "no sandbox", false, false);

        /** Finds what this machine's bubblewrap can do and writes the filter where it reads it. */
        static Kernel of(Path bwrap) {
            String help = help(bwrap);
            Optional<byte[]> filter = SeccompFilter.forThisMachine();
            Optional<Path> file = Optional.empty();
            String why = "";
            if (filter.isEmpty()) {
                why = "no system call filter for " + System.getProperty("os.arch");
            } else {
                try {
                    Path written = Files.createTempFile("tabuleiro-seccomp", ".bpf");
                    written.toFile().deleteOnExit();
                    Files.write(written, filter.get());
                    file = Optional.of(written);
                } catch (IOException e) {
                    why = "the system call filter could not be written: " + e.getMessage();
                }
            }
            return new Kernel(file, why, help.contains("--size"),
                    help.contains("--disable-userns"));
        }

        Kernel withoutSeccomp(String why) {
            return new Kernel(Optional.empty(), why, sizedTmpfs, noNewUserNamespaces);
        }

        /** Says what the sandbox enforces, for the instructor. */
        String describe() {
            return (sizedTmpfs ? "a scratch folder of its own memory, " + SCRATCH_BYTES / (1 << 20)
                    + " MB" : "a scratch folder (bubblewrap older than 0.8: its size is not"
                    + " bounded)") + "; read-only /dev, no /proc; "
                    + (seccomp.isPresent() ? "system call filter: no new process, no other"
                    + " process's memory" : "NO system call filter (" + noSeccompWhy + ")")
                    + (noNewUserNamespaces ? "; no new user namespaces" : "");
        }

        private static String help(Path bwrap) {
            try {
                Process process = new ProcessBuilder(bwrap.toString(), "--help")
                        .redirectErrorStream(true).start();
                process.getOutputStream().close();
                String text = new String(process.getInputStream().readAllBytes(),
                        StandardCharsets.UTF_8);
                process.waitFor(10, TimeUnit.SECONDS);
                return text;
            } catch (IOException e) {
                return "";
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                return "";
            }
        }
    }

    /** What the instructor asks for with {@code --sandbox}. */
    public enum Mode {
        /** The sandbox where it works, the Java guard alone where it does not. */
        AUTO,
        /** The sandbox or nothing: grading stops if it does not work. */
        BWRAP,
        /** No process sandbox, only the limits and the Java guard. */
        NONE
    }
}
