package tabuleiro.grading.rulebook;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import tabuleiro.grading.model.BookScenario;
import tabuleiro.grading.model.GradedRule;
import tabuleiro.grading.model.RuleBlock;
import tabuleiro.grading.model.ScenarioKey;

/** Reading a rule book's Rule blocks and the text of its scenarios. */
class RuleBookTest {

    private static final String RESOURCE = "tabuleiro/features/game/moves.feature";

    private static final String FEATURE =
            """
            @game
            Feature: Moves

              Background:
                Given a new game

              @G-01 @ex01
              Rule: A move names a column

                The player never names themself.

                Scenario: A move in the middle
                  When a player plays column 4
                  Then the grid is:
                    \"""
                    6 . . . 1 . . .
                    \"""

                # A comment between scenarios belongs to neither.

                @ex02
                Scenario Outline: A move off the grid is refused
                  When a player plays column <column>
                  Then the move is refused

                  Examples:
                    | column |
                    | 0      |
                    | 8      |

              @ex03
              Rule: This rule forgot its ID

                Scenario: Something
                  Then nothing

              @G-03
              Rule: A rule that no exercise unlocks

                Scenario: Not graded
                  Then nothing
            """;

    private final RuleBook book = RuleBook.parse(Map.of(RESOURCE, FEATURE));

    @Test
    void ruleWhoseScenariosBelongToTwoExercisesIsTwoUnits() {
        assertThat(book.rules()).extracting(GradedRule::name).containsExactly(
                "G-01 A move names a column (ex01)", "G-01 A move names a column (ex02)",
                "? This rule forgot its ID");
        GradedRule first = book.rules().get(0);
        assertThat(first.id()).isEqualTo("G-01");
        assertThat(first.exercise()).isEqualTo("ex01");
        assertThat(first.description()).isEqualTo("The player never names themself.");
        assertThat(book.rules().get(1).scenarios()).hasSize(2);
    }

    @Test
    void scenarioIsQuotedExactlyAsWrittenWithItsBackground() {
        BookScenario scenario = book.rules().get(0).scenarios().get(0);

        assertThat(scenario.key()).isEqualTo(new ScenarioKey(RESOURCE, 12));
        assertThat(scenario.background()).isEqualTo("Background:\n  Given a new game");
        assertThat(scenario.text()).isEqualTo(
                """
                Scenario: A move in the middle
                  When a player plays column 4
                  Then the grid is:
                    \"""
                    6 . . . 1 . . .
                    \"""\
                """);
        assertThat(scenario.tags()).containsExactly("game", "G-01", "ex01");
    }

    @Test
    void exampleRowsAreScenariosOfTheirOwn() {
        List<BookScenario> rows = book.rules().get(1).scenarios();

        assertThat(rows).extracting(row -> row.key().line()).containsExactly(28, 29);
        assertThat(rows.get(1).name())
                .isEqualTo("A move off the grid is refused — example | 8 |");
        assertThat(rows.get(1).exampleRow()).contains("| 8 |");
        assertThat(rows.get(1).text()).startsWith("Scenario Outline: A move off the grid")
                .endsWith("| 8      |");
    }

    @Test
    void scenariosWithoutAnExerciseAreNotGraded() {
        assertThat(book.ungraded()).extracting(BookScenario::name).containsExactly("Not graded");
        assertThat(book.ungraded().get(0).exercise()).isEmpty();
    }

    @Test
    void gradedRuleWithoutIdIsProblemNamingItsPlace() {
        assertThat(book.problems()).containsExactly(RESOURCE
                + ":32: the Rule \"This rule forgot its ID\" has no rule ID tag such as @C4-09");
    }

    @Test
    void everyRuleBlockIsListedWithItsPlaceGradedOrNot() {
        assertThat(book.blocks()).containsExactly(
                new RuleBlock(RESOURCE, 8, "G-01", "A move names a column",
                        "The player never names themself."),
                new RuleBlock(RESOURCE, 32, "?", "This rule forgot its ID", ""),
                new RuleBlock(RESOURCE, 38, "G-03", "A rule that no exercise unlocks", ""));
        assertThat(book.rules().get(1).block()).isEqualTo(book.blocks().get(0));
        assertThat(book.blocks().get(1).where()).isEqualTo(RESOURCE + ":32");
        assertThat(book.files()).containsExactly(RESOURCE);
    }

    @Test
    void twoRulesWithOneNameAreTheProblemOfTheSecond() {
        String rule = "Feature: F\n  @R-01 @ex01\n  Rule: Same\n    Scenario: s\n      Then x\n";
        RuleBook twice = RuleBook.parse(
                new TreeMap<>(Map.of("a.feature", rule, "b.feature", rule)));

        assertThat(twice.rules()).extracting(GradedRule::name)
                .containsExactly("R-01 Same", "R-01 Same (b.feature)");
        assertThat(twice.problems()).hasSize(2).first().asString().startsWith("b.feature:3:"
                + " two Rules are named \"R-01 Same\"");
        // They share an ID too, which is a problem of its own.
        assertThat(twice.problems().get(1)).startsWith("b.feature:3: the Rule \"Same\" has the"
                + " ID R-01 of the Rule at a.feature:3");
    }

    @Test
    void scenarioIsFoundByTheSourceCucumberReports() {
        assertThat(book.find("classpath:" + RESOURCE, 29)).map(BookScenario::name)
                .contains("A move off the grid is refused — example | 8 |");
        assertThat(book.find("file:/work/features/src/main/resources/" + RESOURCE, 12))
                .map(BookScenario::name).contains("A move in the middle");
        assertThat(book.find("classpath:" + RESOURCE, 13)).isEmpty();
        assertThat(book.find("classpath:other.feature", 12)).isEmpty();
    }

    @Test
    void fileThatDoesNotParseIsProblemNotFailure() {
        RuleBook broken = RuleBook.parse(Map.of("x.feature", "Feature: X\n  Scenario: S\n"
                + "    Given one\n  Nonsense here\n"));

        assertThat(broken.problems()).singleElement().asString()
                .startsWith("x.feature:4:3: expected: ").endsWith("got 'Nonsense here'");
    }

    @Test
    void ruleBookIsReadFromFoldersOnClassPath(@TempDir Path dir) throws IOException {
        Path folder = dir.resolve("classes");
        Files.createDirectories(folder.resolve("tabuleiro/features/game"));
        Files.writeString(folder.resolve(RESOURCE), FEATURE, StandardCharsets.UTF_8);

        RuleBook loaded = RuleBook.load(List.of(dir.resolve("missing.jar"), folder),
                "tabuleiro.features.game");
        RuleBook elsewhere = RuleBook.load(List.of(folder), "tabuleiro.features.other");

        assertThat(loaded.rules()).hasSize(3);
        assertThat(elsewhere.rules()).isEmpty();
        assertThat(elsewhere.problems()).containsExactly("no feature files in the package"
                + " tabuleiro.features.other on the rule book's class path");
        assertThat(Optional.of(loaded.scenarios().size())).contains(5);
    }

    @Test
    void ruleBookIsReadFromSourceFolderInTheOrderOfThePaths(@TempDir Path resources)
            throws IOException {
        Path folder = resources.resolve("tabuleiro/features/game");
        Files.createDirectories(folder.resolve("b"));
        Files.writeString(folder.resolve("b/one.feature"), rule("B-01", "In b"));
        Files.writeString(folder.resolve("a.feature"), rule("A-01", "In a"));
        Files.writeString(folder.resolve("notes.txt"), rule("N-01", "Not a feature file"));

        RuleBook read = RuleBook.read(resources, "tabuleiro.features.game");

        assertThat(read.files()).containsExactly("tabuleiro/features/game/a.feature",
                "tabuleiro/features/game/b/one.feature");
        assertThat(read.rules()).extracting(GradedRule::title).containsExactly("In a", "In b");
        assertThat(read.problems()).isEmpty();
    }

    @Test
    void sourceFolderWithoutTheRuleBookHasNoRules(@TempDir Path resources) throws IOException {
        RuleBook read = RuleBook.read(resources.resolve("not-yet"), "tabuleiro.features.game");

        assertThat(read.files()).isEmpty();
        assertThat(read.blocks()).isEmpty();
        assertThat(read.problems()).containsExactly("no feature files in "
                + resources.resolve("not-yet/tabuleiro/features/game"));
    }

    private static String rule(String id, String title) {
        return "Feature: F\n  @" + id + " @ex01\n  Rule: " + title + "\n    Example: e\n"
                + "      Then x\n";
    }
}
