package tabuleiro.grading.report;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.List;
import java.util.regex.Pattern;
import org.apache.commons.csv.CSVFormat;
import org.apache.commons.csv.CSVPrinter;
import org.apache.commons.csv.QuoteMode;

/**
 * The grader's CSV rows ({@code summary.csv}, Moodle's gradebook file, {@code similarity.csv}):
 * RFC 4180 as Apache Commons CSV writes it (comma-separated, CRLF line ends, a field quoted
 * when it must be, its quotes doubled), with one guard of the grader's own on top: a field a
 * spreadsheet would take for a formula (a submission's name is a folder's name, which a student
 * chose) starts with {@code '}, so that it stays text.
 */
final class CsvRows {

    /** How a field that a spreadsheet would read as a formula starts. */
    private static final Pattern FORMULA_START = Pattern.compile("[=+\\-@\t\r]");

    private static final CSVFormat FORMAT = CSVFormat.RFC4180.builder()
            .setQuoteMode(QuoteMode.MINIMAL).get();

    private CsvRows() {
    }

    /**
     * Makes a CSV line.
     *
     * @param fields the fields
     * @return the fields as RFC 4180 wants them, each formula guarded, ended by CRLF
     */
    static String row(List<String> fields) {
        StringBuilder line = new StringBuilder();
        try (CSVPrinter printer = new CSVPrinter(line, FORMAT)) {
            printer.printRecord(fields.stream().map(CsvRows::guarded).toList());
        } catch (IOException e) {
            // A StringBuilder never throws; CSVPrinter's signature says it might.
            throw new UncheckedIOException(e);
        }
        return line.toString();
    }

    private static String guarded(String text) {
        return FORMULA_START.matcher(text).lookingAt() ? "'" + text : text;
    }
}
