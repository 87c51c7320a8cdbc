package tabuleiro.checkers.ui;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.stream.IntStream;
import tabuleiro.checkers.Board;
import tabuleiro.checkers.Colour;
import tabuleiro.checkers.Fen;
import tabuleiro.checkers.Piece;
import tabuleiro.checkers.Square;
import tabuleiro.svg.SquareBoardPicture;
import tabuleiro.svg.SvgDocument;
import tabuleiro.ui.Language;
import tabuleiro.ui.Texts;

/**
 * Draws a checkers position as a picture: a standalone SVG document, for the slides and for
 * feedback pages.
 *
 * <p>The position is given as the rule book draws it (and as {@link Board#draw()} writes it):
 * the column numbers on top, then eight rows, each its number and, for each column, a space
 * for a light square, {@code .} for an empty dark square, {@code w} or {@code b} for a man and
 * {@code W} or {@code B} for a king. A position in the rule book's FEN on one line, such as
 * {@code W:W21,22,K30:B5,6}, is drawn too.
 *
 * <pre>
 *   1 2 3 4 5 6 7 8
 * 1   b   b   b   b
 * 2 b   b   b   b
 * ...
 * </pre>
 *
 * <p>The picture keeps the rows and columns as the drawing numbers them, White at the bottom,
 * and writes each dark square's number (1 to 32, what a player types) in its corner, so that a
 * move such as {@code 22-18} in a rule can be followed on it. Men are plain discs, kings carry a
 * {@code K}; the title lists each side's men and kings by square for a reader who cannot see
 * the picture, and {@link #describe} says the same in Portuguese, in the words of the text UI
 * ({@link CheckersTexts}).
 */
public final class SvgCheckerboard extends SquareBoardPicture<Square, Piece> {

    /** The side of one square, in SVG user units (pixels at 100%). */
    private static final int CELL = 50;
    /** The room left of the board for the row numbers and above it for the column numbers. */
    private static final int MARGIN = 26;
    private static final int PADDING = 6;
    private static final int SIDE = MARGIN + Square.SIZE * CELL + PADDING;
    /** The font size of the row and column numbers. */
    private static final int LABEL_SIZE = 16;
    private static final String HEADER = "12345678";

    /**
     * Creates the checkers board picture; it keeps no state, so one serves every drawing.
     */
    public SvgCheckerboard() {
        super("checkers");
    }

    /**
     * Draws a board.
     *
     * @param board the board, read through {@link Board#pieceAt(Square)} only, and not changed
     * @return the picture, a standalone SVG document
     * @throws NullPointerException if {@code board} is null
     */
    public String draw(Board board) {
        return picture(pieces(Objects.requireNonNull(board, "board")));
    }

    /** A position of one line is FEN when it has FEN's colons, such as {@code W:W21:B5}. */
    @Override
    protected boolean isFen(String line) {
        return line.contains(":");
    }

    @Override
    protected Map<Square, Piece> readFen(String line) {
        return pieces(Fen.read(line.stripTrailing()).board());
    }

    private static Map<Square, Piece> pieces(Board board) {
        return piecesOf(IntStream.rangeClosed(1, Square.COUNT).mapToObj(Square::of).toList(),
                board::pieceAt);
    }

    /**
     * Reads the rule book's drawing, checking it line by line and square by square; spaces at
     * the ends of lines do not matter.
     */
    @Override
    protected Map<Square, Piece> readDrawing(List<String> drawn) {
        List<String> lines = drawn.stream().map(String::stripTrailing).toList();
        if (lines.size() != Square.SIZE + 1) {
            throw new IllegalArgumentException("a checkers board is drawn as a line of column"
                    + " numbers and 8 rows (or as one line of FEN), but this drawing has "
                    + lines.size() + (lines.size() == 1 ? " line" : " lines"));
        }
        if (!lines.get(0).replace(" ", "").equals(HEADER)) {
            throw new IllegalArgumentException("the first line of a checkers board numbers the"
                    + " columns \"1 2 3 4 5 6 7 8\", but it is \"" + lines.get(0).trim() + "\"");
        }
        Map<Square, Piece> pieces = new HashMap<>();
        for (int row = 1; row <= Square.SIZE; row++) {
            String line = lines.get(row);
            if (line.length() > 2 * Square.SIZE + 1 || !line.startsWith(row + " ")) {
                throw new IllegalArgumentException("line " + (row + 1) + " of a checkers board"
                        + " is row " + row + ": its number, then a space and a symbol for each"
                        + " of the 8 columns, but it is \"" + line + "\"");
            }
            for (int column = 1; column <= Square.SIZE; column++) {
                int at = 2 * column;
                char symbol = at < line.length() ? line.charAt(at) : ' ';
                boolean dark = Square.isDark(row, column);
                if (!dark && symbol != ' ' || dark && ".wbWB".indexOf(symbol) < 0) {
                    throw new IllegalArgumentException("row " + row + ", column " + column
                            + " is a " + (dark ? "dark square, drawn as . (empty), w, b, W or B"
                            : "light square, drawn as a space") + ", but it is '" + symbol + "'");
                }
                if (dark && symbol != '.') {
                    Colour colour = Character.toLowerCase(symbol) == 'w' ? Colour.WHITE
                            : Colour.BLACK;
                    pieces.put(Square.at(row, column), Character.isUpperCase(symbol)
                            ? Piece.king(colour) : Piece.man(colour));
                }
            }
        }
        return pieces;
    }

    @Override
    protected String picture(Map<Square, Piece> pieces) {
        SvgDocument svg = new SvgDocument(SIDE, SIDE, title(pieces, Language.ENGLISH));
        for (int index = 1; index <= Square.SIZE; index++) {
            String number = String.valueOf(index);
            svg.label(MARGIN + (index - 1) * CELL + CELL / 2, MARGIN - 8, LABEL_SIZE, number);
            svg.label(MARGIN / 2, MARGIN + (index - 1) * CELL + CELL / 2 + 6, LABEL_SIZE, number);
        }
        for (int row = 1; row <= Square.SIZE; row++) {
            for (int column = 1; column <= Square.SIZE; column++) {
                int x = MARGIN + (column - 1) * CELL;
                int y = MARGIN + (row - 1) * CELL;
                boolean dark = Square.isDark(row, column);
                svg.rectangle(x, y, CELL, CELL, dark ? "#7a5236" : "#f1e3c6");
                if (dark) {
                    Square square = Square.at(row, column);
                    svg.add(String.format(Locale.ROOT, "<text x=\"%d\" y=\"%d\""
                            + " font-size=\"10\" " + SvgDocument.FONT
                            + " fill=\"#f1e3c6\">%d</text>%n", x + 3, y + 11, square.number()));
                    Piece piece = pieces.get(square);
                    if (piece != null) {
                        svg.add(piece(x + CELL / 2, y + CELL / 2 + 2, piece));
                    }
                }
            }
        }
        return svg.end();
    }

    /**
     * What a reader who cannot see the picture is told: each side's men and kings, in the words
     * of the language's text UI, such as
     * {@code Checkers board: White men on 22, kings on 1; Black men on 27}.
     */
    @Override
    protected String title(Map<Square, Piece> pieces, Language language) {
        Texts texts = Texts.of(CheckersTexts.class, language);
        List<String> sides = new ArrayList<>();
        for (Colour colour : Colour.values()) {
            List<String> men = new ArrayList<>();
            List<String> kings = new ArrayList<>();
            for (int number = 1; number <= Square.COUNT; number++) {
                Piece piece = pieces.get(Square.of(number));
                if (piece != null && piece.colour() == colour) {
                    (piece.king() ? kings : men).add(String.valueOf(number));
                }
            }
            List<String> kinds = new ArrayList<>();
            if (!men.isEmpty()) {
                kinds.add(texts.text("picture.men", String.join(" ", men)));
            }
            if (!kings.isEmpty()) {
                kinds.add(texts.text("picture.kings", String.join(" ", kings)));
            }
            sides.add(texts.text("colour." + colour.name()) + " " + (kinds.isEmpty()
                    ? texts.text("picture.nothing") : String.join(", ", kinds)));
        }
        return texts.text("picture.title", String.join("; ", sides));
    }

    /** A man is a disc; a king is a disc with a ring and a K on it. */
    private static String piece(int x, int y, Piece piece) {
        boolean white = piece.colour() == Colour.WHITE;
        String fill = white ? "#fbf8f0" : "#1e1e1e";
        String ink = white ? "#1e1e1e" : "#fbf8f0";
        StringBuilder svg = new StringBuilder(String.format(Locale.ROOT,
                "<g class=\"piece\" data-piece=\"%s\">%n<circle cx=\"%d\" cy=\"%d\" r=\"18\""
                        + " fill=\"%s\" stroke=\"#000000\" stroke-width=\"1.5\"/>%n",
                piece.symbol(), x, y, fill));
        if (piece.king()) {
            svg.append(String.format(Locale.ROOT, "<circle cx=\"%d\" cy=\"%d\" r=\"12\""
                    + " fill=\"none\" stroke=\"%s\" stroke-width=\"1.5\"/>%n", x, y, ink));
            svg.append(String.format(Locale.ROOT, "<text x=\"%d\" y=\"%d\" text-anchor=\"middle\""
                    + " font-size=\"14\" font-weight=\"bold\" " + SvgDocument.FONT
                    + " fill=\"%s\">K</text>%n", x, y + 5, ink));
        }
        return svg.append("</g>\n").toString();
    }
}
