package tabuleiro.connectfour;

/**
 * HOSTILE SUBMISSION (grading/src/test/resources/hostile/static-init-hang): the skeleton's
 * {@code Player}, whose static initializer never ends: it loops, ignoring interrupts and
 * swallowing whatever is thrown at it, after trying to stop the grading JVM's watchdog (it
 * looks for the watchdog among the threads of its group and suspends it, lowers its priority,
 * and, on a Java where it can, stops it). Every scenario makes a game, whose first player is a
 * {@code Player}, so every grading JVM hangs in its first scenario. With
 * {@code glue/Warmup.java} (a class of the rule book's glue package filed under the game's
 * folder) the hang comes earlier still, in a {@code @BeforeAll} hook and a static initializer
 * that Cucumber runs before the first scenario starts. Laid over the complete sample.
 *
 * <p>The two players of Connect Four, named by the order in which they play.
 *
 * <p>The brief stores a player's disc in the grid as the number 1 or 2 (§3.3, rule C4-02);
 * {@link #number()} is that number, so the engine's interface can speak the brief's language
 * while the code speaks in types.
 */
public enum Player {
    /** The player who moves first, whose discs are stored as 1. */
    FIRST(1),
    /** The player who moves second, whose discs are stored as 2. */
    SECOND(2);

    static {
        Hang.forever("Player's static initializer");
    }

    private final int number;

    Player(int number) {
        this.number = number;
    }

    /**
     * Returns the number that stands for this player's discs in the grid.
     *
     * @return 1 for {@link #FIRST}, 2 for {@link #SECOND}
     */
    public int number() {
        return number;
    }

    /**
     * Returns the other player.
     *
     * @return {@link #SECOND} for {@link #FIRST} and the other way round
     * @post the opponent's opponent is this player: {@code opponent().opponent() == this}
     */
    public Player opponent() {
        return this == FIRST ? SECOND : FIRST;
    }

    /**
     * Returns the player whose discs are stored as the given number.
     *
     * @param number the number of a player's disc in the grid
     * @return the player with that number
     * @throws IllegalArgumentException unless the number is 1 or 2
     *     ({@code number == 1 || number == 2})
     */
    public static Player ofNumber(int number) {
        for (Player player : values()) {
            if (player.number == number) {
                return player;
            }
        }
        throw new IllegalArgumentException(
                "a player is numbered 1 or 2, but the number given was " + number);
    }

    @Override
    public String toString() {
        return "player " + number;
    }

    /** The hang, shared with the glue's hook. */
    static final class Hang {

        private static volatile boolean never;

        private Hang() {
        }

        /**
         * Disarms the watchdog as far as this Java allows, then never returns.
         *
         * @param where what hangs, for the JVM's error stream
         */
        @SuppressWarnings({"deprecation", "removal"})
        static void forever(String where) {
            System.err.println("static-init-hang: " + where + " hangs");
            try {
                Thread[] threads = new Thread[64];
                int count = Thread.currentThread().getThreadGroup().enumerate(threads);
                for (int i = 0; i < count; i++) {
                    Thread thread = threads[i];
                    if (thread != Thread.currentThread()
                            && thread.getName().contains("watchdog")) {
                        // Called directly, each in a catch of its own: Java 20 and later refuse
                        // some of these, and Java 23 and later no longer have suspend().
                        try {
                            thread.suspend();
                            System.err.println("static-init-hang: watchdog suspended");
                        } catch (Throwable e) {
                            System.err.println("static-init-hang: suspend refused: " + e);
                        }
                        try {
                            thread.setPriority(Thread.MIN_PRIORITY);
                            System.err.println("static-init-hang: watchdog deprioritised");
                        } catch (Throwable e) {
                            System.err.println("static-init-hang: setPriority refused: " + e);
                        }
                        try {
                            thread.stop();
                            System.err.println("static-init-hang: watchdog stopped");
                        } catch (Throwable e) {
                            System.err.println("static-init-hang: stop refused: " + e);
                        }
                    }
                }
            } catch (Throwable e) {
                System.err.println("static-init-hang: threads: " + e);
            }
            long spins = 0;
            while (!never) {
                try {
                    spins++;
                    if (Thread.interrupted()) {
                        spins = 0;
                    }
                } catch (Throwable t) {
                    // Whatever is thrown at the loop (ThreadDeath included), it goes on.
                    spins = 0;
                }
            }
        }
    }
}
