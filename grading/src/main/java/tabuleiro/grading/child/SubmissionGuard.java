package tabuleiro.grading.child;

import java.io.FilePermission;
import java.lang.reflect.ReflectPermission;
import java.net.NetPermission;
import java.net.SocketPermission;
import java.net.URL;
import java.nio.file.Path;
import java.security.AccessControlException;
import java.security.AllPermission;
import java.security.CodeSource;
import java.security.Permission;
import java.security.PermissionCollection;
import java.security.Permissions;
import java.security.Policy;
import java.security.ProtectionDomain;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.PropertyPermission;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The Java-level guard of a grading JVM: a security manager under which the submission's own
 * classes may compute, print, start a few threads and use a scratch folder, and nothing else.
 *
 * <p>Permissions are given by code source: the runner, Cucumber, the rule book and the JDK keep
 * every permission, the classes loaded from the submission's folder get only those listed in
 * {@link #granted}. Java checks a permission against every frame on the stack, so whatever the
 * submission's code calls, directly or through a library, it cannot {@code System.exit}, open a
 * socket, read or write files outside the scratch folder (the reference, the rule book's sources,
 * other submissions, the grader's logs), start a process, use reflection on private members,
 * replace {@code System.out} or install another security manager. Each refusal is an exception in
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

    private final int maxThreads;

    private SubmissionGuard(int maxThreads) {
        this.maxThreads = maxThreads;
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
            System.setSecurityManager(new SubmissionGuard(threads));
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
