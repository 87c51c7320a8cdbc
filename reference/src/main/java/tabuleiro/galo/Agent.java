package tabuleiro.galo;

import java.util.Objects;

/**
 * A player that chooses its own moves: the opponent a student plays their engine against.
 *
 * <p>Like the text UI, an agent sees the game only through the engine's public methods, so it
 * plays as well with a student's engine as with the reference.
 */
@FunctionalInterface
public interface Agent {

    /**
     * Chooses the square on which to put the next mark.
     *
     * @param game the game, which the agent reads and does not change
     * @param mark the mark the agent plays, which must be the one to move
     * @return an empty square
     * @throws NullPointerException if the game or the mark is null
     * @throws IllegalStateException unless {@code !game.isOver()}
     * @throws IllegalArgumentException unless {@code mark == game.nextMark()}
     * @post {@code game.isEmpty(result)}, and the game is unchanged
     */
    Square chooseSquare(Game game, Mark mark);

    /**
     * Checks the precondition that every agent shares: the game goes on and it is the agent's
     * turn. Implementations call it first.
     *
     * @param game the game the agent is asked to move in
     * @param mark the mark the agent plays
     * @throws NullPointerException if the game or the mark is null
     * @throws IllegalStateException unless {@code !game.isOver()}
     * @throws IllegalArgumentException unless {@code mark == game.nextMark()}
     */
    static void requireTurn(Game game, Mark mark) {
        Objects.requireNonNull(game, "game");
        Objects.requireNonNull(mark, "mark");
        if (game.isOver()) {
            throw new IllegalStateException("the game is over: an agent has no move to choose");
        }
        if (mark != game.nextMark()) {
            throw new IllegalArgumentException("it is " + game.nextMark()
                    + "'s turn, but the agent was asked to move for " + mark);
        }
    }
}
