package tabuleiro.checkers;

/**
 * The two rule sets of the brief, as variants of one game.
 *
 * <p>Both share the board, the men's moves and captures, promotion and the end of the game
 * (rules CHECKERS-01 to CHECKERS-12). They differ in the kings, in whether capturing is
 * compulsory, in what happens to a man that reaches the far row in the middle of a capture, and
 * in draws.
 */
public enum Variant {
    /**
     * The brief's Damas Clássicas: flying kings (CHECKERS-13), compulsory capture
     * (CHECKERS-14), the majority then quality rule (CHECKERS-15), a man promoted only at the end
     * of its move (CHECKERS-16) and two draw rules (CHECKERS-17).
     */
    CLASSIC(true, true, false, true),
    /**
     * The brief's simplified rules: capturing optional (CHECKERS-18), kings one square
     * both ways (CHECKERS-19), a man promoted in mid-capture going on as a king (CHECKERS-20), and
     * no draws, a player resigning instead (CHECKERS-21).
     */
    SIMPLIFIED(false, false, true, false);

    private final boolean flyingKings;
    private final boolean captureCompulsory;
    private final boolean promotionInCapture;
    private final boolean draws;

    Variant(boolean flyingKings, boolean captureCompulsory, boolean promotionInCapture,
            boolean draws) {
        this.flyingKings = flyingKings;
        this.captureCompulsory = captureCompulsory;
        this.promotionInCapture = promotionInCapture;
        this.draws = draws;
    }

    /**
     * Tells whether kings fly: move and capture along a whole diagonal (rule CHECKERS-13).
     *
     * @return {@code true} for the classic rules
     */
    public boolean flyingKings() {
        return flyingKings;
    }

    /**
     * Tells whether a player who can capture must, and must take the most (rules CHECKERS-14,
     * CHECKERS-15); otherwise any move, and any capture stopped part way, may be played
     * (CHECKERS-18, CHECKERS-23).
     *
     * @return {@code true} for the classic rules
     */
    public boolean captureCompulsory() {
        return captureCompulsory;
    }

    /**
     * Tells whether a man that reaches the far row in the middle of a capture becomes a king at
     * once and may capture on as one (rule CHECKERS-20, the opposite of CHECKERS-16).
     *
     * @return {@code true} for the simplified rules
     */
    public boolean promotionInCapture() {
        return promotionInCapture;
    }

    /**
     * Tells whether the draw rules apply (rules CHECKERS-17, CHECKERS-21).
     *
     * @return {@code true} for the classic rules
     */
    public boolean draws() {
        return draws;
    }

    /**
     * Finds a variant by its name as typed on a command line or in the rule book.
     *
     * @param name {@code classic} or {@code simplified}, in any case
     * @return the variant
     * @throws IllegalArgumentException unless the name is one of the two
     */
    public static Variant named(String name) {
        for (Variant variant : values()) {
            if (variant.name().equalsIgnoreCase(String.valueOf(name).trim())) {
                return variant;
            }
        }
        throw new IllegalArgumentException(
                "the variants are classic and simplified, but '" + name + "' was given");
    }
}
