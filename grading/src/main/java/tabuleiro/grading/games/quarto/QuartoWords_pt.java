package tabuleiro.grading.games.quarto;

import java.util.ListResourceBundle;

/**
 * Quarto's own words in Portuguese: the twin of {@link QuartoWords}, key for key.
 */
public class QuartoWords_pt extends ListResourceBundle {

    /**
     * The texts by key.
     *
     * @return pairs of key and {@code MessageFormat} pattern
     */
    @Override
    protected Object[][] getContents() {
        return new Object[][] {
            {"property.linewin", "o jogo está ganho exatamente quando uma linha, coluna"
                        + " ou diagonal cheia do seu tabuleiro tem quatro peças com uma"
                        + " característica em comum, e uma linha dada como o grupo vencedor é"
                        + " uma delas, com as características que têm em comum"},
            {"property.squarewin", "no jogo do enunciado um quadrado 2x2 cheio de quatro"
                        + " peças com uma característica em comum também ganha, e um quadrado"
                        + " 2x2 dado como o grupo vencedor é um deles, com as características"
                        + " que têm em comum"},
            {"property.quartotext", "o seu tabuleiro desenhado em texto"
                        + " (BoardText.render) lê-se de volta (BoardText.parse) com as mesmas"
                        + " peças nas mesmas casas"},
            {"question.chosen", "a peça escolhida para o próximo jogador"},
            {"question.pool", "as peças ainda por jogar"},
            {"question.notation", "a notação do último lance"},
            {"question.win", "o grupo vencedor"},
            {"guide.properties", "o jogo está ganho exatamente quando uma linha, coluna,"
                        + " diagonal ou (no jogo do enunciado) quadrado 2x2 cheio do seu tabuleiro"
                        + " tem quatro peças com uma característica em comum, dando um desses"
                        + " grupos e as características que têm em comum, e o seu tabuleiro"
                        + " desenhado em texto lê-se de volta igual"},
            {"tournament.anchors", "A âncora aleatória joga qualquer jogada legal; a gulosa ganha"
                        + " já se puder, senão impede o seu agente de ganhar já."},
            {"referee.not.move", "\"{0}\" não é uma jogada do Quarto: a casa onde vai a peça"
                        + " entregue, depois a peça que se entrega, como B3[p;"},
            {"referee.not.placed", "a peça entregue, {0}, não é colocada: {1}"},
            {"referee.nothing.to.place", "nenhuma peça foi entregue para colocar: a primeira"
                        + " jogada entrega uma, mas é {0}"},
            {"referee.handed.after.end", "o jogo acabou com a colocação: depois dela não se"
                        + " entrega nenhuma peça, mas {0} entrega uma"},
            {"referee.none.handed", "nenhuma peça é entregue: {0}"},
        };
    }
}
