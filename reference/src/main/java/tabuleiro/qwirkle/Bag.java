package tabuleiro.qwirkle;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Objects;
import java.util.random.RandomGenerator;

/**
 * The bag: the tiles not yet drawn, in the order they will be drawn (rules QWIRKLE-02, 11, 12).
 *
 * <p>The random source is given to the bag rather than made by it, so that a game can be
 * replayed: two bags shuffled by sources with the same seed draw the same tiles.
 */
public final class Bag {

    private final List<Tile> tiles;
    private final RandomGenerator random;

    private Bag(List<Tile> tiles, RandomGenerator random) {
        this.tiles = tiles;
        this.random = random;
    }

    /**
     * Creates the bag of a new game: all 108 tiles, shuffled (rules QWIRKLE-01, QWIRKLE-02).
     *
     * @param random the source of the shuffle, and of where traded tiles go back in
     * @return a bag of {@link Tile#TOTAL} tiles in random order
     * @throws NullPointerException if {@code random} is null
     * @post {@code result.size() == Tile.TOTAL}
     */
    public static Bag shuffled(RandomGenerator random) {
        Objects.requireNonNull(random, "random");
        List<Tile> tiles = Tile.fullSet();
        shuffle(tiles, random);
        Bag bag = new Bag(tiles, random);
        assert bag.size() == Tile.TOTAL : "post: a new bag holds every tile";
        return bag;
    }

    /**
     * Shuffles tiles in place, each order as likely as any other: the Fisher-Yates shuffle,
     * which the brief's {@code iniciarDeque} does by drawing tile after tile at random.
     */
    private static void shuffle(List<Tile> tiles, RandomGenerator random) {
        // BEGIN SOLUTION exercise 1
        for (int last = tiles.size() - 1; last > 0; last--) {
            Collections.swap(tiles, last, random.nextInt(last + 1));
        }
        // END SOLUTION
    }

    /**
     * Creates a bag whose tiles will be drawn in a given order, first tile first: the rule book
     * uses it to say which tiles a player draws.
     *
     * @param tiles the tiles, in the order they will be drawn
     * @param random where traded tiles go back in
     * @return the bag
     * @throws NullPointerException if an argument or a tile is null
     */
    public static Bag ordered(List<Tile> tiles, RandomGenerator random) {
        tiles.forEach(tile -> Objects.requireNonNull(tile, "a tile of the bag"));
        return new Bag(new ArrayList<>(tiles), Objects.requireNonNull(random, "random"));
    }

    /**
     * Creates a copy of a bag, drawing the same tiles in the same order and sharing its random
     * source.
     *
     * @param other the bag to copy
     * @return the copy
     */
    public static Bag copyOf(Bag other) {
        return new Bag(new ArrayList<>(other.tiles), other.random);
    }

    /**
     * Returns how many tiles are left in the bag.
     *
     * @return the number of tiles
     */
    public int size() {
        return tiles.size();
    }

    /**
     * Tells whether the bag is empty.
     *
     * @return {@code size() == 0}
     */
    public boolean isEmpty() {
        return tiles.isEmpty();
    }

    /**
     * Returns the tiles in the bag, in the order they will be drawn. A player may not look
     * into the bag; the cheat mode and the tests may.
     *
     * @return an unmodifiable copy of the bag's tiles
     */
    public List<Tile> tiles() {
        return List.copyOf(tiles);
    }

    /**
     * Draws the next tile.
     *
     * @return the tile drawn
     * @throws IllegalStateException unless {@code !isEmpty()}
     * @post one tile fewer in the bag: {@code size()} is one less than before the call
     */
    Tile draw() {
        if (tiles.isEmpty()) {
            throw new IllegalStateException("the bag is empty: no tile can be drawn");
        }
        final int before = tiles.size();
        Tile drawn = tiles.remove(0);
        assert tiles.size() == before - 1 : "post: one tile fewer in the bag";
        return drawn;
    }

    /** Takes one copy of a tile out of the bag, wherever it is (the cheat mode, QWIRKLE-15). */
    boolean take(Tile tile) {
        return tiles.remove(tile);
    }

    /**
     * Puts traded tiles back, each at a random place among the others, as a player mixes them
     * into the bag (rule QWIRKLE-12).
     */
    void putBack(List<Tile> returned) {
        for (Tile tile : returned) {
            tiles.add(random.nextInt(tiles.size() + 1), Objects.requireNonNull(tile, "tile"));
        }
    }
}
