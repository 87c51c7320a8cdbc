package tabuleiro.features.quarto;

import java.util.ListResourceBundle;

/**
 * The traits' words as Quarto's steps put them inside their failure messages ("row 3 is all
 * tall and dark") and the given code's {@code Win} inside the engine's contract messages ("row
 * 3, all tall"), with the pieces and the groups those messages name ("tall light round
 * solid", "row 3", "square B2-C3"), in English; their Portuguese twins are in
 * {@link QuartoTraitWords_pt}. The grader says them only inside a message that another twin
 * matches, never as a message of their own: a student's engine may well refuse with a lone
 * "square".
 */
public class QuartoTraitWords extends ListResourceBundle {

    /**
     * The words by key.
     *
     * @return pairs of key and word, or pattern of words
     */
    @Override
    protected Object[][] getContents() {
        return new Object[][] {
            {"tall", "tall"},
            {"short", "short"},
            {"light", "light"},
            {"dark", "dark"},
            {"round", "round"},
            {"square", "square"},
            {"solid", "solid"},
            {"hollow", "hollow"},
            // BoardSteps.words joins the traits so, and the engine's Win.toString writes a win
            // so ("row 3, all tall and dark").
            {"and", "{0} and {1}"},
            {"win", "{0}, all {1}"},
            // The engine's Piece.toString names a piece by its four traits, and Group's names
            // ("row 3", "square B2-C3") are the rule book's; the steps say both so too.
            {"piece", "{0} {1} {2} {3}"},
            {"row", "row {0}"},
            {"column", "column {0}"},
            {"diagonal", "diagonal {0}"},
            {"two.by.two", "square {0}-{1}"},
        };
    }
}
