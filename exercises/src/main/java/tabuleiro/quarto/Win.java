package tabuleiro.quarto;

import java.util.List;
import java.util.Objects;
import java.util.stream.Collectors;

/**
 * A winning group: four pieces in a group that all share at least one trait (rules QUARTO-07,
 * QUARTO-08).
 *
 * @param group the row, column, diagonal or 2x2 square
 * @param shared every trait the four pieces share, in the order size, colour, shape, fill
 * @invariant {@code !shared.isEmpty()}
 */
public record Win(Group group, List<Trait> shared) {

    /**
     * Creates a win.
     *
     * @throws NullPointerException if an argument is null
     * @throws IllegalArgumentException unless {@code !shared.isEmpty()}: a win shares a trait
     */
    public Win {
        Objects.requireNonNull(group, "group");
        shared = List.copyOf(shared);
        if (shared.isEmpty()) {
            throw new IllegalArgumentException(
                    "a win needs a trait that all four pieces share, but " + group + " has none");
        }
    }

    /**
     * Says the win in words, as the text UI and the rule book do.
     *
     * @return such as {@code row 3, all tall} or {@code square B2-C3, all dark and hollow}
     */
    @Override
    public String toString() {
        return group + ", all " + shared.stream().map(Trait::word)
                .collect(Collectors.joining(" and "));
    }
}
