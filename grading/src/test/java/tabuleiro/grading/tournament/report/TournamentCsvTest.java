package tabuleiro.grading.tournament.report;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.stream.IntStream;
import org.apache.commons.csv.CSVRecord;
import org.junit.jupiter.api.Test;
import tabuleiro.grading.model.Language;
import tabuleiro.grading.model.Texts;
import tabuleiro.grading.report.SpreadsheetReadings;
import tabuleiro.grading.report.SpreadsheetReadings.Hostile;
import tabuleiro.grading.tournament.referee.Forfeit;
import tabuleiro.grading.tournament.referee.GameRecord;
import tabuleiro.grading.tournament.schedule.Bye;
import tabuleiro.grading.tournament.schedule.Standings;

/**
 * The tournament's CSV files ({@code tournament.csv}, {@code games.csv}, {@code byes.csv}) go
 * through the grader's one CSV writer: players and agent classes named by the corpus of
 * hostile names, and forfeits whose reasons are its messages, start no formula whichever
 * separator a spreadsheet splits them with, and every number is the one a tournament of
 * plainly named players writes.
 */
class TournamentCsvTest {

    private static final TournamentSettings SETTINGS = new TournamentSettings("connectfour", 7,
            1, 1000, 0, 300, "en");

    private static final List<Hostile> CORPUS = SpreadsheetReadings.CORPUS;

    /** Every hostile player against the last, plain one; every third game forfeited. */
    private static List<GameRecord> games() {
        List<GameRecord> games = new ArrayList<>();
        int plain = CORPUS.size();
        for (int player = 0; player < CORPUS.size(); player++) {
            boolean forfeit = player % 3 == 0;
            games.add(new GameRecord(games.size() + 1, player, plain, 1000L + player,
                    "4 4 3", forfeit ? 1 : player % 2,
                    forfeit ? Optional.of(Forfeit.EXCEPTION) : Optional.empty(),
                    forfeit ? CORPUS.get(player).text() : ""));
        }
        return games;
    }

    private static TournamentReport report(List<String> names) {
        List<GameRecord> games = games();
        List<Bye> byes = IntStream.range(0, CORPUS.size()).mapToObj(i -> new Bye(i + 1, i))
                .toList();
        return new TournamentReport(Texts.of(TournamentTexts.class, Language.ENGLISH),
                "Connect Four", new Standings(names, games), games, Set.of(), names, SETTINGS,
                byes);
    }

    private static List<String> hostileNames() {
        List<String> names = new ArrayList<>(CORPUS.stream().map(Hostile::text).toList());
        names.add("ana");
        return names;
    }

    private static List<String> plainNames() {
        return IntStream.rangeClosed(0, CORPUS.size()).mapToObj(i -> "p" + i).toList();
    }

    private static List<CSVRecord> rows(String csv) {
        SpreadsheetReadings.assertSafe(csv);
        List<CSVRecord> records = SpreadsheetReadings.records(csv);
        assertThat(csv.split("\r\n")).hasSize(records.size());
        return records.subList(1, records.size());
    }

    private static List<String> columns(CSVRecord row, int... columns) {
        return IntStream.of(columns).mapToObj(row::get).toList();
    }

    @Test
    void gamesCsvHoldsTheHostilePlayersAndReasonsAndTheNumbersOfAPlainTournament() {
        List<CSVRecord> hostile = rows(report(hostileNames()).gamesCsv());
        List<CSVRecord> plain = rows(report(plainNames()).gamesCsv());

        List<String> cells = CORPUS.stream().map(Hostile::cell).toList();
        assertThat(hostile.stream().map(row -> row.get(1))).containsExactlyElementsOf(cells);
        for (int i = 0; i < hostile.size(); i++) {
            // game, seed, moves, forfeit: byte for byte those of the plain tournament.
            assertThat(columns(hostile.get(i), 0, 3, 4, 6))
                    .isEqualTo(columns(plain.get(i), 0, 3, 4, 6));
            assertThat(hostile.get(i).get(8)).isEqualTo(i % 3 == 0 ? cells.get(i) : "");
            assertThat(hostile.get(i).get(7)).isEqualTo(i % 3 == 0 ? cells.get(i) : "");
        }
    }

    @Test
    void tournamentCsvHoldsTheHostilePlayersAndAgentClassesAndTheNumbersOfAPlainTournament() {
        List<CSVRecord> hostile = rows(report(hostileNames()).rankingCsv());
        final List<CSVRecord> plain = rows(report(plainNames()).rankingCsv());

        List<String> cells = new ArrayList<>(CORPUS.stream().map(Hostile::cell).toList());
        cells.add("ana");
        assertThat(hostile.stream().map(row -> row.get(1)))
                .containsExactlyInAnyOrderElementsOf(cells);
        assertThat(hostile).allSatisfy(row -> assertThat(row.get(3)).isEqualTo(row.get(1)));
        // rating, deviation, points, games, wins, draws, losses, forfeits: each player's the
        // same, whatever its name.
        int[] numbers = {4, 5, 6, 7, 8, 9, 10, 11};
        assertThat(hostile.stream().map(row -> columns(row, numbers)))
                .containsExactlyInAnyOrderElementsOf(plain.stream()
                        .map(row -> columns(row, numbers)).toList());
    }

    @Test
    void byesCsvHoldsTheHostilePlayersAndTheirRounds() {
        List<CSVRecord> rows = rows(report(hostileNames()).byesCsv());

        assertThat(rows.stream().map(row -> row.get(1)))
                .containsExactlyElementsOf(CORPUS.stream().map(Hostile::cell).toList());
        assertThat(rows.stream().map(row -> row.get(0))).containsExactlyElementsOf(
                IntStream.rangeClosed(1, CORPUS.size()).mapToObj(Integer::toString).toList());
    }
}
