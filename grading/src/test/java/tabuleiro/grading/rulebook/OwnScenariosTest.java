package tabuleiro.grading.rulebook;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import tabuleiro.grading.model.Language;
import tabuleiro.grading.model.OwnScenarios;

/**
 * A scenario the grader or the kit prints, in each shape the games' probes write one (a bare
 * scenario, a whole feature, a Portuguese file with its language line, a scenario outline),
 * pasted at the end of the kit's starter file of the student's own scenarios, is Gherkin that
 * parses, with one more scenario, tagged with its rule and the starter's tag.
 */
class OwnScenariosTest {

    private static final String BARE = "Scenario: A generated example\n"
            + "  Given the moves 4 6 1\n  When the solver scores the position\n"
            + "  Then the score is -10\n";

    private static final String FEATURE = "Feature: A generated example\n\n"
            + "  Scenario: over after 3 moves\n"
            + "    Given a new game in which player 1 places first\n"
            + "    When player 1 places it on A1\n    Then the game is not over\n";

    private static final String PORTUGUESE = "# language: pt\n"
            + "Funcionalidade: Um exemplo gerado\n\n  Cenário: over depois de 3 jogadas\n"
            + "    Dado um jogo novo em que o jogador 1 coloca primeiro\n"
            + "    Então o jogo não acabou\n";

    private static final String OUTLINE = "Feature: A generated example\n\n"
            + "  Scenario Outline: legal of a new game\n"
            + "    Given a new game with <players> players\n    Then it is <who>'s turn\n\n"
            + "    Examples:\n      | players | who |\n      | 2       | 1   |\n";

    @Test
    void everyShapeOfGeneratedScenarioPastesIntoTheStarterFileOfItsLanguage() {
        for (Map.Entry<String, Language> shape : Map.of(BARE, Language.ENGLISH, FEATURE,
                Language.ENGLISH, OUTLINE, Language.ENGLISH, PORTUGUESE, Language.PORTUGUESE)
                .entrySet()) {
            String pasted = OwnScenarios.pasteable(shape.getKey(), "Q-07");
            assertThat(pasted).as(shape.getKey()).startsWith("@Q-07\n")
                    .doesNotContain("Feature", "Funcionalidade", "# language");
            String file = OwnScenarios.starter(shape.getValue(), "Quarto") + "\n" + pasted;
            assertThat(RuleBook.parseErrors(Map.of("mine.feature", file))).as(file).isEmpty();
            RuleBook book = RuleBook.parse(Map.of("mine.feature", file));
            assertThat(book.scenarios()).as(file).hasSize(1).allSatisfy(scenario -> assertThat(
                    scenario.tags()).contains("mine", "Q-07"));
        }
    }

    @Test
    void twoPastedScenariosStayTwoScenariosOfOneFile() {
        String file = OwnScenarios.starter(Language.ENGLISH, "Quarto") + "\n"
                + OwnScenarios.pasteable(FEATURE, "Q-07") + "\n"
                + OwnScenarios.pasteable(BARE, "C4-16");
        assertThat(RuleBook.parseErrors(Map.of("mine.feature", file))).isEmpty();
        assertThat(RuleBook.parse(Map.of("mine.feature", file)).scenarios()).hasSize(2);
    }

    @Test
    void aWholeGeneratedFeaturePastedAfterAScenarioIsAParseErrorNamingItsLine() {
        String file = OwnScenarios.starter(Language.ENGLISH, "Quarto") + "\n"
                + OwnScenarios.pasteable(BARE, "C4-16") + "\n" + FEATURE;
        List<String> errors = RuleBook.parseErrors(Map.of("mine.feature", file));
        int line = file.lines().toList().indexOf("Feature: A generated example") + 1;
        assertThat(errors).isNotEmpty().first().asString().startsWith("mine.feature:" + line);
    }

    @Test
    void aProbesErrorOrAnEmptyAnswerIsNoScenarioToPaste() {
        assertThat(OwnScenarios.pasteable("error: the legal set has no scenario", "Q-07"))
                .isEmpty();
        assertThat(OwnScenarios.pasteable("", "Q-07")).isEmpty();
    }

    @Test
    void aScenarioOfTheStudentsOwnEngineKeepsItsStepsAndLeavesOutWhatItExpected() {
        String steps = OwnScenarios.setUp(OwnScenarios.pasteable(FEATURE, ""));
        assertThat(steps).contains("Given a new game", "When player 1 places it on A1")
                .doesNotContain("Then", "not over");
        String file = OwnScenarios.starter(Language.ENGLISH, "Quarto") + "\n" + steps;
        assertThat(RuleBook.parseErrors(Map.of("mine.feature", file))).isEmpty();
        String portuguese = OwnScenarios.setUp(OwnScenarios.pasteable(PORTUGUESE, ""));
        assertThat(portuguese).contains("Dado um jogo novo").doesNotContain("Então");
        // An outline keeps its examples, which its steps name.
        assertThat(OwnScenarios.setUp(OwnScenarios.pasteable(OUTLINE, "")))
                .contains("Given a new game with <players> players", "Examples:",
                        "| 2       | 1   |").doesNotContain("Then");
        assertThat(OwnScenarios.setUp("Scenario: x\n  Then it is over\n")).isEmpty();
    }

    @Test
    void theFolderIsTheRuleBooksPackageInMavensTestResources() {
        assertThat(OwnScenarios.folder(Language.PORTUGUESE.features(
                "tabuleiro.features.quarto")))
                .isEqualTo("src/test/resources/tabuleiro/features/pt/quarto/mine");
        assertThat(OwnScenarios.featuresPackage("tabuleiro.features.quarto"))
                .isEqualTo("tabuleiro.features.quarto.mine");
    }
}
