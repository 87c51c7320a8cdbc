package tabuleiro.connectfour.ui;

import java.util.HashSet;
import java.util.List;
import java.util.Objects;
import java.util.Set;
import tabuleiro.connectfour.Game;
import tabuleiro.connectfour.Position;

/**
 * Draws a Connect Four grid as text, reading the game only through the engine's interface
 * (rule C4-15): {@link Game#valueAt(int, int)} for the discs and {@link Game#winningLine()} for
 * the four to highlight.
 *
 * <p>The drawing numbers the columns on top and the rows on the left, 1 to 6 from top to bottom
 * as the brief does (rule C4-01), so that a position such as {@code (6,4)} in a message can be
 * found on the grid. The first player's discs are {@code X}, the second player's {@code O}, and
 * an empty position is {@code .}:
 *
 * <pre>
 *    1  2  3  4  5  6  7
 * 1  .  .  .  .  .  .  .
 * 2  .  .  .  .  .  .  .
 * 3  .  .  .  .  .  .  .
 * 4  .  .  .  .  .  .  .
 * 5  .  .  .  O  .  .  .
 * 6 [X][X][X][X] O  O  .
 * </pre>
 *
 * <p>The winning four is put in brackets, which shows on any terminal and survives copying into
 * a bug report. Colour is an extra, off unless asked for: escape codes are noise in a file or a
 * pipe, and a colour-blind player still has the brackets.
 */
public final class GridView {

    /** Select Graphic Rendition codes: bold red, bold yellow, reverse video, reset. */
    private static final String RED = "\u001B[1;31m";
    private static final String YELLOW = "\u001B[1;33m";
    private static final String REVERSE = "\u001B[7m";
    private static final String RESET = "\u001B[0m";

    private final boolean colour;

    private GridView(boolean colour) {
        this.colour = colour;
    }

    /**
     * Returns a view that draws with plain characters only.
     *
     * @return a view without colour
     */
    public static GridView plain() {
        return new GridView(false);
    }

    /**
     * Returns a view that also colours the discs with ANSI escape codes, for a terminal.
     *
     * @return a view with colour
     */
    public static GridView coloured() {
        return new GridView(true);
    }

    /**
     * Tells whether this view writes ANSI colour codes.
     *
     * @return {@code true} for a view made by {@link #coloured()}
     */
    public boolean isColoured() {
        return colour;
    }

    /**
     * Returns the symbol that stands for a player's discs in the drawing and in messages.
     *
     * @param value a value of the grid: 1 or 2 for a player's disc, 0 for an empty position
     * @return {@code "X"} for 1, {@code "O"} for 2, {@code "."} for 0, and {@code "?"} for any
     *     other value, which only a broken engine returns
     */
    public static String symbol(int value) {
        return switch (value) {
            case Game.EMPTY -> ".";
            case 1 -> "X";
            case 2 -> "O";
            default -> "?";
        };
    }

    /**
     * Draws the grid of a game, with the winning four, if any, highlighted.
     *
     * @param game the game to draw, which is not changed
     * @return the drawing, one line per row after a line of column numbers, each line ended by
     *     a line separator
     * @throws NullPointerException if {@code game} is null
     */
    public String draw(Game game) {
        Objects.requireNonNull(game, "game");
        Set<Position> highlighted = new HashSet<>(game.winningLine());
        StringBuilder text = new StringBuilder(" ");
        for (int column = 1; column <= Game.COLUMNS; column++) {
            text.append("  ").append(column);
        }
        text.append(System.lineSeparator());
        for (int row = 1; row <= Game.ROWS; row++) {
            StringBuilder line = new StringBuilder().append(row).append(' ');
            for (int column = 1; column <= Game.COLUMNS; column++) {
                boolean inFour = highlighted.contains(new Position(row, column));
                line.append(inFour ? '[' : ' ')
                        .append(disc(game.valueAt(row, column), inFour))
                        .append(inFour ? ']' : ' ');
            }
            text.append(line.toString().stripTrailing()).append(System.lineSeparator());
        }
        return text.toString();
    }

    /** The disc's symbol, wrapped in escape codes when this view colours. */
    private String disc(int value, boolean highlighted) {
        String symbol = symbol(value);
        String code = switch (colour ? value : Game.EMPTY) {
            case 1 -> RED;
            case 2 -> YELLOW;
            default -> "";
        };
        if (code.isEmpty()) {
            return symbol;
        }
        return code + (highlighted ? REVERSE : "") + symbol + RESET;
    }
}
