package tabuleiro.grading.similarity;

import java.util.List;
import java.util.Objects;

/**
 * One of a student's own source files as it was compared, kept for the side-by-side pages.
 *
 * @param path the file's path under the source root, such as
 *     {@code tabuleiro/GAME/Game.java}
 * @param lines its lines, without line ends
 */
public record SourceFile(String path, List<String> lines) {

    /**
     * Keeps an unmodifiable copy of the lines.
     *
     * @throws NullPointerException if the path or the lines are null
     */
    public SourceFile {
        Objects.requireNonNull(path, "path");
        lines = List.copyOf(lines);
    }
}
