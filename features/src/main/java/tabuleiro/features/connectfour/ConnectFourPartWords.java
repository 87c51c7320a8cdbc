package tabuleiro.features.connectfour;

import java.util.ListResourceBundle;

/**
 * The words Connect Four's steps put inside their failure messages rather than around them, in
 * English: where a grid differs from the expected one ("They differ at (6,5) (expected 1,
 * found 0), (5,5) (expected 2, found 0)."). Their Portuguese twins are in
 * {@link ConnectFourPartWords_pt}; the grader says them only inside a message another twin
 * matches, as it does any game's part words.
 */
public class ConnectFourPartWords extends ListResourceBundle {

    /**
     * The words by key.
     *
     * @return pairs of key and pattern
     */
    @Override
    protected Object[][] getContents() {
        return new Object[][] {
            // GameSteps.differences writes each position so, and joins them with ", ": the
            // list's twin says one position and passes the rest on.
            {"differ.one", "{0} (expected {1}, found {2})"},
            {"differ.more", "{0} (expected {1}, found {2}), {3}"},
        };
    }
}
