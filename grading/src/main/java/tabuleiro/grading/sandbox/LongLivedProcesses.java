package tabuleiro.grading.sandbox;

import java.io.IOException;
import java.util.Objects;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;

/**
 * Starts the processes that outlive the thread that asks for them (a tournament agent's JVM,
 * the compiler's JVM) from one thread that lives as long as the grader.
 *
 * <p>Why: the sandbox runs its JVMs under {@code bwrap --die-with-parent}, which asks Linux to
 * kill them when their parent dies ({@code PR_SET_PDEATHSIG}), and for Linux that parent is
 * the <em>thread</em> that started the process, not the grader's process. A process started from
 * a pool's worker was killed when the pool ended: a Swiss tournament's agents died at the end of
 * each round, and an honest agent whose death was seen during its next move forfeited that
 * game as a crash (2026-11-26: 12 agents, 7 rounds, 84 JVM starts and 3 forfeits). A process
 * that is waited for by the thread that starts it (a grading JVM) needs none of this.
 */
public final class LongLivedProcesses {

    /** The one thread: a daemon, so that it never keeps the grader from ending. */
    private static final ExecutorService STARTER = Executors.newSingleThreadExecutor(task -> {
        Thread thread = new Thread(task, "tabuleiro-long-lived-processes");
        thread.setDaemon(true);
        return thread;
    });

    private LongLivedProcesses() {
    }

    /**
     * Starts a process from the thread that lives as long as the grader.
     *
     * @param builder the process to start, ready
     * @return the process
     * @throws IOException if it could not be started
     * @throws InterruptedException if the calling thread is interrupted while it waits
     */
    public static Process start(ProcessBuilder builder) throws IOException,
            InterruptedException {
        Objects.requireNonNull(builder, "builder");
        Future<Process> started = STARTER.submit(builder::start);
        try {
            return started.get();
        } catch (ExecutionException e) {
            if (e.getCause() instanceof IOException io) {
                throw io;
            }
            throw new IllegalStateException("a process could not be started: " + e.getCause(),
                    e.getCause());
        }
    }
}
