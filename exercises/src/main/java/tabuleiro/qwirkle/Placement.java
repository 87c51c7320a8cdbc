package tabuleiro.qwirkle;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * What a player puts on the board in one turn: one or more tiles, each on a square (rule
 * QWIRKLE-04). Whether the placement follows the rules is the game's question; this record only
 * holds it.
 *
 * @param tiles the tiles and their squares, at least one
 */
public record Placement(List<TileAt> tiles) {

    /**
     * Creates a placement.
     *
     * @throws IllegalArgumentException unless there is a tile: {@code !tiles.isEmpty()}
     * @throws NullPointerException if the list or one of its elements is null
     */
    public Placement {
        tiles.forEach(tileAt -> Objects.requireNonNull(tileAt, "a tile of the placement"));
        tiles = List.copyOf(tiles);
        if (tiles.isEmpty()) {
            throw new IllegalArgumentException("a placement puts at least one tile");
        }
    }

    /**
     * Creates a placement of tiles on squares.
     *
     * @param tiles the tiles, each on a square
     * @return the placement
     */
    public static Placement of(TileAt... tiles) {
        return new Placement(List.of(tiles));
    }

    /**
     * Reads a placement written as the game writes it: tiles, each followed by its square,
     * such as {@code A1@0,1 A2@0,2}; case and spacing do not matter, and a space can take the
     * place of {@code @}.
     *
     * @param text the placement
     * @return the placement
     * @throws IllegalArgumentException unless the text is tiles each followed by a square
     */
    public static Placement parse(String text) {
        String[] tokens = text.replace("@", " ").strip().split("\\s+");
        if (tokens.length % 2 != 0 || tokens[0].isEmpty()) {
            throw new IllegalArgumentException("a placement is one or more tiles, each followed"
                    + " by its square, such as A1 0,1 A2 0,2, but \"" + text + "\" was given");
        }
        List<TileAt> tiles = new ArrayList<>();
        for (int i = 0; i < tokens.length; i += 2) {
            tiles.add(new TileAt(Tile.parse(tokens[i]), Position.parse(tokens[i + 1])));
        }
        return new Placement(tiles);
    }

    /**
     * Returns the tiles placed, without their squares.
     *
     * @return the tiles, in the order given
     */
    public List<Tile> tilesPlaced() {
        return tiles.stream().map(TileAt::tile).toList();
    }

    /**
     * Returns the squares covered.
     *
     * @return the squares, in the order given
     */
    public List<Position> positions() {
        return tiles.stream().map(TileAt::position).toList();
    }

    /**
     * Writes the placement as the game does.
     *
     * @return the tiles and squares, such as {@code A1@0,1 A2@0,2}
     */
    @Override
    public String toString() {
        return String.join(" ", tiles.stream().map(TileAt::toString).toList());
    }
}
