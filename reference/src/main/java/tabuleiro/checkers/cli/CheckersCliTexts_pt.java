package tabuleiro.checkers.cli;

import java.util.ListResourceBundle;

/** What the checkers commands say themselves in Portuguese; {@link CheckersCliTexts} in English. */
public class CheckersCliTexts_pt extends ListResourceBundle {

    /**
     * The texts by key.
     *
     * @return pairs of key and {@code MessageFormat} pattern
     */
    @Override
    protected Object[][] getContents() {
        return new Object[][] {
            {"max.moves.too.few", "--max-moves tem de ser pelo menos 1, mas foi dado {0}"},
            {"saved", "O jogo ficou guardado em {0}."},
            {"not.saved", "não foi possível guardar o jogo em {0}: {1}"},
            {"depth.too.small", "--depth tem de ser pelo menos 0, mas foi dado {0}"},
            {"depth.too.small.divide", "--depth tem de ser pelo menos 1 com --divide, mas foi"
                        + " dado {0}"},
            {"port.out.of.range", "--port tem de ser de 1 a 65535, mas foi dado {0}"},
            {"waiting", "À espera do outro jogador na porta {0}..."},
            {"no.game", "não há jogo: {0}"},
            {"not.an.address", "esperava-se HOST:PORT (máquina:porta), como localhost:4000, mas foi"
                        + " dado ''{0}''"},
            {"timeout.too.short", "--timeout tem de ser pelo menos 1 segundo, mas foi dado {0}"},
            {"network.stopped", "o jogo parou por causa do outro programa ou da ligação, como"
                        + " se disse acima."},
            {"network.not.started", "o jogo não pôde começar por causa do outro programa ou da"
                        + " ligação, como se disse acima."},
        };
    }
}
