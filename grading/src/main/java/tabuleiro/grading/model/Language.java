package tabuleiro.grading.model;

import java.util.Arrays;
import java.util.Locale;
import java.util.Optional;
import java.util.stream.Collectors;
import tabuleiro.grading.spi.Games;

/**
 * A language the grader speaks to students in: the language of the rule book it grades with and
 * of every text it writes for them (feedback, {@code results.json}, the Moodle feedback column,
 * the class report, the guides and the student kit).
 *
 * <p>The rule book exists in each language as a twin tree with the same rules, tags, examples and
 * positions ({@code features/src/main/resources/tabuleiro/features/} and its {@code pt/}
 * folder), so the language changes the words a student reads and never the grade.
 */
public enum Language {
    /** English, the language of the code, its contracts and the first rule book. */
    ENGLISH("en"),
    /** European Portuguese, the language of the briefs. */
    PORTUGUESE("pt");

    private final String tag;

    Language(String tag) {
        this.tag = tag;
    }

    /**
     * The language's tag as typed on a command line and written in a scheme.
     *
     * @return {@code en} or {@code pt}
     */
    public String tag() {
        return tag;
    }

    /**
     * The locale that formats the language's numbers and picks its resource bundles.
     *
     * @return the locale of the tag
     */
    public Locale locale() {
        return Locale.forLanguageTag(tag);
    }

    /**
     * The rule book's package in this language. The Portuguese tree sits in a {@code pt} folder
     * beside the games' folders: {@code tabuleiro.features.GAME} is read in Portuguese from
     * {@code tabuleiro.features.pt.GAME}. The step definitions stay in the English package,
     * since one set of them serves both trees.
     *
     * @param rulebook the English rule book's package, such as {@code tabuleiro.features.GAME}
     * @return the package whose folder holds this language's feature files
     * @throws IllegalArgumentException unless {@code rulebook} has at least two segments
     */
    public String features(String rulebook) {
        int last = rulebook.lastIndexOf('.');
        if (last <= 0 || last == rulebook.length() - 1) {
            throw new IllegalArgumentException("expected a rule book package such as"
                    + " tabuleiro.features." + Games.example().id() + ", but it is "
                    + rulebook);
        }
        return this == ENGLISH ? rulebook
                : rulebook.substring(0, last) + "." + tag + rulebook.substring(last);
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
     * The tags a command line accepts, for messages that say what was expected.
     *
     * @return the tags joined by {@code " or "}: {@code en or pt}
     */
    public static String tags() {
        return Arrays.stream(values()).map(Language::tag).collect(Collectors.joining(" or "));
    }
}
