package tabuleiro.grading.report;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.math.BigDecimal;
import java.util.List;
import org.apache.commons.csv.CSVFormat;
import org.apache.commons.csv.QuoteMode;

/**
 * The grader's one CSV writer: every CSV file the grader, the tournament and the merges write
 * ({@code summary.csv}, Moodle's gradebook file, {@code similarity.csv}, {@code timings.csv},
 * {@code tournament.csv}, {@code games.csv}, {@code byes.csv}) is made of its rows. RFC 4180 as
 * Apache Commons CSV writes it (comma-separated, CRLF line ends, a field's quotes doubled), with
 * the grader's guard on top, OWASP's advice for CSV injection: a text cell is
 * {@linkplain SpreadsheetText#neutralised(String) neutralised}, so that no cell a spreadsheet
 * makes of it starts a formula whether it splits the line at {@code ,}, at {@code ;} or at a
 * tab, and a text cell that holds a separator is quoted, so that a spreadsheet that honours
 * quotes keeps it one cell whichever separator it uses. Text cells are where student-controlled
 * text lands (a submission's name is a folder's name, which a student chose; a student's full
 * name; a feedback message; a player's name). A number the grader itself writes
 * ({@link BigDecimal}, {@link Number}) is never text and never changed, so a negative number
 * such as a late penalty's {@code -18.00} stays a number in the spreadsheet, and an identifier
 * of digits (Moodle's user id) is written as it is.
 */
public final class CsvRows {

    /** Quotes a field only when RFC 4180 needs it: what a number or a plain text gets. */
    private static final CSVFormat AS_NEEDED = CSVFormat.RFC4180.builder()
            .setQuoteMode(QuoteMode.MINIMAL).get();

    /** Quotes the field: a text that holds {@code ;} or a tab, separators RFC 4180 ignores. */
    private static final CSVFormat QUOTED = CSVFormat.RFC4180.builder()
            .setQuoteMode(QuoteMode.ALL).get();

    private CsvRows() {
    }

    /**
     * Makes a CSV line.
     *
     * @param fields the cells: a {@link CharSequence} is text (neutralised), a {@link Number} is
     *     a number the grader wrote ({@link BigDecimal#toPlainString()} for a
     *     {@code BigDecimal}), written as it is
     * @return the fields as RFC 4180 wants them, each text neutralised, ended by CRLF
     * @throws IllegalArgumentException if a field is neither text nor a number
     */
    public static String row(List<?> fields) {
        StringBuilder line = new StringBuilder();
        try {
            boolean first = true;
            for (Object field : fields) {
                if (field instanceof CharSequence text) {
                    String safe = SpreadsheetText.neutralised(text.toString());
                    (SpreadsheetText.needsQuotes(safe) ? QUOTED : AS_NEEDED)
                            .print(safe, line, first);
                } else {
                    AS_NEEDED.print(number(field), line, first);
                }
                first = false;
            }
            AS_NEEDED.println(line);
        } catch (IOException e) {
            // A StringBuilder never throws; CSVFormat's signature says it might.
            throw new UncheckedIOException(e);
        }
        return line.toString();
    }

    private static String number(Object field) {
        if (field instanceof BigDecimal number) {
            return number.toPlainString();
        }
        if (field instanceof Number number) {
            return number.toString();
        }
        throw new IllegalArgumentException("a CSV cell is text or a number, but it is "
                + (field == null ? "null" : field.getClass().getName()));
    }
}
