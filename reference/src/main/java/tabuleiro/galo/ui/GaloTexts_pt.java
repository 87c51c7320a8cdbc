package tabuleiro.galo.ui;

import java.util.ListResourceBundle;

/** The words of Jogo do Galo's {@link TextUi} in Portuguese; {@link GaloTexts} in English. */
public class GaloTexts_pt extends ListResourceBundle {

    /**
     * The texts by key.
     *
     * @return pairs of key and {@code MessageFormat} pattern
     */
    @Override
    protected Object[][] getContents() {
        return new Object[][] {
            {"agent.human", "humano"},
            {"agent.random", "agente aleatório"},
            {"agent.perfect", "agente perfeito"},
            {"agent.other", "agente"},
            {"new.game", "Novo jogo. X: {0}. O: {1}."},
            {"to.play", "Vez do {0}."},
            {"plays", "{0} ({1}) joga em {2}."},
            {"wins", "{0} ganha com {1}."},
            {"draw", "Empate: o tabuleiro está cheio."},
            {"score", "Jogos ganhos: X {0}, O {1}; empates {2}."},
            {"stops", "O jogo termina aqui."},
            {"quit", "{0} desistiu."},
            {"input.ended", "A entrada terminou antes do jogo."},
            {"square.ask", "Casa (a1-c3, q para sair)? "},
            {"square.help", "Escreva o nome de uma casa vazia, a sua coluna de a a c e depois a"
                        + " sua linha de 1 a 3, para lá pôr a sua marca: {0}. Escreva q (ou sair)"
                        + " para parar o jogo."},
            {"square.again", "Escreva o nome de uma casa vazia, uma coluna de a a c e uma linha"
                        + " de 1 a 3, como b2; {0}."},
            {"problem.empty", "não escreveu nada"},
            {"problem.not.square", "\"{0}\" não é uma casa"},
            {"problem.taken", "{0} já tem {1}"},
            {"again.ask", "Jogar outra vez? (s/n) "},
            {"again.help", "Escreva s (ou sim, y, yes) para jogar outro jogo, n (ou não, nao,"
                        + " no) para parar."},
            {"again.retry", "Escreva s para jogar outra vez ou n para parar."},
            {"again.input.ended", "A entrada terminou: não há mais jogos."},
            {"again.no", "Não há mais jogos."},
            {"engine.broke", "O motor do jogo avariou: {0}"},
            {"engine.endless", "Já foram jogadas {0} marcas no motor do jogo, tantas quantas o"
                        + " tabuleiro leva, e ele ainda diz que o jogo não terminou: o motor está"
                        + " avariado."},
            {"engine.refused", "O motor do jogo recusou {0}, embora tivesse dito que a casa está"
                        + " vazia e que o jogo não terminou: {1} A interface cumpriu o contrato"
                        + " do motor, por isso a falha é do motor."},
            {"agent.unfinished", "{0} não está terminado: {1}"},
            {"agent.broke", "{0} avariou ao escolher uma jogada: {1}"},
            {"agent.bad.square", "{0} escolheu {1}, que não é uma casa vazia: o agente está"
                        + " avariado."},
            // The text equivalent of SvgBoard's picture of a board.
            {"picture.title", "Tabuleiro do Jogo do Galo: {0}"},
            {"picture.marks", "{0} {1,choice,0#nenhuma marca|1#1 marca em {2}|1<{1} marcas em"
                        + " {2}}"},
        };
    }
}
