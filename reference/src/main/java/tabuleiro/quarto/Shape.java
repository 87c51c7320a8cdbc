package tabuleiro.quarto;

/** The two values of the shape of a piece, one of its four attributes (rule QUARTO-02). */
public enum Shape implements Trait {
    /** A piece that is round (the brief's "redonda"; written {@code (})). */
    ROUND,
    /** A piece that is square ("quadrada"; written {@code [}). */
    SQUARE;

    @Override
    public Shape opposite() {
        return this == ROUND ? SQUARE : ROUND;
    }
}
