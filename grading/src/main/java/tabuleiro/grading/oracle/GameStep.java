package tabuleiro.grading.oracle;

import java.util.Arrays;
import java.util.List;
import java.util.Map;

/**
 * One question of a generated game, with what the oracle answered before it: what a hard case's
 * test reads ({@link HardCase}).
 *
 * @param key the observation key the answer is of, or {@code legal}
 * @param value the oracle's answer to it
 * @param move the move played last, or empty at a new game
 * @param before the observation before that move
 * @param now the observation after it
 * @param history every observation of the game so far
 */
public record GameStep(String key, String value, String move, Map<String, String> before,
        Map<String, String> now, List<Map<String, String>> history) {

    /**
     * Whether the question is of a key.
     *
     * @param asked the key
     * @return whether this step answers it
     */
    public boolean is(String asked) {
        return key.equals(asked);
    }

    /**
     * The legal moves this step lists, when it answers {@code legal}.
     *
     * @return the moves, or none for another key or no legal move
     */
    public List<String> legal() {
        return is("legal") && !value.equals("-") ? Arrays.stream(value.split(" "))
                .filter(move -> !move.isBlank()).toList() : List.of();
    }
}
