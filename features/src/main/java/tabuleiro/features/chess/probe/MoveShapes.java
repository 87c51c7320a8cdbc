package tabuleiro.features.chess.probe;

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
import tabuleiro.features.chess.Coordinates;

/**
 * Whether each move an engine lists has the shape its piece's rule gives it, read from the
 * engine's own board alone: the probe's shape properties, one a rule, so that a random game
 * names the rule of the piece whose moves are wrong (a rook that passes over a piece, CHESS-04)
 * at the first position where the engine lists such a move, before the notations it spoils.
 *
 * <p>A shape is necessary, not sufficient: a move of the right shape may still be illegal (it
 * leaves its king attacked, CHESS-10; a castling through check, CHESS-08), which the reference's
 * legal moves tell and the shapes do not. So every key holds on a right engine, whatever the
 * position, and a broken one names a move no rule allows.
 */
final class MoveShapes {

    /** The keys, each with its rule, in the observation's order. */
    static final Map<String, String> RULES = rules();

    /** The answer of a key that holds. */
    static final String AGREES = "agrees";

    private static final int LAST_RANK = Square.SIZE - 1;
    private static final int KING_FILE = 4;

    private MoveShapes() {
    }

    /** The key a move breaks, and why in a few words. */
    private record Broken(String key, String why) {
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
     * key's rule and why.
     *
     * @param pieces the engine's board
     * @param side the side to move
     * @param enPassant the engine's en-passant square, if any
     * @param moves the moves the engine lists
     * @return by key, in {@link #RULES}' order
     */
    static Map<String, String> of(Map<Square, Piece> pieces, Colour side,
            Optional<Square> enPassant, List<Move> moves) {
        Map<String, String> answers = new LinkedHashMap<>();
        RULES.keySet().forEach(key -> answers.put(key, AGREES));
        // Asked at every position of every game: the board as an array, read by index.
        Piece[] board = new Piece[Square.SIZE * Square.SIZE];
        pieces.forEach((square, piece) -> board[index(square)] = piece);
        for (Move move : moves) {
            Optional<Broken> broken = broken(board, side, enPassant, move);
            if (broken.isPresent() && answers.get(broken.get().key()).equals(AGREES)) {
                answers.put(broken.get().key(), move.uci() + ": " + broken.get().why());
            }
        }
        return answers;
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
            return Optional.of(new Broken("promotionshape", promotes
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
                    : Optional.of(new Broken("kingshape", "a king moves one square"));
            case KNIGHT -> Math.abs(files * ranks) == 2 ? Optional.empty()
                    : Optional.of(new Broken("knightshape", "a knight moves in an L"));
            case PAWN -> pawnShape(board, side, enPassant, move, files, ranks) ? Optional.empty()
                    : Optional.of(new Broken("pawnshape", "no pawn's move or capture"));
            default -> sliderShape(board, mover.kind(), move, files, ranks);
        };
        Piece target = board[index(move.to())];
        if (shape.isEmpty() && target != null && target.colour() == side) {
            return Optional.of(new Broken("owncapture", "takes its own side's piece on "
                    + Coordinates.name(move.to())));
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
            return Optional.of(new Broken("slidershape", "a "
                    + kind.name().toLowerCase(Locale.ROOT) + " moves along " + along));
        }
        int fileStep = Integer.signum(files);
        int rankStep = Integer.signum(ranks);
        int file = move.from().file() + fileStep;
        int rank = move.from().rank() + rankStep;
        while (file != move.to().file() || rank != move.to().rank()) {
            if (board[index(file, rank)] != null) {
                return Optional.of(new Broken("slidershape", "passes over "
                        + Coordinates.name(Square.of(file, rank))));
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
