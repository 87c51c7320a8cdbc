package tabuleiro.grading.generator;

import java.math.BigDecimal;
import java.text.DecimalFormatSymbols;
import java.util.Locale;
import tabuleiro.grading.model.Language;
import tabuleiro.grading.model.Texts;
import tabuleiro.grading.spi.Games;

/**
 * The guides' fixed words in one {@link Language}: {@link GuideTexts} and its Portuguese twin
 * read through the grader's {@link Texts}, and the guides' numbers as each language writes them.
 *
 * <p>English is looked up without falling back to the system's locale, so that a guide
 * generated on a Portuguese machine is the same English guide the build compares byte for byte.
 */
final class GuideWords {

    private final Texts texts;

    private GuideWords(Texts texts) {
        this.texts = texts;
    }

    /**
     * Loads the guides' words in a language.
     *
     * @param language the language
     * @return the words
     * @throws NullPointerException if {@code language} is null
     */
    static GuideWords of(Language language) {
        return new GuideWords(Texts.of(GuideTexts.class, language));
    }

    /**
     * The language of the words.
     *
     * @return the language
     */
    Language language() {
        return texts.language();
    }

    /**
     * One text, with its arguments placed.
     *
     * @param key the text's key in {@link GuideTexts}
     * @param arguments the values of its {@code {0}}, {@code {1}}, ...; numbers are given as
     *     text (see {@link #number}) so that no grouping separator slips in
     * @return the text
     * @throws java.util.MissingResourceException if the bundle has no such key
     */
    String text(String key, Object... arguments) {
        return texts.text(key, arguments);
    }

    /**
     * What a game's random games check besides the contracts and the moves, as a clause that
     * ends the guide's list of them: the game's own words ({@code guide.properties} of its
     * {@link tabuleiro.grading.spi.GameModule#words()}) after {@code check.properties.and};
     * empty for a game whose probe asks no property of its own, or that is not registered.
     *
     * @param game the game's command name
     * @return the clause, with its leading {@code ", and "}, or empty
     */
    String properties(String game) {
        return Games.find(game).map(module -> Texts.of(module.words(), texts.language()))
                .filter(own -> own.has("guide.properties"))
                .map(own -> texts.text("check.properties.and", own.text("guide.properties")))
                .orElse("");
    }

    /**
     * Writes points as the language writes a decimal: {@code 7.5} in English, {@code 7,5} in
     * Portuguese, with no trailing zeros and no grouping.
     *
     * @param value the points
     * @return the number as text
     */
    String number(BigDecimal value) {
        String plain = value.signum() == 0 ? "0" : value.stripTrailingZeros().toPlainString();
        char separator = DecimalFormatSymbols.getInstance(
                texts.language() == Language.ENGLISH ? Locale.ROOT : texts.language().locale())
                .getDecimalSeparator();
        return plain.replace('.', separator);
    }
}
