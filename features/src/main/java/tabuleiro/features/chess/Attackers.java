package tabuleiro.features.chess;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import tabuleiro.chess.Colour;
import tabuleiro.chess.Piece;
import tabuleiro.chess.PieceKind;
import tabuleiro.chess.Square;

/**
 * The pieces that attack a square, read from a board alone as rule CHESS-11 says it: a piece
 * attacks a square when it could capture there. The rule book's own reading, which never asks
 * the engine nor the reference: the written examples compare the engine's answers with it
 * ({@link AttackWaits}), and the probe's random games check with it that the engine's check is
 * the one its own board makes.
 */
public final class Attackers {

    /** A rook's lines, the rule book's: the moves' reading ({@link MissingWaits}) shares them. */
    static final int[][] STRAIGHT = {{1, 0}, {-1, 0}, {0, 1}, {0, -1}};
    /** A bishop's lines, the rule book's. */
    static final int[][] DIAGONAL = {{1, 1}, {1, -1}, {-1, 1}, {-1, -1}};
    /** A knight's jumps, the rule book's. */
    static final int[][] KNIGHT = {{1, 2}, {2, 1}, {2, -1}, {1, -2}, {-1, -2}, {-2, -1},
        {-2, 1}, {-1, 2}};

    private Attackers() {
    }

    /**
     * The squares of the pieces of a side that could capture on a square, read from the board
     * alone: a pawn diagonally behind it, a knight or a king a step of its own away, a rook,
     * bishop or queen along an open line.
     *
     * @param pieces the board
     * @param target the square
     * @param by the attacking side
     * @return the attackers' squares, empty when none
     */
    public static List<Square> of(Map<Square, Piece> pieces, Square target, Colour by) {
        List<Square> found = new ArrayList<>();
        int behind = by == Colour.WHITE ? -1 : 1;
        for (int side : new int[] {-1, 1}) {
            holding(pieces, target, side, behind, by, PieceKind.PAWN).ifPresent(found::add);
        }
        for (int[] step : KNIGHT) {
            holding(pieces, target, step[0], step[1], by, PieceKind.KNIGHT).ifPresent(found::add);
        }
        for (int[] step : STRAIGHT) {
            holding(pieces, target, step[0], step[1], by, PieceKind.KING).ifPresent(found::add);
            along(pieces, target, step, by, PieceKind.ROOK).ifPresent(found::add);
        }
        for (int[] step : DIAGONAL) {
            holding(pieces, target, step[0], step[1], by, PieceKind.KING).ifPresent(found::add);
            along(pieces, target, step, by, PieceKind.BISHOP).ifPresent(found::add);
        }
        return found;
    }

    /** The square a step away when it holds that piece of that side. */
    private static Optional<Square> holding(Map<Square, Piece> pieces, Square from, int files,
            int ranks, Colour by, PieceKind kind) {
        int file = from.file() + files;
        int rank = from.rank() + ranks;
        if (file < 0 || file >= Square.SIZE || rank < 0 || rank >= Square.SIZE) {
            return Optional.empty();
        }
        Square square = Square.of(file, rank);
        return Piece.of(by, kind).equals(pieces.get(square)) ? Optional.of(square)
                : Optional.empty();
    }

    /** The first piece along a line, when it is that slider or a queen of that side. */
    private static Optional<Square> along(Map<Square, Piece> pieces, Square from, int[] step,
            Colour by, PieceKind slider) {
        int file = from.file() + step[0];
        int rank = from.rank() + step[1];
        while (file >= 0 && file < Square.SIZE && rank >= 0 && rank < Square.SIZE) {
            Square square = Square.of(file, rank);
            Piece piece = pieces.get(square);
            if (piece != null) {
                boolean attacks = piece.colour() == by
                        && (piece.kind() == slider || piece.kind() == PieceKind.QUEEN);
                return attacks ? Optional.of(square) : Optional.empty();
            }
            file += step[0];
            rank += step[1];
        }
        return Optional.empty();
    }
}
