package tabuleiro.grading.tournament.referee;

import java.util.ListResourceBundle;

/** Why a game was lost off the board, in Portuguese. */
public class RefereeTexts_pt extends ListResourceBundle {

    /**
     * The texts by key.
     *
     * @return pairs of key and {@code MessageFormat} pattern
     */
    @Override
    protected Object[][] getContents() {
        return new Object[][] {
            {"no.space", "a coluna {0} não é uma coluna com espaço"},
            {"not.quarto", "\"{0}\" não é uma jogada do Quarto: a casa onde vai a peça entregue,"
                        + " depois a peça que se entrega, como B3[p;"},
            {"not.placed", "a peça entregue, {0}, não é colocada: {1}"},
            {"nothing.to.place", "nenhuma peça foi entregue para colocar: a primeira jogada"
                        + " entrega uma, mas é {0}"},
            {"handed.after.end", "o jogo acabou com a colocação: depois dela não se entrega"
                        + " nenhuma peça, mas {0} entrega uma"},
            {"none.handed", "nenhuma peça é entregue: {0}"},
            {"not.qwirkle", "\"{0}\" não é uma jogada de Qwirkle: play e cada peça com a sua"
                        + " casa, trade e as peças, ou pass, como play A1 0,0 B1 0,1"},
            {"not.chess", "\"{0}\" não é uma jogada legal aqui: uma jogada é uma das jogadas"
                        + " legais do motor em UCI, como e2e4 ou e7e8q"},
            {"not.checkers", "\"{0}\" não é uma jogada legal aqui: uma jogada é uma das"
                        + " jogadas legais do motor nas casas numeradas do livro de regras, como"
                        + " 11-15 ou 15x24, ou resign"},
            {"interrupted", "interrompido"},
            {"no.move.in.time", "nenhuma jogada em {0} ms"},
            {"out.of.memory", "esgotou a memória"},
            {"jvm.ended", "a JVM do agente terminou (estado de saída {0})"},
            {"jvm.silent", "a JVM do agente deixou de responder"},
            {"jvm.not.started", "a JVM do agente não arrancou"},
            {"tournament.interrupted", "o torneio foi interrompido"},
            {"no.agent", "nenhum agente: {0}"},
            {"referee.line", "a linha do árbitro não é JOGO SEMENTE JOGADAS"},
            {"stack.overflow", "o código chamou-se a si próprio sem fim (um stack overflow)"},
        };
    }
}
