package tabuleiro.qwirkle;

import java.util.List;
import java.util.Objects;

/**
 * What a player does on a turn (rule QWIRKLE-04): place tiles, trade tiles, or pass.
 */
public sealed interface Turn permits Turn.Place, Turn.Trade, Turn.Pass {

    /**
     * Places tiles on the board.
     *
     * @param placement the tiles and their squares
     */
    record Place(Placement placement) implements Turn {

        /**
         * Creates the turn.
         *
         * @throws NullPointerException if the placement is null
         */
        public Place {
            Objects.requireNonNull(placement, "placement");
        }

        @Override
        public String toString() {
            return "place " + placement;
        }
    }

    /**
     * Trades tiles of the hand with the bag (rule QWIRKLE-12).
     *
     * @param tiles the tiles put back
     */
    record Trade(List<Tile> tiles) implements Turn {

        /**
         * Creates the turn.
         *
         * @throws NullPointerException if the list or a tile is null
         */
        public Trade {
            tiles.forEach(tile -> Objects.requireNonNull(tile, "a tile traded"));
            tiles = List.copyOf(tiles);
        }

        @Override
        public String toString() {
            return "trade " + String.join(" ", tiles.stream().map(Tile::toString).toList());
        }
    }

    /** Passes: places nothing and trades nothing. */
    record Pass() implements Turn {

        @Override
        public String toString() {
            return "pass";
        }
    }
}
