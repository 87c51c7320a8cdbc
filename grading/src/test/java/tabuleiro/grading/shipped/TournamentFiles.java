package tabuleiro.grading.shipped;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.Reader;
import java.io.StringReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.apache.commons.csv.CSVFormat;
import org.apache.commons.csv.CSVRecord;
import tabuleiro.grading.model.Language;
import tabuleiro.grading.report.CsvRows;
import tabuleiro.grading.tournament.referee.ForfeitReason;

/**
 * A tournament's output read as a reader of each file would read it, and the files checked
 * against each other: {@code tournament.csv}, {@code tournament.md} and {@code tournament.html}
 * must give the same ranking (player, anchor or not, rating, deviation, points, record,
 * forfeits, agent class), the same counts of players and games, and the same crosstable, and
 * {@code games.csv} and the page's list of games the same games. Each file is written by its
 * own code in {@code TournamentReport}, so one of them drifting from the others is a defect a
 * check of each against expectations alone would miss.
 */
final class TournamentFiles {

    private static final Pattern CELL = Pattern.compile("<t[dh][^>]*>(.*?)</t[dh]>");
    private static final Pattern ROW = Pattern.compile("<tr[^>]*>(.*?)</tr>");

    private TournamentFiles() {
    }

    /**
     * Reads a CSV file the grader wrote, by its header.
     *
     * @param file the file
     * @return its records
     */
    static List<CSVRecord> csv(Path file) throws IOException {
        try (Reader in = Files.newBufferedReader(file, StandardCharsets.UTF_8)) {
            return CSVFormat.RFC4180.builder().setHeader().setSkipHeaderRecord(true).get()
                    .parse(in).getRecords();
        }
    }

    /**
     * Checks that the files of a tournament's folder exist and agree with each other.
     *
     * @param out the folder
     * @param anchorWord the word the pages add to an anchor's name, in their language
     * @return the ranking, as {@code tournament.csv} gives it
     */
    static List<CSVRecord> agree(Path out, String anchorWord) throws IOException {
        List<CSVRecord> ranking = csv(out.resolve("tournament.csv"));
        List<CSVRecord> games = csv(out.resolve("games.csv"));
        String md = Files.readString(out.resolve("tournament.md"), StandardCharsets.UTF_8);
        String html = Files.readString(out.resolve("tournament.html"), StandardCharsets.UTF_8);
        // The pages say a game's reason in their language; games.csv keeps it as recorded.
        Matcher lang = Pattern.compile("<html lang=\"(\\w+)\"").matcher(html);
        assertThat(lang.find()).as("tournament.html names its language").isTrue();
        final Language language = Language.ofTag(lang.group(1)).orElseThrow();

        // The intro of both pages: "{players} players ... played {games} games".
        String mdIntro = md.lines().filter(line -> line.matches("^\\d.*")).findFirst()
                .orElseThrow(() -> new AssertionError("no intro in tournament.md"));
        Matcher htmlIntro = Pattern.compile("<p>(\\d[^<]*)</p>").matcher(html);
        assertThat(htmlIntro.find()).as("the page's intro").isTrue();
        for (String intro : List.of(mdIntro, unescape(htmlIntro.group(1)))) {
            Matcher counts = Pattern.compile("^(\\d+)\\D+(\\d+)").matcher(intro);
            assertThat(counts.find()).as(intro).isTrue();
            assertThat(List.of(Integer.parseInt(counts.group(1)), Integer.parseInt(
                    counts.group(2)))).as("players and games: %s", intro).containsExactly(
                    ranking.size(), games.size());
        }

        List<List<String>> mdRanking = markdownTable(md, 0);
        List<List<String>> htmlRanking = htmlTable(html, 0);
        assertThat(mdRanking).as("tournament.md's ranking").hasSameSizeAs(ranking);
        assertThat(htmlRanking).as("tournament.html's ranking").hasSameSizeAs(ranking);
        int played = 0;
        for (int i = 0; i < ranking.size(); i++) {
            CSVRecord row = ranking.get(i);
            String player = row.get("player");
            String shown = "yes".equals(row.get("anchor")) ? player + " (" + anchorWord + ")"
                    : player;
            int count = Integer.parseInt(row.get("games"));
            assertThat(count).as(player).isEqualTo(Integer.parseInt(row.get("wins"))
                    + Integer.parseInt(row.get("draws")) + Integer.parseInt(row.get("losses")));
            played += count;
            for (List<String> page : List.of(mdRanking.get(i), htmlRanking.get(i))) {
                assertThat(page).as("rank %d", i + 1).hasSize(8);
                assertThat(page.get(0)).isEqualTo(row.get("rank")).isEqualTo(
                        Integer.toString(i + 1));
                assertThat(page.get(1)).as("rank %d", i + 1).isEqualTo(shown);
                assertThat(Double.parseDouble(page.get(2))).as("%s's rating", player)
                        .isEqualTo(Double.parseDouble(row.get("rating")));
                assertThat(Double.parseDouble(page.get(3))).as("%s's deviation", player)
                        .isEqualTo(Double.parseDouble(row.get("deviation")));
                assertThat(Double.parseDouble(page.get(4))).as("%s's points", player)
                        .isEqualTo(Double.parseDouble(row.get("points")));
                assertThat(page.get(5)).as("%s's record", player).isEqualTo(row.get("wins")
                        + "–" + row.get("draws") + "–" + row.get("losses"));
                assertThat(page.get(6)).as("%s's forfeits", player).isEqualTo(
                        row.get("forfeits"));
                assertThat(page.get(7)).as("%s's agent", player).isEqualTo(
                        row.get("agent_class"));
            }
        }
        // Every game counts once for each of its two players.
        assertThat(played).as("the ranking's games").isEqualTo(2 * games.size());

        // The crosstable: each row's points against the others make the player's points.
        final List<CSVRecord> byes = Files.exists(out.resolve("byes.csv"))
                ? csv(out.resolve("byes.csv")) : List.of();
        int crossIndex = md.indexOf("\n| |");
        assertThat(crossIndex).as("tournament.md's crosstable").isPositive();
        List<List<String>> mdCross = markdownTable(md.substring(crossIndex), 0);
        List<List<String>> htmlCross = htmlTable(html, tableIndexOf(html, "<tr><th></th>"));
        assertThat(mdCross).hasSameSizeAs(ranking);
        assertThat(htmlCross).hasSameSizeAs(ranking);
        for (int i = 0; i < ranking.size(); i++) {
            assertThat(mdCross.get(i)).as("crosstable row %d", i + 1).isEqualTo(
                    htmlCross.get(i));
            double sum = mdCross.get(i).subList(1, mdCross.get(i).size()).stream()
                    .filter(cell -> !cell.equals("—")).mapToDouble(Double::parseDouble).sum();
            // A Swiss tournament's bye is a point with no game, so in no cell of the table.
            String player = ranking.get(i).get("player");
            assertThat(sum + byes.stream().filter(bye -> bye.get("player").equals(player))
                    .count()).as("crosstable row %d and byes: %s", i + 1, player)
                    .isEqualTo(Double.parseDouble(ranking.get(i).get("points")));
            assertThat(mdCross.get(i).get(0)).isEqualTo((i + 1) + ". " + ranking.get(i)
                    .get("player"));
        }

        // The page's list of games is games.csv's, game by game.
        List<List<String>> htmlGames = htmlTable(html, tableIndexOf(html,
                "<tr><td class=\"n\"><a href=\"replays/"));
        assertThat(htmlGames).as("tournament.html's games").hasSameSizeAs(games);
        for (int i = 0; i < games.size(); i++) {
            CSVRecord game = games.get(i);
            List<String> shown = htmlGames.get(i);
            // A page shows the moves as played; games.csv as the grader's CSV writer keeps a
            // spreadsheet from reading them ("1,-1" of a Qwirkle square is "1,'-1" there).
            assertThat(List.of(shown.get(0).replaceAll("<[^>]+>", ""), shown.get(1),
                    shown.get(2), asWritten(shown.get(4).replaceAll("</?code>", "")),
                    shown.get(5)))
                    .as("game %s", game.get("game")).containsExactly(game.get("game"),
                    game.get("first"), game.get("second"), game.get("moves"),
                    ForfeitReason.said(game.get("reason"), language));
            if (!game.get("forfeit").isEmpty()) {
                assertThat(shown.get(3)).as("game %s", game.get("game"))
                        .contains(game.get("forfeited_by"));
            } else if (!"draw".equals(game.get("winner"))) {
                assertThat(shown.get(3)).as("game %s", game.get("game"))
                        .contains(game.get("winner"));
            }
        }
        // And tournament.md's games lost off the board are games.csv's forfeits.
        List<String> forfeited = games.stream().filter(game -> !game.get("forfeit").isEmpty())
                .map(game -> game.get("game")).toList();
        List<List<String>> mdForfeits = forfeited.isEmpty() ? List.of() : markdownTable(md,
                md.indexOf("\n| ---: | --- | --- |") - 1);
        assertThat(mdForfeits.stream().map(row -> row.get(0)).toList())
                .as("tournament.md's forfeits").isEqualTo(forfeited);
        // Their reasons are the page's, in the pages' language.
        List<String> htmlReasons = new ArrayList<>();
        for (int i = 0; i < games.size(); i++) {
            if (!games.get(i).get("forfeit").isEmpty()) {
                htmlReasons.add(htmlGames.get(i).get(5));
            }
        }
        assertThat(mdForfeits.stream().map(row -> row.get(2)).toList())
                .as("tournament.md's reasons").isEqualTo(htmlReasons);
        return ranking;
    }

    /** The rows of the first Markdown table from a place on, header and rule left out. */
    private static List<List<String>> markdownTable(String md, int from) {
        List<String> lines = md.substring(Math.max(0, from)).lines().toList();
        int start = 0;
        while (!lines.get(start).startsWith("|")) {
            start++;
        }
        List<List<String>> rows = new ArrayList<>();
        for (int i = start + 2; i < lines.size() && lines.get(i).startsWith("|"); i++) {
            String line = lines.get(i);
            List<String> cells = new ArrayList<>();
            for (String cell : line.substring(1, line.length() - 1).split("(?<!\\\\)\\|")) {
                cells.add(cell.strip().replace("\\|", "|").replace("&lt;", "<"));
            }
            rows.add(cells);
        }
        return rows;
    }

    /** Where the table holding a text starts. */
    private static int tableIndexOf(String html, String text) {
        int at = html.indexOf(text);
        assertThat(at).as("a table with %s", text).isNotNegative();
        return html.lastIndexOf("<table>", at);
    }

    /** The rows of the HTML table from a place on, its header row left out, cells unescaped. */
    private static List<List<String>> htmlTable(String html, int from) {
        int start = html.indexOf("<table>", from);
        String table = html.substring(start, html.indexOf("</table>", start));
        List<List<String>> rows = new ArrayList<>();
        Matcher row = ROW.matcher(table);
        boolean header = true;
        while (row.find()) {
            if (header) {
                header = false;
                continue;
            }
            List<String> cells = new ArrayList<>();
            Matcher cell = CELL.matcher(row.group(1));
            while (cell.find()) {
                cells.add(unescape(cell.group(1).replaceAll("</?code>", "")));
            }
            rows.add(cells);
        }
        return rows;
    }

    private static String unescape(String text) {
        return text.replace("&lt;", "<").replace("&gt;", ">").replace("&quot;", "\"")
                .replace("&#39;", "'").replace("&amp;", "&");
    }

    /** A text cell as games.csv holds it: written by the grader's CSV writer, read back. */
    private static String asWritten(String text) throws IOException {
        try (Reader line = new StringReader(CsvRows.row(List.of(text)))) {
            return CSVFormat.RFC4180.parse(line).getRecords().get(0).get(0);
        }
    }
}
