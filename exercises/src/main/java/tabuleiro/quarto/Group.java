package tabuleiro.quarto;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * Four squares that win when four pieces sharing a trait fill them: a row, a column, a diagonal
 * (rule QUARTO-07) or, in the default variant, a 2x2 square (QUARTO-08).
 *
 * @param name how the rule book names the group: {@code row 2}, {@code column C},
 *     {@code diagonal A1-D4}, {@code diagonal A4-D1} or {@code square B2-C3} (a 2x2 square by
 *     its first and last square)
 * @param squares its four squares, in reading order
 * @invariant four different squares
 */
public record Group(String name, List<Square> squares) {

    /** How many squares make a group. */
    public static final int LENGTH = 4;

    /**
     * Creates a group.
     *
     * @throws NullPointerException if an argument is null
     * @throws IllegalArgumentException unless there are four different squares
     */
    public Group {
        Objects.requireNonNull(name, "name");
        squares = List.copyOf(squares);
        if (squares.size() != LENGTH || squares.stream().distinct().count() != LENGTH) {
            throw new IllegalArgumentException(
                    "a group is four different squares, but " + name + " has " + squares);
        }
    }

    /**
     * Returns the lines that win in every variant (rule QUARTO-07): the four rows, the four
     * columns and the two diagonals.
     *
     * @return the ten lines: rows 1 to 4, columns A to D, diagonal A1-D4, diagonal A4-D1
     * @post {@code result.size() == 10}
     */
    public static List<Group> lines() {
        List<Group> lines = allLines();
        assert lines.size() == 10 : "post: four rows, four columns, two diagonals";
        return lines;
    }

    private static List<Group> allLines() {
        throw new UnsupportedOperationException("Exercise 3: implement Group.allLines");
    }

    /**
     * Returns the nine 2x2 squares, which also win in the default variant (rule QUARTO-08).
     *
     * @return the 2x2 squares, named by their first and last square, from {@code square A1-B2}
     *     to {@code square C3-D4}, row by row
     * @post {@code result.size() == 9}
     */
    public static List<Group> twoByTwo() {
        List<Group> squares = allTwoByTwo();
        assert squares.size() == 9 : "post: nine 2x2 squares";
        return squares;
    }

    private static List<Group> allTwoByTwo() {
        throw new UnsupportedOperationException("Exercise 4: implement Group.allTwoByTwo");
    }

    /**
     * Names the group.
     *
     * @return {@link #name()}
     */
    @Override
    public String toString() {
        return name;
    }
}
