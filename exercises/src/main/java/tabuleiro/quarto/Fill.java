package tabuleiro.quarto;

/** The two values of how a piece is filled, one of its four attributes (rule QUARTO-02). */
public enum Fill implements Trait {
    /** A piece that is solid (the brief's "maciça"; written {@code !}). */
    SOLID,
    /** A piece that is hollow ("oca"; written {@code ;}). */
    HOLLOW;

    @Override
    public Fill opposite() {
        return this == SOLID ? HOLLOW : SOLID;
    }
}
