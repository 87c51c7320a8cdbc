package tabuleiro.chess;

import java.util.ArrayList;
import java.util.List;

// tag::two-stages[]
/**
 * Makes the moves of a position (rules CHESS-03 to CHESS-10).
 *
 * <p>It works in two stages, as most chess programs do. First the <em>pseudo-legal</em>
 * moves: every move each piece of the side to move could make by how it moves, onto an empty
 * square or an enemy piece, never onto its own. Then the <em>legal</em> ones: each pseudo-legal
 * move is played, and kept only when the mover's king is not attacked afterwards (CHESS-10),
 * which covers pinned pieces, moving into check and failing to answer a check in one test.
 */
final class MoveGenerator {

    /** The kinds a pawn may promote to, the likeliest first. */
    private static final PieceKind[] PROMOTIONS = {
        PieceKind.QUEEN, PieceKind.ROOK, PieceKind.BISHOP, PieceKind.KNIGHT};

    private MoveGenerator() {
    }

    /** The legal moves of the side to move. */
    static List<Move> legalMoves(Position position) {
        List<Move> moves = pseudoLegalMoves(position);
        return keepLegal(position, moves);
    }
    // end::two-stages[]

    // tag::keep-legal[]
    /** The moves of a list that do not leave the mover's king attacked. */
    static List<Move> keepLegal(Position position, List<Move> moves) {
        return moves; // Exercise 4: keep the moves that leave the mover's king safe
    }
    // end::keep-legal[]

    /** Every move of the side to move, by how the pieces move, before looking at checks. */
    static List<Move> pseudoLegalMoves(Position position) {
        List<Move> moves = new ArrayList<>(48);
        Colour side = position.sideToMove();
        for (int from = 0; from < 128; from++) {
            if (!Position.isOnBoard(from)) {
                from += 7; // skip the 8 cells off the board at the end of this row
                continue;
            }
            Piece piece = position.at(from);
            if (piece == null || piece.colour() != side) {
                continue;
            }
            if (piece.kind() == PieceKind.PAWN) {
                pawnMoves(position, from, moves);
            } else {
                pieceMoves(position, from, piece.kind(), moves);
            }
            if (piece.kind() == PieceKind.KING) {
                castlingMoves(position, from, moves);
            }
        }
        return moves;
    }

    /** The moves of a knight, bishop, rook, queen or king, from its directions (CHESS-03/04/05). */
    private static void pieceMoves(Position position, int from, PieceKind kind, List<Move> moves) {
        // Exercise 2: add the moves of a knight, bishop, rook, queen or king
    }

    /** The moves of a pawn: steps, double step, captures, en passant, promotions. */
    private static void pawnMoves(Position position, int from, List<Move> moves) {
        // Exercise 5: add the moves of a pawn
    }

    /** A pawn's step or capture; four moves when it reaches the last rank (CHESS-09). */
    private static void addPawnMove(int from, int to, List<Move> moves) {
        Square origin = Position.square(from);
        Square target = Position.square(to);
        int rank = to >> 4;
        if (rank == 0 || rank == 7) {
            promotions(origin, target, moves);
        } else {
            moves.add(new Move(origin, target, null, MoveFlag.NORMAL));
        }
    }

    /** The four promotions of a pawn reaching the last rank (CHESS-09). */
    private static void promotions(Square from, Square to, List<Move> moves) {
        // Exercise 6: add the four promotions
    }

    /** The capture en passant onto the square the enemy pawn passed over (CHESS-07). */
    private static void enPassant(int from, int to, List<Move> moves) {
        // Exercise 6: add the capture en passant
    }

    /**
     * Castling on either wing (CHESS-08): the right is still held, the squares between king
     * and rook are empty, and the king is not in check, does not pass over an attacked square
     * and does not land on one.
     */
    private static void castlingMoves(Position position, int king, List<Move> moves) {
        // Exercise 7: add the castlings
    }
}
