package tabuleiro.grading.oracle;

import java.util.Objects;
import java.util.function.Predicate;

/**
 * One rule's hard case ({@link HardCases}): in words, and as a test of a question.
 *
 * @param words the case as the class report says it
 * @param test whether a question of a generated game reaches it
 */
public record HardCase(String words, Predicate<GameStep> test) {

    /** Checks the parts. */
    public HardCase {
        Objects.requireNonNull(words, "words");
        Objects.requireNonNull(test, "test");
    }
}
