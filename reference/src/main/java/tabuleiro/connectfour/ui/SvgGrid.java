package tabuleiro.connectfour.ui;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collection;
import java.util.List;
import java.util.Locale;
import java.util.Objects;
import java.util.Set;
import java.util.stream.Collectors;
import tabuleiro.connectfour.Game;
import tabuleiro.connectfour.Player;
import tabuleiro.connectfour.Position;
import tabuleiro.svg.BoardPicture;
import tabuleiro.svg.SvgDocument;
import tabuleiro.ui.Language;
import tabuleiro.ui.Texts;

/**
 * Draws a Connect Four grid as a picture: a standalone SVG document, for the slides and for
 * feedback pages.
 *
 * <p>The position is given as the rule book draws it (and as {@link Game#toString()} writes it):
 * column numbers on top, row numbers on the left, row 1 at the top, {@code .} for an empty
 * position and {@code 1} or {@code 2} for a disc:
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
 * <p>The picture keeps the drawing's numbers, so that a position such as {@code (6,4)} in a rule
 * can be found on it. The first player's discs are red and the second player's yellow, and each
 * disc also carries its player's number: the picture reads the same in black and white and to a
 * colour-blind reader. A winning four is ringed in black. The document's title lists each
 * player's discs by position, for a reader who cannot see the picture; {@link #describe} says
 * the same in Portuguese, in the words of the text UI ({@link ConnectFourTexts}).
 *
 * <p>Like {@link GridView}, it reads a game only through the engine's interface (rule C4-15), so
 * it draws a student's engine as faithfully as the reference: a value other than 0, 1 or 2,
 * which only a broken engine answers, is drawn as a grey disc marked {@code ?}.
 */
public final class SvgGrid implements BoardPicture {

    /** The side of one position's square, in SVG user units (pixels at 100%). */
    private static final int CELL = 60;
    /** The room left and above the grid for the row and column numbers. */
    private static final int MARGIN = 36;
    private static final int PADDING = 12;
    private static final int RADIUS = 24;
    private static final int WIDTH = MARGIN + Game.COLUMNS * CELL + PADDING;
    private static final int HEIGHT = MARGIN + Game.ROWS * CELL + PADDING;
    /** The font size of the row and column labels. */
    private static final int LABEL_SIZE = 20;

    /**
     * Creates the Connect Four board picture; it keeps no state, so one serves every drawing.
     */
    public SvgGrid() {
        // Nothing to set up: every drawing is worked out from its arguments alone.
    }

    /**
     * Returns the game this picture draws.
     *
     * @return {@code "connect-four"}, the game's command name
     */
    @Override
    public String game() {
        return "connect-four";
    }

    /**
     * Draws a grid given as the rule book draws it.
     *
     * @param position the grid: a line of column numbers {@code 1 2 3 4 5 6 7}, then 6 lines,
     *     each a row number 1 to 6 and 7 positions, each {@code .}, {@code 1} or {@code 2};
     *     blank lines and the amount of space between symbols do not matter
     * @return the picture, a standalone SVG document
     * @throws NullPointerException if {@code position} is null
     * @throws IllegalArgumentException unless {@code position} is such a grid; the message says
     *     which line is wrong and why
     */
    @Override
    public String draw(String position) {
        return draw(position, List.of());
    }

    /**
     * Draws a grid given as the rule book draws it, with some positions ringed, such as a
     * winning four.
     *
     * @param position the grid, as {@link #draw(String)} takes it
     * @param highlighted the positions to ring; may be empty
     * @return the picture, a standalone SVG document
     * @throws NullPointerException if an argument is null
     * @throws IllegalArgumentException unless {@code position} is a grid as
     *     {@link #draw(String)} takes it
     */
    public String draw(String position, Collection<Position> highlighted) {
        Objects.requireNonNull(highlighted, "highlighted");
        return svg(parse(position), Set.copyOf(highlighted));
    }

    /**
     * Draws the grid of a game, with its winning four, if any, ringed.
     *
     * @param game the game to draw, read through {@link Game#valueAt(int, int)} and
     *     {@link Game#winningLine()} only, and not changed
     * @return the picture, a standalone SVG document
     * @throws NullPointerException if {@code game} is null
     */
    public String draw(Game game) {
        Objects.requireNonNull(game, "game");
        int[][] values = new int[Game.ROWS][Game.COLUMNS];
        for (int row = 1; row <= Game.ROWS; row++) {
            for (int column = 1; column <= Game.COLUMNS; column++) {
                values[row - 1][column - 1] = game.valueAt(row, column);
            }
        }
        return svg(values, Set.copyOf(game.winningLine()));
    }

    /**
     * Describes a grid in words: each player's discs and their positions, row by row.
     *
     * @param position the grid, as {@link #draw(String)} takes it
     * @param language the language of the text
     * @return such as {@code Connect Four grid: player 1 (red) 1 disc at (6,4); player 2
     *     (yellow) no disc}
     * @throws NullPointerException if an argument is null
     * @throws IllegalArgumentException unless {@code position} is a grid as
     *     {@link #draw(String)} takes it
     */
    @Override
    public String describe(String position, Language language) {
        Objects.requireNonNull(language, "language");
        return title(parse(position), language);
    }

    /** Reads the rule book's drawing of a grid, checking it line by line. */
    private static int[][] parse(String drawing) {
        Objects.requireNonNull(drawing, "position");
        List<String> lines = drawing.lines().filter(line -> !line.isBlank()).toList();
        if (lines.size() != Game.ROWS + 1) {
            throw new IllegalArgumentException("a Connect Four grid is drawn as a line of column"
                    + " numbers and " + Game.ROWS + " rows, but this drawing has " + lines.size()
                    + " lines");
        }
        String[] header = lines.get(0).trim().split("\\s+");
        if (!Arrays.equals(header, new String[] {"1", "2", "3", "4", "5", "6", "7"})) {
            throw new IllegalArgumentException("the first line of a Connect Four grid numbers the"
                    + " columns \"1 2 3 4 5 6 7\", but it is \"" + lines.get(0).trim() + "\"");
        }
        int[][] values = new int[Game.ROWS][Game.COLUMNS];
        for (int row = 1; row <= Game.ROWS; row++) {
            String line = lines.get(row).trim();
            String[] symbols = line.split("\\s+");
            if (symbols.length != Game.COLUMNS + 1 || !symbols[0].equals(String.valueOf(row))) {
                throw new IllegalArgumentException("line " + (row + 1) + " of a Connect Four grid"
                        + " is row " + row + ": its number and then " + Game.COLUMNS
                        + " positions, but it is \"" + line + "\"");
            }
            for (int column = 1; column <= Game.COLUMNS; column++) {
                values[row - 1][column - 1] = valueOf(symbols[column], row, column);
            }
        }
        return values;
    }

    private static int valueOf(String symbol, int row, int column) {
        return switch (symbol) {
            case "." -> Game.EMPTY;
            case "1" -> Player.FIRST.number();
            case "2" -> Player.SECOND.number();
            default -> throw new IllegalArgumentException("a position of a Connect Four grid is"
                    + " drawn as \".\" (empty), \"1\" or \"2\", but " + new Position(row, column)
                    + " is \"" + symbol + "\"");
        };
    }

    private static String svg(int[][] values, Set<Position> highlighted) {
        SvgDocument svg = new SvgDocument(WIDTH, HEIGHT, title(values, Language.ENGLISH));
        svg.add(String.format(Locale.ROOT, "<rect x=\"%d\" y=\"%d\" width=\"%d\" height=\"%d\""
                + " rx=\"12\" fill=\"#1f4e9c\"/>%n",
                MARGIN - 6, MARGIN - 6, Game.COLUMNS * CELL + 12, Game.ROWS * CELL + 12));
        for (int column = 1; column <= Game.COLUMNS; column++) {
            svg.label(centre(column), MARGIN - 14, LABEL_SIZE, String.valueOf(column));
        }
        for (int row = 1; row <= Game.ROWS; row++) {
            svg.label(MARGIN - 22, centre(row) + 7, LABEL_SIZE, String.valueOf(row));
            for (int column = 1; column <= Game.COLUMNS; column++) {
                svg.add(position(row, column, values[row - 1][column - 1],
                        highlighted.contains(new Position(row, column))));
            }
        }
        return svg.end();
    }

    /**
     * What a reader who cannot see the picture is told: each player's discs by position, in
     * reading order, with the words of the language's text UI.
     */
    private static String title(int[][] values, Language language) {
        Texts texts = Texts.of(ConnectFourTexts.class, language);
        List<String> players = new ArrayList<>();
        for (Player player : Player.values()) {
            List<Position> discs = new ArrayList<>();
            for (int row = 1; row <= Game.ROWS; row++) {
                for (int column = 1; column <= Game.COLUMNS; column++) {
                    if (values[row - 1][column - 1] == player.number()) {
                        discs.add(new Position(row, column));
                    }
                }
            }
            players.add(texts.text("picture.discs", player.number(), discs.size(), discs.stream()
                    .map(Position::toString).collect(Collectors.joining(" "))));
        }
        return texts.text("picture.title", String.join("; ", players));
    }

    /** The centre of a row or column, counted from 1, along its axis. */
    private static int centre(int index) {
        return MARGIN + (index - 1) * CELL + CELL / 2;
    }

    private static String position(int row, int column, int value, boolean highlighted) {
        String fill;
        String mark;
        String ink;
        switch (value) {
            case Game.EMPTY -> {
                fill = "#ffffff";
                mark = "";
                ink = "";
            }
            case 1 -> {
                fill = "#d7263d";
                mark = "1";
                ink = "#ffffff";
            }
            case 2 -> {
                fill = "#f4c20d";
                mark = "2";
                ink = "#222222";
            }
            default -> {
                fill = "#9e9e9e";
                mark = "?";
                ink = "#000000";
            }
        }
        int x = centre(column);
        int y = centre(row);
        StringBuilder svg = new StringBuilder(String.format(Locale.ROOT,
                "<circle cx=\"%d\" cy=\"%d\" r=\"%d\" fill=\"%s\"%s/>%n", x, y, RADIUS, fill,
                highlighted ? " stroke=\"#000000\" stroke-width=\"6\"" : ""));
        if (!mark.isEmpty()) {
            svg.append(String.format(Locale.ROOT, "<text x=\"%d\" y=\"%d\" text-anchor=\"middle\""
                    + " font-size=\"22\" font-weight=\"bold\" " + SvgDocument.FONT
                    + " fill=\"%s\">%s</text>%n", x, y + 8, ink, mark));
        }
        return svg.toString();
    }
}
