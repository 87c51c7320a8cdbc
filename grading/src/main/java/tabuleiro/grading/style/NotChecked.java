package tabuleiro.grading.style;

import java.util.Objects;

/**
 * A file whose style was not checked, and why: too large, too deeply nested for Checkstyle, not
 * done in time, or not readable as Java.
 *
 * @param file the file, named as the check's caller named it
 * @param reason why, in words for the student, such as {@code it is larger than 256 kB}
 * @invariant both are present
 */
public record NotChecked(String file, String reason) {

    /**
     * Checks the parts.
     *
     * @throws NullPointerException if either is null
     */
    public NotChecked {
        Objects.requireNonNull(file, "file");
        Objects.requireNonNull(reason, "reason");
    }

    /**
     * Returns the same note about a file named otherwise.
     *
     * @param name the file's new name
     * @return the note, with that name
     */
    public NotChecked in(String name) {
        return new NotChecked(name, reason);
    }

    /**
     * Writes the note as a sentence.
     *
     * @return e.g. {@code Style not checked for Board.java: it is larger than 256 kB.}
     */
    @Override
    public String toString() {
        return "Style not checked for " + file + ": " + reason + ".";
    }
}
