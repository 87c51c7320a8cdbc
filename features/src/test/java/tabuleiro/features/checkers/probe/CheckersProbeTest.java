package tabuleiro.features.checkers.probe;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import java.util.TreeMap;
import java.util.function.Consumer;
import java.util.function.Function;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import tabuleiro.checkers.Game;
import tabuleiro.features.probe.ProbeCompare;
import tabuleiro.features.probe.ProbeHarness;

/**
 * The checkers probe on the reference: every command answers, random games keep the
 * observation's shape and reach multi-captures and kings, the generated scenarios run green, and
 * one-line mutants are told apart from the reference by the probe's answers.
 */
class CheckersProbeTest {

    /** Random games played: 100 in the build, -Dprobe.games=1000 for the long run. */
    private static final int GAMES = Integer.getInteger("probe.games", 100);

    private static final List<String> KEYS = List.of("board", "fen", "turn", "over", "winner",
            "legal", "captured", "kingmoves", "kingcount", "majority", "pdnfen");

    /** The properties that need no reference answer (issue 61), with the word that holds. */
    private static final Map<String, String> PROPERTIES = Map.of("kingcount",
            CheckersProbe.COUNTED, "majority", CheckersProbe.MOST, "pdnfen", CheckersProbe.SAME);

    /** The full and end games each property test plays: seeds 0 to this. */
    private static final int PROPERTY_SEEDS = 40;
    private static final int PLIES = 150;

    @Test
    void everyCommandAnswers() {
        CheckersProbe probe = new CheckersProbe();
        assertThat(ProbeHarness.observation(probe.apply("new")).keySet())
                .containsExactlyElementsOf(KEYS);
        assertThat(probe.apply("legal").split(" ")).hasSize(7).contains("22-18");
        assertThat(probe.apply("play 22-17x")).startsWith("refused: ");
        Map<String, String> after = ProbeHarness.observation(probe.apply("play 22-18"));
        assertThat(after).containsEntry("turn", "black").containsEntry("over", "no")
                .containsEntry("winner", "-").containsEntry("captured", "-");
        assertThat(probe.apply("observe")).isEqualTo(probe.apply("observe"));
        assertThat(probe.apply("rules")).contains("turn=CHECKERS-03", "fen=CHECKERS-12",
                "board=CHECKERS-04", "kingcount=CHECKERS-17", "majority=CHECKERS-15",
                "pdnfen=CHECKERS-12");
        assertThat(after).containsEntry("kingcount", CheckersProbe.COUNTED)
                .containsEntry("majority", "-").containsEntry("pdnfen", CheckersProbe.SAME);
        assertThat(probe.apply("classify majority most | 18x11 takes 1 and 0 kings,"
                + " 18x9 1 and 1")).isEqualTo("CHECKERS-15");
        assertThat(probe.apply("classify legal 18x11 | 18x11 23-19")).isEqualTo("CHECKERS-14");
        assertThat(probe.apply("scenario en turn")).contains("Then Black is to move");
        assertThat(probe.apply("scenario pt turn")).contains("Então é a vez das Pretas");
        assertThat(probe.apply("nonsense")).startsWith("error:");
    }

    @Test
    void aLegalSetWithoutTheCaptureIsChargedToTheCaptureNotToItsCompulsion() {
        CheckersProbe probe = new CheckersProbe();
        probe.apply("new");
        // the engine knows the capture and offers a simple move beside it: the compulsion
        assertThat(probe.apply("classify legal 18x11 | 18x11 23-19")).isEqualTo("CHECKERS-14");
        // the engine sees no capture at all: the capture itself
        assertThat(probe.apply("classify legal 18x11 | 22-18 23-19")).isEqualTo("CHECKERS-05");
        // the engine sees a capture that is not there
        assertThat(probe.apply("classify legal 22-18 | 22-18 22x15")).isEqualTo("CHECKERS-05");
    }

    /**
     * A king's capture round a loop (seed 687 of the soak): the reference keeps the route
     * 31x17x10x24x31, the complete sample the same loop the other way round, 31x24x10x17x31;
     * one move (CHECKERS-10), which the probe writes as the first of its routes in numbers, and
     * whose captures it lists in order of their squares, whatever route an engine keeps.
     */
    @Test
    void aCaptureOfSeveralPiecesIsWrittenByItsFirstRouteWhicheverTheEngineKept() {
        CheckersProbe probe = new CheckersProbe();
        probe.apply("new");
        for (String move : ("22-17 10-15 26-22 15-18 23x14 9x18 22x15 11x18 17-14 18-22 25x18"
                + " 6-10 24-20 10x17 21x14 7-11 18-15 11x18 28-24 2-7 24-19 18-22 31-26 22x31"
                + " 30-26").split(" ")) {
            assertThat(probe.apply("play " + move)).as(move).doesNotStartWith("refused");
        }
        assertThat(probe.apply("legal").split(" ")).containsExactly("31x17x10x24x31");
        Map<String, String> after = ProbeHarness.observation(probe.apply(
                "play 31x17x10x24x31"));
        assertThat(after.get("captured")).isEqualTo("14,19,26,27");
    }

    @Test
    void aPositionIsAskedOnceAndForgottenAtTheNextMove() {
        CheckersProbe probe = new CheckersProbe();
        String start = probe.apply("new");
        assertThat(probe.apply("observe")).isEqualTo(start);
        assertThat(probe.apply("legal")).isEqualTo(ProbeHarness.observation(start).get("legal"));
        String played = probe.apply("play 22-18");
        assertThat(played).isNotEqualTo(start);
        assertThat(probe.apply("observe")).isEqualTo(played);
        assertThat(probe.apply("legal")).isEqualTo(ProbeHarness.observation(played)
                .get("legal")).doesNotContain("22-18");
        // a move of the position before is refused in this one, and changes nothing
        assertThat(probe.apply("play 22-18")).startsWith("refused");
        assertThat(probe.apply("observe")).isEqualTo(played);
        assertThat(probe.apply("new")).isEqualTo(start);
        assertThat(probe.apply("legal")).contains("22-18");
    }

    @Test
    void anEndingTheReferenceDrawsIsChargedToTheDrawRule() {
        CheckersProbe won = ended(false);
        CheckersProbe drawn = ended(true);
        assertThat(won.apply("classify over yes | no")).isEqualTo("CHECKERS-11");
        // "over" holds no word of the draw: the reference's own ending names the rule
        assertThat(drawn.apply("classify over yes | no")).isEqualTo("CHECKERS-17");
        assertThat(drawn.apply("classify winner draw | -")).isEqualTo("CHECKERS-17");
    }

    /** A probe whose random game (biased as {@link #choose}) ended drawn, or won. */
    private static CheckersProbe ended(boolean drawn) {
        for (int seed = 0; seed < 1_000; seed++) {
            CheckersProbe probe = new CheckersProbe();
            play(probe, new Random(seed), null, CheckersProbeTest::ignore);
            String winner = ProbeHarness.observation(probe.apply("observe")).get("winner");
            if (drawn ? winner.equals("draw") : winner.matches("white|black")) {
                return probe;
            }
        }
        throw new AssertionError("no random game of 1,000 ended " + (drawn ? "drawn" : "won"));
    }

    @Test
    void randomGamesKeepTheFormatAndReachTheInterestingCases() {
        Map<String, Integer> reached = new TreeMap<>();
        int plies = 0;
        for (int seed = 0; seed < GAMES; seed++) {
            plies += play(new CheckersProbe(), new Random(seed), seed < 100 ? reached : null,
                    CheckersProbeTest::checkShape).size();
        }
        System.out.println("checkers: plies in " + GAMES + " games "
                + plies + "; in 100 games, games"
                + " reaching each case " + reached);
        assertThat(reached).containsKeys("capture", "multi-capture", "promotion", "king move",
                "win");
    }

    private static void checkShape(Map<String, String> observation) {
        assertThat(observation.keySet()).containsExactlyElementsOf(KEYS);
        observation.forEach((key, value) -> assertThat(value).as(key).doesNotStartWith("!")
                .isNotEmpty());
    }

    private static void ignore(Map<String, String> observation) {
        // the scenarios' games need no check of their own: the thousand games have one
    }

    static List<String> play(Function<String, String> probe, Random random,
            Map<String, Integer> reached, Consumer<Map<String, String>> check) {
        Map<String, String> observation = ProbeHarness.observation(probe.apply("new"));
        check.accept(observation);
        List<String> moves = new ArrayList<>();
        Set<String> seen = new HashSet<>();
        for (int ply = 0; ply < PLIES && observation.get("over").equals("no"); ply++) {
            String move = choose(observation, random, seen);
            if (move == null) {
                break;
            }
            final int kings = kings(observation.get("board"));
            observation = ProbeHarness.observation(probe.apply("play " + move));
            check.accept(observation);
            moves.add(move);
            if (kings(observation.get("board")) > kings) {
                seen.add("promotion");
            }
        }
        String winner = observation.get("winner");
        if (winner.equals("draw")) {
            seen.add("draw");
        } else if (!winner.equals("-")) {
            seen.add("win");
        }
        if (reached != null) {
            seen.forEach(kind -> reached.merge(kind, 1, Integer::sum));
        }
        return moves;
    }

    private static int kings(String fen) {
        return fen.length() - fen.replace("K", "").length();
    }

    /**
     * A random move, biased toward the longest captures, promotions and king moves, so that
     * short games reach them.
     */
    static String choose(Map<String, String> observation, Random random, Set<String> seen) {
        String[] legal = observation.get("legal").split(" ");
        if (legal[0].equals("-")) {
            return null;
        }
        String board = observation.get("board");
        boolean white = observation.get("turn").equals("white");
        List<String> favoured = new ArrayList<>();
        int longest = 0;
        for (String move : legal) {
            longest = Math.max(longest, move.split("x").length);
        }
        for (String move : legal) {
            String[] squares = move.split("[-x]");
            int to = Integer.parseInt(squares[squares.length - 1]);
            boolean promotes = white ? to <= 4 : to > 28;
            if (longest > 2 && move.split("x").length == longest || promotes
                    || isKing(board, squares[0])) {
                favoured.add(move);
            }
        }
        String chosen = !favoured.isEmpty() && random.nextInt(4) > 0
                ? favoured.get(random.nextInt(favoured.size()))
                : legal[random.nextInt(legal.length)];
        if (chosen.contains("x")) {
            seen.add(chosen.split("x").length > 2 ? "multi-capture" : "capture");
            seen.add("capture");
        }
        if (isKing(board, chosen.split("[-x]")[0])) {
            seen.add("king move");
        }
        return chosen;
    }

    private static boolean isKing(String board, String square) {
        return board.matches(".*[:,]K" + square + "(,.*|:.*|$)");
    }

    @Test
    void theGeneratedScenariosRunGreenOnTheReference() {
        List<String> features = new ArrayList<>();
        for (int seed : new int[] {1, 2, 3}) {
            CheckersProbe probe = new CheckersProbe();
            assertThat(play(probe, new Random(seed), null, CheckersProbeTest::ignore))
                    .isNotEmpty();
            for (String lang : List.of("en", "pt")) {
                for (String key : KEYS) {
                    features.add(probe.apply("scenario " + lang + " " + key));
                }
            }
        }
        features.forEach(text -> assertThat(text).doesNotStartWith("error:"));
        Map.Entry<Integer, String> run = ProbeHarness.runScenarios(
                List.of("tabuleiro.features.checkers", "tabuleiro.features.contracts"), features);
        assertThat(run.getKey()).as(run.getValue() + "\n" + features.get(0)).isZero();
        assertThat(run.getValue()).contains(features.size() + " scenarios (" + features.size()
                + " passed)");
    }

    /**
     * An end game ({@code new end SEED}, issue 62): the same seed builds the same position,
     * another seed another one; random play from it keeps the observation's shape, and the
     * scenarios of every key, which start from that position, run green in both languages.
     */
    @Test
    void theEndGamesArePositionsOfTheirSeedAndTheirScenariosRunGreen() {
        ProbeHarness.assertEndGamesRunGreen(CheckersProbe::new, KEYS, PLIES,
                "tabuleiro.features.checkers");
    }

    /**
     * The reference keeps the three properties on full and end games alike, and random play
     * asks each of them: a king's capture, a king's move without capture, a choice of captures.
     */
    @Test
    void thePropertiesHoldOnTheReference() {
        Map<String, Integer> asked = new TreeMap<>();
        for (int seed = 0; seed < PROPERTY_SEEDS; seed++) {
            for (String start : List.of("new", "new end " + seed)) {
                assertThat(firstBreak(new CheckersProbe(), start, seed, asked)).as(start)
                        .isNull();
            }
        }
        System.out.println("checkers properties asked (plies): " + asked);
        assertThat(asked).containsKeys("kingcount", "majority", "pdnfen",
                "kingcount after a king's capture", "majority with a choice");
    }

    /**
     * Each property is broken by the mutant it is there for, on a game of the seeds above, and
     * the scenario written from the broken engine's own answers runs green on the reference:
     * it asserts what the rule says, not what the mutant answered.
     */
    @Test
    void eachPropertyIsBrokenByItsMutantAndItsScenarioHoldsOnTheReference() {
        String[][] mutants = {
            {"kingcount", "tabuleiro/checkers/Game.java",
                "kingMovesWithoutCapture = piece.king() && !move.isCapture()",
                "kingMovesWithoutCapture = piece.king()", "after a king's capture"},
            {"majority", "tabuleiro/checkers/Rules.java",
                "move.captured().size())\n                .thenComparingInt(move ->"
                        + " kingsCaptured(board, move));",
                "move.captured().size());", " kings, "},
            {"pdnfen", "tabuleiro/checkers/Fen.java",
                "squares.add((king ? \"K\" : \"\") + square);",
                "squares.add(String.valueOf(square));", "reads back as "},
        };
        List<String> features = new ArrayList<>();
        for (String[] mutant : mutants) {
            String key = mutant[0];
            // One probe for every game: "new" starts its game afresh.
            Function<String, String> broken = ProbeHarness.mutant(mutant[1], mutant[2],
                    mutant[3], CheckersProbe.class.getName(), Game.class, CheckersProbe.class);
            String found = null;
            for (int seed = 0; seed < PROPERTY_SEEDS && found == null; seed++) {
                for (String start : List.of("new", "new end " + seed)) {
                    found = firstBreak(broken, start, seed, new TreeMap<>());
                    if (found != null) {
                        break;
                    }
                }
            }
            assertThat(found).as(key).isNotNull().startsWith(key + "=").contains(mutant[4]);
            features.add(broken.apply("scenario en " + key));
            features.add(broken.apply("scenario pt " + key));
        }
        Map.Entry<Integer, String> run = ProbeHarness.runScenarios(
                List.of("tabuleiro.features.checkers", "tabuleiro.features.contracts"), features);
        assertThat(run.getKey()).as(run.getValue() + "\n" + features).isZero();
    }

    /**
     * Plays a random game from a start (biased as {@link #choose}, the end games' kings'
     * captures half the time as the grader's games favour them) and returns the first property
     * that does not hold, as {@code key=answer}, or {@code null}; counts the plies that asked
     * each property, and those that asked the two hard cases.
     */
    private static String firstBreak(Function<String, String> probe, String start, long seed,
            Map<String, Integer> asked) {
        Random random = new Random(seed);
        Map<String, String> observation = ProbeHarness.observation(probe.apply(start));
        for (int ply = 0; ply <= PLIES; ply++) {
            for (Map.Entry<String, String> property : PROPERTIES.entrySet()) {
                String answer = observation.get(property.getKey());
                if (!answer.equals("-")) {
                    asked.merge(property.getKey(), 1, Integer::sum);
                    if (!answer.equals(property.getValue())) {
                        return property.getKey() + "=" + answer;
                    }
                }
            }
            String legal = observation.get("legal");
            if (legal.contains("x") && legal.contains(" ")) {
                asked.merge("majority with a choice", 1, Integer::sum);
            }
            if (observation.get("over").equals("yes") || ply == PLIES) {
                return null;
            }
            String favoured = probe.apply("moves").lines().filter(line -> line.startsWith("*"))
                    .map(line -> line.substring(1)).findFirst().orElse(null);
            String move = favoured != null && random.nextBoolean() ? favoured
                    : choose(observation, random, new HashSet<>());
            if (move == null) {
                return null;
            }
            boolean kingCapture = move.contains("x") && isKing(observation.get("board"),
                    move.split("x")[0]);
            observation = ProbeHarness.observation(probe.apply("play " + move));
            if (kingCapture) {
                asked.merge("kingcount after a king's capture", 1, Integer::sum);
            }
        }
        return null;
    }

    /** One-line mutants: mutant kind, file, text, replacement. */
    private static final String[][] MUTANTS = {
        {"rules meeting on one move: a man crowned mid-capture goes on capturing (classic)",
                "tabuleiro/checkers/Rules.java",
                "if (reachesFarRow && !variant.promotionInCapture()) {", "if (false) {"},
        {"ordered criteria: the majority rule without its quality tie-break",
                "tabuleiro/checkers/Rules.java",
                "move.captured().size())\n                .thenComparingInt(move ->"
                    + " kingsCaptured(board, move));",
                "move.captured().size());"},
        {"identity: the quality rule counts men as kings", "tabuleiro/checkers/Rules.java",
                "board.pieceAt(square).map(Piece::king).orElse(false)",
                "board.pieceAt(square).map(piece -> !piece.king()).orElse(false)"},
        {"mid-move state: pieces already jumped are not remembered while a capture goes on",
                "tabuleiro/checkers/Rules.java",
                "List<Jump> jumps = jumps(board, side, variant, at, king, captured);",
                "List<Jump> jumps = jumps(board, side, variant, at, king, List.of());"},
        {"counting: a king's capture counted towards the king-move draw",
                "tabuleiro/checkers/Game.java",
                "kingMovesWithoutCapture = piece.king() && !move.isCapture()",
                "kingMovesWithoutCapture = piece.king()"},
    };

    @Test
    @Tag("soak")
    void comparingWithTheReferenceFindsEachMutant() {
        StringBuilder report = new StringBuilder();
        int found = 0;
        for (String[] mutant : MUTANTS) {
            Function<String, String> mutated = ProbeHarness.mutant(mutant[1], mutant[2],
                    mutant[3], CheckersProbe.class.getName(), Game.class, CheckersProbe.class);
            String difference = ProbeCompare.firstDisagreement(new CheckersProbe(), mutated, 300,
                    (probe, random) -> {
                        Map<String, String> observation = ProbeHarness.observation(
                                probe.apply("observe"));
                        return observation.get("over").equals("yes") ? null
                                : choose(observation, random, new HashSet<>());
                    }, PLIES, "new");
            report.append(mutant[0]).append(": ").append(difference).append('\n');
            found += difference == null ? 0 : 1;
        }
        System.out.println("checkers mutants:\n" + report);
        assertThat(found).as(report.toString()).isGreaterThanOrEqualTo(4);
    }

    /**
     * A one-line mutant that leaves a man uncrowned on its far row: the move that gets there
     * breaks the class invariant with -ea (a contract broken). Its scenario plays it last, in a
     * set-up step of its own, so that pasted it fails on the mutant and passes on the
     * reference, in both languages.
     */
    @Test
    void aMoveThatBreaksAContractHasAScenarioThatFailsOnTheMutantAndPassesOnTheReference()
            throws Exception {
        ProbeHarness.Edit uncrowned = new ProbeHarness.Edit("tabuleiro/checkers/Rules.java",
                "board.put(move.to(), promoted ? piece.promoted() : piece);",
                "board.put(move.to(), piece);");
        List<String> starts = new ArrayList<>();
        for (int seed = 1; seed <= PROPERTY_SEEDS; seed++) {
            starts.add("new end " + seed);
        }
        try (java.net.URLClassLoader variant = ProbeHarness.variant(Game.class,
                List.of(uncrowned))) {
            ProbeHarness.MoveBreak found = ProbeHarness.assertAMoveThatBreaksPlaysLast(variant,
                    CheckersProbe.class, List.of("tabuleiro.features.checkers",
                            "tabuleiro.features.contracts"), starts, PLIES);
            assertThat(found.answer()).startsWith("refused: AssertionError: invariant:");
            assertThat(found.en()).endsWith("    And the moves " + found.move()
                    + " have been played\n");
            assertThat(found.pt()).endsWith("    E foram feitas as jogadas " + found.move()
                    + "\n");
        }
    }
}
