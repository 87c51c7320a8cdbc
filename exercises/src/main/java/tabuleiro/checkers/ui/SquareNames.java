package tabuleiro.checkers.ui;

import java.util.Locale;
import tabuleiro.checkers.Square;
import tabuleiro.ui.Language;
import tabuleiro.ui.Texts;

/**
 * How a person names a square at the keyboard: by its number (PDN, 1 to 32), or by the labels
 * drawn on the board's edges, a column letter and a row number such as {@code c3}. Whatever the
 * board shows around its edges can be typed, so a player never has to count squares.
 *
 * <p>The letters run {@code a} to {@code h} from White's left and the row numbers {@code 1} to
 * {@code 8} from White's side, as on any board of 8 by 8 squares: {@code a1} is the dark square
 * at White's lower left (square 29) and {@code h1}, at White's lower right, is light, as the
 * brief wants (CHECKERS-01).
 */
final class SquareNames {

    /** The column letters, from White's left. */
    static final String FILES = "abcdefgh";

    private SquareNames() {
    }

    /**
     * Gives the letter drawn above a column.
     *
     * @param column the column, 1 (left) to 8 (right)
     * @return its letter
     */
    static char file(int column) {
        return FILES.charAt(column - 1);
    }

    /**
     * Gives the number drawn beside a row: 1 for White's first row, the bottom one.
     *
     * @param row the row, 1 (top) to 8 (bottom)
     * @return its number as labelled
     */
    static int rank(int row) {
        return Square.SIZE + 1 - row;
    }

    /**
     * Writes a square as its labels name it.
     *
     * @param square the square
     * @return such as {@code c3}
     */
    static String coordinates(Square square) {
        return "" + file(square.column()) + rank(square.row());
    }

    /**
     * Says what a square may be typed as, for messages.
     *
     * @param texts the UI's texts
     * @return such as "a square number from 1 to 32, or ... such as c3"
     */
    static String expected(Texts texts) {
        return texts.text("square.expected", String.valueOf(Square.COUNT));
    }

    /**
     * Reads a square typed as a number or as coordinates, saying what was wrong in English.
     *
     * @param typed one word, such as {@code 22} or {@code C3}
     * @return the square
     * @throws IllegalArgumentException unless the word names a dark square; the message says what
     *     was expected
     */
    static Square read(String typed) {
        return read(typed, Texts.of(CheckersTexts.class, Language.ENGLISH));
    }

    /**
     * Reads a square typed as a number or as coordinates.
     *
     * @param typed one word, such as {@code 22} or {@code C3}
     * @param texts the UI's texts, in which a refusal is worded
     * @return the square
     * @throws IllegalArgumentException unless the word names a dark square; the message says what
     *     was expected
     */
    static Square read(String typed, Texts texts) {
        String word = typed.toLowerCase(Locale.ROOT);
        if (word.matches("\\d{1,2}")) {
            int number = Integer.parseInt(word);
            if (number >= 1 && number <= Square.COUNT) {
                return Square.of(number);
            }
        } else if (word.matches("[a-h][1-8]")) {
            int column = FILES.indexOf(word.charAt(0)) + 1;
            int row = Square.SIZE + 1 - (word.charAt(1) - '0');
            if (!Square.isDark(row, column)) {
                throw new IllegalArgumentException(texts.text("square.light", word));
            }
            return Square.at(row, column);
        }
        throw new IllegalArgumentException(texts.text("square.unknown", shortened(typed),
                expected(texts)));
    }

    /** The start of a long word, so that a message stays one line. */
    static String shortened(String typed) {
        return typed.length() <= 20 ? typed : typed.substring(0, 20) + "...";
    }
}
