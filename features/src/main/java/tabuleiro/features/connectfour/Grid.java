package tabuleiro.features.connectfour;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import tabuleiro.connectfour.Direction;
import tabuleiro.connectfour.Game;
import tabuleiro.connectfour.Player;
import tabuleiro.connectfour.Position;

/**
 * A picture of a Connect Four grid: what each of the 42 positions holds, as the rule book draws
 * it. A grid is read from a drawing in a feature file or from an engine through
 * {@link Game#valueAt(int, int)}; it never changes after that.
 *
 * <p>The drawing is the one of {@link Game#toString()}: column numbers on top, row numbers on the
 * left, row 1 at the top, {@code .} for an empty position and {@code 1} or {@code 2} for a disc:
 *
 * <pre>
 *   1 2 3 4 5 6 7
 * 1 . . . . . . .
 * 2 . . . . . . .
 * 3 . . . . . . .
 * 4 . . . . . . .
 * 5 . . . 2 . . .
 * 6 . . 2 1 1 . .
 * </pre>
 *
 * <p>The step definitions judge an engine with this class, so it works the rules out on its own
 * (four in a row, counts of discs, floating discs) instead of asking the engine under test.
 */
public final class Grid {

    private static final String HEADER = "  1 2 3 4 5 6 7";

    /** {@code values[row - 1][column - 1]}, as the engine answered or the drawing showed. */
    private final int[][] values;

    private Grid(int[][] values) {
        this.values = values;
    }

    /**
     * Returns the empty grid of a game that has not started.
     *
     * @return a grid of 6 rows and 7 columns with no disc
     */
    public static Grid empty() {
        return new Grid(new int[Game.ROWS][Game.COLUMNS]);
    }

    /**
     * Reads a grid from its drawing.
     *
     * @param drawing the grid as the rule book draws it; blank lines and the amount of space
     *     between symbols do not matter
     * @return the grid the drawing shows
     * @throws IllegalArgumentException if the drawing is not a grid of 6 numbered rows of 7
     *     positions under the column numbers 1 to 7, each position {@code .}, {@code 1} or
     *     {@code 2}; the message says which line is wrong and why
     */
    public static Grid parse(String drawing) {
        Objects.requireNonNull(drawing, "drawing");
        List<String> lines = drawing.lines().filter(line -> !line.isBlank()).toList();
        if (lines.size() != Game.ROWS + 1) {
            throw new IllegalArgumentException("a drawn grid has a line of column numbers and "
                    + Game.ROWS + " rows, but this drawing has " + lines.size() + " lines:\n"
                    + drawing);
        }
        if (!Arrays.equals(lines.get(0).trim().split("\\s+"), HEADER.trim().split("\\s+"))) {
            throw new IllegalArgumentException("the first line of a drawn grid numbers the columns"
                    + " \"1 2 3 4 5 6 7\", but it is \"" + lines.get(0).trim() + "\"");
        }
        int[][] values = new int[Game.ROWS][Game.COLUMNS];
        for (int row = 1; row <= Game.ROWS; row++) {
            String line = lines.get(row).trim();
            String[] symbols = line.split("\\s+");
            if (!symbols[0].equals(String.valueOf(row)) || symbols.length != Game.COLUMNS + 1) {
                throw new IllegalArgumentException("line " + (row + 1) + " of a drawn grid is row "
                        + row + ": its number and then " + Game.COLUMNS + " positions, but it is \""
                        + line + "\"");
            }
            for (int column = 1; column <= Game.COLUMNS; column++) {
                values[row - 1][column - 1] = valueOf(symbols[column], row, column);
            }
        }
        return new Grid(values);
    }

    private static int valueOf(String symbol, int row, int column) {
        return switch (symbol) {
            case "." -> Game.EMPTY;
            case "1" -> Player.FIRST.number();
            case "2" -> Player.SECOND.number();
            default -> throw new IllegalArgumentException("the drawn grid shows \"" + symbol
                    + "\" at " + new Position(row, column) + ", but a position is drawn as"
                    + " \".\" (empty), \"1\" or \"2\"");
        };
    }

    /**
     * Reads the grid of a game, one position at a time through {@link Game#valueAt(int, int)}.
     *
     * @param game the game to read, which is not changed
     * @return what the engine says each position holds, whatever numbers it answers
     */
    public static Grid of(Game game) {
        int[][] values = new int[Game.ROWS][Game.COLUMNS];
        for (int row = 1; row <= Game.ROWS; row++) {
            for (int column = 1; column <= Game.COLUMNS; column++) {
                values[row - 1][column - 1] = game.valueAt(row, column);
            }
        }
        return new Grid(values);
    }

    /**
     * Returns what a position holds.
     *
     * @param position a position of the grid
     * @return 0 for an empty position, 1 or 2 for a disc (or whatever the engine answered)
     */
    public int valueAt(Position position) {
        return values[position.row() - 1][position.column() - 1];
    }

    /**
     * Returns a grid like this one with one position changed.
     *
     * @param position the position to change
     * @param value what the position holds in the new grid
     * @return the new grid; this one is unchanged
     */
    public Grid with(Position position, int value) {
        int[][] copy = new int[Game.ROWS][];
        for (int row = 0; row < Game.ROWS; row++) {
            copy[row] = values[row].clone();
        }
        copy[position.row() - 1][position.column() - 1] = value;
        return new Grid(copy);
    }

    /**
     * Counts the positions that hold a value.
     *
     * @param value 0 to count empty positions, 1 or 2 to count a player's discs
     * @return how many positions hold it
     */
    public int count(int value) {
        return (int) positions().stream().filter(position -> valueAt(position) == value).count();
    }

    /**
     * Counts the discs in a column.
     *
     * @param column the column, 1 to 7
     * @return how many positions of the column are not empty
     */
    public int discsIn(int column) {
        int discs = 0;
        for (int row = 1; row <= Game.ROWS; row++) {
            if (values[row - 1][column - 1] != Game.EMPTY) {
                discs++;
            }
        }
        return discs;
    }

    /**
     * Tells whether every position holds a disc.
     *
     * @return {@code true} when no position is empty
     */
    public boolean isFull() {
        return count(Game.EMPTY) == 0;
    }

    /**
     * Returns the player who moves next in a game that reached this grid, worked out from the
     * counts of discs (rule C4-04).
     *
     * @return the first player when both have as many discs, the second when the first has one
     *     more; empty when the counts cannot happen in a game
     */
    public Optional<Player> nextPlayerByCounts() {
        int firsts = count(Player.FIRST.number());
        int seconds = count(Player.SECOND.number());
        if (firsts == seconds) {
            return Optional.of(Player.FIRST);
        }
        return firsts == seconds + 1 ? Optional.of(Player.SECOND)
                : Optional.empty();
    }

    /**
     * Lists the positions that hold a value but have an empty position right below them.
     *
     * @return the floating discs, top row first; empty for a grid that a game can reach
     */
    public List<Position> floatingDiscs() {
        List<Position> floating = new ArrayList<>();
        for (int row = 1; row < Game.ROWS; row++) {
            for (int column = 1; column <= Game.COLUMNS; column++) {
                if (values[row - 1][column - 1] != Game.EMPTY
                        && values[row][column - 1] == Game.EMPTY) {
                    floating.add(new Position(row, column));
                }
            }
        }
        return floating;
    }

    /**
     * Lists every four in a row of a player's discs (rule C4-09). A run of five counts as two
     * fours.
     *
     * @param player the player whose fours to find
     * @return each four as its positions from one end to the other, in the order of
     *     {@link Direction}'s steps; empty when the player has no four
     */
    public List<List<Position>> foursOf(Player player) {
        List<List<Position>> fours = new ArrayList<>();
        for (Position start : positions()) {
            for (Direction direction : Direction.values()) {
                List<Position> line = lineFrom(start, direction);
                if (line.size() == Game.CONNECT && line.stream()
                        .allMatch(position -> valueAt(position) == player.number())) {
                    fours.add(line);
                }
            }
        }
        return fours;
    }

    /**
     * Tells whether either player has four in a row.
     *
     * @return {@code true} when some four positions in a row hold discs of one player
     */
    public boolean hasFour() {
        return !foursOf(Player.FIRST).isEmpty() || !foursOf(Player.SECOND).isEmpty();
    }

    /**
     * Tells whether some positions are four in a row of a player's discs, listed from one end
     * of the line to the other (either end first).
     *
     * @param line the positions to check
     * @param player the player whose discs they must hold
     * @return {@code true} when the line is one of {@link #foursOf(Player)} or its reverse
     */
    public boolean isFourOf(List<Position> line, Player player) {
        List<Position> reversed = new ArrayList<>(line);
        Collections.reverse(reversed);
        List<List<Position>> fours = foursOf(player);
        return fours.contains(line) || fours.contains(reversed);
    }

    /** The positions from {@code start} on, one step apart, as far as the grid goes (up to 4). */
    private static List<Position> lineFrom(Position start, Direction direction) {
        List<Position> line = new ArrayList<>();
        int row = start.row();
        int column = start.column();
        while (line.size() < Game.CONNECT && 1 <= row && row <= Game.ROWS
                && 1 <= column && column <= Game.COLUMNS) {
            line.add(new Position(row, column));
            row += direction.rowStep();
            column += direction.columnStep();
        }
        return line;
    }

    /**
     * Lists the positions of the grid, row by row from the top, each row left to right.
     *
     * @return the 42 positions
     */
    public static List<Position> positions() {
        List<Position> positions = new ArrayList<>();
        for (int row = 1; row <= Game.ROWS; row++) {
            for (int column = 1; column <= Game.COLUMNS; column++) {
                positions.add(new Position(row, column));
            }
        }
        return positions;
    }

    /**
     * Lists the positions where this grid and another differ.
     *
     * @param other the grid to compare with
     * @return the positions that hold different values, top row first
     */
    public List<Position> differencesFrom(Grid other) {
        return positions().stream()
                .filter(position -> valueAt(position) != other.valueAt(position))
                .toList();
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof Grid grid && Arrays.deepEquals(values, grid.values);
    }

    @Override
    public int hashCode() {
        return Arrays.deepHashCode(values);
    }

    /**
     * Draws the grid as the rule book does. A value other than 0, 1 or 2, which only a broken
     * engine answers, is drawn as {@code ?}.
     *
     * @return the drawing, one line per row after the line of column numbers
     */
    @Override
    public String toString() {
        StringBuilder drawing = new StringBuilder(HEADER);
        for (int row = 1; row <= Game.ROWS; row++) {
            drawing.append('\n').append(row);
            for (int column = 1; column <= Game.COLUMNS; column++) {
                drawing.append(' ').append(symbol(values[row - 1][column - 1]));
            }
        }
        return drawing.toString();
    }

    private static String symbol(int value) {
        return switch (value) {
            case Game.EMPTY -> ".";
            case 1, 2 -> String.valueOf(value);
            default -> "?";
        };
    }
}
