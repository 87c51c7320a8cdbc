package tabuleiro.connectfour.cli;

import java.util.ListResourceBundle;

/**
 * What the Connect Four commands print themselves in Portuguese; {@link CommandTexts} in
 * English.
 */
public class CommandTexts_pt extends ListResourceBundle {

    /**
     * The texts by key.
     *
     * @return pairs of key and {@code MessageFormat} pattern
     */
    @Override
    protected Object[][] getContents() {
        return new Object[][] {
            {"play.seed", "Semente do agente aleatório: {0} (repita as mesmas jogadas com --seed"
                        + " {0})"},
            {"play.no.book", "O agente perfeito não tem livro de aberturas (falta o"
                        + " opening-book.bin.gz no class path, ou está danificado), por isso"
                        + " pesquisa cada jogada e leva minutos na abertura: volte a pôr o ficheiro"
                        + " em src/main/resources/tabuleiro/connectfour/solver/, ou faça um com"
                        + " connect-four book."},
            {"book.known", "{0}: {1,number,integer} posições já resolvidas"},
            {"book.saved", "profundidade {0}: {1,number,integer} posições ao fim de {2} min {3} s"
                        + " com {4,choice,1#1 thread|1<{4} threads}; {5}: {6,number,integer}"
                        + " bytes"},
            {"solve.position", "posição: {0}, joga o {1,choice,0#primeiro|1#segundo} jogador"},
            {"solve.empty.board", "o tabuleiro vazio"},
            {"solve.searched", "posições pesquisadas: {0}"},
            {"solve.time", "tempo: {0} ms"},
        };
    }
}
