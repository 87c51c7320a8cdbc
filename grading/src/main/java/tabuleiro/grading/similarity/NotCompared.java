package tabuleiro.grading.similarity;

import java.util.Objects;

/**
 * A submission the analysis left out, and why: it has no file of its own, or JPlag could not
 * read it. It is named in the report; it never stops the analysis of the others.
 *
 * @param name the submission's name
 * @param reason why it was not compared, a sentence for the instructor
 */
public record NotCompared(String name, String reason) {

    /**
     * Checks that both are given.
     *
     * @throws NullPointerException if either is null
     */
    public NotCompared {
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(reason, "reason");
    }
}
