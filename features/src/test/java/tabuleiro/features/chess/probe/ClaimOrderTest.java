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

    /** The seventy-five moves first where both automatic draws hold: the other variant. */
    private static final Edit SEVENTY_FIVE_FIRST = new Edit("tabuleiro/chess/Game.java",
            "if (repetitions() >= 5) {",
            "if (repetitions() >= 5 && position.halfmoveClock() < 150) {");

    private static final List<String> GLUE = List.of("tabuleiro.features.chess",
            "tabuleiro.features.contracts");

    private static final List<String> RULE_BOOK = List.of("classpath:tabuleiro/features/chess",
            "classpath:tabuleiro/features/pt/chess");

    /**
     * Knights out and back from the clock at 134: the sixteenth half-move brings the fifth
     * occurrence of the position and the seventy-fifth move at once.
     */
    private static final String BOTH_AUTOMATIC = "Feature: Both automatic draws at once\n\n"
            + "  Scenario: The fifth occurrence on the seventy-fifth move\n"
            + "    Given the position \"4k1n1/8/8/8/8/8/8/4K1N1 w - - 134 100\"\n"
            + "    And the moves \"Nf3 Nf6 Ng1 Ng8 Nf3 Nf6 Ng1 Ng8 Nf3 Nf6 Ng1 Ng8 Nf3 Nf6 Ng1\""
            + " have been played\n"
            + "    When black plays \"Ng8\"\n"
            + "    Then the game is drawn by \"fivefold repetition\"\n"
            + "    And the game is drawn by \"seventy-five-move rule\"\n";

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
        Map.Entry<Integer, String> run = ProbeHarness.runRuleBook(variant, GLUE, RULE_BOOK);
        assertThat(run.getKey()).as(run.getValue()).isZero();
        assertThat(run.getValue()).containsPattern("(\\d+) scenarios \\(\\1 passed\\)")
                .doesNotContain("failed", "undefined", "skipped");
    }

    /**
     * The automatic draws: a variant that ends the game by the seventy-five moves where the
     * fifth occurrence comes with the same move keeps the rule book, and a game where both
     * come at once is drawn by either reason, on the reference (the fifth occurrence) and on
     * the variant (the seventy-five moves), the rule book's step taking either there.
     */
    @Test
    void aVariantThatEndsOnTheSeventyFiveMovesFirstKeepsTheRuleBook() throws Exception {
        try (URLClassLoader other = ProbeHarness.variant(Game.class,
                List.of(SEVENTY_FIVE_FIRST))) {
            Map.Entry<Integer, String> run = ProbeHarness.runRuleBook(other, GLUE, RULE_BOOK);
            assertThat(run.getKey()).as(run.getValue()).isZero();
            assertThat(run.getValue()).containsPattern("(\\d+) scenarios \\(\\1 passed\\)");
            assertThat(ending(Game.class.getClassLoader())).isEqualTo("FIVEFOLD_REPETITION");
            assertThat(ending(other)).isEqualTo("SEVENTY_FIVE_MOVES");
            java.nio.file.Path folder = java.nio.file.Files.createTempDirectory("both");
            java.nio.file.Path feature = folder.resolve("en").resolve("game")
                    .resolve("both.feature");
            java.nio.file.Files.createDirectories(feature.getParent());
            java.nio.file.Files.writeString(feature, BOTH_AUTOMATIC);
            for (ClassLoader engine : List.of(Game.class.getClassLoader(), other)) {
                Map.Entry<Integer, String> both = ProbeHarness.runRuleBook(engine, GLUE,
                        List.of(folder.toString()));
                assertThat(both.getKey()).as(both.getValue()).isZero();
                assertThat(both.getValue()).contains("1 scenarios (1 passed)");
            }
        }
    }

    /** How the game of {@link #BOTH_AUTOMATIC} ends on an engine: its termination's name. */
    private static String ending(ClassLoader engine) throws ReflectiveOperationException {
        Class<?> game = engine.loadClass(Game.class.getName());
        Class<?> san = engine.loadClass("tabuleiro.chess.San");
        Class<?> position = engine.loadClass("tabuleiro.chess.Position");
        Class<?> move = engine.loadClass("tabuleiro.chess.Move");
        Object played = game.getMethod("fromFen", String.class)
                .invoke(null, "4k1n1/8/8/8/8/8/8/4K1N1 w - - 134 100");
        for (int round = 0; round < 4; round++) {
            for (String text : List.of("Nf3", "Nf6", "Ng1", "Ng8")) {
                Object here = game.getMethod("position").invoke(played);
                Object next = san.getMethod("parse", position, String.class)
                        .invoke(null, here, text);
                played = game.getMethod("play", move).invoke(played, next);
            }
        }
        Object outcome = ((java.util.Optional<?>) game.getMethod("outcome").invoke(played))
                .orElseThrow();
        return outcome.getClass().getMethod("termination").invoke(outcome).toString();
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
