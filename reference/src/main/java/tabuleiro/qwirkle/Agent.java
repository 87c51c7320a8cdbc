package tabuleiro.qwirkle;

import java.util.List;
import java.util.Objects;

/**
 * A player that chooses its own turns.
 *
 * <p>An agent sees the game only through its public methods and does not change it.
 */
@FunctionalInterface
public interface Agent {

    /**
     * Chooses the turn of the player to move.
     *
     * @param game the game, which the agent reads and does not change
     * @return a legal turn: {@code game.problemWith(result).isEmpty()}
     * @throws NullPointerException if the game is null
     * @throws IllegalStateException unless {@code !game.isOver()}
     */
    Turn chooseTurn(Game game);

    /**
     * Checks the precondition every agent shares: the game goes on.
     *
     * @param game the game an agent is asked to play in
     * @throws NullPointerException if the game is null
     * @throws IllegalStateException unless {@code !game.isOver()}
     */
    static void requireTurn(Game game) {
        Objects.requireNonNull(game, "game");
        if (game.isOver()) {
            throw new IllegalStateException("the game is over: an agent has no turn to choose");
        }
    }

    /**
     * The turn of a player who cannot place a tile: trade the whole hand, or as much of it as
     * the bag allows, else pass.
     *
     * @param game a game that is not over
     * @return a legal trade or pass
     */
    static Turn tradeOrPass(Game game) {
        List<Tile> hand = game.currentPlayer().hand().tiles();
        List<Tile> traded = hand.subList(0, Math.min(hand.size(), game.bag().size()));
        Turn trade = new Turn.Trade(traded);
        return game.problemWith(trade).isEmpty() ? trade : new Turn.Pass();
    }
}
