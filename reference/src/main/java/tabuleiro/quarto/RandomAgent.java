package tabuleiro.quarto;

import java.util.List;
import java.util.Objects;
import java.util.SplittableRandom;
import java.util.random.RandomGenerator;

/**
 * The simplest agent: it hands over a piece drawn at random from the pool and places on an empty
 * square drawn at random, each with the same chance.
 *
 * <p>The random source is given to the agent rather than made by it, so that a game can be
 * replayed: two agents made with the same seed make the same decisions.
 */
public final class RandomAgent implements Agent {

    private final RandomGenerator random;

    /**
     * Creates an agent whose decisions are fixed by a seed.
     *
     * @param seed the seed of the agent's random source
     */
    public RandomAgent(long seed) {
        // SplittableRandom mixes its seed, so agents with nearby seeds decide independently.
        this(new SplittableRandom(seed));
    }

    /**
     * Creates an agent that draws its decisions from a random source.
     *
     * @param random the source of the agent's decisions
     * @throws NullPointerException if {@code random} is null
     */
    public RandomAgent(RandomGenerator random) {
        this.random = Objects.requireNonNull(random, "random");
    }

    @Override
    public Piece choosePiece(Game game) {
        Agent.requireChoice(game);
        Piece piece = randomPiece(game.pool().pieces());
        assert game.pool().contains(piece) : "post: a piece of the pool";
        return piece;
    }

    private Piece randomPiece(List<Piece> pool) {
        // BEGIN SOLUTION exercise 6
        return pool.get(random.nextInt(pool.size()));
        // END SOLUTION
    }

    @Override
    public Square chooseSquare(Game game) {
        Agent.requirePlacement(game);
        Board board = game.board();
        Square square = randomEmptySquare(board);
        assert board.isEmpty(square) : "post: an empty square";
        return square;
    }

    private Square randomEmptySquare(Board board) {
        // BEGIN SOLUTION exercise 6
        List<Square> empty = Square.all().stream().filter(board::isEmpty).toList();
        return empty.get(random.nextInt(empty.size()));
        // END SOLUTION
    }
}
