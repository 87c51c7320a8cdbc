package tabuleiro.grading.games.checkers;

import java.util.ListResourceBundle;

/**
 * Checkers's own words in Portuguese: the twin of {@link CheckersWords}, key for key.
 */
public class CheckersWords_pt extends ListResourceBundle {

    /**
     * The texts by key.
     *
     * @return pairs of key and {@code MessageFormat} pattern
     */
    @Override
    protected Object[][] getContents() {
        return new Object[][] {
            {"property.kingcount", "a contagem das jogadas de dama sem captura para o"
                        + " empate sobe um depois de uma jogada de dama sem captura e volta a 0"
                        + " depois de uma captura ou de uma jogada de peão"},
            {"property.majority", "cada captura que o motor lista toma o máximo de peças"
                        + " que uma captura listada toma e, dessas, o máximo de damas"},
            {"property.pdnfen", "a posição que o motor escreve em FEN, lida de novo pelo"
                        + " seu próprio Fen.read, dá as mesmas peças e a mesma vez de jogar"},
            {"question.captured", "as peças que o último lance capturou"},
            {"question.kingmoves", "a contagem de lances de damas sem captura"},
            {"guide.properties", "uma captura de dama ou uma jogada de peão termina a"
                        + " contagem para o empate, cada captura listada toma o máximo de peças"
                        + " e depois o máximo de damas, e a FEN que o seu motor escreve lê-se de"
                        + " volta como a mesma posição (com finais de damas contra peões)"},
            {"kit.greedy", "mais material"},
            {"kit.greedy.in", "nas damas"},
            {"tournament.anchors", "A âncora aleatória joga qualquer lance legal; a gulosa ganha"
                        + " já se puder, senão captura já o máximo que puder (uma pedra 1, uma"
                        + " dama 3). Um jogo que ainda dure após {0,number,#} lances (dos dois"
                        + " lados) fica empatado."},
            {"referee.not.move", "\"{0}\" não é uma jogada legal aqui: uma jogada é uma das"
                        + " jogadas legais do motor nas casas numeradas do livro de regras, como"
                        + " 11-15 ou 15x24, ou resign"},
        };
    }
}
