package tabuleiro.qwirkle.ui;

import java.util.ListResourceBundle;

/** Qwirkle's refusals in Portuguese, twins of {@link QwirkleContracts}'s English ones. */
public class QwirkleContracts_pt extends ListResourceBundle {

    /**
     * The refusals by key.
     *
     * @return pairs of key and refusal pattern
     */
    @Override
    protected Object[][] getContents() {
        return new Object[][] {
            {"nothing", "nada foi escrito"},
            {"trade.empty", "trocar precisa das peças a devolver, como em trocar A1 B2"},
            {"pass.words", "passar não leva nada a seguir"},
            {"not.command", "\"{0}\" não é um comando: escreva jogar, trocar ou passar"},
            {"play.empty", "jogar precisa das peças com as suas casas, como em jogar A1 0,0 B1"
                        + " 0,1"},
            {"no.square", "{0} não tem casa: escreva cada peça e depois a sua casa, como em"
                        + " jogar A1 0,0"},
            {"not.tile", "\"{0}\" não é uma peça: uma peça é uma letra de forma A-F e um"
                        + " algarismo de cor 1-6, como A1"},
            {"not.square", "\"{0}\" não é uma casa: uma casa é linha,coluna, como 0,1 ou -1,2"},
            {"not.in.play", "\"{0}\" não é uma casa em jogo: a linha e a coluna de uma casa estão"
                        + " entre -{1} e {2}"},
            {"out.of.play", "a linha e a coluna de uma casa estão entre -{0} e {1}, mas foi dada"
                        + " {2}"},
            {"taken", "a casa {0} está ocupada"},
            {"taken.place", "a casa {0} está ocupada: ponha as peças em casas vazias"},
            {"named.twice", "a casa {0} é indicada duas vezes: uma peça por casa"},
            {"first.turn.size", "a primeira vez joga a linha mais longa da mão: {0} peças, não"
                        + " {1}"},
            {"first.turn", "a primeira vez joga a linha mais longa da mão: {0} peças"},
            {"one.line", "as peças de uma vez vão numa só linha ou numa só coluna"},
            {"gap", "as peças deixam um intervalo: com as peças entre elas têm de formar uma"
                        + " linha sem falhas"},
            {"touch", "as peças têm de tocar numa peça que já esteja no tabuleiro"},
            {"invalid.line", "a linha {0} não seria válida: uma linha é toda de uma cor ou toda"
                        + " de uma forma, sem peças repetidas"},
            {"not.in.hand", "{0} não está na sua mão: a sua mão tem {1}"},
            {"not.in.hand.cheat", "{0} não está na sua mão nem no saco: a sua mão tem {1}"},
            {"placed.twice", "{0} é jogada duas vezes mas a sua mão só tem {1} {2}"},
            {"placed.times", "{0} é jogada {1} vezes mas a sua mão só tem {2} {3}"},
            {"placed.twice.cheat", "{0} é jogada duas vezes mas a sua mão e o saco só têm {1}"
                        + " {2}"},
            {"placed.times.cheat", "{0} é jogada {1} vezes mas a sua mão e o saco só têm {2}"
                        + " {3}"},
            {"named.twice.trade", "{0} é indicada duas vezes mas a sua mão só tem {1} {2}"},
            {"named.times", "{0} é indicada {1} vezes mas a sua mão só tem {2} {3}"},
            {"placed.twice.one", "{0} é jogada duas vezes mas a sua mão só tem uma {1}"},
            {"placed.times.one", "{0} é jogada {1} vezes mas a sua mão só tem uma {2}"},
            {"placed.twice.cheat.one", "{0} é jogada duas vezes mas a sua mão e o saco só têm"
                        + " uma {1}"},
            {"placed.times.cheat.one", "{0} é jogada {1} vezes mas a sua mão e o saco só têm"
                        + " uma {2}"},
            {"named.twice.one", "{0} é indicada duas vezes mas a sua mão só tem uma {1}"},
            {"named.times.one", "{0} é indicada {1} vezes mas a sua mão só tem uma {2}"},
            {"trade.none", "indique uma ou mais peças da sua mão para trocar"},
            {"trade.not.held", "só pode trocar peças da sua mão: {0}"},
            {"trade.bag", "o saco só tem {0} peças: troque no máximo essas"},
            {"trade.bag.one", "o saco só tem 1 peça: troque no máximo essa"},
            {"pass.bag", "as regras oficiais só deixam passar quando não pode jogar uma peça nem"
                        + " trocar: jogue peças ou troque algumas"},
            {"pass.can.place", "ainda pode jogar uma peça: as regras oficiais só deixam passar"
                        + " quando não pode"},
            {"over", "o jogo acabou"},
        };
    }
}
