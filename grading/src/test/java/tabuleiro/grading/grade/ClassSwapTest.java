package tabuleiro.grading.grade;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import tabuleiro.grading.model.GradedRule;
import tabuleiro.grading.model.Marking;
import tabuleiro.grading.model.Outcome;
import tabuleiro.grading.model.ScenarioKey;
import tabuleiro.grading.model.ScenarioResult;
import tabuleiro.grading.model.SchemeBuilder;
import tabuleiro.grading.model.Score;
import tabuleiro.grading.rulebook.RuleBook;

/**
 * Where a lost rule's difference is: the class whose swap for the reference's makes every
 * failure of the rule pass is named, the swapped copy holds the reference's class in place of
 * the submission's (its nested classes too), and a rule whose failures no one swap mends names
 * none.
 */
class ClassSwapTest {

    private static final String FEATURE =
            """
            Feature: F
              @C4-01 @ex01
              Rule: One
                Scenario: a
                  Then x
              @C4-02 @ex01
              Rule: Two
                Scenario: b
                  Then x
            """;

    private final List<GradedRule> rules = RuleBook.parse(Map.of("f.feature", FEATURE)).rules();

    private final Marking marking = Marking.of(SchemeBuilder.connectFour()
            .exercise("ex01", "First", "10").build(), rules);

    @TempDir
    Path dir;

    private ScenarioKey key(int rule) {
        return rules.get(rule).scenarios().get(0).key();
    }

    private static ScenarioResult failed(String thrownAt) {
        return new ScenarioResult(Outcome.FAILED, "java.lang.AssertionError", "wrong", thrownAt,
                List.of(), Optional.empty());
    }

    private static final ScenarioResult PASSED = ScenarioResult.of(Outcome.PASSED, "",
            Optional.empty());

    private Path classes() throws IOException {
        Path classes = dir.resolve("classes");
        Path pkg = Files.createDirectories(classes.resolve("tabuleiro/connectfour"));
        Files.writeString(pkg.resolve("Game.class"), "student game");
        Files.writeString(pkg.resolve("Game$Inner.class"), "student inner");
        Files.writeString(pkg.resolve("Board.class"), "student board");
        return classes;
    }

    @Test
    void theClassWhoseSwapMendsEveryFailureIsNamedAndTheCopyHoldsTheReferences()
            throws Exception {
        Map<ScenarioKey, ScenarioResult> results = new HashMap<>();
        results.put(key(0), failed("tabuleiro.connectfour.Board.drop(Board.java:3)"));
        results.put(key(1), failed(""));
        Score score = Score.of(marking, results, PASSED);
        List<String> tried = new ArrayList<>();
        Map<String, List<String>> where = ClassSwap.where(score, marking,
                Map.of("f.feature", FEATURE), classes(), "tabuleiro.connectfour",
                ClassSwap.order(score, "tabuleiro.connectfour", Set.of(
                        "tabuleiro/connectfour/Game.java", "tabuleiro/connectfour/Board.java"),
                        number -> List.of("Game.play")),
                simple -> Map.of(simple + ".class", ("reference " + simple).getBytes()),
                dir.resolve("work"), (copy, features, askGenerated, name) -> {
                    Path pkg = copy.resolve("tabuleiro/connectfour");
                    String game = Files.readString(pkg.resolve("Game.class"));
                    String board = Files.readString(pkg.resolve("Board.class"));
                    tried.add(name);
                    if (name.equals("swap-Game")) {
                        assertThat(game).isEqualTo("reference Game");
                        assertThat(pkg.resolve("Game$Inner.class")).as("its nested class goes"
                                + " with it").doesNotExist();
                        assertThat(board).isEqualTo("student board");
                    }
                    assertThat(features).containsOnlyKeys("f.feature");
                    assertThat(askGenerated).isFalse();
                    // The reference's Board mends rule one, its Game rule two.
                    return new ClassSwap.Ran(Map.of(key(0), board.startsWith("reference")
                            ? PASSED : failed(""), key(1), game.startsWith("reference")
                            ? PASSED : failed("")), List.of());
                });
        assertThat(tried).as("the frame's class first, then the exercise's").containsExactly(
                "swap-Board", "swap-Game");
        assertThat(where).containsEntry("C4-01", List.of("Board"))
                .containsEntry("C4-02", List.of("Game"));
        assertThat(dir.resolve("work/swap-Game")).as("a copy is deleted after its run")
                .doesNotExist();
    }

    /**
     * A class past the first ones tried alone (a rule's check that the game's method calls,
     * which no frame names) is found by halves: the rest at once, then the half that mends, down
     * to the class, in a few runs.
     */
    @Test
    void aClassPastTheFirstTriedAloneIsFoundByHalves() throws Exception {
        Map<ScenarioKey, ScenarioResult> results = new HashMap<>();
        results.put(key(0), failed("tabuleiro.connectfour.Game.play(Game.java:3)"));
        Score score = Score.of(marking, results, PASSED);
        Path classes = classes();
        Path pkg = classes.resolve("tabuleiro/connectfour");
        Set<String> handedIn = new TreeSet<>(Set.of("tabuleiro/connectfour/Game.java",
                "tabuleiro/connectfour/Board.java"));
        for (int i = 0; i < 12; i++) {
            String name = "Rule" + (char) ('A' + i);
            Files.writeString(pkg.resolve(name + ".class"), "student " + name);
            handedIn.add("tabuleiro/connectfour/" + name + ".java");
        }
        List<String> tried = new ArrayList<>();
        Map<String, List<String>> where = ClassSwap.where(score, marking,
                Map.of("f.feature", FEATURE), classes, "tabuleiro.connectfour",
                ClassSwap.order(score, "tabuleiro.connectfour", handedIn,
                        number -> List.of("Game.play")),
                simple -> Map.of(simple + ".class", ("reference " + simple).getBytes()),
                dir.resolve("work"), (copy, features, askGenerated, name) -> {
                    tried.add(name);
                    // The difference is in RuleK, the eleventh of the others by name.
                    boolean mended = Files.readString(copy.resolve(
                            "tabuleiro/connectfour/RuleK.class")).startsWith("reference");
                    return new ClassSwap.Ran(Map.of(key(0), mended ? PASSED : failed("")),
                            List.of());
                });
        assertThat(where).containsEntry("C4-01", List.of("RuleK"));
        assertThat(tried).as("eight alone, then the rest, then halves")
                .hasSizeLessThanOrEqualTo(ClassSwap.MOST_CLASSES + ClassSwap.MOST_HALVES)
                .startsWith("swap-Game", "swap-Board", "swap-RuleA")
                .contains("swap-RuleG-and-5").endsWith("swap-RuleK");
    }

    /**
     * A search by halves whose runs run out before the one class says nothing of the rule,
     * rather than that no one class mends it: here every set mends it, down to none alone.
     */
    @Test
    void aSearchByHalvesThatRunsOutNamesNoClass() throws Exception {
        Map<ScenarioKey, ScenarioResult> results = new HashMap<>();
        results.put(key(0), failed(""));
        Score score = Score.of(marking, results, PASSED);
        Path classes = classes();
        List<String> order = new ArrayList<>();
        for (int i = 0; i < 40; i++) {
            Files.writeString(classes.resolve("tabuleiro/connectfour/C" + i + ".class"), "c");
            order.add("C" + i);
        }
        List<String> asked = new ArrayList<>();
        Map<String, List<String>> where = ClassSwap.where(score, marking,
                Map.of("f.feature", FEATURE), classes, "tabuleiro.connectfour", order,
                simple -> Map.of(simple + ".class", new byte[0]), dir.resolve("work"),
                (copy, features, askGenerated, name) -> {
                    asked.add(name);
                    // A set of several mends the rule; no class alone does.
                    boolean mends = name.contains("-and-");
                    return new ClassSwap.Ran(Map.of(key(0), mends ? PASSED : failed("")),
                            List.of());
                });
        assertThat(asked).hasSize(ClassSwap.MOST_CLASSES + ClassSwap.MOST_HALVES);
        assertThat(where).as("not \"none\": the search did not finish").isEmpty();
    }

    @Test
    void aClassOfASubpackageIsSwappedInItsOwnFolder() throws Exception {
        Map<ScenarioKey, ScenarioResult> results = new HashMap<>();
        results.put(key(0), failed(
                "tabuleiro.connectfour.solver.Solver$Search.negamax(Solver.java:40)"));
        Score score = Score.of(marking, results, PASSED);
        Path classes = classes();
        Path solver = Files.createDirectories(classes.resolve("tabuleiro/connectfour/solver"));
        Files.writeString(solver.resolve("Solver.class"), "student solver");
        List<String> order = ClassSwap.order(score, "tabuleiro.connectfour", Set.of(
                "tabuleiro/connectfour/Game.java", "tabuleiro/connectfour/solver/Solver.java"),
                number -> List.of());
        assertThat(order).containsExactly("solver.Solver", "Game");
        Map<String, List<String>> where = ClassSwap.where(score, marking,
                Map.of("f.feature", FEATURE), classes, "tabuleiro.connectfour", order,
                name -> Map.of(name.substring(name.lastIndexOf('.') + 1) + ".class",
                        ("reference " + name).getBytes()),
                dir.resolve("work"), (copy, features, askGenerated, name) -> {
                    String swapped = Files.readString(copy.resolve(
                            "tabuleiro/connectfour/solver/Solver.class"));
                    return new ClassSwap.Ran(Map.of(key(0), swapped.startsWith("reference")
                            ? PASSED : failed("")), List.of());
                });
        assertThat(where).containsEntry("C4-01", List.of("solver.Solver"));
    }

    @Test
    void aRuleNoOneSwapMendsNamesNoClassAndAKeptScoreIsNotLookedAt() throws Exception {
        Map<ScenarioKey, ScenarioResult> results = new HashMap<>();
        results.put(key(0), failed(""));
        Score score = Score.of(marking, results, PASSED);
        Map<String, List<String>> where = ClassSwap.where(score, marking,
                Map.of("f.feature", FEATURE), classes(), "tabuleiro.connectfour",
                List.of("Game", "Board"), simple -> Map.of(simple + ".class", new byte[0]),
                dir.resolve("work"), (copy, features, askGenerated, name) -> new ClassSwap.Ran(
                        Map.of(key(0), failed("")), List.of()));
        assertThat(where).containsExactly(Map.entry("C4-01", List.of()));
        Score kept = Score.of(marking, Map.of(), PASSED);
        assertThat(ClassSwap.where(kept, marking, Map.of(), classes(), "tabuleiro.connectfour",
                List.of("Game"), simple -> Map.of(), dir.resolve("work"),
                (copy, features, askGenerated, name) -> {
                    throw new AssertionError("no run for a score that lost nothing");
                })).isEmpty();
    }

    @Test
    void aMethodNotWrittenYetOrARunOutOfTimeIsNotLookedAt() throws Exception {
        Map<ScenarioKey, ScenarioResult> results = new HashMap<>();
        results.put(key(0), new ScenarioResult(Outcome.FAILED,
                "java.lang.UnsupportedOperationException", "Exercise 1: implement Game.play", "",
                List.of(), Optional.empty()));
        results.put(key(1), ScenarioResult.of(Outcome.TIMED_OUT, "stopped", Optional.empty()));
        Score score = Score.of(marking, results, PASSED);
        assertThat(ClassSwap.where(score, marking, Map.of("f.feature", FEATURE), classes(),
                "tabuleiro.connectfour", List.of("Game"), simple -> Map.of(), dir.resolve("work"),
                (copy, features, askGenerated, name) -> {
                    throw new AssertionError("not asked");
                })).isEmpty();
    }

    @Test
    void aStubThatATextUiCaughtAndACheckQuotesIsNotLookedAtInEitherLanguage() throws Exception {
        // As a partial solution's saved game fails: the text UI catches the stub and says it,
        // and the rule book's check quotes what it said. Nothing of the code is yet there to
        // find, and one class at a time could only say "no one class" of it.
        for (String said : List.of("The saved game could not be read"
                + " (UnsupportedOperationException: Exercise 1: implement Game.play)",
                "O exercício 1 pede Game.play")) {
            Map<ScenarioKey, ScenarioResult> results = new HashMap<>();
            results.put(key(0), new ScenarioResult(Outcome.FAILED,
                    "org.opentest4j.AssertionFailedError", said, "", List.of(),
                    Optional.empty()));
            Score score = Score.of(marking, results, PASSED);
            assertThat(ClassSwap.where(score, marking, Map.of("f.feature", FEATURE), classes(),
                    "tabuleiro.connectfour", List.of("Game"), simple -> Map.of(),
                    dir.resolve("work"), (copy, features, askGenerated, name) -> {
                        throw new AssertionError("not asked: " + said);
                    })).as(said).isEmpty();
        }
    }

    @Test
    void aSwapWhoseExampleTookItsWholeTimeStopsTheSearchAndTheRuleThenNamesNothing()
            throws Exception {
        Map<ScenarioKey, ScenarioResult> results = new HashMap<>();
        results.put(key(0), failed(""));
        Score score = Score.of(marking, results, PASSED);
        List<String> asked = new ArrayList<>();
        assertThat(ClassSwap.where(score, marking, Map.of("f.feature", FEATURE), classes(),
                "tabuleiro.connectfour", List.of("Game", "Board"), simple -> Map.of(simple
                        + ".class", new byte[0]), dir.resolve("work"),
                (copy, features, askGenerated, name) -> {
                    asked.add(name);
                    return new ClassSwap.Ran(Map.of(key(0), ScenarioResult.of(
                            Outcome.TIMED_OUT, "stopped", Optional.empty())), List.of());
                })).as("not \"none\": the search did not finish").isEmpty();
        assertThat(asked).containsExactly("swap-Game");
    }

    @Test
    void theSearchAsksTheFirstClassesAloneWhateverTheClockSays() throws Exception {
        // Ten classes, none of which mends the rule: the same eight are asked alone every time,
        // then the other two at once, so the same code names the same classes however busy the
        // machine is.
        Path classes = classes();
        List<String> order = new ArrayList<>();
        for (int i = 0; i < 10; i++) {
            Files.writeString(classes.resolve("tabuleiro/connectfour/C" + i + ".class"), "c");
            order.add("C" + i);
        }
        Map<ScenarioKey, ScenarioResult> results = new HashMap<>();
        results.put(key(0), failed(""));
        Score score = Score.of(marking, results, PASSED);
        List<String> asked = new ArrayList<>();
        Map<String, List<String>> where = ClassSwap.where(score, marking,
                Map.of("f.feature", FEATURE), classes, "tabuleiro.connectfour", order,
                simple -> Map.of(simple + ".class", new byte[0]), dir.resolve("work"),
                (copy, features, askGenerated, name) -> {
                    asked.add(name);
                    return new ClassSwap.Ran(Map.of(key(0), failed("")), List.of());
                });
        assertThat(asked).hasSize(ClassSwap.MOST_CLASSES + 1).startsWith("swap-C0")
                .contains("swap-C" + (ClassSwap.MOST_CLASSES - 1)).endsWith("swap-C8-and-1");
        assertThat(where).containsEntry(rules.get(0).id(), List.of());
    }
}
