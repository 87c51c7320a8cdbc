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
 * The class tournament with the packaged grader: the reference's anchors (random, perfect),
 * the complete sample (its random agent), a greedy agent and three hostile agents (one loops,
 * one plays an illegal column and forges a referee line, one prints without end), each laid
 * over a copy of the reference as a file the student added. The ranking orders the known
 * strengths, and the hostile agents lose their own games alone, each for its own reason.
 */
class TournamentIT {

    private static final Set<String> HOSTILE = Set.of("looping", "illegal", "printing");

    @Test
    void theRankingOrdersKnownStrengthsAndHostileAgentsForfeitOnlyTheirOwnGames(
            @TempDir Path folder) throws IOException, InterruptedException {
        List<String> command = new ArrayList<>(Shipped.grading());
        command.addAll(List.of("tournament", "--game", "connectfour", "--out",
                folder.resolve("out").toString(), "--seed", "7", "--move-time", "800"));
        for (String[] agent : new String[][] {{"sample", null}, {"greedy", "GreedyAgent"},
            {"looping", "LoopingAgent"}, {"illegal", "IllegalAgent"},
            {"printing", "PrintingAgent"}}) {
            command.add(submission(folder.resolve(agent[0]), agent[1]).toString());
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

        List<CSVRecord> games = csv(folder.resolve("out/games.csv"));
        assertThat(games).hasSize(7 * 6);
        // The printer is stopped by the output cap (an exception) or, on a loaded machine,
        // by the move's time: either way it loses that game alone.
        Map<String, Set<String>> reasons = Map.of("looping", Set.of("TIMEOUT"), "illegal",
                Set.of("ILLEGAL"), "printing", Set.of("EXCEPTION", "TIMEOUT"));
        for (CSVRecord game : games) {
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
        assertThat(Files.readString(folder.resolve("out/replays/game-00001.html")))
                .contains("<svg", "onclick=\"show(s+1)\"");
        assertThat(Files.readString(folder.resolve("out/tournament.md")))
                .contains("## Record against the anchors", "## Crosstable");
    }

    /** A copy of the reference's Connect Four, with an agent file of the test's added. */
    private static Path submission(Path folder, String agent) throws IOException {
        Path game = folder.resolve("src/main/java/tabuleiro/connectfour");
        Shipped.copyTree(Shipped.root().resolve("reference/src/main/java/tabuleiro/connectfour"),
                game);
        if (agent != null) {
            try (InputStream in = Objects.requireNonNull(TournamentIT.class.getResourceAsStream(
                    "/tournament/" + agent + ".java.txt"), agent)) {
                Files.write(game.resolve(agent + ".java"), in.readAllBytes());
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
