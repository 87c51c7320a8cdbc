package tabuleiro.grading.generator;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.tuple;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import tabuleiro.grading.generator.RuleBook.RuleBlock;

/**
 * Tests of {@link RuleBook}: the rule blocks of feature files, their titles and their tags.
 */
class RuleBookTest {

    private static String text(String... lines) {
        return String.join("\n", lines) + "\n";
    }

    @Test
    void readsEachRuleWithItsTitleLineAndTags() {
        String feature = text(
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

        List<RuleBlock> rules = RuleBook.parse("moves.feature", feature);

        assertThat(rules).containsExactly(
                new RuleBlock("moves.feature", 4, "A disc lands on the lowest empty position",
                        Set.of("ex02", "C4-06")),
                new RuleBlock("moves.feature", 14, "A column with an empty position has space",
                        Set.of("ex01", "C4-05")));
        assertThat(rules.get(0).tags()).containsExactly("ex02", "C4-06");
    }

    @Test
    void ruleInheritsTheFeaturesTags() {
        String feature = text(
                "@ex03 @wins @lines",
                "Feature: Winning",
                "  @C4-09",
                "  Rule: Four in a row wins",
                "    Example: a row",
                "      Then player 1 wins");

        // In the order they are written, so that the guide lists them the same way every time.
        assertThat(RuleBook.parse("win.feature", feature).get(0).tags())
                .containsExactly("ex03", "wins", "lines", "C4-09");
    }

    @Test
    void tagsOnEveryScenarioOfRuleAreTheRules() {
        String feature = text(
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

        assertThat(RuleBook.parse("win.feature", feature).get(0).tags())
                .containsExactlyInAnyOrder("ex03", "C4-09");
    }

    @Test
    void outlineTagsIncludeThoseAllOfItsExamplesShare() {
        String feature = text(
                "Feature: Winning",
                "  @C4-09",
                "  Rule: Four in a row wins",
                "    Scenario Outline: a line",
                "      Then player <p> wins",
                "      @ex03 @horizontal",
                "      Examples: rows",
                "        | p |",
                "      @ex03 @vertical",
                "      Examples: columns",
                "        | p |");

        assertThat(RuleBook.parse("win.feature", feature).get(0).tags())
                .containsExactlyInAnyOrder("C4-09", "ex03");
    }

    @Test
    void tagsOfOnlySomeScenariosAreNotTheRules() {
        String feature = text(
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

        assertThat(RuleBook.parse("moves.feature", feature).get(0).tags())
                .containsExactly("C4-07");
    }

    @Test
    void scenariosOutsideRulesAndBackgroundsAreNoRules() {
        String feature = text(
                "Feature: Setup",
                "  Background:",
                "    Given a new game",
                "  @ex01",
                "  Scenario: no rule here",
                "    Then nothing");

        assertThat(RuleBook.parse("setup.feature", feature)).isEmpty();
    }

    @Test
    void readsPortugueseKeywords() {
        String feature = text(
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
                "        | c |");

        assertThat(RuleBook.parse("grelha.feature", feature))
                .extracting(RuleBlock::title, RuleBlock::tags)
                .containsExactly(
                        tuple("A grelha tem sete colunas", Set.of("ex01", "C4-01")),
                        tuple("Uma coluna com uma posição vazia tem espaço",
                                Set.of("ex01", "C4-05")));
    }

    @Test
    void fileInUnknownLanguageIsRefused() {
        String feature = text("# language: fr", "Fonctionnalité: Grille", "  Règle: Sept colonnes");

        assertThatThrownBy(() -> RuleBook.parse("grille.feature", feature))
                .isInstanceOf(GeneratorException.class)
                .hasMessage("grille.feature:1: the feature file is in language 'fr', but the"
                        + " generator knows the keywords of en and pt only");
    }

    @Test
    void fileDeclaredEnglishIsRead() {
        String feature = text("# language: en", "Feature: Grid", "  Rule: Seven columns");

        assertThat(RuleBook.parse("grid.feature", feature))
                .extracting(RuleBlock::title).containsExactly("Seven columns");
    }

    @Test
    void readsFeatureFilesOfFolderInTheOrderOfTheirPaths(@TempDir Path folder)
            throws IOException {
        Files.createDirectories(folder.resolve("b"));
        Files.writeString(folder.resolve("b/one.feature"), text("Feature: B", "Rule: In b"));
        Files.writeString(folder.resolve("a.feature"), text("Feature: A", "Rule: In a"));
        Files.writeString(folder.resolve("notes.txt"), text("Rule: not a feature file"));

        List<RuleBlock> rules = RuleBook.read(folder);

        assertThat(rules).extracting(RuleBlock::file).containsExactly("a.feature", "b/one.feature");
        assertThat(rules).extracting(RuleBlock::title).containsExactly("In a", "In b");
    }

    @Test
    void folderThatDoesNotExistHasNoRules(@TempDir Path folder) {
        assertThat(RuleBook.read(folder.resolve("not-yet"))).isEmpty();
    }
}
