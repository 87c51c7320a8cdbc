package tabuleiro.galo.ui;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Objects;
import java.util.stream.Collectors;
import tabuleiro.galo.Board;
import tabuleiro.galo.Game;
import tabuleiro.galo.Mark;
import tabuleiro.galo.Square;
import tabuleiro.svg.BoardPicture;
import tabuleiro.svg.SvgDocument;
import tabuleiro.ui.Language;
import tabuleiro.ui.Texts;

/**
 * Draws a Jogo do Galo board as a picture: a standalone SVG document, for the slides, the rule
 * book's site and feedback pages.
 *
 * <p>The position is given as the rule book draws it (and as {@link Game#toString()} writes
 * it): column letters on top, row numbers on the left, {@code .} for an empty square and
 * {@code X} or {@code O} for a mark:
 *
 * <pre>
 *   a b c
 * 1 X . O
 * 2 . X .
 * 3 . . .
 * </pre>
 *
 * <p>The picture keeps the drawing's letters and numbers, so that a square such as {@code b2}
 * in a rule can be found on it; the marks are letters, which read the same in black and white.
 * The document's title lists each player's marks by square, for a reader who cannot see the
 * picture; {@link #describe} says the same in Portuguese, in the words of the text UI
 * ({@link GaloTexts}).
 */
public final class SvgBoard implements BoardPicture {

    /** The side of one square, in SVG user units (pixels at 100%). */
    private static final int CELL = 80;
    /** The room left and above the board for the row numbers and column letters. */
    private static final int MARGIN = 36;
    private static final int PADDING = 12;
    private static final int SIDE = MARGIN + Game.SIZE * CELL + PADDING;
    /** The font size of the row and column labels. */
    private static final int LABEL_SIZE = 20;
    /** The font size of a mark. */
    private static final int MARK_SIZE = 56;

    /** Creates the Jogo do Galo board picture; it keeps no state, so one serves every drawing. */
    public SvgBoard() {
        // Nothing to set up: every drawing is worked out from its arguments alone.
    }

    /**
     * Returns the game this picture draws.
     *
     * @return {@code "galo"}, the game's command name
     */
    @Override
    public String game() {
        return "galo";
    }

    /**
     * Draws a board given as the rule book draws it.
     *
     * @param position the board: a line of column letters {@code a b c}, then 3 lines, each a
     *     row number 1 to 3 and 3 squares, each {@code .}, {@code X} or {@code O}; blank lines
     *     and the amount of space between symbols do not matter
     * @return the picture, a standalone SVG document
     * @throws NullPointerException if {@code position} is null
     * @throws IllegalArgumentException unless {@code position} is such a board; the message says
     *     which line is wrong and why
     */
    @Override
    public String draw(String position) {
        Mark[][] marks = parse(position);
        SvgDocument svg = new SvgDocument(SIDE, SIDE, title(marks, Language.ENGLISH));
        svg.rectangle(MARGIN, MARGIN, Game.SIZE * CELL, Game.SIZE * CELL, "#ffffff");
        for (int index = 1; index <= Game.SIZE; index++) {
            svg.label(centre(index), MARGIN - 12, LABEL_SIZE, String.valueOf((char) ('a'
                    + index - 1)));
            svg.label(MARGIN - 18, centre(index) + 7, LABEL_SIZE, String.valueOf(index));
        }
        // The two lines each way between the squares: the board as it is drawn on paper.
        for (int between = 1; between < Game.SIZE; between++) {
            int at = MARGIN + between * CELL;
            svg.rectangle(at - 2, MARGIN, 4, Game.SIZE * CELL, "#333333");
            svg.rectangle(MARGIN, at - 2, Game.SIZE * CELL, 4, "#333333");
        }
        for (int row = 1; row <= Game.SIZE; row++) {
            for (int column = 1; column <= Game.SIZE; column++) {
                Mark mark = marks[row - 1][column - 1];
                if (mark != null) {
                    svg.add(String.format(Locale.ROOT, "<text x=\"%d\" y=\"%d\""
                            + " text-anchor=\"middle\" font-size=\"%d\" font-weight=\"bold\" "
                            + SvgDocument.FONT + " fill=\"%s\">%s</text>%n", centre(column),
                            centre(row) + MARK_SIZE / 3, MARK_SIZE,
                            mark == Mark.X ? "#1f4e9c" : "#d7263d", mark.name()));
                }
            }
        }
        return svg.end();
    }

    /**
     * Describes a board in words: each player's marks and their squares, in reading order.
     *
     * @param position the board, as {@link #draw(String)} takes it
     * @param language the language of the text
     * @return such as {@code Jogo do Galo board: X 1 mark on b2; O no mark}
     * @throws NullPointerException if an argument is null
     * @throws IllegalArgumentException unless {@code position} is a board as
     *     {@link #draw(String)} takes it
     */
    @Override
    public String describe(String position, Language language) {
        Objects.requireNonNull(language, "language");
        return title(parse(position), language);
    }

    /** Reads the rule book's drawing of a board, checking it line by line. */
    private static Mark[][] parse(String drawing) {
        Objects.requireNonNull(drawing, "position");
        List<String> lines = drawing.lines().filter(line -> !line.isBlank()).toList();
        if (lines.size() != Game.SIZE + 1) {
            throw new IllegalArgumentException("a Jogo do Galo board is drawn as a line of column"
                    + " letters and " + Game.SIZE + " rows, but this drawing has " + lines.size()
                    + " lines");
        }
        if (!Arrays.equals(lines.get(0).trim().split("\\s+"), new String[] {"a", "b", "c"})) {
            throw new IllegalArgumentException("the first line of a Jogo do Galo board names the"
                    + " columns \"a b c\", but it is \"" + lines.get(0).trim() + "\"");
        }
        Mark[][] marks = new Mark[Game.SIZE][Game.SIZE];
        for (int row = 1; row <= Game.SIZE; row++) {
            String line = lines.get(row).trim();
            String[] symbols = line.split("\\s+");
            if (symbols.length != Game.SIZE + 1 || !symbols[0].equals(String.valueOf(row))) {
                throw new IllegalArgumentException("line " + (row + 1) + " of a Jogo do Galo"
                        + " board is row " + row + ": its number and then " + Game.SIZE
                        + " squares, but it is \"" + line + "\"");
            }
            for (int column = 1; column <= Game.SIZE; column++) {
                marks[row - 1][column - 1] = markOf(symbols[column], new Square(row, column));
            }
        }
        return marks;
    }

    private static Mark markOf(String symbol, Square square) {
        return switch (symbol) {
            case "." -> null;
            case "X" -> Mark.X;
            case "O" -> Mark.O;
            default -> throw new IllegalArgumentException("a square of a Jogo do Galo board is"
                    + " drawn as \".\" (empty), \"X\" or \"O\", but " + square + " is \"" + symbol
                    + "\"");
        };
    }

    /** Each player's marks by square, in reading order, in the words of the language's UI. */
    private static String title(Mark[][] marks, Language language) {
        Texts texts = Texts.of(GaloTexts.class, language);
        List<String> players = new ArrayList<>();
        for (Mark mark : Mark.values()) {
            List<Square> squares = Board.squares().stream()
                    .filter(square -> marks[square.row() - 1][square.column() - 1] == mark)
                    .toList();
            players.add(texts.text("picture.marks", mark, squares.size(), squares.stream()
                    .map(Square::toString).collect(Collectors.joining(" "))));
        }
        return texts.text("picture.title", String.join("; ", players));
    }

    /** The centre of a row or column, counted from 1, along its axis. */
    private static int centre(int index) {
        return MARGIN + (index - 1) * CELL + CELL / 2;
    }
}
