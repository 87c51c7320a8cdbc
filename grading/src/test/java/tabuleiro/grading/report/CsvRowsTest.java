package tabuleiro.grading.report;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.apache.commons.csv.CSVRecord;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import tabuleiro.grading.report.SpreadsheetReadings.Hostile;

/**
 * The grader's one CSV writer: RFC 4180 by Apache Commons CSV, with every text cell made safe
 * for a spreadsheet that splits at {@code ,}, {@code ;} or tabs, with or without quotes.
 */
class CsvRowsTest {

    /** Moodle's user id, a grade, a late penalty and a count: what a gradebook imports. */
    private static final String ID = "424242";
    private static final BigDecimal GRADE = new BigDecimal("72.50");
    private static final BigDecimal PENALTY = new BigDecimal("-18.00");

    @Test
    void plainFieldsAreWrittenAsTheyAreAndTheLineEndsInCrlf() {
        assertThat(CsvRows.row(List.of("ana", "5.00", "", "graded")))
                .isEqualTo("ana,5.00,,graded\r\n");
    }

    @Test
    void aFieldWithCommasAndQuotesIsQuotedAndLineBreaksBecomeSpacesSoARowIsOneLine() {
        String name = "Ana \"the rook\", Lima\nsecond line\r\nthird";
        String row = CsvRows.row(List.of(name, "x"));

        assertThat(row).isEqualTo("\"Ana \"\"the rook\"\", Lima second line third\",x\r\n");
        assertThat(SpreadsheetReadings.records(row).get(0).toList())
                .containsExactly("Ana \"the rook\", Lima second line third", "x");
    }

    @Test
    void aTextWithTheSeparatorOfContinentalEuropeIsQuotedAsOneWithACommaIs() {
        assertThat(CsvRows.row(List.of("Ana;Lima", "x;y", 7)))
                .isEqualTo("\"Ana;Lima\",\"x;y\",7\r\n");
    }

    @Test
    void aFieldASpreadsheetWouldTakeForAFormulaStaysText() {
        List<String> fields = List.of("=HYPERLINK(\"http://x\")", "+1", "-cmd", "@SUM(A1)",
                "\tTAB", "\rCR", "\t=1", "a=b");
        CSVRecord read = SpreadsheetReadings.records(CsvRows.row(fields)).get(0);

        assertThat(read.toList()).containsExactly("'=HYPERLINK(\"http://x\")", "'+1", "'-cmd",
                "'@SUM(A1)", " TAB", "<U+000D>CR", " '=1", "a=b");
    }

    @Test
    void aNumberTheGraderWritesStaysANumberEvenWhenNegative() {
        // A late penalty of 18 points, written by the grader, beside a student's folder named
        // as a negative number: the number stays a number, the name becomes text.
        List<Object> fields = List.of("-18.00", PENALTY, new BigDecimal("72.00"),
                3, "=1+1", "+33 555 0100", "@home", "plain");
        CSVRecord read = SpreadsheetReadings.records(CsvRows.row(fields)).get(0);

        assertThat(read.toList()).containsExactly("'-18.00", "-18.00", "72.00", "3", "'=1+1",
                "'+33 555 0100", "'@home", "plain");
    }

    @Test
    void aNumberWithManyDigitsIsWrittenPlainNotInScientificNotation() {
        assertThat(CsvRows.row(List.of(new BigDecimal("1E+3"), new BigDecimal("-0.50"))))
                .isEqualTo("1000,-0.50\r\n");
    }

    @Test
    void aCellThatIsNeitherTextNorANumberIsRefused() {
        assertThatThrownBy(() -> CsvRows.row(List.of("ana", List.of())))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("a CSV cell is text or a number");
    }

    static Stream<Hostile> corpus() {
        return SpreadsheetReadings.CORPUS.stream();
    }

    @ParameterizedTest
    @MethodSource("corpus")
    void aHostileTextStartsNoFormulaWhateverTheSeparatorAndTheGradesAndIdStayAsTheyWere(
            Hostile hostile) {
        String row = CsvRows.row(List.of(ID, hostile.text(), GRADE, PENALTY, 7, hostile.text()));

        SpreadsheetReadings.assertSafe(row);
        assertThat(SpreadsheetReadings.records(row)).singleElement()
                .extracting(CSVRecord::toList).isEqualTo(List.of(ID, hostile.cell(), "72.50",
                        "-18.00", "7", hostile.cell()));
        // The bytes of the id and the numbers, as a gradebook imports them.
        assertThat(row).startsWith(ID + ",").contains(",72.50,-18.00,7,");
        // One line: a reader that splits lines finds the row whole.
        assertThat(row.indexOf('\n')).isEqualTo(row.length() - 1);
        assertThat(row.indexOf('\r')).isEqualTo(row.length() - 2);
        // Moodle's reader (PHP's fgetcsv, a backslash escaping a quote) finds the same cells.
        assertThat(SpreadsheetReadings.moodleRecords(row)).singleElement()
                .extracting(CSVRecord::toList).isEqualTo(List.of(ID, hostile.cell(), "72.50",
                        "-18.00", "7", hostile.cell()));
    }

    @Test
    void aFileOfTheWholeCorpusStartsNoFormulaAndKeepsItsRows() {
        StringBuilder csv = new StringBuilder(CsvRows.row(List.of("id", "name", "grade")));
        for (Hostile hostile : SpreadsheetReadings.CORPUS) {
            csv.append(CsvRows.row(List.of(ID, hostile.text(), GRADE)));
        }

        SpreadsheetReadings.assertSafe(csv.toString());
        assertThat(csv.toString().split("\r\n")).hasSize(SpreadsheetReadings.CORPUS.size() + 1);
        assertThat(SpreadsheetReadings.records(csv.toString()).stream().skip(1)
                .map(record -> record.get(1)))
                .containsExactlyElementsOf(SpreadsheetReadings.CORPUS.stream()
                        .map(Hostile::cell).toList());
    }

    /**
     * Every way a piece of text can reach a formula: a start (none, a name, a quote, an
     * apostrophe), then a separator or line break, then what a spreadsheet may drop before a
     * cell (spaces, quotes, invisible characters, a bidirectional override, half a character,
     * a backslash), then a formula's first character.
     */
    @Test
    void everyCombinationOfSeparatorDroppedCharactersAndFormulaStartsNoFormula() {
        List<String> starts = List.of("", "Ana", "\"", "'", "x\\");
        List<String> breaks = List.of(",", ";", "\t", "\n", "\r\n", "\r", " ",
                SpreadsheetReadings.LINE_SEPARATOR, ",;");
        List<String> dropped = List.of("", " ", "\"", "\"\"", " \" ", "\u00A0", "\u200B",
                "\u202E", "\u2067", "\uD800", "\\", "\t", "\r\n", "\uFEFF");
        List<String> formulas = List.of("=", "+", "-", "@", "\t", "\r");
        List<String> texts = new ArrayList<>();
        for (String start : starts) {
            for (String separator : breaks) {
                for (String drop : dropped) {
                    for (String formula : formulas) {
                        texts.add(start + separator + drop + formula + "1+1");
                    }
                }
            }
        }
        for (String text : texts) {
            String row = CsvRows.row(List.of(ID, text, PENALTY));

            SpreadsheetReadings.assertSafe(row);
            assertThat(row).as(text).startsWith(ID + ",").endsWith(",-18.00\r\n");
            assertThat(SpreadsheetReadings.moodleRecords(row).get(0).get(2)).isEqualTo("-18.00");
        }
        assertThat(texts).hasSize(5 * 9 * 14 * 6);
    }
}
