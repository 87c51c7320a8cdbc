package tabuleiro.chess;

/**
 * What is special about a move, beyond its from and to squares: what the board must do besides
 * moving one piece.
 */
public enum MoveFlag {
    /** A move or capture with nothing special. */
    NORMAL,
    /** A pawn's first move of two squares; it gives the opponent an en-passant right. */
    DOUBLE_STEP,
    /** A pawn capturing en passant: the captured pawn is not on the target square (CHESS-07). */
    EN_PASSANT,
    /** Castling: the king moves two squares and the rook jumps over it (CHESS-08). */
    CASTLING,
    /** A pawn reaching the last rank and becoming another piece (CHESS-09). */
    PROMOTION
}
