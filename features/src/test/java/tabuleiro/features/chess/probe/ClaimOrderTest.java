package tabuleiro.features.chess.probe;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.net.URLClassLoader;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.function.Function;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import tabuleiro.chess.Game;
import tabuleiro.features.probe.ProbeHarness;
import tabuleiro.features.probe.ProbeHarness.Edit;

/**
 * Issue 74, item 8, in chess: where a threefold repetition and the fifty-move rule both hold,
 * {@code Game.claimableDraw()}'s contract lets the engine give either reason. The reference
 * gives the repetition; a variant that gives the fifty-move rule then keeps every scenario of
 * the rule book and is not charged by the comparison of the probes on end games (which start
 * with the clock at 40 to 94 half-moves and favour repeating moves, so both often hold).
 */
class ClaimOrderTest {

    /** The fifty-move rule first where both hold: the one edit of the variant. */
    private static final Edit FIFTY_FIRST = new Edit("tabuleiro/chess/Game.java",
            "if (repetitions() >= 3) {",
            "if (repetitions() >= 3 && position.halfmoveClock() < FIFTY_MOVE_CLOCK) {");

    /** End games compared at most, and the plies of each (the 75-move rule ends them). */
    private static final int GAMES = 300;
    private static final int PLIES = 120;

    private static URLClassLoader variant;

    @BeforeAll
    static void buildTheVariant() {
        variant = ProbeHarness.variant(Game.class, List.of(FIFTY_FIRST));
    }

    @AfterAll
    static void closeTheVariant() throws IOException {
        variant.close();
    }

    @Test
    void theVariantKeepsEveryScenarioOfTheRuleBookInBothLanguages() {
        Map.Entry<Integer, String> run = ProbeHarness.runRuleBook(variant,
                List.of("tabuleiro.features.chess", "tabuleiro.features.contracts"),
                List.of("classpath:tabuleiro/features/chess",
                        "classpath:tabuleiro/features/pt/chess"));
        assertThat(run.getKey()).as(run.getValue()).isZero();
        assertThat(run.getValue()).containsPattern("(\\d+) scenarios \\(\\1 passed\\)")
                .doesNotContain("failed", "undefined", "skipped");
    }

    /**
     * The reference's and the variant's probes play the same end games, the moves chosen on the
     * reference as the grader does (a favoured move half the time): every answer is the same,
     * and the games meet positions where both draws hold, where the two engines give different
     * reasons and both probes write {@value ChessProbe#EITHER_CLAIM}.
     */
    @Test
    void theProbeComparisonChargesNothingWhereBothDrawsHold() throws ReflectiveOperationException {
        @SuppressWarnings("unchecked")
        Function<String, String> other = (Function<String, String>) variant
                .loadClass(ChessProbe.class.getName()).getConstructor().newInstance();
        int both = 0;
        for (int game = 0; game < GAMES && both < 3; game++) {
            ChessProbe reference = new ChessProbe();
            String expected = reference.apply("new end " + game);
            assertThat(other.apply("new end " + game)).isEqualTo(expected);
            Random random = new Random(game);
            for (int ply = 0; ply < PLIES && expected.contains("\nover=no\n"); ply++) {
                List<String> moves = reference.apply("moves").lines()
                        .filter(line -> !line.isBlank()).toList();
                List<String> favoured = moves.stream().filter(line -> line.startsWith("*"))
                        .toList();
                List<String> pool = !favoured.isEmpty() && random.nextBoolean() ? favoured
                        : moves;
                String move = pool.get(random.nextInt(pool.size())).replace("*", "");
                expected = reference.apply("play " + move);
                assertThat(other.apply("play " + move)).as("game " + game + " ply " + ply
                        + " " + move).isEqualTo(expected);
                if (expected.contains("\nclaim=" + ChessProbe.EITHER_CLAIM + "\n")) {
                    both++;
                }
            }
        }
        assertThat(both).as("positions where both draws hold").isPositive();
    }
}
