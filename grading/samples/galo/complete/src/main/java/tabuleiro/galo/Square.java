package tabuleiro.galo;

import java.util.Locale;
import java.util.Objects;

/**
 * A square of the board (rule GALO-01), named as the rule book names it (rule GALO-05): its
 * column's letter, {@code a} to {@code c} from left to right, then its row's number, {@code 1}
 * to {@code 3} from top to bottom. {@code a1} is the top left corner, {@code b2} the centre.
 *
 * @param row the row, 1 (top) to 3 (bottom)
 * @param column the column, 1 (left, {@code a}) to 3 (right, {@code c})
 * @invariant the square lies on the board:
 *     {@code 1 <= row && row <= Game.SIZE && 1 <= column && column <= Game.SIZE}
 */
public record Square(int row, int column) {

    /** The letter of the first column; the others follow it in the alphabet. */
    private static final char FIRST_COLUMN = 'a';

    /**
     * Creates the square at a row and a column.
     *
     * @param row the row, 1 (top) to 3 (bottom)
     * @param column the column, 1 (left, {@code a}) to 3 (right, {@code c})
     * @throws IllegalArgumentException unless the row and the column are each 1 to 3
     */
    public Square {
        if (row < 1 || row > Game.SIZE || column < 1 || column > Game.SIZE) {
            throw new IllegalArgumentException("a square has a row and a column from 1 to "
                    + Game.SIZE + ", but row " + row + " and column " + column + " were given");
        }
    }

    /**
     * Reads a square's name, such as {@code b2}: a column letter {@code a} to {@code c} and a row
     * number {@code 1} to {@code 3}, nothing before, between or after (rule GALO-05). Upper-case
     * letters are read as their lower-case ones, since a person may type either.
     *
     * @param name the square's name
     * @return the square so named
     * @throws NullPointerException if {@code name} is null
     * @throws IllegalArgumentException unless {@code name} is two characters, a column letter
     *     {@code a}-{@code c} (in either case) and a row digit {@code 1}-{@code 3}
     * @post {@code result.name().equals(name.toLowerCase(Locale.ROOT))}
     */
    public static Square parse(String name) {
        Objects.requireNonNull(name, "name");
        String lower = name.toLowerCase(Locale.ROOT);
        if (!lower.matches("[a-c][1-3]")) {
            throw new IllegalArgumentException("not a square's name: \"" + name + "\"; a square"
                    + " is named by its column, a to c, then its row, 1 to 3, such as b2");
        }
        return new Square(lower.charAt(1) - '0', lower.charAt(0) - 'a' + 1);
    }

    /**
     * Returns the square's name, as the rule book and the text UI write it.
     *
     * @return the column's letter and the row's number, such as {@code b2}
     */
    public String name() {
        return String.valueOf((char) (FIRST_COLUMN + column - 1)) + row;
    }

    /**
     * Writes the square by its name.
     *
     * @return {@link #name()}
     */
    @Override
    public String toString() {
        return name();
    }
}
