package tabuleiro.grading.report;

/** A small Markdown text builder: lines, fenced blocks and table cells. */
final class Markdown {

    private final StringBuilder text = new StringBuilder();

    /**
     * Adds a line.
     *
     * @param line the line, without its line break
     */
    void line(String line) {
        text.append(line).append('\n');
    }

    /** Adds an empty line. */
    void blank() {
        text.append('\n');
    }

    /**
     * Adds a fenced block whose fence is longer than any run of backticks inside, so no content
     * can close it early.
     *
     * @param language the block's language, or an empty string
     * @param content the block's lines
     * @param indent how many spaces to indent the block by (to keep it in a list item)
     */
    void fenced(String language, String content, int indent) {
        String pad = " ".repeat(indent);
        String fence = "`".repeat(Math.max(3, longestBacktickRun(content) + 1));
        line(pad + fence + language);
        content.lines().forEach(line -> line(line.isEmpty() ? "" : pad + line));
        line(pad + fence);
    }

    /**
     * Makes text safe for a table cell: no line breaks, no column separators.
     *
     * @param text any text
     * @return the text on one line with {@code |} escaped
     */
    static String cell(String text) {
        return text.replace("\\", "\\\\").replace("|", "\\|").replaceAll("\\R", " ");
    }

    private static int longestBacktickRun(String content) {
        int longest = 0;
        int run = 0;
        for (char c : content.toCharArray()) {
            run = c == '`' ? run + 1 : 0;
            longest = Math.max(longest, run);
        }
        return longest;
    }

    @Override
    public String toString() {
        return text.toString();
    }
}
