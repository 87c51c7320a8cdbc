package tabuleiro.chess;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;

/**
 * A chess position: where the pieces stand, whose move it is, which castlings the history
 * still allows, the en-passant square, the halfmove clock and the fullmove number; everything
 * FEN records and everything the rules need to know the legal moves (rules CHESS-01 to
 * CHESS-11).
 *
 * <p><b>Representation.</b> The board is a "0x88" mailbox: an array of 128 cells of which the
 * 64 with {@code (index & 0x88) == 0} are the squares, {@code index = rank * 16 + file}. The
 * other 64 cells are never used; their only purpose is that a step off the board, in any
 * direction, lands on an index with bit 3 or bit 7 set, so "is this still on the board?" is
 * one test, {@code (index & 0x88) == 0}, with no separate check of file and rank. That keeps
 * the move generator short and fast (see {@code reference/BENCHMARKS.md}).
 *
 * <p><b>Moves.</b> {@link #play(Move)} plays a legal move and {@link #undo()} takes the last
 * one back; both keep what they need on a stack, so the generator and {@link Perft} can try a
 * move and take it back without copying the board.
 *
 * @invariant each side has exactly one king, and the stored king squares say where; no pawn
 *     stands on rank 1 or 8; the side not to move is not in check; each castling right has its
 *     king and rook on their starting squares; an en-passant square is empty, on rank 3 or 6,
 *     behind a pawn of the side that just moved; the halfmove clock is at least 0 and the
 *     fullmove number at least 1.
 */
public final class Position {

    /** The FEN of the starting position (rule CHESS-01). */
    public static final String START_FEN =
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

    /** One rank up on the 0x88 board. */
    static final int UP = 16;

    /** No square: the en-passant field when there is no en-passant square. */
    static final int NO_SQUARE = -1;

    /** {@code castling &= KEEP_RIGHTS[square]} for a move from or to that square. */
    private static final int[] KEEP_RIGHTS = new int[128];

    static {
        Arrays.fill(KEEP_RIGHTS, 15);
        KEEP_RIGHTS[index(0, 0)] = 15 & ~CastlingRights.WHITE_QUEENSIDE;
        KEEP_RIGHTS[index(7, 0)] = 15 & ~CastlingRights.WHITE_KINGSIDE;
        KEEP_RIGHTS[index(4, 0)] =
                15 & ~(CastlingRights.WHITE_KINGSIDE | CastlingRights.WHITE_QUEENSIDE);
        KEEP_RIGHTS[index(0, 7)] = 15 & ~CastlingRights.BLACK_QUEENSIDE;
        KEEP_RIGHTS[index(7, 7)] = 15 & ~CastlingRights.BLACK_KINGSIDE;
        KEEP_RIGHTS[index(4, 7)] =
                15 & ~(CastlingRights.BLACK_KINGSIDE | CastlingRights.BLACK_QUEENSIDE);
    }

    /** What {@link #undo()} needs to restore the position before a move. */
    private record Undo(Move move, Piece moved, Piece captured, int castling, int enPassant,
            int halfmoveClock) {
    }

    private final Piece[] board = new Piece[128];
    private final int[] kingSquare = new int[2];
    private final List<Undo> undos = new ArrayList<>();
    private Colour sideToMove;
    private int castling;
    private int enPassant = NO_SQUARE;
    private int halfmoveClock;
    private int fullmoveNumber;

    private Position() {
    }

    /**
     * Returns the starting position (rule CHESS-01): White to move, every castling allowed.
     *
     * @return a new position
     */
    public static Position start() {
        return Fen.parse(START_FEN);
    }

    /**
     * Builds a position from its parts, checking that the rules allow it.
     *
     * @param pieces which piece stands on each occupied square
     * @param sideToMove the side to move
     * @param rights the castling rights
     * @param enPassant the square a pawn just passed over with a double step, or {@code null}
     * @param halfmoveClock the halfmoves since the last capture or pawn move
     * @param fullmoveNumber the number of the current move, from 1
     * @return the position
     * @throws NullPointerException if {@code pieces}, {@code sideToMove} or {@code rights} is
     *     null
     * @throws IllegalArgumentException unless the position keeps the class invariant: one king
     *     per side, no pawn on rank 1 or 8, the side not to move not in check, castling rights
     *     only where king and rook stand on their starting squares, an en-passant square only
     *     behind a pawn that has just made a double step, {@code halfmoveClock >= 0} and
     *     {@code fullmoveNumber >= 1}; the message says which part is wrong
     */
    public static Position of(Map<Square, Piece> pieces, Colour sideToMove, CastlingRights rights,
            Square enPassant, int halfmoveClock, int fullmoveNumber) {
        Objects.requireNonNull(pieces, "a position needs its pieces");
        Objects.requireNonNull(sideToMove, "a position needs a side to move");
        Objects.requireNonNull(rights, "a position needs its castling rights");
        Position position = new Position();
        pieces.forEach((square, piece) -> position.board[index(square)] =
                Objects.requireNonNull(piece, () -> "no piece given for " + square));
        position.sideToMove = sideToMove;
        position.castling = rights.bits();
        position.enPassant = enPassant == null ? NO_SQUARE : index(enPassant);
        position.halfmoveClock = halfmoveClock;
        position.fullmoveNumber = fullmoveNumber;
        position.requireLegal();
        assert position.invariantBroken().isEmpty() : position.invariantBroken();
        return position;
    }

    /**
     * Returns an independent copy, with no moves to undo.
     *
     * @return a position equal to this one
     */
    public Position copy() {
        Position copy = new Position();
        System.arraycopy(board, 0, copy.board, 0, board.length);
        copy.kingSquare[0] = kingSquare[0];
        copy.kingSquare[1] = kingSquare[1];
        copy.sideToMove = sideToMove;
        copy.castling = castling;
        copy.enPassant = enPassant;
        copy.halfmoveClock = halfmoveClock;
        copy.fullmoveNumber = fullmoveNumber;
        return copy;
    }

    // ---- queries ----

    /**
     * Returns the piece on a square.
     *
     * @param square the square
     * @return the piece, or empty for an empty square
     */
    public Optional<Piece> pieceAt(Square square) {
        return Optional.ofNullable(board[index(square)]);
    }

    /**
     * Returns every piece on the board with its square, from {@code a1} to {@code h8}.
     *
     * @return the occupied squares and their pieces, in square order
     */
    public Map<Square, Piece> pieces() {
        Map<Square, Piece> pieces = new LinkedHashMap<>();
        for (Square square : Square.all()) {
            Piece piece = board[index(square)];
            if (piece != null) {
                pieces.put(square, piece);
            }
        }
        return pieces;
    }

    /**
     * Returns the side to move (rule CHESS-02).
     *
     * @return the side to move
     */
    public Colour sideToMove() {
        return sideToMove;
    }

    /**
     * Returns the castling rights (rule CHESS-08).
     *
     * @return the rights
     */
    public CastlingRights castlingRights() {
        return CastlingRights.fromBits(castling);
    }

    /**
     * Returns the square a pawn has just passed over with a double step, where an enemy pawn
     * beside it may capture en passant on this move only (rule CHESS-07).
     *
     * @return the square, or empty when the last move was not a double step
     */
    public Optional<Square> enPassantSquare() {
        return enPassant == NO_SQUARE ? Optional.empty() : Optional.of(square(enPassant));
    }

    /**
     * Returns the halfmove clock: the moves of either side since the last capture or pawn move
     * (rule CHESS-14).
     *
     * @return the clock, 0 or more
     */
    public int halfmoveClock() {
        return halfmoveClock;
    }

    /**
     * Returns the number of the current move: 1 at the start, one more after each move of Black.
     *
     * @return the fullmove number, 1 or more
     */
    public int fullmoveNumber() {
        return fullmoveNumber;
    }

    /**
     * Returns the square of a side's king.
     *
     * @param colour the side
     * @return the king's square
     */
    public Square kingSquare(Colour colour) {
        return square(kingSquare[colour.ordinal()]);
    }

    /**
     * Tells whether the side to move is in check (rule CHESS-11).
     *
     * @return {@code true} when the king of the side to move is attacked
     */
    public boolean isInCheck() {
        return attacked(kingSquare[sideToMove.ordinal()], sideToMove.opponent());
    }

    /**
     * Tells whether a square is attacked by a side: whether one of its pieces could capture a
     * piece standing there (rule CHESS-11). Pins do not matter: a pinned piece still attacks.
     *
     * @param square the square
     * @param by the attacking side
     * @return {@code true} when a piece of {@code by} attacks the square
     */
    public boolean isAttacked(Square square, Colour by) {
        Objects.requireNonNull(by, "say which side attacks");
        return attacked(index(square), by);
    }

    /**
     * Returns the legal moves of the side to move (rules CHESS-03 to CHESS-10).
     *
     * @return every legal move, none twice; empty at checkmate and stalemate
     */
    public List<Move> legalMoves() {
        return MoveGenerator.legalMoves(this);
    }

    /**
     * Returns the legal moves of the piece on a square (rules CHESS-03 to CHESS-10): those of
     * {@link #legalMoves()} that leave it, in the same order. Only that piece's moves are made,
     * so asking about a knight does not need the pawns' moves.
     *
     * @param square the square the piece stands on
     * @return {@code legalMoves().stream().filter(move -> move.from().equals(square)).toList()};
     *     empty when the square is empty or holds a piece of the side not to move
     * @throws NullPointerException if {@code square} is null
     */
    public List<Move> legalMovesFrom(Square square) {
        Objects.requireNonNull(square, "say which square's piece moves");
        return MoveGenerator.legalMovesFrom(this, index(square));
    }

    /**
     * Tells whether the side to move has a legal move (rules CHESS-12, CHESS-13): it asks the
     * pieces one by one, the pawns last, and stops at the first legal move it finds.
     *
     * @return {@code !legalMoves().isEmpty()}
     */
    public boolean hasLegalMove() {
        return MoveGenerator.hasLegalMove(this);
    }

    /**
     * Tells whether a move is legal here. Only the moves of the piece on the move's origin are
     * made, so a knight's move does not need the pawns' moves.
     *
     * @param move the move
     * @return {@code legalMoves().contains(move)}
     */
    public boolean isLegal(Move move) {
        return move != null && legalMovesFrom(move.from()).contains(move);
    }

    /**
     * Tells whether neither side has the pieces to give mate (rule CHESS-14): only kings, or
     * kings and one knight or bishop, or kings and bishops that all stand on squares of one
     * colour. It is a property of the position alone, whatever the moves that led to it.
     *
     * @return {@code true} for such a dead position
     */
    public boolean hasInsufficientMaterial() {
        int knights = 0;
        int lightBishops = 0;
        int darkBishops = 0;
        for (Map.Entry<Square, Piece> entry : pieces().entrySet()) {
            switch (entry.getValue().kind()) {
                case PAWN, ROOK, QUEEN -> {
                    return false;
                }
                case KNIGHT -> knights++;
                case BISHOP -> {
                    if (entry.getKey().isLight()) {
                        lightBishops++;
                    } else {
                        darkBishops++;
                    }
                }
                default -> {
                    // the kings
                }
            }
        }
        int minors = knights + lightBishops + darkBishops;
        return minors <= 1 || knights == 0 && (lightBishops == 0 || darkBishops == 0);
    }

    /**
     * Writes the position in Forsyth-Edwards Notation (rule CHESS-20).
     *
     * @return the FEN, six fields
     */
    public String fen() {
        return Fen.write(this);
    }

    /**
     * The part of the position that decides whether two positions are "the same" for the
     * repetition rules (FIDE 9.2.2): the pieces, the side to move, the castling rights and the
     * en-passant square, the last only when a capture en passant is actually legal.
     */
    String repetitionKey() {
        StringBuilder key = new StringBuilder(80);
        for (int index = 0; index < board.length; index++) {
            if (isOnBoard(index)) {
                Piece piece = board[index];
                key.append(piece == null ? '.' : piece.fenLetter());
            }
        }
        key.append(sideToMove.fenLetter()).append(castling);
        if (canCaptureEnPassant()) {
            // The board index, not the square's name: a key compares positions, and needs no
            // notation to do it.
            key.append('@').append(enPassant);
        }
        return key.toString();
    }

    /**
     * Whether the side to move has a legal capture en passant. Only a pawn of its own beside the
     * pawn that has just made a double step can have one, so only those pawns' moves are asked,
     * and only when there is an en-passant square: a position without one does not need the
     * pawns' moves.
     */
    private boolean canCaptureEnPassant() {
        if (enPassant == NO_SQUARE) {
            return false;
        }
        int passed = enPassant - sideToMove.forward() * UP; // where the pawn that passed stands
        for (int from = passed - 1; from <= passed + 1; from += 2) {
            if (isOnBoard(from) && board[from] == Piece.of(sideToMove, PieceKind.PAWN)
                    && MoveGenerator.legalMovesFrom(this, from).stream()
                            .anyMatch(move -> move.flag() == MoveFlag.EN_PASSANT)) {
                return true;
            }
        }
        return false;
    }

    // ---- playing ----

    /**
     * Plays a legal move.
     *
     * @param move the move
     * @throws NullPointerException if {@code move} is null
     * @throws IllegalArgumentException unless {@code isLegal(move)}; the position is then
     *     unchanged
     * @post the other side is to move, and {@link #undo()} restores this position:
     *     {@code sideToMove() == old(sideToMove()).opponent()}, and after {@code undo()},
     *     {@code fen().equals(old(fen()))}
     */
    public void play(Move move) {
        Objects.requireNonNull(move, "a move is needed");
        if (!isLegal(move)) {
            throw new IllegalArgumentException(move + " is not a legal move for "
                    + sideToMove.displayName() + " in " + fen());
        }
        Colour mover = sideToMove;
        make(move);
        assert sideToMove == mover.opponent() : "post: the other side is to move";
        assert invariantBroken().isEmpty() : invariantBroken();
    }

    /**
     * Takes back the last move played on this position.
     *
     * @throws IllegalStateException unless a move has been played on this position
     */
    public void undo() {
        if (undos.isEmpty()) {
            throw new IllegalStateException("no move to take back: none has been played here");
        }
        unmake();
        assert invariantBroken().isEmpty() : invariantBroken();
    }

    /**
     * Plays a move the generator made, with no check: the fast path of the generator and of
     * {@link Perft}. A pseudo-legal move may leave the mover's king attacked; the caller looks.
     */
    void make(Move move) {
        int from = index(move.from());
        int to = index(move.to());
        Piece moved = board[from];
        int victimSquare = move.flag() == MoveFlag.EN_PASSANT
                ? to - sideToMove.forward() * UP : to;
        Piece captured = board[victimSquare];
        undos.add(new Undo(move, moved, captured, castling, enPassant, halfmoveClock));

        board[victimSquare] = null;
        board[from] = null;
        board[to] = move.isPromotion() ? Piece.of(sideToMove, move.promotion()) : moved;
        if (move.flag() == MoveFlag.CASTLING) {
            moveCastlingRook(to, true);
        }
        if (moved.kind() == PieceKind.KING) {
            kingSquare[sideToMove.ordinal()] = to;
        }
        castling &= KEEP_RIGHTS[from] & KEEP_RIGHTS[to];
        enPassant = move.flag() == MoveFlag.DOUBLE_STEP ? (from + to) / 2 : NO_SQUARE;
        halfmoveClock = moved.kind() == PieceKind.PAWN || captured != null
                ? 0 : halfmoveClock + 1;
        if (sideToMove == Colour.BLACK) {
            fullmoveNumber++;
        }
        sideToMove = sideToMove.opponent();
    }

    /** Takes back the last {@link #make}. */
    void unmake() {
        Undo undo = undos.remove(undos.size() - 1);
        sideToMove = sideToMove.opponent();
        if (sideToMove == Colour.BLACK) {
            fullmoveNumber--;
        }
        Move move = undo.move();
        int from = index(move.from());
        int to = index(move.to());
        board[from] = undo.moved();
        board[to] = null;
        int victimSquare = move.flag() == MoveFlag.EN_PASSANT
                ? to - sideToMove.forward() * UP : to;
        board[victimSquare] = undo.captured();
        if (move.flag() == MoveFlag.CASTLING) {
            moveCastlingRook(to, false);
        }
        if (undo.moved().kind() == PieceKind.KING) {
            kingSquare[sideToMove.ordinal()] = from;
        }
        castling = undo.castling();
        enPassant = undo.enPassant();
        halfmoveClock = undo.halfmoveClock();
    }

    /** Moves the rook of a castling whose king lands on {@code kingTo}, or moves it back. */
    private void moveCastlingRook(int kingTo, boolean forward) {
        boolean kingside = (kingTo & 7) == 6;
        int rookHome = kingside ? kingTo + 1 : kingTo - 2;
        int rookCastled = kingside ? kingTo - 1 : kingTo + 1;
        if (forward) {
            board[rookCastled] = board[rookHome];
            board[rookHome] = null;
        } else {
            board[rookHome] = board[rookCastled];
            board[rookCastled] = null;
        }
    }

    // ---- the board, for the generator ----

    /** The piece on a 0x88 index, or {@code null}. */
    Piece at(int index) {
        return board[index];
    }

    /** The 0x88 index of the en-passant square, or {@link #NO_SQUARE}. */
    int enPassantIndex() {
        return enPassant;
    }

    /** Whether a castling right is still held, by its bit in {@link CastlingRights}. */
    boolean hasRight(int bit) {
        return (castling & bit) != 0;
    }

    /** The 0x88 index of a side's king. */
    int kingIndex(Colour colour) {
        return kingSquare[colour.ordinal()];
    }

    /**
     * Whether a 0x88 index is attacked by a side: looks outward from the square for each kind
     * of attacker, which is quicker than generating the attacker's moves.
     */
    boolean attacked(int target, Colour by) {
        for (int from = 0; from < 128; from++) {
            if (isOnBoard(from) && board[from] != null && board[from].colour() == by
                    && reaches(from, target)) {
                return true;
            }
        }
        return false;
    }

    /** Whether the piece on {@code from} could capture on {@code target}. */
    private boolean reaches(int from, int target) {
        Piece piece = board[from];
        int files = (target & 7) - (from & 7);
        int ranks = (target >> 4) - (from >> 4);
        switch (piece.kind()) {
            case PAWN:
                return ranks == piece.colour().forward() && Math.abs(files) == 1;
            case KNIGHT:
                return Math.abs(files * ranks) == 2;
            case KING:
                return Math.max(Math.abs(files), Math.abs(ranks)) == 1;
            default:
                break;
        }
        boolean straight = files == 0 || ranks == 0;
        boolean diagonal = Math.abs(files) == Math.abs(ranks);
        boolean fits = piece.kind() == PieceKind.QUEEN ? straight || diagonal
                : piece.kind() == PieceKind.ROOK ? straight : diagonal;
        if (!fits || from == target) {
            return false;
        }
        int step = Integer.signum(ranks) * UP + Integer.signum(files);
        for (int between = from + step; between != target; between += step) {
            if (board[between] != null) {
                return false;
            }
        }
        return true;
    }

    /** Whether a 0x88 index is one of the 64 squares. */
    static boolean isOnBoard(int index) {
        return (index & 0x88) == 0;
    }

    /** The 0x88 index of a square. */
    static int index(Square square) {
        return index(square.file(), square.rank());
    }

    private static int index(int file, int rank) {
        return rank * UP + file;
    }

    /** The square of a 0x88 index that is on the board. */
    static Square square(int index) {
        return Square.of(index & 7, index >> 4);
    }

    // ---- the contract ----

    /** Throws IllegalArgumentException naming the first broken part of the invariant. */
    private void requireLegal() {
        for (Colour colour : Colour.values()) {
            List<Integer> kings = new ArrayList<>();
            for (int index = 0; index < board.length; index++) {
                if (isOnBoard(index) && board[index] == Piece.of(colour, PieceKind.KING)) {
                    kings.add(index);
                }
            }
            if (kings.size() != 1) {
                throw new IllegalArgumentException("each side has exactly one king, but "
                        + colour.displayName() + " has " + kings.size());
            }
            kingSquare[colour.ordinal()] = kings.get(0);
        }
        for (int file = 0; file < Square.SIZE; file++) {
            for (int rank : new int[] {0, 7}) {
                Piece piece = board[index(file, rank)];
                if (piece != null && piece.kind() == PieceKind.PAWN) {
                    throw new IllegalArgumentException("no pawn may stand on rank 1 or 8, but "
                            + "there is one on " + Square.of(file, rank));
                }
            }
        }
        if (attacked(kingSquare[sideToMove.opponent().ordinal()], sideToMove)) {
            throw new IllegalArgumentException("the side not to move cannot be in check, but "
                    + sideToMove.opponent().displayName() + "'s king on "
                    + square(kingSquare[sideToMove.opponent().ordinal()])
                    + " is attacked and " + sideToMove.displayName() + " is to move");
        }
        String wrongRight = wrongCastlingRight();
        if (wrongRight != null) {
            throw new IllegalArgumentException(wrongRight);
        }
        if (enPassant != NO_SQUARE && !enPassantAgrees()) {
            throw new IllegalArgumentException("an en-passant square is the empty square a pawn"
                    + " of the side that just moved passed over (rank 3 for White, 6 for Black),"
                    + " but " + square(enPassant) + " is not one");
        }
        if (halfmoveClock < 0 || fullmoveNumber < 1) {
            throw new IllegalArgumentException("the halfmove clock is 0 or more and the fullmove"
                    + " number 1 or more, but they are " + halfmoveClock + " and "
                    + fullmoveNumber);
        }
    }

    /** A message about the first castling right whose king or rook is not at home, or null. */
    private String wrongCastlingRight() {
        for (Colour colour : Colour.values()) {
            for (boolean kingside : new boolean[] {true, false}) {
                if (!castlingRights().allows(colour, kingside)) {
                    continue;
                }
                int rank = colour.backRank();
                boolean kingHome = board[index(4, rank)] == Piece.of(colour, PieceKind.KING);
                boolean rookHome = board[index(kingside ? 7 : 0, rank)]
                        == Piece.of(colour, PieceKind.ROOK);
                if (!kingHome || !rookHome) {
                    return "a castling right needs the king and that rook on their starting"
                            + " squares, but " + colour.displayName() + " has the right to castle"
                            + (kingside ? " kingside" : " queenside") + " without them";
                }
            }
        }
        return null;
    }

    private boolean enPassantAgrees() {
        Colour justMoved = sideToMove.opponent();
        int passedRank = justMoved == Colour.WHITE ? 2 : 5;
        int pawnSquare = enPassant + justMoved.forward() * UP;
        return isOnBoard(enPassant) && (enPassant >> 4) == passedRank
                && board[enPassant] == null
                && board[pawnSquare] == Piece.of(justMoved, PieceKind.PAWN);
    }

    /**
     * The class invariant, clause by clause: the first clause that does not hold, labelled
     * {@code invariant:} and saying what the board holds, or an empty string when every clause
     * holds. A clause that checks the work of one method ends by naming it, {@code (see
     * Position.make)}, so that the feedback can point there rather than at the {@code assert}.
     */
    private String invariantBroken() {
        for (Colour colour : Colour.values()) {
            int kings = 0;
            for (int index = 0; index < board.length; index++) {
                if (isOnBoard(index) && board[index] == Piece.of(colour, PieceKind.KING)) {
                    kings++;
                }
            }
            if (kings != 1) {
                return "invariant: each side has exactly one king, but " + colour.displayName()
                        + " has " + kings + " in " + fen() + " (see Position.make)";
            }
            int stored = kingSquare[colour.ordinal()];
            if (board[stored] != Piece.of(colour, PieceKind.KING)) {
                return "invariant: the stored king squares say where the kings are: "
                        + colour.displayName() + "'s king is stored on " + square(stored)
                        + ", but it is not there in " + fen() + " (see Position.make)";
            }
        }
        for (int file = 0; file < Square.SIZE; file++) {
            for (int rank : new int[] {0, 7}) {
                Piece piece = board[index(file, rank)];
                if (piece != null && piece.kind() == PieceKind.PAWN) {
                    return "invariant: a pawn that reaches the last rank is promoted, so no pawn"
                            + " stands on rank 1 or 8, but there is one on " + Square.of(file, rank)
                            + " in " + fen() + " (see Position.make)";
                }
            }
        }
        int exposed = kingSquare[sideToMove.opponent().ordinal()];
        if (attacked(exposed, sideToMove)) {
            return "invariant: no move leaves its own king in check, but "
                    + sideToMove.opponent().displayName() + "'s king on " + square(exposed)
                    + " is attacked and " + sideToMove.displayName() + " is to move in " + fen()
                    + " (see Position.isLegal)";
        }
        String wrongRight = wrongCastlingRight();
        if (wrongRight != null) {
            return "invariant: " + wrongRight + " in " + fen() + " (see Position.make)";
        }
        if (enPassant != NO_SQUARE && !enPassantAgrees()) {
            return "invariant: an en-passant square is the empty square a pawn of the side that"
                    + " just moved passed over (rank 3 for White, 6 for Black), but "
                    + square(enPassant) + " is not one in " + fen() + " (see Position.make)";
        }
        if (halfmoveClock < 0 || fullmoveNumber < 1) {
            return "invariant: the halfmove clock is 0 or more and the fullmove number 1 or"
                    + " more, but they are " + halfmoveClock + " and " + fullmoveNumber
                    + " (see Position.make)";
        }
        return "";
    }

    /**
     * Tells whether another position has the same pieces, side to move, rights, en-passant
     * square and clocks; the moves that led to them do not matter.
     *
     * @param other the object to compare with
     * @return {@code true} when both write the same FEN
     */
    @Override
    public boolean equals(Object other) {
        return other instanceof Position position && fen().equals(position.fen());
    }

    /**
     * Returns a hash code that agrees with {@link #equals}.
     *
     * @return the hash of the FEN
     */
    @Override
    public int hashCode() {
        return fen().hashCode();
    }

    /**
     * Returns the position as FEN.
     *
     * @return {@link #fen()}
     */
    @Override
    public String toString() {
        return fen();
    }
}
