package tabuleiro.features.quarto.probe;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;
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
            "notation", "over", "winner", "win", "linewin", "squarewin", "quartotext");
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
            assertThat(observation).containsEntry("linewin", QuartoProbe.AGREES)
                    .containsEntry("squarewin", QuartoProbe.AGREES)
                    .containsEntry("quartotext", QuartoProbe.SAME);
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

    /**
     * The properties need no reference (issue 61): a mutant's probe alone, in random games,
     * answers a property otherwise than it holds, and the scenario it writes for that key
     * (what the rule book says of the engine's own board) runs green on the reference. Kind,
     * file, text, replacement, the key it breaks.
     */
    private static final String[][] PROPERTY_MUTANTS = {
        {"a group wins only when its pieces share two traits", "tabuleiro/quarto/Board.java",
                "if (!shared.isEmpty()) {", "if (shared.size() > 1) {", "linewin"},
        {"the 2x2 squares of the brief's game not counted", "tabuleiro/quarto/Variant.java",
                "if (this == SQUARES) {", "if (this == CLASSIC) {", "squarewin"},
        {"the fills written the other way round", "tabuleiro/quarto/Piece.java",
                "fill == Fill.SOLID ? '!' : ';'", "fill == Fill.SOLID ? ';' : '!'",
                "quartotext"},
    };

    @Test
    void eachPropertyFlagsItsMutantWithoutTheReference() {
        List<String> features = new ArrayList<>();
        for (String[] mutant : PROPERTY_MUTANTS) {
            Function<String, String> mutated = ProbeHarness.mutant(mutant[1], mutant[2],
                    mutant[3], QuartoProbe.class.getName(), Game.class, QuartoProbe.class);
            String broken = null;
            for (int seed = 0; seed < 100 && broken == null; seed++) {
                Random random = new Random(seed);
                Map<String, String> observation = ProbeHarness.observation(mutated.apply("new"));
                for (int ply = 0; ply < PLIES && broken == null; ply++) {
                    List<String> moves = mutated.apply("moves").lines().toList();
                    if (moves.isEmpty()) {
                        break;
                    }
                    String answer = mutated.apply("play " + moves.get(random.nextInt(
                            moves.size())));
                    if (answer.startsWith("refused")) {
                        break;
                    }
                    observation = ProbeHarness.observation(answer);
                    String value = observation.get(mutant[4]);
                    if (!value.equals(QuartoProbe.AGREES) && !value.equals(QuartoProbe.SAME)) {
                        broken = value;
                    }
                }
            }
            assertThat(broken).as(mutant[0]).isNotNull();
            System.out.println("quarto property " + mutant[4] + " (" + mutant[0] + "): "
                    + broken);
            if (!mutant[4].equals("quartotext")) {
                features.add(mutated.apply("scenario en " + mutant[4]));
                features.add(mutated.apply("scenario pt " + mutant[4]));
            }
        }
        Map.Entry<Integer, String> run = ProbeHarness.runScenarios(
                List.of("tabuleiro.features.quarto", "tabuleiro.features.contracts"), features);
        assertThat(run.getKey()).as(run.getValue() + "\n" + features.get(0)).isZero();
        assertThat(run.getValue()).contains(features.size() + " scenarios (" + features.size()
                + " passed)");
    }

    @Test
    void theScenariosOfThePropertiesRunGreenOnTheReference() {
        List<String> features = new ArrayList<>();
        for (int seed : new int[] {5, 6, 7}) {
            QuartoProbe probe = new QuartoProbe();
            play(probe, new Random(seed));
            for (String lang : List.of("en", "pt")) {
                for (String key : List.of("linewin", "squarewin", "quartotext")) {
                    features.add(probe.apply("scenario " + lang + " " + key));
                }
            }
        }
        QuartoProbe empty = new QuartoProbe();
        empty.apply("new");
        features.add(empty.apply("scenario en quartotext"));
        features.add(empty.apply("scenario pt linewin"));
        Map.Entry<Integer, String> run = ProbeHarness.runScenarios(
                List.of("tabuleiro.features.quarto", "tabuleiro.features.contracts"), features);
        assertThat(run.getKey()).as(run.getValue() + "\n" + features.get(0)).isZero();
        assertThat(run.getValue()).contains(features.size() + " scenarios (" + features.size()
                + " passed)");
    }

    @Test
    void anEndGameIsBuiltFromTheSeedAloneWithNoWinningGroup() {
        assertThat(new QuartoProbe().apply("new end 7")).isEqualTo(new QuartoProbe()
                .apply("new end 7")).isNotEqualTo(new QuartoProbe().apply("new end 8"));
        assertThat(new QuartoProbe().apply("new end seven")).startsWith("error:");
        Set<Integer> placed = new HashSet<>();
        for (long seed = 0; seed < 200; seed++) {
            List<String> moves = QuartoProbe.endMoves(seed);
            placed.add(moves.size() - 1);
            Map<String, String> start = ProbeHarness.observation(new QuartoProbe()
                    .apply("new end " + seed));
            assertThat(start).as("seed " + seed).containsEntry("over", "no")
                    .containsEntry("linewin", QuartoProbe.AGREES)
                    .containsEntry("squarewin", QuartoProbe.AGREES);
            assertThat(start.get("board").split("\\.\\.\\.", -1).length - 1)
                    .isEqualTo(16 - (moves.size() - 1));
            assertThat(start.get("chosen")).isNotEqualTo("-");
        }
        assertThat(placed).containsExactlyInAnyOrder(13, 14, 15);
    }

    @Test
    void endGamesReachTheFullBoardAndTheirScenariosRunGreen() {
        List<String> features = new ArrayList<>();
        int full = 0;
        for (int seed = 1; seed <= 20; seed++) {
            QuartoProbe probe = new QuartoProbe();
            Map<String, String> observation = ProbeHarness.observation(probe.apply("new end "
                    + seed));
            Random random = new Random(seed);
            for (int ply = 0; ply < PLIES && observation.get("over").equals("no"); ply++) {
                List<String> moves = probe.apply("moves").lines().toList();
                observation = ProbeHarness.observation(probe.apply("play "
                        + moves.get(random.nextInt(moves.size()))));
                assertThat(observation.keySet()).containsExactlyElementsOf(KEYS);
            }
            assertThat(observation).containsEntry("over", "yes");
            full += observation.get("board").contains("...") ? 0 : 1;
            if (seed <= 2) {
                for (String lang : List.of("en", "pt")) {
                    for (String key : KEYS) {
                        features.add(probe.apply("scenario " + lang + " " + key));
                    }
                }
            }
        }
        assertThat(full).as("end games of 20 that fill the board").isGreaterThanOrEqualTo(10);
        Map.Entry<Integer, String> run = ProbeHarness.runScenarios(
                List.of("tabuleiro.features.quarto", "tabuleiro.features.contracts"), features);
        assertThat(run.getKey()).as(run.getValue() + "\n" + features.get(0)).isZero();
        assertThat(run.getValue()).contains(features.size() + " scenarios (" + features.size()
                + " passed)");
    }

    /**
     * An engine that calls a draw where the sixteenth piece completes a group: the observation
     * after names the piece it placed, the property {@code linewin} or {@code squarewin} breaks,
     * and the grader's draw is charged to QUARTO-10, the rule of the last piece's win, not to
     * the groups' rules. (The sample {@code last-piece-draw}, whose invariant throws in the
     * placement with the piece already down, was charged to the notation, QUARTO-11, before the
     * probe read the last piece from the engine's board.)
     */
    @Test
    void aLastPieceWinCalledADrawIsChargedToTheFullBoardsRule() {
        Function<String, String> mutated = ProbeHarness.mutant("tabuleiro/quarto/Game.java",
                "List<Win> wins = board.wins(variant);",
                "List<Win> wins = board.isFull() ? List.of() : board.wins(variant);",
                QuartoProbe.class.getName(), Game.class, QuartoProbe.class);
        int met = 0;
        for (int seed = 0; seed < 100 && met < 2; seed++) {
            QuartoProbe reference = new QuartoProbe();
            Map<String, String> observation = ProbeHarness.observation(reference.apply(
                    "new end " + seed));
            List<String> moves = new ArrayList<>();
            while (observation.get("over").equals("no")) {
                String move = reference.apply("moves").lines().findFirst().orElseThrow();
                moves.add(move);
                observation = ProbeHarness.observation(reference.apply("play " + move));
            }
            if (observation.get("board").contains("...") || observation.get("winner")
                    .equals("draw")) {
                continue;
            }
            met++;
            mutated.apply("new end " + seed);
            moves.subList(0, moves.size() - 1).forEach(move -> mutated.apply("play " + move));
            // Refused when a contract of the engine catches it, else played: either way the
            // observation after it is what the grader compares.
            mutated.apply("play " + moves.get(moves.size() - 1));
            Map<String, String> after = ProbeHarness.observation(mutated.apply("observe"));
            assertThat(after).containsEntry("notation", observation.get("notation"))
                    .containsEntry("winner", "draw");
            assertThat(after.get("linewin") + after.get("squarewin")).contains("a draw");
            assertThat(reference.apply("classify winner " + observation.get("winner")
                    + " | draw")).isEqualTo("QUARTO-10");
        }
        assertThat(met).as("end games whose sixteenth piece wins").isEqualTo(2);
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

    /**
     * A one-line mutant that keeps a placed piece in the pool: the first placement breaks the
     * postcondition with -ea (a contract broken). Its scenario places it last, in the set-up
     * step that also chooses the piece ("player 2 has chosen ... and player 1 has placed it on
     * ..."), then chooses the next piece as the move did, so that pasted it fails on the mutant
     * and passes on the reference, in both languages.
     */
    @Test
    void aMoveThatBreaksAContractHasAScenarioThatFailsOnTheMutantAndPassesOnTheReference()
            throws Exception {
        ProbeHarness.Edit keptInThePool = new ProbeHarness.Edit("tabuleiro/quarto/Game.java",
                "pool = pool.without(chosen);", "pool = this.pool;");
        try (java.net.URLClassLoader variant = ProbeHarness.variant(Game.class,
                List.of(keptInThePool))) {
            ProbeHarness.MoveBreak found = ProbeHarness.assertAMoveThatBreaksPlaysLast(variant,
                    QuartoProbe.class, List.of("tabuleiro.features.quarto",
                            "tabuleiro.features.contracts"), List.of("new", "new end 1"),
                    PLIES);
            assertThat(found.answer()).startsWith("refused: AssertionError: post:");
            assertThat(found.en()).contains(" has chosen " + found.moves().get(0).split(" ")[1]
                    + " and player 1 has placed it on ").doesNotContain(" chooses ");
            assertThat(found.pt()).contains(" e o jogador 1 colocou-a em ");
        }
    }
}
