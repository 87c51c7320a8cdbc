package tabuleiro.features.galo;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Objects;
import tabuleiro.galo.Game;
import tabuleiro.galo.Mark;
import tabuleiro.galo.Square;

/**
 * The rule book's drawing of a board, read and written by the rule book itself: column letters
 * on top, row numbers on the left, {@code .} for an empty square and {@code X} or {@code O} for
 * a mark.
 *
 * <pre>
 *   a b c
 * 1 X . O
 * 2 . X .
 * 3 . . .
 * </pre>
 *
 * <p>A scenario's Given is read here, not by the engine, so that it fails only for the exercise
 * it is tagged with; the engine is read square by square with {@link Game#markAt(Square)}, its
 * most elementary query, to draw what it holds.
 *
 * @param marks the marks by square in reading order (a1 b1 c1 a2 ...), {@code null} for empty
 */
record Drawing(List<Mark> marks) {

    /** The first line of every drawing. */
    private static final String LETTERS = "  a b c";

    /**
     * Reads a drawing, checking it line by line.
     *
     * @param text the drawing as the scenario writes it
     * @return the board it draws
     * @throws IllegalArgumentException if the text is not such a drawing; the message says which
     *     line is wrong, for the rule book's author
     */
    static Drawing read(String text) {
        List<String> lines = text.lines().filter(line -> !line.isBlank()).toList();
        if (lines.size() != Game.SIZE + 1 || !lines.get(0).stripTrailing().equals(LETTERS)) {
            throw new IllegalArgumentException("a board is drawn as the line \"" + LETTERS
                    + "\" and three rows, but the scenario has:\n" + text);
        }
        List<Mark> marks = new ArrayList<>();
        for (int row = 1; row <= Game.SIZE; row++) {
            String[] symbols = lines.get(row).trim().split(" ");
            if (symbols.length != Game.SIZE + 1 || !symbols[0].equals(String.valueOf(row))) {
                throw new IllegalArgumentException("row " + row + " of a board is drawn as its"
                        + " number and three squares, but it is \"" + lines.get(row) + "\"");
            }
            for (String symbol : Arrays.asList(symbols).subList(1, symbols.length)) {
                marks.add(switch (symbol) {
                    case "." -> null;
                    case "X" -> Mark.X;
                    case "O" -> Mark.O;
                    default -> throw new IllegalArgumentException("a square is drawn as \".\","
                            + " \"X\" or \"O\", but row " + row + " has \"" + symbol + "\"");
                });
            }
        }
        return new Drawing(marks);
    }

    /**
     * Reads a game's board through the engine's {@link Game#markAt(Square)}.
     *
     * @param game the game, which is not changed
     * @return the board the engine holds
     */
    static Drawing of(Game game) {
        List<Mark> marks = new ArrayList<>();
        for (Square square : squares()) {
            marks.add(Objects.requireNonNull(game.markAt(square),
                    "markAt(" + square + ") returned null; it returns an Optional").orElse(null));
        }
        return new Drawing(marks);
    }

    /**
     * Lists the squares in reading order, made with the engine's constructor from the row and
     * the column, never from a name (reading names is rule GALO-05's, not every rule's).
     *
     * @return a1 b1 c1 a2 b2 c2 a3 b3 c3
     */
    static List<Square> squares() {
        List<Square> squares = new ArrayList<>();
        for (int row = 1; row <= Game.SIZE; row++) {
            for (int column = 1; column <= Game.SIZE; column++) {
                squares.add(new Square(row, column));
            }
        }
        return squares;
    }

    /**
     * Lists the squares that hold a mark, in reading order.
     *
     * @param mark the mark
     * @return the squares that hold it
     */
    List<Square> squaresOf(Mark mark) {
        List<Square> squares = squares();
        List<Square> found = new ArrayList<>();
        for (int i = 0; i < squares.size(); i++) {
            if (marks.get(i) == mark) {
                found.add(squares.get(i));
            }
        }
        return found;
    }

    /**
     * Tells whether a mark has three in a row on this board: the rule book's own search, so that
     * a Given can refuse a board that is already won.
     *
     * @return {@code true} when some row, column or diagonal holds three of one mark
     */
    boolean hasLine() {
        return !line().isEmpty();
    }

    /**
     * Finds a line of three of one mark on this board, the rule book's own search rather than
     * the engine's, so that a failure can say which rule the engine got wrong when it names no
     * winner for it.
     *
     * @return the line's three squares, rows first, then columns, then diagonals; an empty list
     *     when no row, column or diagonal holds three of one mark
     */
    List<Square> line() {
        List<List<Square>> lines = lines();
        return lines.isEmpty() ? List.of() : lines.get(0);
    }

    /**
     * Lists every line of three of one mark on this board, as {@link #line()} searches.
     *
     * @return each line's three squares, rows first, then columns, then diagonals
     */
    List<List<Square>> lines() {
        int[][] lines = {{0, 1, 2}, {3, 4, 5}, {6, 7, 8}, {0, 3, 6}, {1, 4, 7}, {2, 5, 8},
            {0, 4, 8}, {2, 4, 6}};
        List<Square> squares = squares();
        List<List<Square>> found = new ArrayList<>();
        for (int[] line : lines) {
            Mark first = marks.get(line[0]);
            if (first != null && first == marks.get(line[1]) && first == marks.get(line[2])) {
                found.add(List.of(squares.get(line[0]), squares.get(line[1]),
                        squares.get(line[2])));
            }
        }
        return found;
    }

    /**
     * Returns what a square holds on this board.
     *
     * @param square the square
     * @return its mark, or {@code null} when it is empty
     */
    Mark at(Square square) {
        return marks.get((square.row() - 1) * Game.SIZE + square.column() - 1);
    }

    /**
     * Draws the board as the rule book does.
     *
     * @return the drawing, its lines joined by line feeds
     */
    @Override
    public String toString() {
        StringBuilder text = new StringBuilder(LETTERS);
        for (int row = 1; row <= Game.SIZE; row++) {
            text.append('\n').append(row);
            for (int column = 1; column <= Game.SIZE; column++) {
                Mark mark = marks.get((row - 1) * Game.SIZE + column - 1);
                text.append(' ').append(mark == null ? "." : mark.name());
            }
        }
        return text.toString();
    }
}
