package tabuleiro.grading.games.quarto;

import java.util.ListResourceBundle;

/**
 * Quarto's own words, in English, through {@link tabuleiro.grading.model.Texts}: what the
 * self-check, the guide and the kit's README say of this game alone, which the module gives the
 * core ({@link QuartoModule#words()}); the Portuguese words are in {@link QuartoWords_pt}.
 * The keys are those of {@link tabuleiro.grading.spi.GameModule#words()}.
 */
public class QuartoWords extends ListResourceBundle {

    /**
     * The texts by key.
     *
     * @return pairs of key and {@code MessageFormat} pattern
     */
    @Override
    protected Object[][] getContents() {
        return new Object[][] {
            {"property.linewin", "the game is won exactly when a full row, column or"
                        + " diagonal of your board holds four pieces that share a trait, and a"
                        + " line named as the winning group is one, with the traits they share"},
            {"property.squarewin", "in the brief''s game a full 2x2 square of four pieces"
                        + " that share a trait also wins, and a 2x2 square named as the winning"
                        + " group is one, with the traits they share"},
            {"property.quartotext", "your board drawn as the text board"
                        + " (BoardText.render) reads back (BoardText.parse) as the same pieces on"
                        + " the same squares"},
            {"question.chosen", "the piece chosen for the next player"},
            {"question.pool", "the pieces not yet played"},
            {"question.notation", "the notation of the last move"},
            {"question.win", "the winning group"},
            {"guide.properties", "the game is won exactly when a full row, column,"
                        + " diagonal or (in the brief''s game) 2x2 square of your board holds four"
                        + " pieces that share a trait, naming one such group and the traits they"
                        + " share, and your board drawn as text reads back the same"},
            {"tournament.anchors", "The random anchor plays any legal move; the greedy one wins at"
                        + " once if it can, else keeps your agent from winning at once."},
            {"referee.not.move", "\"{0}\" is not a Quarto move: the square the piece handed over"
                        + " goes on, then the piece handed on, such as B3[p;"},
            {"referee.not.placed", "the piece handed over, {0}, is not placed: {1}"},
            {"referee.nothing.to.place", "no piece was handed over to place: the first move hands"
                        + " one over, but it is {0}"},
            {"referee.handed.after.end", "the game ended with the placement: no piece is handed"
                        + " over after it, but {0} hands one"},
            {"referee.none.handed", "no piece is handed over: {0}"},
        };
    }
}
