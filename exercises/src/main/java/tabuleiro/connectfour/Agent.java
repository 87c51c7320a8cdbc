package tabuleiro.connectfour;

import java.util.Objects;

/**
 * A player that chooses its own moves: the brief's {@code jogada_agente} (rule C4-14).
 *
 * <p>Like the text UI, an agent sees the game only through the engine's public methods, so it
 * plays as well with a student's engine as with the reference.
 */
@FunctionalInterface
public interface Agent {

    /**
     * Chooses the column in which to play the next move.
     *
     * @param game the game, which the agent reads and does not change
     * @param player the player the agent plays for, who must be the one to move
     * @return a column, 1 to 7, that has space
     * @throws NullPointerException if the game or the player is null
     * @throws IllegalStateException unless {@code !game.isOver()}
     * @throws IllegalArgumentException unless {@code player == game.nextPlayer()}
     * @post {@code game.hasSpace(result)}, and the game is unchanged
     */
    int chooseColumn(Game game, Player player);

    /**
     * Checks the precondition that every agent shares: the game goes on and it is the agent's
     * player's turn. Implementations call it first.
     *
     * @param game the game the agent is asked to move in
     * @param player the player the agent plays for
     * @throws NullPointerException if the game or the player is null
     * @throws IllegalStateException unless {@code !game.isOver()}
     * @throws IllegalArgumentException unless {@code player == game.nextPlayer()}
     */
    static void requireTurn(Game game, Player player) {
        Objects.requireNonNull(game, "game");
        Objects.requireNonNull(player, "player");
        if (game.isOver()) {
            throw new IllegalStateException("the game is over: an agent has no move to choose");
        }
        if (player != game.nextPlayer()) {
            throw new IllegalArgumentException("it is " + game.nextPlayer()
                    + "'s turn, but the agent was asked to move for " + player);
        }
    }
}
