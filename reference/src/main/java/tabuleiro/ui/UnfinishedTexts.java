package tabuleiro.ui;

import java.util.ListResourceBundle;

/** {@link Unfinished}'s words in English; {@link UnfinishedTexts_pt} in Portuguese. */
public class UnfinishedTexts extends ListResourceBundle {

    /**
     * The texts by key.
     *
     * @return pairs of key and {@code MessageFormat} pattern
     */
    @Override
    protected Object[][] getContents() {
        return new Object[][] {
            {"engine.unfinished", "The engine is not finished: {0}"},
            {"stub", "exercise {0} asks for {1}, which is not written yet."},
        };
    }
}
