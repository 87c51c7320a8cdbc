package tabuleiro.features.quarto;

import java.util.ListResourceBundle;

/**
 * The traits' words in Portuguese, as one piece is said to be ("uma peça grande e preta"): the
 * Portuguese twins of {@link QuartoGlueWords_pt} that name traits are worded for them. The
 * groups are named as the Portuguese rule book names them, "a linha 3", "o quadrado B2-C3".
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
            {"piece", "{0} {1} {2} {3}"},
            // The rule book's Portuguese names of the groups, with its articles ("a linha 3").
            {"row", "a linha {0}"},
            {"column", "a coluna {0}"},
            {"diagonal", "a diagonal {0}"},
            {"two.by.two", "o quadrado {0}-{1}"},
        };
    }
}
