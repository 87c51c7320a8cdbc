package org.tabuleiro.build;

import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.HashMap;
import java.util.HashSet;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import org.junit.platform.engine.TestExecutionResult;
import org.junit.platform.engine.support.descriptor.ClassSource;
import org.junit.platform.launcher.TestExecutionListener;
import org.junit.platform.launcher.TestIdentifier;

/**
 * What each test class costs the build: its wall time and the processor time it used, the
 * processes it started and waited for included, written a line a class to {@code
 * target/build-cost/PID.tsv} of the module under test, for {@code .mvn/SlowestTests.java} to put
 * beside surefire's and failsafe's times. The folder is the system property {@value #FOLDER},
 * which the parent POM gives surefire's and failsafe's test JVMs alone: a JVM a test starts, whose
 * class path may hold this class too, writes nothing.
 *
 * <p>Most of the build's time goes to tests that start JVMs (graders, kits, browsers) and wait
 * for them; a class whose processor time is far below twice its wall time leaves a processor of
 * the two idle, and can share its time with another class. Linux counts a waited-for child's
 * time into its parent ({@code cutime}, {@code cstime} of {@code /proc/self/stat}), so the
 * figure holds the whole tree; elsewhere it is the test JVM's own ({@code
 * OperatingSystemMXBean}). Where classes of one JVM run at once, each one's processor time is
 * the JVM's over its span, shared with the others: the line says so ({@code alone} false).
 *
 * <p>It is registered for every module's tests by {@code META-INF/services} and compiled into
 * each module's test classes by the parent POM; it measures and never fails a test. Its package
 * is outside {@code tabuleiro}: the grader, run from class folders in a test, takes a class
 * folder that holds a {@code tabuleiro} class outside its own packages for one that holds the
 * games, and leaves it out of what it copies (a bundle's grader).
 */
public final class BuildCostListener implements TestExecutionListener {

    /** Processor ticks a second: Linux's {@code USER_HZ}, 100 on every architecture Java runs. */
    private static final double TICKS = 100.0;

    /** The system property that names the folder the lines go to. */
    static final String FOLDER = "tabuleiro.buildCost";

    private final String folder = System.getProperty(FOLDER);
    private final Map<String, long[]> started = new HashMap<>();
    private final Set<String> shared = new HashSet<>();

    /** Creates the listener; the JUnit Platform does, once per test JVM. */
    public BuildCostListener() {
        // Nothing to set up: classes are timed as they start.
    }

    @Override
    public synchronized void executionStarted(TestIdentifier test) {
        String name = folder == null ? null : className(test);
        if (name != null) {
            if (!started.isEmpty()) {
                shared.addAll(started.keySet());
                shared.add(name);
            }
            started.put(name, new long[] {System.nanoTime(), processorNanos()});
        }
    }

    @Override
    public synchronized void executionFinished(TestIdentifier test, TestExecutionResult result) {
        String name = className(test);
        long[] start = name == null ? null : started.remove(name);
        if (start == null) {
            return;
        }
        double wall = (System.nanoTime() - start[0]) / 1e9;
        double processor = (processorNanos() - start[1]) / 1e9;
        String line = String.format(Locale.ROOT, "%s\t%.1f\t%.1f\t%s%n", name, wall, processor,
                !shared.remove(name));
        Path file = Path.of(folder, ProcessHandle.current().pid() + ".tsv");
        try {
            Files.createDirectories(file.getParent());
            Files.writeString(file, line, StandardCharsets.UTF_8, StandardOpenOption.CREATE,
                    StandardOpenOption.APPEND);
        } catch (IOException e) {
            // A measurement is not a test: the build goes on without this line.
            System.err.println("build cost: cannot write " + file + ": " + e.getMessage());
        }
    }

    /**
     * The top-level test class a container stands for, or null for anything else: a nested
     * class's time is its enclosing class's, which surefire reports.
     */
    private static String className(TestIdentifier test) {
        if (test.isContainer() && test.getSource().orElse(null) instanceof ClassSource source
                && source.getClassName().indexOf('$') < 0) {
            return source.getClassName();
        }
        return null;
    }

    /** The processor time of this JVM and of every child it has waited for, in nanoseconds. */
    private static long processorNanos() {
        try {
            String stat = Files.readString(Path.of("/proc/self/stat"), StandardCharsets.US_ASCII);
            // The fields after the command's closing parenthesis: state is the first, utime the
            // twelfth, then stime, cutime and cstime.
            String[] fields = stat.substring(stat.lastIndexOf(')') + 2).split(" ");
            long ticks = 0;
            for (int i = 11; i <= 14; i++) {
                ticks += Long.parseLong(fields[i]);
            }
            return (long) (ticks / TICKS * 1e9);
        } catch (IOException | RuntimeException e) {
            if (ManagementFactory.getOperatingSystemMXBean()
                    instanceof com.sun.management.OperatingSystemMXBean bean) {
                return bean.getProcessCpuTime();
            }
            return 0;
        }
    }
}
