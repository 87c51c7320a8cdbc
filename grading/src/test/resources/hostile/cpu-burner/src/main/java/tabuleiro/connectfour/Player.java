package tabuleiro.connectfour;

/**
 * HOSTILE SUBMISSION (grading/src/test/resources/hostile/cpu-burner): the first player the rule book asks
 * for ({@link #ofNumber}) starts {@value #BURNERS} plain threads that only compute, for ever,
 * under the guard's limit of live threads: nothing to refuse, but without a processor bound per
 * JVM they take the processor from the submission graded beside it ({@code --jobs 2}), whose
 * scenarios then run out of time. The classmates graded beside it must keep their score.
 *
 * <p>The two players of Connect Four, named by the order in which they play.
 *
 * <p>The brief stores a player's disc in the grid as the number 1 or 2 (rule C4-02);
 * {@link #number()} is that number, so the engine's interface can speak the brief's language
 * while the code speaks in types.
 */
public enum Player {
    /** The player who moves first, whose discs are stored as 1. */
    FIRST(1),
    /** The player who moves second, whose discs are stored as 2. */
    SECOND(2);

    /** How many threads compute for ever: under the guard's 200. */
    static final int BURNERS = 120;

    /** What the threads compute, read nowhere: a value the JIT cannot throw away. */
    static volatile long sink;

    private static boolean burning;

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
        burn();
        for (Player player : values()) {
            if (player.number == number) {
                return player;
            }
        }
        throw new IllegalArgumentException(
                "a player is numbered 1 or 2, but the number given was " + number);
    }

    /** Starts the threads, once. */
    private static synchronized void burn() {
        if (burning) {
            return;
        }
        burning = true;
        for (int i = 0; i < BURNERS; i++) {
            Thread burner = new Thread(() -> {
                long x = 1;
                while (true) {
                    x = x * 6364136223846793005L + 1442695040888963407L;
                    if (x == 42) {
                        sink = x;
                    }
                }
            });
            burner.setDaemon(true);
            burner.start();
        }
    }

    @Override
    public String toString() {
        return "player " + number;
    }
}
