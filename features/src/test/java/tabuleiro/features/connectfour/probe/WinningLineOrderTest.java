package tabuleiro.features.connectfour.probe;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.net.URLClassLoader;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import tabuleiro.connectfour.Game;
import tabuleiro.features.probe.ProbeCompare;
import tabuleiro.features.probe.ProbeHarness;
import tabuleiro.features.probe.ProbeHarness.Edit;

/**
 * Issue 74, item 8: {@code Game.winningLine()} may give the four "from one end of the line to
 * the other", either end, and the class invariant accepts both; so an engine that gives them
 * from the other end than the reference keeps the contract, and must keep every scenario of the
 * rule book (C4-15's text UI says the line in reading order whatever the engine's order) and
 * not be charged by the grader's comparison of the probes.
 *
 * <p>The variant is the reference with one line changed: the line it keeps is reversed.
 */
class WinningLineOrderTest {

    private static final String GAME = "tabuleiro/connectfour/Game.java";

    /** The reference's line reversed as it is kept: the one edit of the variant. */
    private static final Edit REVERSED = new Edit(GAME, "winningLine = four;",
            "winningLine = new java.util.ArrayList<>(four);"
                    + " java.util.Collections.reverse(winningLine);");

    /** The text UI as it was before issue 74: the line in the engine's order. */
    private static final Edit ENGINE_ORDER = new Edit("tabuleiro/connectfour/ui/TextUi.java",
            ".sorted(READING_ORDER)", "");

    private static final List<String> GLUE = List.of("tabuleiro.features.connectfour",
            "tabuleiro.features.contracts");

    private static final List<String> RULE_BOOK = List.of(
            "classpath:tabuleiro/features/connectfour",
            "classpath:tabuleiro/features/pt/connectfour");

    /** Random games compared: as many as the probe's own test plays. */
    private static final int GAMES = Integer.getInteger("probe.games", 100);

    private static URLClassLoader variant;

    @BeforeAll
    static void buildTheVariant() {
        variant = ProbeHarness.variant(Game.class, List.of(REVERSED));
    }

    @AfterAll
    static void closeTheVariant() throws IOException {
        variant.close();
    }

    @Test
    void theVariantGivesTheLineFromTheOtherEndAndKeepsItsContracts() throws Exception {
        // Played with -ea: the variant's play checks its postconditions and the invariant.
        Class<?> game = variant.loadClass(Game.class.getName());
        Object played = game.getMethod("newGame").invoke(null);
        for (int column : new int[] {4, 4, 5, 5, 6, 6, 7}) {
            played = game.getMethod("play", int.class).invoke(played, column);
        }
        assertThat(game.getMethod("winningLine").invoke(played).toString())
                .isEqualTo("[(6,7), (6,6), (6,5), (6,4)]");
        Game reference = Game.newGame();
        for (int column : new int[] {4, 4, 5, 5, 6, 6, 7}) {
            reference.play(column);
        }
        assertThat(reference.winningLine().toString())
                .isEqualTo("[(6,4), (6,5), (6,6), (6,7)]");
    }

    @Test
    void theVariantKeepsEveryScenarioOfTheRuleBookInBothLanguages() {
        Map.Entry<Integer, String> run = ProbeHarness.runRuleBook(variant, GLUE, RULE_BOOK);
        assertThat(run.getKey()).as(run.getValue()).isZero();
        assertThat(run.getValue()).containsPattern("(\\d+) scenarios \\(\\1 passed\\)")
                .doesNotContain("failed", "undefined", "skipped");
    }

    /**
     * The same variant with the text UI as it was, writing the line in the engine's order: the
     * C4-15 examples fail, in both languages, and nothing else does. So the previous test passes
     * because the UI chooses the order, not because the rule book does not look.
     */
    @Test
    void withTheTextUiInTheEnginesOrderOnlyTheTextUiExamplesFail() throws IOException {
        try (URLClassLoader old = ProbeHarness.variant(Game.class,
                List.of(REVERSED, ENGINE_ORDER))) {
            Map.Entry<Integer, String> run = ProbeHarness.runRuleBook(old, GLUE, RULE_BOOK);
            assertThat(run.getKey()).isNotZero();
            assertThat(run.getValue())
                    .containsPattern("\\d+ scenarios \\(\\d+ passed, 4 failed\\)")
                    .contains("Player 1 wins with (6,4) (6,5) (6,6) (6,7).")
                    .contains("Jogador 1 ganha com (6,4) (6,5) (6,6) (6,7).")
                    .contains("Player 1 wins with (3,1) (4,1) (5,1) (6,1).");
        }
    }

    @Test
    void theProbeComparisonChargesNothing() throws ReflectiveOperationException {
        @SuppressWarnings("unchecked")
        Function<String, String> probe = (Function<String, String>) variant
                .loadClass(ConnectFourProbe.class.getName()).getConstructor().newInstance();
        probe.apply("new");
        String end = "";
        for (String column : List.of("4", "4", "5", "5", "6", "6", "7")) {
            end = probe.apply("play " + column);
        }
        assertThat(ProbeHarness.observation(end)).containsEntry("winner", "1")
                .containsEntry("line", "four");
        String difference = ProbeCompare.firstDisagreement(new ConnectFourProbe(), probe, GAMES,
                (reference, random) -> {
                    List<String> moves = reference.apply("moves").lines().toList();
                    return moves.isEmpty() ? null : moves.get(random.nextInt(moves.size()));
                }, Game.ROWS * Game.COLUMNS, "new");
        assertThat(difference).isNull();
    }
}
