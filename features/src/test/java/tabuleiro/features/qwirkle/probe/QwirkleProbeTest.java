package tabuleiro.features.qwirkle.probe;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.HashMap;
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
import tabuleiro.features.probe.ProbeCompare;
import tabuleiro.features.probe.ProbeHarness;
import tabuleiro.qwirkle.Game;
import tabuleiro.qwirkle.Tile;

/**
 * The Qwirkle probe on the reference: every command answers, random games keep the
 * observation's shape and reach lines of six and the end of the game, the generated scenarios
 * run green, one-line mutants are told apart from the reference by the probe's answers, and
 * engines that differ from it only where the rule book leaves the order open are not.
 */
class QwirkleProbeTest {

    private static final List<String> KEYS = List.of("board", "turn", "scores", "bag",
            "bagtiles", "hands", "hand", "score", "over", "winner", "evenwinner", "legal",
            "linepoints", "endrule", "winrule", "placementback");
    /** The keys that are properties (issue 61): {@code agrees}, or {@code -} when not asked. */
    private static final List<String> PROPERTY_KEYS = List.of("linepoints", "endrule",
            "winrule", "placementback");
    /** The facts of the engine's own new game, which only {@code new} answers. */
    private static final List<String> OWN_KEYS = List.of("ownhands", "ownset", "ownfirst");
    private static final int TURNS = 200;
    private static final int GAMES = Integer.getInteger("qwirkle.probe.games", 40);

    @Test
    void everyCommandAnswers() {
        QwirkleProbe probe = new QwirkleProbe();
        Map<String, String> start = ProbeHarness.observation(probe.apply("new 7"));
        assertThat(start.keySet()).containsExactlyElementsOf(
                java.util.stream.Stream.concat(KEYS.stream(), OWN_KEYS.stream()).toList());
        assertThat(start).containsEntry("ownhands", "6,6")
                .containsEntry("ownset", "108 tiles, 3 of each kind")
                .containsEntry("ownfirst", "a longest line");
        assertThat(start).containsEntry("bag", "96").containsEntry("hands", "6,6")
                .containsEntry("score", "-").containsEntry("over", "no");
        assertThat(start.get("bagtiles").split(";")).hasSize(96);
        String[] legal = probe.apply("legal").split(" ");
        assertThat(legal).isNotEmpty();
        assertThat(probe.apply("play Z9@0,0")).startsWith("refused: ");
        Map<String, String> after = ProbeHarness.observation(probe.apply("play " + legal[0]));
        assertThat(after).containsEntry("turn", "2").containsEntry("over", "no");
        assertThat(probe.apply("observe")).isEqualTo(probe.apply("observe"));
        assertThat(probe.apply("rules")).contains("score=QWIRKLE-09", "winner=QWIRKLE-18");
        assertThat(probe.apply("scenario en score")).contains("Then the turn scores");
        assertThat(probe.apply("scenario pt score")).contains("Então a jogada vale");
        assertThat(probe.apply("nonsense")).startsWith("error:");
    }

    /**
     * A legal set that differs only in the tiles its swap may trade is the trade's rule: the
     * answer writes the swap's tiles as a word of their own after {@code swap}, which must not
     * be read as a placement of several tiles (QWIRKLE-07).
     */
    @Test
    void aLegalSetThatDiffersInItsSwapIsChargedToTrading() {
        QwirkleProbe probe = new QwirkleProbe();
        probe.apply("new 7");
        probe.apply("play " + probe.apply("legal").split(" ")[0]);
        assertThat(probe.apply("classify legal A3@-1,1 D1@1,0 swap A3;A5"
                + " | A3@-1,1 D1@1,0 swap A3;A5;B4;D1;E2;E6")).isEqualTo("QWIRKLE-12");
        assertThat(probe.apply("classify legal A3@-1,1 swap A3;A5"
                + " | A3@-1,1 A3@-1,1;A4@-1,2 swap A3;A5")).isEqualTo("QWIRKLE-07");
        assertThat(probe.apply("classify legal A3@-1,1 swap A3;A5 | A3@-1,1 D1@1,0 swap A3;A5"))
                .isEqualTo("QWIRKLE-06");
        assertThat(probe.apply("classify legal A3@-1,1 pass | A3@-1,1")).isEqualTo("QWIRKLE-04");
    }

    @Test
    @Tag("soak")
    void randomGamesKeepTheFormatAndReachTheInterestingCases() {
        Map<String, Integer> reached = new TreeMap<>();
        int turns = 0;
        for (int seed = 0; seed < GAMES; seed++) {
            turns += play(new QwirkleProbe(), seed, new Random(seed), seed < 40 ? reached : null,
                    QwirkleProbeTest::checkShape).size();
        }
        System.out.println("qwirkle: turns in " + GAMES + " games " + turns + "; in 40 games,"
                + " games reaching each case " + reached);
        assertThat(reached).containsKeys("qwirkle", "end", "multi-tile", "crossing lines");
    }

    private static void checkShape(Map<String, String> observation) {
        assertThat(observation.keySet()).containsExactlyElementsOf(KEYS);
        observation.forEach((key, value) -> assertThat(value).as(key).doesNotStartWith("!")
                .isNotEmpty());
        PROPERTY_KEYS.forEach(key -> assertThat(observation.get(key)).as(key)
                .isIn("agrees", "-"));
    }

    /**
     * The properties hold on the reference in full games and in end games, and each is asked:
     * the points of every turn, the end after every turn, the winners and the notation.
     */
    @Test
    void thePropertiesHoldOnTheReferenceAndAreAsked() {
        Map<String, Integer> agreed = new TreeMap<>();
        Consumer<Map<String, String>> check = observation -> {
            checkShape(observation);
            PROPERTY_KEYS.stream().filter(key -> observation.get(key).equals("agrees"))
                    .forEach(key -> agreed.merge(key, 1, Integer::sum));
        };
        for (int seed = 0; seed < 30; seed++) {
            play(new QwirkleProbe(), "new end " + seed, new Random(seed), null, check);
        }
        for (int seed = 0; seed < 2; seed++) {
            play(new QwirkleProbe(), seed, new Random(seed), null, check);
        }
        assertThat(agreed).containsOnlyKeys(PROPERTY_KEYS);
        assertThat(agreed.get("winrule")).isGreaterThanOrEqualTo(30);
    }

    /**
     * An end game's starting hand holds a tile of its longest line twice (issue 62, QWIRKLE-19's
     * hard case), the same seat starting as without it: on most seeds, the others holding one
     * already or a line of all six. The full games' deal is left as it was.
     */
    @Test
    void anEndGamesStartingHandHoldsATileTwice() {
        int twice = 0;
        for (int seed = 0; seed < 40; seed++) {
            QwirkleProbe probe = new QwirkleProbe();
            Map<String, String> start = ProbeHarness.observation(probe.apply("new end " + seed));
            List<String> hand = List.of(start.get("hand").split(";"));
            twice += new HashSet<>(hand).size() < hand.size() ? 1 : 0;
            assertThat(start.get("turn")).isEqualTo(ProbeHarness.observation(new QwirkleProbe()
                    .apply("new " + seed)).get("turn"));
        }
        assertThat(twice).isGreaterThanOrEqualTo(36);
        List<String> dealt = List.of("A1", "A2", "B3", "C4", "D5", "E6", "F1", "F2", "F3", "F4",
                "F5", "F6", "C1", "A1");
        List<Tile> tiles = new ArrayList<>(dealt.stream().map(Tile::parse).toList());
        QwirkleProbe.holdATileTwice(tiles);
        // Player 2 starts, with a line of six: all its tiles make the line, left alone.
        assertThat(tiles.stream().map(Tile::toString).toList()).isEqualTo(dealt);
        List<String> other = List.of("B6", "C2", "D3", "E4", "F5", "A3");
        for (int at = 0; at < other.size(); at++) {
            tiles.set(6 + at, Tile.parse(other.get(at)));
        }
        QwirkleProbe.holdATileTwice(tiles);
        // Lines of two each: player 1 starts; its line A1 A2 (shapes first), and E6, its last
        // tile outside it, goes where the copy of A1 lay.
        assertThat(tiles.subList(0, 6).stream().map(Tile::toString).toList())
                .containsExactly("A1", "A2", "B3", "C4", "D5", "A1");
        assertThat(tiles.get(13)).hasToString("E6");
    }

    /**
     * Each of the five Qwirkle mutants that keep every written example (EveryGameIT's) breaks a
     * property in random end games of the mutant alone, no reference asked, and the property
     * is charged to the mutant's rule: the student kit sees what the grader charges. The
     * scenario shown for each states the rule's answer: it runs green on the reference.
     */
    @Test
    void thePropertiesFlagTheMutantsWithoutTheReference() {
        List<List<String>> mutants = List.of(
                List.of("tabuleiro/qwirkle/Scoring.java",
                    "squares.size() == 1 ? List.of(Axis.ROW, Axis.COLUMN)",
                    "squares.size() == 1 ? List.of(Axis.ROW)", "linepoints", "QWIRKLE-09"),
                List.of("tabuleiro/qwirkle/Scoring.java", "if (squares.size() > 1) {",
                    "if (squares.size() > 2) {", "linepoints", "QWIRKLE-09"),
                List.of("tabuleiro/qwirkle/Game.java", "score = end.finalScore(mover, score);",
                    "score = placement.tiles().size() > 1 ? end.finalScore(mover, score) : score;",
                    "linepoints", "QWIRKLE-17"),
                List.of("tabuleiro/qwirkle/EndOfGame.java",
                    "return players.stream()\n                .noneMatch(",
                    "return players.stream().filter(player -> player != mover)\n"
                        + "                .noneMatch(", "endrule", "QWIRKLE-17"),
                List.of("tabuleiro/qwirkle/EndOfGame.java",
                    "Player top = Collections.max(players, better);",
                    "Player top = Collections.max(players,"
                        + " Comparator.comparingInt(Player::score));", "winrule", "QWIRKLE-18"));
        List<String> scenarios = new ArrayList<>();
        for (List<String> mutant : mutants) {
            Function<String, String> mutated = ProbeHarness.mutant(mutant.get(0),
                    mutant.get(1), mutant.get(2), QwirkleProbe.class.getName(), Game.class,
                    QwirkleProbe.class);
            // Each broken key's rule and scenarios, asked where it broke: the probe's state is
            // that turn's.
            Map<String, String> charged = new TreeMap<>();
            for (int seed = 0; seed < 40 && charged.isEmpty(); seed++) {
                play(mutated, "new end " + seed, new Random(seed), null,
                        observation -> PROPERTY_KEYS.stream()
                                .filter(key -> !observation.get(key).equals("agrees")
                                        && !observation.get(key).equals("-"))
                                .forEach(key -> charged.computeIfAbsent(key, k -> {
                                    scenarios.add(mutated.apply("scenario en " + k));
                                    scenarios.add(mutated.apply("scenario pt " + k));
                                    return mutated.apply("classify " + k + " agrees | "
                                            + observation.get(k));
                                })));
            }
            assertThat(charged).as(mutant.get(2))
                    .containsExactly(Map.entry(mutant.get(3), mutant.get(4)));
        }
        // What the rule says, not what the mutant did: the reference passes each scenario.
        scenarios.forEach(text -> assertThat(text).doesNotStartWith("error:"));
        assertGreen(scenarios, scenarios.size());
    }

    private static void ignore(Map<String, String> observation) {
        // the scenarios' games need no check of their own: the random games have one
    }

    static List<String> play(Function<String, String> probe, int seed, Random random,
            Map<String, Integer> reached, Consumer<Map<String, String>> check) {
        return play(probe, "new " + seed, random, reached, check);
    }

    /** A random game from a start command: {@code new SEED} or {@code new end SEED}. */
    static List<String> play(Function<String, String> probe, String start, Random random,
            Map<String, Integer> reached, Consumer<Map<String, String>> check) {
        Map<String, String> observation = ProbeHarness.observation(probe.apply(start));
        // The engine's own new game is answered by new alone, not by every observation.
        observation.keySet().removeAll(OWN_KEYS);
        check.accept(observation);
        List<String> moves = new ArrayList<>();
        Set<String> seen = new HashSet<>();
        for (int turn = 0; turn < TURNS && observation.get("over").equals("no"); turn++) {
            String move = choose(observation, random, seen);
            if (move == null) {
                break;
            }
            observation = ProbeHarness.observation(probe.apply("play " + move));
            check.accept(observation);
            moves.add(move);
            if (!observation.get("board").equals("-") && hasSix(observation.get("board"))) {
                seen.add("qwirkle");
            }
            if (!move.startsWith("swap") && Integer.parseInt(observation.get("score"))
                    > move.split(";").length + 1 && move.contains(";")) {
                seen.add("crossing lines");
            }
        }
        if (observation.get("over").equals("yes")) {
            seen.add("end");
        }
        if (reached != null) {
            seen.forEach(kind -> reached.merge(kind, 1, Integer::sum));
        }
        return moves;
    }

    /**
     * A random turn, biased toward the placements of the most tiles (which make the long lines
     * and the lines of six) three times in four.
     */
    static String choose(Map<String, String> observation, Random random, Set<String> seen) {
        String[] legal = observation.get("legal").split(" ");
        if (legal[0].equals("-")) {
            return null;
        }
        List<String> placements = new ArrayList<>();
        List<String> longest = new ArrayList<>();
        int most = 0;
        for (int i = 0; i < legal.length; i++) {
            if (legal[i].equals("swap")) {
                continue;
            }
            if (legal[i].startsWith("swap") || !legal[i].contains("@")) {
                continue;
            }
            placements.add(legal[i]);
            int tiles = legal[i].split(";").length;
            if (tiles > most) {
                most = tiles;
                longest.clear();
            }
            if (tiles == most) {
                longest.add(legal[i]);
            }
        }
        String chosen;
        if (placements.isEmpty()) {
            chosen = observation.get("legal").startsWith("swap") ? observation.get("legal")
                    : legal[random.nextInt(legal.length)];
        } else if (random.nextInt(4) > 0) {
            chosen = longest.get(random.nextInt(longest.size()));
        } else {
            chosen = placements.get(random.nextInt(placements.size()));
        }
        if (chosen.contains(";") && !chosen.startsWith("swap")) {
            seen.add("multi-tile");
        }
        if (chosen.startsWith("swap")) {
            seen.add("swap");
        }
        return chosen;
    }

    /** Whether the board ({@code A1@0,0;...}) has a line of six tiles. */
    private static boolean hasSix(String board) {
        Map<Long, Boolean> taken = new HashMap<>();
        for (String tile : board.split(";")) {
            String[] at = tile.substring(tile.indexOf('@') + 1).split(",");
            taken.put(key(Integer.parseInt(at[0]), Integer.parseInt(at[1])), true);
        }
        for (Long square : taken.keySet()) {
            int row = (int) (square >> 32);
            int column = (int) (long) square;
            for (int[] step : new int[][] {{0, 1}, {1, 0}}) {
                if (taken.containsKey(key(row - step[0], column - step[1]))) {
                    continue;
                }
                int run = 0;
                while (taken.containsKey(key(row + run * step[0], column + run * step[1]))) {
                    run++;
                }
                if (run == 6) {
                    return true;
                }
            }
        }
        return false;
    }

    private static long key(int row, int column) {
        return ((long) row << 32) | (column & 0xffffffffL);
    }

    /** The probe's scenario of every key but the legal set, in English then Portuguese. */
    private static List<String> scenarios(QwirkleProbe probe) {
        List<String> features = new ArrayList<>();
        for (String lang : List.of("en", "pt")) {
            for (String key : KEYS) {
                if (!key.equals("legal")) {
                    features.add(probe.apply("scenario " + lang + " " + key));
                }
            }
        }
        return features;
    }

    /** Runs the scenarios on the reference with the rule book's glue: every one passes. */
    private static void assertGreen(List<String> features, int scenarios) {
        Map.Entry<Integer, String> run = ProbeHarness.runScenarios(
                List.of("tabuleiro.features.qwirkle", "tabuleiro.features.contracts"), features);
        assertThat(run.getKey()).as(run.getValue() + "\n" + features.get(0)).isZero();
        assertThat(run.getValue()).contains(scenarios + " scenarios (" + scenarios
                + " passed)");
    }

    @Test
    void theGeneratedScenariosRunGreenOnTheReference() {
        List<String> features = new ArrayList<>();
        for (int seed : new int[] {1, 2, 3}) {
            QwirkleProbe probe = new QwirkleProbe();
            List<String> moves = play(probe, seed, new Random(seed), null,
                    QwirkleProbeTest::ignore);
            assertThat(moves).isNotEmpty();
            features.addAll(scenarios(probe));
        }
        // and a game cut short, mid-game, where the bag still holds tiles
        QwirkleProbe probe = new QwirkleProbe();
        probe.apply("new 5");
        Random random = new Random(5);
        for (int turn = 0; turn < 6; turn++) {
            probe.apply("play " + choose(ProbeHarness.observation(probe.apply("observe")),
                    random, new HashSet<>()));
        }
        features.addAll(scenarios(probe));
        features.forEach(text -> assertThat(text).doesNotStartWith("error:"));
        assertGreen(features, features.size());
    }

    /**
     * An end game ({@code new end SEED}: hands of six, a bag of at most six tiles, the other
     * tiles set aside) is played to its end, and a disagreement on its last turn shows a
     * scenario the student can paste, which runs green on the reference in both languages:
     * one game of each kind of end (a last tile placed with the bag empty, nobody able to
     * place, equal points decided by the tiles left in hand), the first seeds that reach it.
     */
    @Test
    void theEndGamesScenariosRunGreenOnTheReference() {
        Map<String, List<String>> byEnd = new TreeMap<>();
        for (int seed = 0; seed < 200 && byEnd.size() < 3; seed++) {
            QwirkleProbe probe = new QwirkleProbe();
            Map<String, String> start = ProbeHarness.observation(probe.apply("new end " + seed));
            assertThat(start).containsEntry("hands", "6,6").doesNotContainKeys("ownhands");
            assertThat(Integer.parseInt(start.get("bag"))).isBetween(0, 6);
            play(probe, "new end " + seed, new Random(seed), null, QwirkleProbeTest::checkShape);
            Map<String, String> end = ProbeHarness.observation(probe.apply("observe"));
            assertThat(end).as("new end " + seed).containsEntry("over", "yes");
            String[] hands = end.get("hands").split(",");
            String[] scores = end.get("scores").split(",");
            String kind = scores[0].equals(scores[1]) && !hands[0].equals(hands[1])
                    ? "fewer tiles" : hands[0].equals("0") || hands[1].equals("0") ? "last tile"
                    : "nobody can place";
            if (!byEnd.containsKey(kind)) {
                byEnd.put(kind, scenarios(probe));
            }
        }
        assertThat(byEnd).containsOnlyKeys("last tile", "nobody can place", "fewer tiles");
        List<String> features = byEnd.values().stream().flatMap(List::stream).toList();
        features.forEach(text -> assertThat(text).doesNotStartWith("error:"));
        assertThat(String.join("\n", byEnd.get("last tile"))).contains("the bag is empty",
                "o saco está vazio", "Then the turn scores");
        assertThat(String.join("\n", byEnd.get("fewer tiles"))).containsPattern(
                "Then player [12] wins").containsPattern("Então o jogador [12] ganha");
        // The last tile's game played again on equal points: the mover, with no tile left, wins.
        String even = byEnd.get("last tile").stream()
                .filter(text -> text.contains("Scenario: evenwinner")).findFirst().orElseThrow();
        assertThat(even).containsPattern("player [12] has scored [0-9]+ points")
                .containsPattern("Then player [12] wins");
        assertGreen(features, features.size());
    }

    /**
     * A disagreement on the engine's own new game shows a scenario the student can paste: an
     * outline over the seeds {@code new} asked (one near the top of the rule book's seeds, to
     * wrap), which runs green on the reference in both languages, after a turn as at once.
     */
    @Test
    void theOwnNewGamesScenariosRunGreenOnTheReference() {
        List<String> features = new ArrayList<>();
        QwirkleProbe probe = new QwirkleProbe();
        probe.apply("new " + (Integer.MAX_VALUE - 2));
        for (String lang : List.of("en", "pt")) {
            for (String key : OWN_KEYS) {
                features.add(probe.apply("scenario " + lang + " " + key));
            }
        }
        probe.apply("play " + choose(ProbeHarness.observation(probe.apply("observe")),
                new Random(1), new HashSet<>()));
        features.add(probe.apply("scenario en ownfirst"));
        assertThat(features.get(0)).contains("Scenario Outline:", "| 0 |",
                "| " + (Integer.MAX_VALUE - 2) + " |");
        // Each outline runs once per seed new asked.
        assertGreen(features, features.size() * 4);
    }

    /** One-line mutants: mutant kind, file, text, replacement. */
    private static final String[][] MUTANTS = {
        {"rules meeting on one tile: a single tile scores its row only",
                "tabuleiro/qwirkle/Scoring.java",
                "squares.size() == 1 ? List.of(Axis.ROW, Axis.COLUMN)",
                "squares.size() == 1 ? List.of(Axis.ROW)"},
        {"ordered criteria: the winner by fewer tiles first, then points",
                "tabuleiro/qwirkle/EndOfGame.java",
                "Comparator<Player> better = Comparator.comparingInt(Player::score)\n"
                    + "                .thenComparing(Comparator.comparingInt((Player p) ->"
                    + " p.hand().size()).reversed());",
                "Comparator<Player> better = Comparator.comparingInt((Player p) ->"
                    + " p.hand().size()).reversed().thenComparing(Comparator.comparingInt("
                    + "Player::score));"},
        {"counting: the crossing lines of a two-tile placement not scored",
                "tabuleiro/qwirkle/Scoring.java",
                "if (squares.size() > 1) {", "if (squares.size() > 2) {"},
        {"counting: a line of five gets the Qwirkle bonus", "tabuleiro/qwirkle/Scoring.java",
                "int bonus = line.size() == Lines.LONGEST ?",
                "int bonus = line.size() >= Lines.LONGEST - 1 ?"},
        {"mid-move state: the end bonus asked after the hand is refilled",
                "tabuleiro/qwirkle/EndOfGame.java",
                "return variant == Variant.OFFICIAL && mover.hand().isEmpty() ?"
                    + " score.withEndBonus() : score;",
                "return variant == Variant.OFFICIAL && mover.hand().size() < 6 ?"
                    + " score.withEndBonus() : score;"},
    };

    /**
     * One-line changes of the reference that the rule book allows (name, file, text,
     * replacement): it fixes neither the order of the full set, nor the shuffle, nor where
     * traded tiles go back into the bag.
     */
    private static final String[][] RIGHT_OTHERWISE = {
        {"the full set built kind by kind, as the complete sample does",
                "tabuleiro/qwirkle/Tile.java", "return tiles;",
                "tiles.sort(java.util.Comparator.comparing(Tile::toString));\n"
                        + "        return tiles;"},
        {"another shuffle", "tabuleiro/qwirkle/Bag.java",
                "Collections.swap(tiles, last, random.nextInt(last + 1));",
                "Collections.swap(tiles, last, (int) random.nextLong(last + 1));"},
        {"traded tiles put back on top of the bag", "tabuleiro/qwirkle/Bag.java",
                "tiles.add(random.nextInt(tiles.size() + 1), ", "tiles.add(0, "},
    };

    /** Trades are what tells these engines apart, so the games below trade often. */
    private static final int TRADE_ONE_IN = 3;

    @Test
    void enginesRightInAnotherOrderAgreeWithTheReference() {
        for (String[] engine : RIGHT_OTHERWISE) {
            Function<String, String> other = ProbeHarness.mutant(engine[1], engine[2], engine[3],
                    QwirkleProbe.class.getName(), Game.class, QwirkleProbe.class);
            int[] trades = {0};
            String difference = ProbeCompare.firstDisagreement(new QwirkleProbe(), other, 3,
                    (probe, random) -> tradingOften(probe, random, trades), 30, "new ");
            assertThat(difference).as(engine[0]).isNull();
            assertThat(trades[0]).as(engine[0] + ": trades played").isPositive();
        }
    }

    /**
     * The rule book draws a trade's tiles from the top of the bag before the traded ones go
     * back ("the bag holds only E5": trading B1 draws E5): an engine that puts them back first
     * may draw them again, and dealing the bag again after a trade must not hide that.
     */
    @Test
    void aTradeThatPutsBackBeforeDrawingIsToldApart() {
        String draws =
                """
                        for (int drawn = 0; drawn < tiles.size(); drawn++) {
                            player.hand().add(bag.draw());
                        }
                """;
        Function<String, String> putBackFirst = ProbeHarness.mutant(
                "tabuleiro/qwirkle/Game.java", draws + "        bag.putBack(tiles);\n",
                "        bag.putBack(tiles);\n" + draws, QwirkleProbe.class.getName(),
                Game.class, QwirkleProbe.class);
        String difference = ProbeCompare.firstDisagreement(new QwirkleProbe(), putBackFirst, 3,
                (probe, random) -> tradingOften(probe, random, new int[1]), 30, "new ");
        assertThat(difference).isNotNull().contains("QWIRKLE-12");
    }

    /**
     * What the probe asks beyond the games it deals and the legal moves it plays: the engine's
     * own new game (a player dealt five tiles, QWIRKLE-03) and placements with a gap (an engine
     * that allows one, as the bundled {@code gaps-allowed} sample, QWIRKLE-07).
     */
    @Test
    void theOwnNewGameAndAGapAreAsked() {
        Function<String, String> fiveTiles = ProbeHarness.mutant("tabuleiro/qwirkle/Game.java",
                "while (player.hand().size() < Hand.SIZE) {",
                "while (player.hand().size() < Hand.SIZE - 1) {", QwirkleProbe.class.getName(),
                Game.class, QwirkleProbe.class);
        assertThat(ProbeHarness.observation(fiveTiles.apply("new 7")))
                .doesNotContainEntry("ownhands", "6,6").containsEntry("hands", "6,6");
        assertThat(ProbeCompare.firstDisagreement(new QwirkleProbe(), fiveTiles, 1,
                (probe, random) -> tradingOften(probe, random, new int[1]), 3, "new "))
                .isNotNull().contains("QWIRKLE-03");
        Function<String, String> gaps = ProbeHarness.mutant(
                "tabuleiro/qwirkle/PlacementRules.java", "if (!line.contains(square)) {",
                "if (line.isEmpty()) {", QwirkleProbe.class.getName(), Game.class,
                QwirkleProbe.class);
        assertThat(ProbeCompare.firstDisagreement(new QwirkleProbe(), gaps, 1,
                (probe, random) -> tradingOften(probe, random, new int[1]), 3, "new "))
                .isNotNull().contains("QWIRKLE-07");
    }

    /**
     * What only the end games ask (QWIRKLE-17), each charged to the end's rule: the last tile's
     * bonus given only for a turn of several tiles (the rule book's last turns place two and
     * three), and the game ended when the next player cannot place though the mover can (the
     * rule book's player who cannot place is the mover, or both are stuck), which differs first
     * on whose turn it is.
     */
    @Test
    void theEndGamesAskTheEnd() {
        Function<String, String> bonus = ProbeHarness.mutant("tabuleiro/qwirkle/Game.java",
                "score = end.finalScore(mover, score);",
                "score = placement.tiles().size() > 1 ? end.finalScore(mover, score) : score;",
                QwirkleProbe.class.getName(), Game.class, QwirkleProbe.class);
        Function<String, String> nextStuck = ProbeHarness.mutant(
                "tabuleiro/qwirkle/EndOfGame.java",
                "return players.stream()\n                .noneMatch(",
                "return players.stream().filter(player -> player != mover)\n"
                        + "                .noneMatch(", QwirkleProbe.class.getName(), Game.class,
                QwirkleProbe.class);
        for (Function<String, String> mutant : List.of(bonus, nextStuck)) {
            assertThat(ProbeCompare.firstDisagreement(new QwirkleProbe(), mutant, 20,
                    (probe, random) -> tradingOften(probe, random, new int[1]), 40, "new end "))
                    .isNotNull().contains("QWIRKLE-17");
        }
    }

    /**
     * The tie-break on tiles in hand (QWIRKLE-18) is asked on every end game by
     * {@code evenwinner}, the last turn played again on equal points: a leader found by points
     * alone (then the winners compared with it) is told apart within a few end games, which
     * seldom end on equal points by themselves, and charged to QWIRKLE-18.
     */
    @Test
    void theTieBreakIsAskedOnEveryEndGame() {
        Function<String, String> pointsAlone = ProbeHarness.mutant(
                "tabuleiro/qwirkle/EndOfGame.java",
                "Player top = Collections.max(players, better);",
                "Player top = Collections.max(players, Comparator.comparingInt(Player::score));",
                QwirkleProbe.class.getName(), Game.class, QwirkleProbe.class);
        assertThat(ProbeCompare.firstDisagreement(new QwirkleProbe(), pointsAlone, 3,
                (probe, random) -> tradingOften(probe, random, new int[1]), 40, "new end "))
                .isNotNull().contains("QWIRKLE-18");
    }

    /** A random turn that is the whole hand's trade one time in {@value #TRADE_ONE_IN}. */
    private static String tradingOften(Function<String, String> probe, Random random,
            int[] trades) {
        Map<String, String> observation = ProbeHarness.observation(probe.apply("observe"));
        if (observation.get("over").equals("yes")) {
            return null;
        }
        String legal = observation.get("legal");
        int swap = legal.indexOf("swap ");
        if (swap >= 0 && random.nextInt(TRADE_ONE_IN) == 0) {
            trades[0]++;
            return legal.substring(swap);
        }
        return choose(observation, random, new HashSet<>());
    }

    @Test
    @Tag("soak")
    void comparingWithTheReferenceFindsEachMutant() {
        StringBuilder report = new StringBuilder();
        int found = 0;
        for (String[] mutant : MUTANTS) {
            Function<String, String> mutated = ProbeHarness.mutant(mutant[1], mutant[2],
                    mutant[3], QwirkleProbe.class.getName(), Game.class, QwirkleProbe.class);
            String difference = ProbeCompare.firstDisagreement(new QwirkleProbe(), mutated, 20,
                    (probe, random) -> {
                        Map<String, String> observation = ProbeHarness.observation(
                                probe.apply("observe"));
                        return observation.get("over").equals("yes") ? null
                                : choose(observation, random, new HashSet<>());
                    }, TURNS, "new ");
            report.append(mutant[0]).append(": ").append(difference).append('\n');
            found += difference == null ? 0 : 1;
        }
        System.out.println("qwirkle mutants:\n" + report);
        assertThat(found).as(report.toString()).isGreaterThanOrEqualTo(4);
    }

    /**
     * A one-line mutant that refills a hand to five tiles: the first placement breaks the
     * postcondition with -ea (a contract broken). Its scenario sets the position before it up
     * and places the tiles last, in the set-up step "player 1 has placed ...", so that pasted
     * it fails on the mutant and passes on the reference, in both languages.
     */
    @Test
    void aMoveThatBreaksAContractHasAScenarioThatFailsOnTheMutantAndPassesOnTheReference()
            throws Exception {
        ProbeHarness.Edit fiveInHand = new ProbeHarness.Edit("tabuleiro/qwirkle/Game.java",
                "while (player.hand().size() < Hand.SIZE && !bag.isEmpty()) {",
                "while (player.hand().size() < Hand.SIZE - 1 && !bag.isEmpty()) {");
        try (java.net.URLClassLoader variant = ProbeHarness.variant(Game.class,
                List.of(fiveInHand))) {
            ProbeHarness.MoveBreak found = ProbeHarness.assertAMoveThatBreaksPlaysLast(variant,
                    QwirkleProbe.class, List.of("tabuleiro.features.qwirkle",
                            "tabuleiro.features.contracts"), List.of("new 1", "new 2"), TURNS);
            assertThat(found.answer()).startsWith("refused: AssertionError: post:");
            assertThat(found.en()).containsPattern("    And player \\d has placed "
                    + java.util.regex.Pattern.quote(found.move().replace(';', ' ')) + "\n$");
            assertThat(found.pt()).contains(" jogou " + found.move().replace(';', ' '));
        }
    }

    /**
     * A one-line mutant whose trade refuses what it lists (a listed trade refused with an
     * IllegalArgumentException): no step of the rule book trades outside a When, which keeps the
     * refusal for a Then, so a scenario of it would pass on the mutant; the probe writes none,
     * and the kit says so.
     */
    @Test
    void aListedTradeRefusedHasNoScenario() throws Exception {
        ProbeHarness.Edit noTrade = new ProbeHarness.Edit("tabuleiro/qwirkle/Game.java",
                "Optional<String> problem = problemWithTrade(tiles);",
                "Optional<String> problem = Optional.of(\"no trade\");");
        try (java.net.URLClassLoader variant = ProbeHarness.variant(Game.class,
                List.of(noTrade))) {
            @SuppressWarnings("unchecked")
            Function<String, String> probe = (Function<String, String>) variant
                    .loadClass(QwirkleProbe.class.getName()).getConstructor().newInstance();
            probe.apply("new 1");
            String swap = null;
            for (int turn = 0; turn < TURNS && swap == null; turn++) {
                List<String> moves = probe.apply("moves").lines()
                        .map(line -> line.replace("*", "")).toList();
                swap = moves.stream().filter(line -> line.startsWith("swap ")).findFirst()
                        .orElse(null);
                if (swap == null) {
                    probe.apply("play " + moves.get(0));
                }
            }
            assertThat(swap).as("a trade listed").isNotNull();
            assertThat(probe.apply("play " + swap)).isEqualTo("refused: IllegalArgumentException");
            assertThat(probe.apply("scenario en play")).startsWith("error:");
            assertThat(probe.apply("scenario pt play")).startsWith("error:");
        }
    }
}
