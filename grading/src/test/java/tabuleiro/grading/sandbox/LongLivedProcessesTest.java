package tabuleiro.grading.sandbox;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * A process that asks to die with its parent, as the sandbox's {@code bwrap --die-with-parent}
 * does, lives on after the thread that asked for it has ended when {@link LongLivedProcesses}
 * starts it, and dies with that thread when the thread starts it itself (the Swiss tournament's
 * agents, killed at the end of every round). {@code setpriv --pdeathsig} asks the same of
 * Linux as bubblewrap, without a sandbox.
 */
class LongLivedProcessesTest {

    private static final Path SETPRIV = Path.of("/usr/bin/setpriv");

    private final AtomicReference<Process> process = new AtomicReference<>();

    @BeforeEach
    void needsSetpriv() {
        Assumptions.assumeTrue(Files.isExecutable(SETPRIV), "util-linux's setpriv is not"
                + " installed: it asks Linux for the parent-death signal as bwrap does");
    }

    @AfterEach
    void killTheProcess() {
        if (process.get() != null) {
            process.get().destroyForcibly();
        }
    }

    @Test
    void aProcessStartedForAThreadThatEndsLivesOn() throws Exception {
        fromAThreadThatEnds(() -> process.set(ready(LongLivedProcesses.start(dieWithParent()))));

        assertThat(process.get().waitFor(1, TimeUnit.SECONDS))
                .as("the process ended with the thread that asked for it").isFalse();
    }

    @Test
    void aProcessStartedByAThreadThatEndsDiesWithIt() throws Exception {
        // The control: the test can see the death it guards against.
        fromAThreadThatEnds(() -> process.set(ready(dieWithParent().start())));

        assertThat(process.get().waitFor(10, TimeUnit.SECONDS))
                .as("the process outlived the thread that started it").isTrue();
    }

    /** A process that asks for the signal, says so, and waits. */
    private static ProcessBuilder dieWithParent() {
        return new ProcessBuilder(List.of(SETPRIV.toString(), "--pdeathsig", "KILL", "--",
                "sh", "-c", "echo ready; exec sleep 60"));
    }

    /**
     * The process once it has asked for the signal: a thread that ended before that would not
     * be its parent's death, and the control would pass or fail by chance.
     */
    private static Process ready(Process started) throws IOException {
        BufferedReader out = new BufferedReader(new InputStreamReader(started.getInputStream(),
                StandardCharsets.UTF_8));
        assertThat(out.readLine()).as("the process's first line").isEqualTo("ready");
        return started;
    }

    /** Runs the start on a thread of its own and waits for that thread to end. */
    private static void fromAThreadThatEnds(Start start) throws Exception {
        AtomicReference<Exception> failure = new AtomicReference<>();
        Thread thread = new Thread(() -> {
            try {
                start.run();
            } catch (Exception e) {
                failure.set(e);
            }
        });
        thread.start();
        thread.join();
        if (failure.get() != null) {
            throw failure.get();
        }
    }

    /** A start that may throw what starting a process throws. */
    @FunctionalInterface
    private interface Start {
        void run() throws Exception;
    }
}
