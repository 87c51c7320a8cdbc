package tabuleiro.grading.style;

import com.puppycrawl.tools.checkstyle.Checker;
import com.puppycrawl.tools.checkstyle.ConfigurationLoader;
import com.puppycrawl.tools.checkstyle.ConfigurationLoader.IgnoredModulesOptions;
import com.puppycrawl.tools.checkstyle.DefaultConfiguration;
import com.puppycrawl.tools.checkstyle.PropertiesExpander;
import com.puppycrawl.tools.checkstyle.api.AuditEvent;
import com.puppycrawl.tools.checkstyle.api.AuditListener;
import com.puppycrawl.tools.checkstyle.api.CheckstyleException;
import com.puppycrawl.tools.checkstyle.api.Configuration;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Properties;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.FutureTask;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.function.Consumer;
import org.xml.sax.InputSource;

/**
 * Checks the style of Java files with the project's Checkstyle rules
 * ({@code .mvn/checkstyle.xml}, bundled beside this class), as the build checks the project's
 * own code: the same rules, the same Checkstyle version, messages in English.
 *
 * <p>The files may be anyone's, so each one is bounded: a file larger than {@link #MAX_BYTES} is
 * not read; each file is checked in a thread of its own with a stack of a fixed size (so that a
 * file is too deeply nested for Checkstyle on every machine or on none, whichever thread asks) and
 * for at most {@link #SECONDS_PER_FILE} seconds; and whatever Checkstyle throws on it, a
 * {@link StackOverflowError} included, becomes a {@link NotChecked} note about that file alone.
 * A thread that runs out of time cannot be stopped in Java: it is left to finish on its own (it
 * is a daemon, and {@link #runaway()} counts it), which is why the grader runs this check in its
 * compiler JVM, which it kills when a check outlives its time.
 *
 * <p>Two suppression filters of the rules are left out: those that read a suppressions file
 * named relative to the folder Checkstyle runs in, so that the advice does not depend on where it
 * runs. Suppressions written in the source ({@code @SuppressWarnings("checkstyle:...")},
 * {@code // CHECKSTYLE.OFF: ...}) count, as in the build.
 */
public final class StyleReview {

    /** The largest file checked, in bytes: far more than any class of a game. */
    public static final long MAX_BYTES = 256_000;

    /** The longest the check of one file may take. */
    public static final long SECONDS_PER_FILE = 10;

    /**
     * The stack of the thread that checks a file. Checkstyle's parser recurses once per level of
     * nesting; this is deep enough for any code written by hand, and fixed, so that where the
     * grader and a self-check run makes no difference.
     */
    static final long STACK_BYTES = 16L << 20;

    /** The rules, as a resource beside this class. */
    static final String RULES = "checkstyle.xml";

    /** The filters that read a suppressions file from the working folder: left out. */
    private static final Set<String> FILE_SUPPRESSIONS = Set.of("SuppressionFilter",
            "SuppressionXpathFilter");

    private static final String CHECKS_PACKAGE = "com.puppycrawl.tools.checkstyle.checks.";

    /** How much of an exception's message a note quotes. */
    private static final int MAX_REASON = 200;

    /** The threads that ran out of time and may still be running. */
    private static final Set<Thread> RUNAWAY = ConcurrentHashMap.newKeySet();

    /** The rules, once read. */
    private static Configuration rules;

    private StyleReview() {
    }

    /**
     * Checks the style of files.
     *
     * @param files the files, each named in the report as {@link Path#toString()} names it
     * @return what was found in them, and which could not be checked and why
     * @throws NullPointerException if {@code files} or one of them is null
     */
    public static StyleReport check(List<Path> files) {
        return check(files, report -> {});
    }

    /**
     * Checks the style of files, telling what was found in each as soon as it is checked.
     *
     * @param files the files, each named in the report as {@link Path#toString()} names it
     * @param eachFile told each file's report, in the order of {@code files}
     * @return the reports of all the files together
     * @throws NullPointerException if an argument or a file is null
     */
    public static StyleReport check(List<Path> files, Consumer<StyleReport> eachFile) {
        return check(files, eachFile, TimeUnit.SECONDS.toMillis(SECONDS_PER_FILE));
    }

    /**
     * Checks the style of files, each within a given time: the self-check under a debugger
     * gives {@link Long#MAX_VALUE}, as a breakpoint may hold the JVM for minutes.
     *
     * @param files the files
     * @param eachFile told each file's report
     * @param millisPerFile the longest the check of one file may take, in milliseconds
     * @return the reports of all the files together
     * @throws NullPointerException if an argument or a file is null
     */
    public static StyleReport check(List<Path> files, Consumer<StyleReport> eachFile,
            long millisPerFile) {
        Objects.requireNonNull(eachFile, "eachFile");
        List<Path> all = List.copyOf(files);
        Configuration configuration = null;
        String broken = null;
        try {
            configuration = rules();
        } catch (CheckstyleException | IOException | LinkageError e) {
            broken = "the style check could not start (" + brief(e) + ")";
        }
        StyleReport report = StyleReport.none();
        Session session = broken == null ? Session.take(configuration) : null;
        try {
            for (Path file : all) {
                String name = file.toString();
                StyleReport one;
                if (broken != null) {
                    one = notChecked(name, broken);
                } else if (Thread.currentThread().isInterrupted()) {
                    one = notChecked(name, "the check was interrupted");
                } else {
                    one = session.check(file, name, millisPerFile);
                }
                eachFile.accept(one);
                report = report.plus(one);
            }
        } finally {
            if (session != null) {
                session.giveBack();
            }
        }
        return report;
    }

    /**
     * Counts the checks that ran out of time and are still running: each holds a processor
     * until it ends, since a thread cannot be stopped.
     *
     * @return how many such checks this JVM has
     */
    public static int runaway() {
        RUNAWAY.removeIf(thread -> !thread.isAlive());
        return RUNAWAY.size();
    }

    /** The bundled rules, read once, less the filters that read files. */
    private static synchronized Configuration rules() throws CheckstyleException, IOException {
        if (rules == null) {
            try (InputStream in = StyleReview.class.getResourceAsStream(RULES)) {
                if (in == null) {
                    throw new IOException("its rules, " + RULES + ", are missing");
                }
                Configuration read = ConfigurationLoader.loadConfiguration(new InputSource(in),
                        new PropertiesExpander(new Properties()), IgnoredModulesOptions.OMIT);
                withoutFileSuppressions(read);
                rules = read;
            }
        }
        return rules;
    }

    private static void withoutFileSuppressions(Configuration module) {
        for (Configuration child : module.getChildren()) {
            if (FILE_SUPPRESSIONS.contains(child.getName())
                    && module instanceof DefaultConfiguration parent) {
                parent.removeChild(child);
            } else {
                withoutFileSuppressions(child);
            }
        }
    }

    /** Why a check failed, in words for the student. */
    private static String why(Throwable failure, Path file, String name) {
        Throwable root = failure;
        boolean parsing = false;
        for (Throwable cause = failure; cause != null; cause = cause.getCause()) {
            if (cause instanceof StackOverflowError) {
                return "its code is nested too deeply for Checkstyle";
            }
            if (cause instanceof OutOfMemoryError) {
                return "Checkstyle ran out of memory on it";
            }
            parsing |= String.valueOf(cause.getMessage()).contains("while parsing");
            // The innermost message says the most: "2:6: mismatched input '{' expecting ...".
            if (cause.getMessage() != null && !cause.getMessage().isBlank()) {
                root = cause;
            }
        }
        // The messages name the file by the path Checkstyle was given, which may be a folder
        // of the grader's own: the student knows it by its name.
        String message = brief(root).replace(file.toAbsolutePath().toString(), name)
                .replace(file.toString(), name);
        return (parsing ? "Checkstyle could not parse it (" : "Checkstyle failed on it (")
                + message + ")";
    }

    /** A throwable's message, on one line and not too long, or its class when it has none. */
    private static String brief(Throwable thrown) {
        String message = thrown.getMessage() == null || thrown.getMessage().isBlank()
                ? thrown.getClass().getSimpleName()
                : thrown.getMessage().strip().lines().findFirst().orElse("");
        return message.length() > MAX_REASON ? message.substring(0, MAX_REASON) + "…" : message;
    }

    private static String duration(long millis) {
        return millis % 1000 == 0 ? millis / 1000 + " s" : millis + " ms";
    }

    private static StyleReport notChecked(String name, String reason) {
        return new StyleReport(List.of(), List.of(), List.of(new NotChecked(name, reason)));
    }

    /**
     * The rule that a check's class stands for, as Checkstyle's documentation names it.
     *
     * @param source the check's class name, such as
     *     {@code com.puppycrawl.tools.checkstyle.checks.blocks.LeftCurlyCheck}
     * @return its simple name without {@code Check}: {@code LeftCurly}
     */
    static String rule(String source) {
        String simple = source.substring(source.lastIndexOf('.') + 1);
        return simple.endsWith("Check") && simple.length() > "Check".length()
                ? simple.substring(0, simple.length() - "Check".length()) : simple;
    }

    /**
     * The group of a check, as Checkstyle files it.
     *
     * @param source the check's class name
     * @return the package under Checkstyle's {@code checks} package, such as {@code blocks}, or
     *     {@code misc} for a check of none
     */
    static String category(String source) {
        if (source.startsWith(CHECKS_PACKAGE)) {
            String rest = source.substring(CHECKS_PACKAGE.length());
            int dot = rest.indexOf('.');
            if (dot > 0 && Finding.CATEGORIES.contains(rest.substring(0, dot))) {
                return rest.substring(0, dot);
            }
        }
        return "misc";
    }

    /**
     * A checker that checks one file after another, each in a thread of its own. It is the
     * same checker from file to file while all goes well (setting one up costs about as much as
     * checking a file); after a file that failed or ran out of time, the next file gets a new
     * one, so that nothing that file left behind, nor a thread still running on it, reaches the
     * next.
     */
    private static final class Session implements AutoCloseable {

        /**
         * The sessions of earlier checks, their checkers configured, waiting for the next: a
         * warm JVM (the kit's check server, a grader's class) configures Checkstyle once rather
         * than once a check. Configuring took about half of the style check of a one-file change
         * (a chess kit's check server, profiled). Reusing a checker is safe because it already
         * checks each file with a {@code process} call of its own, which starts every module
         * afresh; a checker left to a runaway thread or broken by a file is dropped
         * ({@link #abandon}, {@link #close}).
         */
        private static final java.util.Deque<Session> IDLE =
                new java.util.concurrent.ConcurrentLinkedDeque<>();

        /** The most sessions kept waiting: one per check the JVM runs at once. */
        private static final int MOST_IDLE = Math.max(2,
                Runtime.getRuntime().availableProcessors());

        private final Configuration configuration;
        private Checker checker;
        private Collector collector;

        private Session(Configuration configuration) {
            this.configuration = configuration;
        }

        /** A waiting session, or a new one: the rules are read once, so all sessions share them. */
        static Session take(Configuration configuration) {
            Session idle = IDLE.pollFirst();
            return idle != null ? idle : new Session(configuration);
        }

        /** Keeps this session for the next check, or closes it when enough are waiting. */
        void giveBack() {
            if (checker == null || IDLE.size() >= MOST_IDLE) {
                close();
            } else {
                IDLE.offerFirst(this);
            }
        }

        StyleReport check(Path file, String name, long millis) {
            try {
                if (!Files.isRegularFile(file, LinkOption.NOFOLLOW_LINKS)) {
                    return notChecked(name, "it is not a file");
                }
                if (Files.size(file) > MAX_BYTES) {
                    return notChecked(name, "it is larger than " + MAX_BYTES / 1000 + " kB");
                }
            } catch (IOException e) {
                return notChecked(name, "it cannot be read");
            }
            FutureTask<List<Finding>> task = new FutureTask<>(() -> findings(file, name));
            Thread worker = new Thread(null, task, "tabuleiro-style-check", STACK_BYTES);
            worker.setDaemon(true);
            worker.start();
            try {
                return new StyleReport(List.of(name), task.get(millis, TimeUnit.MILLISECONDS),
                        List.of());
            } catch (TimeoutException e) {
                abandon(worker);
                return notChecked(name, "Checkstyle did not finish within " + duration(millis));
            } catch (ExecutionException e) {
                close();
                return notChecked(name, why(e.getCause(), file, name));
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                abandon(worker);
                return notChecked(name, "the check was interrupted");
            }
        }

        /** Runs Checkstyle on one file, in the worker thread. */
        private List<Finding> findings(Path file, String name) throws CheckstyleException {
            if (checker == null) {
                Checker made = new Checker();
                made.setModuleClassLoader(Checker.class.getClassLoader());
                // English, whatever the machine's language: the grader and a student's
                // self-check say the same words.
                made.setLocaleLanguage("en");
                made.setLocaleCountry("");
                made.configure(configuration);
                collector = new Collector();
                made.addListener(collector);
                checker = made;
            }
            collector.start(name);
            checker.process(List.of(file.toFile()));
            return collector.finish();
        }

        /** Leaves a worker that is still running, with its checker, to finish on its own. */
        private void abandon(Thread worker) {
            RUNAWAY.add(worker);
            checker = null;
            collector = null;
        }

        @Override
        public void close() {
            if (checker != null) {
                checker.destroy();
            }
            checker = null;
            collector = null;
        }
    }

    /** Collects what Checkstyle says about one file at a time. */
    private static final class Collector implements AuditListener {

        private String name;
        private List<Finding> found = new ArrayList<>();
        private Throwable failure;

        void start(String file) {
            name = file;
            found = new ArrayList<>();
            failure = null;
        }

        List<Finding> finish() throws CheckstyleException {
            if (failure != null) {
                throw new CheckstyleException("Checkstyle failed", failure);
            }
            return found;
        }

        @Override
        public void addError(AuditEvent event) {
            String source = event.getSourceName();
            found.add(new Finding(name, Math.max(0, event.getLine()),
                    Math.max(0, event.getColumn()), rule(source), category(source),
                    event.getMessage()));
        }

        @Override
        public void addException(AuditEvent event, Throwable thrown) {
            failure = thrown;
        }

        @Override
        public void auditStarted(AuditEvent event) {
            // Nothing to do: one file is checked per audit.
        }

        @Override
        public void auditFinished(AuditEvent event) {
            // Nothing to do: the findings are read when the audit returns.
        }

        @Override
        public void fileStarted(AuditEvent event) {
            // Nothing to do: one file is checked per audit.
        }

        @Override
        public void fileFinished(AuditEvent event) {
            // Nothing to do: the findings are read when the audit returns.
        }
    }
}
