package tabuleiro.checkers;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashSet;
import java.util.List;
import java.util.Objects;
import java.util.Set;

/**
 * The rules of movement: which moves a side may play on a board under a variant, and what a move
 * does to the board. The rules are functions of the board alone; whose turn it is and how the
 * game ends are the {@link Game}'s business.
 *
 * <p>While a move is worked out, the moving piece has left its start square (a flying king may
 * pass over it or land on it again) and the pieces it has captured stay on the board until the
 * move ends (rule CHECKERS-10): they can be neither jumped again nor landed on.
 */
public final class Rules {

    private static final int[] DIRECTIONS = {-1, 1};

    private Rules() {
    }

    /**
     * Lists the legal moves of a side, each distinct move once (rules CHECKERS-04 to CHECKERS-10,
     * CHECKERS-13 to CHECKERS-15, CHECKERS-18 to CHECKERS-20). Two capture sequences with the same
     * start, end and set of captured pieces are one move ({@link Move#sameEffectAs(Move)}); the
     * first one found stands for both.
     *
     * <p>Under the classic rules, when a capture is possible only captures are legal, and of those
     * only the ones that capture the most pieces and, among those, the most kings. Under the
     * simplified rules every simple move and every capture is legal, including a capture stopped
     * before its chain of jumps ends.
     *
     * @param board the board; it is left as it was
     * @param side the side to move
     * @param variant the rules
     * @return the legal moves, ordered by start square; empty when the side cannot move
     * @post no two moves of the list have the same effect:
     *     {@code distinct(result).size() == result.size()}, where {@code distinct} keeps the first
     *     of the moves with one effect; under the classic rules, either no move captures or every
     *     move captures the same, largest, number of pieces
     */
    public static List<Move> legalMoves(Board board, Colour side, Variant variant) {
        Objects.requireNonNull(board, "a board is needed");
        Objects.requireNonNull(side, "a side to move is needed");
        Objects.requireNonNull(variant, "a variant is needed");
        List<Move> captures = distinct(captureSequences(board, side, variant));
        List<Move> moves;
        if (variant.captureCompulsory() && !captures.isEmpty()) {
            moves = mostValuable(board, captures);
        } else {
            moves = new ArrayList<>(captures);
            for (Square square : board.squaresOf(side)) {
                moves.addAll(simpleMoves(board, square, variant));
            }
            moves.sort(Comparator.comparingInt(move -> move.from().number()));
        }
        assert distinct(moves).size() == moves.size() : "post: each distinct move once";
        return List.copyOf(moves);
    }

    /**
     * Lists every capture sequence of a side jump by jump, before equal moves are merged and
     * before the majority rule is applied: what a received or typed route is checked against.
     * Under the simplified rules every sequence stopped part way is listed too (rule CHECKERS-23).
     *
     * @param board the board; it is left as it was
     * @param side the side to move
     * @param variant the rules
     * @return the capture sequences, possibly several with the same effect
     */
    public static List<Move> captureSequences(Board board, Colour side, Variant variant) {
        List<Move> found = new ArrayList<>();
        for (Square start : board.squaresOf(side)) {
            Piece piece = board.pieceAt(start).orElseThrow();
            board.clear(start);
            try {
                extend(board, side, variant, null, start, piece.king(), found);
            } finally {
                board.put(start, piece);
            }
        }
        return found;
    }

    /**
     * Plays a move on a board: the piece leaves its start square, the captured pieces are taken
     * off, and the piece lands on its last square, promoted if it was a man that reached its
     * promotion row on the way (rules CHECKERS-07, CHECKERS-10, CHECKERS-20).
     *
     * @param board the board, changed
     * @param move the move; its legality is the caller's business
     * @throws IllegalArgumentException unless the move's start square holds a piece
     * @post the start and captured squares are empty, unless the piece ended where it started,
     *     and the piece, possibly promoted, is on {@code move.to()}:
     *     {@code move.captured().stream().allMatch(board::isEmpty)
     *     && board.pieceAt(move.to()).isPresent()}
     */
    public static void apply(Board board, Move move) {
        Piece piece = board.pieceAt(move.from()).orElseThrow(() -> new IllegalArgumentException(
                "square " + move.from() + " is empty: a move starts on a square with a piece"));
        board.clear(move.from());
        for (Square square : move.captured()) {
            board.clear(square);
        }
        // Only a move that reaches the first or the last row can promote, so only such a move
        // is asked whether it does.
        boolean promoted = reachesAnEdgeRow(move) && promotes(piece, move);
        board.put(move.to(), promoted ? piece.promoted() : piece);
        assert move.captured().stream().allMatch(board::isEmpty) : "post: captures taken off";
    }

    /** Whether a move's path, after its start, touches the first or the last row. */
    private static boolean reachesAnEdgeRow(Move move) {
        return move.path().stream().skip(1)
                .anyMatch(square -> square.row() == 1 || square.row() == Square.SIZE);
    }

    /**
     * Tells whether a move promotes its piece: a man whose path reaches its promotion row
     * (rule CHECKERS-07).
     *
     * @param piece the piece that moves
     * @param move the move
     * @return {@code true} when the man becomes a king
     */
    public static boolean promotes(Piece piece, Move move) {
        return !piece.king() && move.path().stream().skip(1)
                .anyMatch(square -> square.row() == piece.colour().promotionRow());
    }

    /**
     * Lists the simple moves of the piece on a square: a man one step diagonally forward, a king
     * one step any way (simplified) or any distance along an empty diagonal (classic), always onto
     * empty squares (rules CHECKERS-04, CHECKERS-13, CHECKERS-19).
     *
     * @param board the board
     * @param from the square of the piece
     * @param variant the rules
     * @return the simple moves of that piece
     * @throws IllegalArgumentException unless {@code from} holds a piece
     */
    public static List<Move> simpleMoves(Board board, Square from, Variant variant) {
        Piece piece = board.pieceAt(from).orElseThrow(() -> new IllegalArgumentException(
                "square " + from + " is empty: only a piece can move"));
        List<Move> moves = new ArrayList<>();
        if (piece.king()) {
            for (int rowStep : DIRECTIONS) {
                for (int columnStep : DIRECTIONS) {
                    int reach = variant.flyingKings() ? Square.SIZE : 1;
                    for (int steps = 1; steps <= reach; steps++) {
                        Square to = from.step(rowStep, columnStep, steps);
                        if (to == null || !board.isEmpty(to)) {
                            break;
                        }
                        moves.add(Move.simple(from, to));
                    }
                }
            }
        } else {
            moves.addAll(menSteps(board, from, piece.colour()));
        }
        return moves;
    }

    /** The one-step forward moves of a man onto empty squares (rule CHECKERS-04). */
    private static List<Move> menSteps(Board board, Square from, Colour colour) {
        List<Move> moves = new ArrayList<>();
        int row = from.row() + colour.forward();
        for (int column = from.column() - 1; column <= from.column() + 1; column += 2) {
            if (Square.isOnBoard(row, column) && board.isEmpty(Square.at(row, column))) {
                moves.add(Move.simple(from, Square.at(row, column)));
            }
        }
        return moves;
    }

    /** One jump: the square of the piece jumped and the square landed on. */
    private record Jump(Square over, Square landing) {
    }

    /**
     * Extends a capture sequence by every possible jump from its last square, adding each finished
     * sequence (and, where capture is optional, each unfinished one) to {@code found}.
     *
     * @param soFar the sequence so far, or {@code null} before the first jump
     * @param at the square the piece stands on
     * @param king whether the piece moves as a king (it may have been promoted on the way)
     */
    private static void extend(Board board, Colour side, Variant variant, Move soFar,
            Square at, boolean king, List<Move> found) {
        List<Square> captured = soFar == null ? List.of() : soFar.captured();
        List<Jump> jumps = jumps(board, side, variant, at, king, captured);
        if (soFar != null && (jumps.isEmpty() || !variant.captureCompulsory())) {
            found.add(soFar);
        }
        for (Jump jump : jumps) {
            Move next = soFar == null
                    ? new Move(List.of(at, jump.landing()), List.of(jump.over()))
                    : soFar.then(jump.over(), jump.landing());
            boolean reachesFarRow = !king && jump.landing().row() == side.promotionRow();
            boolean crowned = king || reachesFarRow;
            if (reachesFarRow && !variant.promotionInCapture()) {
                found.add(next); // classic: the man stops on the far row (CHECKERS-16)
            } else if (jumps(board, side, variant, next.to(), crowned, next.captured()).isEmpty()) {
                found.add(next); // no jump follows: the capture ends here
            } else {
                continueCapture(board, side, variant, next, crowned, found);
            }
        }
    }

    /**
     * Goes on from the landing square of a jump that can be followed by another: every further
     * jump, and under the simplified rules the sequence as it stands too (rule CHECKERS-06).
     */
    private static void continueCapture(Board board, Colour side, Variant variant, Move next,
            boolean king, List<Move> found) {
        extend(board, side, variant, next, next.to(), king, found);
    }

    /**
     * The single jumps of a piece from a square over an opposing piece not yet captured onto an
     * empty square beyond (rules CHECKERS-05, CHECKERS-08, CHECKERS-09, CHECKERS-13,
     * CHECKERS-19).
     */
    private static List<Jump> jumps(Board board, Colour side, Variant variant, Square at,
            boolean king, List<Square> captured) {
        boolean flying = king && variant.flyingKings();
        if (!flying && !besideAnOpponent(board, side, at, captured)) {
            // Only a flying king jumps a piece that is not next to it: checked outside exercise
            // 3, so that the moves of a position without a capture in sight do not need it.
            return List.of();
        }
        List<Jump> jumps = new ArrayList<>();
        // Directions in the other order (right before left, backwards before forwards), so
        // that the moves come out in another order than the reference's.
        int[][] directions = {{1, 1}, {1, -1}, {-1, 1}, {-1, -1}};
        int reach = king && variant.flyingKings() ? Square.SIZE : 1;
        for (int[] direction : directions) {
            if (!king && direction[0] != side.forward()) {
                continue;
            }
            int distance = 1;
            Square over = at.step(direction[0], direction[1], distance);
            while (over != null && board.isEmpty(over) && distance < reach) {
                distance++;
                over = at.step(direction[0], direction[1], distance);
            }
            boolean opposing = over != null && !captured.contains(over)
                    && board.pieceAt(over).map(piece -> piece.colour() != side).orElse(false);
            for (int beyond = 1; opposing && beyond <= reach; beyond++) {
                Square landing = over.step(direction[0], direction[1], beyond);
                if (landing == null || !board.isEmpty(landing)) {
                    break;
                }
                jumps.add(new Jump(over, landing));
            }
        }
        return jumps;
    }

    /** Whether an opposing piece not yet captured stands diagonally next to a square. */
    private static boolean besideAnOpponent(Board board, Colour side, Square at,
            List<Square> captured) {
        for (int rowStep : DIRECTIONS) {
            for (int columnStep : DIRECTIONS) {
                Square next = at.step(rowStep, columnStep, 1);
                if (next != null && !captured.contains(next) && board.pieceAt(next)
                        .filter(piece -> piece.colour() != side).isPresent()) {
                    return true;
                }
            }
        }
        return false;
    }

    /**
     * Keeps the first of each group of moves with the same effect (rule CHECKERS-10).
     */
    private static List<Move> distinct(List<Move> moves) {
        record Effect(Square from, Square to, Set<Square> captured) {
        }

        Set<Effect> seen = new HashSet<>();
        List<Move> distinct = new ArrayList<>();
        for (Move move : moves) {
            if (seen.add(new Effect(move.from(), move.to(), Set.copyOf(move.captured())))) {
                distinct.add(move);
            }
        }
        return distinct;
    }

    /**
     * The majority then quality rule (rule CHECKERS-15): of the captures, those that take the
     * most pieces and, of those, the most kings.
     */
    private static List<Move> mostValuable(Board board, List<Move> captures) {
        if (captures.stream().map(move -> Set.copyOf(move.captured())).distinct().count() == 1) {
            return captures; // all take the same pieces, so all are worth as much
        }
        int most = 0;
        int mostKings = 0;
        List<Move> best = new ArrayList<>();
        for (Move move : captures) {
            int count = move.captured().size();
            int kings = kingsCaptured(board, move);
            if (count > most || count == most && kings > mostKings) {
                most = count;
                mostKings = kings;
                best.clear();
            }
            if (count == most && kings == mostKings) {
                best.add(move);
            }
        }
        return best;
    }

    private static int kingsCaptured(Board board, Move move) {
        return (int) move.captured().stream()
                .filter(square -> board.pieceAt(square).map(Piece::king).orElse(false)).count();
    }
}
