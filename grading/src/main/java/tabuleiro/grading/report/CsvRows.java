package tabuleiro.grading.report;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.math.BigDecimal;
import java.util.List;
import java.util.regex.Pattern;
import org.apache.commons.csv.CSVFormat;
import org.apache.commons.csv.CSVPrinter;
import org.apache.commons.csv.QuoteMode;

/**
 * The grader's CSV rows ({@code summary.csv}, Moodle's gradebook file, {@code similarity.csv},
 * {@code timings.csv}): RFC 4180 as Apache Commons CSV writes it (comma-separated, CRLF line
 * ends, a field quoted when it must be, its quotes doubled), with one guard of the grader's own
 * on top, the one place every CSV of the grader goes through: a text cell that a spreadsheet
 * would take for a formula (one that starts with {@code =}, {@code +}, {@code -}, {@code @}, a
 * tab or a carriage return; OWASP's "CSV injection") starts with {@code '}, so that it stays
 * text. Text cells are where student-controlled text lands (a submission's name is a folder's
 * name, which a student chose; a student's full name; a feedback message). A number the grader
 * itself writes ({@link BigDecimal}, {@link Number}) is never text and never guarded, so a
 * negative number such as a late penalty's {@code -18.00} stays a number in the spreadsheet.
 */
public final class CsvRows {

    /** How a field that a spreadsheet would read as a formula starts. */
    private static final Pattern FORMULA_START = Pattern.compile("[=+\\-@\t\r]");

    private static final CSVFormat FORMAT = CSVFormat.RFC4180.builder()
            .setQuoteMode(QuoteMode.MINIMAL).get();

    private CsvRows() {
    }

    /**
     * Makes a CSV line.
     *
     * @param fields the cells: a {@link CharSequence} is text (guarded), a {@link Number} is a
     *     number the grader wrote ({@link BigDecimal#toPlainString()} for a {@code BigDecimal}),
     *     written as it is
     * @return the fields as RFC 4180 wants them, each formula guarded, ended by CRLF
     * @throws IllegalArgumentException if a field is neither text nor a number
     */
    public static String row(List<?> fields) {
        StringBuilder line = new StringBuilder();
        try (CSVPrinter printer = new CSVPrinter(line, FORMAT)) {
            printer.printRecord(fields.stream().map(CsvRows::cell).toList());
        } catch (IOException e) {
            // A StringBuilder never throws; CSVPrinter's signature says it might.
            throw new UncheckedIOException(e);
        }
        return line.toString();
    }

    /**
     * Neutralises a text cell that a spreadsheet would read as a formula.
     *
     * @param text the cell's text
     * @return the text, with {@code '} before it when it starts as a formula does
     */
    static String guarded(String text) {
        return FORMULA_START.matcher(text).lookingAt() ? "'" + text : text;
    }

    private static String cell(Object field) {
        if (field instanceof BigDecimal number) {
            return number.toPlainString();
        }
        if (field instanceof Number number) {
            return number.toString();
        }
        if (field instanceof CharSequence text) {
            return guarded(text.toString());
        }
        throw new IllegalArgumentException("a CSV cell is text or a number, but it is "
                + (field == null ? "null" : field.getClass().getName()));
    }
}
