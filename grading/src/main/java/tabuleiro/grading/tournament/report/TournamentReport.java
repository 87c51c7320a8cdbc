package tabuleiro.grading.tournament.report;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.TreeSet;
import tabuleiro.grading.model.BundledSchemes;
import tabuleiro.grading.model.Language;
import tabuleiro.grading.model.Texts;
import tabuleiro.grading.report.CsvRows;
import tabuleiro.grading.tournament.games.TournamentGame;
import tabuleiro.grading.tournament.referee.ForfeitReason;
import tabuleiro.grading.tournament.referee.GameRecord;
import tabuleiro.grading.tournament.referee.RefereeGame;
import tabuleiro.grading.tournament.schedule.Bye;
import tabuleiro.grading.tournament.schedule.Glicko2;
import tabuleiro.grading.tournament.schedule.Standings;

/**
 * Writes the tournament's files: {@code tournament.csv} (the ranking), {@code games.csv} (every
 * game, its moves and any forfeit), {@code tournament.md}, {@code tournament.html} and one
 * replay page a game under {@code replays/}, its positions drawn by the reference's renderer;
 * a Swiss tournament also {@code byes.csv} and a section of byes in the pages. The same code
 * writes one run's files and a merge's of the shards, so both are the same bytes.
 */
public final class TournamentReport {

    /**
     * The rule book site's style sheet, from the portable site on the grader's class path, so
     * that the tournament's pages look like the rule book's and the class's report; with the
     * few rules of the tournament's own (the replay's frames and buttons, the anchors' rows).
     */
    private static final String STYLE = siteStyle()
            + "td.n{text-align:right}th{background:var(--code)}"
            + ".anchor{color:var(--muted);font-style:italic}.frame{display:none}"
            + ".frame.on{display:block}button{margin-right:.5rem}";

    /** The portable rule book site's style sheet, as the grader's jar carries it. */
    private static final String SITE_CSS = "/tabuleiro-rulebook-site/assets/site.css";

    private final Texts texts;
    private final String title;
    private final Standings standings;
    private final List<GameRecord> records;
    private final Set<Integer> anchors;
    private final List<String> agentClasses;
    private final TournamentSettings settings;
    private final List<Bye> byes;

    /**
     * Prepares the report.
     *
     * @param texts the words, in the report's language
     * @param title the game's title
     * @param standings the standings
     * @param records every game
     * @param anchors the indexes of the reference's anchors
     * @param agentClasses each player's agent class (an anchor's: its name)
     * @param settings the tournament's settings
     * @param byes a Swiss tournament's byes (none for a round robin)
     */
    public TournamentReport(Texts texts, String title, Standings standings,
            List<GameRecord> records, Set<Integer> anchors, List<String> agentClasses,
            TournamentSettings settings, List<Bye> byes) {
        this.settings = settings;
        this.byes = List.copyOf(byes);
        this.texts = texts;
        this.title = title;
        this.standings = standings;
        this.records = List.copyOf(records);
        this.anchors = Set.copyOf(anchors);
        this.agentClasses = List.copyOf(agentClasses);
    }

    /**
     * Writes a round robin's files, from a run or from a merge of its shards: the same code,
     * so that both give the same bytes.
     *
     * @param out the output folder
     * @param settings the tournament's settings: its game names the title, its language the
     *     words
     * @param names the players' names, by index
     * @param anchors the indexes of the reference's anchors
     * @param agentClasses each player's agent class
     * @param records every game of the schedule, by number
     * @param reference the reference, to draw the replays
     * @throws IOException if a file cannot be written
     * @throws IllegalArgumentException if the settings are a Swiss tournament's or name a game
     *     or language the tournament does not know
     */
    public static void writeRoundRobin(Path out, TournamentSettings settings, List<String> names,
            Set<Integer> anchors, List<String> agentClasses, List<GameRecord> records,
            RefereeGame reference) throws IOException {
        if (settings.swiss()) {
            throw new IllegalArgumentException("a Swiss tournament's standings need its rounds");
        }
        TournamentGame game = TournamentGame.of(settings.game()).orElseThrow(() ->
                new IllegalArgumentException("not a tournament's game: " + settings.game()));
        Language language = Language.ofTag(settings.language()).orElseThrow(() ->
                new IllegalArgumentException("not a language: " + settings.language()));
        new TournamentReport(Texts.of(TournamentTexts.class, language),
                BundledSchemes.scheme(game.scheme()).title(language),
                new Standings(names, records), records, anchors, agentClasses, settings,
                List.of()).write(out, reference);
    }

    /**
     * Writes every file.
     *
     * @param out the output folder
     * @param reference the reference, to draw the replays
     * @throws IOException if a file cannot be written
     */
    public void write(Path out, RefereeGame reference) throws IOException {
        Files.createDirectories(out);
        Files.writeString(out.resolve("tournament.csv"), rankingCsv(), StandardCharsets.UTF_8);
        Files.writeString(out.resolve("games.csv"), gamesCsv(), StandardCharsets.UTF_8);
        if (settings.swiss()) {
            Files.writeString(out.resolve("byes.csv"), byesCsv(), StandardCharsets.UTF_8);
        }
        String intro = intro();
        Files.writeString(out.resolve("tournament.md"), markdown(intro), StandardCharsets.UTF_8);
        Set<Integer> replayed = replayed(settings.replays());
        Path folder = out.resolve("replays");
        Files.createDirectories(folder);
        for (GameRecord record : records) {
            if (replayed.contains(record.number())) {
                Files.writeString(folder.resolve(replayName(record)), replay(record, reference),
                        StandardCharsets.UTF_8);
            }
        }
        Files.writeString(out.resolve("tournament.html"), html(intro, replayed),
                StandardCharsets.UTF_8);
    }

    /**
     * The tournament's first sentences: who played how many games, how they were paired, and
     * the time a move had.
     *
     * @return the sentences, in the report's language
     */
    String intro() {
        // Numbers as the program writes them, not grouped by the language's MessageFormat;
        // the games of a pair as a number, which chooses the plural.
        return settings.swiss()
                ? texts.text("intro.swiss", Integer.toString(standings.size()),
                        Integer.toString(records.size()), Integer.toString(settings.rounds()),
                        settings.gamesPerColour(),
                        Long.toString(settings.moveMillis()), Long.toString(settings.seed()),
                        Long.toString(settings.overageMillis() / 1000))
                : texts.text("intro", Integer.toString(standings.size()),
                        Integer.toString(records.size()), settings.gamesPerColour(),
                        Long.toString(settings.moveMillis()), Long.toString(settings.seed()),
                        Long.toString(settings.overageMillis() / 1000));
    }

    /** The games that get a replay: every forfeited game, then the schedule's first. */
    private Set<Integer> replayed(int most) {
        Set<Integer> chosen = new TreeSet<>();
        records.stream().filter(r -> r.forfeit().isPresent()).limit(most)
                .forEach(r -> chosen.add(r.number()));
        for (GameRecord record : records) {
            if (chosen.size() >= most) {
                break;
            }
            chosen.add(record.number());
        }
        return chosen;
    }

    private static String replayName(GameRecord record) {
        return String.format(Locale.ROOT, "game-%05d.html", record.number());
    }

    String rankingCsv() {
        StringBuilder csv = new StringBuilder();
        row(csv, List.of("rank", "player", "anchor", "agent_class", "rating", "deviation",
                "points", "games", "wins", "draws", "losses", "forfeits", "distinct_games"));
        int rank = 1;
        for (int player : standings.ranking()) {
            Glicko2.Rating rating = standings.rating(player);
            row(csv, List.of(rank++, standings.name(player), anchors.contains(player) ? "yes"
                    : "no", agentClasses.get(player), tenths(rating.rating()),
                    tenths(rating.deviation()), standings.points(player),
                    standings.wins(player) + standings.draws(player) + standings.losses(player),
                    standings.wins(player), standings.draws(player), standings.losses(player),
                    standings.forfeits(player), standings.distinctGames(player)));
        }
        return csv.toString();
    }

    String gamesCsv() {
        StringBuilder csv = new StringBuilder();
        row(csv, List.of("game", "first", "second", "seed", "moves", "winner", "forfeit",
                "forfeited_by", "reason", "opening"));
        for (GameRecord record : records) {
            row(csv, List.of(record.number(), standings.name(record.first()),
                    standings.name(record.second()), record.seed(),
                    record.moves(), record.winner() == -1 ? "draw" : standings.name(
                            record.winner() == 0 ? record.first() : record.second()),
                    record.forfeit().map(Enum::name).orElse(""),
                    record.forfeitedBy().map(standings::name).orElse(""), record.reason(),
                    record.opening()));
        }
        return csv.toString();
    }

    String byesCsv() {
        StringBuilder csv = new StringBuilder();
        row(csv, List.of("round", "player"));
        for (Bye bye : byes) {
            row(csv, List.of(bye.round(), standings.name(bye.player())));
        }
        return csv.toString();
    }

    /** The rating note: the round robin's rounds, or the Swiss rounds, as rating periods. */
    private String rankingNote() {
        return texts.text(settings.swiss() ? "ranking.note.swiss" : "ranking.note");
    }

    /** The byes, one a line (a Swiss tournament's pages only). */
    private List<String> byeLines() {
        if (byes.isEmpty()) {
            return List.of(texts.text("byes.none"));
        }
        return byes.stream().map(bye -> texts.text("byes.round",
                Integer.toString(bye.round()), standings.name(bye.player()))).toList();
    }

    /** A CSV line, its text made safe for spreadsheets, as every CSV of the grader writes it. */
    private static void row(StringBuilder csv, List<?> fields) {
        csv.append(CsvRows.row(fields));
    }

    /** A number for the CSV, to a tenth: a number, never changed by the writer, even negative. */
    private static Double tenths(double value) {
        return Math.round(value * 10) / 10.0;
    }

    private static String round(double value) {
        return String.format(Locale.ROOT, "%.1f", value);
    }

    private static String points(double value) {
        return value == Math.rint(value) ? Long.toString((long) value)
                : String.format(Locale.ROOT, "%.1f", value);
    }

    private String record(int player) {
        return standings.wins(player) + "–" + standings.draws(player) + "–"
                + standings.losses(player);
    }

    private String against(int player, int anchor) {
        int won = 0;
        int drawn = 0;
        int lost = 0;
        for (GameRecord game : records) {
            if ((game.first() == player && game.second() == anchor)
                    || (game.first() == anchor && game.second() == player)) {
                double score = game.score(player);
                if (score == 1) {
                    won++;
                } else if (score == 0) {
                    lost++;
                } else {
                    drawn++;
                }
            }
        }
        return won + "–" + drawn + "–" + lost;
    }

    private String result(GameRecord record) {
        if (record.forfeit().isPresent()) {
            return texts.text("result.forfeit", standings.name(record.forfeitedBy().orElseThrow()),
                    texts.text("forfeit." + record.forfeit().get().name()));
        }
        if (record.winner() == -1) {
            return texts.text("result.draw");
        }
        return texts.text("result.won", standings.name(record.winner() == 0 ? record.first()
                : record.second()));
    }

    /**
     * A forfeit's reason in the pages' language: {@code games.csv} keeps it as recorded, in
     * English, with the file's other data (the forfeit's kind, "draw").
     */
    private String reason(GameRecord record) {
        return ForfeitReason.said(record.reason(), texts.language());
    }

    /** A Markdown table cell: no line break, no bar. */
    private static String cell(String text) {
        return text.replace("\\", "\\\\").replace("|", "\\|").replace("\n", " ")
                .replace("<", "&lt;");
    }

    String markdown(String intro) {
        StringBuilder md = new StringBuilder();
        md.append("# ").append(cell(texts.text("title", title))).append("\n\n")
                .append(intro).append("\n\n## ").append(texts.text("ranking")).append("\n\n")
                .append(rankingNote()).append("\n\n");
        md.append("| ").append(String.join(" | ", texts.text("column.rank"),
                texts.text("column.player"), texts.text("column.rating"),
                texts.text("column.deviation"), texts.text("column.points"),
                texts.text("column.record"), texts.text("column.forfeits"),
                texts.text("column.agent"))).append(" |\n");
        md.append("| ---: | --- | ---: | ---: | ---: | --- | ---: | --- |\n");
        int rank = 1;
        for (int player : standings.ranking()) {
            Glicko2.Rating rating = standings.rating(player);
            md.append("| ").append(rank++).append(" | ").append(cell(standings.name(player)))
                    .append(anchors.contains(player) ? " (" + texts.text("anchor") + ")" : "")
                    .append(" | ").append(round(rating.rating())).append(" | ")
                    .append(round(rating.deviation())).append(" | ")
                    .append(points(standings.points(player))).append(" | ")
                    .append(record(player)).append(" | ").append(standings.forfeits(player))
                    .append(" | ").append(cell(agentClasses.get(player))).append(" |\n");
        }
        md.append("\n## ").append(texts.text("anchors")).append("\n\n| ")
                .append(texts.text("column.player"));
        List<Integer> anchorList = new ArrayList<>(new TreeSet<>(anchors));
        for (int anchor : anchorList) {
            md.append(" | ").append(cell(standings.name(anchor)));
        }
        md.append(" |\n| ---").append(" | ---".repeat(anchorList.size())).append(" |\n");
        for (int player : standings.ranking()) {
            if (!anchors.contains(player)) {
                md.append("| ").append(cell(standings.name(player)));
                for (int anchor : anchorList) {
                    md.append(" | ").append(against(player, anchor));
                }
                md.append(" |\n");
            }
        }
        md.append("\n## ").append(texts.text("forfeits")).append("\n\n");
        List<GameRecord> forfeited = records.stream().filter(r -> r.forfeit().isPresent())
                .toList();
        if (forfeited.isEmpty()) {
            md.append(texts.text("forfeits.none")).append("\n");
        } else {
            md.append("| ").append(texts.text("column.game")).append(" | ")
                    .append(texts.text("column.result")).append(" | ")
                    .append(texts.text("column.why")).append(" |\n| ---: | --- | --- |\n");
            for (GameRecord record : forfeited) {
                md.append("| ").append(record.number()).append(" | ")
                        .append(cell(result(record))).append(" | ")
                        .append(cell(reason(record))).append(" |\n");
            }
        }
        if (settings.swiss()) {
            md.append("\n## ").append(texts.text("byes")).append("\n\n");
            byeLines().forEach(line -> md.append("- ").append(cell(line)).append("\n"));
        }
        md.append("\n## ").append(texts.text("crosstable")).append("\n\n")
                .append(texts.text("crosstable.note")).append("\n\n| |");
        List<Integer> order = standings.ranking();
        for (int i = 0; i < order.size(); i++) {
            md.append(" ").append(i + 1).append(" |");
        }
        md.append("\n| ---").append(" | ---:".repeat(order.size())).append(" |\n");
        for (int i = 0; i < order.size(); i++) {
            md.append("| ").append(i + 1).append(". ").append(cell(standings.name(order.get(i))));
            for (Integer opponent : order) {
                md.append(" | ").append(opponent.equals(order.get(i)) ? "—"
                        : points(standings.score(order.get(i), opponent)));
            }
            md.append(" |\n");
        }
        md.append("\n## ").append(texts.text("openings")).append("\n\n")
                .append(openingsNote()).append("\n");
        List<String> suite = settings.openings();
        if (!suite.isEmpty()) {
            md.append("\n| ").append(texts.text("column.opening")).append(" | ")
                    .append(texts.text("column.moves")).append(" |\n| ---: | --- |\n");
            for (int i = 0; i < suite.size(); i++) {
                md.append("| ").append(i + 1).append(" | `").append(cell(suite.get(i)))
                        .append("` |\n");
            }
        }
        md.append("\n").append(texts.text("distinct.note")).append("\n\n| ")
                .append(texts.text("column.pair")).append(" | ")
                .append(texts.text("column.games")).append(" | ")
                .append(texts.text("column.distinct")).append(" |\n| --- | ---: | ---: |\n");
        for (int[] pair : pairs()) {
            md.append("| ").append(cell(standings.name(pair[0]))).append(" – ")
                    .append(cell(standings.name(pair[1]))).append(" | ")
                    .append(standings.games(pair[0], pair[1])).append(" | ")
                    .append(standings.distinctGames(pair[0], pair[1])).append(" |\n");
        }
        return md.toString();
    }

    /** What the suite was and how its openings were judged; how many games were distinct. */
    private String openingsNote() {
        int distinct = 0;
        for (int[] pair : pairs()) {
            distinct += standings.distinctGames(pair[0], pair[1]);
        }
        String counts = texts.text("distinct.total", Integer.toString(distinct),
                Integer.toString(records.size()));
        return (settings.openings().isEmpty() ? texts.text("openings.none")
                : texts.text("openings.note", Integer.toString(settings.openings().size())))
                + " " + counts;
    }

    /** The pairs that played, in the order of the players, each the lower index first. */
    private List<int[]> pairs() {
        List<int[]> pairs = new ArrayList<>();
        for (int a = 0; a < standings.size(); a++) {
            for (int b = a + 1; b < standings.size(); b++) {
                if (standings.games(a, b) > 0) {
                    pairs.add(new int[] {a, b});
                }
            }
        }
        return pairs;
    }

    private static String siteStyle() {
        try (InputStream in = TournamentReport.class.getResourceAsStream(SITE_CSS)) {
            if (in == null) {
                throw new IllegalStateException("the grader's jar has no " + SITE_CSS);
            }
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException unreadable) {
            throw new UncheckedIOException(unreadable);
        }
    }

    static String escape(String text) {
        return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")
                .replace("\"", "&quot;").replace("'", "&#39;");
    }

    private String page(String heading, String body) {
        return "<!DOCTYPE html>\n<html lang=\"" + texts.language().tag() + "\">\n<head>"
                + "<meta charset=\"utf-8\"><meta name=\"viewport\" content=\"width=device-width,"
                + "initial-scale=1\"><title>" + escape(heading) + "</title><style>" + STYLE
                + "</style></head>\n<body>\n<header class=\"top\"><nav>Tabuleiro · "
                + escape(texts.text("title", title)) + "</nav></header>\n<main>\n<h1>"
                + escape(heading) + "</h1>\n" + body + "</main>\n</body>\n</html>\n";
    }

    String html(String intro, Set<Integer> replayed) {
        StringBuilder body = new StringBuilder();
        body.append("<p>").append(escape(intro)).append("</p>\n<h2>")
                .append(escape(texts.text("ranking"))).append("</h2>\n<p>")
                .append(escape(rankingNote())).append("</p>\n<table><tr>");
        for (String key : List.of("column.rank", "column.player", "column.rating",
                "column.deviation", "column.points", "column.record", "column.forfeits",
                "column.agent")) {
            body.append("<th>").append(escape(texts.text(key))).append("</th>");
        }
        body.append("</tr>\n");
        int rank = 1;
        for (int player : standings.ranking()) {
            Glicko2.Rating rating = standings.rating(player);
            body.append("<tr").append(anchors.contains(player) ? " class=\"anchor\"" : "")
                    .append("><td class=\"n\">").append(rank++).append("</td><td>")
                    .append(escape(standings.name(player)))
                    .append(anchors.contains(player) ? " (" + escape(texts.text("anchor")) + ")"
                            : "")
                    .append("</td><td class=\"n\">").append(round(rating.rating()))
                    .append("</td><td class=\"n\">").append(round(rating.deviation()))
                    .append("</td><td class=\"n\">").append(points(standings.points(player)))
                    .append("</td><td>").append(record(player)).append("</td><td class=\"n\">")
                    .append(standings.forfeits(player)).append("</td><td><code>")
                    .append(escape(agentClasses.get(player))).append("</code></td></tr>\n");
        }
        body.append("</table>\n<h2>").append(escape(texts.text("anchors")))
                .append("</h2>\n<table><tr><th>").append(escape(texts.text("column.player")))
                .append("</th>");
        List<Integer> anchorList = new ArrayList<>(new TreeSet<>(anchors));
        for (int anchor : anchorList) {
            body.append("<th>").append(escape(standings.name(anchor))).append("</th>");
        }
        body.append("</tr>\n");
        for (int player : standings.ranking()) {
            if (!anchors.contains(player)) {
                body.append("<tr><td>").append(escape(standings.name(player))).append("</td>");
                for (int anchor : anchorList) {
                    body.append("<td>").append(against(player, anchor)).append("</td>");
                }
                body.append("</tr>\n");
            }
        }
        body.append("</table>\n");
        if (settings.swiss()) {
            body.append("<h2>").append(escape(texts.text("byes"))).append("</h2>\n<ul>");
            byeLines().forEach(line -> body.append("<li>").append(escape(line)).append("</li>"));
            body.append("</ul>\n");
        }
        body.append("<h2>").append(escape(texts.text("crosstable")))
                .append("</h2>\n<p>").append(escape(texts.text("crosstable.note")))
                .append("</p>\n<table><tr><th></th>");
        List<Integer> order = standings.ranking();
        for (int i = 0; i < order.size(); i++) {
            body.append("<th title=\"").append(escape(standings.name(order.get(i))))
                    .append("\">").append(i + 1).append("</th>");
        }
        body.append("</tr>\n");
        for (int i = 0; i < order.size(); i++) {
            body.append("<tr><th>").append(i + 1).append(". ")
                    .append(escape(standings.name(order.get(i)))).append("</th>");
            for (Integer opponent : order) {
                body.append("<td class=\"n\">").append(opponent.equals(order.get(i)) ? "—"
                        : points(standings.score(order.get(i), opponent))).append("</td>");
            }
            body.append("</tr>\n");
        }
        body.append("</table>\n<h2>").append(escape(texts.text("games"))).append("</h2>\n<p>")
                .append(escape(texts.text("games.replays", Integer.toString(replayed.size()),
                        Integer.toString(records.size()))))
                .append("</p>\n<table><tr>");
        for (String key : List.of("column.game", "column.first", "column.second",
                "column.result", "column.moves", "column.why")) {
            body.append("<th>").append(escape(texts.text(key))).append("</th>");
        }
        body.append("</tr>\n");
        for (GameRecord record : records) {
            String number = Integer.toString(record.number());
            body.append("<tr><td class=\"n\">").append(replayed.contains(record.number())
                    ? "<a href=\"replays/" + replayName(record) + "\">" + number + "</a>"
                    : number).append("</td><td>").append(escape(standings.name(record.first())))
                    .append("</td><td>").append(escape(standings.name(record.second())))
                    .append("</td><td>").append(escape(result(record))).append("</td><td><code>")
                    .append(escape(record.moves())).append("</code></td><td>")
                    .append(escape(reason(record))).append("</td></tr>\n");
        }
        body.append("</table>\n<h2>").append(escape(texts.text("openings")))
                .append("</h2>\n<p>").append(escape(openingsNote())).append("</p>\n");
        if (!settings.openings().isEmpty()) {
            body.append("<ol>");
            settings.openings().forEach(opening -> body.append("<li><code>")
                    .append(escape(opening)).append("</code></li>"));
            body.append("</ol>\n");
        }
        body.append("<p>").append(escape(texts.text("distinct.note")))
                .append("</p>\n<table><tr>");
        for (String key : List.of("column.pair", "column.games", "column.distinct")) {
            body.append("<th>").append(escape(texts.text(key))).append("</th>");
        }
        body.append("</tr>\n");
        for (int[] pair : pairs()) {
            body.append("<tr><td>").append(escape(standings.name(pair[0]))).append(" – ")
                    .append(escape(standings.name(pair[1]))).append("</td><td class=\"n\">")
                    .append(standings.games(pair[0], pair[1])).append("</td><td class=\"n\">")
                    .append(standings.distinctGames(pair[0], pair[1])).append("</td></tr>\n");
        }
        body.append("</table>\n");
        return page(texts.text("title", title), body.toString());
    }

    /** One game's replay: every position drawn by the reference, stepped through by buttons. */
    String replay(GameRecord record, RefereeGame reference) {
        List<String> moves = reference.split(record.moves());
        int opening = reference.split(record.opening()).size();
        List<String> frames = new ArrayList<>();
        List<String> captions = new ArrayList<>();
        for (int i = 0; i <= moves.size(); i++) {
            RefereeGame.Position position = reference.replay(record.seed(),
                    reference.join(moves.subList(0, i)));
            frames.add(position.svg());
            captions.add(texts.text("replay.move", Integer.toString(i),
                    Integer.toString(moves.size())) + (i == 0 ? "" : ": " + moves.get(i - 1))
                    + (i > 0 && i <= opening ? " (" + texts.text("replay.opening.move") + ")"
                            : "")
                    + position.caption(texts).map(words -> "; " + words).orElse(""));
        }
        int last = frames.size() - 1;
        StringBuilder body = new StringBuilder();
        body.append("<p><a href=\"../tournament.html\">")
                .append(escape(texts.text("replay.back.link"))).append("</a></p>\n<p>")
                .append(escape(result(record))).append(record.reason().isEmpty() ? ""
                        : " — " + escape(reason(record))).append("</p>\n<p>")
                .append(escape(record.opening().isEmpty() ? texts.text("replay.no.opening")
                        : texts.text("replay.opening", record.opening()))).append("</p>\n<p>");
        for (String[] button : new String[][] {{"replay.start", "0"}, {"replay.back", "s-1"},
            {"replay.next", "s+1"}, {"replay.end", Integer.toString(last)}}) {
            body.append("<button type=\"button\" onclick=\"show(").append(button[1])
                    .append(")\">").append(escape(texts.text(button[0]))).append("</button>");
        }
        body.append("</p>\n");
        for (int i = 0; i <= last; i++) {
            body.append("<figure class=\"frame").append(i == last ? " on" : "")
                    .append("\" id=\"f").append(i).append("\">")
                    // The reference's SVG is a standalone document; its XML declaration is
                    // not wanted inside HTML.
                    .append(frames.get(i).replaceFirst("^<\\?xml[^>]*>\\s*", ""))
                    .append("<figcaption>").append(escape(captions.get(i)))
                    .append("</figcaption></figure>\n");
        }
        body.append("<script>let s=").append(last).append(";function show(i){i=Math.max(0,")
                .append("Math.min(").append(last).append(",i));document.getElementById('f'+s)")
                .append(".classList.remove('on');s=i;document.getElementById('f'+s)")
                .append(".classList.add('on');}</script>\n");
        return page(texts.text("replay.title", Integer.toString(record.number()),
                standings.name(record.first()), standings.name(record.second())),
                body.toString());
    }
}
