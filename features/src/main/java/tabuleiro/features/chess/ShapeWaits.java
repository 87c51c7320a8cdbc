package tabuleiro.features.chess;

import tabuleiro.chess.Position;
import tabuleiro.features.contracts.ScenarioRules;

/**
 * The sentence a failed check adds when the engine lists a move no piece's rule allows: a king
 * two squares off (CHESS-03), a rook, bishop or queen off its lines or over a piece (CHESS-04),
 * a knight off its L (CHESS-05), a pawn's move or capture that is none (CHESS-06), a promotion
 * missing or where no pawn reaches the last rank (CHESS-09), a capture of one's own piece
 * (CHESS-10). Every example whose position holds such a piece lists its moves through that
 * rule: a king that slides makes a mate a check and a drawn end a game that goes on, and a
 * student whose king's moves are wrong should read that those examples wait on CHESS-03, not
 * that mate, the draws and the notations are wrong too.
 *
 * <p>It is worked out from the engine's own legal moves and its own board ({@link MoveShapes},
 * the shape each piece's rule gives a move), never from the reference; a shape is necessary, not
 * sufficient, so a right engine never has it said. A pawn's straight step onto or over a piece
 * keeps {@link PawnWaits}' sentence, read first. Nothing is said of a rule the scenario is an
 * example of, whose failure already shows it.
 */
final class ShapeWaits {

    private ShapeWaits() {
    }

    /**
     * The waits-on sentence of a position, or nothing.
     *
     * @param position the engine's position the failed check looked at
     * @param scenario the rules the scenario is an example of
     * @return one sentence, or the empty string when every listed move has its piece's shape,
     *     or the engine cannot be asked
     */
    static String of(Position position, ScenarioRules scenario) {
        try {
            return MoveShapes.broken(position.pieces(), position.sideToMove(),
                    position.enPassantSquare(), position.legalMoves()).stream()
                    .filter(broken -> !scenario.isAbout(broken.rule()))
                    .map(ShapeWaits::sentence).findFirst().orElse("");
        } catch (RuntimeException | AssertionError unreadable) {
            // The moves or the board cannot be read (an exercise not written yet): the failure
            // says so already; no rule to name here.
            return "";
        }
    }

    /**
     * The sentence of a move whose shape no rule allows, as {@link ChessGlueWords}' keys
     * {@code h.waits.shape.*} word it, so that a Portuguese run says it in Portuguese.
     *
     * @param broken the move and the shape it breaks
     * @return one sentence
     */
    static String sentence(MoveShapes.Broken broken) {
        String move = Coordinates.uci(broken.move());
        String from = Coordinates.name(broken.move().from());
        String to = Coordinates.name(broken.move().to());
        String waits = ": this example waits on rule " + broken.rule() + " (";
        return switch (broken.key()) {
            case "kingshape" -> "The engine lists " + move + ", though a king moves one square"
                    + waits + "the king moves one square in any direction).";
            case "slidershape" -> broken.over().map(over -> "The engine lists " + move
                    + ", in which the piece on " + from + " passes over "
                    + Coordinates.name(over) + waits + "a rook, bishop or queen moves along its"
                    + " lines and passes over no piece).").orElse("The engine lists " + move
                    + ", which is not along the lines of the piece on " + from + waits
                    + "a rook, bishop or queen moves along its lines and passes over no"
                    + " piece).");
            case "knightshape" -> "The engine lists " + move + ", though a knight moves in an L"
                    + waits + "the knight moves two squares one way and one at right angles).";
            case "pawnshape" -> "The engine lists " + move + ", which is no move or capture of"
                    + " the pawn on " + from + waits + "a pawn steps forward onto empty squares,"
                    + " two from its starting rank, and captures diagonally).";
            case "promotionshape" -> "The engine lists " + move + ", though a pawn is promoted"
                    + " when, and only when, it reaches the last rank" + waits + "a pawn reaching"
                    + " the last rank becomes a queen, rook, bishop or knight in the same move).";
            default -> "The engine lists " + move + ", which takes its own side's piece on "
                    + to + waits + "no move may capture one's own piece).";
        };
    }
}
