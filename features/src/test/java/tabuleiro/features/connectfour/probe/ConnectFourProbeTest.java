package tabuleiro.features.connectfour.probe;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;
import tabuleiro.connectfour.Game;
import tabuleiro.features.probe.ProbeHarness;
import tabuleiro.features.probe.ProbeHarness.Edit;

/**
 * The Connect Four probe on the reference, in this module as the other games' probes are: every
 * command answers, random games keep the observation's shape and reach wins and the solver's
 * positions, a disagreement is charged to its rule, and the scenarios it writes for a
 * disagreement run green on the reference in both languages. (The grader's {@code OracleIT} and
 * {@code GeneratedGamesIT} compare it with submissions; this checks the probe itself.)
 */
class ConnectFourProbeTest {

    /** Random games played: 100 in the build, -Dprobe.games=1000 for the long run. */
    private static final int GAMES = Integer.getInteger("probe.games", 100);

    private static final List<String> KEYS = List.of("board", "turn", "over", "winner", "line",
            "score", "children", "agent");

    /** A grid has 42 cells: no game is longer. */
    private static final int PLIES = 42;

    @Test
    void everyCommandAnswers() {
        ConnectFourProbe probe = new ConnectFourProbe();
        assertThat(probe.apply("legal")).isEqualTo("refused: IllegalStateException");
        assertThat(ProbeHarness.observation(probe.apply("new")).keySet())
                .containsExactlyElementsOf(KEYS);
        assertThat(probe.apply("legal")).isEqualTo("1 2 3 4 5 6 7");
        assertThat(probe.apply("moves").lines()).containsExactly("1", "2", "3", "4", "5", "6",
                "7");
        assertThat(probe.apply("play x")).isEqualTo("error: not a column: x");
        assertThat(probe.apply("play 8")).isEqualTo("refused: IllegalArgumentException");
        assertThat(probe.apply("play")).isEqualTo("refused: NoMove");
        Map<String, String> after = ProbeHarness.observation(probe.apply("play 4"));
        assertThat(after).containsEntry("turn", "2").containsEntry("over", "false")
                .containsEntry("winner", "none").containsEntry("line", "none")
                .containsEntry("score", "-");
        assertThat(after.get("board")).isEqualTo("......./......./......./......./......./"
                + "...1...");
        assertThat(probe.apply("observe")).isEqualTo(probe.apply("observe"));
        assertThat(probe.apply("rules")).contains("winner=C4-09", "score=C4-16",
                "legal=C4-05");
        assertThat(probe.apply("nonsense")).startsWith("error: unknown command");
        assertThat(probe.apply("scenario en")).startsWith("error:");
    }

    @Test
    void aWinIsSeenAndItsLineIsAFourThroughTheLastDisc() {
        ConnectFourProbe probe = new ConnectFourProbe();
        probe.apply("new");
        Map<String, String> end = Map.of();
        for (String column : List.of("4", "4", "5", "5", "6", "6", "7")) {
            end = ProbeHarness.observation(probe.apply("play " + column));
        }
        assertThat(end).containsEntry("over", "true").containsEntry("winner", "1")
                .containsEntry("line", "four").containsEntry("score", "-");
        assertThat(probe.apply("legal")).isEmpty();
        assertThat(probe.apply("play 1")).isEqualTo("refused: IllegalStateException");
        // A refused move's scenario plays it again, last, after the moves that were played.
        assertThat(probe.apply("scenario en play")).isEqualTo("Scenario: A generated example\n"
                + "  Given the moves 4 4 5 5 6 6 7 1\n");
        assertThat(probe.apply("scenario pt play")).contains("Dadas as jogadas 4 4 5 5 6 6 7 1");
    }

    @Test
    void aDisagreementIsChargedToItsRule() {
        ConnectFourProbe probe = new ConnectFourProbe();
        probe.apply("new");
        assertThat(probe.apply("classify score 3 | 5")).isEqualTo("C4-16");
        assertThat(probe.apply("classify over false true")).isEqualTo("C4-11");
        assertThat(probe.apply("classify legal 1 2")).isEqualTo("C4-05");
        assertThat(probe.apply("classify nonsense a b")).isEqualTo("C4-06");
        for (String column : List.of("4", "4", "5", "5", "6", "6", "7")) {
            probe.apply("play " + column);
        }
        // With a winner on the grid, a game said not over is a missed win: the win rule's.
        assertThat(probe.apply("classify over true false")).isEqualTo("C4-09");
    }

    @Test
    void randomGamesKeepTheFormatAndReachWinsAndTheSolversPositions() {
        Map<String, Integer> reached = new TreeMap<>();
        for (int seed = 0; seed < GAMES; seed++) {
            ConnectFourProbe probe = new ConnectFourProbe();
            boolean scored = false;
            Map<String, String> end = ProbeHarness.observation(probe.apply("new"));
            Random random = new Random(seed);
            for (int ply = 0; ply < PLIES && end.get("over").equals("false"); ply++) {
                List<String> moves = probe.apply("moves").lines().toList();
                assertThat(moves).isNotEmpty();
                end = ProbeHarness.observation(probe.apply("play "
                        + moves.get(random.nextInt(moves.size()))));
                assertThat(end.keySet()).containsExactlyElementsOf(KEYS);
                end.forEach((key, value) -> assertThat(value).as(key).doesNotStartWith("!")
                        .isNotEmpty());
                assertThat(end.get("line")).isIn("none", "four");
                // The properties the kit checks hold on the reference wherever they are asked.
                assertThat(end.get("children")).isIn("-", "agrees");
                assertThat(end.get("agent")).isIn("-", "best");
                assertThat(end.get("children").equals("-")).isEqualTo(end.get("score")
                        .equals("-"));
                scored |= !end.get("score").equals("-");
            }
            reached.merge(end.get("winner").equals("none") ? "draw" : "win", 1, Integer::sum);
            reached.merge(scored ? "solver asked" : "solver not asked", 1, Integer::sum);
        }
        System.out.println("connect four: in " + GAMES + " games " + reached);
        assertThat(reached).containsKeys("win", "solver asked");
    }

    @Test
    void theScenariosItWritesRunGreenOnTheReference() {
        List<String> features = new ArrayList<>();
        for (int seed : new int[] {1, 2, 3, 4, 5, 6}) {
            ConnectFourProbe probe = new ConnectFourProbe();
            probe.apply("new");
            Random random = new Random(seed);
            // Far enough for the solver to be asked (22 discs), short of most games' end.
            for (int ply = 0; ply < ConnectFourProbe.SOLVED_FROM; ply++) {
                List<String> moves = probe.apply("moves").lines().toList();
                if (moves.isEmpty()) {
                    break;
                }
                probe.apply("play " + moves.get(random.nextInt(moves.size())));
            }
            // The solver's score is asked (and so can disagree) only from 22 discs on, in a
            // game that goes on: its scenario is written only then.
            boolean scored = !ProbeHarness.observation(probe.apply("observe")).get("score")
                    .equals("-");
            for (String key : scored ? List.of("board", "turn", "over", "winner", "score",
                    "children")
                    : List.of("board", "turn", "over", "winner")) {
                features.add("Feature: A generated example\n\n"
                        + probe.apply("scenario en " + key));
                features.add("# language: pt\nFuncionalidade: Um exemplo gerado\n\n"
                        + probe.apply("scenario pt " + key));
            }
        }
        ConnectFourProbe fresh = new ConnectFourProbe();
        fresh.apply("new");
        features.add("Feature: A generated example\n\n" + fresh.apply("scenario en turn"));
        features.forEach(text -> assertThat(text).doesNotContain("error:"));
        assertThat(features).anySatisfy(text -> assertThat(text).contains("Then the score is"));
        Map.Entry<Integer, String> run = ProbeHarness.runScenarios(
                List.of("tabuleiro.features.connectfour", "tabuleiro.features.contracts"),
                features);
        assertThat(run.getKey()).as(run.getValue() + "\n" + features.get(0)).isZero();
        assertThat(run.getValue()).contains(features.size() + " scenarios (" + features.size()
                + " passed)");
    }

    /**
     * A one-line mutant whose play refuses a column's last disc while hasSpace lists the column
     * (a listed move refused, the refusal an IllegalArgumentException, which a When keeps for a
     * Then): the scenario of that move plays it last in the set-up step, so that pasted it fails
     * on the mutant and passes on the reference, in both languages.
     */
    @Test
    void aListedMoveRefusedHasAScenarioThatFailsOnTheMutantAndPassesOnTheReference()
            throws Exception {
        Edit lastDiscRefused = new Edit("tabuleiro/connectfour/Game.java",
                "if (!hasSpace(column)) {",
                "if (!hasSpace(column) || discsIn(column) == ROWS - 1) {");
        try (java.net.URLClassLoader variant = ProbeHarness.variant(Game.class,
                List.of(lastDiscRefused))) {
            ProbeHarness.MoveBreak found = ProbeHarness.assertAMoveThatBreaksPlaysLast(variant,
                    ConnectFourProbe.class, List.of("tabuleiro.features.connectfour",
                            "tabuleiro.features.contracts"), java.util.Collections.nCopies(20,
                            "new"), PLIES);
            assertThat(found.answer()).isEqualTo("refused: IllegalArgumentException");
            String moves = String.join(" ", found.moves());
            assertThat(found.en()).endsWith("  Given the moves " + (moves.isEmpty() ? ""
                    : moves + " ") + found.move() + "\n");
            // Why not a When: it keeps the refusal for a Then, and with none after it the
            // scenario passes on the mutant.
            String when = "Feature: A when\n\nScenario: The move as a When\n"
                    + (moves.isEmpty() ? "  Given a new game\n" : "  Given the moves " + moves
                    + "\n") + "  When column " + found.move() + " is played\n";
            assertThat(ProbeHarness.runScenarios(variant, List.of(
                    "tabuleiro.features.connectfour", "tabuleiro.features.contracts"),
                    List.of(when)).getValue()).contains("1 scenarios (1 passed)");
        }
    }
}
