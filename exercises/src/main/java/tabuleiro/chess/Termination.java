package tabuleiro.chess;

/**
 * Why a game ended (rules CHESS-12 to CHESS-15).
 *
 * <p>Draws follow the FIDE Laws of Chess (2023), articles 9.2, 9.3 and 9.6: a threefold
 * repetition and the fifty-move rule give a player the right to <em>claim</em> a draw
 * ({@link Game#claimDraw()}), and the game goes on until someone does; a fivefold repetition and
 * seventy-five moves end the game by themselves, as do stalemate and a position in which
 * neither side can mate.
 */
public enum Termination {
    /** The side to move is in check and has no legal move; it loses (CHESS-12). */
    CHECKMATE("checkmate", false),
    /** A player resigned; the opponent wins (CHESS-15). */
    RESIGNATION("resignation", false),
    /** The side to move is not in check and has no legal move (CHESS-13). */
    STALEMATE("stalemate", true),
    /** Neither side has the pieces to mate (CHESS-14). */
    INSUFFICIENT_MATERIAL("insufficient material", true),
    /** A draw claimed after fifty moves of each side without a capture or pawn move. */
    FIFTY_MOVES("fifty-move rule", true),
    /** A draw claimed when the same position occurs for the third time (CHESS-14). */
    THREEFOLD_REPETITION("threefold repetition", true),
    /** Seventy-five moves of each side without a capture or pawn move: an automatic draw. */
    SEVENTY_FIVE_MOVES("seventy-five-move rule", true),
    /** The same position for the fifth time: an automatic draw. */
    FIVEFOLD_REPETITION("fivefold repetition", true),
    /** Both players agreed to a draw (CHESS-14). */
    AGREEMENT("agreement", true);

    private final String description;
    private final boolean draw;

    Termination(String description, boolean draw) {
        this.description = description;
        this.draw = draw;
    }

    /**
     * Returns how the UI and the rule book name the reason.
     *
     * @return such as {@code "threefold repetition"}
     */
    public String description() {
        return description;
    }

    /**
     * Tells whether the game ends drawn for this reason.
     *
     * @return {@code true} for the draws, {@code false} for checkmate and resignation
     */
    public boolean isDraw() {
        return draw;
    }
}
