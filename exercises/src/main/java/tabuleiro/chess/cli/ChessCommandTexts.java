package tabuleiro.chess.cli;

import java.util.ListResourceBundle;

/**
 * What the chess commands say themselves, in English ({@link ChessCommandTexts_pt} in
 * Portuguese): refusals of a command line and perft's counts. The screens of a game are the text
 * UI's ({@link tabuleiro.chess.ui.ChessTexts}).
 */
public class ChessCommandTexts extends ListResourceBundle {

    /**
     * The texts by key.
     *
     * @return pairs of key and {@code MessageFormat} pattern
     */
    @Override
    protected Object[][] getContents() {
        return new Object[][] {
            {"depth.refused", "--depth is 1 or more, not {0,number,#}"},
            {"fen.refused", "--fen: {0}"},
            {"load.with.fen", "--load and --fen cannot go together: a saved game has its own"
                        + " start"},
            {"load.unreadable", "--load {0}: the saved game cannot be read ({1}), so no game was"
                        + " loaded"},
            {"perft.moves", "moves: {0,number,#}"},
            {"perft.time", "time: {0,number,#} ms"},
        };
    }
}
