package tabuleiro.features.chess;

import java.util.List;
import java.util.Map;
import tabuleiro.chess.Move;
import tabuleiro.chess.Piece;
import tabuleiro.chess.PieceKind;
import tabuleiro.chess.Position;
import tabuleiro.chess.Square;
import tabuleiro.features.contracts.ScenarioRules;

/**
 * The sentence a failed check adds when the engine lists a pawn's step straight forward onto, or
 * through, a square its own board holds a piece on: a pawn steps forward only onto empty squares
 * (CHESS-06), and every example whose position has a pawn on its way to a piece lists its moves
 * through that rule. A double step onto the queen that gives mate makes the mate a check, the
 * game go on, a move after it legal: a student whose pawn steps are wrong should read that those
 * examples wait on it, not that checkmate, the game's end and the formats are wrong too.
 *
 * <p>It is worked out from the engine's own legal moves and its own board, never from the
 * reference. A pawn's diagonal moves are its captures and en passant, other rules' matter, and
 * are not looked at. Nothing is said in an example of CHESS-06 itself.
 */
final class PawnWaits {

    /** The rule this sentence names. */
    static final String RULE = "CHESS-06";

    private PawnWaits() {
    }

    /**
     * The waits-on sentence of a position, or nothing.
     *
     * @param position the engine's position the failed check looked at
     * @param scenario the rules the scenario is an example of
     * @return one sentence, or the empty string when every straight pawn move the engine lists
     *     crosses and lands on empty squares, or the engine cannot be asked
     */
    static String of(Position position, ScenarioRules scenario) {
        if (scenario.isAbout(RULE)) {
            return "";
        }
        try {
            return blocked(position.legalMoves(), position.pieces());
        } catch (RuntimeException | AssertionError unreadable) {
            // The moves or the board cannot be read (an exercise not written yet): the failure
            // says so already; no rule to name here.
            return "";
        }
    }

    /**
     * The sentence for the first straight pawn move of a list that lands on, or passes over, a
     * square holding a piece, or nothing.
     *
     * @param moves the engine's legal moves
     * @param pieces the engine's board, before the moves
     * @return one sentence, or the empty string
     */
    static String blocked(List<Move> moves, Map<Square, Piece> pieces) {
        for (Move move : moves) {
            Piece pawn = pieces.get(move.from());
            if (pawn == null || pawn.kind() != PieceKind.PAWN
                    || move.from().file() != move.to().file()) {
                continue;
            }
            int step = Integer.signum(move.to().rank() - move.from().rank());
            for (int rank = move.from().rank() + step; step != 0; rank += step) {
                Square square = Square.of(move.from().file(), rank);
                boolean last = rank == move.to().rank();
                if (pieces.containsKey(square)) {
                    // A pawn that moves straight moves, it never captures (CHESS-06).
                    return "The engine lists " + Coordinates.uci(move) + ", in which the pawn on "
                            + Coordinates.name(move.from()) + (last ? " steps onto " : " passes"
                            + " over ") + Coordinates.name(square) + ", which holds a piece,"
                            + " though a pawn steps forward only onto empty squares: this"
                            + " example waits on rule CHESS-06 (a pawn steps forward onto empty"
                            + " squares, two from its starting rank, and captures diagonally).";
                }
                if (last) {
                    break;
                }
            }
        }
        return "";
    }
}
