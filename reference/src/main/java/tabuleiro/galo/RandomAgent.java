package tabuleiro.galo;

import java.util.List;
import java.util.Objects;
import java.util.SplittableRandom;
import java.util.random.RandomGenerator;

/**
 * The simplest opponent: it marks a square chosen at random among the empty ones, each with the
 * same chance.
 *
 * <p>The random source is given to the agent rather than made by it, so that a game can be
 * replayed: two agents made with the same seed choose the same squares.
 */
public final class RandomAgent implements Agent {

    private final RandomGenerator random;

    /**
     * Creates an agent whose choices are fixed by a seed.
     *
     * @param seed the seed of the agent's random source
     */
    public RandomAgent(long seed) {
        // SplittableRandom mixes its seed, so agents with nearby seeds (1, 2, 3...) choose
        // independently; java.util.Random's first draws for nearby seeds are nearly the same.
        this(new SplittableRandom(seed));
    }

    /**
     * Creates an agent that draws its choices from a random source.
     *
     * @param random the source of the agent's choices
     * @throws NullPointerException if {@code random} is null
     */
    public RandomAgent(RandomGenerator random) {
        this.random = Objects.requireNonNull(random, "random");
    }

    @Override
    public Square chooseSquare(Game game, Mark mark) {
        Agent.requireTurn(game, mark);
        List<Square> empty = Board.emptySquares(game);
        Square square = empty.get(random.nextInt(empty.size()));
        assert game.isEmpty(square) : "post: the agent chooses an empty square";
        return square;
    }
}
