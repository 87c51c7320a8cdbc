package tabuleiro.grading.runner;

import java.io.IOException;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Objects;
import java.util.Optional;
import tabuleiro.grading.runner.ProgressEvent.Exited;
import tabuleiro.grading.runner.ProgressEvent.Started;
import tabuleiro.grading.runner.ProgressEvent.StepStarted;

/**
 * The grading JVM's side of the progress log: writes each event as a line and pushes it to the
 * file at once, so that the line survives the JVM however it ends.
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

    private final OutputStream out;
    private Running running;

    private ProgressWriter(OutputStream out) {
        this.out = out;
    }

    /**
     * Opens a new progress log, replacing any file of that name.
     *
     * @param log where to write
     * @return the writer
     * @throws IOException if the file cannot be created
     */
    static ProgressWriter open(Path log) throws IOException {
        return new ProgressWriter(Files.newOutputStream(log));
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
     * @throws UncheckedIOException if the log cannot be written
     */
    synchronized void write(ProgressEvent event) {
        try {
            out.write((ProgressLog.format(event) + "\n").getBytes(StandardCharsets.UTF_8));
            out.flush();
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write the progress log", e);
        }
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
        out.close();
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
