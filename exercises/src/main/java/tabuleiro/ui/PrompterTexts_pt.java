package tabuleiro.ui;

import java.util.ListResourceBundle;

/** The {@link Prompter}'s own words in Portuguese; {@link PrompterTexts} in English. */
public class PrompterTexts_pt extends ListResourceBundle {

    /**
     * The texts by key.
     *
     * @return pairs of key and {@code MessageFormat} pattern
     */
    @Override
    protected Object[][] getContents() {
        return new Object[][] {
            {"line.too.long", "Essa linha tinha mais de {0} caracteres, por isso não foi lida."
                        + " Escreva ajuda para ver o que se espera."},
            {"how.to.quit", "Escreva sair (ou quit) para parar."},
            {"input.unreadable", "Não foi possível ler a entrada: {0}"},
        };
    }
}
