package tabuleiro.connectfour;

/**
 * HOSTILE SUBMISSION (grading/src/test/resources/hostile/symlink-planting): the skeleton's
 * {@code Player} with a hook ({@link Planter}) that plants symbolic links, named as the files
 * the grader writes next, in every folder the grading JVM can write, pointing at another
 * student's report ({@code @OTHER_NAME@/results.json}, filled in by the test) and at
 * {@code /tmp/tabuleiro-pwned}; then it ends the JVM so that the grader starts another and
 * writes those files again, through the links, outside the sandbox. In the next JVMs it prints
 * a forged {@code results.json} on its standard output, which the grader copies into
 * {@code jvm-N.out}, the link to the other student's report. The rest is the untouched
 * skeleton, which scores 0.
 *
 * <p>The hook runs from the static initializer (the first scenario that makes a game) and from
 * {@link #ofNumber}. Each route is noted in {@code hostile-routes.txt} in the scratch folder.
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
        Planter.plant("static initializer");
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
        Planter.plant("ofNumber");
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
}
