package tabuleiro.ui;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringReader;
import java.io.Writer;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.concurrent.atomic.AtomicReference;

/**
 * Types seeded random scripts ({@link FuzzScripts}) into a game's text UI and reports what went
 * wrong: an exception that escaped (a crash), a session that did not end within its time after
 * its input ended (a hang), output that kept growing (a runaway loop), a stack trace or a Java
 * exception's name printed to the player, or an exit status other than 0 for a session the
 * person ended.
 *
 * <p>Each script runs on a thread of its own so that a hang is seen, not suffered; the thread is
 * a daemon, so a hung session does not keep the JVM alive.
 */
public final class Fuzzer {

    /** The most output one session may write before it counts as a runaway loop. */
    static final int MOST_OUTPUT = 4 << 20;

    private final FuzzTarget target;
    private final int longestScript;
    private final long timeLimitMillis;

    /**
     * Creates a fuzzer for a game.
     *
     * @param target the game's UI
     * @param longestScript the most lines in one script
     * @param timeLimitMillis how long one session may take
     */
    public Fuzzer(FuzzTarget target, int longestScript, long timeLimitMillis) {
        this.target = target;
        this.longestScript = longestScript;
        this.timeLimitMillis = timeLimitMillis;
    }

    /**
     * What a run of the fuzzer found.
     *
     * @param game the game
     * @param sessions how many scripts were played
     * @param lines how many lines they typed in all
     * @param problems one line per session that went wrong, naming its seed and what happened
     * @param hangs how many of the problems were hangs or runaway loops
     * @param millis how long the run took
     */
    public record Report(String game, int sessions, long lines, List<String> problems, int hangs,
            long millis) {

        /**
         * Counts the sessions that crashed or printed what a player should not see.
         *
         * @return the problems that are not hangs
         */
        public int crashes() {
            return problems.size() - hangs;
        }
    }

    /**
     * Plays {@code sessions} scripts, the i-th from seed {@code seed + i}.
     *
     * @param seed the first seed
     * @param sessions how many scripts to play
     * @return what was found
     */
    public Report run(long seed, int sessions) {
        long start = System.nanoTime();
        List<String> problems = new ArrayList<>();
        int hangs = 0;
        long lines = 0;
        for (int i = 0; i < sessions; i++) {
            long scriptSeed = seed + i;
            String script = FuzzScripts.script(new SplittableRandom(scriptSeed),
                    target.vocabulary(), longestScript);
            lines += script.lines().count();
            Outcome outcome = play(script);
            if (outcome.problem() != null) {
                problems.add("seed " + scriptSeed + ": " + outcome.problem());
                hangs += outcome.hang() ? 1 : 0;
            }
        }
        return new Report(target.game(), sessions, lines, problems, hangs,
                (System.nanoTime() - start) / 1_000_000);
    }

    /** What one session came to: no problem, or one, and whether it was a hang. */
    private record Outcome(String problem, boolean hang) {
    }

    private Outcome play(String script) {
        BoundedWriter screen = new BoundedWriter();
        AtomicReference<Throwable> escaped = new AtomicReference<>();
        AtomicReference<Integer> status = new AtomicReference<>();
        Thread session = new Thread(() -> {
            try {
                status.set(target.play(new StringReader(script), new PrintWriter(screen, true)));
            } catch (Throwable failure) { // a fuzzer counts whatever escapes, errors included
                escaped.set(failure);
            }
        }, target.game() + "-fuzz");
        session.setDaemon(true);
        session.start();
        try {
            session.join(timeLimitMillis);
        } catch (InterruptedException interrupted) {
            Thread.currentThread().interrupt();
            return new Outcome("interrupted", false);
        }
        if (session.isAlive()) {
            session.interrupt();
            return new Outcome("still running after " + timeLimitMillis + " ms", true);
        }
        Throwable failure = escaped.get();
        if (failure instanceof RunawayOutput) {
            return new Outcome("wrote more than " + MOST_OUTPUT + " characters", true);
        }
        if (failure != null) {
            return new Outcome("escaped " + failure, false);
        }
        String shown = screen.text();
        if (shown.contains("\tat ") || shown.matches("(?s).*\\b\\w+(Exception|Error)\\b.*")) {
            return new Outcome("showed an exception: " + around(shown), false);
        }
        if (status.get() == null || status.get() != 0) {
            return new Outcome("exit status " + status.get() + " for a session the person ended",
                    false);
        }
        return new Outcome(null, false);
    }

    private static String around(String shown) {
        int at = shown.indexOf("Exception");
        at = at < 0 ? Math.max(0, shown.indexOf("Error")) : at;
        return shown.substring(Math.max(0, at - 120), Math.min(shown.length(), at + 80))
                .replace('\n', '|');
    }

    /** A writer that refuses to grow past {@link #MOST_OUTPUT}, so a runaway loop ends. */
    private static final class BoundedWriter extends Writer {
        private final StringBuilder text = new StringBuilder();

        @Override
        public void write(char[] characters, int offset, int length) {
            if (text.length() + length > MOST_OUTPUT) {
                throw new RunawayOutput();
            }
            text.append(characters, offset, length);
        }

        @Override
        public void flush() {
            // nothing is buffered
        }

        @Override
        public void close() throws IOException {
            // the text stays readable
        }

        String text() {
            return text.toString();
        }
    }

    /** Thrown by the screen when a session writes without end. */
    private static final class RunawayOutput extends RuntimeException {
        private static final long serialVersionUID = 1L;
    }
}
