package tabuleiro.grading.check;

import java.text.MessageFormat;
import java.util.Locale;
import java.util.Objects;
import java.util.ResourceBundle;
import tabuleiro.grading.model.Language;

/**
 * The words the student kit says to a student in one {@link Language}: a bundle read through
 * {@link MessageFormat}, as the text UIs read theirs ({@code tabuleiro.ui.Texts} in the
 * reference, which the grader may not depend on).
 *
 * <p>Each bundle is a pair of {@link java.util.ListResourceBundle} classes: the English one under
 * the base name ({@code CheckTexts}) and the Portuguese one with {@code _pt}; every text is a
 * {@code MessageFormat} pattern, so an apostrophe is always written twice. English is looked up
 * without falling back to the system's locale: on a Portuguese machine, {@code --lang en} still
 * means English.
 */
public final class StudentTexts {

    private static final ResourceBundle.Control NO_FALLBACK =
            ResourceBundle.Control.getNoFallbackControl(ResourceBundle.Control.FORMAT_CLASS);

    private final ResourceBundle bundle;
    private final Language language;

    private StudentTexts(ResourceBundle bundle, Language language) {
        this.bundle = bundle;
        this.language = language;
    }

    /**
     * Loads the texts of a bundle in a language.
     *
     * @param english the bundle's English class; its Portuguese twin is the class of the same
     *     name with {@code _pt}
     * @param language the language
     * @return the texts
     * @throws java.util.MissingResourceException if the language's bundle class is missing
     * @throws NullPointerException if an argument is null
     */
    public static StudentTexts of(Class<? extends ResourceBundle> english, Language language) {
        Objects.requireNonNull(english, "english");
        Objects.requireNonNull(language, "language");
        return new StudentTexts(ResourceBundle.getBundle(english.getName(),
                language == Language.ENGLISH ? Locale.ROOT : language.locale(),
                english.getClassLoader(), NO_FALLBACK), language);
    }

    /**
     * The language the texts are in.
     *
     * @return the language
     */
    public Language language() {
        return language;
    }

    /**
     * One text, with its arguments placed by the language's pattern and locale.
     *
     * @param key the text's key in the bundle
     * @param arguments the values of its {@code {0}}, {@code {1}}, ...
     * @return the text
     * @throws java.util.MissingResourceException if the bundle has no such key: a bug, which the
     *     bundle parity test catches before it ships
     */
    public String text(String key, Object... arguments) {
        return new MessageFormat(bundle.getString(key), language.locale()).format(arguments);
    }
}
