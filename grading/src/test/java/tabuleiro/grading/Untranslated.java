package tabuleiro.grading;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.ListResourceBundle;
import java.util.Locale;
import java.util.ResourceBundle;

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
            ResourceBundle english = ResourceBundle.getBundle(bundle.getName(), Locale.ROOT,
                    ResourceBundle.Control.getNoFallbackControl(
                            ResourceBundle.Control.FORMAT_CLASS));
            ResourceBundle portuguese = ResourceBundle.getBundle(bundle.getName(),
                    Locale.forLanguageTag("pt"), ResourceBundle.Control.getNoFallbackControl(
                            ResourceBundle.Control.FORMAT_CLASS));
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
