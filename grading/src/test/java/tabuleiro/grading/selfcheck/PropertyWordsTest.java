package tabuleiro.grading.selfcheck;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import tabuleiro.grading.model.Language;
import tabuleiro.grading.model.Texts;

/**
 * Every property the kit's random games check ({@link RandomGames#PROPERTIES}) is said in words
 * in both of the kit's languages: a break shows the property's words, never its bare key.
 */
class PropertyWordsTest {

    @Test
    void everyPropertyIsSaidInEnglishAndInPortuguese() {
        for (Language language : Language.values()) {
            Texts words = Texts.of(CheckTexts.class, language);
            RandomGames.PROPERTIES.keySet().forEach(key -> assertThat(words.text(
                    "random.property." + key)).as(key + " in " + language).isNotBlank()
                    .doesNotStartWith("random.property"));
        }
        assertThat(RandomGames.PROPERTIES).containsEntry("halfmoveclock", "counted")
                .containsEntry("castlingsafe", "safe").containsEntry("pgnback", "same");
    }
}
