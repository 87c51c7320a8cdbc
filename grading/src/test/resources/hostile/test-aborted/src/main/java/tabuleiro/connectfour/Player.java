package tabuleiro.connectfour;

/**
 * HOSTILE SUBMISSION (grading/src/test/resources/hostile/test-aborted): the skeleton's
 * {@code Player}, whose {@link #ofNumber} (called wherever a step names "player 1" or
 * "player 2") throws, in turn, every exception that a test framework takes for "skipped" or
 * "not run" rather than "failed": opentest4j's {@code TestAbortedException} (what JUnit 5's
 * assumptions throw), its {@code TestSkippedException} and {@code IncompleteExecutionException},
 * a subclass of {@code TestAbortedException} of the submission's own ({@link NotMyFault}),
 * Cucumber's {@code PendingException}, and JUnit 4's {@code AssumptionViolatedException}, which
 * Cucumber looks up by name and which this submission declares itself
 * ({@code junit/AssumptionViolatedException.java}, package {@code org.junit}). Laid over the
 * complete sample: a grader that counts skipped scenarios as kept gives it 100.
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
        Abort.next("player " + number);
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

    /** A skip of the submission's own making, as the test tools know it. */
    static final class NotMyFault extends org.opentest4j.TestAbortedException {

        private static final long serialVersionUID = 1L;

        NotMyFault(String message) {
            super(message);
        }
    }

    /** Throws the next kind of "not run" exception. */
    static final class Abort {

        private static int calls;

        private Abort() {
        }

        static synchronized void next(String what) {
            String message = "assumption not met for " + what + ": this scenario does not apply";
            switch (calls++ % 6) {
                case 0 -> throw new org.opentest4j.TestAbortedException(message);
                case 1 -> throw new org.opentest4j.TestSkippedException(message);
                case 2 -> throw new org.opentest4j.IncompleteExecutionException(message);
                case 3 -> throw new NotMyFault(message);
                case 4 -> throw new io.cucumber.java.PendingException(message);
                default -> throw new org.junit.AssumptionViolatedException(message);
            }
        }
    }
}
