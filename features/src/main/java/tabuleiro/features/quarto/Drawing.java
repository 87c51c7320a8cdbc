package tabuleiro.features.quarto;

import java.util.LinkedHashMap;
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

/**
 * A position drawn in the rule book as the brief's text board, read and written by the rule
 * book itself: a second account of the notation, independent of the engine's, so that setting a
 * scenario up needs only the engine's {@link Board#place} and a failure message can show a board
 * even when the engine's notation is not written yet.
 *
 * <p>The drawing is the brief's board with or without its decoration lines; only the row lines
 * ({@code 1 (B! |     |     | [p; 1}) carry pieces.
 */
final class Drawing {

    private static final Pattern ROW = Pattern.compile(
            "([1-4]) (.{3}) \\| (.{3}) \\| (.{3}) \\| (.{3}) ([1-4])");
    private static final Pattern DECORATION = Pattern.compile("[#|_A-D\\- ]*");
    private static final Pattern PIECE = Pattern.compile("([(\\[])([BbPp])([!;])");

    private Drawing() {
    }

    /**
     * Reads a drawing.
     *
     * @param text the drawing
     * @return the pieces drawn, by square, in reading order
     * @throws IllegalArgumentException if the drawing is not a text board
     */
    static Map<Square, Piece> read(String text) {
        Map<Square, Piece> pieces = new LinkedHashMap<>();
        int row = 0;
        for (String raw : text.split("\\R")) {
            String line = raw.strip();
            if (DECORATION.matcher(line).matches()) {
                continue;
            }
            Matcher matcher = ROW.matcher(line);
            row++;
            if (!matcher.matches() || Integer.parseInt(matcher.group(1)) != row) {
                throw new IllegalArgumentException("The rule book's drawing has a line that is"
                        + " not row " + row + " of a text board: \"" + line + "\"");
            }
            for (int column = 1; column <= Square.SIZE; column++) {
                String cell = matcher.group(column + 1);
                if (!cell.isBlank()) {
                    pieces.put(new Square(column, row), piece(cell));
                }
            }
        }
        if (row != Square.SIZE) {
            throw new IllegalArgumentException("The rule book's drawing has " + row + " rows");
        }
        return pieces;
    }

    /**
     * Reads a piece in the brief's notation.
     *
     * @param notation such as {@code (B!}
     * @return the piece
     * @throws IllegalArgumentException if it is not a piece's notation
     */
    static Piece piece(String notation) {
        Matcher matcher = PIECE.matcher(notation);
        if (!matcher.matches()) {
            throw new IllegalArgumentException("\"" + notation + "\" is not a piece");
        }
        char letter = matcher.group(2).charAt(0);
        return new Piece(Character.isUpperCase(letter) ? Size.TALL : Size.SHORT,
                Character.toLowerCase(letter) == 'b' ? Colour.LIGHT : Colour.DARK,
                matcher.group(1).equals("(") ? Shape.ROUND : Shape.SQUARE,
                matcher.group(3).equals("!") ? Fill.SOLID : Fill.HOLLOW);
    }

    /**
     * Writes a piece in the brief's notation, without asking the engine.
     *
     * @param piece a piece, or null for an empty square
     * @return its three characters, or three spaces
     */
    static String notation(Piece piece) {
        if (piece == null) {
            return "   ";
        }
        char letter = piece.colour() == Colour.LIGHT ? 'b' : 'p';
        return (piece.shape() == Shape.ROUND ? "(" : "[")
                + (piece.size() == Size.TALL ? Character.toUpperCase(letter) : letter)
                + (piece.fill() == Fill.SOLID ? "!" : ";");
    }

    /**
     * Draws pieces by square as the compact text board: labels and the four row lines.
     *
     * @param pieces the pieces, by square
     * @return the drawing
     */
    static String draw(Map<Square, Piece> pieces) {
        StringBuilder text = new StringBuilder("#__A__#__B__#__C__#__D__#\n");
        for (int row = 1; row <= Square.SIZE; row++) {
            text.append(row);
            for (int column = 1; column <= Square.SIZE; column++) {
                text.append(' ').append(notation(pieces.get(new Square(column, row))))
                        .append(column < Square.SIZE ? " |" : " ");
            }
            text.append(row).append('\n');
        }
        return text.append("#__A__#__B__#__C__#__D__#").toString();
    }

    /**
     * Reads an engine's board square by square with {@link Board#pieceAt}.
     *
     * @param board the engine's board
     * @return its pieces, by square, in reading order
     */
    static Map<Square, Piece> of(Board board) {
        Objects.requireNonNull(board, "the engine's board is null");
        Map<Square, Piece> pieces = new LinkedHashMap<>();
        for (int row = 1; row <= Square.SIZE; row++) {
            for (int column = 1; column <= Square.SIZE; column++) {
                Square square = new Square(column, row);
                board.pieceAt(square).ifPresent(piece -> pieces.put(square, piece));
            }
        }
        return pieces;
    }

    /**
     * Draws an engine's board for a failure message.
     *
     * @param board the board, or null
     * @return the drawing with a line saying where it comes from, or why it cannot be shown
     */
    static String explain(Board board) {
        if (board == null) {
            return "(there is no board yet)";
        }
        try {
            return "The engine's board (read with pieceAt) is:\n" + draw(of(board));
        } catch (RuntimeException unreadable) {
            return "(the engine's board could not be read: pieceAt threw "
                    + unreadable.getClass().getSimpleName() + ": " + unreadable.getMessage()
                    + ")";
        }
    }
}
