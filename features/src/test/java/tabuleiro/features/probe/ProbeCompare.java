package tabuleiro.features.probe;

import java.util.Map;
import java.util.Random;
import java.util.function.BiFunction;
import java.util.function.Function;

/**
 * Plays the same random games on two probes (the reference's and another engine's), the moves
 * chosen on the reference's answers, and finds the first key whose answers differ: the
 * comparison the grader makes, in this JVM.
 */
public final class ProbeCompare {

    private ProbeCompare() {
    }

    /**
     * The first disagreement.
     *
     * @param reference the reference's probe
     * @param other the other engine's probe
     * @param games how many games at most
     * @param chooser the next move on the reference, or {@code null} when the game is over
     * @param plies the longest game
     * @param start the command that starts a game (the seed is appended when it ends by a space)
     * @return {@code game G ply P KEY: expected E, actual A (RULE)}, or {@code null} if none
     */
    public static String firstDisagreement(Function<String, String> reference,
            Function<String, String> other, int games,
            BiFunction<Function<String, String>, Random, String> chooser, int plies,
            String start) {
        for (int game = 0; game < games; game++) {
            Random random = new Random(1000 + game);
            String command = start.endsWith(" ") ? start + game : start;
            String difference = differ(reference, reference.apply(command),
                    other.apply(command), game, 0);
            for (int ply = 1; difference == null && ply <= plies; ply++) {
                String move = chooser.apply(reference, random);
                if (move == null) {
                    break;
                }
                difference = differ(reference, reference.apply("play " + move),
                        other.apply("play " + move), game, ply);
            }
            if (difference != null) {
                return difference;
            }
        }
        return null;
    }

    private static String differ(Function<String, String> reference, String expected,
            String actual, int game, int ply) {
        if (expected.equals(actual)) {
            return null;
        }
        Map<String, String> wanted = ProbeHarness.observation(expected);
        Map<String, String> given = actual.contains("=") && !actual.startsWith("refused")
                ? ProbeHarness.observation(actual) : Map.of();
        for (Map.Entry<String, String> entry : wanted.entrySet()) {
            String answer = given.getOrDefault(entry.getKey(), actual);
            if (!entry.getValue().equals(answer)) {
                String rule = reference.apply("classify " + entry.getKey() + " "
                        + entry.getValue() + " | " + answer);
                return "game " + game + " ply " + ply + " " + entry.getKey() + ": expected "
                        + shorten(entry.getValue()) + ", actual " + shorten(answer) + " ("
                        + rule + ")";
            }
        }
        return "game " + game + " ply " + ply + ": " + shorten(actual);
    }

    private static String shorten(String text) {
        return text.length() > 60 ? text.substring(0, 60) + "…" : text;
    }
}
