package tabuleiro.quarto;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * A square of the 4x4 board, named as the brief names it: a column letter from A to D and a row
 * digit from 1 to 4, such as {@code A1} (rule QUARTO-01). Players may type the two in either
 * order and in either case: {@code A1}, {@code a1}, {@code 1A} and {@code 1a} are one square.
 *
 * @param column the column, 1 for A to 4 for D
 * @param row the row, 1 to 4
 * @invariant {@code 1 <= column && column <= SIZE && 1 <= row && row <= SIZE}
 */
public record Square(int column, int row) {

    /** The number of rows and of columns of the board (rule QUARTO-01). */
    public static final int SIZE = 4;

    /** What a square typed wrong is answered with (rule QUARTO-14). */
    static final String EXPECTED = "a square is a column letter A to D and a row digit 1 to 4,"
            + " in either order, such as A1 or 1a";

    /**
     * Creates the square at a column and a row.
     *
     * @throws IllegalArgumentException unless both are 1 to 4
     */
    public Square {
        if (column < 1 || column > SIZE) {
            throw new IllegalArgumentException(
                    "a column is 1 (A) to 4 (D), but " + column + " was given");
        }
        if (row < 1 || row > SIZE) {
            throw new IllegalArgumentException("a row is 1 to 4, but " + row + " was given");
        }
    }

    /**
     * Reads a square as a player types it (rule QUARTO-01): a column letter and a row digit, in
     * either order, in either case, with no other characters.
     *
     * @param text what was typed, such as {@code B3} or {@code 3b}
     * @return the square it names
     * @throws NullPointerException if {@code text} is null
     * @throws IllegalArgumentException unless {@code text} is one letter A-D (or a-d) and one
     *     digit 1-4 in either order; the message says what is expected (QUARTO-14)
     * @post the square is the one typed, whichever the order and the case:
     *     {@code result.toString().equalsIgnoreCase(text)
     *     || result.toString().equalsIgnoreCase(new StringBuilder(text).reverse().toString())}
     */
    public static Square parse(String text) {
        Objects.requireNonNull(text, "text");
        Square square = read(text);
        if (square == null) {
            throw new IllegalArgumentException(problemWith(text));
        }
        return square;
    }

    /**
     * Says what is wrong with a text that names no square: the row or the column when the text
     * is otherwise a letter and a digit, as the brief's messages do, or else what a square is.
     */
    private static String problemWith(String text) {
        if (text.length() == 2) {
            char letter = Character.isLetter(text.charAt(0)) ? text.charAt(0) : text.charAt(1);
            char digit = Character.isDigit(text.charAt(0)) ? text.charAt(0) : text.charAt(1);
            if (Character.isLetter(letter) && Character.isDigit(digit)) {
                return '1' <= digit && digit <= '4'
                        ? "the column is a letter from A to D, but " + letter + " was given"
                        : "the row is a digit from 1 to 4, but " + digit + " was given";
            }
        }
        return EXPECTED + ", but \"" + text + "\" was given";
    }

    /** The square that {@code text} names, or {@code null} when it names none. */
    private static Square read(String text) {
        String upper = text.toUpperCase();
        if (upper.matches("[A-D][1-4]")) {
            return new Square(upper.charAt(0) - 'A' + 1, upper.charAt(1) - '0');
        }
        if (upper.matches("[1-4][A-D]")) {
            return new Square(upper.charAt(1) - 'A' + 1, upper.charAt(0) - '0');
        }
        return null;
    }

    /**
     * Returns every square, row by row from A1 to D4.
     *
     * @return the sixteen squares
     */
    public static List<Square> all() {
        List<Square> squares = new ArrayList<>(SIZE * SIZE);
        for (int row = 1; row <= SIZE; row++) {
            for (int column = 1; column <= SIZE; column++) {
                squares.add(new Square(column, row));
            }
        }
        return List.copyOf(squares);
    }

    /**
     * Returns the letter of the square's column.
     *
     * @return {@code A} to {@code D}
     */
    public char columnLetter() {
        return (char) ('A' + column - 1);
    }

    /**
     * Names the square as the board is labelled: column letter, then row digit.
     *
     * @return such as {@code C2}
     */
    @Override
    public String toString() {
        return "" + columnLetter() + row;
    }
}
