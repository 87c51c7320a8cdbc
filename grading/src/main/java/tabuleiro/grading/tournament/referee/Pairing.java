package tabuleiro.grading.tournament.referee;

/**
 * One game to play: who moves first and second, from which seed and opening. The schedule
 * makes them (the round robin, a Swiss round), the referee plays them.
 *
 * @param first the index of the agent that moves first
 * @param second the index of the agent that moves second
 * @param seed the game's seed (for games with chance and for random anchors)
 * @param opening the opening the game starts from: its place in the tournament's
 *     {@link OpeningSuite}, the pair's k-th game of each colour starting from the k-th
 */
public record Pairing(int first, int second, long seed, int opening) {

    /**
     * Checks the pairing.
     *
     * @throws IllegalArgumentException if the opening's place is negative
     */
    public Pairing {
        if (opening < 0) {
            throw new IllegalArgumentException("an opening's place is 0 or more: "
                    + opening);
        }
    }

    /**
     * A game from the suite's first opening (a suite of none: the game's start).
     *
     * @param first the index of the agent that moves first
     * @param second the index of the agent that moves second
     * @param seed the game's seed
     */
    public Pairing(int first, int second, long seed) {
        this(first, second, seed, 0);
    }
}
