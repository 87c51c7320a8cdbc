package tabuleiro.grading.rulebook;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.tuple;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import tabuleiro.grading.model.BookScenario;
import tabuleiro.grading.model.GradedRule;
import tabuleiro.grading.model.RuleBlock;

/**
 * Which grading unit each scenario belongs to, from the tags on its Feature, Rule, scenario and
 * Examples, in any language Gherkin knows.
 */
class RuleBookTagsTest {

    private static RuleBook book(String... lines) {
        return RuleBook.parse(Map.of("t.feature", String.join("\n", lines) + "\n"));
    }

    @Test
    void tagsAreReadUpToCommentAndNotFromDocStrings() {
        RuleBook book = book(
                "Feature: Dropping discs",
                "",
                "  @ex02 @C4-06",
                "  Rule: A disc lands on the lowest empty position",
                "",
                "    Example: into an empty column",
                "      When the first player plays column 4",
                "      Then the game shows",
                "        \"\"\"",
                "        @ex05 Rule: not a rule, only a picture",
                "        \"\"\"",
                "",
                "  @ex01 @C4-05 # the grid",
                "  Rule: A column with an empty position has space",
                "",
                "    Scenario: an empty column",
                "      Then column 1 has space");

        assertThat(book.rules())
                .extracting(GradedRule::id, GradedRule::exercise, rule -> rule.block().line())
                .containsExactly(tuple("C4-06", "ex02", 4), tuple("C4-05", "ex01", 14));
        assertThat(book.problems()).isEmpty();
    }

    @Test
    void featureTagsApplyToEveryRule() {
        RuleBook book = book(
                "@ex03 @wins",
                "Feature: Winning",
                "  @C4-09",
                "  Rule: Four in a row wins",
                "    Example: a row",
                "      Then player 1 wins");

        assertThat(book.rules()).singleElement()
                .satisfies(rule -> assertThat(rule.exercise()).isEqualTo("ex03"))
                .satisfies(rule -> assertThat(rule.scenarios().get(0).tags())
                        .containsExactly("ex03", "wins", "C4-09"));
    }

    @Test
    void idAndExerciseOnEveryScenarioAreTheRules() {
        RuleBook book = book(
                "Feature: Winning",
                "  Rule: Four in a row wins",
                "    @ex03 @C4-09 @slow",
                "    Example: a row",
                "      Then player 1 wins",
                "    @C4-09 @ex03",
                "    Scenario Outline: a column",
                "      Then player <p> wins",
                "      Examples:",
                "        | p |",
                "        | 1 |");

        assertThat(book.rules()).singleElement()
                .satisfies(rule -> assertThat(rule.name()).isEqualTo("C4-09 Four in a row wins"))
                .satisfies(rule -> assertThat(rule.scenarios()).hasSize(2));
        assertThat(book.problems()).isEmpty();
    }

    @Test
    void exerciseOnExamplesTablesCountsForTheirRows() {
        RuleBook book = book(
                "Feature: Winning",
                "  @C4-09",
                "  Rule: Four in a row wins",
                "    Scenario Outline: a line",
                "      Then player <p> wins",
                "      @ex03 @horizontal",
                "      Examples: rows",
                "        | p |",
                "        | 1 |",
                "      @ex03 @vertical",
                "      Examples: columns",
                "        | p |",
                "        | 2 |");

        assertThat(book.rules()).singleElement()
                .satisfies(rule -> assertThat(rule.exercise()).isEqualTo("ex03"))
                .satisfies(rule -> assertThat(rule.scenarios()).hasSize(2));
    }

    @Test
    void exerciseRepeatedAtAMoreSpecificLevelOverridesTheRules() {
        RuleBook book = book(
                "@ex01",
                "Feature: Moves",
                "  @ex02 @C4-07",
                "  Rule: Bad moves are refused",
                "    @ex01",
                "    Example: a column off the grid",
                "      Then it is refused",
                "    Example: a full column",
                "      Then it is refused",
                "    Scenario Outline: after the end",
                "      Then column <c> is refused",
                "      @ex01",
                "      Examples:",
                "        | c |",
                "        | 1 |");

        assertThat(book.rules()).extracting(GradedRule::exercise,
                rule -> rule.scenarios().stream().map(BookScenario::name).toList())
                .containsExactly(
                        tuple("ex01", List.of("a column off the grid",
                                "after the end — example | 1 |")),
                        tuple("ex02", List.of("a full column")));
    }

    @Test
    void scenariosOfOneRuleWithDifferentExercisesAreSplitAndUntaggedOnesAreNotGraded() {
        RuleBook book = book(
                "Feature: Moves",
                "  @C4-07",
                "  Rule: Bad moves are refused",
                "    @ex01",
                "    Example: a column off the grid",
                "      Then it is refused",
                "    @ex02",
                "    Example: a full column",
                "      Then it is refused",
                "    Example: after the end",
                "      Then it is refused");

        assertThat(book.rules()).extracting(GradedRule::name, GradedRule::exercise)
                .containsExactly(tuple("C4-07 Bad moves are refused (ex01)", "ex01"),
                        tuple("C4-07 Bad moves are refused (ex02)", "ex02"));
        assertThat(book.ungraded()).extracting(BookScenario::name)
                .containsExactly("after the end");
        assertThat(book.blocks()).singleElement().extracting(RuleBlock::id).isEqualTo("C4-07");
    }

    @Test
    void scenariosOutsideAnyRuleAreGradedUnderTheirFeature() {
        RuleBook book = book(
                "Feature: Setup",
                "  Background:",
                "    Given a new game",
                "  @ex01 @C4-01",
                "  Scenario: the grid is empty",
                "    Then nothing");

        assertThat(book.rules()).singleElement()
                .satisfies(rule -> assertThat(rule.name()).isEqualTo("C4-01 Setup"))
                .satisfies(rule -> assertThat(rule.block().line()).isEqualTo(1));
    }

    @Test
    void readsPortugueseKeywords() {
        RuleBook book = book(
                "# language: pt",
                "@ex01",
                "Funcionalidade: A grelha",
                "  Contexto:",
                "    Dado um jogo novo",
                "  @C4-01",
                "  Regra: A grelha tem sete colunas",
                "    Cenário: contar as colunas",
                "      Então há 7 colunas",
                "  @C4-05",
                "  Regra: Uma coluna com uma posição vazia tem espaço",
                "    Esquema do Cenário: colunas vazias",
                "      Então a coluna <c> tem espaço",
                "      Exemplos:",
                "        | c |",
                "        | 1 |");

        assertThat(book.rules()).extracting(GradedRule::id, GradedRule::title)
                .containsExactly(tuple("C4-01", "A grelha tem sete colunas"),
                        tuple("C4-05", "Uma coluna com uma posição vazia tem espaço"));
        assertThat(book.rules().get(0).scenarios().get(0).background())
                .isEqualTo("Contexto:\n  Dado um jogo novo");
        assertThat(book.problems()).isEmpty();
    }

    @Test
    void languageGherkinDoesNotKnowIsProblemNamingTheLine() {
        RuleBook book = book("# language: xx", "Feature: X", "  Rule: Y");

        assertThat(book.rules()).isEmpty();
        assertThat(book.problems()).containsExactly("t.feature:1:1: Language not supported: xx");
    }
}
