package tabuleiro.grading.selfcheck;

import java.util.ListResourceBundle;

/**
 * What {@code ./check} says in English when its warm check ({@link CheckServer}) cannot answer,
 * through {@link tabuleiro.grading.model.Texts}; the Portuguese words are in
 * {@link WarmTexts_pt}.
 */
public class WarmTexts extends ListResourceBundle {

    /**
     * The texts by key.
     *
     * @return pairs of key and {@code MessageFormat} pattern
     */
    @Override
    protected Object[][] getContents() {
        return new Object[][] {
            {"not.started.full", "the warm check did not start: the kit''s disk is full ({0} KB"
                        + " free)"},
            {"not.started", "the warm check did not start: see {0}"},
            {"cold", "The warm check could not answer ({0}): this check runs cold, from the"
                        + " start, and gives the same verdict, only slower."},
            {"cut", "The warm check ended before its verdict ({0}): what it printed above is"
                        + " incomplete. This check runs again cold, from the start:"},
        };
    }
}
