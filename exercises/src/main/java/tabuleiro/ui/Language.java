package tabuleiro.ui;

import java.util.Arrays;
import java.util.Locale;
import java.util.Optional;
import java.util.stream.Collectors;

/**
 * A language the text UIs and the launcher speak: every prompt, message, board legend and help
 * text comes from a resource bundle in this language (see {@link Texts}). The commands a player
 * types are accepted in both languages whichever is chosen, so a player never has to know which
 * one the screen is in to answer it.
 */
public enum Language {
    /** English, the language of the code and its contracts. */
    ENGLISH("en"),
    /** European Portuguese, the language of the briefs. */
    PORTUGUESE("pt");

    private final String tag;

    Language(String tag) {
        this.tag = tag;
    }

    /**
     * The language's tag, as {@code --lang} takes it.
     *
     * @return {@code en} or {@code pt}
     */
    public String tag() {
        return tag;
    }

    /**
     * The locale that picks the language's bundles and formats its numbers.
     *
     * @return the locale of the tag
     */
    public Locale locale() {
        return Locale.forLanguageTag(tag);
    }

    /**
     * Reads a language's tag, in any case.
     *
     * @param tag {@code en} or {@code pt}
     * @return the language, or empty when the tag names none
     */
    public static Optional<Language> ofTag(String tag) {
        return Arrays.stream(values()).filter(language -> language.tag.equalsIgnoreCase(tag))
                .findFirst();
    }

    /**
     * The language of a locale: Portuguese for any Portuguese locale, English for every other,
     * since English is the one the product is complete in first.
     *
     * @param locale a locale, such as the system's
     * @return the language
     */
    public static Language of(Locale locale) {
        return PORTUGUESE.locale().getLanguage().equals(locale.getLanguage()) ? PORTUGUESE
                : ENGLISH;
    }

    /**
     * The language of the system's locale (on Linux, from {@code LC_ALL}, {@code LC_MESSAGES}
     * or {@code LANG}), which {@code --lang} overrides.
     *
     * @return the system's language
     */
    public static Language system() {
        return of(Locale.getDefault(Locale.Category.DISPLAY));
    }

    /**
     * The tags {@code --lang} accepts, for messages that say what was expected.
     *
     * @return {@code en or pt}
     */
    public static String tags() {
        return Arrays.stream(values()).map(Language::tag).collect(Collectors.joining(" or "));
    }
}
