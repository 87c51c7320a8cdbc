package tabuleiro.qwirkle;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;

/**
 * Finds every legal placement of the player to move: what the agents choose from.
 *
 * <p>A placement's tiles lie on one line, so the search picks a first square and an axis, puts
 * a tile of the hand there, then goes on along the axis to the next empty square, trying each
 * tile left in the hand. It stops going on as soon as a line it makes is not valid: adding
 * tiles to a line never mends it. Every placement found is checked once more by the game itself
 * ({@link Game#problemWith(Placement)}), so the finder can never disagree with the rules.
 */
public final class PlacementFinder {

    private PlacementFinder() {
    }

    /**
     * Returns every legal placement of the player to move, from their hand (the cheat mode's
     * tiles in the bag are left out).
     *
     * @param game a game that is not over
     * @return the legal placements, each once, in a fixed order for a given game
     * @throws NullPointerException if {@code game} is null
     * @post every placement {@code p} of the result has {@code game.problemWith(p).isEmpty()}
     */
    public static List<Placement> legalPlacements(Game game) {
        Objects.requireNonNull(game, "game");
        if (game.isOver()) {
            return List.of();
        }
        Board board = game.board();
        Search search = new Search(board, game.currentPlayer().hand().tiles());
        for (Position start : starts(board)) {
            for (Axis axis : Axis.values()) {
                if (board.isEmpty() || search.canStillTouch(start, axis)) {
                    search.from(start, axis);
                }
            }
        }
        List<Placement> legal = new ArrayList<>();
        for (Placement placement : search.found.values()) {
            if (game.problemWith(placement).isEmpty()) {
                legal.add(placement);
            }
        }
        return legal;
    }

    /**
     * The squares where a placement can begin: a placement lies along a row or a column and
     * touches the board, so it starts at most five squares before an empty square next to a
     * tile. On an empty board it starts on the origin.
     */
    private static Set<Position> starts(Board board) {
        Set<Position> starts = new LinkedHashSet<>();
        if (board.isEmpty()) {
            starts.add(Position.ORIGIN);
            return starts;
        }
        List<Position> taken = new ArrayList<>(board.tiles().keySet());
        taken.sort(Comparator.comparingInt(Position::row).thenComparingInt(Position::column));
        for (Position tile : taken) {
            for (Position next : tile.neighbours()) {
                if (board.isTaken(next)) {
                    continue;
                }
                for (Axis axis : Axis.values()) {
                    for (int back = 0; back < Lines.LONGEST; back++) {
                        Position start = next.step(axis, -back);
                        if (!board.isTaken(start)) {
                            starts.add(start);
                        }
                    }
                }
            }
        }
        return starts;
    }

    /** One search: the board, the hand, the tiles put so far, and the placements found. */
    private static final class Search {

        private final Board board;
        private final List<Tile> hand;
        private final Map<Position, Tile> placed = new HashMap<>();
        private final List<TileAt> order = new ArrayList<>();
        private final Map<String, Placement> found = new LinkedHashMap<>();

        Search(Board board, List<Tile> hand) {
            this.board = board;
            this.hand = new ArrayList<>(hand);
        }

        void from(Position square, Axis axis) {
            for (int i = 0; i < hand.size(); i++) {
                Tile tile = hand.get(i);
                if (hand.subList(0, i).contains(tile)) {
                    continue; // a second copy of a tile gives the same placements
                }
                placed.put(square, tile);
                order.add(new TileAt(tile, square));
                hand.remove(i);
                if (valid(square, axis) && valid(square, axis.crossing())) {
                    boolean touching = board.isEmpty() || touches();
                    if (touching) {
                        record();
                    }
                    Position next = square.step(axis, 1);
                    while (board.isTaken(next)) {
                        next = next.step(axis, 1);
                    }
                    if (touching || canStillTouch(next, axis)) {
                        from(next, axis);
                    }
                }
                hand.add(i, tile);
                order.remove(order.size() - 1);
                placed.remove(square);
            }
        }

        /**
         * Whether the tiles left in the hand, put on the next empty squares along the axis,
         * could reach a square next to the board: without that, going on is wasted work.
         */
        boolean canStillTouch(Position next, Axis axis) {
            Position square = next;
            for (int left = hand.size(); left > 0; left--) {
                if (board.touchesTile(square)) {
                    return true;
                }
                square = square.step(axis, 1);
            }
            return false;
        }

        private boolean touches() {
            return placed.keySet().stream().anyMatch(board::touchesTile);
        }

        private void record() {
            List<TileAt> tiles = new ArrayList<>(order);
            tiles.sort(Comparator.comparingInt((TileAt t) -> t.position().row())
                    .thenComparingInt(t -> t.position().column()));
            found.putIfAbsent(tiles.toString(), new Placement(tiles));
        }

        /** Whether the line through a square along an axis, old and new tiles, is valid. */
        private boolean valid(Position square, Axis axis) {
            List<Tile> line = new ArrayList<>();
            line.add(tileOn(square));
            for (int direction = -1; direction <= 1; direction += 2) {
                Position next = square.step(axis, direction);
                while (tileOn(next) != null) {
                    line.add(tileOn(next));
                    next = next.step(axis, direction);
                }
            }
            return line.size() <= Lines.LONGEST && isValidLine(line);
        }

        /**
         * The rule of a line, QWIRKLE-06, without streams or sets: the search asks it hundreds
         * of thousands of times. It only prunes; the game checks every placement found.
         */
        private static boolean isValidLine(List<Tile> line) {
            boolean oneColour = true;
            boolean oneShape = true;
            for (int i = 0; i < line.size(); i++) {
                Tile tile = line.get(i);
                oneColour &= tile.colour() == line.get(0).colour();
                oneShape &= tile.shape() == line.get(0).shape();
                if (line.subList(0, i).contains(tile)) {
                    return false;
                }
            }
            return oneColour || oneShape;
        }

        private Tile tileOn(Position square) {
            Tile tile = placed.get(square);
            return tile != null ? tile : board.tileAt(square).orElse(null);
        }
    }
}
