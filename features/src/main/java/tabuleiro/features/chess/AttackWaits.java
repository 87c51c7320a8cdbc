package tabuleiro.features.chess;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import tabuleiro.chess.Colour;
import tabuleiro.chess.Piece;
import tabuleiro.chess.PieceKind;
import tabuleiro.chess.Position;
import tabuleiro.chess.Square;
import tabuleiro.features.contracts.ScenarioRules;

/**
 * The sentence a failed check adds when the engine's reading of attacked squares disagrees with
 * the pieces on its own board: every rule that asks whether a king is in check, whether a move
 * leaves one's own king attacked, whether a side is mated or stalemated, how a game ended, reads
 * the attacked squares (CHESS-11). A queen that attacks nothing lets a player stay in check,
 * hides a checkmate and finds a way out of a stalemate: a student whose attack code is wrong
 * should read that those examples wait on it, not that each of those rules is wrong too.
 *
 * <p>It is worked out from the engine's own board ({@code Position.pieces()}) and its own
 * answer ({@code Position.isAttacked}); the rule book reads what the pieces attack itself, as
 * the rule says it (a piece attacks a square when it could capture on it), and never asks the
 * reference. Only squares the attacking side has no piece on are compared: whether a side
 * "attacks" its own piece is a matter of words the rule leaves open. Nothing is said in an
 * example of CHESS-11 itself, whose failure already says so.
 */
final class AttackWaits {

    /** The rule this sentence names. */
    static final String RULE = "CHESS-11";

    private AttackWaits() {
    }

    /**
     * The waits-on sentence of a position, or nothing.
     *
     * @param position the engine's position the failed check looked at
     * @param scenario the rules the scenario is an example of
     * @return one sentence, or the empty string when the engine reads every square as its board
     *     says, or cannot be asked (a method not written yet)
     */
    static String of(Position position, ScenarioRules scenario) {
        if (scenario.isAbout(RULE)) {
            return "";
        }
        try {
            return disagreement(position);
        } catch (RuntimeException | AssertionError unreadable) {
            // The board or the answer cannot be read (a stub, a contract broken): the failure
            // says so already; no rule to name here.
            return "";
        }
    }

    /**
     * The waits-on sentence of a board of the rule book's that the engine refused, or nothing.
     * The position refused cannot be asked, so the same pieces are given again with each side
     * to move and no castling rights or en-passant square: where the engine accepts them, its
     * answers there are compared ({@link #of}); where it refuses them both, though each side has
     * one king, no pawn stands on the first or last rank and neither king is attacked, the
     * engine's contract of {@code Position.of} leaves it one reason, the side not to move found
     * in check, and so an attack read that the pieces do not make.
     *
     * @param pieces the board refused
     * @param scenario the rules the scenario is an example of
     * @return one sentence, or the empty string
     */
    static String ofRefused(Map<Square, Piece> pieces, ScenarioRules scenario) {
        if (scenario.isAbout(RULE)) {
            return "";
        }
        int refusals = 0;
        for (Colour side : Colour.values()) {
            Position position;
            try {
                position = Position.of(pieces, side, FenText.castling("-"), null, 0, 1);
            } catch (RuntimeException | AssertionError refused) {
                refusals++;
                continue;
            }
            String waits = of(position, scenario);
            if (!waits.isEmpty()) {
                return waits;
            }
        }
        return refusals == Colour.values().length && possible(pieces)
                ? "The engine refuses these pieces with either side to move, though neither king"
                + " is attacked, and a position with one king a side and no pawn on the first or"
                + " last rank is refused so only when the side not to move is in check: this"
                + " example waits on rule CHESS-11 (a square is attacked by every piece that"
                + " could capture on it)." : "";
    }

    /** Whether a board has one king a side, no pawn on an end rank and neither king attacked. */
    private static boolean possible(Map<Square, Piece> pieces) {
        for (Colour side : Colour.values()) {
            List<Square> kings = pieces.entrySet().stream()
                    .filter(standing -> standing.getValue().equals(Piece.of(side, PieceKind.KING)))
                    .map(Map.Entry::getKey).toList();
            if (kings.size() != 1
                    || !Attackers.of(pieces, kings.get(0), side.opponent()).isEmpty()) {
                return false;
            }
        }
        return pieces.entrySet().stream().noneMatch(standing -> standing.getValue().kind()
                == PieceKind.PAWN && (standing.getKey().rank() == 0
                        || standing.getKey().rank() == Square.SIZE - 1));
    }

    private static String disagreement(Position position) {
        Map<Square, Piece> pieces = position.pieces();
        for (Square square : squares(pieces)) {
            for (Colour by : Colour.values()) {
                Optional<Piece> there = Optional.ofNullable(pieces.get(square));
                if (there.map(piece -> piece.colour() == by).orElse(false)) {
                    continue;
                }
                List<Square> attackers = Attackers.of(pieces, square, by);
                boolean engine = position.isAttacked(square, by);
                if (!attackers.isEmpty() && !engine) {
                    return "The engine answers that " + Coordinates.name(square) + " is not"
                            + " attacked by " + by.displayName() + ", though the piece on "
                            + Coordinates.name(attackers.get(0)) + " could capture there: this"
                            + " example waits on rule CHESS-11 (a square is attacked by every"
                            + " piece that could capture on it).";
                }
                if (attackers.isEmpty() && engine) {
                    return "The engine answers that " + Coordinates.name(square) + " is attacked"
                            + " by " + by.displayName() + ", though no " + by.displayName()
                            + " piece could capture there: this example waits on rule CHESS-11"
                            + " (a square is attacked by every piece that could capture on it).";
                }
            }
        }
        return "";
    }

    /**
     * The squares to compare, the kings' first and then those a king may step to: there a wrong
     * reading costs most (check, mate, stalemate), and so the sentence names such a square when
     * it is one of the squares misread.
     */
    private static List<Square> squares(Map<Square, Piece> pieces) {
        List<Square> kings = new ArrayList<>();
        pieces.forEach((square, piece) -> {
            if (piece.kind() == PieceKind.KING) {
                kings.add(square);
            }
        });
        List<Square> squares = new ArrayList<>(kings);
        for (int reach = 1; reach <= 2; reach++) {
            for (int rank = 0; rank < Square.SIZE; rank++) {
                for (int file = 0; file < Square.SIZE; file++) {
                    Square square = Square.of(file, rank);
                    boolean near = kings.stream().anyMatch(king -> Math.max(
                            Math.abs(king.file() - square.file()),
                            Math.abs(king.rank() - square.rank())) == 1);
                    // First the kings' neighbours, then every other square.
                    if ((near || reach == 2) && !squares.contains(square)) {
                        squares.add(square);
                    }
                }
            }
        }
        return squares;
    }
}
