package tabuleiro.ui;

import java.text.MessageFormat;
import java.util.Locale;
import java.util.Objects;
import java.util.ResourceBundle;

/**
 * The texts of one part of the product in one {@link Language}: a resource bundle read through
 * {@link MessageFormat}, so that a text's arguments, numbers and plurals are placed by the
 * language's own pattern, such as {@code {0,choice,1#uma peça|1<{0} peças}}.
 *
 * <p>Each bundle is a pair of {@link java.util.ListResourceBundle} classes: the English one under
 * the base name and the Portuguese one under the base name with {@code _pt}. Every text is a
 * {@code MessageFormat} pattern, arguments or not, so an apostrophe is always written twice.
 * They are classes rather than {@code .properties} files so that they travel with the text UI
 * wherever its
 * sources go (the student skeleton, the grader's compilation of a submission, the student kit)
 * and so that the compiler checks them. English is looked up without falling back to the
 * system's locale: on a Portuguese machine, {@code --lang en} still means English.
 *
 * <p>{@code MessageFormat}'s {@code choice} covers the plurals of both languages (one, and
 * other); a third language with richer plurals would be the time for ICU4J's {@code plural}.
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
     * @throws NullPointerException if an argument is null
     */
    public static Texts of(Class<? extends ResourceBundle> english, Language language) {
        Objects.requireNonNull(english, "english");
        Objects.requireNonNull(language, "language");
        return new Texts(bundleOf(english.getName(), english.getClassLoader(), language),
                language);
    }

    /**
     * Loads a bundle by its base name in a language, as {@link #of} does, for code that is
     * given only the name (picocli's {@code resourceBundle}): English is the base class itself,
     * never the system locale's translation.
     *
     * @param baseName the bundle's English class name
     * @param loader the class loader that has the bundle's classes
     * @param language the language
     * @return the bundle
     * @throws java.util.MissingResourceException if the language's bundle class is missing
     */
    public static ResourceBundle bundleOf(String baseName, ClassLoader loader, Language language) {
        return ResourceBundle.getBundle(baseName,
                language == Language.ENGLISH ? Locale.ROOT : language.locale(), loader,
                NO_FALLBACK);
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
     *     bundle parity test catches before it ships
     */
    public String text(String key, Object... arguments) {
        // Every text goes through MessageFormat, with or without arguments, so that one rule
        // holds for all of them: an apostrophe is written twice.
        return new MessageFormat(bundle.getString(key), language.locale()).format(arguments);
    }

    /**
     * The bundle behind the texts, for code that reads it itself (picocli's help).
     *
     * @return the bundle
     */
    public ResourceBundle bundle() {
        return bundle;
    }
}
