package tabuleiro.grading.tournament.referee;

import java.util.Objects;
import java.util.Optional;

/**
 * A player's answer: a move, or a forfeit with its reason.
 *
 * @param move the move as the player wrote it, when it answered
 * @param forfeit why it forfeits, when it did not answer with a move
 * @param reason the forfeit's details, empty with a move
 * @param millis how long the player took, as it measured from the question to the answer; 0
 *     for a player the referee does not time (an anchor in the grader's JVM)
 */
public record Reply(Optional<String> move, Optional<Forfeit> forfeit, String reason,
        long millis) {

    /**
     * Checks that a reply is a move or a forfeit, not both.
     *
     * @throws IllegalArgumentException unless exactly one of move and forfeit is present
     */
    public Reply {
        Objects.requireNonNull(reason, "reason");
        if (move.isPresent() == forfeit.isPresent()) {
            throw new IllegalArgumentException("a reply is a move or a forfeit");
        }
    }

    /**
     * A move, untimed.
     *
     * @param move the move as the player wrote it
     * @return the reply
     */
    public static Reply move(String move) {
        return new Reply(Optional.of(move), Optional.empty(), "", 0);
    }

    /**
     * A forfeit, untimed.
     *
     * @param why why the player forfeits
     * @param reason its details, in English, as the game's record keeps them
     * @return the reply
     */
    public static Reply forfeit(Forfeit why, String reason) {
        return new Reply(Optional.empty(), Optional.of(why), reason, 0);
    }

    /**
     * This reply, timed.
     *
     * @param took how long the player took, in milliseconds
     * @return the same reply with that time
     */
    public Reply took(long took) {
        return new Reply(move, forfeit, reason, took);
    }
}
