package tabuleiro.features.checkers;

import java.util.List;
import java.util.Optional;
import java.util.function.Function;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import tabuleiro.checkers.Colour;
import tabuleiro.checkers.Move;
import tabuleiro.checkers.Piece;
import tabuleiro.checkers.Square;
import tabuleiro.checkers.Variant;
import tabuleiro.features.contracts.ScenarioRules;

/**
 * The line a failed check of the legal moves adds when the engine's list breaks one of the two
 * classic capture rules that other rules' examples cannot do without: compulsory capture
 * (CHECKERS-14) and the majority rule (CHECKERS-15). A king's capture that goes on past the far
 * row (CHECKERS-16), say, is shown on a board where the king could also stop after one piece, and
 * only the majority rule rules that out: a student whose majority rule is wrong should read that
 * this example waits on it, not that promotion in mid-capture is wrong too. The same holds of a
 * man's captures (CHECKERS-05): a man that also jumps backwards makes longer captures, which
 * change what the majority rule keeps and what the text UI offers to go on with; and of a capture
 * that goes on (CHECKERS-06), which every capture of several pieces needs.
 *
 * <p>It is worked out from the engine's own list and the rule book's expected moves, read on the
 * engine's board; it never asks the reference. Nothing is said under the simplified rules, where
 * neither rule holds, nor of the scenario's own rule, which its failure already shows.
 */
final class CaptureWaits {

    private CaptureWaits() {
    }

    /**
     * The waits-on line of a failed check, or nothing.
     *
     * @param listed the engine's legal moves
     * @param expected the moves the rule book expected, read on the engine's board
     * @param variant the scenario's rules
     * @param scenario the rules the scenario is an example of
     * @return one sentence, or the empty string
     */
    static String of(List<Move> listed, List<Move> expected, Variant variant,
            ScenarioRules scenario) {
        Optional<String> stopped = stoppedPartWay(listed, expected);
        if (stopped.isPresent()) {
            // A capture stopped part way takes fewer pieces too: the majority rule is not why.
            return scenario.isAbout("CHECKERS-06") ? "" : stopped.get();
        }
        if (!variant.captureCompulsory()) {
            return "";
        }
        boolean capturePossible = listed.stream().anyMatch(Move::isCapture)
                || expected.stream().anyMatch(Move::isCapture);
        List<Move> simple = listed.stream().filter(move -> !move.isCapture()).toList();
        if (capturePossible && !simple.isEmpty() && !scenario.isAbout("CHECKERS-14")) {
            return "The engine lists " + joined(simple) + ", capturing nothing, beside"
                    + " captures, though when a capture is possible only captures are legal: this"
                    + " example waits on rule CHECKERS-14 (capturing is compulsory).";
        }
        int most = Stream.concat(listed.stream(), expected.stream())
                .mapToInt(move -> move.captured().size()).max().orElse(0);
        List<Move> fewer = listed.stream()
                .filter(move -> move.isCapture() && move.captured().size() < most).toList();
        if (!fewer.isEmpty() && !scenario.isAbout("CHECKERS-15")) {
            List<Move> larger = Stream.concat(expected.stream(), listed.stream())
                    .filter(move -> move.captured().size() == most).distinct().toList();
            return "The engine lists " + joined(fewer) + ", taking fewer pieces than "
                    + joined(larger) + ", though among the captures the player must take the"
                    + " most pieces: this example waits on rule CHECKERS-15 (the majority rule).";
        }
        return "";
    }

    /**
     * The waits-on line of an engine that stops a capture the rule book goes on with: it lists
     * the first jumps of an expected capture but not the whole of it (CHECKERS-06), so every
     * rule shown by a capture of several pieces (the majority rule, a king's, promotion in
     * mid-capture) waits on it.
     */
    private static Optional<String> stoppedPartWay(List<Move> listed, List<Move> expected) {
        for (Move move : listed) {
            int jumps = move.path().size();
            Optional<Move> longer = expected.stream()
                    .filter(whole -> whole.isCapture() && move.isCapture()
                            && whole.path().size() > jumps
                            && whole.path().subList(0, jumps).equals(move.path())
                            && listed.stream().noneMatch(whole::sameEffectAs))
                    .findFirst();
            if (longer.isPresent()) {
                return Optional.of("The engine lists " + move + " but not " + longer.get()
                        + ", though the piece that lands on " + move.to() + " can capture on"
                        + " from there: this example waits on rule CHECKERS-06 (a capture goes on"
                        + " with further jumps).");
            }
        }
        return Optional.empty();
    }

    /**
     * The waits-on line of an engine whose routes stop a man's capture where the board shows a
     * further jump (CHECKERS-06), or nothing: read on the board, for the steps that have no
     * rule book moves to compare with (the text UI, whether a piece can reach a square). A man
     * that reaches the far row stops there under the classic rules (CHECKERS-16) and goes on as
     * a king, one square in any direction, under the simplified ones (CHECKERS-20). A route
     * that another route goes on with is left aside (under the simplified rules the routes
     * stopped part way are listed too).
     *
     * @param routes the engine's routes from a position
     * @param pieceAt what the engine's board holds on a square, in that position
     * @param promotionInCapture whether a man crowned in mid-capture goes on (the variant's)
     * @param scenario the rules the scenario is an example of
     * @return one sentence, or the empty string
     */
    static String stoppedOnTheBoard(List<Move> routes, Function<Square, Optional<Piece>> pieceAt,
            boolean promotionInCapture, ScenarioRules scenario) {
        if (scenario.isAbout("CHECKERS-06")) {
            return "";
        }
        for (Move move : routes) {
            Optional<Piece> piece = move.isCapture() ? pieceAt.apply(move.from())
                    : Optional.empty();
            boolean crowned = piece.isPresent()
                    && move.to().row() == piece.get().colour().promotionRow();
            if (piece.isEmpty() || piece.get().king() || crowned && !promotionInCapture
                    || routes.stream().anyMatch(other -> other.path().size() > move.path().size()
                            && other.path().subList(0, move.path().size()).equals(move.path()))) {
                continue;
            }
            Colour side = piece.get().colour();
            int[] rowSteps = crowned ? new int[] {-1, 1} : new int[] {side.forward()};
            for (int index = 0; index < 2 * rowSteps.length; index++) {
                int rowStep = rowSteps[index / 2];
                int columnStep = index % 2 == 0 ? -1 : 1;
                Square over = move.to().step(rowStep, columnStep, 1);
                Square landing = move.to().step(rowStep, columnStep, 2);
                // The pieces taken stay on the board until the move ends (CHECKERS-10).
                if (over != null && landing != null && !move.captured().contains(over)
                        && pieceAt.apply(over).map(other -> other.colour() != side).orElse(false)
                        && (landing.equals(move.from()) || pieceAt.apply(landing).isEmpty())) {
                    // A man crowned where the route stops goes on as a king under the
                    // simplified rules: the rule that says so, not the captures' going on.
                    return crowned ? "The engine's route " + move + " stops on " + move.to()
                            + ", where the man is crowned, though as a king it can jump on over "
                            + over + " to " + landing + ": this example waits on rule CHECKERS-20"
                            + " (a man crowned in mid-capture goes on as a king)."
                            : "The engine's route " + move + " stops on " + move.to() + ", though"
                            + " the piece there can jump on over " + over + " to " + landing + ":"
                            + " this example waits on rule CHECKERS-06 (a capture goes on with"
                            + " further jumps).";
                }
            }
        }
        return "";
    }

    /**
     * The waits-on line of a failure whose moves include a man's step onto a square the engine's
     * own board holds a piece on, or nothing: a man steps only onto an empty square, and every
     * example whose position lets a man step beside another piece lists its moves through that
     * rule (CHECKERS-04). A capture's landing is the capture rules' own, and a king's step its
     * variant's, so neither is named here.
     *
     * @param moves the engine's moves, its legal moves or its routes
     * @param pieceAt what the engine's board holds on a square, before the moves
     * @param scenario the rules the scenario is an example of
     * @return one sentence, or the empty string
     */
    static String ontoAPiece(List<Move> moves, Function<Square, Optional<Piece>> pieceAt,
            ScenarioRules scenario) {
        if (scenario.isAbout("CHECKERS-04")) {
            return "";
        }
        for (Move move : moves) {
            if (move.isCapture() || pieceAt.apply(move.from()).filter(piece -> !piece.king())
                    .isEmpty()) {
                continue;
            }
            Optional<Piece> there = pieceAt.apply(move.to());
            if (there.isPresent()) {
                return "The engine lists " + move + ", in which the man on " + move.from()
                        + " steps onto " + move.to() + ", which holds a piece already, though a"
                        + " man steps only onto an empty square: this example waits on rule"
                        + " CHECKERS-04 (a man moves one square diagonally forward onto an empty"
                        + " dark square).";
            }
        }
        return "";
    }

    /**
     * The waits-on line of a failure whose captures include a man jumping backwards, or nothing.
     * A man jumps only forwards until it reaches the far row; under the simplified rules it is
     * crowned there and may go on as a king (CHECKERS-20), so only the jumps before count.
     *
     * @param moves the engine's moves, its legal moves or its routes
     * @param pieceAt what the engine's board holds on a square, before the moves
     * @param scenario the rules the scenario is an example of
     * @return one sentence, or the empty string
     */
    static String backwards(List<Move> moves, Function<Square, Optional<Piece>> pieceAt,
            ScenarioRules scenario) {
        if (scenario.isAbout("CHECKERS-05")) {
            return "";
        }
        for (Move move : moves) {
            Optional<Piece> piece = move.isCapture() ? pieceAt.apply(move.from())
                    : Optional.empty();
            if (piece.isEmpty() || piece.get().king()) {
                continue;
            }
            List<Square> path = move.path();
            for (int jump = 1; jump < path.size(); jump++) {
                Square from = path.get(jump - 1);
                Square to = path.get(jump);
                if (Integer.signum(to.row() - from.row()) != piece.get().colour().forward()) {
                    return "The engine lists " + move + ", in which the man on " + move.from()
                            + " jumps backwards from " + from + " to " + to + ", though a man"
                            + " captures only forwards: this example waits on rule CHECKERS-05"
                            + " (a man captures diagonally forward).";
                }
                if (to.row() == piece.get().colour().promotionRow()) {
                    break; // crowned: what follows is a king's (CHECKERS-20)
                }
            }
        }
        return "";
    }

    private static String joined(List<Move> moves) {
        return moves.stream().map(Move::toString).collect(Collectors.joining(", "));
    }
}
