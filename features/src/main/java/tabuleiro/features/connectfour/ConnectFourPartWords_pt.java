package tabuleiro.features.connectfour;

import java.util.ListResourceBundle;

/** Connect Four's words inside its steps' messages in Portuguese; {@link ConnectFourPartWords}. */
public class ConnectFourPartWords_pt extends ListResourceBundle {

    /**
     * The words by key.
     *
     * @return pairs of key and pattern
     */
    @Override
    protected Object[][] getContents() {
        return new Object[][] {
            {"differ.one", "{0} (esperava-se {1}, está {2})"},
            {"differ.more", "{0} (esperava-se {1}, está {2}), {3}"},
        };
    }
}
