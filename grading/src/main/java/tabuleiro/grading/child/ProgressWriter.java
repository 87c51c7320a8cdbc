package tabuleiro.grading.child;

import java.io.Closeable;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.function.Consumer;
import tabuleiro.grading.child.ProgressEvent.Exited;
import tabuleiro.grading.child.ProgressEvent.Started;
import tabuleiro.grading.child.ProgressEvent.StepStarted;

/**
 * The grading JVM's side of the progress log: sends each event as a line on the {@link Channel}
 * to the grader at once, so that the line survives the JVM however it ends. In a student's
 * self-check ({@link LocalRunner}) the lines go to the self-check in the same JVM instead.
 *
 * <p>It also remembers which scenario is running, for the watchdog and for the shutdown hook
 * that reports a {@code System.exit}. Every method is synchronized: the scenario's thread, the
 * watchdog and the shutdown hook all write here.
 *
 * @invariant at most one scenario is running, and only between its start and its end
 */
final class ProgressWriter implements AutoCloseable {

    /** The writer of this JVM, for the Cucumber plugin, which Cucumber creates itself. */
    private static volatile ProgressWriter installed;

    /** The frames of these packages belong to the grader; any other {@code tabuleiro.} is not. */
    private static final String GRADER = "tabuleiro.grading.";

    private final Consumer<String> out;
    private final Closeable closing;
    /**
     * The thread that runs the rule book, the only one whose reports count: the one that made
     * the writer, unless {@link #runsOn} says otherwise before the run starts.
     */
    private volatile Thread owner = Thread.currentThread();
    private Running running;

    private ProgressWriter(Consumer<String> out, Closeable closing) {
        this.out = out;
        this.closing = closing;
    }

    /**
     * Makes a writer that reports on a channel to the grader.
     *
     * @param channel the channel
     * @return the writer
     */
    static ProgressWriter over(Channel channel) {
        Objects.requireNonNull(channel, "channel");
        return new ProgressWriter(channel::send, channel::close);
    }

    /**
     * Makes a writer that hands each line to code in the same JVM: a self-check, where no
     * channel is needed because nothing is graded.
     *
     * @param lines what takes each line
     * @return the writer
     */
    static ProgressWriter to(Consumer<String> lines) {
        Objects.requireNonNull(lines, "lines");
        return new ProgressWriter(lines, () -> {});
    }

    /**
     * Makes a writer the one that {@link #installed()} returns.
     *
     * @param writer the writer of this JVM
     */
    static void install(ProgressWriter writer) {
        installed = Objects.requireNonNull(writer, "writer");
    }

    /**
     * Returns the writer of this JVM.
     *
     * @return the installed writer, or empty outside a grading JVM
     */
    static Optional<ProgressWriter> installed() {
        return Optional.ofNullable(installed);
    }

    /**
     * Writes an event as one line and flushes it.
     *
     * @param event the event
     * @throws UncheckedIOException if the channel cannot be written
     */
    synchronized void write(ProgressEvent event) {
        out.accept(ProgressLog.format(event));
    }

    /**
     * Records that a scenario began.
     *
     * @param id the scenario's unique id
     * @post {@code running()} is that scenario
     */
    synchronized void started(String id) {
        ScenarioOutput.newScenario();
        SubmissionGuard.newScenario();
        running = new Running(id, System.nanoTime());
        write(new Started(id));
    }

    /**
     * Records that the questions of generated examples began: the watchdog times them as it
     * times a scenario (under {@link ProbeSession#ID}), and the output and file counts start
     * again, but no {@code Started} event is sent, since they are no scenario of the plan.
     *
     * @post {@code running()} is the probe's session
     */
    synchronized void probing() {
        ScenarioOutput.newScenario();
        SubmissionGuard.newScenario();
        running = new Running(ProbeSession.ID, System.nanoTime());
    }

    /**
     * Records that the questions of generated examples ended.
     *
     * @post no scenario is running
     */
    synchronized void probed() {
        running = null;
    }

    /**
     * Records that a step of the running scenario began. Does nothing when no scenario runs.
     *
     * @param line the step's line in the feature file
     * @param text the step with its keyword
     */
    synchronized void stepStarted(int line, String text) {
        if (running != null) {
            write(new StepStarted(running.id(), line, text));
        }
    }

    /**
     * Records that a scenario ended.
     *
     * @param end how it ended
     * @post no scenario is running
     */
    synchronized void finished(ProgressEvent.Finished end) {
        write(end);
        running = null;
    }

    /**
     * Names the thread that will run the rule book, when it is not the one that made the
     * writer (a self-check runs it on a thread of its own, so that it can time it out).
     *
     * @param thread the thread, not started yet
     */
    void runsOn(Thread thread) {
        owner = Objects.requireNonNull(thread, "thread");
    }

    /**
     * Tells whether a report of the rule book's run comes from somewhere it must not: another
     * thread than the one that runs the rule book, or code of the rule book's glue or of the
     * submission (any {@code tabuleiro.} class but the grader's) on the stack under it.
     *
     * <p>The JUnit Platform and Cucumber report a scenario's start and end from the thread that
     * runs it, between its steps, when neither the glue nor the submission is running. A report
     * made while a step runs, or from a thread the submission started, is the submission
     * reaching the runner through a listener it found; however it found it, the report is
     * refused here, inside the runner's module, where the submission cannot change this check.
     *
     * @return where the report comes from, if it is not the runner's own; empty if it is
     */
    Optional<String> intrusion() {
        if (Thread.currentThread() != owner) {
            return Optional.of("the thread \"" + Thread.currentThread().getName() + "\"");
        }
        return StackWalker.getInstance().walk(frames -> frames
                .map(StackWalker.StackFrame::getClassName)
                .filter(name -> name.startsWith("tabuleiro.") && !name.startsWith(GRADER))
                .findFirst());
    }

    /**
     * Records that the running scenario's code reported a result itself: the scenario fails,
     * and since a scenario's first result is its result, no later report changes that. Does
     * nothing when no scenario runs.
     *
     * @param what what the report said, such as {@code "finished"}
     * @param from where it came from, from {@link #intrusion()}
     */
    synchronized void intruded(String what, String from) {
        if (running != null) {
            write(new ProgressEvent.Finished(running.id(), "FAILED", SecurityException.class
                    .getName(), "the scenario's code reported to the rule book's runner that a"
                    + " scenario " + what + " (from " + from + "): a submission may not report"
                    + " results itself, so this scenario fails", "", List.of()));
        }
    }

    /**
     * Returns where the rule book's thread is now (the scenario's, while one runs), as the
     * frames of the submission and the rule book: the watchdog's look before it halts the JVM.
     *
     * @return the frames, innermost first; empty if the thread's stack cannot be read
     */
    List<String> scenarioStack() {
        try {
            return ProgressListener.frames(owner.getStackTrace());
        } catch (SecurityException e) {
            // A guard that refuses the look leaves the time-out without a place, not unreported.
            return List.of();
        }
    }

    /**
     * Returns the scenario that is running, if any.
     *
     * @return the running scenario and when it started
     */
    synchronized Optional<Running> running() {
        return Optional.ofNullable(running);
    }

    /**
     * Records, as the JVM shuts down, that the scenario that was running ended the JVM. Does
     * nothing when no scenario runs.
     */
    synchronized void jvmExiting() {
        if (running != null) {
            write(new Exited(running.id()));
        }
    }

    @Override
    public synchronized void close() throws IOException {
        closing.close();
    }

    /**
     * A scenario that is running.
     *
     * @param id its unique id
     * @param startNanos when it started, by {@link System#nanoTime()}
     */
    record Running(String id, long startNanos) {
    }
}
