package tabuleiro.grading.child;

import java.io.FileDescriptor;
import java.io.FileOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

/**
 * The grading JVM's {@code System.out} and {@code System.err}: each scenario may print up to a
 * limit, and a write beyond it throws, so a submission that prints without end fails its
 * scenario at once instead of filling pipes and disks until its time runs out.
 *
 * <p>The count starts again with each scenario. The grader keeps only the start of each stream
 * anyway (see {@link tabuleiro.grading.sandbox.CappedOutput}); under the Java guard, the
 * submission cannot put the
 * original streams back.
 */
final class ScenarioOutput extends OutputStream {

    private static final List<ScenarioOutput> INSTALLED = new ArrayList<>();

    private final OutputStream out;
    private final String name;
    private final long limit;
    private long written;

    private ScenarioOutput(OutputStream out, String name, long limit) {
        this.out = out;
        this.name = name;
        this.limit = limit;
    }

    /**
     * Replaces {@code System.out} and {@code System.err} with capped streams, both on the
     * process's error stream: its standard output is the grader's {@link Channel}, and what the
     * submission prints must never reach it.
     *
     * @param limit how many bytes a scenario may print on each
     */
    static synchronized void install(long limit) {
        ScenarioOutput out = new ScenarioOutput(new FileOutputStream(FileDescriptor.err),
                "System.out", limit);
        ScenarioOutput err = new ScenarioOutput(new FileOutputStream(FileDescriptor.err),
                "System.err", limit);
        INSTALLED.add(out);
        INSTALLED.add(err);
        System.setOut(new PrintStream(out, true, StandardCharsets.UTF_8));
        System.setErr(new PrintStream(err, true, StandardCharsets.UTF_8));
    }

    /** Starts a new scenario's count on every installed stream. */
    static synchronized void newScenario() {
        for (ScenarioOutput output : INSTALLED) {
            synchronized (output) {
                output.written = 0;
            }
        }
    }

    @Override
    public synchronized void write(int b) throws IOException {
        count(1);
        out.write(b);
    }

    @Override
    public synchronized void write(byte[] bytes, int offset, int length) throws IOException {
        count(length);
        out.write(bytes, offset, length);
    }

    @Override
    public synchronized void flush() throws IOException {
        out.flush();
    }

    private void count(int length) {
        if (written + length > limit) {
            throw new TooMuchOutputException("the scenario printed more than " + limit / 1000
                    + " kB on " + name + ": the grader stops a scenario there");
        }
        written += length;
    }
}
