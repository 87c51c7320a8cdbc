package tabuleiro.features.qwirkle;

import java.util.ListResourceBundle;

/** The step definitions' failure messages in Portuguese, twins of {@link QwirkleGlueWords}'s. */
public class QwirkleGlueWords_pt extends ListResourceBundle {

    /**
     * The messages by key.
     *
     * @return pairs of key and message pattern
     */
    @Override
    protected Object[][] getContents() {
        return new Object[][] {
            {"w.as.one.tile", "[o passo joga uma peça] {0}"},
            {"w.as.turn", "[o cenário diz que é a vez do jogador {0}] {1}"},
            {"w.as.refusal", "[a recusa do motor] {0}"},
            {"w.as.should.refuse", "[o motor devia recusar esta jogada] {0}"},
            {"w.as.winners", "[os vencedores de um jogo que continua] {0}"},
            {"w.as.before.starter", "[os jogadores antes do que começa, que têm de ter linhas"
                        + " mais curtas] {0}"},
        };
    }
}
