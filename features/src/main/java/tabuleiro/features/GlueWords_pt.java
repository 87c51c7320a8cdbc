package tabuleiro.features;

import java.util.ListResourceBundle;

/** The step definitions' failure messages in Portuguese, twins of {@link GlueWords}'s. */
public class GlueWords_pt extends ListResourceBundle {

    /**
     * The messages by key.
     *
     * @return pairs of key and message pattern
     */
    @Override
    protected Object[][] getContents() {
        return new Object[][] {
            {"refused.unexpected", "O motor recusou a ação deste cenário com {0}: {1}\nmas o"
                        + " cenário esperava que ela fosse feita."},
            {"refused.unexpected.picture", "O motor recusou a ação deste cenário com {0}:"
                        + " {1}\nmas o cenário esperava que ela fosse feita.\n{2}"},
            {"not.refused", "A ação devia ter sido recusada porque {0}, mas o motor fê-la."},
            {"not.refused.picture", "A ação devia ter sido recusada porque {0}, mas o motor"
                        + " fê-la.\n{1}"},
            {"refused.other", "A ação devia ter sido recusada com {0} porque {1}, mas o motor"
                        + " lançou {2}: {3}"},
            {"not.refused.any", "A ação devia ter sido recusada, mas o motor fê-la."},
            {"not.refused.any.picture", "A ação devia ter sido recusada, mas o motor"
                        + " fê-la.\n{0}"},
            {"reason", "A ação foi recusada, mas a razão dada, ''{0}'', não diz ''{1}''."},
            {"c4.grid", "A grelha do motor (lida com valueAt) é:\n{0}"},
            {"c4.no.game", "(ainda não há jogo)"},
            {"c4.unreadable", "(não foi possível ler a grelha do motor: valueAt lançou {0}:"
                        + " {1})"},
            {"c4.setup", "Para preparar este cenário, as jogadas {0} foram jogadas a partir de"
                        + " um jogo novo para chegar à grelha\n{1}\nmas a grelha do motor (lida"
                        + " com valueAt) é:\n{2}"},
            {"c4.turn", "Neste cenário joga agora o {0}, mas o motor diz que é a vez do"
                        + " {1}.\n{2}"},
            {"c4.move.refused", "A jogada {0} de {1} (coluna {2}) foi recusada: {3}\n{4}"},
            {"c4.grid.should", "A grelha devia ser:\n{0}\nmas a grelha do motor (lida com"
                        + " valueAt) é:\n{1}"},
            {"c4.as.before", "O jogo devia estar exatamente como antes, mas {0}.\nAntes, a"
                        + " grelha era:\n{1}\nAgora é:\n{2}"},
            {"c4.space", "A coluna {0} devia ter espaço, mas hasSpace({1}) é false.\n{2}"},
            {"c4.full", "A coluna {0} está cheia, por isso hasSpace({1}) devia ser false, mas é"
                        + " true.\n{2}"},
            {"c4.returns", "play devia devolver o jogo que mudou, como o jogar do enunciado"
                        + " devolve o jogo atualizado, mas devolveu {0}"},
            {"c4.value", "valueAt devia responder {0}, mas respondeu {1}.\n{2}"},
            {"c4.has.space", "hasSpace devia responder {0}, mas respondeu {1}.\n{2}"},
            {"c4.all.values", "As {0} respostas de valueAt deviam ser {1}, mas as respostas"
                        + " foram {2}.\n{3}"},
            {"c4.counts", "valueAt devia responder 0 em {0} posições, 1 em {1} e 2 em {2}, e"
                        + " nada mais, mas respondeu 0 em {3}, 1 em {4}, 2 em {5} e outra coisa"
                        + " em {6}.\n{7}"},
            {"c4.next", "nextPlayer devia ser {0}, mas é {1}.\n{2}"},
            {"c4.goes.on", "O jogo devia continuar, mas isOver é true (vencedor: {0}).\n{1}"},
            {"c4.over", "O jogo devia ter acabado, mas isOver é false.\n{0}"},
            {"c4.nobody", "Ninguém devia ter ganho, mas winner é {0} e winningLine é {1}.\n{2}"},
            {"c4.line", "A linha vencedora devia ser {0} (de qualquer das pontas), mas"
                        + " winningLine é {1}.\n{2}"},
            {"c4.disagrees.after", "Depois da jogada {0} (coluna {1}), o que o motor diz não"
                        + " condiz com a sua grelha: {2}.\nA grelha (lida com valueAt) era:\n{3}"},
            {"c4.disagrees", "O que o motor diz não condiz com a sua grelha: {0}.\n{1}"},
            {"c4.null", "Game.newGame() devolveu null; tem de devolver um jogo novo."},
            {"text.ui.stopped", "As jogadas escritas deviam levar o jogo até ao fim, mas a"
                        + " interface de texto parou antes. A última coisa que escreveu foi:\n{0}"},
            {"text.ui.say", "A interface de texto devia dizer \"{0}\", mas não disse. A última"
                        + " coisa que escreveu foi:\n{1}"},
        };
    }
}
