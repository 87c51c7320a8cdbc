package tabuleiro.grading.model;

import java.util.Objects;

/**
 * An error of the Java compiler, as the compiler says it.
 *
 * @param file the source file as the student knows it, e.g.
 *     {@code src/main/java/tabuleiro/GAME/Game.java}
 * @param line the line, counted from 1, or 0 when the error belongs to no line
 * @param message the compiler's message
 * @param code the line of source the error is on, or an empty string
 * @param studentsFile whether the file is one the student handed in
 */
public record CompileError(String file, long line, String message, String code,
        boolean studentsFile) {

    /**
     * Checks that every part is present and makes every text visible ({@link UntrustedText}):
     * the message and the line of source quote the student's code.
     */
    public CompileError {
        file = UntrustedText.visible(Objects.requireNonNull(file, "file"));
        message = UntrustedText.visible(Objects.requireNonNull(message, "message"));
        code = UntrustedText.visible(Objects.requireNonNull(code, "code"));
    }

    /**
     * Writes the error as compilers do: {@code file:line: message}.
     *
     * @return the error on one line (the message may continue on the next ones)
     */
    @Override
    public String toString() {
        return file + (line > 0 ? ":" + line : "") + ": " + message;
    }
}
