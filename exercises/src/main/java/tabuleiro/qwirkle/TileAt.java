package tabuleiro.qwirkle;

import java.util.Objects;

/**
 * A tile to be put on a square, as part of a {@link Placement}.
 *
 * @param tile the tile
 * @param position the square
 */
public record TileAt(Tile tile, Position position) {

    /**
     * Creates a tile on a square.
     *
     * @throws NullPointerException if the tile or the square is null
     */
    public TileAt {
        Objects.requireNonNull(tile, "tile");
        Objects.requireNonNull(position, "position");
    }

    /**
     * Writes it as the game does.
     *
     * @return the tile then the square, such as {@code A1@0,1}
     */
    @Override
    public String toString() {
        return tile + "@" + position;
    }
}
