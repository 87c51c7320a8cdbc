package tabuleiro.quarto;

/** The two values of the colour of a piece, one of its four attributes (rule QUARTO-02). */
public enum Colour implements Trait {
    /** A piece that is light (the brief's "branca", white; the letter {@code B} or {@code b}). */
    LIGHT,
    /** A piece that is dark ("preta", black; the letter {@code P} or {@code p}). */
    DARK;

    @Override
    public Colour opposite() {
        return this == LIGHT ? DARK : LIGHT;
    }
}
