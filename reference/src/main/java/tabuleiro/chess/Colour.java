package tabuleiro.chess;

/**
 * The two sides of a game of chess. White moves first (rule CHESS-02).
 */
public enum Colour {
    /** The side that moves first and starts on ranks 1 and 2. */
    WHITE,
    /** The side that moves second and starts on ranks 7 and 8. */
    BLACK;

    /**
     * Returns the other side.
     *
     * @return {@code BLACK} for {@code WHITE} and {@code WHITE} for {@code BLACK}
     */
    public Colour opponent() {
        return this == WHITE ? BLACK : WHITE;
    }

    /**
     * Returns the letter FEN uses for this side to move.
     *
     * @return {@code 'w'} or {@code 'b'}
     */
    public char fenLetter() {
        return this == WHITE ? 'w' : 'b';
    }

    /**
     * Returns the rank, 0 to 7 (rank 1 to rank 8), on which this side's pawns start.
     *
     * @return 1 for White, 6 for Black
     */
    public int pawnRank() {
        return this == WHITE ? 1 : 6;
    }

    /**
     * Returns the rank, 0 to 7, on which this side's king and rooks start; also the rank on
     * which the other side's pawns promote.
     *
     * @return 0 for White, 7 for Black
     */
    public int backRank() {
        return this == WHITE ? 0 : 7;
    }

    /**
     * Returns which way this side's pawns move: +1 rank for White, -1 for Black.
     *
     * @return the change of rank of one pawn step forward
     */
    public int forward() {
        return this == WHITE ? 1 : -1;
    }

    /**
     * Returns the name of the side in lowercase, as the text UI and the rule book write it.
     *
     * @return {@code "white"} or {@code "black"}
     */
    public String displayName() {
        return this == WHITE ? "white" : "black";
    }
}
