package tabuleiro.qwirkle;

import java.util.EnumMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The official game's first turn (rule QWIRKLE-19): the player whose hand makes the longest line
 * starts, the first of them in seat order on a tie, and places that many tiles. The brief's game
 * has no such rule: its first player starts, with any legal turn.
 */
public final class FirstTurn {

    private FirstTurn() {
    }

    /**
     * Returns the size of the longest line some tiles can make (rule QWIRKLE-19): the most
     * different tiles that share one colour or one shape.
     *
     * @param tiles the tiles of a hand
     * @return 0 for no tile, otherwise 1 to 6
     * @throws NullPointerException if {@code tiles} is null
     */
    public static int longestLine(List<Tile> tiles) {
        Map<Colour, Set<Shape>> shapesByColour = new EnumMap<>(Colour.class);
        Map<Shape, Set<Colour>> coloursByShape = new EnumMap<>(Shape.class);
        for (Tile tile : tiles) {
            shapesByColour.computeIfAbsent(tile.colour(), c -> new HashSet<>()).add(tile.shape());
            coloursByShape.computeIfAbsent(tile.shape(), s -> new HashSet<>()).add(tile.colour());
        }
        int longest = 0;
        for (Set<Shape> shapes : shapesByColour.values()) {
            longest = Math.max(longest, shapes.size());
        }
        for (Set<Colour> colours : coloursByShape.values()) {
            longest = Math.max(longest, colours.size());
        }
        return longest;
    }

    /**
     * The seat of the player who starts the official game (rule QWIRKLE-19): the one whose hand
     * makes the longest line, the first of them in seat order on a tie.
     */
    static int startingSeat(List<Player> players) {
        // BEGIN SOLUTION exercise 3
        int first = 0;
        for (int seat = 1; seat < players.size(); seat++) {
            if (longestLine(players.get(seat).hand().tiles())
                    > longestLine(players.get(first).hand().tiles())) {
                first = seat;
            }
        }
        return first;
        // END SOLUTION
    }
}
