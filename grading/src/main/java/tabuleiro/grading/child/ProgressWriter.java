package tabuleiro.grading.child;

import java.io.Closeable;
import java.io.IOException;
import java.io.UncheckedIOException;
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

    private final Consumer<String> out;
    private final Closeable closing;
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
        running = new Running(id, System.nanoTime());
        write(new Started(id));
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
