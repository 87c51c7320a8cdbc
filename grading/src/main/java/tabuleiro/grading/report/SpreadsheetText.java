package tabuleiro.grading.report;

import tabuleiro.grading.model.UntrustedText;

/**
 * A text cell of the grader's CSV files made safe to open in a spreadsheet, whichever list
 * separator the spreadsheet splits it with: {@code ,} (RFC 4180, English locales), {@code ;}
 * (Excel and LibreOffice in Portuguese and most of continental Europe) or a tab, honouring the
 * file's quotes or not. A spreadsheet that takes {@code ;} as the separator splits a name such
 * as {@code Ana;=1+1} into two cells, the second a formula, although the whole name is one
 * comma-separated cell; so a text is guarded not only where it starts but wherever a separator
 * could start a cell inside it (OWASP's "CSV injection": a cell that starts with {@code =},
 * {@code +}, {@code -}, {@code @}, a tab or a carriage return is a formula). What a student can
 * put in a name, a folder's name or a message:
 * <ul>
 *   <li>a piece that would start a cell with a formula's first character, after spaces or
 *       double quotes that a spreadsheet might drop, gets a {@code '} just before that
 *       character (the letters stay as they were, so the name stays readable), and a text
 *       that ends with a separator ends with a {@code '}, lest the cell after it start with the
 *       file's closing quote and line break;</li>
 *   <li>what {@link UntrustedText} makes visible in every report is made visible here too, as
 *       {@code <U+202E>}: the bidirectional controls (U+202A..U+202E, U+2066..U+2069 and the
 *       marks), which can show a cell's letters in another order than the spreadsheet reads
 *       them, the other invisible format characters, a carriage return alone and every other
 *       control character, and a lone surrogate, half a character that no UTF-8 writer can
 *       write; the instructor sees that something was there, and none of it starts a cell;</li>
 *   <li>line breaks and tabs become a space: a row is one line of the file, so a reader that
 *       splits lines naively, or at tabs, finds the same rows and no cell that starts with
 *       one;</li>
 *   <li>a backslash becomes {@code /}: Moodle reads its gradebook file with PHP's
 *       {@code fgetcsv}, which takes a backslash before a double quote as an escape, so a
 *       quoted name that ended with one would run into the next cells and shift the row's
 *       grade out of its column.</li>
 * </ul>
 */
final class SpreadsheetText {

    /** The characters that start a formula in a cell (OWASP). */
    private static final String FORMULA_STARTS = "=+-@\t\r";

    /** Where a spreadsheet may split a line into cells: the three list separators. */
    private static final String SEPARATORS = ",;\t";

    private SpreadsheetText() {
    }

    /**
     * Makes a text cell safe.
     *
     * @param text the cell's text, as a student or the grader wrote it
     * @return the text on one line, what acts instead of showing made visible, no backslash,
     *     with a {@code '} before every character that would start a formula at the start of a
     *     cell, however the line is split, and after a separator that ends it
     */
    static String neutralised(String text) {
        String plain = normalised(text);
        StringBuilder safe = new StringBuilder(plain.length() + 8);
        boolean cellMayStart = true;
        boolean split = false;
        for (int i = 0; i < plain.length(); i++) {
            char c = plain.charAt(i);
            if (cellMayStart && FORMULA_STARTS.indexOf(c) >= 0) {
                safe.append('\'');
                cellMayStart = false;
            } else if (cellMayStart && !droppable(c)) {
                cellMayStart = false;
            }
            safe.append(c);
            if (SEPARATORS.indexOf(c) >= 0) {
                cellMayStart = true;
                split = true;
            }
        }
        if (cellMayStart && split) {
            // A text that ends with a separator is quoted: a spreadsheet that splits there
            // starts a cell with the closing quote and the line break, a carriage return.
            safe.append('\'');
        }
        return safe.toString();
    }

    /**
     * Whether a text cell, once neutralised, holds a separator and so is quoted whatever the
     * file's own separator: a spreadsheet that honours quotes then reads it as one cell.
     *
     * @param neutralised a text as {@link #neutralised(String)} returns it
     * @return whether it holds {@code ,}, {@code ;}, a tab or a double quote
     */
    static boolean needsQuotes(String neutralised) {
        return neutralised.chars().anyMatch(c -> SEPARATORS.indexOf(c) >= 0 || c == '"');
    }

    /**
     * Whether a spreadsheet may drop a character before a cell's first visible one: a space
     * (trimmed) or a double quote (taken as the cell's quote).
     */
    private static boolean droppable(char c) {
        return Character.isWhitespace(c) || Character.isSpaceChar(c) || c == '"';
    }

    private static String normalised(String text) {
        String shown = UntrustedText.visible(text);
        StringBuilder plain = new StringBuilder(shown.length());
        for (int i = 0; i < shown.length(); i++) {
            char c = shown.charAt(i);
            plain.append(c == '\n' || c == '\t' ? ' ' : c == '\\' ? '/' : c);
        }
        return plain.toString();
    }
}
