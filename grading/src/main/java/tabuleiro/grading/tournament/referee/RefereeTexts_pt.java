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
