package tabuleiro.grading.model;

import java.util.ArrayList;
import java.util.List;

/**
 * Text a submission produced (an exception's message, a compiler's quote of its source, a
 * style finding), made safe to show anyone and to write in any format: every character that
 * would act on the text around it instead of being seen is replaced by a visible escape such as
 * {@code <U+202E>}.
 *
 * <p>Escaped are: the bidirectional controls (U+202A to U+202E, U+2066 to U+2069, U+200E,
 * U+200F, U+061C), which turn the rest of a line around; every other format character (Unicode
 * category Cf: the zero-width U+200B to U+200D, U+2060, U+FEFF, the soft hyphen), which hides;
 * every control character but the newline and the tab (a carriage return too, except before a
 * newline, where the pair becomes a newline); the line and paragraph separators U+2028 and
 * U+2029; the non-characters U+FFFE and U+FFFF; and a UTF-16 surrogate without its pair, which
 * no UTF-8 writer can encode ({@code Files.writeString} throws on it). What is left is valid
 * Unicode that says what it shows.
 *
 * <p>The model's records that carry such text ({@link ScenarioResult}, {@link CompileError},
 * {@link GradedSubmission}'s notes) pass it through here when they are made, and the grader's
 * reader of the child JVMs' wire format does so for every string it reads, so that every writer
 * gets clean text whichever way it came: from a grading JVM, from the compiler JVM, from a
 * student's source file or from a result stored by an earlier run. The escape is idempotent:
 * escaped text is left as it is.
 */
public final class UntrustedText {

    private UntrustedText() {
    }

    /**
     * Returns the text with every character that acts instead of showing made visible.
     *
     * @param text the text, possibly {@code null}
     * @return the text, escaped; the same string when nothing needed it, {@code null} for
     *     {@code null}
     */
    public static String visible(String text) {
        if (text == null || clean(text)) {
            return text;
        }
        StringBuilder shown = new StringBuilder(text.length() + 16);
        int i = 0;
        while (i < text.length()) {
            char c = text.charAt(i);
            if (Character.isHighSurrogate(c) && i + 1 < text.length()
                    && Character.isLowSurrogate(text.charAt(i + 1))) {
                int codePoint = Character.toCodePoint(c, text.charAt(i + 1));
                if (acts(codePoint)) {
                    escape(shown, codePoint);
                } else {
                    shown.append(c).append(text.charAt(i + 1));
                }
                i += 2;
            } else if (c == '\r' && i + 1 < text.length() && text.charAt(i + 1) == '\n') {
                // A Windows line end is a line end, not a control character to show.
                i++;
            } else {
                if (Character.isSurrogate(c) || acts(c)) {
                    escape(shown, c);
                } else {
                    shown.append(c);
                }
                i++;
            }
        }
        return shown.toString();
    }

    /**
     * Returns each text of a list made visible.
     *
     * @param texts the texts
     * @return an unmodifiable list of the escaped texts
     */
    public static List<String> visible(List<String> texts) {
        List<String> shown = new ArrayList<>(texts.size());
        for (String text : texts) {
            shown.add(visible(text));
        }
        return List.copyOf(shown);
    }

    /** Whether no character of the text needs escaping: the common case, kept cheap. */
    private static boolean clean(String text) {
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (c >= ' ' && c < 0x7f) {
                continue;
            }
            if (Character.isSurrogate(c) || acts(c)) {
                return false;
            }
        }
        return true;
    }

    /** Whether a character acts on the text around it (or is not text) instead of showing. */
    private static boolean acts(int codePoint) {
        if (codePoint == '\n' || codePoint == '\t') {
            return false;
        }
        int type = Character.getType(codePoint);
        return type == Character.CONTROL || type == Character.FORMAT
                || type == Character.LINE_SEPARATOR || type == Character.PARAGRAPH_SEPARATOR
                || codePoint == 0xfffe || codePoint == 0xffff;
    }

    private static void escape(StringBuilder shown, int codePoint) {
        shown.append("<U+").append(String.format("%04X", codePoint)).append('>');
    }
}
