package tabuleiro.features.chess;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import tabuleiro.chess.Colour;
import tabuleiro.chess.Move;
import tabuleiro.chess.MoveFlag;
import tabuleiro.chess.Piece;
import tabuleiro.chess.PieceKind;
import tabuleiro.chess.Position;
import tabuleiro.chess.Square;
import tabuleiro.features.contracts.ScenarioRules;

/**
 * The sentence a failed check adds when the engine lists a move after which the mover's own king
 * is attacked (CHESS-10): a pinned piece that leaves its line, a king that steps next to the
 * other king or onto an attacked square, a move that does not answer a check. Every example whose
 * position holds such a move lists it through that rule: a pin ignored lets a game go on that a
 * mate ended and writes an illegal move into a PGN, and a student whose king safety is wrong
 * should read that those examples wait on CHESS-10, not that the notations are wrong too.
 *
 * <p>It is worked out from the engine's own board and its own legal moves, each made on a copy of
 * the pieces (the piece to its square, a promotion's piece in its place) and the attacks on the
 * mover's king read by {@link Attackers}, the rule book's own reading; never from the reference,
 * so a right engine never has it said. Castling and en passant are left to their own rules'
 * examples (CHESS-08, CHESS-07), whose conditions name the squares that must not be attacked.
 * Nothing is said in an example of CHESS-10 itself, whose failure already shows it.
 */
final class KingSafetyWaits {

    /** The rule this sentence names. */
    static final String RULE = "CHESS-10";

    private KingSafetyWaits() {
    }

    /**
     * The waits-on sentence of a position, or nothing.
     *
     * @param position the engine's position the failed check looked at
     * @param scenario the rules the scenario is an example of
     * @return one sentence, or the empty string when no listed move leaves the mover's king
     *     attacked, or the engine cannot be asked
     */
    static String of(Position position, ScenarioRules scenario) {
        if (scenario.isAbout(RULE)) {
            return "";
        }
        try {
            return of(position.pieces(), position.sideToMove(), position.legalMoves());
        } catch (RuntimeException | AssertionError unreadable) {
            // The moves or the board cannot be read (an exercise not written yet): the failure
            // says so already; no rule to name here.
            return "";
        }
    }

    /**
     * The sentence of the first listed move that leaves the mover's king attacked, or nothing.
     *
     * @param pieces the engine's board
     * @param mover the side to move
     * @param moves the moves the engine lists
     * @return one sentence, or the empty string
     */
    static String of(Map<Square, Piece> pieces, Colour mover, List<Move> moves) {
        for (Move move : moves) {
            Piece piece = pieces.get(move.from());
            if (piece == null || move.flag() == MoveFlag.CASTLING
                    || move.flag() == MoveFlag.EN_PASSANT) {
                continue;
            }
            Map<Square, Piece> after = new HashMap<>(pieces);
            after.remove(move.from());
            after.put(move.to(), move.isPromotion() ? Piece.of(mover, move.promotion()) : piece);
            Piece king = Piece.of(mover, PieceKind.KING);
            for (Map.Entry<Square, Piece> standing : after.entrySet()) {
                if (!standing.getValue().equals(king)) {
                    continue;
                }
                List<Square> attackers = Attackers.of(after, standing.getKey(), mover.opponent());
                if (!attackers.isEmpty()) {
                    return "The engine lists " + Coordinates.uci(move) + ", after which the"
                            + " mover's king on " + Coordinates.name(standing.getKey()) + " is"
                            + " attacked by the piece on " + Coordinates.name(attackers.get(0))
                            + ": this example waits on rule CHESS-10 (no move may leave one's own"
                            + " king attacked).";
                }
            }
        }
        return "";
    }
}
