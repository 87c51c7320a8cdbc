package tabuleiro.grading.shipped;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.InputStream;
import java.io.Reader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import org.apache.commons.csv.CSVFormat;
import org.apache.commons.csv.CSVRecord;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The class tournament with the packaged grader. Connect Four: the reference's anchors (random,
 * perfect), the complete sample (its random agent), a greedy agent, four hostile agents (one
 * loops, one plays an illegal column and forges a referee line, one prints without end, one
 * allocates without end) and one that tries to read its opponent (another submission's agent,
 * the other agents' JVMs) and, contained, plays legal moves.
 * Quarto: the anchors (random, strong), the sample, a greedy agent and a hostile one. Each
 * agent is laid over a copy of the reference as a file the student added. The ranking orders
 * the known strengths, and the hostile agents lose their own games alone, each for its own
 * reason.
 */
class TournamentIT {

    private static final Set<String> HOSTILE = Set.of("looping", "illegal", "printing",
            "allocating");

    /** Connect Four, the first game the tournament played. */
    @Test
    void theRankingOrdersKnownStrengthsAndHostileAgentsForfeitOnlyTheirOwnGames(
            @TempDir Path folder) throws IOException, InterruptedException {
        List<String> command = new ArrayList<>(Shipped.grading());
        command.addAll(List.of("tournament", "--game", "connectfour", "--out",
                folder.resolve("out").toString(), "--seed", "7", "--move-time", "800"));
        for (String[] agent : new String[][] {{"sample", null}, {"greedy", "GreedyAgent"},
            {"looping", "LoopingAgent"}, {"illegal", "IllegalAgent"},
            {"printing", "PrintingAgent"}, {"allocating", "AllocatingAgent"},
            {"snooping", "SnoopingAgent"}}) {
            command.add(submission(folder.resolve(agent[0]), "connectfour", agent[1])
                    .toString());
        }
        Shipped.Ran ran = Shipped.run(command, folder, Map.of(), 600);
        assertThat(ran.status()).as(ran.output()).isZero();

        List<CSVRecord> ranking = csv(folder.resolve("out/tournament.csv"));
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
     * moves first) and loops when it places (its first decision when it moves second). The
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
                    "2000", "--lang", "pt", "--shard", shard + "/2"));
            command.addAll(submissions);
            Shipped.Ran ran = Shipped.run(command, folder, Map.of(), 600);
            assertThat(ran.status()).as(ran.output()).isZero();
        }
        List<String> merge = new ArrayList<>(Shipped.grading());
        merge.addAll(List.of("tournament", "merge", "--out", folder.resolve("out").toString(),
                "--lang", "pt", folder.resolve("shards").toString()));
        Shipped.Ran ran = Shipped.run(merge, folder, Map.of(), 600);
        assertThat(ran.status()).as(ran.output()).isZero();

        List<CSVRecord> ranking = csv(folder.resolve("out/tournament.csv"));
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
            if (game.get("first").equals("hostile")) {
                assertThat(List.of(game.get("forfeit"), game.get("forfeited_by"), moves))
                        .as("game %s: %s", game.get("game"), game.get("reason"))
                        .containsExactly("EXCEPTION", "hostile", "");
                assertThat(game.get("reason")).contains("the hostile agent hands nothing over");
            } else if (game.get("second").equals("hostile")) {
                // The first player handed a piece over; the hostile agent never placed it.
                assertThat(List.of(game.get("forfeit"), game.get("forfeited_by")))
                        .as("game %s: %s", game.get("game"), game.get("reason"))
                        .containsExactly("TIMEOUT", "hostile");
                assertThat(moves).matches("[(\\[][BbPp][!;]");
            } else {
                assertThat(game.get("forfeit")).as("game %s", game.get("game")).isEmpty();
                // A finished game: the first move hands over, the middle ones place and hand
                // over, the last places only.
                assertThat(moves).as("game %s", game.get("game")).matches(
                        "[(\\[][BbPp][!;]( [A-D][1-4][(\\[][BbPp][!;])* [A-D][1-4]");
            }
        }

        String replay = Files.readString(folder.resolve("out/replays/game-00001.html"));
        assertThat(replay).contains("<svg", "onclick=\"show(s+1)\"", "peça entregue, por colocar");
        assertThat(Files.readString(folder.resolve("out/tournament.md")))
                .contains("## Resultados contra as âncoras");
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
        try (Reader in = Files.newBufferedReader(file, StandardCharsets.UTF_8)) {
            return CSVFormat.RFC4180.builder().setHeader().setSkipHeaderRecord(true).get()
                    .parse(in).getRecords();
        }
    }
}
