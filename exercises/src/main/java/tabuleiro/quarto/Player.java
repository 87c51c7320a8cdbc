package tabuleiro.quarto;

/**
 * The two players of Quarto. No piece belongs to either (rule QUARTO-03): they share the one set,
 * and a player is only a seat at the table, numbered 1 or 2.
 */
public enum Player {
    /** Player 1. */
    FIRST,
    /** Player 2. */
    SECOND;

    /**
     * Returns the player's number.
     *
     * @return 1 for {@link #FIRST}, 2 for {@link #SECOND}
     */
    public int number() {
        return ordinal() + 1;
    }

    /**
     * Returns the other player.
     *
     * @return {@link #SECOND} for {@link #FIRST} and the other way round
     * @post {@code opponent().opponent() == this}
     */
    public Player opponent() {
        return this == FIRST ? SECOND : FIRST;
    }

    /**
     * Names the player as the rule book does.
     *
     * @return {@code player 1} or {@code player 2}
     */
    @Override
    public String toString() {
        return "player " + number();
    }
}
