package tabuleiro.grading.games.galo;

import java.util.ListResourceBundle;

/**
 * Jogo do Galo's own words, in English, through {@link tabuleiro.grading.model.Texts}: what the
 * self-check, the kit's README and the referee say of this game alone, which the module gives the
 * core ({@link GaloModule#words()}); the Portuguese words are in {@link GaloWords_pt}. The keys
 * are those of {@link tabuleiro.grading.spi.GameModule#words()}; the game has no property, so it
 * has no {@code property.*} or {@code guide.properties}.
 */
public class GaloWords extends ListResourceBundle {

    /**
     * The texts by key.
     *
     * @return pairs of key and {@code MessageFormat} pattern
     */
    @Override
    protected Object[][] getContents() {
        return new Object[][] {
            {"question.line", "the winning line"},
            {"tournament.anchors", "The random anchor marks any empty square; the greedy one"
                        + " wins at once if it can, else keeps your agent from winning at once."},
            {"referee.not.empty", "{0} is not an empty square"},
        };
    }
}
