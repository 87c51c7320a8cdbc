package tabuleiro.chess;

/**
 * How a game ended, as PGN writes it in its {@code Result} tag.
 */
public enum Result {
    /** White won: {@code 1-0}. */
    WHITE_WINS("1-0"),
    /** Black won: {@code 0-1}. */
    BLACK_WINS("0-1"),
    /** A draw: {@code 1/2-1/2}. */
    DRAW("1/2-1/2");

    private final String pgn;

    Result(String pgn) {
        this.pgn = pgn;
    }

    /**
     * Returns the result as PGN writes it.
     *
     * @return {@code "1-0"}, {@code "0-1"} or {@code "1/2-1/2"}
     */
    public String pgn() {
        return pgn;
    }

    /**
     * Returns the result of a win.
     *
     * @param winner who won
     * @return {@code WHITE_WINS} or {@code BLACK_WINS}
     */
    public static Result winFor(Colour winner) {
        return winner == Colour.WHITE ? WHITE_WINS : BLACK_WINS;
    }
}
