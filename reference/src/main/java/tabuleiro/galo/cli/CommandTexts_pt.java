package tabuleiro.galo.cli;

import java.util.ListResourceBundle;

/**
 * What the Jogo do Galo commands print themselves in Portuguese; {@link CommandTexts} in
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
        };
    }
}
