package tabuleiro.features.qwirkle;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;
import tabuleiro.qwirkle.Axis;
import tabuleiro.qwirkle.Lines;
import tabuleiro.qwirkle.Placement;
import tabuleiro.qwirkle.Position;
import tabuleiro.qwirkle.Tile;
import tabuleiro.qwirkle.TileAt;

/**
 * The sentence a placement's failure adds when the placement makes a line that holds a tile
 * twice: the engine that breaks its own contract on such a placement (its class invariant, most
 * often, after the line check let the tile through) has QWIRKLE-06 wrong, whatever rule the
 * example is about, as an example of a refusal (QWIRKLE-08) shows when the tile repeated is in a
 * line of one shape.
 *
 * <p>It is worked out from the tiles the board held before the placement, as the engine's board
 * answered them, and the placement's own tiles, never from the reference.
 */
public final class LineWaits {

    private LineWaits() {
    }

    /**
     * The waits-on sentence of a placement, or nothing.
     *
     * @param before the board's tiles before the placement, by square
     * @param placement the placement
     * @return one sentence, or the empty string when every line it makes holds each tile once
     */
    static String of(Map<Position, Tile> before, Placement placement) {
        try {
            return repeated(before, placement);
        } catch (RuntimeException unreadable) {
            // A tile or square the engine's code cannot write or compare (a stub, say): the
            // failure says so already; no rule to name here.
            return "";
        }
    }

    /**
     * Whether a placement makes a line that holds a tile twice.
     *
     * @param before the board's tiles before the placement, by square
     * @param placement the placement
     * @return {@code true} when a row or column through a tile placed holds a tile twice
     */
    public static boolean repeatsATile(Map<Position, Tile> before, Placement placement) {
        return !of(before, placement).isEmpty();
    }

    private static String repeated(Map<Position, Tile> before, Placement placement) {
        for (List<Tile> line : linesMade(before, placement)) {
            Set<Tile> seen = new HashSet<>();
            for (Tile tile : line) {
                if (!seen.add(tile)) {
                    return "The placement makes the line " + written(line) + ", which holds "
                            + tile + " twice: this example waits on rule QWIRKLE-06 (a line"
                            + " holds no tile twice).";
                }
            }
        }
        return "";
    }

    /**
     * The rows and columns through each tile of a placement once it is on the board, in the
     * placement's order, a row before a column.
     */
    private static List<List<Tile>> linesMade(Map<Position, Tile> before, Placement placement) {
        Map<Position, Tile> after = new HashMap<>(before);
        for (TileAt placed : placement.tiles()) {
            after.put(placed.position(), placed.tile());
        }
        List<List<Tile>> lines = new ArrayList<>();
        for (TileAt placed : placement.tiles()) {
            for (Axis axis : Axis.values()) {
                lines.add(lineThrough(after, placed.position(), axis));
            }
        }
        return lines;
    }

    /** A line's tiles in the game's notation, one space apart. */
    private static String written(List<Tile> line) {
        return line.stream().map(Tile::toString).collect(Collectors.joining(" "));
    }

    /**
     * The waits-on sentence of a placement the engine refused: a line it makes is one the rules
     * allow (at most six tiles, all of one colour or all of one shape, no tile twice) by the
     * rule book's reading, but the engine's own {@code Lines.isValid} says it is not. The
     * engine's line check then refused it, whatever rule the example is about: a set-up or a
     * turn of another rule cannot be played before QWIRKLE-06 is right.
     *
     * @param before the board's tiles before the placement, by square
     * @param placement the placement the engine refused
     * @return one sentence, or the empty string when no such line is found (or the engine's
     *     {@code Lines.isValid} cannot answer yet, a stub)
     */
    static String refused(Map<Position, Tile> before, Placement placement) {
        try {
            for (List<Tile> line : linesMade(before, placement)) {
                if (line.size() > 1 && allowed(line) && !Lines.isValid(line)) {
                    return "The placement makes the line " + written(line) + ", which the rules"
                            + " allow, but Lines.isValid is false: this example waits on rule"
                            + " QWIRKLE-06 (a line is all one colour or all one shape, with no"
                            + " tile twice).";
                }
            }
            return "";
        } catch (RuntimeException notYet) {
            return "";
        }
    }

    /** A line by the rule: at most six tiles, one colour or one shape, each tile once. */
    private static boolean allowed(List<Tile> line) {
        boolean oneColour = line.stream().map(Tile::colour).distinct().count() == 1;
        boolean oneShape = line.stream().map(Tile::shape).distinct().count() == 1;
        return line.size() <= Lines.LONGEST && new HashSet<>(line).size() == line.size()
                && (oneColour || oneShape);
    }

    /** The tiles in a row or column through a square, from one end to the other. */
    private static List<Tile> lineThrough(Map<Position, Tile> tiles, Position square,
            Axis axis) {
        Position start = square;
        while (tiles.containsKey(next(start, axis, -1))) {
            start = next(start, axis, -1);
        }
        List<Tile> line = new ArrayList<>();
        for (Position at = start; tiles.containsKey(at); at = next(at, axis, 1)) {
            line.add(tiles.get(at));
        }
        return line;
    }

    /** The next square along a row (the column changes) or a column, by the record alone. */
    private static Position next(Position square, Axis axis, int step) {
        return axis == Axis.ROW ? new Position(square.row(), square.column() + step)
                : new Position(square.row() + step, square.column());
    }
}
