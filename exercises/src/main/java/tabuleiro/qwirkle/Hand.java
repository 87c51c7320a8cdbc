package tabuleiro.qwirkle;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * The tiles a player holds: six, except when the bag has run out (rules QWIRKLE-03, 11).
 *
 * @invariant {@code size() <= Hand.SIZE}
 */
public final class Hand {

    /** How many tiles a full hand holds (rule QWIRKLE-03). */
    public static final int SIZE = 6;

    private final List<Tile> tiles = new ArrayList<>(SIZE);

    /**
     * Creates a hand holding some tiles.
     *
     * @param tiles the tiles, at most six
     * @throws IllegalArgumentException unless {@code tiles.size() <= SIZE}
     * @throws NullPointerException if a tile is null
     */
    public Hand(List<Tile> tiles) {
        if (tiles.size() > SIZE) {
            throw new IllegalArgumentException("a hand holds at most " + SIZE + " tiles, but "
                    + tiles.size() + " were given");
        }
        tiles.forEach(tile -> this.tiles.add(Objects.requireNonNull(tile, "a tile of the hand")));
        assert invariant() : "invariant: at most six tiles";
    }

    /**
     * Returns the tiles in the hand, in the order they were drawn.
     *
     * @return an unmodifiable copy
     */
    public List<Tile> tiles() {
        return List.copyOf(tiles);
    }

    /**
     * Returns how many tiles the hand holds.
     *
     * @return 0 to 6
     */
    public int size() {
        return tiles.size();
    }

    /**
     * Tells whether the hand is empty.
     *
     * @return {@code size() == 0}
     */
    public boolean isEmpty() {
        return tiles.isEmpty();
    }

    /**
     * Tells whether the hand holds all of some tiles, each copy counted: {@code [A1, A1]} needs
     * two red circles in the hand.
     *
     * @param wanted the tiles
     * @return {@code true} when every one of them can be taken from the hand
     */
    public boolean containsAll(List<Tile> wanted) {
        List<Tile> left = new ArrayList<>(tiles);
        for (Tile tile : wanted) {
            if (!left.remove(tile)) {
                return false;
            }
        }
        return true;
    }

    void add(Tile tile) {
        if (tiles.size() == SIZE) {
            throw new IllegalStateException("the hand is full: it already holds " + SIZE
                    + " tiles");
        }
        tiles.add(Objects.requireNonNull(tile, "tile"));
        assert invariant() : "invariant: at most six tiles";
    }

    boolean remove(Tile tile) {
        return tiles.remove(tile);
    }

    /**
     * Writes the hand in the game's notation.
     *
     * @return the tiles separated by spaces, such as {@code A1 B2 C3}
     */
    @Override
    public String toString() {
        return String.join(" ", tiles.stream().map(Tile::toString).toList());
    }

    private boolean invariant() {
        return tiles.size() <= SIZE;
    }
}
