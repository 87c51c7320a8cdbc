package tabuleiro.grading.report.feedback;

import java.util.regex.Matcher;
import java.util.regex.Pattern;
import tabuleiro.grading.model.Language;

/**
 * A failed check's message with AssertJ's own lines said in the student's language. A step's
 * description (in brackets, said through the steps' twins) and the values AssertJ quotes are
 * left as they are: only a whole line that is one of AssertJ's ({@link AssertjWords}) is said
 * again, with the values it holds, keeping its indentation.
 */
public final class AssertjLines {

    private static final ContractWords PORTUGUESE = ContractWords.of(AssertjWords.class);

    /** A line's indentation (group 1), its words (2) and what trails them (3). */
    private static final Pattern LINE = Pattern.compile("^(\\s*)(.*?)(\\s*)$");

    /** Not instantiated. */
    private AssertjLines() {
    }

    /**
     * A check's message with AssertJ's lines in a language.
     *
     * @param message the message, the step's own words already in the language
     * @param language the student's language
     * @return the message, AssertJ's lines in the language
     */
    public static String say(String message, Language language) {
        if (language == Language.ENGLISH || message.isEmpty()) {
            return message;
        }
        String[] lines = message.split("\n", -1);
        for (int i = 0; i < lines.length; i++) {
            Matcher parts = LINE.matcher(lines[i]);
            // A line indented by two spaces or more is a value AssertJ quotes, never its own.
            if (!lines[i].startsWith("  ") && parts.matches() && !parts.group(2).isEmpty()) {
                lines[i] = parts.group(1) + PORTUGUESE.translated(parts.group(2))
                        + parts.group(3);
            }
        }
        return String.join("\n", lines);
    }
}
