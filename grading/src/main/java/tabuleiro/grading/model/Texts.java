package tabuleiro.grading.model;

import java.text.MessageFormat;
import java.util.Locale;
import java.util.Objects;
import java.util.ResourceBundle;

/**
 * The grader's texts of one area in one {@link Language}: a resource bundle read through
 * {@link MessageFormat}, as the text UIs read theirs ({@code tabuleiro.ui.Texts}, which the
 * grader cannot depend on: the reference is what it grades against, not a library).
 *
 * <p>Each bundle is a pair of {@link java.util.ListResourceBundle} classes, the English one under
 * the base name ({@link tabuleiro.grading.report.feedback.FeedbackTexts}) and the Portuguese one
 * with {@code _pt}. Every text is a {@code MessageFormat} pattern, so an apostrophe is always
 * written twice. Numbers the grader has already formatted (points, percentages) are passed as
 * strings, so that both languages show the same digits as {@code results.json}; only the counts
 * that choose a plural are passed as numbers. English is looked up without falling back to the
 * system's locale.
 */
public final class Texts {

    private static final ResourceBundle.Control NO_FALLBACK =
            ResourceBundle.Control.getNoFallbackControl(ResourceBundle.Control.FORMAT_CLASS);

    private final ResourceBundle bundle;
    private final Language language;

    private Texts(ResourceBundle bundle, Language language) {
        this.bundle = bundle;
        this.language = language;
    }

    /**
     * Loads the texts of a bundle in a language.
     *
     * @param english the bundle's English class, whose name is the bundle's base name; its
     *     Portuguese twin is the class of the same name with {@code _pt}
     * @param language the language
     * @return the texts
     * @throws java.util.MissingResourceException if the language's bundle class is missing
     */
    public static Texts of(Class<? extends ResourceBundle> english, Language language) {
        Objects.requireNonNull(english, "english");
        Objects.requireNonNull(language, "language");
        ResourceBundle bundle = ResourceBundle.getBundle(english.getName(),
                language == Language.ENGLISH ? Locale.ROOT : language.locale(),
                english.getClassLoader(), NO_FALLBACK);
        return new Texts(bundle, language);
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
     * One text, with its arguments placed.
     *
     * @param key the text's key in the bundle
     * @param arguments the values of its {@code {0}}, {@code {1}}, ...
     * @return the text
     * @throws java.util.MissingResourceException if the bundle has no such key: a bug, which the
     *     bundle parity test catches for the Portuguese twin
     */
    public String text(String key, Object... arguments) {
        return new MessageFormat(bundle.getString(key), language.locale()).format(arguments);
    }

    /**
     * Whether the bundle has a text: for texts some cases have and others not (a game's own
     * sentence, say).
     *
     * @param key the text's key in the bundle
     * @return true if {@link #text} gives it
     */
    public boolean has(String key) {
        return bundle.containsKey(key);
    }
}
