package tabuleiro.galo;

/**
 * The two marks of the game, which also name the two players: X, who moves first, and O
 * (rule GALO-02).
 */
public enum Mark {
    /** The first player's mark. */
    X,
    /** The second player's mark. */
    O;

    /**
     * Returns the other player's mark.
     *
     * @return {@link #O} for {@link #X} and the other way round
     * @post the opponent's opponent is this mark: {@code opponent().opponent() == this}
     */
    public Mark opponent() {
        return this == X ? O : X;
    }
}
