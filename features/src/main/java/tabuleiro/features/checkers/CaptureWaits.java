package tabuleiro.features.checkers;

import java.util.List;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import tabuleiro.checkers.Move;
import tabuleiro.checkers.Variant;
import tabuleiro.features.contracts.ScenarioRules;

/**
 * The line a failed check of the legal moves adds when the engine's list breaks one of the two
 * classic capture rules that other rules' examples cannot do without: compulsory capture
 * (CHECKERS-14) and the majority rule (CHECKERS-15). A king's capture that goes on past the far
 * row (CHECKERS-16), say, is shown on a board where the king could also stop after one piece, and
 * only the majority rule rules that out: a student whose majority rule is wrong should read that
 * this example waits on it, not that promotion in mid-capture is wrong too.
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

    private static String joined(List<Move> moves) {
        return moves.stream().map(Move::toString).collect(Collectors.joining(", "));
    }
}
