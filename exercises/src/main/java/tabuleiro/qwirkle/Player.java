package tabuleiro.qwirkle;

import java.util.Objects;

/**
 * A player: a name, a hand and a score (rule QWIRKLE-03). The game changes them; everyone else
 * reads them.
 *
 * @invariant {@code score() >= 0}
 */
public final class Player {

    private final String name;
    private final Hand hand;
    private int score;

    /**
     * Creates a player.
     *
     * @param name the player's name, shown to the others
     * @param hand the tiles the player holds
     * @param score the points already scored
     * @throws NullPointerException if the name or the hand is null
     * @throws IllegalArgumentException unless {@code score >= 0}
     */
    public Player(String name, Hand hand, int score) {
        this.name = Objects.requireNonNull(name, "name");
        this.hand = Objects.requireNonNull(hand, "hand");
        if (score < 0) {
            throw new IllegalArgumentException("a score is 0 or more, but " + score
                    + " was given");
        }
        this.score = score;
    }

    /**
     * Returns the player's name.
     *
     * @return the name
     */
    public String name() {
        return name;
    }

    /**
     * Returns the player's hand; only the game changes it.
     *
     * @return the hand
     */
    public Hand hand() {
        return hand;
    }

    /**
     * Returns the player's points so far.
     *
     * @return the score, never lower than at any earlier moment
     */
    public int score() {
        return score;
    }

    void addPoints(int points) {
        if (points < 0) {
            throw new IllegalArgumentException("scores never decrease, but " + points
                    + " points were to be added");
        }
        score += points;
    }

    /**
     * Describes the player for messages.
     *
     * @return the name, the score and the hand, such as {@code Ana (12 points): A1 B2}
     */
    @Override
    public String toString() {
        return name + " (" + score + " points): " + hand;
    }
}
