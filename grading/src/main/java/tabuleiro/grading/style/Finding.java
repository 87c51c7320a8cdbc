package tabuleiro.grading.style;

import java.util.List;
import java.util.Objects;

/**
 * One thing Checkstyle says about a student's file: where, what, and which rule says so.
 *
 * @param file the file, named as whoever asked for the check named it (the grader names it as
 *     the student knows it: {@code src/main/java/tabuleiro/GAME/Board.java})
 * @param line the line, counted from 1, or 0 when the finding is about the whole file
 * @param column the column, counted from 1, or 0 when Checkstyle names none
 * @param rule the Checkstyle check that found it, as Checkstyle's documentation names it, such
 *     as {@code LeftCurly}
 * @param category the check's group in Checkstyle's documentation, one of {@link #CATEGORIES}:
 *     a scheme may charge each group its own rate
 * @param message what the check says, in English
 * @invariant every text is present, and the line and column are not negative
 */
public record Finding(String file, int line, int column, String rule, String category,
        String message) {

    /**
     * The groups Checkstyle files its checks under (the packages of its checks, as its
     * documentation lists them), {@code misc} for the checks of no group.
     */
    public static final List<String> CATEGORIES = List.of("annotation", "blocks", "coding",
            "design", "header", "imports", "indentation", "javadoc", "metrics", "misc",
            "modifier", "naming", "regexp", "sizes", "whitespace");

    /**
     * Checks the parts.
     *
     * @throws NullPointerException if a text is null
     * @throws IllegalArgumentException if the line or column is negative
     */
    public Finding {
        Objects.requireNonNull(file, "file");
        Objects.requireNonNull(rule, "rule");
        Objects.requireNonNull(category, "category");
        Objects.requireNonNull(message, "message");
        if (line < 0 || column < 0) {
            throw new IllegalArgumentException("a line and column that are not negative, but"
                    + " they are " + line + " and " + column);
        }
    }

    /**
     * Says where the finding is, as compilers do.
     *
     * @return {@code file:line:column}, {@code file:line} or {@code file}
     */
    public String where() {
        return file + (line > 0 ? ":" + line + (column > 0 ? ":" + column : "") : "");
    }

    /**
     * Returns the same finding in a file named otherwise.
     *
     * @param name the file's new name
     * @return the finding, with that name
     */
    public Finding in(String name) {
        return new Finding(name, line, column, rule, category, message);
    }

    /**
     * Writes the finding on one line.
     *
     * @return e.g. <code>Board.java:12:5: '&#123;' at column 5 should be on the previous
     *     line. (LeftCurly)</code>
     */
    @Override
    public String toString() {
        return where() + ": " + message + " (" + rule + ")";
    }
}
