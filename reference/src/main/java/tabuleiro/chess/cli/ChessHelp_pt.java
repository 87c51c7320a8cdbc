package tabuleiro.chess.cli;

import java.util.ListResourceBundle;

/** The help of the chess commands in Portuguese; {@link ChessHelp} in English. */
public class ChessHelp_pt extends ListResourceBundle {

    /**
     * The help texts by picocli's keys.
     *
     * @return pairs of key and text
     */
    @Override
    protected Object[][] getContents() {
        return new Object[][] {
            {"tabuleiro.chess.usage.description", "Xadrez: jogue-o, ou conte a árvore de jogadas"
                        + " de uma posição (perft)."},
            {"tabuleiro.chess.play.usage.description", "Jogue xadrez no terminal, uma pessoa ou o"
                        + " computador em cada lugar.%nEscreva as jogadas como e2>>e4, e2e4 ou em"
                        + " SAN (Nf3). Comandos, em português ou em inglês, em maiúsculas ou"
                        + " minúsculas: RENDER (resign); EMPATE (draw)"
                        + " reclama ou propõe o empate; PAUSAR (pause) guarda o jogo e para; sair"
                        + " (quit) também guarda e para, tal como o fim da entrada; ajuda (help,"
                        + " ?) em qualquer pergunta."},
            {"tabuleiro.chess.play.white", "Quem joga com as brancas: ${COMPLETION-CANDIDATES}."
                        + " Por omissão: ${DEFAULT-VALUE}."},
            {"tabuleiro.chess.play.black", "Quem joga com as pretas: ${COMPLETION-CANDIDATES}."
                        + " Por omissão: ${DEFAULT-VALUE}."},
            {"tabuleiro.chess.play.depth", "Quantas jogadas à frente o computador vê. Por"
                        + " omissão: ${DEFAULT-VALUE}."},
            {"tabuleiro.chess.play.save", "Onde uma pausa ou uma saída guarda o jogo. Por"
                        + " omissão: o ficheiro de --load, senão um ficheiro novo em"
                        + " ~/.tabuleiro/chess/ com o nome da hora."},
            {"tabuleiro.chess.play.load", "Continua o jogo guardado em FILE (e guarda-o lá de"
                        + " novo)."},
            {"tabuleiro.chess.play.fen", "Começa nesta posição."},
            {"tabuleiro.chess.perft.usage.description", "Conte as sequências de jogadas de um"
                        + " dado comprimento a partir de uma posição (perft).%nO total fica na"
                        + " última linha; --divide mostra antes a contagem de cada jogada."},
            {"tabuleiro.chess.perft.depth", "Quantas jogadas (meias-jogadas) ver à frente, 1 ou"
                        + " mais."},
            {"tabuleiro.chess.perft.fen", "A posição. Por omissão: a posição inicial."},
            {"tabuleiro.chess.perft.divide", "Mostra também cada jogada legal (UCI) com a contagem"
                        + " abaixo dela."},
        };
    }
}
