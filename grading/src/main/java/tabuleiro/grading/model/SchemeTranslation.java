package tabuleiro.grading.model;

import java.util.Collections;
import java.util.Map;
import java.util.TreeMap;

/**
 * The scheme's titles in Portuguese: what students whose grader speaks Portuguese read
 * instead of the English ones.
 *
 * @param title the game's name, such as {@code Quatro em Linha}, or {@code null} to keep
 *     the English one
 * @param exercises the exercises' titles by id, such as {@code "ex01": "A grelha"}; an
 *     exercise left out keeps its English title
 */
public record SchemeTranslation(String title, Map<String, String> exercises) {

    /**
     * Keeps an unmodifiable copy of the titles, in the exercises' order, none when the JSON
     * has none. The order is fixed because a scheme's text is part of a result's
     * fingerprint: {@code Map.copyOf} iterates in an order that changes from one JVM to the
     * next, and every re-run would then grade the whole class again.
     */
    public SchemeTranslation {
        exercises = Collections.unmodifiableSortedMap(
                exercises == null ? new TreeMap<>() : new TreeMap<>(exercises));
    }
}
