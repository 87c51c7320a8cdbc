package tabuleiro.features.chess;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import tabuleiro.chess.Colour;
import tabuleiro.chess.Move;
import tabuleiro.chess.Piece;
import tabuleiro.chess.PieceKind;
import tabuleiro.chess.Square;

/**
 * Whether each move an engine lists has the shape its piece's rule gives it, read from the
 * engine's own board alone, one key a rule: the probe's shape properties, so that a random game
 * names the rule of the piece whose moves are wrong (a rook that passes over a piece, CHESS-04)
 * at the first position where the engine lists such a move, before the notations it spoils; and
 * the written examples' sentence that a failed example waits on that rule ({@code ShapeWaits}).
 *
 * <p>A shape is necessary, not sufficient: a move of the right shape may still be illegal (it
 * leaves its king attacked, CHESS-10; a castling through check, CHESS-08), which the reference's
 * legal moves tell and the shapes do not. So every key holds on a right engine, whatever the
 * position, and a broken one names a move no rule allows.
 */
public final class MoveShapes {

    /** The keys, each with its rule, in the observation's order. */
    public static final Map<String, String> RULES = rules();

    /** The answer of a key that holds. */
    public static final String AGREES = "agrees";

    private static final int LAST_RANK = Square.SIZE - 1;
    private static final int KING_FILE = 4;

    private MoveShapes() {
    }

    /**
     * A listed move whose shape no rule allows.
     *
     * @param key the shape's key, such as {@code slidershape}
     * @param move the move
     * @param over for a slider that passes over a piece, that piece's square
     * @param why why, in a few words of English ({@code passes over e2})
     */
    public record Broken(String key, Move move, Optional<Square> over, String why) {

        /**
         * The rule the move breaks.
         *
         * @return its ID, such as {@code CHESS-04}
         */
        public String rule() {
            return RULES.get(key);
        }
    }

    private static Map<String, String> rules() {
        Map<String, String> rules = new LinkedHashMap<>();
        rules.put("kingshape", "CHESS-03");
        rules.put("slidershape", "CHESS-04");
        rules.put("knightshape", "CHESS-05");
        rules.put("pawnshape", "CHESS-06");
        rules.put("promotionshape", "CHESS-09");
        rules.put("owncapture", "CHESS-10");
        return Collections.unmodifiableMap(rules);
    }

    /**
     * Each key's answer for a list of moves: {@code agrees}, or the first move that breaks the
     * key's rule and why ({@code a8a6: passes over a7}).
     *
     * @param pieces the engine's board
     * @param side the side to move
     * @param enPassant the engine's en-passant square, if any
     * @param moves the moves the engine lists
     * @return by key, in {@link #RULES}' order
     */
    public static Map<String, String> answers(Map<Square, Piece> pieces, Colour side,
            Optional<Square> enPassant, List<Move> moves) {
        Map<String, String> answers = new LinkedHashMap<>();
        RULES.keySet().forEach(key -> answers.put(key, AGREES));
        for (Broken broken : broken(pieces, side, enPassant, moves)) {
            answers.put(broken.key(), broken.move().uci() + ": " + broken.why());
        }
        return answers;
    }

    /**
     * The first listed move that breaks each key's rule, in the order the moves are listed.
     *
     * @param pieces the engine's board
     * @param side the side to move
     * @param enPassant the engine's en-passant square, if any
     * @param moves the moves the engine lists
     * @return at most one a key; empty when every move has its shape
     */
    public static List<Broken> broken(Map<Square, Piece> pieces, Colour side,
            Optional<Square> enPassant, List<Move> moves) {
        // Asked at every position of every game: the board as an array, read by index.
        Piece[] board = new Piece[Square.SIZE * Square.SIZE];
        pieces.forEach((square, piece) -> board[index(square)] = piece);
        List<Broken> found = new ArrayList<>();
        for (Move move : moves) {
            Optional<Broken> broken = broken(board, side, enPassant, move);
            if (broken.isPresent() && found.stream()
                    .noneMatch(earlier -> earlier.key().equals(broken.get().key()))) {
                found.add(broken.get());
            }
        }
        return found;
    }

    /** The key a move breaks and why, or nothing when its shape is the rule's. */
    private static Optional<Broken> broken(Piece[] board, Colour side,
            Optional<Square> enPassant, Move move) {
        Piece mover = board[index(move.from())];
        if (mover == null || mover.colour() != side) {
            // Which piece's rule it breaks cannot be told: the legal moves' comparison says it.
            return Optional.empty();
        }
        boolean promotes = mover.kind() == PieceKind.PAWN
                && move.to().rank() == (side == Colour.WHITE ? LAST_RANK : 0);
        if (move.isPromotion() != promotes || move.isPromotion()
                && (move.promotion() == PieceKind.KING || move.promotion() == PieceKind.PAWN)) {
            return Optional.of(new Broken("promotionshape", move, Optional.empty(), promotes
                    ? "a pawn reaches the last rank without becoming a queen, rook, bishop or"
                    + " knight" : "promotes where no pawn reaches the last rank"));
        }
        int files = move.to().file() - move.from().file();
        int ranks = move.to().rank() - move.from().rank();
        // The piece's shape first: a pawn's step onto a piece of its own side is no pawn's
        // move (CHESS-06), a knight's L onto one is a capture of one's own piece (CHESS-10).
        Optional<Broken> shape = switch (mover.kind()) {
            case KING -> Math.max(Math.abs(files), Math.abs(ranks)) == 1
                    || castlingShape(move, side, files, ranks) ? Optional.empty()
                    : Optional.of(new Broken("kingshape", move, Optional.empty(),
                            "a king moves one square"));
            case KNIGHT -> Math.abs(files * ranks) == 2 ? Optional.empty()
                    : Optional.of(new Broken("knightshape", move, Optional.empty(),
                            "a knight moves in an L"));
            case PAWN -> pawnShape(board, side, enPassant, move, files, ranks) ? Optional.empty()
                    : Optional.of(new Broken("pawnshape", move, Optional.empty(),
                            "no pawn's move or capture"));
            default -> sliderShape(board, mover.kind(), move, files, ranks);
        };
        Piece target = board[index(move.to())];
        if (shape.isEmpty() && target != null && target.colour() == side) {
            return Optional.of(new Broken("owncapture", move, Optional.empty(),
                    "takes its own side's piece on " + Coordinates.name(move.to())));
        }
        return shape;
    }

    /** The king's two squares sideways on its home rank from its own file: castling's shape. */
    private static boolean castlingShape(Move move, Colour side, int files, int ranks) {
        int home = side == Colour.WHITE ? 0 : LAST_RANK;
        return ranks == 0 && Math.abs(files) == 2 && move.from().rank() == home
                && move.from().file() == KING_FILE;
    }

    private static boolean pawnShape(Piece[] board, Colour side,
            Optional<Square> enPassant, Move move, int files, int ranks) {
        int forward = side == Colour.WHITE ? 1 : -1;
        int start = side == Colour.WHITE ? 1 : Square.SIZE - 2;
        Piece target = board[index(move.to())];
        if (files == 0) {
            boolean step = ranks == forward && target == null;
            boolean twoSteps = ranks == 2 * forward && move.from().rank() == start
                    && target == null && board[index(move.from().file(),
                            move.from().rank() + forward)] == null;
            return step || twoSteps;
        }
        return Math.abs(files) == 1 && ranks == forward && (target != null
                || enPassant.filter(move.to()::equals).isPresent());
    }

    private static Optional<Broken> sliderShape(Piece[] board, PieceKind kind,
            Move move, int files, int ranks) {
        boolean straight = files == 0 || ranks == 0;
        boolean diagonal = Math.abs(files) == Math.abs(ranks);
        boolean lines = kind == PieceKind.ROOK ? straight : kind == PieceKind.BISHOP ? diagonal
                : straight || diagonal;
        if (!lines) {
            String along = kind == PieceKind.ROOK ? "a rank or file"
                    : kind == PieceKind.BISHOP ? "a diagonal" : "a rank, file or diagonal";
            return Optional.of(new Broken("slidershape", move, Optional.empty(), "a "
                    + kind.name().toLowerCase(Locale.ROOT) + " moves along " + along));
        }
        int fileStep = Integer.signum(files);
        int rankStep = Integer.signum(ranks);
        int file = move.from().file() + fileStep;
        int rank = move.from().rank() + rankStep;
        while (file != move.to().file() || rank != move.to().rank()) {
            if (board[index(file, rank)] != null) {
                Square between = Square.of(file, rank);
                return Optional.of(new Broken("slidershape", move, Optional.of(between),
                        "passes over " + Coordinates.name(between)));
            }
            file += fileStep;
            rank += rankStep;
        }
        return Optional.empty();
    }

    private static int index(Square square) {
        return index(square.file(), square.rank());
    }

    private static int index(int file, int rank) {
        return rank * Square.SIZE + file;
    }
}
