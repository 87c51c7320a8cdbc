package tabuleiro.grading.report.feedback;

import static org.assertj.core.api.Assertions.assertThat;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import tabuleiro.grading.model.BookScenario;
import tabuleiro.grading.model.Exercise;
import tabuleiro.grading.model.GradedRule;
import tabuleiro.grading.model.Outcome;
import tabuleiro.grading.model.RuleBlock;
import tabuleiro.grading.model.RuleScore;
import tabuleiro.grading.model.ScenarioKey;
import tabuleiro.grading.model.ScenarioOutcome;
import tabuleiro.grading.model.ScenarioResult;

/** Explaining failures by the contract idiom: whose fault each kind of failure is. */
class ExplanationTest {

    private static final String RULEBOOK = "tabuleiro.features.connectfour";
    private static final String GLUE = RULEBOOK + ".GameSteps.play(GameSteps.java:40)";
    private static final Optional<Exercise> EX02 =
            Optional.of(new Exercise("ex02", "Dropping a disc", BigDecimal.TEN));

    @Test
    void stubIsNotWrittenYet() {
        Explanation why = explain(failure("java.lang.UnsupportedOperationException",
                "Exercise 2: implement Game.dropDisc", "tabuleiro.connectfour.Game.dropDisc"
                        + "(Game.java:130)", "tabuleiro.connectfour.Game.dropDisc(Game.java:130)",
                "tabuleiro.connectfour.Game.play(Game.java:112)", GLUE));

        assertThat(why.headline()).isEqualTo("not written yet: Exercise 2, Game.dropDisc");
        assertThat(why.fault()).startsWith("Game.dropDisc is still the skeleton's stub")
                .contains("exercise 2 of your guide");
        assertThat(why.where()).containsExactly("Game.dropDisc (Game.java:130)",
                "Game.play (Game.java:112)");
    }

    @Test
    void stubReachedFromTheInvariantIsNotTheInvariantsFault() {
        Explanation why = explain(failure("java.lang.UnsupportedOperationException",
                "Exercise 3: implement Game.fourThrough",
                "tabuleiro.connectfour.Game.fourThrough(Game.java:198)",
                "tabuleiro.connectfour.Game.fourThrough(Game.java:198)",
                "tabuleiro.connectfour.Game.invariant(Game.java:260)",
                "tabuleiro.connectfour.Game.play(Game.java:121)", GLUE));

        assertThat(why.headline())
                .isEqualTo("waits for exercise 3: Game.fourThrough is not written yet");
        assertThat(why.fault()).doesNotContain("invariant").doesNotContain("postcondition")
                .contains("kept once exercise 3 is written")
                .contains("says nothing against your exercise 2");
        assertThat(why.where()).first().isEqualTo("Game.fourThrough (Game.java:198)");
    }

    @Test
    void aStubOfAnotherExerciseIsWaitedForAndOneOfTheRulesOwnIsNot() {
        ScenarioResult later = failure("java.lang.UnsupportedOperationException",
                "Exercise 3: implement Game.fourThrough",
                "tabuleiro.connectfour.Game.fourThrough(Game.java:198)",
                "tabuleiro.connectfour.Game.fourThrough(Game.java:198)", GLUE);

        assertThat(Explanation.waitsFor(later, 2)).contains(3);
        assertThat(Explanation.waitsFor(later, 3)).isEmpty();
        assertThat(Explanation.waitsFor(failure("java.lang.AssertionError", "expected 1",
                RULEBOOK + ".GameSteps.x(GameSteps.java:9)",
                RULEBOOK + ".GameSteps.x(GameSteps.java:9)"), 2)).isEmpty();
    }

    @Test
    void stubWhoseMessageNamesNoMethodIsNamedByWhereItThrew() {
        Explanation why = explain(failure("java.lang.UnsupportedOperationException",
                "Exercise 4: pick a column at random",
                "tabuleiro.connectfour.RandomAgent.chooseColumn(RandomAgent.java:55)",
                "tabuleiro.connectfour.RandomAgent.chooseColumn(RandomAgent.java:55)", GLUE));

        assertThat(why.headline())
                .isEqualTo("waits for exercise 4: RandomAgent.chooseColumn is not written yet");
    }

    @Test
    void checkThatQuotesAStubTheTextUiCaughtIsNotWrittenYet() {
        String transcript = "The moves typed should play the game to its end, but the text UI"
                + " stopped before. The last thing it wrote was:\nPlayer 1 (human) plays column"
                + " 7.\nThe engine is not finished: Exercise 3: implement Game.fourThrough.\nThe"
                + " game stops here.";
        Explanation why = explain(failure("java.lang.AssertionError", transcript,
                RULEBOOK + ".TextUiSteps.playsToTheEnd(TextUiSteps.java:90)",
                RULEBOOK + ".TextUiSteps.playsToTheEnd(TextUiSteps.java:90)"));

        assertThat(why.headline())
                .isEqualTo("waits for exercise 3: Game.fourThrough is not written yet");
        assertThat(why.details()).isEqualTo(transcript);
        assertThat(why.fault()).startsWith("Game.fourThrough is exercise 3's, and still the"
                + " skeleton's stub");
    }

    @Test
    void unsupportedOperationThatIsNoStubIsNotNotWrittenYet() {
        Explanation why = explain(failure("java.lang.UnsupportedOperationException", "null",
                "java.util.ImmutableCollections.uoe(ImmutableCollections.java:142)",
                "tabuleiro.connectfour.Game.play(Game.java:118)", GLUE));

        assertThat(why.headline()).isEqualTo("the code threw UnsupportedOperationException");
    }

    @Test
    void callListShowsTheStudentsFramesAndLeavesOutTheRuleBooksAndTheTools() {
        ScenarioResult result = new ScenarioResult(Outcome.FAILED,
                "java.lang.UnsupportedOperationException",
                "Exercise 3: implement Game.fourThrough",
                "tabuleiro.connectfour.Game.fourThrough(Game.java:198)", List.of(
                        "tabuleiro.connectfour.Game.fourThrough(Game.java:198)",
                        "tabuleiro.connectfour.Game.dropDisc(Game.java:150)",
                        "tabuleiro.features.Refusal.attempt(Refusal.java:35)",
                        "tabuleiro.connectfour.Game.play(Game.java:121)",
                        RULEBOOK + ".GameSteps.lambda$drop$3(GameSteps.java:88)",
                        "tabuleiro.features.Refusal.attempt(Refusal.java:35)",
                        GLUE,
                        "✽.When player 1 drops a disc in column 4(drop.feature:12)",
                        "io.cucumber.java.Invoker.invoke(Invoker.java:66)",
                        "org.junit.platform.engine.support.hierarchical.NodeTestTask"
                                + ".execute(NodeTestTask.java:160)"),
                Optional.empty());

        Explanation why = explain(result);

        assertThat(why.where()).containsExactly("Game.fourThrough (Game.java:198)",
                "Game.dropDisc (Game.java:150)", "Game.play (Game.java:121)");
    }

    @Test
    void preconditionCalledThroughTheSharedGlueIsTheRuleBooksCall() {
        Explanation why = explain(failure("java.lang.IllegalArgumentException",
                "column 4 is full: play in a column that has space",
                "tabuleiro.connectfour.Game.play(Game.java:109)",
                "tabuleiro.connectfour.Game.play(Game.java:109)",
                "tabuleiro.features.Refusal.attempt(Refusal.java:35)", GLUE));

        assertThat(why.fault()).contains("the rule book called Game.play (Game.java:109)");
        assertThat(why.where()).containsExactly("Game.play (Game.java:109)");
    }

    @Test
    void brokenPostconditionIsTheMethodsFault() {
        Explanation why = explain(failure("java.lang.AssertionError",
                "post: the players alternate", "tabuleiro.connectfour.Game.play(Game.java:120)",
                "tabuleiro.connectfour.Game.play(Game.java:120)", GLUE));

        assertThat(why.headline()).isEqualTo("a postcondition failed: post: the players"
                + " alternate");
        assertThat(why.fault()).startsWith("This is the method's own fault");
    }

    @Test
    void brokenInvariantIsTheClasssFault() {
        Explanation why = explain(failure("java.lang.AssertionError",
                "invariant: the stored fields agree with the grid (C4-13)",
                "tabuleiro.connectfour.Game.play(Game.java:121)",
                "tabuleiro.connectfour.Game.play(Game.java:121)", GLUE));

        assertThat(why.fault()).startsWith("This is the class's fault");
    }

    @Test
    void preconditionRefusingTheRuleBooksCallIsTheRefusingMethodsFault() {
        Explanation why = explain(failure("java.lang.IllegalArgumentException",
                "column 4 is full: play in a column that has space",
                "tabuleiro.connectfour.Game.play(Game.java:109)",
                "tabuleiro.connectfour.Game.play(Game.java:109)", GLUE));

        assertThat(why.headline()).isEqualTo("a precondition refused a call:"
                + " IllegalArgumentException: column 4 is full: play in a column that has space");
        assertThat(why.fault()).contains("the rule book called Game.play (Game.java:109)")
                .contains("the method refused a legal call");
    }

    @Test
    void preconditionBrokenByAnotherClassIsTheCallersFault() {
        Explanation why = explain(failure("java.lang.IllegalArgumentException",
                "a column is a number from 1 to 7, but 0 was given",
                "tabuleiro.connectfour.Game.requireColumn(Game.java:200)",
                "tabuleiro.connectfour.Game.requireColumn(Game.java:200)",
                "tabuleiro.connectfour.Game.hasSpace(Game.java:78)",
                "tabuleiro.connectfour.RandomAgent.chooseColumn(RandomAgent.java:42)", GLUE));

        assertThat(why.fault()).contains("the caller is RandomAgent.chooseColumn"
                + " (RandomAgent.java:42): it called Game.hasSpace (Game.java:78) in a way its"
                + " contract does not allow");
    }

    @Test
    void requireNonNullIsPreconditionToo() {
        Explanation why = explain(failure("java.lang.NullPointerException", "random",
                "java.util.Objects.requireNonNull(Objects.java:233)",
                "tabuleiro.connectfour.RandomAgent.<init>(RandomAgent.java:35)", GLUE));

        assertThat(why.headline()).startsWith("a precondition refused a call");
    }

    @Test
    void illegalArgumentFromTheJdkIsNoContractOfOurs() {
        Explanation why = explain(failure("java.lang.IllegalArgumentException",
                "bound must be positive", "java.util.Random.nextInt(Random.java:322)",
                "tabuleiro.connectfour.RandomAgent.chooseColumn(RandomAgent.java:50)", GLUE));

        assertThat(why.headline())
                .isEqualTo("the code threw IllegalArgumentException: bound must be positive");
        assertThat(why.fault()).isEmpty();
    }

    @Test
    void failedCheckOfTheRuleBookShowsExpectedAndActual() {
        Explanation why = explain(failure("org.opentest4j.AssertionFailedError",
                "\nexpected: 6\n but was: 5", "org.assertj.core.api.Assert.isEqualTo(A.java:1)",
                GLUE));

        // The two values are shown apart (Comparison), so the headline only says they differ.
        assertThat(why.headline()).isEqualTo("a check of the rule book failed: what came is"
                + " not what was expected");
        assertThat(why.details()).isEqualTo("expected: 6\n but was: 5");
    }

    @Test
    void timeOutNamesTheExerciseAndTheScenario() {
        Explanation why = explain(ScenarioResult.of(Outcome.TIMED_OUT,
                "the scenario did not finish within 5 s", Optional.empty()));

        assertThat(why.headline()).isEqualTo("exercise 2: the scenario \"A disc lands\" did not"
                + " finish within 5 s");
    }

    @Test
    void timeOutNamesTheStudentsMethodAndLineWhereTheScenarioWasStuck() {
        // The watchdog's look at the scenario's thread, as SpecRun keeps it: the student's
        // frames, then the rule book's.
        Explanation why = explain(new ScenarioResult(Outcome.TIMED_OUT, "",
                "the scenario did not finish within 5 s", "", List.of(
                        "tabuleiro.connectfour.Game.dropDisc(Game.java:57)",
                        "tabuleiro.connectfour.Game.play(Game.java:118)", GLUE),
                Optional.empty()));

        assertThat(why.fault()).startsWith("Your code was still running in Game.dropDisc"
                + " (Game.java:57) when the time ran out").doesNotContain("Look for a loop");
        assertThat(why.where()).containsExactly("Game.dropDisc (Game.java:57)",
                "Game.play (Game.java:118)");
    }

    @Test
    void timeOutInPortugueseSaysEverythingInPortuguese() {
        BookScenario scenario = new BookScenario(new ScenarioKey("a/b.feature", 3),
                "Uma peça cai", "", "Cenário: Uma peça cai", Optional.empty(), List.of("ex02"),
                Optional.of("ex02"));
        Explanation why = Explanation.of(new ScenarioOutcome(scenario, new ScenarioResult(
                Outcome.TIMED_OUT, "", "the scenario did not finish within 5 s", "",
                List.of("tabuleiro.connectfour.Game.dropDisc(Game.java:57)"), Optional.empty())),
                EX02, RULEBOOK, tabuleiro.grading.model.Texts.of(FeedbackTexts.class,
                        tabuleiro.grading.model.Language.PORTUGUESE));

        assertThat(why.headline()).isEqualTo("exercício 2: o cenário \"Uma peça cai\" não"
                + " terminou em 5 s");
        assertThat(why.fault()).startsWith("O seu código ainda estava a correr em"
                + " Game.dropDisc (Game.java:57)");
    }

    @Test
    void aClauseOfTheInvariantPointsAtTheMethodWhoseWorkItChecks() {
        Explanation why = explain(failure("java.lang.AssertionError",
                "invariant: four in a row win (C4-09, C4-10): the grid has four in a row of"
                        + " player 1 at (6,1) (5,2) (4,3) (3,4), but winner() is empty,"
                        + " winningLine() is empty and isOver() is false (see Game.fourThrough)",
                "tabuleiro.connectfour.Game.play(Game.java:121)",
                "tabuleiro.connectfour.Game.play(Game.java:121)", GLUE));

        assertThat(why.headline()).isEqualTo("the class invariant failed: four in a row win"
                + " (C4-09, C4-10): the grid has four in a row of player 1 at (6,1) (5,2) (4,3)"
                + " (3,4), but winner() is empty, winningLine() is empty and isOver() is false"
                + " (see Game.fourThrough)");
        assertThat(why.where()).containsExactly("Game.fourThrough", "Game.play (Game.java:121)");
    }

    @Test
    void theLinesTheRuleBookAddsAfterAnInvariantAreItsDetails() {
        // As the rule book passes on an invariant the engine failed inside play, when the grid
        // shows which rule the example waits on.
        Explanation why = explain(failure("java.lang.AssertionError",
                "invariant: four in a row win (C4-09, C4-10): winner() is empty (see"
                        + " Game.fourThrough)\nThe grid has four in a row of player 1 at (6,4)"
                        + " (6,5) (6,6) (6,7), but the engine names no winner: this example waits"
                        + " on rule C4-09 (four in a row wins, across, down or on a diagonal) and"
                        + " C4-10 (the win ends the game).\nThe engine's"
                        + " grid (read with valueAt) is:\n(the grid)",
                "tabuleiro.connectfour.Game.play(Game.java:121)",
                "tabuleiro.connectfour.Game.play(Game.java:121)", GLUE));

        assertThat(why.headline()).isEqualTo("the class invariant failed: four in a row win"
                + " (C4-09, C4-10): winner() is empty (see Game.fourThrough)");
        assertThat(why.details()).contains("this example waits on rule C4-09")
                .endsWith("(the grid)");
        assertThat(why.fault()).startsWith("This is the class's fault");
        assertThat(why.where()).containsExactly("Game.fourThrough", "Game.play (Game.java:121)");
    }

    @Test
    void anAssertionLibrarysFramesAndHintAreLeftOut() {
        Explanation why = explain(failure("java.lang.AssertionError",
                "[the square should be read] \nExpecting actual:\n"
                        + "  java.lang.IllegalArgumentException: no square \"E4\"\n"
                        + "\tat tabuleiro.chess.Square.parse(Square.java:77)\n"
                        + "\t...(70 remaining lines not displayed - this can be changed with"
                        + " Assertions.setMaxStackTraceElementsDisplayed)\nto be null",
                "tabuleiro.features.chess.NotationSteps.itIsTheSquare(NotationSteps.java:66)",
                GLUE));

        assertThat(why.headline() + why.details()).contains("no square \"E4\"")
                .doesNotContain("setMaxStackTraceElementsDisplayed")
                .doesNotContain("Square.java:77");
    }

    @Test
    void aRuleBrokenOnlyByItsOwnExercisesStubIsNotStartedAndOneByAnothersWaits() {
        ScenarioResult ownStub = failure("java.lang.UnsupportedOperationException",
                "Exercise 2: implement Game.dropDisc", "tabuleiro.connectfour.Game.dropDisc"
                        + "(Game.java:130)", GLUE);
        ScenarioResult otherStub = failure("java.lang.UnsupportedOperationException",
                "Exercise 1: implement Game.valueAt", "tabuleiro.connectfour.Game.valueAt"
                        + "(Game.java:90)", GLUE);
        ScenarioResult wrong = failure("java.lang.AssertionError", "expected 1 but was 2",
                GLUE, GLUE);

        assertThat(Explanation.notStarted(rule(ownStub), 2)).isTrue();
        assertThat(Explanation.waits(rule(ownStub), 2)).isFalse();
        assertThat(Explanation.waits(rule(otherStub), 2)).isTrue();
        assertThat(Explanation.notStarted(rule(otherStub), 2)).isFalse();
        // Its own stub and another's: not started either, since no failure is the code's.
        assertThat(Explanation.notStarted(rule(ownStub, otherStub), 2)).isTrue();
        assertThat(Explanation.waits(rule(ownStub, otherStub), 2)).isFalse();
        // A text UI's transcript that says a method is not written yet, in either language.
        ScenarioResult uiStub = failure("java.lang.AssertionError", "The moves typed should"
                + " play the game to its end, but the text UI stopped before. It last wrote:\n"
                + "The engine is not finished: exercise 2 asks for Game.dropDisc, which is not"
                + " written yet.", GLUE, GLUE);
        ScenarioResult uiStubPt = failure("java.lang.AssertionError", "As jogadas escritas"
                + " deviam levar o jogo até ao fim, mas a interface de texto parou antes.\n"
                + "O motor do jogo não está terminado: o exercício 2 pede Game.dropDisc, que"
                + " ainda não está escrito.", GLUE, GLUE);
        assertThat(Explanation.notStarted(rule(uiStub), 2)).isTrue();
        assertThat(Explanation.notStarted(rule(uiStubPt), 2)).isTrue();
        assertThat(Explanation.waits(rule(uiStub), 3)).isTrue();
        // One real failure among stubs: the student has begun, and the rule is broken.
        assertThat(Explanation.notStarted(rule(ownStub, wrong), 2)).isFalse();
        assertThat(Explanation.waits(rule(otherStub, wrong), 2)).isFalse();
    }

    private static RuleScore rule(ScenarioResult... results) {
        List<BookScenario> scenarios = new ArrayList<>();
        List<ScenarioOutcome> outcomes = new ArrayList<>();
        for (int i = 0; i < results.length; i++) {
            BookScenario scenario = new BookScenario(new ScenarioKey("a/b.feature", 3 + i),
                    "A disc lands " + i, "", "Scenario: A disc lands", Optional.empty(),
                    List.of("ex02"), Optional.of("ex02"));
            scenarios.add(scenario);
            outcomes.add(new ScenarioOutcome(scenario, results[i]));
        }
        GradedRule rule = new GradedRule(new RuleBlock("a/b.feature", 1, "C4-06", "A disc lands",
                ""), "ex02", scenarios, "C4-06 A disc lands");
        return new RuleScore(rule, BigDecimal.TEN, outcomes);
    }

    private static ScenarioResult failure(String type, String message, String thrownAt,
            String... trace) {
        return new ScenarioResult(Outcome.FAILED, type, message, thrownAt,
                List.of(trace).stream().filter(frame -> !frame.startsWith("org.")).toList(),
                Optional.empty());
    }

    private static Explanation explain(ScenarioResult result) {
        BookScenario scenario = new BookScenario(new ScenarioKey("a/b.feature", 3),
                "A disc lands", "", "Scenario: A disc lands", Optional.empty(), List.of("ex02"),
                Optional.of("ex02"));
        return Explanation.of(new ScenarioOutcome(scenario, result), EX02, RULEBOOK);
    }
}
