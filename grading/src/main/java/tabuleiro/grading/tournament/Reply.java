package tabuleiro.grading.tournament;

import java.util.Objects;
import java.util.Optional;

/**
 * A player's answer: a move, or a forfeit with its reason.
 *
 * @param move the move as the player wrote it, when it answered
 * @param forfeit why it forfeits, when it did not answer with a move
 * @param reason the forfeit's details, empty with a move
 */
record Reply(Optional<String> move, Optional<Forfeit> forfeit, String reason) {

    /**
     * Checks that a reply is a move or a forfeit, not both.
     *
     * @throws IllegalArgumentException unless exactly one of move and forfeit is present
     */
    Reply {
        Objects.requireNonNull(reason, "reason");
        if (move.isPresent() == forfeit.isPresent()) {
            throw new IllegalArgumentException("a reply is a move or a forfeit");
        }
    }

    static Reply move(String move) {
        return new Reply(Optional.of(move), Optional.empty(), "");
    }

    static Reply forfeit(Forfeit why, String reason) {
        return new Reply(Optional.empty(), Optional.of(why), reason);
    }
}
