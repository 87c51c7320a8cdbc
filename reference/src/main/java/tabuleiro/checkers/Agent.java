package tabuleiro.checkers;

import java.util.Optional;

/**
 * Whoever chooses the moves of one side: a person at the keyboard, a search, or the program at the
 * other end of a network connection.
 */
public interface Agent {

    /**
     * Chooses the move of the side to move.
     *
     * @param game the game, not over; the agent must not change it
     * @return a legal move (or a route of one, see {@link Game#routes()}), or empty to resign
     *     (rule CHECKERS-23)
     */
    Optional<Move> chooseMove(Game game);
}
