package tabuleiro.checkers.cli;

import java.util.ListResourceBundle;

/** The help of the checkers commands in Portuguese; {@link CheckersHelp} in English. */
public class CheckersHelp_pt extends ListResourceBundle {

    /**
     * The help texts by picocli's keys.
     *
     * @return pairs of key and text
     */
    @Override
    protected Object[][] getContents() {
        return new Object[][] {
            {"tabuleiro.checkers.usage.description", "Damas (Damas Clássicas): jogue sozinho,"
                        + " contra o agente ou em rede, ou conte as jogadas com perft."},
            {"tabuleiro.checkers.play.usage.description.0", "Jogar damas no terminal: escreva a"
                        + " casa onde está uma peça e a"},
            {"tabuleiro.checkers.play.usage.description.1", "casa para onde vai. Por omissão"
                        + " joga com os dois lados (damas solitárias)."},
            {"tabuleiro.checkers.play.variant", "As regras: ${COMPLETION-CANDIDATES}. Por"
                        + " omissão: ${DEFAULT-VALUE}."},
            {"tabuleiro.checkers.play.white", "Quem joga com as Brancas: human (uma pessoa) ou"
                        + " agent (o agente). Por omissão: ${DEFAULT-VALUE}."},
            {"tabuleiro.checkers.play.black", "Quem joga com as Pretas: human (uma pessoa) ou"
                        + " agent (o agente). Por omissão: ${DEFAULT-VALUE}."},
            {"tabuleiro.checkers.play.depth", "Quantas jogadas à frente o agente vê. Por omissão:"
                        + " ${DEFAULT-VALUE}."},
            {"tabuleiro.checkers.play.position", "Começar nesta posição, em PDN FEN, em vez da"
                        + " inicial."},
            {"tabuleiro.checkers.play.pdn", "No fim, guardar o jogo em PDN neste ficheiro."},
            {"tabuleiro.checkers.play.max-moves", "Parar a sessão sem resultado ao fim de N"
                        + " jogadas, 1 ou mais. Por omissão: 200 quando os dois lados são"
                        + " agentes (as regras simplificadas não têm empate), sem limite nos"
                        + " outros casos."},
            {"tabuleiro.checkers.host.usage.description", "Esperar que o programa do outro"
                        + " jogador se ligue, e depois jogar em rede."},
            {"tabuleiro.checkers.host.port", "A porta TCP onde esperar, de 1 a 65535."},
            {"tabuleiro.checkers.join.usage.description", "Ligar ao programa do outro jogador"
                        + " (lançado com host) e jogar."},
            {"tabuleiro.checkers.join.address", "Onde o outro programa está à espera."},
            {"network.variant", "As regras, ${COMPLETION-CANDIDATES}; os dois lados têm de"
                        + " concordar. Por omissão: ${DEFAULT-VALUE}."},
            {"network.timeout", "Quanto tempo esperar que o outro lado se ligue ou jogue. Por"
                        + " omissão: ${DEFAULT-VALUE}."},
            {"network.agent", "Deixar o agente alfa-beta jogar por este lado."},
            {"tabuleiro.checkers.perft.usage.description.0", "Contar as sequências de jogadas de"
                        + " um dado comprimento (perft)."},
            {"tabuleiro.checkers.perft.usage.description.1", "O total está na última linha."},
            {"tabuleiro.checkers.perft.variant", "As regras: ${COMPLETION-CANDIDATES}. Por"
                        + " omissão: ${DEFAULT-VALUE}."},
            {"tabuleiro.checkers.perft.depth", "Quantas jogadas de profundidade, 0 ou mais (1 ou"
                        + " mais com --divide)."},
            {"tabuleiro.checkers.perft.position", "A posição em PDN FEN. Por omissão: a posição"
                        + " inicial."},
            {"tabuleiro.checkers.perft.divide", "Listar primeiro cada jogada legal e a sua"
                        + " contagem."},
        };
    }
}
