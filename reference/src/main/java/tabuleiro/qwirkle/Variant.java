package tabuleiro.qwirkle;

/**
 * The two rule sets the reference plays (rules QWIRKLE-04, 15, 16, 17, 19).
 */
public enum Variant {
    /**
     * The official rulebook: the player with the longest line in hand starts and must place it
     * (QWIRKLE-19); a player may pass only when they can neither place nor trade; the game ends
     * when a player places their last tile after the bag is empty, scoring a bonus of 6, or when
     * nobody can place a tile and the bag is empty (QWIRKLE-17).
     */
    OFFICIAL,
    /**
     * The brief's program: the first player starts with any placement, a player may pass at any
     * turn (QWIRKLE-04), the cheat mode may be turned on (QWIRKLE-15), and the game ends as soon
     * as the bag is empty, with no end bonus (QWIRKLE-16).
     */
    BRIEF;

    /**
     * Reads a variant's name in either case, as typed on the command line.
     *
     * @param name {@code official} or {@code brief}
     * @return the variant
     * @throws IllegalArgumentException unless the name is one of the two
     */
    public static Variant of(String name) {
        for (Variant variant : values()) {
            if (variant.name().equalsIgnoreCase(name.strip())) {
                return variant;
            }
        }
        throw new IllegalArgumentException("a variant is official or brief, but \"" + name
                + "\" was given");
    }
}
