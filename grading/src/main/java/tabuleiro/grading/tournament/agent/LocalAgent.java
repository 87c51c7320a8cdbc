package tabuleiro.grading.tournament.agent;

import java.lang.reflect.InvocationTargetException;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import tabuleiro.grading.child.AgentMaker;
import tabuleiro.grading.child.HostedGame;
import tabuleiro.grading.tournament.referee.Forfeit;
import tabuleiro.grading.tournament.referee.ForfeitReason;
import tabuleiro.grading.tournament.referee.Player;
import tabuleiro.grading.tournament.referee.Reply;

/**
 * The student's agent in the kit's {@code play --tournament}: in the kit's own JVM, on the
 * student's machine, so with no sandbox, but each move on a thread of its own with a time
 * limit. A move that throws or does not come in time loses the game; a thread that never ends
 * is left behind (a daemon: it cannot keep the JVM alive) and the next move gets a new one.
 * As in the class tournament, the agent is made afresh for each game, from the game's seed.
 */
public final class LocalAgent implements Player, AutoCloseable {

    private final HostedGame hosted;
    private final AgentMaker maker;
    private final ClassLoader loader;
    private ExecutorService mover;
    private int game = -1;
    private Object agent;

    /**
     * Prepares the agent.
     *
     * @param hosted the game on the student's engine
     * @param maker makes the student's agent
     * @param loader the class loader of the student's classes, the moves' context loader
     */
    public LocalAgent(HostedGame hosted, AgentMaker maker, ClassLoader loader) {
        this.hosted = hosted;
        this.maker = maker;
        this.loader = loader;
        this.mover = newMover();
    }

    private ExecutorService newMover() {
        return Executors.newSingleThreadExecutor(task -> {
            Thread thread = new Thread(task, "your-agent");
            thread.setDaemon(true);
            thread.setContextClassLoader(loader);
            return thread;
        });
    }

    @Override
    public String name() {
        return maker.className();
    }

    @Override
    public synchronized Reply move(int number, long seed, String moves, long millis) {
        if (number != game) {
            game = number;
            agent = null;
        }
        long start = System.nanoTime();
        Future<String> answer = mover.submit(() -> {
            if (agent == null) {
                agent = maker.make(seed);
            }
            return hosted.ask(agent, moves);
        });
        try {
            String move = answer.get(millis, TimeUnit.MILLISECONDS);
            return Reply.move(move).took(TimeUnit.NANOSECONDS.toMillis(
                    System.nanoTime() - start));
        } catch (ExecutionException e) {
            Throwable cause = e.getCause() instanceof InvocationTargetException thrown
                    && thrown.getCause() != null ? thrown.getCause() : e.getCause();
            return Reply.forfeit(Forfeit.EXCEPTION, cause.toString());
        } catch (TimeoutException e) {
            answer.cancel(true);
            mover.shutdownNow();
            mover = newMover();
            agent = null;
            return Reply.forfeit(Forfeit.TIMEOUT,
                    ForfeitReason.recorded("no.move.in.time", Long.toString(millis)));
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return Reply.forfeit(Forfeit.CRASH, ForfeitReason.recorded("interrupted"));
        }
    }

    @Override
    public synchronized void close() {
        mover.shutdownNow();
    }
}
