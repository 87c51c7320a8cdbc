package tabuleiro.features.quarto.probe;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.TreeMap;
import java.util.function.Function;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import tabuleiro.features.probe.ProbeCompare;
import tabuleiro.features.probe.ProbeHarness;
import tabuleiro.quarto.Game;

/**
 * The Quarto probe on the reference: every command answers, random games keep the
 * observation's shape and reach wins on lines, on 2x2 squares and draws, the generated
 * scenarios run green, and one-line mutants are told apart from the reference.
 */
class QuartoProbeTest {

    /** Random games played: 100 in the build, -Dprobe.games=1000 for the long run. */
    private static final int GAMES = Integer.getInteger("probe.games", 100);

    private static final List<String> KEYS = List.of("board", "turn", "chosen", "pool",
            "notation", "over", "winner", "win");
    private static final int PLIES = 17;

    @Test
    void everyCommandAnswers() {
        QuartoProbe probe = new QuartoProbe();
        assertThat(probe.apply("legal")).isEqualTo("error: no game");
        assertThat(ProbeHarness.observation(probe.apply("new")).keySet())
                .containsExactlyElementsOf(KEYS);
        assertThat(probe.apply("moves").lines()).hasSize(16).contains("- (B!");
        assertThat(probe.apply("play A1 (B!")).startsWith("refused: ");
        Map<String, String> after = ProbeHarness.observation(probe.apply("play - (B!"));
        assertThat(after).containsEntry("turn", "1").containsEntry("chosen", "(B!")
                .containsEntry("over", "no").containsEntry("winner", "-");
        assertThat(probe.apply("moves").lines()).hasSize(16 * 15).contains("B2 [p;");
        after = ProbeHarness.observation(probe.apply("play B2 [p;"));
        assertThat(after).containsEntry("turn", "2").containsEntry("chosen", "[p;")
                .containsEntry("notation", "(B!");
        assertThat(after.get("board")).isEqualTo("............/...(B!....../"
                + "............/............");
        assertThat(probe.apply("observe")).isEqualTo(probe.apply("observe"));
        assertThat(probe.apply("rules")).contains("win=QUARTO-19", "pool=QUARTO-06");
        assertThat(probe.apply("scenario en turn")).contains("Then player 2 is to place [p;");
        assertThat(probe.apply("scenario pt turn")).contains("Então o jogador 2 vai colocar [p;");
        assertThat(probe.apply("nonsense")).startsWith("error:");
    }

    @Test
    void randomGamesKeepTheFormatAndReachTheInterestingCases() {
        Map<String, Integer> reached = new TreeMap<>();
        for (int seed = 0; seed < GAMES; seed++) {
            Map<String, String> end = play(new QuartoProbe(), new Random(seed));
            reached.merge(end.get("winner").equals("draw") ? "draw" : end.get("winner")
                    .equals("-") ? "unfinished" : "win", 1, Integer::sum);
        }
        System.out.println("quarto: in " + GAMES + " games " + reached);
        assertThat(reached).containsKey("win").doesNotContainKey("unfinished");
    }

    /** A random game to its end; each observation checked for its shape. */
    static Map<String, String> play(Function<String, String> probe, Random random) {
        Map<String, String> observation = ProbeHarness.observation(probe.apply("new"));
        for (int ply = 0; ply < PLIES && observation.get("over").equals("no"); ply++) {
            List<String> moves = probe.apply("moves").lines().toList();
            assertThat(moves).isNotEmpty();
            observation = ProbeHarness.observation(probe.apply("play "
                    + moves.get(random.nextInt(moves.size()))));
            assertThat(observation.keySet()).containsExactlyElementsOf(KEYS);
            observation.forEach((key, value) -> assertThat(value).as(key).doesNotStartWith("!")
                    .isNotEmpty());
            assertThat(observation.get("win")).isIn("-", "group");
        }
        return observation;
    }

    @Test
    void theGeneratedScenariosRunGreenOnTheReference() {
        List<String> features = new ArrayList<>();
        for (int seed : new int[] {1, 2, 3, 4}) {
            QuartoProbe probe = new QuartoProbe();
            play(probe, new Random(seed));
            for (String lang : List.of("en", "pt")) {
                for (String key : List.of("board", "turn", "pool", "win")) {
                    features.add(probe.apply("scenario " + lang + " " + key));
                }
            }
            probe.apply("new");
            probe.apply("play - (b;");
            probe.apply("play C3 [P!");
            features.add(probe.apply("scenario en turn"));
            features.add(probe.apply("scenario pt over"));
        }
        features.forEach(text -> assertThat(text).doesNotStartWith("error:"));
        Map.Entry<Integer, String> run = ProbeHarness.runScenarios(
                List.of("tabuleiro.features.quarto", "tabuleiro.features.contracts"), features);
        assertThat(run.getKey()).as(run.getValue() + "\n" + features.get(0)).isZero();
        assertThat(run.getValue()).contains(features.size() + " scenarios (" + features.size()
                + " passed)");
    }

    /** One-line mutants: mutant kind, file, text, replacement. */
    private static final String[][] MUTANTS = {
        {"identity: a group wins only when its pieces share two traits",
                "tabuleiro/quarto/Board.java", "if (!shared.isEmpty()) {",
                "if (shared.size() > 1) {"},
    };

    @Test
    @Tag("soak")
    void comparingWithTheReferenceFindsEachMutant() {
        StringBuilder report = new StringBuilder();
        for (String[] mutant : MUTANTS) {
            Function<String, String> mutated = ProbeHarness.mutant(mutant[1], mutant[2],
                    mutant[3], QuartoProbe.class.getName(), Game.class, QuartoProbe.class);
            String difference = ProbeCompare.firstDisagreement(new QuartoProbe(), mutated, 300,
                    (probe, random) -> {
                        List<String> moves = probe.apply("moves").lines().toList();
                        return moves.isEmpty() ? null : moves.get(random.nextInt(moves.size()));
                    }, PLIES, "new");
            report.append(mutant[0]).append(": ").append(difference).append('\n');
            assertThat(difference).as(mutant[0]).isNotNull();
        }
        System.out.println("quarto mutants:\n" + report);
    }
}
