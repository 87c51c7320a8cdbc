package tabuleiro.grading.tournament.schedule;

/**
 * A round of a Swiss tournament in which a player, left over by an odd count, played no game:
 * it scores a win's point and no rating change (the rating measures games played).
 *
 * @param round the round, from 1
 * @param player the player's index
 */
public record Bye(int round, int player) {

    /**
     * Checks the bye.
     *
     * @throws IllegalArgumentException unless the round is positive and the player an index
     */
    public Bye {
        if (round < 1 || player < 0) {
            throw new IllegalArgumentException("not a bye: round " + round + ", player "
                    + player);
        }
    }
}
