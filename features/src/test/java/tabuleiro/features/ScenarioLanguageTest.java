package tabuleiro.features;

import static org.assertj.core.api.Assertions.assertThat;

import java.net.URI;
import org.junit.jupiter.api.Test;
import tabuleiro.features.contracts.ScenarioLanguage;
import tabuleiro.ui.Language;

/**
 * A scenario's language is read from where its feature file is: the Portuguese tree's games'
 * folders and the folders under them (a student's own scenarios, pasted from a Portuguese
 * report), wherever the tree is read from; any other file is English.
 */
class ScenarioLanguageTest {

    @Test
    void theRuleBooksPortugueseFilesAndAStudentsOwnUnderThemArePortuguese() {
        assertThat(ScenarioLanguage.of(URI.create(
                "classpath:tabuleiro/features/pt/chess/endings.feature")))
                .isEqualTo(Language.PORTUGUESE);
        assertThat(ScenarioLanguage.of(URI.create(
                "classpath:tabuleiro/features/pt/chess/mine/mine.feature")))
                .isEqualTo(Language.PORTUGUESE);
        assertThat(ScenarioLanguage.of(URI.create("file:///home/ana/kit/src/test/resources/"
                + "tabuleiro/features/pt/quarto/mine/mine.feature")))
                .isEqualTo(Language.PORTUGUESE);
    }

    @Test
    void theEnglishFilesAndAStudentsOwnUnderThemAreEnglish() {
        assertThat(ScenarioLanguage.of(URI.create(
                "classpath:tabuleiro/features/chess/endings.feature")))
                .isEqualTo(Language.ENGLISH);
        assertThat(ScenarioLanguage.of(URI.create(
                "classpath:tabuleiro/features/chess/mine/mine.feature")))
                .isEqualTo(Language.ENGLISH);
    }
}
