package tabuleiro.connectfour;

import java.util.Objects;
import java.util.SplittableRandom;
import java.util.random.RandomGenerator;
import java.util.stream.IntStream;

/**
 * The brief's simplest strategy (rule C4-14): play in a column chosen at random among those
 * that have space, each with the same chance.
 *
 * <p>The random source is given to the agent rather than made by it, so that a game can be
 * replayed: two agents made with the same seed choose the same columns.
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
    public int chooseColumn(Game game, Player player) {
        Agent.requireTurn(game, player);
        int column = randomColumnWithSpace(game);
        assert game.hasSpace(column) : "post: the agent chooses a column with space";
        return column;
    }

    private int randomColumnWithSpace(Game game) {
        // BEGIN SOLUTION exercise 3
        int[] columnsWithSpace =
                IntStream.rangeClosed(1, Game.COLUMNS).filter(game::hasSpace).toArray();
        return columnsWithSpace[random.nextInt(columnsWithSpace.length)];
        // END SOLUTION
    }
}
