package tabuleiro.galo.cli;

import java.util.ListResourceBundle;

/**
 * What the Jogo do Galo commands print themselves, besides the text UI's screens, in English;
 * {@link CommandTexts_pt} in Portuguese. Every text is a {@code MessageFormat} pattern, so an
 * apostrophe is written twice.
 */
public class CommandTexts extends ListResourceBundle {

    /**
     * The texts by key.
     *
     * @return pairs of key and {@code MessageFormat} pattern
     */
    @Override
    protected Object[][] getContents() {
        return new Object[][] {
            {"play.seed", "Random agent seed: {0} (play the same moves again with --seed {0})"},
        };
    }
}
