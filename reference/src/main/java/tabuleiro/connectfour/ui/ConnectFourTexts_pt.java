package tabuleiro.connectfour.ui;

import java.util.ListResourceBundle;

/**
 * The words of Connect Four's {@link TextUi} in Portuguese; {@link ConnectFourTexts} in English.
 */
public class ConnectFourTexts_pt extends ListResourceBundle {

    /**
     * The texts by key.
     *
     * @return pairs of key and {@code MessageFormat} pattern
     */
    @Override
    protected Object[][] getContents() {
        return new Object[][] {
            {"player", "Jogador {0}"},
            {"agent.human", "humano"},
            {"agent.random", "agente aleatório"},
            {"agent.perfect", "agente perfeito"},
            {"agent.other", "agente"},
            {"new.game", "Novo jogo. Jogador 1 (X): {0}. Jogador 2 (O): {1}."},
            {"to.play", "Vez do {0} ({1})."},
            {"plays", "{0} ({1}) joga na coluna {2}."},
            {"wins", "{0} ganha com {1}."},
            {"draw", "Empate: a grelha está cheia."},
            {"score", "Jogos ganhos: jogador 1 {0}, jogador 2 {1}; empates {2}."},
            {"stops", "O jogo termina aqui."},
            {"quit", "{0} desistiu."},
            {"input.ended", "A entrada terminou antes do jogo."},
            {"column.ask", "Coluna (1-{0}, q para sair)? "},
            {"column.help", "Escreva o número de uma coluna com espaço, para largar nela uma"
                        + " peça: {0}. Escreva q (ou sair) para parar o jogo."},
            {"column.again", "Escreva o número de uma coluna de 1 a {0} que tenha espaço; {1}."},
            {"problem.empty", "não escreveu nada"},
            {"problem.not.number", "\"{0}\" não é um número"},
            {"problem.no.column", "não há coluna {0}"},
            {"problem.full", "a coluna {0} está cheia"},
            {"again.ask", "Jogar outra vez? (s/n) "},
            {"again.help", "Escreva s (ou sim, y, yes) para jogar outro jogo, n (ou não, nao,"
                        + " no) para parar."},
            {"again.retry", "Escreva s para jogar outra vez ou n para parar."},
            {"again.input.ended", "A entrada terminou: não há mais jogos."},
            {"again.no", "Não há mais jogos."},
            {"engine.broke", "O motor do jogo avariou: {0}"},
            {"engine.endless", "Já foram jogadas {0} peças no motor do jogo, tantas quantas a"
                        + " grelha leva, e ele ainda diz que o jogo não terminou: o motor está"
                        + " avariado."},
            {"engine.refused", "O motor do jogo recusou a coluna {0}, embora tivesse dito que a"
                        + " coluna tem espaço e que o jogo não terminou: {1} A interface cumpriu"
                        + " o contrato do motor, por isso a falha é do motor."},
            {"agent.unfinished", "{0} não está terminado: {1} O adversário do computador é esse"
                        + " exercício; entretanto, jogue contra uma pessoa: play --second human"
                        + " (ou --first human para o primeiro lugar)."},
            {"agent.broke", "{0} avariou ao escolher uma jogada: {1}"},
            {"agent.bad.column", "{0} escolheu a coluna {1}, que não é uma coluna com espaço: o"
                        + " agente está avariado."},
            // The text equivalent of SvgGrid's picture of a grid.
            {"picture.title", "Grelha do Quatro em Linha: {0}"},
            {"picture.discs", "jogador {0} ({0,choice,1#vermelhas|2#amarelas}) {1,choice,0#nenhuma"
                        + " peça|1#1 peça em {2}|1<{1} peças em {2}}"},
        };
    }
}
