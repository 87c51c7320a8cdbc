package tabuleiro.grading.games.galo;

import java.util.ListResourceBundle;

/**
 * Jogo do Galo's own words in Portuguese: the twin of {@link GaloWords}, key for key.
 */
public class GaloWords_pt extends ListResourceBundle {

    /**
     * The texts by key.
     *
     * @return pairs of key and {@code MessageFormat} pattern
     */
    @Override
    protected Object[][] getContents() {
        return new Object[][] {
            {"question.line", "a linha vencedora"},
            {"tournament.anchors", "A âncora aleatória marca qualquer casa vazia; a gulosa"
                        + " ganha já se puder, senão impede o seu agente de ganhar já."},
            {"referee.not.empty", "{0} não é uma casa vazia"},
        };
    }
}
