package tabuleiro.grading.model;

import java.util.List;
import java.util.Objects;

/**
 * The first disagreement of a rule's generated examples (issue 47): a random game the
 * reference played, the question the submission's engine answered otherwise, both answers, and
 * the scenario that reproduces it in the student's kit. Only the grader's JVM makes it: the
 * expected answer never reaches a grading JVM.
 *
 * @param rule the rule ID it is charged to, such as {@code C4-09}
 * @param seed the seed the class's games came from (the same for every submission of a class)
 * @param moves the moves from a new game before the question
 * @param key what was asked: an observation key ({@code over}, {@code winner}...), or
 *     {@code legal} or {@code play}
 * @param expected the rule's answer (the reference's)
 * @param actual the engine's answer
 * @param scenarioEn the scenario that reproduces it, in English
 * @param scenarioPt the scenario, in Portuguese
 * @param board the reference's board after the moves, rows joined by {@code /}, or empty
 * @param games how many of the class's generated games asked the rule a question
 * @param contradicted how many of them disagreed on it (told, never weighed: the rule loses its
 *     share whether one game shows the bug or all of them)
 */
public record GeneratedExample(String rule, long seed, List<String> moves, String key,
        String expected, String actual, String scenarioEn, String scenarioPt, String board,
        int games, int contradicted) {

    /** The prefix of {@link #rule()} for an answer that was a skeleton's stub throwing. */
    private static final String STUB = "stub:";

    /** Checks the parts and copies the moves. */
    public GeneratedExample {
        Objects.requireNonNull(rule, "rule");
        moves = List.copyOf(moves);
        Objects.requireNonNull(key, "key");
        Objects.requireNonNull(expected, "expected");
        Objects.requireNonNull(actual, "actual");
        Objects.requireNonNull(scenarioEn, "scenarioEn");
        Objects.requireNonNull(scenarioPt, "scenarioPt");
        board = board == null ? "" : board;
        if (contradicted < 0 || games < contradicted) {
            throw new IllegalArgumentException("games that disagree are some of those that"
                    + " asked: " + contradicted + " of " + games);
        }
    }

    /**
     * What {@link #rule()} holds for an engine's answer that was a skeleton's stub throwing
     * ({@code Exercise 3: implement Rules.jumps}): a method not written yet answers no question,
     * so it is charged to the exercise the stub names, each of whose rules kept on the written
     * examples it costs ({@link Score}), not to the rule of the question.
     *
     * @param exercise the exercise's ID, such as {@code ex03}
     * @return the charge, such as {@code stub:ex03}
     */
    public static String stubOf(String exercise) {
        return STUB + exercise;
    }

    /**
     * Tells whether a charge is a stub's ({@link #stubOf(String)}).
     *
     * @param rule the charge
     * @return true for a stub's
     */
    public static boolean isStub(String rule) {
        return rule.startsWith(STUB);
    }

    /**
     * The scenario in a language.
     *
     * @param language the student's language
     * @return the scenario in it, or empty where the probe has none for the question (its
     *     answer an {@code error:}, such as a legal set that has no scenario of its own): the
     *     feedback then says how to
     *     reproduce it without one
     */
    public String scenario(Language language) {
        String scenario = language == Language.PORTUGUESE ? scenarioPt : scenarioEn;
        return scenario.startsWith("error") ? "" : scenario;
    }
}
