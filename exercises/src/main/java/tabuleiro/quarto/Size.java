package tabuleiro.quarto;

/** The two values of the size of a piece, one of its four attributes (rule QUARTO-02). */
public enum Size implements Trait {
    /** A piece that is tall (the brief's "grande"; an uppercase letter in the notation). */
    TALL,
    /** A piece that is short ("pequena"; a lowercase letter). */
    SHORT;

    @Override
    public Size opposite() {
        return this == TALL ? SHORT : TALL;
    }
}
