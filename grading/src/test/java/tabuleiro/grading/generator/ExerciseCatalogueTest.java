package tabuleiro.grading.generator;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.tuple;

import java.math.BigDecimal;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import tabuleiro.grading.Scheme;
import tabuleiro.grading.generator.ExerciseCatalogue.Entry;
import tabuleiro.grading.generator.ExerciseCatalogue.Rule;
import tabuleiro.grading.generator.ExerciseCatalogue.StubbedMember;
import tabuleiro.grading.generator.RuleBook.RuleBlock;

/**
 * Tests of {@link ExerciseCatalogue}: which members and rules belong to which exercise, and what
 * each rule is worth.
 */
class ExerciseCatalogueTest {

    private static final String GAME = "src/main/java/tabuleiro/connectfour/Game.java";
    private static final String AGENT = "src/main/java/tabuleiro/connectfour/RandomAgent.java";

    private static final Scheme SCHEME = new Scheme("connect-four", "Connect Four",
            "tabuleiro.features.connectfour", new Scheme.Limits(5, 180, 512), List.of(
                    new Scheme.Exercise("ex01", "The grid", new BigDecimal("10")),
                    new Scheme.Exercise("ex02", "Dropping a disc", new BigDecimal("30")),
                    new Scheme.Exercise("ex03", "Four in a row", new BigDecimal("30"))));

    private static StubbedMember stub(String file, String member, String code) {
        return new StubbedMember(file, member, code, "reference/" + file + ":7");
    }

    private static RuleBlock rule(String title, String... tags) {
        return new RuleBlock("moves.feature", 3, title, Set.of(tags));
    }

    @Test
    void stubsBelongToTheExerciseTheyNameEachMemberOnce() {
        List<StubbedMember> stubs = List.of(
                stub(GAME, "Game.hasSpace(int column)",
                        "throw new UnsupportedOperationException(\"Exercise 1: hasSpace\");"),
                stub(GAME, "Game.fourThrough(Position landing)",
                        "return List.of(); // Exercise 3: find the four"),
                stub(GAME, "Game.hasSpace(int column)", "int a = 0; // Exercise 1 again"),
                stub(AGENT, "RandomAgent.randomColumn(Game game)",
                        "throw new UnsupportedOperationException(\n    \"Exercise 1: random\");"));

        ExerciseCatalogue catalogue = ExerciseCatalogue.build(SCHEME, stubs, List.of());

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
    void exercisePointsAreSharedEvenlyByItsRulesInTheOrderOfTheirIds() {
        List<RuleBlock> rules = List.of(
                rule("Values", "ex01", "C4-08"),
                rule("Discs drop", "ex02", "C4-06"),
                rule("Size", "ex01", "C4-01"),
                rule("Space", "ex01", "C4-05"));

        ExerciseCatalogue catalogue = ExerciseCatalogue.build(SCHEME, List.of(), rules);

        Entry grid = catalogue.exercises().get(0);
        assertThat(grid.rules()).extracting(Rule::ids).containsExactly(
                List.of("C4-01"), List.of("C4-05"), List.of("C4-08"));
        assertThat(grid.rules()).extracting(Rule::points)
                .containsOnly(new BigDecimal("3.33"));
        assertThat(catalogue.exercises().get(1).rules()).singleElement()
                .extracting(Rule::points).isEqualTo(new BigDecimal("30.00"));
        assertThat(catalogue.exercises().get(2).rules()).isEmpty();
    }

    @Test
    void rulesWithoutAnExerciseAreUngradedAndRulesWithoutAnIdComeLast() {
        List<RuleBlock> rules = List.of(
                rule("The UI uses the interface only", "C4-15"),
                rule("No id", "ex01"),
                rule("Size", "ex01", "C4-01"));

        ExerciseCatalogue catalogue = ExerciseCatalogue.build(SCHEME, List.of(), rules);

        assertThat(catalogue.ungraded()).singleElement().satisfies(rule -> {
            assertThat(rule.ids()).containsExactly("C4-15");
            assertThat(rule.points()).isZero();
        });
        assertThat(catalogue.exercises().get(0).rules()).extracting(Rule::title)
                .containsExactly("Size", "No id");
    }

    @Test
    void stubThatNamesNoExerciseIsRefusedWithItsPlace() {
        List<StubbedMember> stubs = List.of(stub(GAME, "Game.hasSpace(int column)",
                "throw new UnsupportedOperationException(\"implement hasSpace\");"));

        assertThatThrownBy(() -> ExerciseCatalogue.build(SCHEME, stubs, List.of()))
                .isInstanceOf(GeneratorException.class)
                .hasMessageStartingWith("reference/" + GAME + ":7: the stub in Game.hasSpace")
                .hasMessageContaining("write 'Exercise N'");
    }

    @Test
    void stubOfAnExerciseTheSchemeLacksIsRefused() {
        List<StubbedMember> stubs = List.of(stub(GAME, "Game.solve()",
                "throw new UnsupportedOperationException(\"Exercise 7: solve\");"));

        assertThatThrownBy(() -> ExerciseCatalogue.build(SCHEME, stubs, List.of()))
                .isInstanceOf(GeneratorException.class)
                .hasMessageContaining("belongs to Exercise 7, but the grading scheme has no such"
                        + " exercise");
    }

    @Test
    void ruleTaggedWithTwoExercisesIsRefusedWithItsPlace() {
        List<RuleBlock> rules = List.of(rule("Bad moves", "ex01", "ex02", "C4-07"));

        assertThatThrownBy(() -> ExerciseCatalogue.build(SCHEME, List.of(), rules))
                .isInstanceOf(GeneratorException.class)
                .hasMessageStartingWith("moves.feature:3: the rule 'Bad moves' is tagged with"
                        + " several exercises");
    }

    @Test
    void ruleOfAnExerciseTheSchemeLacksIsRefused() {
        List<RuleBlock> rules = List.of(rule("Perfect play", "ex05", "C4-14"));

        assertThatThrownBy(() -> ExerciseCatalogue.build(SCHEME, List.of(), rules))
                .isInstanceOf(GeneratorException.class)
                .hasMessage("moves.feature:3: the rule 'Perfect play' is tagged @ex05, but the"
                        + " grading scheme has no such exercise");
    }
}
