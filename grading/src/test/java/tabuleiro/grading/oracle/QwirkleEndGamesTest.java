package tabuleiro.grading.oracle;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;
import tabuleiro.features.qwirkle.probe.QwirkleProbe;
import tabuleiro.grading.model.GeneratedSetting;

/**
 * Qwirkle's end games ({@code new end SEED}, played after each full game): on the seeds of 40
 * of a class's submissions (class seed 47, as {@code grade} mixes them), every end game the
 * oracle plays reaches the end within the turns of a graded game, and the ways a game ends
 * that the rule book's end rules tell apart are all met: a last tile placed with the bag empty
 * (the bonus, QWIRKLE-17), nobody able to place (QWIRKLE-17), and equal points, decided by the
 * tiles left in hand or shared (QWIRKLE-18). The counts are printed; they are in
 * grading/docs/generated-examples.md.
 */
class QwirkleEndGamesTest {

    private static final int SEEDS = 40;

    @Test
    void theEndGamesOfAClassSeedsReachEveryKindOfEnd() {
        GeneratedGames.Settings settings = GeneratedGames.Settings.of("qwirkle");
        assertThat(settings.endGames()).isEqualTo(1);
        GeneratedSetting setting = GeneratedSetting.DEFAULTS.withSeed(47);
        Map<String, Integer> ends = new TreeMap<>();
        int turns = 0;
        for (int student = 0; student < SEEDS; student++) {
            GeneratedGames.Script script = GeneratedGames.script(settings, new QwirkleProbe(),
                    GeneratedSetting.seedOf(setting.classSeed(), "student-" + student),
                    settings.games());
            assertThat(script.games()).hasSize(settings.games() * 2);
            GeneratedGames.Game end = script.games().get(settings.games());
            assertThat(end.questions().get(0)).startsWith("new end ");
            List<String> answers = end.expected();
            // The last observation: a game over still answers the legal set (none) after it.
            Map<String, String> last = GeneratedGames.parse(answers.stream()
                    .filter(answer -> answer.contains("over=")).reduce((a, b) -> b).orElseThrow());
            turns += (int) end.questions().stream().filter(q -> q.startsWith("play ")).count();
            assertThat(last.get("over")).as("student-" + student + ": " + last).isEqualTo("yes");
            String[] hands = last.get("hands").split(",");
            String[] scores = last.get("scores").split(",");
            ends.merge(hands[0].equals("0") || hands[1].equals("0") ? "last tile"
                    : "nobody can place", 1, Integer::sum);
            if (scores[0].equals(scores[1])) {
                ends.merge(hands[0].equals(hands[1]) ? "equal points, shared"
                        : "equal points, fewer tiles", 1, Integer::sum);
            }
        }
        System.out.println("qwirkle end games of " + SEEDS + " class seeds: " + ends + ", "
                + turns + " turns");
        assertThat(ends).containsKeys("last tile", "nobody can place");
        assertThat(ends.getOrDefault("equal points, shared", 0)
                + ends.getOrDefault("equal points, fewer tiles", 0)).isPositive();
    }
}
