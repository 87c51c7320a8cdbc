package tabuleiro.chess.ui;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import tabuleiro.chess.Colour;
import tabuleiro.chess.Fen;
import tabuleiro.chess.Piece;
import tabuleiro.chess.PieceKind;
import tabuleiro.chess.Position;
import tabuleiro.chess.Square;
import tabuleiro.svg.SquareBoardPicture;
import tabuleiro.svg.SvgDocument;
import tabuleiro.ui.Language;
import tabuleiro.ui.Texts;

/**
 * Draws a chess position as a diagram: a standalone SVG document, for the slides and for
 * feedback pages.
 *
 * <p>The position is given as the rule book draws it (and as {@link BoardView} writes it): the
 * file letters, the eight ranks from 8 down, each with its number on both sides, FEN letters for
 * the pieces (uppercase White) and {@code .} for an empty square, and the file letters again. A
 * position written in FEN on one line, as many of the rule book's steps give it, is drawn too.
 *
 * <pre>
 *   a b c d e f g h
 * 8 . . . . k . . . 8
 * ...
 * 1 R . . . K . . R 1
 *   a b c d e f g h
 * </pre>
 *
 * <p>The diagram is the usual one: White at the bottom, a1 dark, file letters below and rank
 * numbers on the left, so that a square such as {@code e4} in a rule can be found on it. The
 * pieces are the chess symbols of Unicode, White's drawn white with a black outline and Black's
 * solid black, and the document's title lists every piece by its square for a reader who cannot
 * see the picture; {@link #describe} says the same in Portuguese, in the words of the text UI
 * ({@link ChessTexts}).
 */
public final class SvgDiagram extends SquareBoardPicture<Square, Piece> {

    /** The side of one square, in SVG user units (pixels at 100%). */
    private static final int CELL = 50;
    /** The room left of the board for the rank numbers and below it for the file letters. */
    private static final int MARGIN = 28;
    private static final int PADDING = 6;
    private static final int SIDE = PADDING + Square.SIZE * CELL + MARGIN;
    private static final String FILES = "abcdefgh";
    /** The font size of the rank numbers and file letters. */
    private static final int LABEL_SIZE = 17;

    /**
     * Creates the chess diagram; it keeps no state, so one serves every drawing.
     */
    public SvgDiagram() {
        super("chess");
    }

    /**
     * Draws a position of a game.
     *
     * @param position the position, read through {@link Position#pieceAt(Square)} only, and not
     *     changed
     * @return the diagram, a standalone SVG document
     * @throws NullPointerException if {@code position} is null
     */
    public String draw(Position position) {
        return picture(pieces(Objects.requireNonNull(position, "position")));
    }

    /** A position of one line is FEN when it has FEN's slashes between the ranks. */
    @Override
    protected boolean isFen(String line) {
        return line.contains("/");
    }

    /** Reads FEN of a legal position. */
    @Override
    protected Map<Square, Piece> readFen(String line) {
        return pieces(Fen.parse(line));
    }

    private static Map<Square, Piece> pieces(Position position) {
        return piecesOf(Square.all(), position::pieceAt);
    }

    /** Reads the rule book's ten-line board, checking it line by line. */
    @Override
    protected Map<Square, Piece> readDrawing(List<String> lines) {
        if (lines.size() != Square.SIZE + 2) {
            throw new IllegalArgumentException("a chess board is drawn as a line of file letters,"
                    + " 8 ranks and the file letters again (or as one line of FEN), but this"
                    + " drawing has " + lines.size() + (lines.size() == 1 ? " line" : " lines"));
        }
        for (int line : new int[] {0, Square.SIZE + 1}) {
            if (!lines.get(line).replaceAll("\\s+", "").equals(FILES)) {
                throw new IllegalArgumentException("line " + (line + 1) + " of a chess board"
                        + " names the files \"a b c d e f g h\", but it is \""
                        + lines.get(line).trim() + "\"");
            }
        }
        Map<Square, Piece> pieces = new HashMap<>();
        for (int line = 1; line <= Square.SIZE; line++) {
            int rank = Square.SIZE - line;
            String text = lines.get(line).trim();
            String[] symbols = text.split("\\s+");
            String number = String.valueOf(rank + 1);
            if (symbols.length != Square.SIZE + 2 || !symbols[0].equals(number)
                    || !symbols[Square.SIZE + 1].equals(number)) {
                throw new IllegalArgumentException("line " + (line + 1) + " of a chess board is"
                        + " rank " + number + ": its number, 8 squares and its number again, but"
                        + " it is \"" + text + "\"");
            }
            for (int file = 0; file < Square.SIZE; file++) {
                String symbol = symbols[file + 1];
                Square square = Square.of(file, rank);
                if (symbol.length() != 1 || !symbol.equals(".") && !isPieceLetter(symbol)) {
                    throw new IllegalArgumentException("a square of a chess board is drawn as"
                            + " \".\" (empty) or a piece letter, one of KQRBNP (White) or kqrbnp"
                            + " (Black), but " + name(square) + " is \"" + symbol + "\"");
                }
                if (!symbol.equals(".")) {
                    pieces.put(square, Piece.fromFenLetter(symbol.charAt(0)));
                }
            }
        }
        return pieces;
    }

    /**
     * The square's name, such as {@code e4}, worked out here: {@code Square.name} is an exercise,
     * and the picture must draw a student's engine's positions too.
     */
    private static String name(Square square) {
        return FILES.charAt(square.file()) + String.valueOf(square.rank() + 1);
    }

    private static boolean isPieceLetter(String symbol) {
        return "KQRBNPkqrbnp".contains(symbol);
    }

    @Override
    protected String picture(Map<Square, Piece> pieces) {
        SvgDocument svg = new SvgDocument(SIDE, SIDE, title(pieces, Language.ENGLISH));
        for (int rank = Square.SIZE - 1; rank >= 0; rank--) {
            int y = PADDING + (Square.SIZE - 1 - rank) * CELL;
            svg.label(MARGIN / 2, y + CELL / 2 + 6, LABEL_SIZE, String.valueOf(rank + 1));
            for (int file = 0; file < Square.SIZE; file++) {
                Square square = Square.of(file, rank);
                int x = MARGIN + file * CELL;
                svg.rectangle(x, y, CELL, CELL, square.isLight() ? "#f0d9b5" : "#b58863");
                Piece piece = pieces.get(square);
                if (piece != null) {
                    svg.add(piece(x + CELL / 2, y + CELL - 9, piece));
                }
            }
        }
        for (int file = 0; file < Square.SIZE; file++) {
            svg.label(MARGIN + file * CELL + CELL / 2, PADDING + Square.SIZE * CELL + 20,
                    LABEL_SIZE, String.valueOf(FILES.charAt(file)));
        }
        return svg.end();
    }

    /**
     * What a reader who cannot see the diagram is told: each side's pieces by square, named in
     * the words of the language's text UI, such as
     * {@code Chess diagram: White king e1, rook h1; Black king e8}.
     */
    @Override
    protected String title(Map<Square, Piece> pieces, Language language) {
        Texts texts = Texts.of(ChessTexts.class, language);
        List<String> sides = new ArrayList<>();
        for (Colour colour : Colour.values()) {
            List<String> list = new ArrayList<>();
            for (Square square : Square.all()) {
                Piece piece = pieces.get(square);
                if (piece != null && piece.colour() == colour) {
                    list.add(texts.text("piece." + piece.kind().name(), 1) + " " + name(square));
                }
            }
            sides.add(texts.text("picture.side", colour.ordinal(),
                    list.isEmpty() ? texts.text("picture.nothing") : String.join(", ", list)));
        }
        return texts.text("picture.title", String.join("; ", sides));
    }

    /** A piece as its solid Unicode symbol: White's filled white and outlined, Black's black. */
    private static String piece(int x, int baseline, Piece piece) {
        boolean white = piece.colour() == Colour.WHITE;
        return String.format(Locale.ROOT, "<text class=\"piece\" data-piece=\"%s\" x=\"%d\""
                + " y=\"%d\" text-anchor=\"middle\" font-size=\"42\" " + SvgDocument.FONT
                + " fill=\"%s\" stroke=\"#000000\" stroke-width=\"%s\">%s</text>%n",
                piece.fenLetter(), x, baseline, white ? "#ffffff" : "#000000",
                white ? "1.2" : "0.6", symbol(piece.kind()));
    }

    /**
     * The solid (black) chess symbols of Unicode, from U+265A, each followed by the variation
     * selector that asks for the text symbol rather than an emoji; written as XML character
     * references, so that the document is plain ASCII.
     */
    private static String symbol(PieceKind kind) {
        return switch (kind) {
            case KING -> "&#x265A;&#xFE0E;";
            case QUEEN -> "&#x265B;&#xFE0E;";
            case ROOK -> "&#x265C;&#xFE0E;";
            case BISHOP -> "&#x265D;&#xFE0E;";
            case KNIGHT -> "&#x265E;&#xFE0E;";
            case PAWN -> "&#x265F;&#xFE0E;";
        };
    }
}
