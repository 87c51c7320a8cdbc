package tabuleiro.quarto.ui;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import tabuleiro.quarto.Board;
import tabuleiro.quarto.Colour;
import tabuleiro.quarto.Fill;
import tabuleiro.quarto.Piece;
import tabuleiro.quarto.Shape;
import tabuleiro.quarto.Size;
import tabuleiro.quarto.Square;
import tabuleiro.svg.BoardPicture;
import tabuleiro.svg.SvgDocument;
import tabuleiro.ui.Language;
import tabuleiro.ui.Texts;

/**
 * Draws a Quarto board as a picture: a standalone SVG document, for the slides and for feedback
 * pages.
 *
 * <p>The position is given as the rule book draws it (the brief's text board, rule QUARTO-12):
 * row lines such as {@code 1 (B! |     |     | [p; 1}, each piece in its three-character
 * notation (QUARTO-11) and an empty square as three spaces, with or without the decoration lines
 * (the column labels {@code #__A__#__B__#...}, the spacers and the separators).
 *
 * <p>The picture is the board seen from above, columns A to D left to right and rows 1 to 4 top
 * to bottom, as the text board has them. A piece shows its four traits: round or square in
 * outline, tall pieces drawn large and short ones small, light pieces pale and dark ones brown,
 * and a hollow piece with a hole in its top. Each piece also carries its notation, so the
 * picture reads the same to a colour-blind reader, and the document's title lists the pieces by
 * square; {@link #describe} says the same in Portuguese, in the words of the text UI
 * ({@link QuartoTexts}).
 */
public final class SvgQuartoBoard implements BoardPicture {

    /** The side of one square, in SVG user units (pixels at 100%). */
    private static final int CELL = 90;
    /** The room left of the board for the row numbers and above it for the column letters. */
    private static final int MARGIN = 30;
    private static final int PADDING = 8;
    private static final int SIDE = MARGIN + Square.SIZE * CELL + PADDING;
    /** The font size of the row and column labels. */
    private static final int LABEL_SIZE = 18;
    private static final String LABELS = "#__A__#__B__#__C__#__D__#";
    private static final String SPACER = "|     |     |     |     |";
    private static final String SEPARATOR = "#-----|-----|-----|-----#";
    private static final String EMPTY = "   ";
    /** A row line: the row digit, four cells of three characters, the row digit again. */
    private static final Pattern ROW = Pattern.compile(
            "([1-4]) (.{3}) \\| (.{3}) \\| (.{3}) \\| (.{3}) ([1-4])");

    /**
     * Creates the Quarto board picture; it keeps no state, so one serves every drawing.
     */
    public SvgQuartoBoard() {
        // Nothing to set up: every drawing is worked out from its argument alone.
    }

    /**
     * Returns the game this picture draws.
     *
     * @return {@code "quarto"}, the game's command name
     */
    @Override
    public String game() {
        return "quarto";
    }

    /**
     * Draws a board given as the rule book draws it.
     *
     * @param position the brief's text board: four row lines, rows 1 to 4 in order, each its
     *     number, four cells of three characters between {@code |} and its number again; the
     *     decoration lines, blank lines and spaces at the ends of lines may be left out
     * @return the picture, a standalone SVG document
     * @throws NullPointerException if {@code position} is null
     * @throws IllegalArgumentException unless {@code position} is such a board, with no piece
     *     drawn twice; the message says which line is wrong and why
     */
    @Override
    public String draw(String position) {
        return svg(parse(Objects.requireNonNull(position, "position")));
    }

    /**
     * Draws a board.
     *
     * @param board the board, read through {@link Board#pieceAt(Square)} only, and not changed
     * @return the picture, a standalone SVG document
     * @throws NullPointerException if {@code board} is null
     */
    public String draw(Board board) {
        Objects.requireNonNull(board, "board");
        Map<Square, Piece> pieces = new LinkedHashMap<>();
        for (Square square : Square.all()) {
            board.pieceAt(square).ifPresent(piece -> pieces.put(square, piece));
        }
        return svg(pieces);
    }

    /**
     * Describes a board in words: each piece, in its notation, and its square.
     *
     * @param position the board, as {@link #draw(String)} takes it
     * @param language the language of the text
     * @return such as {@code Quarto board: 2 pieces, (B! on A1, [p; on C3}
     * @throws NullPointerException if an argument is null
     * @throws IllegalArgumentException unless {@code position} is a board as
     *     {@link #draw(String)} takes it
     */
    @Override
    public String describe(String position, Language language) {
        Objects.requireNonNull(language, "language");
        return title(parse(Objects.requireNonNull(position, "position")), language);
    }

    /** Reads the text board, checking it line by line, as {@code BoardText.parse} does. */
    private static Map<Square, Piece> parse(String text) {
        Map<Square, Piece> pieces = new LinkedHashMap<>();
        int row = 0;
        for (String raw : text.split("\\R")) {
            String line = raw.strip();
            if (line.isEmpty() || line.equals(LABELS) || line.equals(SPACER)
                    || line.equals(SEPARATOR)) {
                continue;
            }
            row++;
            Matcher matcher = ROW.matcher(line);
            if (!matcher.matches() || !matcher.group(1).equals(matcher.group(6))) {
                throw new IllegalArgumentException("a row of the text board is its number, four"
                        + " cells of three characters between | and the number again, such as"
                        + " \"1 (B! |     |     | [p; 1\", but the board has \"" + line + "\"");
            }
            if (Integer.parseInt(matcher.group(1)) != row) {
                throw new IllegalArgumentException("the rows of the text board are 1 to 4 from"
                        + " top to bottom, but row " + matcher.group(1) + " comes where row "
                        + row + " should");
            }
            for (int column = 1; column <= Square.SIZE; column++) {
                String cell = matcher.group(column + 1);
                if (!cell.equals(EMPTY)) {
                    Square square = new Square(column, row);
                    Piece piece = read(cell, square);
                    if (pieces.containsValue(piece)) {
                        throw new IllegalArgumentException("the text board has " + cell
                                + " twice, but each piece is once in the set");
                    }
                    pieces.put(square, piece);
                }
            }
        }
        if (row != Square.SIZE) {
            throw new IllegalArgumentException(
                    "a text board has four rows, but this one has " + row);
        }
        return pieces;
    }

    /** Reads a piece's notation here: {@code Piece.parse} may be an exercise in the skeleton. */
    private static Piece read(String cell, Square square) {
        char bracket = cell.charAt(0);
        char letter = cell.charAt(1);
        char mark = cell.charAt(2);
        if ("([".indexOf(bracket) < 0 || "BbPp".indexOf(letter) < 0 || "!;".indexOf(mark) < 0) {
            throw new IllegalArgumentException("a square of the text board holds three spaces or"
                    + " a piece: ( or [, then B, b, P or p, then ! or ;, such as (B!, but "
                    + square + " holds \"" + cell + "\"");
        }
        return new Piece(Character.isUpperCase(letter) ? Size.TALL : Size.SHORT,
                Character.toLowerCase(letter) == 'b' ? Colour.LIGHT : Colour.DARK,
                bracket == '(' ? Shape.ROUND : Shape.SQUARE,
                mark == '!' ? Fill.SOLID : Fill.HOLLOW);
    }

    /** Writes a piece's notation here: {@code Piece.notation} may be an exercise too. */
    private static String notation(Piece piece) {
        char letter = piece.colour() == Colour.LIGHT ? 'b' : 'p';
        return "" + (piece.shape() == Shape.ROUND ? '(' : '[')
                + (piece.size() == Size.TALL ? Character.toUpperCase(letter) : letter)
                + (piece.fill() == Fill.SOLID ? '!' : ';');
    }

    private static String svg(Map<Square, Piece> pieces) {
        SvgDocument svg = new SvgDocument(SIDE, SIDE, escape(title(pieces, Language.ENGLISH)));
        svg.add(String.format(Locale.ROOT, "<rect x=\"%d\" y=\"%d\" width=\"%d\" height=\"%d\""
                + " rx=\"14\" fill=\"#c49a6c\"/>%n", MARGIN - 4, MARGIN - 4,
                Square.SIZE * CELL + 8, Square.SIZE * CELL + 8));
        for (int index = 1; index <= Square.SIZE; index++) {
            svg.label(MARGIN + (index - 1) * CELL + CELL / 2, MARGIN - 10, LABEL_SIZE,
                    String.valueOf((char) ('A' + index - 1)));
            svg.label(MARGIN / 2 - 2, MARGIN + (index - 1) * CELL + CELL / 2 + 6, LABEL_SIZE,
                    String.valueOf(index));
        }
        for (Square square : Square.all()) {
            int x = MARGIN + (square.column() - 1) * CELL + CELL / 2;
            int y = MARGIN + (square.row() - 1) * CELL + CELL / 2;
            svg.add(String.format(Locale.ROOT, "<circle cx=\"%d\" cy=\"%d\" r=\"%d\""
                    + " fill=\"#a87d50\" stroke=\"#7a5430\" stroke-width=\"2\"/>%n",
                    x, y, CELL / 2 - 5));
            Piece piece = pieces.get(square);
            if (piece != null) {
                svg.add(piece(x, y, piece));
            }
        }
        return svg.end();
    }

    /**
     * What a reader who cannot see the picture is told: each piece and its square, in the words
     * of the language's text UI.
     */
    private static String title(Map<Square, Piece> pieces, Language language) {
        Texts texts = Texts.of(QuartoTexts.class, language);
        List<String> where = new ArrayList<>();
        for (Square square : Square.all()) {
            Piece piece = pieces.get(square);
            if (piece != null) {
                where.add(texts.text("picture.on", notation(piece), square.toString()));
            }
        }
        return texts.text("picture.title", where.size(), String.join(", ", where));
    }

    private static String escape(String text) {
        return text.replace("&", "&amp;").replace("<", "&lt;");
    }

    /** A piece seen from above, centred a little above its square's centre to leave room. */
    private static String piece(int x, int y, Piece piece) {
        int half = piece.size() == Size.TALL ? 28 : 18;
        int cy = y - 6;
        String fill = piece.colour() == Colour.LIGHT ? "#f7ecd7" : "#5a3418";
        String outline = piece.colour() == Colour.LIGHT ? "#6b4a2b" : "#2a170a";
        StringBuilder svg = new StringBuilder(String.format(Locale.ROOT,
                "<g class=\"piece\" data-piece=\"%s\">%n", escape(notation(piece))));
        if (piece.shape() == Shape.ROUND) {
            svg.append(String.format(Locale.ROOT, "<circle cx=\"%d\" cy=\"%d\" r=\"%d\""
                    + " fill=\"%s\" stroke=\"%s\" stroke-width=\"2\"/>%n",
                    x, cy, half, fill, outline));
        } else {
            svg.append(String.format(Locale.ROOT, "<rect x=\"%d\" y=\"%d\" width=\"%d\""
                    + " height=\"%d\" rx=\"3\" fill=\"%s\" stroke=\"%s\" stroke-width=\"2\"/>%n",
                    x - half, cy - half, 2 * half, 2 * half, fill, outline));
        }
        if (piece.fill() == Fill.HOLLOW) {
            svg.append(String.format(Locale.ROOT, "<circle class=\"hole\" cx=\"%d\" cy=\"%d\""
                    + " r=\"%d\" fill=\"#1b1b1b\" stroke=\"#ffffff\" stroke-width=\"1.5\"/>%n",
                    x, cy, half / 2));
        }
        svg.append(String.format(Locale.ROOT, "<text x=\"%d\" y=\"%d\" text-anchor=\"middle\""
                + " font-size=\"13\" font-family=\"DejaVu Sans Mono, monospace\""
                + " fill=\"#1b1b1b\">%s</text>%n</g>%n", x, y + CELL / 2 - 8,
                escape(notation(piece))));
        return svg.toString();
    }
}
