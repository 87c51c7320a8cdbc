package tabuleiro.quarto;

import java.util.ArrayList;
import java.util.List;

/**
 * Which groups of four win: the brief's game, where the nine 2x2 squares also win, or the
 * classic game without them (rule QUARTO-08).
 */
public enum Variant {
    /** The brief's game and the default: rows, columns, diagonals and 2x2 squares win. */
    SQUARES,
    /** The classic game: only rows, columns and diagonals win. */
    CLASSIC;

    /**
     * Returns the groups that win in this variant.
     *
     * @return the ten lines, followed in {@link #SQUARES} by the nine 2x2 squares
     */
    public List<Group> groups() {
        List<Group> groups = new ArrayList<>(Group.lines());
        if (this == SQUARES) {
            groups.addAll(Group.twoByTwo());
        }
        return List.copyOf(groups);
    }
}
