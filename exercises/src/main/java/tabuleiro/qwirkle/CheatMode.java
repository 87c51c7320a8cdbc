package tabuleiro.qwirkle;

/**
 * Whether a player may place tiles that are still in the bag (rule QWIRKLE-15), a switch of the
 * brief's variant only.
 */
public enum CheatMode {
    /** Tiles are placed from the player's hand only, as in every game of the official rules. */
    OFF,
    /** A player may also place tiles still in the bag, as the brief's program allows. */
    ON
}
