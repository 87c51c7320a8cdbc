package tabuleiro.grading;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import java.util.ListResourceBundle;
import java.util.Locale;
import java.util.ResourceBundle;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * Finds English left in a text that should be Portuguese: the phrases of a bundle's English
 * texts that its Portuguese twin does not share. The phrases are taken from the bundle, never
 * copied into a test, so a new English text is checked as soon as it is written.
 */
public final class Untranslated {

    /** A phrase is this long at least, so that a lone word such as "Rule" is not one. */
    private static final int MIN_PHRASE = 12;

    private Untranslated() {
    }

    /**
     * The English phrases of some bundles that a text contains.
     *
     * @param text the text, in Portuguese
     * @param bundles the bundles' English classes
     * @return the phrases found; empty when the text has none of them
     */
    @SafeVarargs
    public static List<String> englishIn(String text,
            Class<? extends ListResourceBundle>... bundles) {
        List<String> found = new ArrayList<>();
        for (Class<? extends ListResourceBundle> bundle : bundles) {
            ResourceBundle english = bundle(bundle, Locale.ROOT);
            ResourceBundle portuguese = bundle(bundle, Locale.forLanguageTag("pt"));
            for (String key : Collections.list(english.getKeys())) {
                String own = english.getString(key);
                if (own.equals(portuguese.getString(key))) {
                    continue;
                }
                for (String phrase : phrases(own)) {
                    if (text.contains(phrase) && !portuguese.getString(key).contains(phrase)) {
                        found.add(phrase + " (" + bundle.getSimpleName() + " " + key + ")");
                    }
                }
            }
        }
        return found;
    }

    /**
     * The English words of some bundles of single words (such as the traits a step names inside
     * its messages) that a text contains as words of its own, in the case the bundle writes
     * them: the phrases {@link #englishIn} finds are too long to catch a lone word.
     *
     * @param text the text, in Portuguese
     * @param bundles the bundles' English classes
     * @return the words found; empty when the text has none of them
     */
    @SafeVarargs
    public static List<String> wordsIn(String text,
            Class<? extends ListResourceBundle>... bundles) {
        List<String> found = new ArrayList<>();
        for (Class<? extends ListResourceBundle> bundle : bundles) {
            ResourceBundle english = bundle(bundle, Locale.ROOT);
            ResourceBundle portuguese = bundle(bundle, Locale.forLanguageTag("pt"));
            for (String key : Collections.list(english.getKeys())) {
                String own = english.getString(key);
                if (own.matches("\\p{L}+") && !own.equals(portuguese.getString(key))
                        && Pattern.compile("(?<!\\p{L})" + Pattern.quote(own) + "(?!\\p{L})")
                                .matcher(text).find()) {
                    found.add(own + " (" + bundle.getSimpleName() + " " + key + ")");
                }
            }
        }
        return found;
    }

    /**
     * A bundle's own texts in one language: its class for that locale, never a fallback, so
     * that a missing twin is not read as the English.
     */
    private static ResourceBundle bundle(Class<? extends ListResourceBundle> bundle,
            Locale locale) {
        return ResourceBundle.getBundle(bundle.getName(), locale,
                ResourceBundle.Control.getNoFallbackControl(ResourceBundle.Control.FORMAT_CLASS));
    }

    /**
     * Words of English that Portuguese does not use: a line with three of them reads as an
     * English sentence. The short words Portuguese shares ({@code a}, {@code no}, {@code e})
     * are left out.
     */
    private static final Set<String> ENGLISH = Set.of("the", "is", "are", "was", "were", "not",
            "should", "would", "did", "does", "has", "have", "and", "of", "to", "with", "which",
            "that", "this", "it", "be", "yet", "your", "you", "for", "from", "by", "or", "an");

    /**
     * The lines of a text meant to be Portuguese that read as English sentences, wherever the
     * English came from (a bundle, a message built in code, a library): three or more distinct
     * words that English uses and Portuguese does not. Options ({@code --second}) and paths
     * are left out of a line before its words are counted.
     *
     * @param text the text, in Portuguese
     * @return the lines that read as English
     */
    public static List<String> sentences(String text) {
        List<String> found = new ArrayList<>();
        for (String line : text.split("\\R")) {
            String words = line.replaceAll("--?[\\w-]+", " ")
                    .replaceAll("\\S*[/\\\\]\\S*", " ").toLowerCase(Locale.ROOT);
            long english = Arrays.stream(words.split("[^\\p{L}]+")).filter(ENGLISH::contains)
                    .distinct().count();
            if (english >= 3) {
                found.add(line);
            }
        }
        return found;
    }

    /**
     * The lines of a text meant to be Portuguese whose words are mostly English: three or more
     * distinct words from a list of English words Portuguese does not use (such as those of
     * the English bundles that no Portuguese bundle uses, with the function words above), and
     * at least half of the line's words. Names (rule IDs, methods, code) are not in the list,
     * so a line of them alone is not flagged.
     *
     * @param text the text, in Portuguese
     * @param english English words, lower case, that Portuguese does not use
     * @return the lines that read as English
     */
    public static List<String> mostlyEnglish(String text, Set<String> english) {
        List<String> found = new ArrayList<>();
        for (String line : text.split("\\R")) {
            List<String> words = Arrays.stream(line.replaceAll("--?[\\w-]+", " ")
                    .replaceAll("\\S*[/\\\\]\\S*", " ").toLowerCase(Locale.ROOT)
                    .split("[^\\p{L}]+")).filter(word -> word.length() >= 2).toList();
            List<String> foreign = words.stream()
                    .filter(word -> english.contains(word) || ENGLISH.contains(word)).toList();
            if (foreign.stream().distinct().count() >= 3 && 2 * foreign.size() >= words.size()) {
                found.add(line);
            }
        }
        return found;
    }

    /** The literal runs of a MessageFormat pattern between its arguments, long ones only. */
    static List<String> phrases(String pattern) {
        List<String> phrases = new ArrayList<>();
        StringBuilder run = new StringBuilder();
        int depth = 0;
        for (int i = 0; i < pattern.length(); i++) {
            char c = pattern.charAt(i);
            if (c == '{') {
                depth++;
                add(phrases, run);
            } else if (c == '}') {
                depth--;
            } else if (depth == 0) {
                if (c == '\'' && i + 1 < pattern.length() && pattern.charAt(i + 1) == '\'') {
                    i++;
                }
                run.append(c);
            }
        }
        add(phrases, run);
        return phrases;
    }

    private static void add(List<String> phrases, StringBuilder run) {
        String phrase = run.toString().strip();
        if (phrase.length() >= MIN_PHRASE && phrase.contains(" ")) {
            phrases.add(phrase);
        }
        run.setLength(0);
    }
}
