package tabuleiro.grading.rulebook;

import java.util.List;
import java.util.Set;
import java.util.TreeSet;

/**
 * The lines of a feature file, cut into the blocks a reader sees: a scenario is quoted from its
 * keyword line to the line before the next block, so the quote is exactly what the rule book
 * says, drawn grids and tables included.
 */
final class SourceText {

    private final List<String> lines;
    private final TreeSet<Integer> starts;

    /**
     * Holds a file's text and where its blocks start.
     *
     * @param text the file's text
     * @param starts the first line of every block (tags included), counted from 1
     */
    SourceText(String text, Set<Integer> starts) {
        this.lines = text.lines().toList();
        this.starts = new TreeSet<>(starts);
    }

    /**
     * Returns one line.
     *
     * @param line the line, counted from 1
     * @return its text, or an empty string beyond the end
     */
    String line(int line) {
        return 1 <= line && line <= lines.size() ? lines.get(line - 1) : "";
    }

    /**
     * Returns the block that starts with a keyword line: up to the next block, without the blank
     * lines and comments that trail it, and with the common indentation taken away.
     *
     * @param keywordLine the line of the block's keyword, counted from 1
     * @return the block's text
     */
    String block(int keywordLine) {
        Integer next = starts.higher(keywordLine);
        int end = next == null ? lines.size() : next - 1;
        while (end > keywordLine && isFiller(line(end))) {
            end--;
        }
        return dedent(String.join("\n", lines.subList(keywordLine - 1, Math.max(end,
                keywordLine))));
    }

    /**
     * Takes the indentation that all non-blank lines share away from each of them.
     *
     * @param text some lines
     * @return the lines, moved left as far as they all can be, with surrounding blank lines
     *     dropped
     */
    static String dedent(String text) {
        List<String> textLines = text.strip().isEmpty() ? List.of() : text.lines().toList();
        int indent = textLines.stream().filter(line -> !line.isBlank())
                .mapToInt(line -> line.length() - line.stripLeading().length())
                .min().orElse(0);
        StringBuilder result = new StringBuilder();
        for (String line : textLines) {
            result.append(line.isBlank() ? "" : line.substring(indent).stripTrailing())
                    .append('\n');
        }
        return result.toString().strip().isEmpty() ? "" : stripBlankEnds(result.toString());
    }

    private static String stripBlankEnds(String text) {
        List<String> textLines = text.lines().toList();
        int first = 0;
        int last = textLines.size() - 1;
        while (textLines.get(first).isBlank()) {
            first++;
        }
        while (textLines.get(last).isBlank()) {
            last--;
        }
        return String.join("\n", textLines.subList(first, last + 1));
    }

    private static boolean isFiller(String line) {
        String stripped = line.strip();
        return stripped.isEmpty() || stripped.startsWith("#");
    }
}
