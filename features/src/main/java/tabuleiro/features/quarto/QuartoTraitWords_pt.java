package tabuleiro.features.quarto;

import java.util.ListResourceBundle;

/**
 * The traits' words in Portuguese, as one piece is said to be ("uma peça grande e preta"): the
 * Portuguese twins of {@link QuartoGlueWords_pt} that name traits are worded for them.
 */
public class QuartoTraitWords_pt extends ListResourceBundle {

    /**
     * The words by key.
     *
     * @return pairs of key and word, or pattern of words
     */
    @Override
    protected Object[][] getContents() {
        return new Object[][] {
            {"tall", "grande"},
            {"short", "pequena"},
            {"light", "branca"},
            {"dark", "preta"},
            {"round", "redonda"},
            {"square", "quadrada"},
            {"solid", "maciça"},
            {"hollow", "oca"},
            {"and", "{0} e {1}"},
            {"win", "{0}, cada peça {1}"},
        };
    }
}
