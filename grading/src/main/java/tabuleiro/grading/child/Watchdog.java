package tabuleiro.grading.child;

import java.util.concurrent.TimeUnit;
import tabuleiro.grading.child.ProgressEvent.Stopped;
import tabuleiro.grading.child.ProgressEvent.TimedOut;

/**
 * Stops the grading JVM when a scenario runs longer than its limit, or, where no security
 * manager counts them (Java 24 and later), when it starts more threads than the guard allows.
 *
 * <p>Neither Cucumber nor the JUnit Platform can interrupt a scenario, and a busy loop ignores
 * interruption anyway, so the only sure stop is the JVM's: the watchdog records the time-out and
 * halts. The grader then runs the remaining scenarios in a new JVM.
 */
final class Watchdog implements Runnable {

    /** The exit status of a JVM that the watchdog halted, as the {@code timeout} command uses. */
    static final int TIMEOUT_STATUS = 124;

    private static final long CHECK_MILLIS = 50;

    private final ProgressWriter writer;
    private final int limitSeconds;
    private final int maxThreads;

    private Watchdog(ProgressWriter writer, int limitSeconds, int maxThreads) {
        this.writer = writer;
        this.limitSeconds = limitSeconds;
        this.maxThreads = maxThreads;
    }

    /**
     * Starts watching on a daemon thread of its own.
     *
     * @param writer the log that knows which scenario runs, and where the time-out is recorded
     * @param limitSeconds the longest a scenario may run
     * @throws IllegalArgumentException unless {@code limitSeconds > 0}
     */
    static void start(ProgressWriter writer, int limitSeconds) {
        if (limitSeconds <= 0) {
            throw new IllegalArgumentException(
                    "a scenario limit is a positive number of seconds, but it is " + limitSeconds);
        }
        // Under a security manager the guard refuses the thread itself, with a clearer message.
        // The security manager is deprecated for removal; SubmissionGuard is one where the Java
        // still has it, so asking whether it is installed is meant.
        @SuppressWarnings("removal")
        boolean guarded = System.getSecurityManager() != null;
        int maxThreads = guarded ? 0 : Integer.getInteger(SubmissionGuard.THREADS, 0);
        Thread thread = new Thread(new Watchdog(writer, limitSeconds, maxThreads),
                "tabuleiro-watchdog");
        thread.setDaemon(true);
        thread.setPriority(Thread.MAX_PRIORITY);
        thread.start();
    }

    @Override
    public void run() {
        long limitNanos = TimeUnit.SECONDS.toNanos(limitSeconds);
        while (true) {
            try {
                Thread.sleep(CHECK_MILLIS);
            } catch (InterruptedException e) {
                // Nothing in the grading JVM interrupts the watchdog; keep watching if code does.
                continue;
            }
            writer.running()
                    .filter(running -> System.nanoTime() - running.startNanos() > limitNanos)
                    .ifPresent(running -> {
                        // Where the scenario was stuck, before the halt loses it: the
                        // feedback names the student's method and line from this look.
                        writer.write(new TimedOut(running.id(), limitSeconds,
                                writer.scenarioStack()));
                        Runtime.getRuntime().halt(TIMEOUT_STATUS);
                    });
            if (maxThreads > 0 && Thread.activeCount() > maxThreads) {
                writer.running().ifPresent(running -> {
                    writer.write(new Stopped(running.id(), "the scenario started more than "
                            + maxThreads + " threads: the grader stops a submission there"));
                    Runtime.getRuntime().halt(TIMEOUT_STATUS);
                });
            }
        }
    }
}
