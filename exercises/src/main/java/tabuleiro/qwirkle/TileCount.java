package tabuleiro.qwirkle;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * How many copies of each kind of tile a game holds, wherever they are: in the bag, on the board
 * or in a hand (rule QWIRKLE-01: three copies of each of the 36 kinds). A game counts its tiles
 * when it starts, and its invariant counts them again after every turn: no tile is made or lost.
 *
 * @param copies how many copies of each kind there are, kinds with none left out
 */
record TileCount(Map<Tile, Integer> copies) {

    /**
     * A count of these copies.
     *
     * @throws NullPointerException if {@code copies} is null
     */
    TileCount {
        copies = Map.copyOf(copies);
    }

    /**
     * Counts the tiles of a game, wherever they are.
     *
     * @param bag the game's bag
     * @param board the game's board
     * @param players the game's players, with their hands
     * @return the count of every tile in the bag, on the board and in the hands
     * @throws NullPointerException if an argument is null
     */
    static TileCount of(Bag bag, Board board, List<Player> players) {
        Map<Tile, Integer> counts = new HashMap<>();
        List<Tile> everywhere = new ArrayList<>(bag.tiles());
        everywhere.addAll(board.tiles().values());
        players.forEach(player -> everywhere.addAll(player.hand().tiles()));
        everywhere.forEach(tile -> counts.merge(tile, 1, Integer::sum));
        return new TileCount(counts);
    }

    /**
     * Checks that no kind has more copies than the game has (rule QWIRKLE-01).
     *
     * @throws IllegalArgumentException unless every kind has at most {@link Tile#COPIES} copies:
     *     {@code copies().values().stream().allMatch(n -> n <= Tile.COPIES)}
     */
    void requireAtMostThreeCopies() {
        copies.forEach((kind, count) -> {
            if (count > Tile.COPIES) {
                throw new IllegalArgumentException("the game has " + Tile.COPIES
                        + " copies of each tile, but " + count + " of " + kind + " were given");
            }
        });
    }
}
