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
            {"w.as.ui.typed", "[o que a interface de texto escreveu, com o que foi escrito:\n{0}]"
                        + " {1}"},
            {"w.as.turn", "[o cenário diz que é a vez do jogador {0}] {1}"},
            {"w.as.refusal", "[a recusa do motor] {0}"},
            {"w.as.should.refuse", "[o motor devia recusar esta jogada] {0}"},
            {"w.as.winners", "[os vencedores de um jogo que continua] {0}"},
            {"w.as.before.starter", "[os jogadores antes do que começa, que têm de ter linhas"
                        + " mais curtas] {0}"},
            {"w.as.waits.alone", "[O motor pontua a peça em {0} como uma linha sozinha ao lado"
                        + " das outras linhas da jogada, mas uma peça só vale sozinha quando não"
                        + " tem vizinhas: este exemplo espera pela regra QWIRKLE-09 (um ponto por"
                        + " peça de cada linha formada ou prolongada).] {1}"},
            {"w.as.waits.qwirkle", "[O motor pontua o Qwirkle de {0} a {1} com {2} pontos, mas"
                        + " uma linha de seis vale 12, as suas seis peças e um bónus de seis: este"
                        + " exemplo espera pela regra QWIRKLE-10 (um Qwirkle vale 12).] {3}"},
            {"w.as.waits.line", "[O motor pontua a linha de {0} a {1} com {2} pontos, mas as suas"
                        + " {3} peças valem {3}: este exemplo espera pela regra QWIRKLE-09 (um"
                        + " ponto por peça de cada linha formada ou prolongada).] {4}"},
            {"w.line.waits.valid", "{0}\nA jogada forma a linha {1}, que as regras permitem, mas"
                        + " Lines.isValid é false: este exemplo espera pela regra QWIRKLE-06 (uma"
                        + " linha é toda de uma cor ou toda de uma forma, sem peças repetidas)."},
            {"w.refused.placement", "O motor recusou a jogada {0}: {1}"},
            {"w.setup.refused.placement", "Para preparar este cenário, o motor recusou a jogada"
                        + " {0}: {1}"},
            {"w.line.waits.twice", "{0}\nA jogada forma a linha {1}, que tem {2} duas vezes: este"
                        + " exemplo espera pela regra QWIRKLE-06 (uma linha não tem a mesma peça"
                        + " duas vezes)."},
            {"w.hand.waits.placed", "{0}\nDepois de jogar, {1} fica com uma mão de {2} e o saco"
                        + " tem ainda {3}: este exemplo espera pela regra QWIRKLE-11 (depois de"
                        + " jogar, o jogador tira peças do saco até ter seis ou o saco ficar"
                        + " vazio)."},
            {"w.hand.waits.traded", "{0}\nDepois de trocar, {1} fica com uma mão de {2}, e não"
                        + " de {3} como antes: este exemplo espera pela regra QWIRKLE-12 (trocar"
                        + " tira do saco tantas peças quantas devolve)."},
            {"w.as.waits.placed", "[Depois de jogar, {0} fica com uma mão de {1} e o saco tem"
                        + " ainda {2}: este exemplo espera pela regra QWIRKLE-11 (depois de jogar,"
                        + " o jogador tira peças do saco até ter seis ou o saco ficar vazio).]"
                        + " {3}"},
            {"w.as.waits.traded", "[Depois de trocar, {0} fica com uma mão de {1}, e não de {2}"
                        + " como antes: este exemplo espera pela regra QWIRKLE-12 (trocar tira do"
                        + " saco tantas peças quantas devolve).] {3}"},
            {"w.as.ui.typed.waits", "[{0}\no que a interface de texto escreveu, com o que foi"
                        + " escrito:\n{1}] {2}"},
            {"w.hand.placed", "Depois de jogar, {0} fica com uma mão de {1} e o saco tem ainda"
                        + " {2}: este exemplo espera pela regra QWIRKLE-11 (depois de jogar, o"
                        + " jogador tira peças do saco até ter seis ou o saco ficar vazio)."},
            {"w.hand.traded", "Depois de trocar, {0} fica com uma mão de {1}, e não de {2} como"
                        + " antes: este exemplo espera pela regra QWIRKLE-12 (trocar tira do saco"
                        + " tantas peças quantas devolve)."},
        };
    }
}
