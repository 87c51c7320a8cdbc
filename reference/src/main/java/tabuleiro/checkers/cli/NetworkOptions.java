package tabuleiro.checkers.cli;

import java.io.InputStreamReader;
import java.io.PrintWriter;
import java.nio.charset.Charset;
import java.security.SecureRandom;
import java.time.Duration;
import picocli.CommandLine.Option;
import tabuleiro.checkers.AlphaBetaAgent;
import tabuleiro.checkers.Variant;
import tabuleiro.checkers.net.Connection;
import tabuleiro.checkers.net.RemoteGame;
import tabuleiro.checkers.ui.TextUi;

/**
 * The options the {@code host} and {@code join} commands share, and the game they both play once
 * connected.
 */
final class NetworkOptions {

    @Option(names = "--variant", paramLabel = "RULES", defaultValue = "simplified",
            description = "classic or simplified; both sides must agree. Default:"
                    + " ${DEFAULT-VALUE}.")
    String variant;

    @Option(names = "--timeout", paramLabel = "SECONDS", defaultValue = "600",
            description = "How long to wait for the other side to connect or to move."
                    + " Default: ${DEFAULT-VALUE}.")
    int timeout;

    @Option(names = "--agent", description = "Let the alpha-beta agent play this side.")
    boolean agent;

    /** Checks the options, or throws IllegalArgumentException saying which is wrong. */
    Duration checkedTimeout() {
        Variant.named(variant);
        if (timeout < 1) {
            throw new IllegalArgumentException("--timeout must be at least 1 second, but "
                    + timeout + " was given");
        }
        return Duration.ofSeconds(timeout);
    }

    /** Plays one game over the connection, in the terminal. */
    void play(Connection connection, PrintWriter out) {
        TextUi ui = new TextUi(new InputStreamReader(System.in, Charset.defaultCharset()), out);
        RemoteGame.play(connection, Variant.named(variant), new SecureRandom()::nextInt, ui,
                agent ? new AlphaBetaAgent(6) : ui.keyboard(), out);
    }
}
