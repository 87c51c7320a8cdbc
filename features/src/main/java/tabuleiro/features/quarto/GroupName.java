package tabuleiro.features.quarto;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import tabuleiro.quarto.Group;
import tabuleiro.quarto.Square;

/**
 * A group as the rule book names it, and the four squares the rule book means by that name,
 * worked out here so that the engine's groups can be checked against them.
 *
 * @param name such as {@code row 3}, {@code column B}, {@code diagonal A4-D1} or
 *     {@code square B2-C3}
 */
public record GroupName(String name) {

    /**
     * Tells whether the group is a 2x2 square rather than a line.
     *
     * @return {@code true} for a name such as {@code square B2-C3}
     */
    boolean isTwoByTwo() {
        return name.startsWith("square");
    }

    /**
     * Returns the four squares the name means.
     *
     * @return the squares, in no particular order
     */
    Set<Square> squares() {
        List<Square> squares = new ArrayList<>();
        String[] words = name.split(" ");
        for (int i = 1; i <= Square.SIZE; i++) {
            switch (words[0]) {
                case "row" -> squares.add(new Square(i, words[1].charAt(0) - '0'));
                case "column" -> squares.add(new Square(words[1].charAt(0) - 'A' + 1, i));
                case "diagonal" -> squares.add(words[1].equals("A1-D4")
                        ? new Square(i, i) : new Square(i, Square.SIZE + 1 - i));
                default -> {
                    int column = words[1].charAt(0) - 'A' + 1;
                    int row = words[1].charAt(1) - '0';
                    squares.add(new Square(column + (i - 1) % 2, row + (i - 1) / 2));
                }
            }
        }
        return new HashSet<>(squares);
    }

    /**
     * Finds the engine's group of this name, and checks that it has the squares the name means.
     *
     * @return the engine's group, from {@link Group#lines()} or {@link Group#twoByTwo()}
     * @throws AssertionError if the engine has no group of this name, or one with other squares
     */
    Group inEngine() {
        List<Group> groups = isTwoByTwo() ? Group.twoByTwo() : Group.lines();
        String list = isTwoByTwo() ? "Group.twoByTwo()" : "Group.lines()";
        Group found = groups.stream().filter(group -> group.name().equals(name)).findFirst()
                .orElseThrow(() -> new AssertionError(list + " should have a group named \""
                        + name + "\", but its groups are " + groups));
        if (!new HashSet<>(found.squares()).equals(squares())) {
            throw new AssertionError("The group \"" + name + "\" of " + list + " should be the"
                    + " squares " + squares() + ", but it is " + found.squares());
        }
        return found;
    }

    @Override
    public String toString() {
        return name;
    }
}
