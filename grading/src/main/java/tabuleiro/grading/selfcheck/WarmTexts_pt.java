package tabuleiro.grading.selfcheck;

import java.util.ListResourceBundle;

/** What {@code ./check} says in Portuguese when its warm check cannot answer. */
public class WarmTexts_pt extends ListResourceBundle {

    /**
     * The texts by key.
     *
     * @return pairs of key and {@code MessageFormat} pattern
     */
    @Override
    protected Object[][] getContents() {
        return new Object[][] {
            {"not.started.full", "a verificação quente não começou: o disco do kit está cheio"
                        + " ({0} KB livres)"},
            {"not.started", "a verificação quente não começou: veja {0}"},
            {"cold", "A verificação quente não pôde responder ({0}): esta verificação corre a"
                        + " frio, desde o início, e dá o mesmo veredicto, só que mais devagar."},
            {"cut", "A verificação quente terminou antes do seu veredicto ({0}): o que escreveu"
                        + " acima está incompleto. Esta verificação corre de novo a frio, desde o"
                        + " início:"},
        };
    }
}
