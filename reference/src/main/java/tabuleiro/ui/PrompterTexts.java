package tabuleiro.ui;

import java.util.ListResourceBundle;

/** The {@link Prompter}'s own words in English; {@link PrompterTexts_pt} in Portuguese. */
public class PrompterTexts extends ListResourceBundle {

    /**
     * The texts by key.
     *
     * @return pairs of key and {@code MessageFormat} pattern
     */
    @Override
    protected Object[][] getContents() {
        return new Object[][] {
            {"line.too.long", "That line was longer than {0} characters, so none of it was read."
                        + " Type help to see what is expected."},
            {"how.to.quit", "Type quit (or sair) to stop."},
            {"input.unreadable", "The input could not be read: {0}"},
        };
    }
}
