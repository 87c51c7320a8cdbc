package tabuleiro.grading.shipped;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Properties;
import java.util.Set;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.apache.commons.csv.CSVRecord;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import tabuleiro.grading.Untranslated;
import tabuleiro.grading.tournament.games.TournamentGame;
import tabuleiro.grading.tournament.referee.RefereeTexts;
import tabuleiro.grading.tournament.report.TournamentTexts;

/**
 * The class tournament with the packaged grader. Connect Four: the reference's anchors (random,
 * perfect), the complete sample (its random agent), a greedy agent, four hostile agents (one
 * loops, one plays an illegal column and forges a referee line, one prints without end, one
 * allocates without end) and one that tries to read its opponent (another submission's agent,
 * the other agents' JVMs) and, contained, plays legal moves.
 * Quarto: the anchors (random, strong), the sample, a greedy agent and a hostile one. And in
 * every game the tournament plays, from the game's {@code field.properties} in the test's
 * resources: the anchors, the sample and a hostile agent whose every move is refused.
 * Each agent is laid over a copy of the reference as a file the student added. The ranking
 * orders the known strengths, the hostile agents lose their own games alone, each for its own
 * reason, and every run's {@code tournament.csv}, {@code tournament.md} and
 * {@code tournament.html} agree with each other ({@link TournamentFiles}). English: Connect
 * Four, Qwirkle, checkers; Portuguese: Quarto, chess.
 */
class TournamentIT {

    /** Each game's field, played once for the tests that read it. */
    private static final Map<String, Field> FIELDS = new HashMap<>();

    @TempDir
    static Path fields;

    private static final Set<String> HOSTILE = Set.of("looping", "illegal", "printing",
            "allocating");

    /** Connect Four, the first game the tournament played. */
    @Test
    void theRankingOrdersKnownStrengthsAndHostileAgentsForfeitOnlyTheirOwnGames(
            @TempDir Path folder) throws IOException, InterruptedException {
        List<String> command = new ArrayList<>(Shipped.grading());
        command.addAll(List.of("tournament", "--game", "connect-four", "--out",
                folder.resolve("out").toString(), "--seed", "7", "--move-time", "800",
                // No overage: the looping agent would hold its first games 60 s each.
                "--overage", "0",
                "--openings", inThePerfectAnchorsBook(folder).toString()));
        for (String[] agent : new String[][] {{"sample", null}, {"greedy", "GreedyAgent"},
            {"looping", "LoopingAgent"}, {"illegal", "IllegalAgent"},
            {"printing", "PrintingAgent"}, {"allocating", "AllocatingAgent"},
            {"snooping", "SnoopingAgent"}}) {
            command.add(submission(folder.resolve(agent[0]), "connectfour", agent[1])
                    .toString());
        }
        Shipped.Ran ran = Shipped.run(command, folder, Map.of(), 600);
        assertThat(ran.status()).as(ran.output()).isZero();
        // One game a pair with each player first: the console says what close strengths need.
        assertThat(ran.output()).contains("give --games-per-pair 10 to order agents of close"
                + " strength");

        List<CSVRecord> ranking = TournamentFiles.agree(folder.resolve("out"), "anchor");
        List<String> order = ranking.stream().map(row -> row.get("player")).toList();
        assertThat(order.get(0)).as("%s", order).isEqualTo("reference-perfect");
        assertThat(order.indexOf("greedy")).as("%s", order)
                .isLessThan(order.indexOf("reference-random"))
                .isLessThan(order.indexOf("sample"));
        assertThat(order.subList(order.size() - HOSTILE.size(), order.size())).as("%s", order)
                .containsExactlyInAnyOrderElementsOf(HOSTILE);
        assertThat(ranking.stream().filter(row -> row.get("player").equals("greedy"))
                .findFirst().orElseThrow().get("agent_class"))
                .isEqualTo("tabuleiro.connectfour.GreedyAgent");

        assertThat(order.indexOf("snooping")).as("%s", order)
                .isLessThan(order.size() - HOSTILE.size());

        List<CSVRecord> games = csv(folder.resolve("out/games.csv"));
        assertThat(games).hasSize(9 * 8);
        assertThat(games).allSatisfy(game -> assertThat(game.get("opening")).isEqualTo("4"));
        // The printer is stopped by the output cap (an exception) or, on a loaded machine,
        // by the move's time: either way it loses that game alone. The allocator's JVM ends
        // when its heap is full (a crash); within 800 ms a cold JVM seldom gets that far, and
        // the move's time stops it first (by hand, with 5,000 ms: CRASH, "ran out of memory").
        Map<String, Set<String>> reasons = Map.of("looping", Set.of("TIMEOUT"), "illegal",
                Set.of("ILLEGAL"), "printing", Set.of("EXCEPTION", "TIMEOUT"), "allocating",
                Set.of("CRASH", "EXCEPTION", "TIMEOUT"));
        for (CSVRecord game : games) {
            // Whatever the snooper read would be in its reason; contained, it forfeits nothing.
            assertThat(game.get("reason")).as("game %s", game.get("game"))
                    .doesNotContain("LEAKED");
            assertThat(game.get("forfeited_by")).as("game %s", game.get("game"))
                    .isNotEqualTo("snooping");
            boolean hostileFirst = HOSTILE.contains(game.get("first"));
            boolean hostileSecond = HOSTILE.contains(game.get("second"));
            if (!hostileFirst && !hostileSecond) {
                assertThat(game.get("forfeit")).as("game %s", game.get("game")).isEmpty();
            } else {
                String loser = game.get("forfeited_by");
                assertThat(loser).as("game %s", game.get("game")).isIn(HOSTILE);
                assertThat(hostileFirst && hostileSecond || loser.equals(hostileFirst
                        ? game.get("first") : game.get("second"))).as("game %s", game.get("game"))
                        .isTrue();
                assertThat(game.get("forfeit")).as("game %s: %s", game.get("game"),
                        game.get("reason")).isIn(reasons.get(loser));
            }
        }

        String html = Files.readString(folder.resolve("out/tournament.html"));
        assertThat(html).contains("href=\"replays/game-00001.html\"");
        // In the rule book site's style: its style sheet and its top bar.
        assertThat(html).contains("--link: #0b4fa8", "<header class=\"top\">");
        assertThat(Files.readString(folder.resolve("out/replays/game-00001.html")))
                .contains("<svg", "onclick=\"show(s+1)\"");
        assertThat(Files.readString(folder.resolve("out/tournament.md")))
                .contains("## Record against the anchors", "## Crosstable");
    }

    /**
     * Quarto, played as two shards and merged: the reference's anchors (random, strong), the
     * complete sample (its random agent), a greedy agent written against the exercise's API,
     * and a hostile agent that throws when it hands a piece over (its first decision when it
     * moves first) and loops when it places (its first decision when it moves second; from the
     * suite's openings, after which a piece always waits to be placed, its only one). The
     * hostile agent loses all its games and only its own, for the reason of each; the strong
     * anchor and the greedy agent beat the random players; every game's moves replay on the
     * reference and have a replay page.
     */
    @Test
    void quartoPlaysPlaceAndHandOverMovesAndTheHostileAgentLosesOnlyItsOwnGames(
            @TempDir Path folder) throws IOException, InterruptedException {
        List<String> submissions = new ArrayList<>();
        for (String[] agent : new String[][] {{"sample", null}, {"greedy", "GreedyAgent"},
            {"hostile", "HostileAgent"}}) {
            submissions.add(submission(folder.resolve(agent[0]), "quarto", agent[1])
                    .toString());
        }
        // Played as two shards and merged, as the Slurm files do (the unsharded run is
        // Connect Four's above; TournamentShardTest proves the merge byte for byte in-process).
        for (String shard : List.of("0", "1")) {
            List<String> command = new ArrayList<>(Shipped.grading());
            // A sandboxed agent's first move also loads and warms its engine in a cold JVM of
            // one processor: on a loaded machine that took more than 800 ms (run of 11:45).
            command.addAll(List.of("tournament", "--game", "quarto", "--out",
                    folder.resolve("shards/" + shard).toString(), "--seed", "7", "--move-time",
                    "2000", "--overage", "0", "--lang", "pt", "--shard", shard + "/2"));
            command.addAll(submissions);
            Shipped.Ran ran = Shipped.run(command, folder, Map.of(), 600);
            assertThat(ran.status()).as(ran.output()).isZero();
        }
        List<String> merge = new ArrayList<>(Shipped.grading());
        merge.addAll(List.of("tournament", "merge", "--out", folder.resolve("out").toString(),
                "--lang", "pt", folder.resolve("shards").toString()));
        Shipped.Ran ran = Shipped.run(merge, folder, Map.of(), 600);
        assertThat(ran.status()).as(ran.output()).isZero();

        List<CSVRecord> ranking = TournamentFiles.agree(folder.resolve("out"), "âncora");
        List<String> order = ranking.stream().map(row -> row.get("player")).toList();
        assertThat(order.get(order.size() - 1)).as("%s", order).isEqualTo("hostile");
        assertThat(order.indexOf("reference-strong")).as("%s", order)
                .isLessThan(order.indexOf("reference-random"))
                .isLessThan(order.indexOf("sample"));
        assertThat(order.indexOf("greedy")).as("%s", order)
                .isLessThan(order.indexOf("reference-random"))
                .isLessThan(order.indexOf("sample"));
        assertThat(ranking.stream().filter(row -> row.get("player").equals("greedy"))
                .findFirst().orElseThrow().get("agent_class"))
                .isEqualTo("tabuleiro.quarto.GreedyAgent");

        List<CSVRecord> games = csv(folder.resolve("out/games.csv"));
        assertThat(games).hasSize(5 * 4);
        for (CSVRecord game : games) {
            String moves = game.get("moves");
            // The suite's opening: the first piece handed over, then two placements, each
            // handing one on; the schedule's second player moves next.
            String opening = game.get("opening");
            assertThat(opening).as("game %s", game.get("game"))
                    .matches("[(\\[][BbPp][!;]( [A-D][1-4][(\\[][BbPp][!;]){2}");
            assertThat(moves).as("game %s", game.get("game")).startsWith(opening);
            String after = moves.substring(opening.length()).strip();
            if (game.get("first").equals("hostile") || game.get("second").equals("hostile")) {
                // After the opening a piece waits to be placed: the hostile agent loops on it,
                // moving next or after the other player's one move.
                assertThat(List.of(game.get("forfeit"), game.get("forfeited_by")))
                        .as("game %s: %s", game.get("game"), game.get("reason"))
                        .containsExactly("TIMEOUT", "hostile");
                assertThat(after).as("game %s", game.get("game")).matches(game.get("second")
                        .equals("hostile") ? "" : "[A-D][1-4][(\\[][BbPp][!;]");
            } else {
                assertThat(game.get("forfeit")).as("game %s", game.get("game")).isEmpty();
                // A finished game: the middle moves place and hand over, the last places only.
                assertThat(after).as("game %s", game.get("game")).matches(
                        "([A-D][1-4][(\\[][BbPp][!;] )*[A-D][1-4]");
            }
        }

        String replay = Files.readString(folder.resolve("out/replays/game-00001.html"));
        assertThat(replay).contains("<svg", "onclick=\"show(s+1)\"", "peça entregue, por colocar");
        assertThat(Files.readString(folder.resolve("out/tournament.md")))
                .contains("## Resultados contra as âncoras", "nenhuma jogada em 2000 ms")
                .doesNotContain("no move within");
    }

    /**
     * Qwirkle, in English: the reference's anchors (random, greedy), the complete sample (its
     * random agent) and a hostile agent that places two tiles with a gap between them, an
     * illegal placement in any position. Its page, checked against the others, and a whole
     * game's replay, every turn's board drawn.
     */
    @Test
    void qwirkleRanksTheGreedyAnchorAboveTheRandomPlayersAndTheIllegalPlacementLosesItsGames()
            throws IOException, InterruptedException {
        Field field = fieldOf("qwirkle");
        // Each turn of the first game is a frame, its placed tiles drawn on the board.
        List<String> frames = field.replayOfTheFirstGame("in the bag");
        List<String> turns = List.of(field.games.get(0).get("moves").split(";"));
        int placed = turns.stream().filter(turn -> turn.startsWith("play "))
                .mapToInt(turn -> (turn.split(" ").length - 1) / 2).sum();
        assertThat(tiles(frames.get(0))).isZero();
        assertThat(tiles(frames.get(frames.size() - 1))).as("the last board's tiles")
                .isEqualTo(placed).isPositive();
        assertThat(field.markdown).contains("## Record against the anchors");
    }

    /**
     * Chess, in Portuguese: the reference's anchors (random, alpha-beta at depth 2), the
     * complete sample (no agent of its own: its {@code AlphaBetaAgent} at depth 1) and a hostile
     * agent that moves its king's pawn three squares. The pages are checked against each
     * other, and a whole game's replay draws every position, 32 pieces at the start.
     */
    @Test
    void chessRanksTheStrongAnchorFirstAndTheIllegalMoveLosesItsGamesInPortuguese()
            throws IOException, InterruptedException {
        Field field = fieldOf("chess");
        List<String> frames = field.replayOfTheFirstGame("Posição depois da jogada");
        assertThat(pieces(frames.get(0))).as("the starting position").isEqualTo(32);
        assertThat(field.markdown).contains("## Resultados contra as âncoras");
        // games.csv keeps the referee's words as recorded; the pages say them in Portuguese.
        assertThat(field.markdown).contains("\"e2e5\" não é uma jogada legal aqui")
                .doesNotContain("is not a legal move here");
        // Nor any other English: the pages and the replays, whatever wrote their words.
        StringBuilder pages = new StringBuilder(Files.readString(field.out.resolve(
                "tournament.html")));
        try (Stream<Path> replays = Files.list(field.out.resolve("replays"))) {
            for (Path replay : replays.sorted().toList()) {
                pages.append(Files.readString(replay));
            }
        }
        // What a reader sees: the style sheet's comments and the script are not the page's words.
        String html = pages.toString().replaceAll("(?s)<style.*?</style>|<script.*?</script>", "")
                .replaceAll("<[^>]+>", " ");
        assertThat(Untranslated.englishIn(field.markdown + html, TournamentTexts.class,
                RefereeTexts.class)).isEmpty();
        assertThat(Untranslated.sentences(field.markdown)).isEmpty();
        assertThat(Untranslated.sentences(html)).isEmpty();
        for (CSVRecord game : field.games) {
            if (game.get("first").equals("hostile")) {
                assertThat(game.get("reason")).as("game %s", game.get("game"))
                        .startsWith("\"e2e5\"");
            } else if (game.get("second").equals("hostile")) {
                assertThat(game.get("reason")).as("game %s", game.get("game"))
                        .startsWith("\"e7e4\"");
            }
        }
    }

    /**
     * Checkers, in English: the reference's anchors (random, alpha-beta at depth 4), the
     * complete sample (its {@code AlphaBetaAgent} at depth 1) and a hostile agent that steps
     * between two squares of one row. The pages are checked against each other, and a whole
     * game's replay draws every position, 24 men at the start.
     */
    @Test
    void checkersRanksTheStrongAnchorFirstAndTheIllegalMoveLosesItsGames()
            throws IOException, InterruptedException {
        Field field = fieldOf("checkers");
        List<String> frames = field.replayOfTheFirstGame("Position after move");
        assertThat(pieces(frames.get(0))).as("the starting position").isEqualTo(24);
        assertThat(pieces(frames.get(frames.size() - 1))).as("the last position")
                .isBetween(1L, 23L);
    }

    static List<String> games() {
        return TournamentGame.values().stream().map(TournamentGame::id).toList();
    }

    /**
     * Every game the tournament plays, a new one too, plays the same field of four (see
     * {@link #field}) from its {@code field.properties}, and draws its first game's replay.
     */
    @ParameterizedTest(name = "{0}")
    @MethodSource("games")
    void everyGamesFieldRanksTheStrongAnchorFirstAndTheHostileAgentLosesOnlyItsOwnGames(
            String game) throws IOException, InterruptedException {
        Field field = fieldOf(game);
        assertThat(Files.readString(field.out().resolve("replays/game-00001.html")))
                .contains("<svg", "onclick=\"show(s+1)\"");
    }

    /**
     * A game's field, played on the first call ({@link #field}) with the settings of the
     * game's {@code tournament/GAME/field.properties}.
     */
    private static synchronized Field fieldOf(String game)
            throws IOException, InterruptedException {
        Field played = FIELDS.get(game);
        if (played != null) {
            return played;
        }
        String resource = "/tournament/" + game + "/field.properties";
        Properties settings = new Properties();
        try (InputStream in = Objects.requireNonNull(TournamentIT.class.getResourceAsStream(
                resource), resource + ": every game the tournament plays has its field")) {
            settings.load(new InputStreamReader(in, StandardCharsets.UTF_8));
        }
        Field field = field(fields.resolve(game), game, settings);
        FIELDS.put(game, field);
        return field;
    }

    /**
     * A field of four played unsharded by the packaged jar, and what every game's field must
     * show: the files agree with each other; the hostile agent lost each of its games and only
     * those, by its forfeit, with its reason; the strong anchor, which won every game it played
     * against the random players (or, in a game that perfect play draws, lost none), ranks
     * above them; and wherever the games make
     * one player better than another (at least as good against every other opponent, and
     * ahead in their own games), the ranking says so.
     *
     * @param folder the test's folder
     * @param game the game's name on the command line
     * @param settings the field's settings, as {@code tournament/README.md} says: the
     *     tournament's language, the name of the stronger anchor, the agent the complete sample
     *     plays, the hostile agent's class in the game's package, the forfeit and a pattern of
     *     the reasons its games are lost for, what separates a game's moves, and whether
     *     perfect play draws the game
     * @return what the tournament wrote
     */
    private static Field field(Path folder, String game, Properties settings)
            throws IOException, InterruptedException {
        final long started = System.nanoTime();
        final String lang = settings.getProperty("lang");
        final String strong = settings.getProperty("strong");
        final String hostile = settings.getProperty("hostile");
        final String reason = settings.getProperty("reason");
        final String forfeit = settings.getProperty("forfeit", "ILLEGAL");
        final Pattern separator = Pattern.compile(settings.getProperty("moves.separator", " "));
        // In a game that perfect play draws, the strong anchor may draw a random player.
        final boolean draws = Boolean.parseBoolean(settings.getProperty("strong.draws",
                "false"));
        List<String> command = new ArrayList<>(Shipped.grading());
        Path out = folder.resolve("out");
        // The six forfeited games get a replay first, then the schedule's first game (the two
        // anchors'), a whole game: seven, so that a Qwirkle run writes one large page alone.
        command.addAll(List.of("tournament", "--game", game, "--out", out.toString(), "--seed",
                "7", "--move-time", "2000", "--overage", "0", "--replays", "7", "--lang",
                lang));
        command.add(submission(folder.resolve("sample"), game, null).toString());
        command.add(submission(folder.resolve("hostile"), game, hostile).toString());
        Shipped.Ran ran = Shipped.run(command, folder, Map.of(), 300);
        assertThat(ran.status()).as(ran.output()).isZero();

        List<CSVRecord> ranking = TournamentFiles.agree(out, "pt".equals(lang) ? "âncora"
                : "anchor");
        List<CSVRecord> games = csv(out.resolve("games.csv"));
        List<String> order = ranking.stream().map(row -> row.get("player")).toList();
        assertThat(order).containsExactlyInAnyOrder(strong, "reference-random", "sample",
                "hostile");
        assertThat(ranking.get(order.indexOf("sample")).get("agent_class"))
                .isEqualTo(settings.getProperty("sample.agent"));
        assertThat(ranking.get(order.indexOf("hostile")).get("agent_class"))
                .isEqualTo("tabuleiro." + game + "." + hostile);
        assertThat(games).hasSize(4 * 3);

        for (CSVRecord played : games) {
            String which = "game " + played.get("game") + ": " + played.get("reason");
            if (played.get("first").equals("hostile") || played.get("second").equals(
                    "hostile")) {
                assertThat(List.of(played.get("forfeit"), played.get("forfeited_by")))
                        .as(which).containsExactly(forfeit, "hostile");
                assertThat(played.get("reason")).as(which).containsPattern(reason);
                assertThat(played.get("winner")).as(which).isEqualTo(played.get("first")
                        .equals("hostile") ? played.get("second") : played.get("first"));
                // Its first move was its only one: none when it moved first after the opening
                // (Qwirkle's: none), one otherwise.
                String opening = played.get("opening");
                int plies = count(opening, separator);
                boolean hostileNext = played.get("first").equals("hostile") == (plies % 2 == 0);
                assertThat(played.get("moves")).as(which).startsWith(opening);
                assertThat(count(played.get("moves").substring(opening.length()), separator))
                        .as(which).isEqualTo(hostileNext ? 0 : 1);
            } else {
                assertThat(played.get("forfeit")).as(which).isEmpty();
                assertThat(played.get("reason")).as(which).isEmpty();
            }
        }
        assertThat(order.get(order.size() - 1)).as("%s", order).isEqualTo("hostile");
        assertThat(ranking.get(order.size() - 1).get("forfeits")).isEqualTo("6");
        for (String random : List.of("reference-random", "sample")) {
            List<String> winners = games.stream().filter(g -> Set.of(g.get("first"),
                    g.get("second")).equals(Set.of(strong, random))).map(g -> g.get("winner"))
                    .toList();
            assertThat(winners).as("the games of %s and %s", strong, random).hasSize(2)
                    .isSubsetOf(draws ? Set.of(strong, "draw") : Set.of(strong));
        }
        assertThat(order.indexOf(strong)).as("%s", order)
                .isLessThan(order.indexOf("reference-random"))
                .isLessThan(order.indexOf("sample"));
        assertTheRankingFollowsWhatTheGamesDecide(order, games);
        System.out.printf("TournamentIT: %s, 12 games, in %d s%n", game,
                (System.nanoTime() - started) / 1_000_000_000L);
        return new Field(out, games, Files.readString(out.resolve("tournament.md"),
                StandardCharsets.UTF_8));
    }

    /** How many moves a game's moves hold, its separator between them (none: one a letter). */
    private static int count(String moves, Pattern separator) {
        return moves.isBlank() ? 0 : separator.split(moves.strip()).length;
    }

    /**
     * Where one player did at least as well as another against each third player and better
     * in their own games, the first ranks above: a rating that put them the other way would
     * contradict the games.
     */
    private static void assertTheRankingFollowsWhatTheGamesDecide(List<String> order,
            List<CSVRecord> games) {
        for (String a : order) {
            for (String b : order) {
                if (!a.equals(b) && score(games, a, b) > score(games, b, a)
                        && order.stream().filter(c -> !c.equals(a) && !c.equals(b))
                        .allMatch(c -> score(games, a, c) >= score(games, b, c))) {
                    assertThat(order.indexOf(a)).as("%s did better than %s in every way: %s",
                            a, b, order).isLessThan(order.indexOf(b));
                }
            }
        }
    }

    /** A player's points in its games against another: 1 a win, half a draw. */
    private static double score(List<CSVRecord> games, String player, String opponent) {
        return games.stream().filter(g -> Set.of(g.get("first"), g.get("second")).equals(
                Set.of(player, opponent))).mapToDouble(g -> g.get("winner").equals(player) ? 1
                : g.get("winner").equals("draw") ? 0.5 : 0).sum();
    }

    /** The pieces a frame of a chess or checkers replay draws. */
    private static long pieces(String frame) {
        return Pattern.compile("class=\"piece\"").matcher(frame).results().count();
    }

    /** The tiles a frame of a Qwirkle replay draws. */
    private static long tiles(String frame) {
        return Pattern.compile("class=\"tile\"").matcher(frame).results().count();
    }

    /**
     * What a field's tournament wrote.
     *
     * @param out its folder
     * @param games {@code games.csv}
     * @param markdown {@code tournament.md}
     */
    private record Field(Path out, List<CSVRecord> games, String markdown) {

        /**
         * The frames of the first game's replay page, one a position from the start to the
         * end, each a drawing of the board with its caption; the last caption names the last
         * move.
         *
         * @param caption words every frame's caption holds
         */
        List<String> replayOfTheFirstGame(String caption) throws IOException {
            CSVRecord first = games.get(0);
            assertThat(first.get("forfeit")).as("the first game is played to its end")
                    .isEmpty();
            String page = Files.readString(out.resolve("replays/game-00001.html"),
                    StandardCharsets.UTF_8);
            assertThat(page).contains("onclick=\"show(s+1)\"");
            List<String> frames = Pattern.compile("(?s)<figure class=\"frame[^\"]*\""
                    + " id=\"f\\d+\">(.*?)</figure>").matcher(page).results()
                    .map(match -> match.group(1)).toList();
            String[] moves = first.get("moves").split(first.get("moves").contains(";") ? ";"
                    : " ");
            assertThat(frames).as("a frame for the start and each move").hasSize(
                    moves.length + 1);
            for (String frame : frames) {
                assertThat(frame).contains("<svg", "</svg>", "<figcaption>", caption);
            }
            assertThat(frames.get(frames.size() - 1)).contains(": " + moves[moves.length - 1]);
            return frames;
        }
    }

    /**
     * A Swiss tournament of honest agents (the sample, two greedy agents and the anchors) over
     * three rounds: every agent's JVM starts once and plays in every round, and no game is
     * forfeited. Each round is played by a pool of threads that ends with it, and the sandbox
     * kills a JVM when the thread that started it ends (bwrap's {@code --die-with-parent}):
     * until the agents were started from a thread of the grader's whole life, every agent was
     * started again in every round and an honest one now and then lost a game as a crash.
     */
    @Test
    void aSwissTournamentKeepsEachAgentsJvmForEveryRoundAndForfeitsNoHonestGame(
            @TempDir Path folder) throws IOException, InterruptedException {
        List<String> command = new ArrayList<>(Shipped.grading());
        command.addAll(List.of("tournament", "--game", "connectfour", "--out",
                folder.resolve("out").toString(), "--seed", "11", "--rounds", "3",
                "--move-time", "2000", "--openings",
                inThePerfectAnchorsBook(folder).toString()));
        for (String[] agent : new String[][] {{"sample", null}, {"greedy", "GreedyAgent"},
            {"greedy-2", "GreedyAgent"}}) {
            command.add(submission(folder.resolve(agent[0]), "connectfour", agent[1])
                    .toString());
        }
        Shipped.Ran ran = Shipped.run(command, folder, Map.of(), 600);
        assertThat(ran.status()).as(ran.output()).isZero();

        assertThat(ran.output()).contains("the JVMs of the 3 agents were started 3 times");
        List<CSVRecord> games = csv(folder.resolve("out/games.csv"));
        assertThat(games).as("three rounds of pairs that play both colours").isNotEmpty();
        for (CSVRecord game : games) {
            assertThat(game.get("forfeit")).as("game %s: %s", game.get("game"),
                    game.get("reason")).isEmpty();
        }
        List<CSVRecord> ranking = TournamentFiles.agree(folder.resolve("out"), "anchor");
        assertThat(ranking.stream().map(row -> row.get("player")))
                .contains("sample", "greedy", "greedy-2");
    }

    /**
     * A Connect Four suite of one opening, the perfect anchor's own first move: its opening
     * book answers from there in either seat, where a drawn opening takes it out of the book
     * (its solver then takes minutes a move) and may hand it a lost position.
     */
    private static Path inThePerfectAnchorsBook(Path folder) throws IOException {
        return Files.writeString(folder.resolve("openings.txt"), "4  # the centre\n",
                StandardCharsets.UTF_8);
    }

    /** A copy of one of the reference's games, with an agent file of the test's added. */
    private static Path submission(Path folder, String game, String agent) throws IOException {
        Path engine = folder.resolve("src/main/java/tabuleiro/" + game);
        Shipped.copyTree(Shipped.root().resolve("reference/src/main/java/tabuleiro/" + game),
                engine);
        if (agent != null) {
            String resource = "/tournament/" + (game.equals("connectfour") ? "" : game + "/")
                    + agent + ".java.txt";
            try (InputStream in = Objects.requireNonNull(TournamentIT.class.getResourceAsStream(
                    resource), resource)) {
                // The snooper's target: the greedy agent's source in its own submission.
                String other = folder.resolveSibling("greedy").resolve(
                        "src/main/java/tabuleiro/" + game + "/GreedyAgent.java").toString();
                Files.writeString(engine.resolve(agent + ".java"), new String(in.readAllBytes(),
                        StandardCharsets.UTF_8).replace("@OTHER@", other),
                        StandardCharsets.UTF_8);
            }
        }
        return folder;
    }

    private static List<CSVRecord> csv(Path file) throws IOException {
        return TournamentFiles.csv(file);
    }
}
