package tabuleiro.checkers.cli;

import java.util.ListResourceBundle;

/**
 * What the checkers commands say themselves in English ({@link CheckersCliTexts_pt} in
 * Portuguese): bad option values, waiting for a peer, saving the game. The game's own screens
 * are the text UI's ({@link tabuleiro.checkers.ui.CheckersTexts}).
 */
public class CheckersCliTexts extends ListResourceBundle {

    /**
     * The texts by key.
     *
     * @return pairs of key and {@code MessageFormat} pattern
     */
    @Override
    protected Object[][] getContents() {
        return new Object[][] {
            {"max.moves.too.few", "--max-moves must be at least 1, but {0} was given"},
            {"saved", "The game is saved in {0}."},
            {"not.saved", "the game could not be saved in {0}: {1}"},
            {"depth.too.small", "--depth must be at least 0, but {0} was given"},
            {"depth.too.small.divide", "--depth must be at least 1 with --divide, but {0} was"
                        + " given"},
            {"port.out.of.range", "--port must be 1 to 65535, but {0} was given"},
            {"waiting", "Waiting for the other player on port {0}..."},
            {"no.game", "no game: {0}"},
            {"not.an.address", "expected HOST:PORT, such as localhost:4000, but ''{0}'' was"
                        + " given"},
            {"timeout.too.short", "--timeout must be at least 1 second, but {0} was given"},
            {"network.stopped", "the game stopped because of the other program or the"
                        + " connection, as said above."},
            {"network.not.started", "the game could not start because of the other program or"
                        + " the connection, as said above."},
        };
    }
}
