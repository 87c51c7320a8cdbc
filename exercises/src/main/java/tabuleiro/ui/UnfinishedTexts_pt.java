package tabuleiro.ui;

import java.util.ListResourceBundle;

/** {@link Unfinished}'s words in Portuguese; see {@link UnfinishedTexts}. */
public class UnfinishedTexts_pt extends ListResourceBundle {

    /**
     * The texts by key.
     *
     * @return pairs of key and {@code MessageFormat} pattern
     */
    @Override
    protected Object[][] getContents() {
        return new Object[][] {
            {"engine.unfinished", "O motor do jogo não está terminado: {0}"},
            {"stub", "o exercício {0} pede {1}, que ainda não está escrito."},
        };
    }
}
