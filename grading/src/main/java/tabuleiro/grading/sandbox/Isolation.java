package tabuleiro.grading.sandbox;

import java.io.File;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Optional;
import java.util.TreeSet;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import tabuleiro.grading.model.FileTrees;

/**
 * How a grading JVM is shut in: a process sandbox where the machine has one, resource limits
 * where it has {@code prlimit}, and always the Java-level guard.
 *
 * <p>The sandbox is bubblewrap ({@code bwrap}): new namespaces for everything (so no network,
 * no other process to see, and every process of the submission dies with the sandbox), no
 * capabilities, and a file system made only of the system's programs and libraries, the JDK and
 * the grading JVM's class path, read-only, plus the run folder (logs) and a scratch folder,
 * writable. The reference solution, the rule book's sources, the grading scheme, the report
 * folder and every other submission are simply not there.
 *
 * <p>{@code prlimit} caps the size of any file the JVM writes, its open files and its processes,
 * and turns core dumps off. (The kernel does not count processes against a limit for root: run
 * as root, the Java guard's thread limit is what holds.)
 *
 * <p>The Java guard (see {@code tabuleiro.grading.child.SubmissionGuard}) is asked for by
 * system properties that {@link ChildJvm#command} sets.
 *
 * @invariant {@code description()} says which of the three are in use
 */
public final class Isolation {

    /** The largest file a grading JVM may write. */
    static final long MAX_FILE_BYTES = 64L << 20;

    /** The most files a grading JVM may hold open. */
    static final int MAX_OPEN_FILES = 1024;

    /** The most processes (threads included) of the grading JVM's user, where the kernel counts. */
    static final int MAX_PROCESSES = 4096;

    /** The system folders a JVM needs, bound read-only (or recreated as links). */
    private static final List<String> SYSTEM = List.of("/usr", "/bin", "/sbin", "/lib", "/lib32",
            "/lib64", "/libx32");

    private final Optional<Path> bwrap;
    private final Optional<Path> prlimit;
    private final List<Path> javaFolders;
    private final String description;

    private Isolation(Optional<Path> bwrap, Optional<Path> prlimit, List<Path> javaFolders,
            String description) {
        this.bwrap = bwrap;
        this.prlimit = prlimit;
        this.javaFolders = List.copyOf(javaFolders);
        this.description = description;
    }

    /**
     * Finds out how grading JVMs can be isolated on this machine.
     *
     * @param mode what the instructor asked for
     * @return the isolation to use
     * @throws IllegalStateException if the mode is {@link Mode.BWRAP} and no sandbox works
     *     here; the message says why
     */
    public static Isolation detect(Mode mode) {
        Optional<Path> prlimit = onPath("prlimit").filter(Isolation::prlimitWorks);
        String limits = prlimit.isPresent() ? "prlimit (file size, open files, processes)"
                : "no prlimit";
        String guard = javaGuard();
        boolean noSecurityManager = Runtime.version().feature() >= ChildJvm.NO_SECURITY_MANAGER;
        if (mode == Mode.NONE && noSecurityManager) {
            throw new IllegalStateException(withoutSecurityManager("--sandbox none was asked"
                    + " for"));
        }
        if (mode == Mode.NONE) {
            return new Isolation(Optional.empty(), prlimit, List.of(), "no sandbox (--sandbox"
                    + " none); " + limits + "; " + guard);
        }
        Optional<Path> bwrap = onPath("bwrap");
        String why;
        if (bwrap.isEmpty()) {
            why = "bwrap is not installed (Debian package bubblewrap)";
        } else {
            List<Path> java = javaFolders();
            Isolation sandbox = new Isolation(bwrap, prlimit, java, "bubblewrap sandbox (no"
                    + " network, read-only system, only the class path and a scratch folder);"
                    + " " + limits + "; " + guard);
            Optional<String> failure = sandbox.probe();
            if (failure.isEmpty()) {
                return sandbox;
            }
            why = "bwrap cannot make a sandbox here: " + failure.get();
        }
        if (mode == Mode.BWRAP) {
            throw new IllegalStateException("--sandbox bwrap was asked for, but " + why);
        }
        if (noSecurityManager) {
            throw new IllegalStateException(withoutSecurityManager(why));
        }
        return new Isolation(Optional.empty(), prlimit, List.of(), "no sandbox (" + why + ");"
                + " " + limits + "; " + guard);
    }

    /**
     * Makes the isolation of a grading JVM started as it is: no sandbox, no limits. For tests
     * of the run's own mechanics.
     *
     * @return no isolation but the JVM's
     */
    public static Isolation none() {
        return new Isolation(Optional.empty(), Optional.empty(), List.of(), "none");
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
     * Tells whether grading JVMs run in a process sandbox.
     *
     * @return {@code true} with bubblewrap
     */
    public boolean sandboxed() {
        return bwrap.isPresent();
    }

    /**
     * Wraps a grading JVM's command line in the limits and the sandbox.
     *
     * @param java the JVM's command line, from {@link ChildJvm#command}
     * @param readOnly the files and folders the JVM reads: its class path
     * @param writable the folders it writes: its run folder and its scratch folder
     * @param workingFolder the folder it starts in
     * @return the command line to start
     */
    public List<String> wrap(List<String> java, Collection<Path> readOnly,
            Collection<Path> writable, Path workingFolder) {
        List<String> command = new ArrayList<>();
        prlimit.ifPresent(program -> command.addAll(List.of(program.toString(),
                "--fsize=" + MAX_FILE_BYTES, "--nofile=" + MAX_OPEN_FILES,
                "--nproc=" + MAX_PROCESSES, "--core=0")));
        if (bwrap.isPresent()) {
            command.addAll(sandbox(readOnly, writable, workingFolder));
        }
        command.addAll(java);
        return command;
    }

    private List<String> sandbox(Collection<Path> readOnly, Collection<Path> writable,
            Path workingFolder) {
        // No /proc: through /proc/self the submission could reopen the JVM's results channel
        // (fd/1) or read the JVM's memory (mem), where the channel's key is.
        // Without /proc the java launcher cannot find its own folder through /proc/self/exe,
        // so it is told where its libraries are.
        List<String> command = new ArrayList<>(List.of(bwrap.orElseThrow().toString(),
                "--unshare-all", "--unshare-user", "--cap-drop", "ALL", "--die-with-parent",
                "--new-session", "--dev", "/dev", "--setenv", "LD_LIBRARY_PATH",
                Path.of(System.getProperty("java.home"), "lib").toString()));
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
                List<String> command = wrap(List.of(javaProgram(), "-Xshare:auto", "-version"),
                        List.of(), List.of(dir), dir);
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
    private static List<Path> javaFolders() {
        TreeSet<Path> folders = new TreeSet<>();
        try {
            Path home = Path.of(System.getProperty("java.home")).toRealPath();
            folders.add(home);
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
