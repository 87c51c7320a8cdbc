package tabuleiro.chess;

/**
 * Which castlings are still allowed by the history of the game (rule CHESS-08): a side loses
 * both when its king moves, and one when the rook of that wing moves or is captured. A right
 * is not a permission to castle now; the squares between must also be empty and the king must
 * not be in, pass through or land in check.
 *
 * @param whiteKingside White may still castle on the king's wing ({@code O-O}, {@code K} in FEN)
 * @param whiteQueenside White may still castle on the queen's wing ({@code O-O-O}, {@code Q})
 * @param blackKingside Black may still castle on the king's wing ({@code k})
 * @param blackQueenside Black may still castle on the queen's wing ({@code q})
 */
public record CastlingRights(boolean whiteKingside, boolean whiteQueenside,
        boolean blackKingside, boolean blackQueenside) {

    /** Every castling allowed, as at the start of a game. */
    public static final CastlingRights ALL = new CastlingRights(true, true, true, true);

    /** No castling allowed. */
    public static final CastlingRights NONE = new CastlingRights(false, false, false, false);

    static final int WHITE_KINGSIDE = 1;
    static final int WHITE_QUEENSIDE = 2;
    static final int BLACK_KINGSIDE = 4;
    static final int BLACK_QUEENSIDE = 8;

    /** The rights as the four bits {@link Position} keeps. */
    int bits() {
        return (whiteKingside ? WHITE_KINGSIDE : 0) | (whiteQueenside ? WHITE_QUEENSIDE : 0)
                | (blackKingside ? BLACK_KINGSIDE : 0) | (blackQueenside ? BLACK_QUEENSIDE : 0);
    }

    /** The rights that four bits stand for. */
    static CastlingRights fromBits(int bits) {
        return new CastlingRights((bits & WHITE_KINGSIDE) != 0, (bits & WHITE_QUEENSIDE) != 0,
                (bits & BLACK_KINGSIDE) != 0, (bits & BLACK_QUEENSIDE) != 0);
    }

    /**
     * Tells whether a side may still castle on a wing.
     *
     * @param colour the side
     * @param kingside {@code true} for the king's wing, {@code false} for the queen's
     * @return the right
     */
    public boolean allows(Colour colour, boolean kingside) {
        if (colour == Colour.WHITE) {
            return kingside ? whiteKingside : whiteQueenside;
        }
        return kingside ? blackKingside : blackQueenside;
    }

    /**
     * Writes the rights as FEN does: {@code KQkq}, a subset in that order, or {@code -}.
     *
     * @return the FEN castling field
     */
    public String fen() {
        String text = (whiteKingside ? "K" : "") + (whiteQueenside ? "Q" : "")
                + (blackKingside ? "k" : "") + (blackQueenside ? "q" : "");
        return text.isEmpty() ? "-" : text;
    }
}
