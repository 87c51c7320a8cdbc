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
            {"reason.waits", "A ação foi recusada, mas a razão dada, ''{0}'', não diz"
                        + " ''{1}''.\n{2}"},
            {"c4.grid", "A grelha do motor (lida com valueAt) é:\n{0}"},
            {"c4.no.game", "(ainda não há jogo)"},
            {"c4.unreadable", "(não foi possível ler a grelha do motor: valueAt lançou {0}:"
                        + " {1})"},
            {"c4.setup", "Para preparar este cenário, as jogadas {0} foram jogadas a partir de"
                        + " um jogo novo para chegar à grelha\n{1}\nmas a grelha do motor (lida"
                        + " com valueAt) é:\n{2}"},
            {"c4.turn", "Neste cenário joga agora o jogador {0}, mas o motor diz que é a vez do"
                        + " jogador {1}.\n{2}"},
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
            {"c4.next", "nextPlayer devia ser o jogador {0}, mas é o jogador {1}.\n{2}"},
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
            {"c4.setup.columns", "Para preparar este cenário, as colunas {0} são jogadas a partir"
                        + " de um jogo novo, mas a jogada {1} (coluna {2}) foi recusada: {3}\n{4}"},
            {"c4.setup.elsewhere", "Para preparar este cenário, as colunas {0} são jogadas a"
                        + " partir de um jogo novo, mas depois da jogada {1} (coluna {2}) a linha"
                        + " {3} da coluna, a mais baixa vazia, continua vazia (valueAt é {4}):"
                        + " este exemplo espera pela regra C4-06 (play deixa cair a peça na"
                        + " posição vazia mais baixa).\n{5}"},
            {"c4.setup.contract", "Para preparar este cenário, as colunas {0} são jogadas a"
                        + " partir de um jogo novo, mas a jogada {1} (coluna {2}) quebrou um"
                        + " contrato de play: {3}\nA linha {4} da coluna, a mais baixa vazia,"
                        + " continua vazia (valueAt é {5}): este exemplo espera pela regra C4-06"
                        + " (play deixa cair a peça na posição vazia mais baixa).\n{6}"},
            {"c4.waits.setup", "{0}. A coluna {1} tem {2} peças, por isso tem espaço: este"
                        + " exemplo espera pela regra C4-05 (hasSpace)"},
            {"c4.waits.refused", "A coluna {0} tem {1} peças, por isso tem espaço: este exemplo"
                        + " espera pela regra C4-05 (hasSpace).\n{2}"},
            {"c4.agents.only", "A coluna {0} é a única com espaço, por isso todos os agentes"
                        + " deviam escolhê-la, mas os agentes escolheram {1}.\n{2}"},
            {"c4.agent.open", "Só as colunas {0} têm espaço, mas o agente escolheu {1}.\n{2}"},
            {"c4.agent.random", "Um agente aleatório devia escolher qualquer coluna com espaço,"
                        + " por isso em {0} escolhas cada uma das colunas {1} devia ser escolhida"
                        + " pelo menos {2} vezes, mas o agente escolheu {3}.\n{4}"},
            {"c4.agent.seventh", "Todas as colunas têm espaço, por isso cada uma devia ser"
                        + " escolhida cerca de uma vez em sete: em {0} escolhas, entre {1} e {2}"
                        + " vezes. Mas a coluna {3} foi escolhida {4} vezes (todas as escolhas:"
                        + " {5})."},
            {"c4.solver.counts", "O resolvedor devia dar a esta posição a pontuação {0} do lado"
                        + " do jogador {1}, que vai jogar, mas deu {2}. A posição são as jogadas"
                        + " \"{3}\".\n{4}"},
            {"c4.perfect", "O agente perfeito devia escolher a coluna {0}, mas escolheu a coluna"
                        + " {1}.\n{2}"},
            {"c4.won", "O jogador {0} devia ter ganho com {1}, mas isOver é {2} e winner é"
                        + " {3}.\n{4}"},
            {"c4.another", "outro objeto Game"},
            {"c4.differ", "{0}\nDiferem em {1}."},
            {"c4.changed.position", "a posição {0} tinha {1} e agora tem {2}"},
            {"c4.changed.over", "o jogo tinha acabado e agora não acabou"},
            {"c4.changed.not.over", "o jogo não tinha acabado e agora acabou"},
            {"c4.changed.winner", "o vencedor era {0} e agora é {1}"},
            {"c4.changed.line", "a linha vencedora era {0} e agora é {1}"},
            {"c4.changed.next", "o próximo jogador era o jogador {0} e agora é o jogador {1}"},
            {"c4.problem.counts", "a grelha tem {0} peças do jogador 1 e {1} do jogador 2, mas"
                        + " num jogo o jogador 1 tem tantas como o jogador 2 ou mais uma"},
            {"c4.problem.next", "nextPlayer diz jogador {0}, mas a grelha tem {1} peças do"
                        + " jogador 1 e {2} do jogador 2, por isso é a vez do jogador {3}"},
            {"c4.problem.floats", "a peça em {0} está no ar, por cima de uma casa vazia"},
            {"c4.problem.no.winner", "winner diz que ninguém ganhou, mas a grelha tem quatro em"
                        + " linha em {0}"},
            {"c4.problem.no.line", "ninguém ganhou, mas winningLine é {0}"},
            {"c4.problem.line", "winner diz jogador {0}, mas winningLine {1} não é um quatro em"
                        + " linha de peças do jogador {2}"},
            {"c4.problem.loser", "winner diz jogador {0}, mas o jogador {1} tem quatro em linha"
                        + " em {2}"},
            {"c4.problem.over", "isOver diz {0}, mas alguém tem quatro em linha ou a grelha está"
                        + " cheia"},
            {"c4.problem.not.over", "isOver diz {0}, mas ninguém tem quatro em linha e a grelha"
                        + " tem casas vazias"},
            {"c4.nobody.value", "ninguém"},
            {"reason.over", "o jogo acabou"},
            {"reason.column.full", "a coluna {0} está cheia"},
            {"reason.no.column", "não há coluna {0}"},
            {"reason.no.row", "não há linha {0}"},
            {"reason.turn", "é a vez do jogador {0}"},
            // A failure that says which rule its example waits on, when the grid shows it.
            {"c4.waits.win.after", "{0}\nA grelha tem quatro em linha do jogador {1} em {2}, mas"
                        + " o motor não dá vencedor: este exemplo espera pela regra C4-09 (quatro"
                        + " em linha ganham, na horizontal, na vertical ou numa diagonal) e pela"
                        + " C4-10 (a vitória acaba o jogo).\n{3}"},
            {"c4.won.waits", "O jogador {0} devia ter ganho com {1}, mas isOver é {2} e winner é"
                        + " {3}.\nA grelha tem quatro em linha do jogador {4} em {5}, mas o motor"
                        + " não dá vencedor: este exemplo espera pela regra C4-09 (quatro em linha"
                        + " ganham, na horizontal, na vertical ou numa diagonal) e pela C4-10 (a"
                        + " vitória acaba o jogo).\n{6}"},
            {"text.ui.stopped.waits.win", "As jogadas escritas deviam levar o jogo até ao fim,"
                        + " mas a interface de texto parou antes. A última coisa que escreveu"
                        + " foi:\n{0}\nA grelha tem quatro em linha do jogador {1} em {2}, mas o"
                        + " motor não dá vencedor: este exemplo espera pela regra C4-09 (quatro em"
                        + " linha ganham, na horizontal, na vertical ou numa diagonal) e pela"
                        + " C4-10 (a vitória acaba o jogo)."},
            {"c4.waits.full.after", "{0}\nA grelha está cheia sem quatro em linha, mas o motor diz"
                        + " que o jogo continua: este exemplo espera pela regra C4-11 (uma grelha"
                        + " cheia sem quatro em linha é um empate).\n{1}"},
            {"text.ui.stopped.waits.full", "As jogadas escritas deviam levar o jogo até ao fim,"
                        + " mas a interface de texto parou antes. A última coisa que escreveu"
                        + " foi:\n{0}\nA grelha está cheia sem quatro em linha, mas o motor diz"
                        + " que o jogo continua: este exemplo espera pela regra C4-11 (uma grelha"
                        + " cheia sem quatro em linha é um empate)."},
            {"c4.waits.turn.after", "{0}\nA grelha tem {1} peças do jogador 1 e {2} do jogador"
                        + " 2, por isso joga o jogador {3}, mas nextPlayer é {4}: este exemplo"
                        + " espera pela regra C4-12 (nextPlayer segue a alternância da C4-04)."
                        + "\n{5}"},
            {"text.ui.stopped.waits.turn", "As jogadas escritas deviam levar o jogo até ao fim,"
                        + " mas a interface de texto parou antes. A última coisa que escreveu"
                        + " foi:\n{0}\nA grelha tem {1} peças do jogador 1 e {2} do jogador 2, por"
                        + " isso joga o jogador {3}, mas nextPlayer é {4}: este exemplo espera pela"
                        + " regra C4-12 (nextPlayer segue a alternância da C4-04)."},
            {"text.ui.say.waits.turn", "A interface de texto devia dizer \"{0}\", mas não disse."
                        + " A última coisa que escreveu foi:\n{1}\nA grelha tem {2} peças do"
                        + " jogador 1 e {3} do jogador 2, por isso joga o jogador {4}, mas"
                        + " nextPlayer é {5}: este exemplo espera pela regra C4-12 (nextPlayer"
                        + " segue a alternância da C4-04)."},
            {"c4.differ.waits.space", "{0}\nDiferem em {1}.\nA coluna {2} tem {3} peças, mas"
                        + " hasSpace é false: este exemplo espera pela regra C4-05 (hasSpace)."},
            // As regras que um exemplo do Jogo do Galo espera, lidas do tabuleiro.
            {"galo.board", "O tabuleiro, como markAt o responde:\n{0}"},
            {"galo.board.after", "{0}\nO tabuleiro, como markAt o responde:\n{1}"},
            {"galo.state", "{0}\nnextMark() é {1}, result() é {2}"},
            {"galo.waits.row", "{0}\nO tabuleiro tem {1} em {2}, três numa linha, mas result() é"
                        + " {3}: este exemplo espera pela regra GALO-06 (três marcas de um jogador"
                        + " ao longo de uma linha ganham)."},
            {"galo.waits.column", "{0}\nO tabuleiro tem {1} em {2}, três numa coluna, mas"
                        + " result() é {3}: este exemplo espera pela regra GALO-07 (três marcas de"
                        + " um jogador ao longo de uma coluna ganham)."},
            {"galo.waits.diagonal", "{0}\nO tabuleiro tem {1} em {2}, três numa diagonal, mas"
                        + " result() é {3}: este exemplo espera pela regra GALO-08 (três marcas de"
                        + " um jogador ao longo de qualquer das diagonais ganham)."},
            {"galo.waits.row.line", "{0}\nO tabuleiro tem {1} em {2}, três numa linha, e result()"
                        + " é {3}, mas winningLine() é {4}: este exemplo espera pela regra GALO-06"
                        + " (três marcas de um jogador ao longo de uma linha ganham)."},
            {"galo.waits.column.line", "{0}\nO tabuleiro tem {1} em {2}, três numa coluna, e"
                        + " result() é {3}, mas winningLine() é {4}: este exemplo espera pela regra"
                        + " GALO-07 (três marcas de um jogador ao longo de uma coluna ganham)."},
            {"galo.waits.diagonal.line", "{0}\nO tabuleiro tem {1} em {2}, três numa diagonal, e"
                        + " result() é {3}, mas winningLine() é {4}: este exemplo espera pela regra"
                        + " GALO-08 (três marcas de um jogador ao longo de qualquer das diagonais"
                        + " ganham)."},
            {"galo.waits.draw", "{0}\nO tabuleiro tem uma casa vazia, {1}, e nenhuma linha de"
                        + " três, mas result() é {2}: este exemplo espera pela regra GALO-09 (um"
                        + " tabuleiro com uma casa vazia não é um empate)."},
            {"galo.waits.full", "{0}\nO tabuleiro está cheio sem nenhuma linha de três, mas"
                        + " result() é {1}: este exemplo espera pela regra GALO-09 (um tabuleiro"
                        + " cheio sem três em linha é um empate)."},
            {"galo.waits.first", "{0}\nO tabuleiro tem {1} X e {2} O, por isso joga {3}, mas"
                        + " nextMark() é {4}: este exemplo espera pela regra GALO-02 (o X joga"
                        + " primeiro)."},
            {"galo.waits.name", "{0}\nSquare.parse(\"{1}\") recusa-o, mas \"{2}\" é o nome da"
                        + " casa {3}: este exemplo espera pela regra GALO-05 (uma casa é nomeada"
                        + " pela letra da sua coluna, em maiúscula ou minúscula, e depois pelo"
                        + " número da sua linha)."},
            {"galo.waits.name.read", "{0}\nSquare.parse(\"{1}\") lê {2}, mas \"{3}\" é o nome"
                        + " da casa {4}: este exemplo espera pela regra GALO-05 (uma casa é"
                        + " nomeada pela letra da sua coluna, em maiúscula ou minúscula, e depois"
                        + " pelo número da sua linha)."},
            {"galo.waits.turn", "{0}\nO tabuleiro tem {1} X e {2} O, por isso joga {3}, mas"
                        + " nextMark() é {4}: este exemplo espera pela regra GALO-03 (os"
                        + " jogadores alternam, X e depois O)."},
        };
    }
}
