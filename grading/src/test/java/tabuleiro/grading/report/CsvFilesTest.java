package tabuleiro.grading.report;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.math.BigDecimal;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.IntStream;
import org.apache.commons.csv.CSVRecord;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import tabuleiro.grading.model.GradedSubmission;
import tabuleiro.grading.model.GradedSubmission.Status;
import tabuleiro.grading.model.Marking;
import tabuleiro.grading.model.Outcome;
import tabuleiro.grading.model.PhaseTimes;
import tabuleiro.grading.model.ScenarioResult;
import tabuleiro.grading.model.SchemeBuilder;
import tabuleiro.grading.model.Score;
import tabuleiro.grading.model.Student;
import tabuleiro.grading.report.SpreadsheetReadings.Hostile;
import tabuleiro.grading.report.platform.MoodleCsv;
import tabuleiro.grading.report.wholeclass.ClassSummary;
import tabuleiro.grading.report.wholeclass.SimilarityReport;
import tabuleiro.grading.report.wholeclass.TimingsCsv;
import tabuleiro.grading.rulebook.RuleBook;
import tabuleiro.grading.similarity.SimilarPair;
import tabuleiro.grading.similarity.SimilarityResult;
import tabuleiro.grading.similarity.SourceFile;

/**
 * Every CSV file of the grader goes through its one writer: each holds the corpus of hostile
 * names and messages as {@link CsvRows} writes it, starts no formula whichever separator a
 * spreadsheet splits it with, and keeps its grades, ids and numbers as they were. The
 * tournament's files are checked by {@code tournament.TournamentCsvTest}.
 */
class CsvFilesTest {

    private static final String FEATURE =
            """
            Feature: F
              @R-01 @ex01
              Rule: One
                Scenario: a
                  Then x
            """;

    private static final Marking MARKING = Marking.of(
            SchemeBuilder.scheme("g", "G", "a.b", "a")
                    .exercise("ex01", "First", "10").build(),
            RuleBook.parse(Map.of("f.feature", FEATURE)).rules());

    /** A refusal whose reason quotes a student's file name: a message that reaches the CSV. */
    private static final String REFUSAL = "the zip;=1+1.zip cannot be read\n@SUM(1)";

    private static final List<Hostile> CORPUS = SpreadsheetReadings.CORPUS;

    /** A hostile's Moodle user id: digits, as Moodle's download names them. */
    private static String id(int index) {
        return Integer.toString(424200 + index);
    }

    private static GradedSubmission graded(int index) {
        Hostile hostile = CORPUS.get(index);
        Score score = Score.of(MARKING, Map.of(),
                ScenarioResult.of(Outcome.NOT_RUN, "not run", Optional.empty()));
        return new GradedSubmission(hostile.text(), Status.GRADED, score, List.of(), List.of(),
                1, new Student(hostile.text(), Optional.of(id(index))), Optional.empty());
    }

    private static List<GradedSubmission> classOfHostiles() {
        List<GradedSubmission> graded = new ArrayList<>(IntStream.range(0, CORPUS.size())
                .mapToObj(CsvFilesTest::graded).toList());
        Score score = Score.of(MARKING, Map.of(),
                ScenarioResult.of(Outcome.NOT_RUN, "not run", Optional.empty()));
        graded.add(new GradedSubmission("refused", Status.REFUSED, score, List.of(),
                List.of(REFUSAL), 1));
        return graded;
    }

    private static List<String> cells() {
        return CORPUS.stream().map(Hostile::cell).toList();
    }

    /** The records after the header, each read as RFC 4180 says. */
    private static List<CSVRecord> rows(String csv) {
        SpreadsheetReadings.assertSafe(csv);
        List<CSVRecord> records = SpreadsheetReadings.records(csv);
        // A row is a line: a reader that splits lines finds the same rows.
        assertThat(csv.split("\r\n")).hasSize(records.size());
        return records.subList(1, records.size());
    }

    @Test
    void summaryCsvHoldsEachHostileNameAsTheWriterWritesItAndItsNumbersAsTheyWere() {
        List<CSVRecord> rows = rows(new ClassSummary(MARKING, classOfHostiles()).csv());

        assertThat(rows.stream().limit(CORPUS.size()).map(row -> row.get(0)))
                .containsExactlyElementsOf(cells());
        assertThat(rows).allSatisfy(row -> {
            assertThat(row.get(1)).isEqualTo("0.00");
            assertThat(row.get(2)).isEqualTo("10.00");
        });
        assertThat(rows.get(CORPUS.size()).get(3))
                .isEqualTo(SpreadsheetText.neutralised("refused: " + REFUSAL))
                .isEqualTo("refused: the zip;'=1+1.zip cannot be read @SUM(1)");
    }

    @Test
    void moodleGradesHoldEachHostileNameAndMessageWithTheIdsAndGradesMoodleImports() {
        String csv = MoodleCsv.csv(MARKING, classOfHostiles());
        List<CSVRecord> rows = rows(csv);

        assertThat(rows.stream().limit(CORPUS.size()).map(row -> row.get(0)))
                .containsExactlyElementsOf(cells());
        assertThat(rows.stream().limit(CORPUS.size()).map(row -> row.get(2)))
                .containsExactlyElementsOf(cells());
        assertThat(rows.get(CORPUS.size()).get(4))
                .contains("Refused, not graded: the zip;'=1+1.zip cannot be read @SUM(1).");
        // Moodle's own reading (PHP's fgetcsv, its backslash escape) finds every user id and
        // grade where they were written, byte for byte.
        List<CSVRecord> moodle = SpreadsheetReadings.moodleRecords(csv);
        assertThat(moodle).hasSize(CORPUS.size() + 2).allSatisfy(row ->
                assertThat(row.size()).isEqualTo(5));
        for (int i = 0; i < CORPUS.size(); i++) {
            assertThat(moodle.get(i + 1).get(1)).isEqualTo(id(i));
            assertThat(moodle.get(i + 1).get(3)).isEqualTo("0.00");
            assertThat(csv).contains("," + id(i) + ",");
        }
    }

    @Test
    void timingsCsvHoldsEachHostileSubmissionNameAndItsSecondsAsTheyWere(@TempDir Path out)
            throws IOException {
        List<PhaseTimes> times = CORPUS.stream()
                .map(hostile -> new PhaseTimes(hostile.text(), 0.1, 0.4, 1.0, 0, 0.2, 0.05))
                .toList();
        String csv = Files.readString(TimingsCsv.write(out, times), StandardCharsets.UTF_8);
        List<CSVRecord> rows = rows(csv);

        assertThat(rows.stream().map(row -> row.get(0))).containsExactlyElementsOf(cells());
        assertThat(rows).allSatisfy(row -> assertThat(row.toList().subList(1, row.size()))
                .containsExactly("0.100", "0.400", "1.000", "0.000", "0.200", "0.050", "1.750"));
    }

    @Test
    void similarityCsvHoldsEachHostilePairAndItsPercentAsTheyWere() {
        List<SimilarPair> pairs = new ArrayList<>();
        Map<String, List<SourceFile>> sources = new HashMap<>();
        List<SourceFile> files = List.of(new SourceFile("a/Game.java", List.of("class A {}")));
        sources.put("ana", files);
        for (int i = 0; i < CORPUS.size(); i++) {
            // Each its own similarity, so that the CSV keeps the corpus's order.
            pairs.add(new SimilarPair(CORPUS.get(i).text(), "ana", 90 - i, 7, List.of()));
            sources.put(CORPUS.get(i).text(), files);
        }
        String csv = new SimilarityReport("G", new SimilarityResult(pairs, List.of(), sources,
                Optional.empty()), 50, Map.of()).csv();
        List<CSVRecord> rows = rows(csv);

        assertThat(rows.stream().map(row -> row.get(0))).containsExactlyElementsOf(cells());
        assertThat(rows.stream().map(row -> row.get(2))).containsExactlyElementsOf(
                IntStream.range(0, CORPUS.size()).mapToObj(i -> new BigDecimal(90 - i)
                        .setScale(1).toPlainString()).toList());
        assertThat(rows).allSatisfy(row -> assertThat(row.get(3)).isEqualTo("7"));
    }
}
