package tabuleiro.qwirkle;

import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;

/**
 * The board: tiles on squares, with no fixed size (rule QWIRKLE-14).
 *
 * <p>The brief's program kept a grid and reallocated it, shifting every tile, whenever a tile
 * reached an edge; the players' coordinates then changed under them. Here a tile is stored by
 * its {@link Position}, which never changes, so the board grows in every direction without
 * moving anything: only the drawing's bounds follow the tiles.
 *
 * @invariant every line on the board is valid (rule QWIRKLE-06), and every tile is on a square
 *     {@linkplain Position#isInPlay() in play}, so the board's drawing is at most
 *     {@code 2 * Position.LIMIT + 1} squares wide and high, and never wraps around
 */
public final class Board {

    /** How an empty square is drawn: two dots, as wide as a tile. */
    public static final String EMPTY = "..";

    private final Map<Position, Tile> tiles = new HashMap<>();

    /** Creates an empty board. */
    public Board() {
        assert invariant() : "invariant: every line on the board is valid";
    }

    /**
     * Creates a board that holds the same tiles as another.
     *
     * @param other the board to copy
     * @throws NullPointerException if {@code other} is null
     */
    public Board(Board other) {
        tiles.putAll(other.tiles);
        assert invariant() : "invariant: every line on the board is valid";
    }

    /**
     * Returns the tile on a square.
     *
     * @param position the square
     * @return the tile, or empty when the square is empty
     */
    public Optional<Tile> tileAt(Position position) {
        return Optional.ofNullable(tiles.get(Objects.requireNonNull(position, "position")));
    }

    /**
     * Tells whether a square holds a tile.
     *
     * @param position the square
     * @return {@code tileAt(position).isPresent()}
     */
    public boolean isTaken(Position position) {
        return tiles.containsKey(position);
    }

    /**
     * Tells whether the board holds no tile: the game's first tile is still to come.
     *
     * @return {@code size() == 0}
     */
    public boolean isEmpty() {
        return tiles.isEmpty();
    }

    /**
     * Returns how many tiles are on the board.
     *
     * @return the number of tiles
     */
    public int size() {
        return tiles.size();
    }

    /**
     * Returns every tile on the board by its square.
     *
     * @return an unmodifiable view of the board's tiles
     */
    public Map<Position, Tile> tiles() {
        return Collections.unmodifiableMap(tiles);
    }

    /**
     * Tells whether a square shares an edge with a tile on the board (rule QWIRKLE-05).
     *
     * @param position the square
     * @return {@code true} when one of its four neighbours holds a tile
     */
    public boolean touchesTile(Position position) {
        for (Position neighbour : position.neighbours()) {
            if (isTaken(neighbour)) {
                return true;
            }
        }
        return false;
    }

    /**
     * Returns the line through a square along an axis: the square and the unbroken run of tiles
     * on each side of it (rule QWIRKLE-06).
     *
     * @param position the square, which should hold a tile
     * @param axis along a row or along a column
     * @return the squares of the line, from the top or left end to the other
     */
    public List<Position> lineThrough(Position position, Axis axis) {
        Position start = position;
        while (isTaken(start.step(axis, -1))) {
            start = start.step(axis, -1);
        }
        List<Position> line = new ArrayList<>();
        line.add(start);
        Position next = start.step(axis, 1);
        while (isTaken(next)) {
            line.add(next);
            next = next.step(axis, 1);
        }
        if (!line.contains(position)) {
            line.add(position);
        }
        return line;
    }

    /**
     * Returns the tiles on some squares.
     *
     * @param positions squares that hold tiles
     * @return their tiles, in the same order
     */
    public List<Tile> tilesOn(List<Position> positions) {
        List<Tile> found = new ArrayList<>(positions.size());
        for (Position position : positions) {
            found.add(tiles.get(position));
        }
        return found;
    }

    /**
     * Puts a tile on an empty square in play. Only the game calls it, after checking the rules.
     */
    void put(Position position, Tile tile) {
        Objects.requireNonNull(tile, "tile");
        if (!position.isInPlay()) {
            throw new IllegalArgumentException(Position.IN_PLAY + ", but " + position
                    + " was given");
        }
        if (tiles.putIfAbsent(position, tile) != null) {
            throw new IllegalArgumentException("square " + position + " is taken");
        }
    }

    /**
     * Returns a copy of the board with more tiles on it, whether or not they follow the rules:
     * the game tries a placement on the copy before it changes anything (rule QWIRKLE-08).
     */
    Board with(Placement placement) {
        Board copy = new Board();
        copy.tiles.putAll(tiles);
        for (TileAt tileAt : placement.tiles()) {
            copy.tiles.put(tileAt.position(), tileAt.tile());
        }
        return copy;
    }

    /**
     * Tells whether every line on the board is valid (rule QWIRKLE-06).
     *
     * @return {@code true} when every row run and column run of tiles is a valid line
     */
    public boolean allLinesValid() {
        for (Position position : tiles.keySet()) {
            for (Axis axis : Axis.values()) {
                if (!isValidLine(tilesOn(lineThrough(position, axis)))) {
                    return false;
                }
            }
        }
        return true;
    }

    /**
     * The rule of a line, QWIRKLE-06, written again rather than taken from
     * {@link Lines#isValid(List)}: the invariants are an independent check of the rules, and they
     * must hold in the students' skeleton too, where {@code Lines.isValid} is an exercise.
     */
    private static boolean isValidLine(List<Tile> line) {
        boolean oneColour = line.stream().map(Tile::colour).distinct().count() <= 1;
        boolean oneShape = line.stream().map(Tile::shape).distinct().count() <= 1;
        return (oneColour || oneShape) && line.stream().distinct().count() == line.size();
    }

    /**
     * Returns the smallest row that holds a tile, 0 for an empty board.
     *
     * @return the top row
     */
    public int minRow() {
        return tiles.keySet().stream().mapToInt(Position::row).min().orElse(0);
    }

    /**
     * Returns the largest row that holds a tile, 0 for an empty board.
     *
     * @return the bottom row
     */
    public int maxRow() {
        return tiles.keySet().stream().mapToInt(Position::row).max().orElse(0);
    }

    /**
     * Returns the smallest column that holds a tile, 0 for an empty board.
     *
     * @return the leftmost column
     */
    public int minColumn() {
        return tiles.keySet().stream().mapToInt(Position::column).min().orElse(0);
    }

    /**
     * Returns the largest column that holds a tile, 0 for an empty board.
     *
     * @return the rightmost column
     */
    public int maxColumn() {
        return tiles.keySet().stream().mapToInt(Position::column).max().orElse(0);
    }

    /**
     * Draws the board with its coordinates, leaving a margin of empty squares around the
     * tiles so that a player sees where a tile can go: column numbers on top, row numbers on
     * the left, each tile in the game's notation and {@code ..} for an empty square.
     *
     * @param margin how many empty rows and columns to draw on each side, 0 or more
     * @return the drawing, one line per row
     * @throws IllegalArgumentException unless {@code margin >= 0}
     */
    public String draw(int margin) {
        if (margin < 0) {
            throw new IllegalArgumentException("the margin is 0 or more, but " + margin
                    + " was given");
        }
        int top = minRow() - margin;
        int bottom = maxRow() + margin;
        int left = minColumn() - margin;
        int right = maxColumn() + margin;
        int cell = Math.max(2, Math.max(String.valueOf(left).length(),
                String.valueOf(right).length()));
        int label = Math.max(String.valueOf(top).length(), String.valueOf(bottom).length());
        StringBuilder text = new StringBuilder(" ".repeat(label));
        for (int column = left; column <= right; column++) {
            text.append(' ').append(pad(String.valueOf(column), cell));
        }
        for (int row = top; row <= bottom; row++) {
            text.append('\n').append(pad(String.valueOf(row), label));
            for (int column = left; column <= right; column++) {
                Tile tile = tiles.get(new Position(row, column));
                text.append(' ').append(pad(tile == null ? EMPTY : tile.toString(), cell));
            }
        }
        return text.toString();
    }

    private static String pad(String text, int width) {
        return " ".repeat(Math.max(0, width - text.length())) + text;
    }

    /**
     * Draws the board as the rule book does: the squares from the top-left tile to the
     * bottom-right one, with their coordinates.
     *
     * @return {@code draw(0)}
     */
    @Override
    public String toString() {
        return draw(0);
    }

    /**
     * Reads a board drawn as {@link #draw(int)} draws one: a first line of column numbers, then
     * one line per row, its number first, then a tile or {@code ..} (or {@code .}) for each
     * column. Spacing does not matter. The tiles are taken as they are drawn, without checking
     * the rules, so that the rule book can show a board that breaks them.
     *
     * @param drawing the drawing
     * @return a board with those tiles on those squares
     * @throws IllegalArgumentException unless the drawing is laid out that way and puts every
     *     tile on a square {@linkplain Position#isInPlay() in play}
     */
    public static Board parse(String drawing) {
        List<String[]> lines = new ArrayList<>();
        for (String line : drawing.strip().split("\\R")) {
            if (!line.isBlank()) {
                lines.add(line.strip().split("\\s+"));
            }
        }
        if (lines.isEmpty()) {
            throw new IllegalArgumentException("a board drawing starts with the column numbers");
        }
        int[] columns = numbers(lines.get(0));
        Board board = new Board();
        for (String[] line : lines.subList(1, lines.size())) {
            if (line.length != columns.length + 1) {
                throw new IllegalArgumentException("each row of the drawing has its number and "
                        + columns.length + " squares, but one has " + (line.length - 1));
            }
            int row = numbers(new String[] {line[0]})[0];
            for (int i = 0; i < columns.length; i++) {
                String square = line[i + 1];
                if (!square.equals(EMPTY) && !square.equals(".")) {
                    board.put(new Position(row, columns[i]), Tile.parse(square));
                }
            }
        }
        return board;
    }

    private static int[] numbers(String[] tokens) {
        int[] numbers = new int[tokens.length];
        for (int i = 0; i < tokens.length; i++) {
            try {
                numbers[i] = Integer.parseInt(tokens[i]);
            } catch (NumberFormatException notNumber) {
                throw new IllegalArgumentException("a board drawing numbers its rows and columns,"
                        + " but found \"" + tokens[i] + "\"");
            }
        }
        return numbers;
    }

    private boolean invariant() {
        return allLinesValid() && tiles.keySet().stream().allMatch(Position::isInPlay);
    }
}
