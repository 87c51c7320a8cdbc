package tabuleiro.grading.child;

import java.io.FilePermission;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.lang.reflect.ReflectPermission;
import java.net.NetPermission;
import java.net.SocketPermission;
import java.net.URL;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.AccessControlException;
import java.security.AccessController;
import java.security.AllPermission;
import java.security.CodeSource;
import java.security.Permission;
import java.security.PermissionCollection;
import java.security.Permissions;
import java.security.Policy;
import java.security.PrivilegedAction;
import java.security.ProtectionDomain;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.PropertyPermission;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.stream.Stream;

/**
 * The Java-level guard of a grading JVM: a security manager under which the submission's own
 * classes may compute, print, start a few threads and use a scratch folder, and nothing else.
 *
 * <p>Permissions are given by code source: the runner, Cucumber, the rule book and the JDK keep
 * every permission, the classes loaded from the submission's folder get only those listed in
 * {@link SubmissionPolicy#granted}. Java checks a permission against every frame on the stack,
 * so whatever the submission's code calls, directly or through a library, it cannot
 * {@code System.exit}, open a socket, read or write files outside the scratch folder (the
 * reference, the rule book's sources, other submissions, the grader's logs), start a process,
 * use reflection on private members, replace {@code System.out} or install another security
 * manager. Each refusal is an exception in
 * the scenario that tried, with a message in plain words, so it costs that scenario alone.
 *
 * <p>On top, a thread count: a submission that starts more than the limit of live threads gets
 * an exception instead of a new thread, so a thread bomb does not take the machine down.
 *
 * <p>The security manager exists up to Java 23 (on 18 to 23 only with
 * {@code -Djava.security.manager=allow}, which the grader passes). Where it cannot be installed,
 * the grading JVM runs without it and says so on its error stream; the process sandbox and the
 * grader's own limits still hold.
 */
@SuppressWarnings("removal")
final class SubmissionGuard extends SecurityManager {

    /** The system property naming the submission's class folder. */
    static final String CLASSES = "tabuleiro.guard.classes";

    /** The system property naming the scratch folder the submission may use. */
    static final String SCRATCH = "tabuleiro.guard.scratch";

    /** The system property that, set to {@code true}, lets the submission use loopback sockets. */
    static final String LOOPBACK = "tabuleiro.guard.loopback";

    /** The system property giving the most live threads a grading JVM may have. */
    static final String THREADS = "tabuleiro.guard.threads";

    /** The permission to end the JVM, which no class loader hands out by itself. */
    static final String EXIT = "tabuleiro.exitVM";

    /** The most live threads when {@link #THREADS} is not set. */
    static final int DEFAULT_THREADS = 200;

    /**
     * The most files a scenario (or one question of generated examples) may open for writing
     * in its scratch folder. Without the process
     * sandbox the scratch folder is on the grader's disk, which no kernel limit bounds: this
     * count, the size below and the per-file limit ({@code prlimit}) bound what one scenario can
     * take of it (16 files of 16 MB past a folder of {@value #SCRATCH_BYTES} bytes at most).
     */
    static final int MAX_WRITES_PER_SCENARIO = 16;

    /** The most the scratch folder may hold when a file is opened for writing in it. */
    static final long SCRATCH_BYTES = 64L << 20;

    /** The guard installed in this JVM, whose write count a new scenario starts again. */
    private static volatile SubmissionGuard installed;

    private final int maxThreads;
    private final Path scratch;
    private final AtomicInteger writes = new AtomicInteger();

    private SubmissionGuard(int maxThreads, Path scratch) {
        this.maxThreads = maxThreads;
        this.scratch = scratch;
    }

    /** Starts a new scenario's count of files opened for writing. */
    static void newScenario() {
        SubmissionGuard guard = installed;
        if (guard != null) {
            guard.writes.set(0);
        }
    }

    /**
     * Installs the guard if the system properties ask for it.
     *
     * @return what was installed, or why nothing was, for the JVM's error stream; empty when the
     *     properties do not ask for a guard
     */
    static Optional<String> installFromProperties() {
        String classes = System.getProperty(CLASSES);
        String scratch = System.getProperty(SCRATCH);
        if (classes == null || scratch == null) {
            return Optional.empty();
        }
        int threads = Integer.getInteger(THREADS, DEFAULT_THREADS);
        try {
            Policy.setPolicy(new SubmissionPolicy(Path.of(classes), Path.of(scratch),
                    Boolean.getBoolean(LOOPBACK)));
            SubmissionGuard guard = new SubmissionGuard(threads,
                    Path.of(scratch).toAbsolutePath().normalize());
            System.setSecurityManager(guard);
            installed = guard;
            return Optional.of("guard: the submission's classes run under a security manager");
        } catch (UnsupportedOperationException | SecurityException e) {
            // Java 24 and later have no security manager; the sandbox and time limits remain.
            Policy.setPolicy(null);
            return Optional.of("guard: no security manager on this Java (" + e.getMessage()
                    + "); the submission runs with the grading JVM's rights");
        }
    }

    /**
     * Refuses a permission the submission's code lacks with a message a student understands.
     *
     * @param permission the permission asked for
     * @throws SecurityException if a frame on the stack lacks it
     */
    @Override
    public void checkPermission(Permission permission) {
        try {
            super.checkPermission(permission);
        } catch (AccessControlException e) {
            throw new SecurityException("the grader does not allow a submission to "
                    + describe(permission), e);
        }
    }

    /**
     * Refuses to end the JVM when the submission's code asks for it.
     *
     * <p>The application class loader gives every class on the class path the right to end the
     * JVM ({@code exitVM}), so the check asks for a permission of the grader's own instead,
     * which only the policy grants, and never to the submission.
     *
     * @param status the exit status asked for
     * @throws SecurityException if a frame of the submission's code is on the stack
     */
    @Override
    public void checkExit(int status) {
        checkPermission(new RuntimePermission(EXIT));
    }

    /**
     * Refuses to open a file of the scratch folder for writing once the scenario has opened
     * {@value #MAX_WRITES_PER_SCENARIO}, or once the folder holds {@value #SCRATCH_BYTES}
     * bytes: without the process sandbox, the scratch folder shares the grader's disk.
     *
     * @param file the file to be written
     * @throws SecurityException if the write is outside the scratch folder, or over the budget
     */
    @Override
    public void checkWrite(String file) {
        super.checkWrite(file);
        Path path = Path.of(file).toAbsolutePath().normalize();
        if (!path.startsWith(scratch)) {
            return;
        }
        if (writes.incrementAndGet() > MAX_WRITES_PER_SCENARIO) {
            throw new SecurityException("the grader does not allow a scenario to open more than "
                    + MAX_WRITES_PER_SCENARIO + " files for writing");
        }
        long held = AccessController.doPrivileged((PrivilegedAction<Long>) this::scratchBytes);
        if (held >= SCRATCH_BYTES) {
            throw new SecurityException("the grader does not allow a submission to write more"
                    + " than " + SCRATCH_BYTES / (1 << 20) + " MB: its scratch folder is full");
        }
    }

    /** How many bytes the scratch folder holds, links not followed. */
    private long scratchBytes() {
        try (Stream<Path> files = Files.walk(scratch)) {
            return files.filter(Files::isRegularFile).mapToLong(file -> {
                try {
                    return Files.size(file);
                } catch (IOException e) {
                    return 0;
                }
            }).sum();
        } catch (IOException | UncheckedIOException e) {
            // A folder that cannot be measured is taken for full.
            return SCRATCH_BYTES;
        }
    }

    /**
     * Refuses a new thread when the JVM already has the most it may have.
     *
     * @param group the group of the new thread (Java calls this as a thread is created)
     * @throws SecurityException if the JVM has too many live threads
     */
    @Override
    public void checkAccess(ThreadGroup group) {
        super.checkAccess(group);
        if (Thread.activeCount() >= maxThreads) {
            throw new SecurityException("the grader does not allow a submission to start more"
                    + " than " + maxThreads + " threads");
        }
    }

    /** Says what a permission allows, in the words of the feedback. */
    static String describe(Permission permission) {
        String name = permission.getName();
        if (permission instanceof RuntimePermission
                && (name.equals(EXIT) || name.startsWith("exitVM"))) {
            return "end the Java VM (System.exit or Runtime.halt)";
        }
        if (permission instanceof FilePermission) {
            return "use the file " + name + " (" + permission.getActions()
                    + "): only its scratch folder is open to it";
        }
        if (permission instanceof SocketPermission
                || permission instanceof NetPermission) {
            return "use the network (" + name + ")";
        }
        if (permission instanceof RuntimePermission && name.equals("setIO")) {
            return "replace System.in, System.out or System.err";
        }
        if (permission instanceof ReflectPermission) {
            return "use reflection on private members (" + name + ")";
        }
        return "do this (" + permission.getClass().getSimpleName() + " " + name
                + (permission.getActions().isEmpty() ? "" : " " + permission.getActions()) + ")";
    }

    /**
     * Every permission for every code source but the submission's, which gets reading system
     * properties, its own classes, and its scratch folder.
     */
    private static final class SubmissionPolicy extends Policy {

        private final String classesPath;
        private final Permissions granted;
        private final Map<ProtectionDomain, Boolean> submissions = new ConcurrentHashMap<>();

        SubmissionPolicy(Path classes, Path scratch, boolean loopback) {
            Path absolute = classes.toAbsolutePath().normalize();
            // The class loader names a folder by a file: URL whose path ends with a slash.
            String path = absolute.toUri().getRawPath();
            this.classesPath = path.endsWith("/") ? path : path + "/";
            this.granted = granted(absolute, scratch.toAbsolutePath().normalize(), loopback);
        }

        private static Permissions granted(Path classes, Path scratch, boolean loopback) {
            Permissions permissions = new Permissions();
            if (loopback) {
                // A game played between two programs is graded over the loopback interface; in
                // the process sandbox that is the sandbox's own, with nothing else listening.
                for (String host : List.of("localhost", "127.0.0.1", "[::1]")) {
                    permissions.add(new SocketPermission(host + ":0-",
                            "connect,listen,accept,resolve"));
                }
            }
            permissions.add(new PropertyPermission("*", "read"));
            permissions.add(new FilePermission(classes + "/-", "read"));
            permissions.add(new FilePermission(scratch.toString(), "read"));
            permissions.add(new FilePermission(scratch + "/-", "read,write,delete"));
            permissions.add(new RuntimePermission("accessDeclaredMembers"));
            permissions.setReadOnly();
            return permissions;
        }

        @Override
        public boolean implies(ProtectionDomain domain, Permission permission) {
            // Compares strings only: anything more could ask for a permission in turn.
            boolean submission = domain != null && submissions.computeIfAbsent(domain,
                    d -> isSubmission(d.getCodeSource()));
            return !submission || granted.implies(permission);
        }

        @Override
        public PermissionCollection getPermissions(CodeSource source) {
            Permissions permissions = new Permissions();
            if (isSubmission(source)) {
                granted.elements().asIterator().forEachRemaining(permissions::add);
            } else {
                permissions.add(new AllPermission());
            }
            return permissions;
        }

        private boolean isSubmission(CodeSource source) {
            URL location = source == null ? null : source.getLocation();
            if (location == null || !"file".equals(location.getProtocol())) {
                return false;
            }
            String path = location.getPath();
            return (path.endsWith("/") ? path : path + "/").equals(classesPath);
        }
    }
}
