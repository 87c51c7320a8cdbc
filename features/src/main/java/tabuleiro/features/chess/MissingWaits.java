package tabuleiro.features.chess;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Stream;
import tabuleiro.chess.Colour;
import tabuleiro.chess.Move;
import tabuleiro.chess.Piece;
import tabuleiro.chess.PieceKind;
import tabuleiro.chess.Position;
import tabuleiro.chess.Square;
import tabuleiro.features.contracts.ScenarioRules;

/**
 * The sentence a failed check adds when the engine leaves out of its legal moves a move that a
 * piece's own rule gives and that leaves the mover's king safe: a knight's jump (CHESS-05), a
 * king's step (CHESS-03), a rook's, bishop's or queen's slide (CHESS-04), a pawn's step or
 * capture (CHESS-06). Every example that plays such a move, in its set-up, a game read or the
 * text UI, is refused through that rule: a student whose knight lacks one of its jumps should read
 * that those examples wait on CHESS-05, not that the draws, the notations and the saved games are
 * wrong too.
 *
 * <p>It is the other half of {@link ShapeWaits}, which names a listed move no rule gives. Each
 * move is worked out from the engine's own board by the rule book's own offsets, those
 * {@link Attackers} reads attacks with (never the engine's, whose tables may be the bug), made
 * on a copy of the pieces, and kept only when {@link Attackers}, the rule book's reading, finds
 * the mover's king safe after it; never from
 * the reference, so a right engine, which lists every such move, never has it said. Castling, en
 * passant and promotion are left to their own rules' examples; a pawn's move to the last rank is
 * left out. Nothing is said in an example of the move's rule itself, whose failure shows it.
 */
final class MissingWaits {

    /** A king's steps and a queen's lines: the rook's and the bishop's together. */
    private static final int[][] ALL = Stream.of(Attackers.STRAIGHT, Attackers.DIAGONAL)
            .flatMap(Arrays::stream).toArray(int[][]::new);

    private MissingWaits() {
    }

    /**
     * The waits-on sentence of a position, or nothing.
     *
     * @param position the engine's position the failed check looked at
     * @param scenario the rules the scenario is an example of
     * @return one sentence, or the empty string when the engine lists every such move, or
     *     cannot be asked
     */
    static String of(Position position, ScenarioRules scenario) {
        try {
            return of(position.pieces(), position.sideToMove(), position.legalMoves(), scenario);
        } catch (RuntimeException | AssertionError unreadable) {
            // The moves or the board cannot be read (an exercise not written yet): the failure
            // says so already; no rule to name here.
            return "";
        }
    }

    /**
     * The sentence of the first move a piece's rule gives that the engine leaves out, or nothing.
     *
     * @param pieces the engine's board
     * @param mover the side to move
     * @param moves the moves the engine lists
     * @param scenario the rules the scenario is an example of
     * @return one sentence, or the empty string
     */
    static String of(Map<Square, Piece> pieces, Colour mover, List<Move> moves,
            ScenarioRules scenario) {
        Set<String> listed = new HashSet<>();
        for (Move move : moves) {
            listed.add(Coordinates.name(move.from()) + Coordinates.name(move.to()));
        }
        // The board's squares in the rule book's order, so that the same position always
        // names the same move.
        List<Map.Entry<Square, Piece>> board = pieces.entrySet().stream()
                .sorted(Comparator.comparing(entry -> Coordinates.name(entry.getKey())))
                .toList();
        for (Map.Entry<Square, Piece> standing : board) {
            Piece piece = standing.getValue();
            if (piece.colour() != mover) {
                continue;
            }
            String rule = rule(piece.kind());
            if (scenario.isAbout(rule)) {
                continue;
            }
            for (Square to : reaches(pieces, standing.getKey(), piece)) {
                Square from = standing.getKey();
                if (!listed.contains(Coordinates.name(from) + Coordinates.name(to))
                        && leavesKingSafe(pieces, from, to, mover)) {
                    return sentence(Coordinates.name(from) + Coordinates.name(to),
                            Coordinates.name(from), rule);
                }
            }
        }
        return "";
    }

    /** The rule of a piece's moves. */
    private static String rule(PieceKind kind) {
        return switch (kind) {
            case KING -> "CHESS-03";
            case KNIGHT -> "CHESS-05";
            case PAWN -> "CHESS-06";
            default -> "CHESS-04";
        };
    }

    /**
     * The squares a piece's own rule lets it move to, read from the board alone: onto an empty
     * square or the other side's piece that is not its king; a pawn's steps onto empty squares
     * (two from its starting rank, over an empty one) and its diagonal captures, short of the
     * last rank.
     */
    private static List<Square> reaches(Map<Square, Piece> pieces, Square from, Piece piece) {
        List<Square> squares = new ArrayList<>();
        switch (piece.kind()) {
            case KNIGHT -> steps(pieces, from, piece.colour(), Attackers.KNIGHT, false, squares);
            case KING -> steps(pieces, from, piece.colour(), ALL, false, squares);
            case ROOK -> steps(pieces, from, piece.colour(), Attackers.STRAIGHT, true, squares);
            case BISHOP -> steps(pieces, from, piece.colour(), Attackers.DIAGONAL, true,
                    squares);
            case QUEEN -> steps(pieces, from, piece.colour(), ALL, true, squares);
            default -> pawn(pieces, from, piece.colour(), squares);
        }
        return squares;
    }

    private static void steps(Map<Square, Piece> pieces, Square from, Colour side,
            int[][] directions, boolean slides, List<Square> squares) {
        for (int[] direction : directions) {
            int file = from.file() + direction[0];
            int rank = from.rank() + direction[1];
            while (onBoard(file, rank)) {
                Square to = Square.of(file, rank);
                Piece there = pieces.get(to);
                if (there == null) {
                    squares.add(to);
                } else {
                    if (there.colour() != side && there.kind() != PieceKind.KING) {
                        squares.add(to);
                    }
                    break;
                }
                if (!slides) {
                    break;
                }
                file += direction[0];
                rank += direction[1];
            }
        }
    }

    private static void pawn(Map<Square, Piece> pieces, Square from, Colour side,
            List<Square> squares) {
        int forward = side == Colour.WHITE ? 1 : -1;
        int start = side == Colour.WHITE ? 1 : Square.SIZE - 2;
        int last = side == Colour.WHITE ? Square.SIZE - 1 : 0;
        int rank = from.rank() + forward;
        if (!onBoard(from.file(), rank) || rank == last) {
            return;
        }
        Square step = Square.of(from.file(), rank);
        if (!pieces.containsKey(step)) {
            squares.add(step);
            Square twice = Square.of(from.file(), rank + forward);
            if (from.rank() == start && !pieces.containsKey(twice)) {
                squares.add(twice);
            }
        }
        for (int across : new int[] {-1, 1}) {
            int file = from.file() + across;
            if (onBoard(file, rank)) {
                Piece there = pieces.get(Square.of(file, rank));
                if (there != null && there.colour() != side && there.kind() != PieceKind.KING) {
                    squares.add(Square.of(file, rank));
                }
            }
        }
    }

    private static boolean onBoard(int file, int rank) {
        return file >= 0 && file < Square.SIZE && rank >= 0 && rank < Square.SIZE;
    }

    /** Whether the mover's king is safe once the piece stands on its new square. */
    private static boolean leavesKingSafe(Map<Square, Piece> pieces, Square from, Square to,
            Colour mover) {
        Map<Square, Piece> after = new HashMap<>(pieces);
        Piece piece = after.remove(from);
        after.put(to, piece);
        Piece king = Piece.of(mover, PieceKind.KING);
        Optional<Square> kingSquare = after.entrySet().stream()
                .filter(entry -> entry.getValue().equals(king)).map(Map.Entry::getKey)
                .findFirst();
        return kingSquare.isPresent()
                && Attackers.of(after, kingSquare.get(), mover.opponent()).isEmpty();
    }

    /**
     * The sentence of a move left out, as {@link ChessGlueWords}' keys {@code h.waits.missing.*}
     * word it, so that a Portuguese run says it in Portuguese.
     */
    private static String sentence(String move, String from, String rule) {
        String waits = ", a move its rule gives the piece on " + from + " and that leaves the"
                + " mover's king safe: this example waits on rule " + rule + " (";
        String why = switch (rule) {
            case "CHESS-03" -> "the king moves one square in any direction";
            case "CHESS-05" -> "the knight moves two squares one way and one at right angles";
            case "CHESS-06" -> "a pawn steps forward onto empty squares, two from its starting"
                    + " rank, and captures diagonally";
            default -> "a rook, bishop or queen moves along its lines and passes over no piece";
        };
        return "The engine does not list " + move + waits + why + ").";
    }
}
