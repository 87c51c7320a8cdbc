package tabuleiro.chess.cli;

import java.util.ListResourceBundle;

/** What the chess commands say themselves, in Portuguese; {@link ChessCommandTexts} in English. */
public class ChessCommandTexts_pt extends ListResourceBundle {

    /**
     * The texts by key.
     *
     * @return pairs of key and {@code MessageFormat} pattern
     */
    @Override
    protected Object[][] getContents() {
        return new Object[][] {
            {"depth.refused", "--depth é 1 ou mais, não {0,number,#}"},
            {"fen.refused", "--fen: {0}"},
            {"load.with.fen", "--load e --fen não podem ir juntos: um jogo guardado tem o seu"
                        + " próprio início"},
            {"load.unreadable", "--load {0}: não foi possível ler o jogo guardado ({1}), por isso"
                        + " nenhum jogo foi carregado"},
            {"perft.moves", "jogadas: {0,number,#}"},
            {"perft.time", "tempo: {0,number,#} ms"},
        };
    }
}
