package tabuleiro.chess;

import java.util.ArrayList;
import java.util.List;

/**
 * Makes the moves of a position (rules CHESS-03 to CHESS-10).
 *
 * <p>It works in two stages, as most chess programs do. First the <em>pseudo-legal</em>
 * moves: every move each piece of the side to move could make by how it moves, onto an empty
 * square or an enemy piece, never onto its own. Then the <em>legal</em> ones: each pseudo-legal
 * move is played, and kept only when the mover's king is not attacked afterwards (CHESS-10),
 * which covers pinned pieces, moving into check and failing to answer a check in one test.
 *
 * <p>The game asks two questions on every move that need less than every legal move: whether
 * this move is legal ({@link #legalMovesFrom}: the moves of the piece that moves), and whether
 * the side to move has any legal move left ({@link #hasLegalMove}: piece by piece, the pawns
 * last, up to the first one found). So a knight's move, and a position whose pieces can move,
 * need neither the pawns' moves nor castling: a game is played on them before they are written.
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

    /** The moves of a list that do not leave the mover's king attacked (CHESS-10). */
    static List<Move> keepLegal(Position position, List<Move> moves) {
        List<Move> safe = new ArrayList<>();
        Colour me = position.sideToMove();
        for (Move move : moves) {
            position.make(move);
            boolean kingAttacked = position.attacked(position.kingIndex(me), me.opponent());
            position.unmake();
            if (!kingAttacked) {
                safe.add(move);
            }
        }
        return safe;
    }

    /**
     * The legal moves of the piece on a 0x88 index, in the order {@link #legalMoves} lists
     * them: none when the square is empty or holds a piece of the side not to move.
     */
    static List<Move> legalMovesFrom(Position position, int from) {
        Piece piece = position.at(from);
        if (piece == null || piece.colour() != position.sideToMove()) {
            return new ArrayList<>(0);
        }
        List<Move> moves = new ArrayList<>();
        movesOf(position, from, piece.kind(), moves);
        return keepLegal(position, moves);
    }

    /**
     * Whether the side to move has a legal move: asks its pieces one by one, the pawns last,
     * and stops at the first piece that has one. Castling is not asked: it is never the only
     * legal move, since a king that may castle may also step onto the square it would cross
     * (that square is empty and not attacked, and the king leaving its own square uncovers no
     * line onto it but the rank, along which the king would already be in check).
     */
    static boolean hasLegalMove(Position position) {
        Colour side = position.sideToMove();
        for (boolean pawns : new boolean[] {false, true}) {
            for (int from = 0; from < 128; from++) {
                if (!Position.isOnBoard(from)) {
                    from += 7; // skip the 8 cells off the board at the end of this row
                    continue;
                }
                Piece piece = position.at(from);
                if (piece == null || piece.colour() != side
                        || (piece.kind() == PieceKind.PAWN) != pawns) {
                    continue;
                }
                List<Move> moves = new ArrayList<>();
                stepsOf(position, from, piece.kind(), moves);
                if (!keepLegal(position, moves).isEmpty()) {
                    return true;
                }
            }
        }
        return false;
    }

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
            if (piece != null && piece.colour() == side) {
                movesOf(position, from, piece.kind(), moves);
            }
        }
        return moves;
    }

    /** The pseudo-legal moves of a piece of the side to move, its king's castlings included. */
    private static void movesOf(Position position, int from, PieceKind kind, List<Move> moves) {
        stepsOf(position, from, kind, moves);
        if (kind == PieceKind.KING) {
            castlingMoves(position, from, moves);
        }
    }

    /** The pseudo-legal moves of a piece of the side to move by how it moves, castling aside. */
    private static void stepsOf(Position position, int from, PieceKind kind, List<Move> moves) {
        if (kind == PieceKind.PAWN) {
            pawnMoves(position, from, moves);
        } else {
            pieceMoves(position, from, kind, moves);
        }
    }

    /** The moves of a knight, bishop, rook, queen or king, from its directions (CHESS-03/04/05). */
    private static void pieceMoves(Position position, int from, PieceKind kind, List<Move> moves) {
        Colour side = position.sideToMove();
        Square origin = Position.square(from);
        for (int step : kind.boardSteps()) {
            int to = from + step;
            while (Position.isOnBoard(to)) {
                Piece target = position.at(to);
                if (target != null && target.colour() == side) {
                    break; // never onto one's own piece (CHESS-10)
                }
                moves.add(new Move(origin, Position.square(to), null, MoveFlag.NORMAL));
                if (target != null || !kind.slides()) {
                    break; // a slider stops at the first piece; the others take one step
                }
                to += step;
            }
        }
    }

    /** The moves of a pawn: steps, double step, captures, en passant, promotions. */
    private static void pawnMoves(Position position, int from, List<Move> moves) {
        Colour side = position.sideToMove();
        int forward = side.forward() * Position.UP;
        int one = from + forward;
        if (Position.isOnBoard(one) && position.at(one) == null) {
            addPawnMove(from, one, moves);
            int two = one + forward;
            if ((from >> 4) == side.pawnRank() && position.at(two) == null) {
                moves.add(new Move(Position.square(from), Position.square(two), null,
                        MoveFlag.DOUBLE_STEP));
            }
        }
        for (int to = one - 1; to <= one + 1; to += 2) {
            if (!Position.isOnBoard(to)) {
                continue;
            }
            Piece target = position.at(to);
            if (target != null && target.colour() != side) {
                addPawnMove(from, to, moves);
            } else if (to == position.enPassantIndex()) {
                enPassant(from, to, moves);
            }
        }
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
        for (PieceKind kind : PROMOTIONS) {
            moves.add(new Move(from, to, kind, MoveFlag.PROMOTION));
        }
    }

    /** The capture en passant onto the square the enemy pawn passed over (CHESS-07). */
    private static void enPassant(int from, int to, List<Move> moves) {
        moves.add(new Move(Position.square(from), Position.square(to), null,
                MoveFlag.EN_PASSANT));
    }

    /**
     * Castling on either wing (CHESS-08): the right is still held, the squares between king
     * and rook are empty, and the king is not in check, does not pass over an attacked square
     * and does not land on one.
     */
    private static void castlingMoves(Position position, int king, List<Move> moves) {
        Colour side = position.sideToMove();
        Colour enemy = side.opponent();
        boolean white = side == Colour.WHITE;
        int kingsideRight = white ? CastlingRights.WHITE_KINGSIDE : CastlingRights.BLACK_KINGSIDE;
        int queensideRight =
                white ? CastlingRights.WHITE_QUEENSIDE : CastlingRights.BLACK_QUEENSIDE;
        if (!position.hasRight(kingsideRight) && !position.hasRight(queensideRight)) {
            return;
        }
        if (position.attacked(king, enemy)) {
            return; // no castling out of check
        }
        if (position.hasRight(kingsideRight)
                && position.at(king + 1) == null && position.at(king + 2) == null
                && !position.attacked(king + 1, enemy) && !position.attacked(king + 2, enemy)) {
            moves.add(new Move(Position.square(king), Position.square(king + 2), null,
                    MoveFlag.CASTLING));
        }
        if (position.hasRight(queensideRight)
                && position.at(king - 1) == null && position.at(king - 2) == null
                && position.at(king - 3) == null
                && !position.attacked(king - 1, enemy) && !position.attacked(king - 2, enemy)) {
            moves.add(new Move(Position.square(king), Position.square(king - 2), null,
                    MoveFlag.CASTLING));
        }
    }
}
