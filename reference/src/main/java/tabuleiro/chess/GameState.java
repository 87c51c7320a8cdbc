package tabuleiro.chess;

/**
 * The state of a game as the text UI shows it (rule CHESS-19).
 */
public enum GameState {
    /** No move has been played yet. */
    START("start"),
    /** Moves have been played and the side to move is not in check. */
    IN_PROGRESS("in progress"),
    /** The side to move is in check and has a move that ends it (CHESS-11, CHESS-23). */
    CHECK("check"),
    /** The side to move is checkmated (CHESS-12). */
    CHECKMATE("checkmate"),
    /** The side to move is stalemated (CHESS-13). */
    STALEMATE("stalemate"),
    /** A draw by any other reason (CHESS-14). */
    DRAW("draw"),
    /** A player resigned (CHESS-15). */
    RESIGNED("resigned");

    private final String description;

    GameState(String description) {
        this.description = description;
    }

    /**
     * Returns the state as the UI writes it.
     *
     * @return such as {@code "in progress"}
     */
    public String description() {
        return description;
    }
}
