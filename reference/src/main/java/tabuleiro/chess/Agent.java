package tabuleiro.chess;

import java.util.Objects;

/**
 * A player that chooses its own moves, for the seats of the text UI.
 */
@FunctionalInterface
public interface Agent {

    /**
     * Chooses a move for the side to move.
     *
     * @param game the game, which the agent reads and does not change
     * @return one of {@code game.legalMoves()}
     * @throws IllegalStateException unless {@code !game.isOver()}
     */
    Move chooseMove(Game game);

    /**
     * Checks the precondition every agent shares: the game goes on.
     *
     * @param game the game
     * @throws IllegalStateException unless {@code !game.isOver()}
     */
    static void requirePlaying(Game game) {
        Objects.requireNonNull(game, "a game is needed");
        if (game.isOver()) {
            throw new IllegalStateException("the game is over: an agent has no move to choose");
        }
    }
}
