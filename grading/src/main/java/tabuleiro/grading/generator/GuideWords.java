package tabuleiro.grading.generator;

import java.math.BigDecimal;
import java.text.DecimalFormatSymbols;
import java.text.MessageFormat;
import java.util.Locale;
import java.util.Objects;
import java.util.ResourceBundle;
import tabuleiro.grading.model.Language;

/**
 * The guides' fixed words in one {@link Language}: {@link GuideTexts} and its Portuguese twin
 * read through {@link MessageFormat}, as the text UIs read theirs ({@code tabuleiro.ui.Texts} in
 * the reference, which the grader may not depend on).
 *
 * <p>English is looked up without falling back to the system's locale, so that a guide
 * generated on a Portuguese machine is the same English guide the build compares byte for byte.
 */
final class GuideWords {

    private static final ResourceBundle.Control NO_FALLBACK =
            ResourceBundle.Control.getNoFallbackControl(ResourceBundle.Control.FORMAT_CLASS);

    private final ResourceBundle bundle;
    private final Language language;

    private GuideWords(ResourceBundle bundle, Language language) {
        this.bundle = bundle;
        this.language = language;
    }

    /**
     * Loads the guides' words in a language.
     *
     * @param language the language
     * @return the words
     * @throws NullPointerException if {@code language} is null
     */
    static GuideWords of(Language language) {
        Objects.requireNonNull(language, "language");
        return new GuideWords(ResourceBundle.getBundle(GuideTexts.class.getName(),
                language == Language.ENGLISH ? Locale.ROOT : language.locale(),
                GuideTexts.class.getClassLoader(), NO_FALLBACK), language);
    }

    /**
     * The language of the words.
     *
     * @return the language
     */
    Language language() {
        return language;
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
        // Every text goes through MessageFormat, with or without arguments, so that one rule
        // holds for all of them: an apostrophe is written twice.
        return new MessageFormat(bundle.getString(key), language.locale()).format(arguments);
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
                language == Language.ENGLISH ? Locale.ROOT : language.locale())
                .getDecimalSeparator();
        return plain.replace('.', separator);
    }
}
