package tabuleiro.grading.sandbox;

import java.util.HashSet;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;

/**
 * HOSTILE SUBMISSION (grading/src/test/resources/hostile/runner-package): a student's class
 * declared in the grader's own {@code tabuleiro.grading.sandbox} package. It follows the grading
 * JVM's scenarios from a thread of its own, through a {@link Desk} that the runner-package
 * class of the same submission gives it, and forges a passed result for each.
 *
 * <p>It holds the progress writer's lock but for waits of a millisecond, so the runner can
 * start, step or end a scenario only while the relay waits, and the relay looks after each
 * change: as a scenario starts, a plan entry of its own (another unique id, the same feature
 * file and line) and a passed result for it; as a scenario ends, a passed result right after
 * the real one, before the runner can write anything else; for a feature file it has not seen,
 * a plan entry for every line.
 */
public final class Relay implements Runnable {

    /** What the relay needs of the runner: the running scenario and a way to write. */
    public interface Desk {

        /**
         * Returns the scenario running now.
         *
         * @return its unique id, or empty between scenarios
         */
        Optional<String> running();

        /**
         * Returns the lock the runner's writer takes.
         *
         * @return the lock
         */
        Object lock();

        /**
         * Writes a passed result for a scenario.
         *
         * @param id the scenario's unique id
         */
        void forgeResult(String id);

        /**
         * Writes a plan entry of a made-up scenario at a real one's place, and a passed result.
         *
         * @param id the made-up unique id
         * @param uri the real scenario's feature file
         * @param line the real scenario's line
         */
        void forgePlan(String id, String uri, int line);

        /**
         * Writes a plan entry and a passed result for every line a feature file may have.
         *
         * @param uri the feature file
         */
        void forgeFile(String uri);

        /**
         * Notes how a route went.
         *
         * @param route the route
         * @param outcome OK, REFUSED or FAILED
         * @param detail what happened
         */
        void report(String route, String outcome, String detail);
    }

    private final Desk desk;

    private Relay(Desk desk) {
        this.desk = desk;
    }

    /**
     * Starts following the scenarios.
     *
     * @param desk the runner's side
     */
    public static void watch(Desk desk) {
        Thread thread = new Thread(new Relay(desk), "tabuleiro-relay");
        thread.setDaemon(true);
        thread.setPriority(Thread.MAX_PRIORITY);
        thread.start();
    }

    @Override
    public void run() {
        Object lock = desk.lock();
        String last = null;
        Set<String> planned = new HashSet<>();
        Set<String> files = new HashSet<>();
        boolean told = false;
        // The relay holds the writer's lock but for short waits: the runner can start, step or
        // end a scenario only in those waits, and the relay looks after each of them.
        synchronized (lock) {
            while (true) {
                try {
                    Optional<String> now = desk.running();
                    if (!Objects.equals(now.orElse(null), last)) {
                        if (last != null) {
                            desk.forgeResult(last);
                        }
                        if (now.isPresent() && planned.add(now.get())) {
                            desk.forgePlan(now.get() + "/[forged:1]", uri(now.get()),
                                    line(now.get()));
                            if (files.add(uri(now.get()))) {
                                desk.forgeFile(uri(now.get()));
                            }
                            if (!told) {
                                told = true;
                                desk.report("run.Relay: plan entry and passed result per"
                                        + " scenario seen, passed result after each real one",
                                        "OK", "first at " + now.get());
                            }
                        }
                        last = now.orElse(null);
                    }
                    lock.wait(1);
                } catch (InterruptedException e) {
                    // Nobody interrupts the relay on purpose: go on.
                } catch (RuntimeException e) {
                    desk.report("run.Relay", "FAILED", e.toString());
                    return;
                }
            }
        }
    }

    /** The feature file of a unique id: {@code classpath:tabuleiro/features/x.feature}. */
    static String uri(String id) {
        int start = id.indexOf("[feature:") + "[feature:".length();
        int end = id.indexOf(']', start);
        return java.net.URLDecoder.decode(id.substring(start, end),
                java.nio.charset.StandardCharsets.UTF_8);
    }

    /** The line of a unique id: its last number, the scenario's or the example's. */
    static int line(String id) {
        int colon = id.lastIndexOf(':');
        int end = id.indexOf(']', colon);
        return Integer.parseInt(id.substring(colon + 1, end));
    }
}
