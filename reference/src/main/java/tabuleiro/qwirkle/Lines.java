package tabuleiro.qwirkle;

import java.util.HashSet;
import java.util.List;
import java.util.Objects;
import java.util.Set;

/**
 * What makes a line of tiles valid (rule QWIRKLE-06): all of one colour or all of one shape,
 * and no two identical tiles. A valid line therefore has at most six tiles.
 */
public final class Lines {

    /** The most tiles a valid line can hold: one of each colour, or one of each shape. */
    public static final int LONGEST = 6;

    private Lines() {
    }

    /**
     * Tells whether tiles can stand together in one line (rule QWIRKLE-06). No tile or a single
     * tile is a valid line.
     *
     * @param tiles the tiles of the line, in any order
     * @return {@code true} exactly when the tiles all share their colour or all share their
     *     shape, and no two of them are identical
     * @throws NullPointerException if {@code tiles} or one of them is null
     */
    public static boolean isValid(List<Tile> tiles) {
        Objects.requireNonNull(tiles, "tiles");
        tiles.forEach(tile -> Objects.requireNonNull(tile, "a tile of the line"));
        // BEGIN SOLUTION exercise 2
        Set<Tile> distinct = new HashSet<>(tiles);
        if (distinct.size() != tiles.size()) {
            return false;
        }
        boolean oneColour = tiles.stream().map(Tile::colour).distinct().count() <= 1;
        boolean oneShape = tiles.stream().map(Tile::shape).distinct().count() <= 1;
        return oneColour || oneShape;
        // END SOLUTION
    }
}
