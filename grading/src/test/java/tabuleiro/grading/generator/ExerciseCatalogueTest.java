package tabuleiro.grading.generator;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.tuple;

import java.math.BigDecimal;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import tabuleiro.grading.generator.ExerciseCatalogue.Entry;
import tabuleiro.grading.generator.ExerciseCatalogue.Rule;
import tabuleiro.grading.generator.ExerciseCatalogue.StubbedMember;
import tabuleiro.grading.model.Exercise;
import tabuleiro.grading.model.Limits;
import tabuleiro.grading.model.Scheme;
import tabuleiro.grading.model.SchemeBuilder;
import tabuleiro.grading.rulebook.RuleBook;

/**
 * Tests of {@link ExerciseCatalogue}: which members and rules belong to which exercise, and what
 * each rule is worth (as the grader marks it).
 */
class ExerciseCatalogueTest {

    private static final String GAME = "src/main/java/tabuleiro/connectfour/Game.java";
    private static final String AGENT = "src/main/java/tabuleiro/connectfour/RandomAgent.java";
    private static final String FEATURES = "tabuleiro/features/connectfour/";
    private static final RuleBook NO_RULES = RuleBook.parse(Map.of());

    private static final Scheme SCHEME = SchemeBuilder.scheme("connect-four", "Connect Four",
            "tabuleiro.features.connectfour", "tabuleiro.connectfour")
            .limits(new Limits(5, 180, 512))
            .exercise("ex01", "The grid", "10")
            .exercise("ex02", "Dropping a disc", "30")
            .exercise("ex03", "Four in a row", "30")
            .build();

    private static String throwing(String message) {
        return "throw new UnsupportedOperationException(\"" + message + "\");";
    }

    private static StubbedMember stub(String file, String member, String code) {
        return new StubbedMember(file, member, code, "reference/" + file + ":7");
    }

    /** A rule book of feature files, each given as its name and its lines. */
    private static RuleBook book(String... namesAndTexts) {
        Map<String, String> files = new LinkedHashMap<>();
        for (int i = 0; i < namesAndTexts.length; i += 2) {
            files.put(FEATURES + namesAndTexts[i], namesAndTexts[i + 1]);
        }
        return RuleBook.parse(files);
    }

    /** A feature file of Rules, each given as its tags and title, with one example each. */
    private static String feature(String... tagsAndTitles) {
        StringBuilder text = new StringBuilder("Feature: F\n");
        for (int i = 0; i < tagsAndTitles.length; i += 2) {
            text.append("  ").append(tagsAndTitles[i]).append("\n  Rule: ")
                    .append(tagsAndTitles[i + 1]).append("\n    Example: e\n      Then x\n");
        }
        return text.toString();
    }

    @Test
    void stubsBelongToTheExerciseTheyNameEachMemberOnce() {
        List<StubbedMember> stubs = List.of(
                stub(GAME, "Game.hasSpace(int column)", throwing("Exercise 1: implement"
                        + " Game.hasSpace")),
                stub(GAME, "Game.fourThrough(Position landing)", "throw new"
                        + " UnsupportedOperationException(\n    \"Exercise 3: implement"
                        + " Game.fourThrough\");"),
                stub(GAME, "Game.hasSpace(int column)", throwing("Exercise 1: implement"
                        + " Game.hasSpace")),
                stub(AGENT, "RandomAgent.randomColumn(Game game)", "throw new"
                        + " UnsupportedOperationException(\n    \"Exercise 1: implement"
                        + " RandomAgent.randomColumn\");"));

        ExerciseCatalogue catalogue = ExerciseCatalogue.build(SCHEME, stubs, NO_RULES);

        assertThat(catalogue.exercises()).extracting(entry -> entry.exercise().id())
                .containsExactly("ex01", "ex02", "ex03");
        assertThat(catalogue.exercises().get(0).members())
                .extracting(StubbedMember::file, StubbedMember::member)
                .containsExactly(
                        tuple(GAME, "Game.hasSpace(int column)"),
                        tuple(AGENT,
                                "RandomAgent.randomColumn(Game game)"));
        assertThat(catalogue.exercises().get(1).members()).isEmpty();
        assertThat(catalogue.exercises().get(2).members()).extracting(StubbedMember::member)
                .containsExactly("Game.fourThrough(Position landing)");
    }

    @Test
    void exercisePointsAreSharedToTheCentLeftoverCentsToTheFirstRulesById() {
        RuleBook book = book(
                "grid.feature", feature("@ex01 @C4-08", "Values", "@ex02 @C4-06", "Discs drop"),
                "more/size.feature", feature("@ex01 @C4-01", "Size", "@ex01 @C4-05", "Space"));

        ExerciseCatalogue catalogue = ExerciseCatalogue.build(SCHEME, List.of(), book);

        Entry grid = catalogue.exercises().get(0);
        assertThat(grid.rules()).extracting(Rule::id, Rule::file, Rule::points).containsExactly(
                tuple("C4-01", "more/size.feature", new BigDecimal("3.34")),
                tuple("C4-05", "more/size.feature", new BigDecimal("3.33")),
                tuple("C4-08", "grid.feature", new BigDecimal("3.33")));
        assertThat(catalogue.exercises().get(1).rules()).singleElement()
                .extracting(Rule::points).isEqualTo(new BigDecimal("30.00"));
        assertThat(catalogue.exercises().get(2).rules()).isEmpty();
    }

    @Test
    void ruleSplitBetweenExercisesCountsForEachAndOnlyWhollyUntaggedRulesAreUngraded() {
        String moves =
                """
                Feature: Moves
                  @C4-07
                  Rule: Bad moves are refused
                    @ex01
                    Example: a column off the grid
                      Then it is refused
                    @ex02
                    Example: a full column
                      Then it is refused
                    Example: after the end, graded with no exercise
                      Then it is refused
                """;
        RuleBook book = book("moves.feature", moves,
                "ui.feature", feature("@C4-15", "The UI uses the interface only"));

        ExerciseCatalogue catalogue = ExerciseCatalogue.build(SCHEME, List.of(), book);

        assertThat(catalogue.exercises().get(0).rules()).extracting(Rule::id, Rule::points)
                .containsExactly(tuple("C4-07", new BigDecimal("10.00")));
        assertThat(catalogue.exercises().get(1).rules()).extracting(Rule::id, Rule::points)
                .containsExactly(tuple("C4-07", new BigDecimal("30.00")));
        assertThat(catalogue.ungraded()).singleElement().satisfies(rule -> {
            assertThat(rule.id()).isEqualTo("C4-15");
            assertThat(rule.points()).isZero();
        });
    }

    @Test
    void stubThatNamesNoExerciseIsRefusedWithItsPlace() {
        List<StubbedMember> stubs = List.of(stub(GAME, "Game.hasSpace(int column)",
                "throw new UnsupportedOperationException(\"implement hasSpace\");"));

        assertThatThrownBy(() -> ExerciseCatalogue.build(SCHEME, stubs, NO_RULES))
                .isInstanceOf(GeneratorException.class)
                .hasMessageStartingWith("reference/" + GAME + ":7: the stub in Game.hasSpace")
                .hasMessageContaining("write 'Exercise N'");
    }

    @Test
    void stubThatReturnsADefaultIsRefusedSayingHowAStubThrows() {
        List<StubbedMember> stubs = List.of(stub(GAME, "Game.fourThrough(Position landing)",
                "return List.of(); // Exercise 3: find the four in a row"));

        assertThatThrownBy(() -> ExerciseCatalogue.build(SCHEME, stubs, NO_RULES))
                .isInstanceOf(GeneratorException.class)
                .hasMessageStartingWith("reference/" + GAME + ":7: the stub in"
                        + " Game.fourThrough(Position landing) is 'return List.of();")
                .hasMessageContaining("write 'throw new UnsupportedOperationException(\"Exercise"
                        + " 3: implement Game.fourThrough\");'");
    }

    @Test
    void stubThatNamesAnotherMemberIsRefused() {
        List<StubbedMember> stubs = List.of(stub(GAME, "Game.valueAt(int row, int column)",
                throwing("Exercise 1: implement Game.hasSpace")));

        assertThatThrownBy(() -> ExerciseCatalogue.build(SCHEME, stubs, NO_RULES))
                .isInstanceOf(GeneratorException.class)
                .hasMessageContaining("says 'implement Game.hasSpace': name the member it is in,"
                        + " 'implement Game.valueAt'");
    }

    @Test
    void stubOfAnExerciseTheSchemeLacksIsRefused() {
        List<StubbedMember> stubs = List.of(stub(GAME, "Game.solve()",
                "throw new UnsupportedOperationException(\"Exercise 7: implement Game.solve\");"));

        assertThatThrownBy(() -> ExerciseCatalogue.build(SCHEME, stubs, NO_RULES))
                .isInstanceOf(GeneratorException.class)
                .hasMessageContaining("belongs to Exercise 7, but the grading scheme has no such"
                        + " exercise");
    }

    @Test
    void ruleOfAnExerciseTheSchemeLacksIsRefusedWithItsPlace() {
        RuleBook book = book("solver.feature",
                feature("@ex01 @C4-01", "Size", "@ex05 @C4-16", "Perfect play"));

        assertThatThrownBy(() -> ExerciseCatalogue.build(SCHEME, List.of(), book))
                .isInstanceOf(GeneratorException.class)
                .hasMessage(FEATURES + "solver.feature:7: C4-16 Perfect play is tagged @ex05,"
                        + " which the scheme does not list: it is not graded");
    }

    @Test
    void ruleBookWithProblemsIsRefusedWithEveryProblem() {
        RuleBook book = book(
                "grid.feature", feature("@ex01", "No ID", "@ex01 @C4-01", "Size"),
                "broken.feature", "Feature: X\n  Scenario: S\n    Given one\n  Nonsense here\n");

        assertThatThrownBy(() -> ExerciseCatalogue.build(SCHEME, List.of(), book))
                .isInstanceOf(GeneratorException.class)
                .hasMessageContaining(FEATURES + "grid.feature:3: the Rule \"No ID\" has no rule"
                        + " ID tag such as @C4-09")
                .hasMessageContaining("\n" + FEATURES + "broken.feature:4:3: expected: ");
    }
}
