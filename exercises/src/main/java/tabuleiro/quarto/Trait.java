package tabuleiro.quarto;

import java.util.Locale;

/**
 * One value of one of a piece's four attributes: tall or short, light or dark, round or square,
 * solid or hollow (rule QUARTO-02).
 *
 * <p>Four pieces that all have the same trait, say all tall, make a winning group (QUARTO-07,
 * QUARTO-08); the game reports that trait, so a trait is a type of its own. Each attribute is an
 * enum of its two values, and all four enums are traits.
 */
public sealed interface Trait permits Size, Colour, Shape, Fill {

    /**
     * Returns the trait's other value: the same attribute, the opposite value.
     *
     * @return {@code SHORT} for {@code TALL}, {@code DARK} for {@code LIGHT}, and so on
     * @post {@code opposite().opposite() == this}
     */
    Trait opposite();

    /**
     * Returns the trait as the rule book writes it.
     *
     * @return the lowercase English word, such as {@code tall} or {@code hollow}
     */
    default String word() {
        return toString().toLowerCase(Locale.ROOT);
    }
}
