package tabuleiro.grading.report;

/**
 * A small Markdown text builder: lines, fenced blocks, inert text and table cells.
 *
 * <p>Much of what the reports say comes from a student: a failed assertion's message, an
 * exception's text, stack frames, file and folder names, notes about them. Gradescope and the
 * forges render Markdown, HTML included, so such text must never become markup: a message
 * holding {@code <img src=x onerror=...>}, {@code ![x](http://evil/)}, a phishing link or a line
 * break followed by {@code # Score: 100.00 / 100.00} would otherwise be drawn as the grader's
 * own words. Every piece of such text goes through {@link #text}, {@link #code}, {@link #cell}
 * or {@link #fenced}; only the grader's own words and the rule book's are written as they are.
 */
public final class Markdown {

    /**
     * The characters that can open or close markup anywhere in a line: emphasis, code, links and
     * images (their brackets: a parenthesis or {@code !} is plain text without them), raw HTML
     * and comments, entities, strike-through, table cells, and the backslash that escapes them.
     * CommonMark lets a backslash escape any ASCII punctuation, so each one stays a character.
     */
    private static final String SPECIAL = "\\`*_[]<&~|";

    /**
     * The characters that make markup only at the start of a line: a heading, a list item, a
     * block quote, a rule.
     */
    private static final String LEADING = "#-+=>.)";

    private final StringBuilder text = new StringBuilder();

    /**
     * Adds a line.
     *
     * @param line the line, without its line break
     */
    public void line(String line) {
        text.append(line).append('\n');
    }

    /** Adds an empty line. */
    public void blank() {
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
    public void fenced(String language, String content, int indent) {
        String pad = " ".repeat(indent);
        String fence = "`".repeat(Math.max(3, longestBacktickRun(content) + 1));
        line(pad + fence + language);
        content.lines().forEach(line -> line(line.isEmpty() ? "" : pad + line));
        line(pad + fence);
    }

    /**
     * Makes text safe for a table cell: one line, no column separators, no markup.
     *
     * @param text any text
     * @return the text as {@link #text} makes it, whose {@code |} are escaped too
     */
    public static String cell(String text) {
        return text(text);
    }

    /**
     * Makes any text inert inside a line of Markdown: its line breaks become spaces (a line
     * break would let the text start a block of its own, a heading or a list), and every
     * character that could open markup is escaped with a backslash, so a reader sees exactly
     * the characters the text holds. A bare web address gets an escape too ({@code http\://},
     * {@code www\.}), which keeps renderers that link addresses before they read escapes from
     * linking it; one that still links it shows the address itself as the link's text, so the
     * link cannot pose as anything else.
     *
     * @param text any text, such as a message a student's code threw
     * @return the text on one line, inert, rendered as its own characters
     */
    public static String text(String text) {
        String line = text.replaceAll("\\R", " ");
        StringBuilder inert = new StringBuilder(line.length() + 16);
        for (int i = 0; i < line.length(); i++) {
            char c = line.charAt(i);
            boolean special = SPECIAL.indexOf(c) >= 0
                    || i == 0 && LEADING.indexOf(c) >= 0
                    || c == '.' && isNumberedItem(line, i)
                    || c == ':' && line.startsWith("//", i + 1)
                    || c == '.' && i >= 3 && line.regionMatches(true, i - 3, "www", 0, 3);
            if (special) {
                inert.append('\\');
            }
            inert.append(c);
        }
        return inert.toString();
    }

    /**
     * Makes any text one inline code span: on one line (a line break could end the paragraph
     * and start a block of the text's own), between backtick runs longer than any run inside,
     * so nothing in it can close the span early; code spans show their text as it is, with no
     * markup, links or HTML.
     *
     * @param text any text, such as a file name or a stack frame
     * @return the code span
     */
    public static String code(String text) {
        String line = text.replaceAll("\\R", " ");
        String ticks = "`".repeat(longestBacktickRun(line) + 1);
        // CommonMark strips one space at each end when both are there, which keeps a text that
        // starts or ends with a backtick apart from the fence
        String pad = line.startsWith("`") || line.endsWith("`") || line.isBlank() ? " " : "";
        return ticks + pad + line + pad + ticks;
    }

    /**
     * Reads Markdown the way a terminal shows it: the backslash escapes that {@link #text} adds
     * and the bold markers are dropped, so a student reads {@code [4, 4, 3]}, not
     * {@code \\[4, 4, 3\\]}. Fenced blocks and code spans, which hold no escapes, are kept as
     * they are (a Java string in them may hold a backslash of its own).
     *
     * @param markdown Markdown as this class writes it
     * @return the same text for a terminal
     */
    public static String plain(String markdown) {
        StringBuilder out = new StringBuilder(markdown.length());
        boolean fenced = false;
        for (String line : markdown.split("\n", -1)) {
            if (line.strip().startsWith("```")) {
                fenced = !fenced;
                out.append(line).append('\n');
                continue;
            }
            if (fenced) {
                out.append(line).append('\n');
                continue;
            }
            boolean inCode = false;
            for (int i = 0; i < line.length(); i++) {
                char c = line.charAt(i);
                if (c == '`') {
                    inCode = !inCode;
                    out.append(c);
                } else if (!inCode && c == '\\' && i + 1 < line.length()
                        && isPunctuation(line.charAt(i + 1))) {
                    out.append(line.charAt(++i));
                } else if (!inCode && c == '*' && line.startsWith("**", i)) {
                    i++;
                } else {
                    out.append(c);
                }
            }
            out.append('\n');
        }
        return out.substring(0, out.length() - 1);
    }

    private static boolean isPunctuation(char c) {
        return c < 128 && !Character.isLetterOrDigit(c) && !Character.isWhitespace(c);
    }

    /** Whether the dot at {@code at} ends a run of digits that starts the text: {@code 1.}. */
    private static boolean isNumberedItem(String line, int at) {
        for (int i = 0; i < at; i++) {
            if (!Character.isDigit(line.charAt(i))) {
                return false;
            }
        }
        return at > 0;
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
