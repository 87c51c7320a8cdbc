package tabuleiro.features.galo;

import io.cucumber.java.ParameterType;
import java.util.Arrays;
import java.util.List;
import tabuleiro.galo.Mark;
import tabuleiro.galo.Square;

/**
 * The rule book's own words inside steps, turned into values: {@code {mark}} ("X", or in
 * Portuguese "o X"), {@code {square}} ("b2"), {@code {squares}} ("a1 b1 c1") and
 * {@code {typed}} (names as people type them, "B2 a1").
 *
 * <p>Square names are read here, by the rule book, from the column's letter and the row's
 * number, and the squares made with the engine's constructor: reading names with
 * {@code Square.parse} is rule GALO-05's own example, not every rule's premise.
 */
public final class ParameterTypes {

    /**
     * Reads a mark, "X" or "O", with the Portuguese article or without.
     *
     * @param mark the mark's letter
     * @return the mark
     */
    @ParameterType("(?:o )?([XO])")
    public Mark mark(String mark) {
        return Mark.valueOf(mark);
    }

    /**
     * Reads a square's name, such as "b2".
     *
     * @param name the name, a column letter a to c and a row number 1 to 3
     * @return the square
     */
    @ParameterType("[a-c][1-3]")
    public Square square(String name) {
        return named(name);
    }

    /**
     * Reads squares' names separated by spaces, such as "a1 b1 c1".
     *
     * @param names the names as written
     * @return the squares in order
     */
    @ParameterType("[a-c][1-3](?: [a-c][1-3])*")
    public List<Square> squares(String names) {
        return Arrays.stream(names.split(" ")).map(ParameterTypes::named).toList();
    }

    /**
     * Reads names as people type them at the keyboard, in either case, such as "B2 a1".
     *
     * @param names the names as written
     * @return each name, as it is to be typed
     */
    @ParameterType("[a-cA-C][1-3](?: [a-cA-C][1-3])*")
    public List<String> typed(String names) {
        return Arrays.asList(names.split(" "));
    }

    /** The square of a name the rule book wrote: its letter's column and its digit's row. */
    static Square named(String name) {
        return new Square(name.charAt(1) - '0', name.charAt(0) - 'a' + 1);
    }
}
