package tabuleiro.qwirkle;

import java.util.List;
import java.util.Objects;
import java.util.SplittableRandom;
import java.util.random.RandomGenerator;

/**
 * The simplest agent: it places tiles in a way chosen at random among the legal placements,
 * each as likely as any other, and trades its hand (or passes) when there is none.
 */
public final class RandomAgent implements Agent {

    private final RandomGenerator random;

    /**
     * Creates an agent whose choices are fixed by a seed.
     *
     * @param seed the seed of the agent's random source
     */
    public RandomAgent(long seed) {
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
    public Turn chooseTurn(Game game) {
        Agent.requireTurn(game);
        List<Placement> legal = PlacementFinder.legalPlacements(game);
        Turn turn = legal.isEmpty() ? Agent.tradeOrPass(game)
                : new Turn.Place(legal.get(random.nextInt(legal.size())));
        assert game.problemWith(turn).isEmpty() : "post: the agent chooses a legal turn";
        return turn;
    }
}
