package tabuleiro.quarto;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The brief's text board (rule QUARTO-12, {@code imprimeTabuleiro}), both ways: drawing a board
 * and reading a drawing back, so that the rule book can draw its positions.
 *
 * <p>Columns A to D label the top and the bottom, row numbers 1 to 4 both sides, and each piece
 * is written in its notation (QUARTO-11), an empty square as three spaces:
 * <pre>
 * #__A__#__B__#__C__#__D__#
 * |     |     |     |     |
 * 1 (B! |     |     | [p; 1
 * |     |     |     |     |
 * #-----|-----|-----|-----#
 * |     |     |     |     |
 * 2     |     |     |     2
 * ...
 * #__A__#__B__#__C__#__D__#
 * </pre>
 * The reader is lenient about what carries no information: spaces at the ends of lines, blank
 * lines, and the decoration lines (the column labels, the {@code |     |} spacers and the
 * {@code #-----|} separators), which may be left out. So a drawing may be just the four row
 * lines, under and over the column labels.
 */
public final class BoardText {

    /** The line of column labels, above and below the board. */
    static final String LABELS = "#__A__#__B__#__C__#__D__#";
    private static final String SPACER = "|     |     |     |     |";
    private static final String SEPARATOR = "#-----|-----|-----|-----#";
    private static final String EMPTY = "   ";
    /** A row line: the row digit, four cells of three characters, the row digit again. */
    private static final Pattern ROW = Pattern.compile(
            "([1-4]) (.{3}) \\| (.{3}) \\| (.{3}) \\| (.{3}) ([1-4])");

    private BoardText() {
    }

    /**
     * Draws a board as the brief's text board.
     *
     * @param board the board, which is not changed
     * @return the drawing, lines separated by {@code '\n'}, without a final line break or
     *     trailing spaces
     * @throws NullPointerException if {@code board} is null
     * @post {@code parse(result).equals(board)}
     */
    public static String render(Board board) {
        Objects.requireNonNull(board, "board");
        List<String> lines = new ArrayList<>();
        lines.add(LABELS);
        for (int row = 1; row <= Square.SIZE; row++) {
            lines.add(SPACER);
            StringBuilder line = new StringBuilder().append(row);
            for (int column = 1; column <= Square.SIZE; column++) {
                String cell = board.pieceAt(new Square(column, row))
                        .map(Piece::notation).orElse(EMPTY);
                line.append(' ').append(cell).append(column < Square.SIZE ? " |" : " ");
            }
            lines.add(line.append(row).toString());
            lines.add(SPACER);
            lines.add(row < Square.SIZE ? SEPARATOR : LABELS);
        }
        return String.join("\n", lines);
    }

    /**
     * Reads a text board: the drawing {@link #render} makes, with or without its decoration
     * lines.
     *
     * @param text the drawing
     * @return a new board holding the pieces drawn
     * @throws NullPointerException if {@code text} is null
     * @throws IllegalArgumentException unless every line is a decoration line or a row line
     *     ({@code 1 (B! |     |     | [p; 1}), the rows are 1 to 4 in order, every cell is a
     *     piece's notation or three spaces, and no piece is drawn twice; the message names the
     *     line and says what was expected
     */
    public static Board parse(String text) {
        Objects.requireNonNull(text, "text");
        Board board = new Board();
        int row = 0;
        for (String raw : text.split("\\R")) {
            String line = raw.strip();
            if (line.isEmpty() || line.equals(LABELS) || line.equals(SPACER)
                    || line.equals(SEPARATOR)) {
                continue;
            }
            Matcher matcher = ROW.matcher(line);
            row++;
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
                    place(board, new Square(column, row), cell);
                }
            }
        }
        if (row != Square.SIZE) {
            throw new IllegalArgumentException(
                    "a text board has four rows, but this one has " + row);
        }
        return board;
    }

    private static void place(Board board, Square square, String cell) {
        Piece piece = Piece.parse(cell);
        if (board.contains(piece)) {
            throw new IllegalArgumentException("the text board has " + cell + " twice, but each"
                    + " piece is once in the set");
        }
        board.place(square, piece);
    }
}
