package tabuleiro.grading.report;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.io.StringReader;
import java.math.BigDecimal;
import java.util.List;
import org.apache.commons.csv.CSVFormat;
import org.apache.commons.csv.CSVParser;
import org.apache.commons.csv.CSVRecord;
import org.junit.jupiter.api.Test;

/** The grader's CSV rows: RFC 4180 by Apache Commons CSV, with the formula guard on top. */
class CsvRowsTest {

    @Test
    void plainFieldsAreWrittenAsTheyAreAndTheLineEndsInCrlf() {
        assertThat(CsvRows.row(List.of("ana", "5.00", "", "graded")))
                .isEqualTo("ana,5.00,,graded\r\n");
    }

    @Test
    void aFieldWithCommasQuotesAndLineBreaksIsQuotedAndReadsBackWhole() throws IOException {
        String name = "Ana \"the rook\", Lima\nsecond line\r\nthird";
        String row = CsvRows.row(List.of(name, "x"));

        assertThat(row).isEqualTo("\"Ana \"\"the rook\"\", Lima\nsecond line\r\nthird\",x\r\n");
        assertThat(read(row).get(0).toList()).containsExactly(name, "x");
    }

    @Test
    void aFieldASpreadsheetWouldTakeForAFormulaStaysText() throws IOException {
        List<String> fields = List.of("=HYPERLINK(\"http://x\")", "+1", "-cmd", "@SUM(A1)",
                "\tTAB", "\rCR", "a=b");
        CSVRecord read = read(CsvRows.row(fields)).get(0);

        assertThat(read.toList()).containsExactly("'=HYPERLINK(\"http://x\")", "'+1", "'-cmd",
                "'@SUM(A1)", "'\tTAB", "'\rCR", "a=b");
    }

    @Test
    void aNumberTheGraderWritesStaysANumberEvenWhenNegative() throws IOException {
        // A late penalty of 18 points, written by the grader, beside a student's folder named
        // as a negative number: the number stays a number, the name becomes text.
        List<Object> fields = List.of("-18.00", new BigDecimal("-18.00"), new BigDecimal("72.00"),
                3, "=1+1", "+33 555 0100", "@home", "plain");
        CSVRecord read = read(CsvRows.row(fields)).get(0);

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

    private static List<CSVRecord> read(String csv) throws IOException {
        try (CSVParser parser = CSVParser.parse(new StringReader(csv), CSVFormat.RFC4180)) {
            return parser.getRecords();
        }
    }
}
