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
            {"play.no.book", "Aviso: {0}; o agente perfeito vai pesquisar cada jogada, o que leva"
                        + " minutos na abertura."},
            {"solve.position", "posição: {0}, joga o {1,choice,0#primeiro|1#segundo} jogador"},
            {"solve.empty.board", "o tabuleiro vazio"},
            {"solve.searched", "posições pesquisadas: {0}"},
            {"solve.time", "tempo: {0} ms"},
        };
    }
}
