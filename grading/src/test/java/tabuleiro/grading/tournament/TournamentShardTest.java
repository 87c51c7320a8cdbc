package tabuleiro.grading.tournament;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;
import tabuleiro.grading.Grader;
import tabuleiro.grading.model.Language;
import tabuleiro.grading.model.Texts;
import tabuleiro.grading.shard.Shard;
import tabuleiro.grading.tournament.referee.GameRecord;
import tabuleiro.grading.tournament.referee.Pairing;
import tabuleiro.grading.tournament.referee.Player;
import tabuleiro.grading.tournament.referee.Referee;
import tabuleiro.grading.tournament.report.TournamentMerge;
import tabuleiro.grading.tournament.report.TournamentReport;
import tabuleiro.grading.tournament.report.TournamentSettings;
import tabuleiro.grading.tournament.report.TournamentShard;
import tabuleiro.grading.tournament.report.TournamentTexts;
import tabuleiro.grading.tournament.schedule.DuelGame;
import tabuleiro.grading.tournament.schedule.RoundRobin;

/**
 * A round robin played in shards and merged gives the files of one run, byte for byte; the
 * merge refuses shards that do not make one tournament, in English and Portuguese.
 */
class TournamentShardTest {

    private static final TournamentSettings SETTINGS = new TournamentSettings("connectfour", 7,
            1, 1000, 0, 300, "en");
    private static final Set<Integer> ANCHORS = Set.of(0, 1);

    /** Six players, two of them standing in for anchors, one that times out now and then. */
    private static List<Player> players() {
        return List.of(new DuelGame.Duellist("anchor-a", 5, 20, 0),
                new DuelGame.Duellist("anchor-b", 1, 20, 0),
                new DuelGame.Duellist("ana", 3, 20, 0),
                new DuelGame.Duellist("bruno", 3, 20, 3),
                new DuelGame.Duellist("carla", 2, 20, 0),
                new DuelGame.Duellist("=dario", 4, 20, 0));
    }

    private static List<String> names() {
        return players().stream().map(Player::name).toList();
    }

    private static List<String> agentClasses() {
        return List.of("anchor-a", "anchor-b", "pt.ana.Agent", "", "pt.carla.Agent",
                "pt.dario.Agent");
    }

    private static List<Pairing> schedule(TournamentSettings settings) {
        return RoundRobin.schedule(players().size(), settings.gamesPerColour(), settings.seed());
    }

    /** Plays shard {@code index} of {@code count} into {@code folder}, as the command does. */
    private static void playShard(Path folder, int index, int count, TournamentSettings settings)
            throws IOException, InterruptedException {
        Shard shard = new Shard(index, count);
        List<GameRecord> records = new Referee(new DuelGame(), settings.moveMillis(),
                settings.suite()).playAll(
                TournamentShard.share(schedule(settings), shard), players(), 2, record -> {});
        List<TournamentShard.Entrant> entrants = new ArrayList<>();
        for (int i = 0; i < players().size(); i++) {
            entrants.add(new TournamentShard.Entrant(names().get(i), ANCHORS.contains(i),
                    agentClasses().get(i)));
        }
        new TournamentShard(shard, settings, schedule(settings).size(), entrants, records)
                .write(folder);
    }

    private static List<TournamentMerge.Located> located(Path... folders) throws IOException {
        List<TournamentMerge.Located> located = new ArrayList<>();
        for (Path folder : folders) {
            located.add(new TournamentMerge.Located(folder,
                    TournamentShard.read(folder.resolve(TournamentShard.FILE))));
        }
        return located;
    }

    private static List<Path> files(Path folder) throws IOException {
        try (Stream<Path> walk = Files.walk(folder)) {
            return walk.filter(Files::isRegularFile).map(folder::relativize).sorted().toList();
        }
    }

    @Test
    void theMergeOfThreeShardsWritesTheFilesOfOneRun(@TempDir Path dir) throws Exception {
        List<GameRecord> records = oneRunAndMerge(dir, SETTINGS);

        assertThat(records).hasSize(30).anySatisfy(r -> assertThat(r.forfeit()).isPresent());
    }

    @Test
    void gamesFromASuitesOpeningsMergeToTheFilesOfOneRunEachShowingItsOpening(
            @TempDir Path dir) throws Exception {
        // Each duel starts from the first player's number said by the suite: 2 games a colour,
        // the pair's first from "25", its second from "45", in each seat.
        TournamentSettings settings = new TournamentSettings("connectfour", 7, 2, 1000, 60_000,
                0, 300, "en", List.of("25", "45"));

        List<GameRecord> records = oneRunAndMerge(dir, settings);

        assertThat(records).hasSize(60).allSatisfy(r -> {
            assertThat(r.opening()).isIn("25", "45");
            assertThat(r.moves()).startsWith(r.opening());
        });
        assertThat(records.stream().filter(r -> r.first() == 2 && r.second() == 3)
                .map(GameRecord::opening)).containsExactly("25", "45");
        assertThat(records.stream().filter(r -> r.first() == 3 && r.second() == 2)
                .map(GameRecord::opening)).containsExactly("25", "45");
        String games = Files.readString(dir.resolve("one/games.csv"));
        assertThat(games.lines().findFirst().orElseThrow()).endsWith(",reason,opening");
        assertThat(games.lines().skip(1)).allSatisfy(line -> assertThat(line)
                .endsWith(line.contains(",25 ") ? ",25" : ",45"));
        assertThat(Files.readString(dir.resolve("one/replays/game-00001.html")))
                .contains("Opening, the tournament&#39;s moves, not the players&#39;: 25");
        assertThat(Files.readString(dir.resolve("one/tournament.md")))
                .contains("## Openings and distinct games", "| 1 | `25` |", "| 2 | `45` |",
                        "| ana – bruno | 4 | ");
    }

    /**
     * Plays a tournament in one run and as three shards merged, and checks both wrote the same
     * files, byte for byte.
     */
    private static List<GameRecord> oneRunAndMerge(Path dir, TournamentSettings settings)
            throws Exception {
        List<GameRecord> records = new Referee(new DuelGame(), 1000, settings.suite()).playAll(
                schedule(settings), players(), 2, record -> {});
        Path one = dir.resolve("one");
        TournamentReport.writeRoundRobin(one, settings, names(), ANCHORS, agentClasses(),
                records, new DuelGame());
        for (int index = 0; index < 3; index++) {
            playShard(dir.resolve("shards/" + index), index, 3, settings);
        }
        Path merged = dir.resolve("merged");
        TournamentMerge.write(TournamentMerge.merge(located(dir.resolve("shards/2"),
                dir.resolve("shards/0"), dir.resolve("shards/1")),
                Texts.of(TournamentTexts.class, Language.ENGLISH)), merged, new DuelGame());

        assertThat(files(merged)).isEqualTo(files(one)).contains(Path.of("tournament.csv"),
                Path.of("tournament.md"), Path.of("games.csv"), Path.of("tournament.html"),
                Path.of("replays/game-00030.html"));
        for (Path file : files(one)) {
            assertThat(Files.readAllBytes(merged.resolve(file))).as("%s", file)
                    .isEqualTo(Files.readAllBytes(one.resolve(file)));
        }
        return records;
    }

    @Test
    void aMissingShardAShardGivenTwiceAndAnotherSeedAreRefusedByName(@TempDir Path dir)
            throws Exception {
        for (int index = 0; index < 3; index++) {
            playShard(dir.resolve("s" + index), index, 3, SETTINGS);
        }
        playShard(dir.resolve("again0"), 0, 3, SETTINGS);
        playShard(dir.resolve("seed8"), 1, 3, new TournamentSettings("connectfour", 8, 1, 1000,
                0, 300, "en"));
        playShard(dir.resolve("opened"), 1, 3, new TournamentSettings("connectfour", 7, 1, 1000,
                60_000, 0, 300, "en", List.of("25")));
        playShard(dir.resolve("overage"), 1, 3, new TournamentSettings("connectfour", 7, 1, 1000,
                0, 0, 300, "en", List.of()));
        Texts english = Texts.of(TournamentTexts.class, Language.ENGLISH);
        Texts portuguese = Texts.of(TournamentTexts.class, Language.PORTUGUESE);

        assertThatThrownBy(() -> TournamentMerge.merge(located(dir.resolve("s0"),
                dir.resolve("s2")), english)).hasMessage("shard 1/3 is missing (given: 0/3,"
                + " 2/3); expected every shard from 0/3 to 2/3");
        assertThatThrownBy(() -> TournamentMerge.merge(located(dir.resolve("s0"),
                dir.resolve("s2")), portuguese)).hasMessageContaining("falta o fragmento 1/3");
        assertThatThrownBy(() -> TournamentMerge.merge(located(dir.resolve("s0"),
                dir.resolve("again0"), dir.resolve("s1"), dir.resolve("s2")), english))
                .hasMessageContaining("shard 0/3 is given twice: " + dir.resolve("again0"));
        assertThatThrownBy(() -> TournamentMerge.merge(located(dir.resolve("s0"),
                dir.resolve("seed8"), dir.resolve("s2")), english))
                .hasMessageContaining("shard 1/3 (" + dir.resolve("seed8")
                        + ") was played with --seed 8, but shard 0/3 (" + dir.resolve("s0")
                        + ") with --seed 7");
        assertThatThrownBy(() -> TournamentMerge.merge(located(dir.resolve("s0"),
                dir.resolve("opened"), dir.resolve("s2")), english))
                .hasMessageContaining("shard 1/3 (" + dir.resolve("opened")
                        + ") was played with --openings [25], but shard 0/3 (" + dir.resolve("s0")
                        + ") with --openings []");
        // The overage decides forfeits as the move's time does: a shard played with another
        // is another tournament.
        assertThatThrownBy(() -> TournamentMerge.merge(located(dir.resolve("s0"),
                dir.resolve("overage"), dir.resolve("s2")), english))
                .hasMessageContaining("shard 1/3 (" + dir.resolve("overage")
                        + ") was played with --overage 0, but shard 0/3 (" + dir.resolve("s0")
                        + ") with --overage 60");
    }

    @Test
    void theMergeCommandRefusesInTheLanguageAskedAndWritesNothing(@TempDir Path dir)
            throws Exception {
        playShard(dir.resolve("shards/0"), 0, 2, SETTINGS);
        StringWriter err = new StringWriter();
        CommandLine command = Grader.commandLine();
        command.setErr(new PrintWriter(err, true));

        int status = command.execute("tournament", "merge", "--lang", "pt", "--out",
                dir.resolve("out").toString(), dir.resolve("shards").toString());

        assertThat(status).isEqualTo(TournamentMergeCommand.REFUSED);
        assertThat(err.toString()).contains("error: falta o fragmento 1/2 (dados: 0/2)");
        assertThat(dir.resolve("out")).doesNotExist();
    }

    @Test
    void shardingASwissTournamentIsRefusedInBothLanguages(@TempDir Path dir) {
        List<List<String>> languages = List.of(
                List.of("en", "--shard cannot be given with --rounds"),
                List.of("pt", "--shard não pode ser dado com --rounds"));
        for (List<String> language : languages) {
            StringWriter err = new StringWriter();
            CommandLine command = Grader.commandLine();
            command.setErr(new PrintWriter(err, true));

            int status = command.execute("tournament", "--game", "connectfour", "--out",
                    dir.toString(), "--rounds", "3", "--shard", "0/2", "--lang", language.get(0));

            assertThat(status).isEqualTo(2);
            assertThat(err.toString()).contains(language.get(1));
        }
    }

    @Test
    void aShardHoldsOnlyTheGamesOfItsShare() {
        assertThat(TournamentShard.share(schedule(SETTINGS), new Shard(1, 4)).keySet())
                .containsExactly(2, 6, 10, 14, 18, 22, 26, 30);
        GameRecord foreign = new GameRecord(1, 0, 1, 5, "3 4", 1, java.util.Optional.empty(),
                "");
        assertThatThrownBy(() -> new TournamentShard(new Shard(1, 4), SETTINGS, 30, List.of(),
                List.of(foreign))).hasMessageContaining("game 1 is not of shard 1/4");
    }
}
