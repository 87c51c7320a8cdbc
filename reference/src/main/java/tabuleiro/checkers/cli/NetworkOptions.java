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
import tabuleiro.cli.ExitStatus;

/**
 * The options the {@code host} and {@code join} commands share, and the game they both play once
 * connected.
 */
final class NetworkOptions {

    @Option(names = "--variant", paramLabel = "RULES", defaultValue = "simplified",
            description = "The rules, ${COMPLETION-CANDIDATES}; both sides must agree. Default:"
                    + " ${DEFAULT-VALUE}.")
    Variant variant;

    @Option(names = "--timeout", paramLabel = "SECONDS", defaultValue = "600",
            description = "How long to wait for the other side to connect or to move."
                    + " Default: ${DEFAULT-VALUE}.")
    int timeout;

    @Option(names = "--agent", description = "Let the alpha-beta agent play this side.")
    boolean agent;

    /** Checks the options, or throws IllegalArgumentException saying which is wrong. */
    Duration checkedTimeout() {
        if (timeout < 1) {
            throw new IllegalArgumentException("--timeout must be at least 1 second, but "
                    + timeout + " was given");
        }
        return Duration.ofSeconds(timeout);
    }

    /**
     * Plays one game over the connection, in the terminal.
     *
     * @return the exit status: {@link ExitStatus#DONE} when the game ended or this side's player
     *     quit, {@link ExitStatus#FAILURE} when the colours could not be decided or the other
     *     side broke the protocol or the connection (the reason has been shown)
     */
    int play(Connection connection, PrintWriter out, PrintWriter err, String command) {
        TextUi ui = new TextUi(new InputStreamReader(System.in, Charset.defaultCharset()), out);
        boolean played = RemoteGame.play(connection, variant, new SecureRandom()::nextInt, ui,
                agent ? new AlphaBetaAgent(6) : ui.keyboard(), out).isPresent();
        if (!played || ui.ending() == TextUi.Ending.FAILED) {
            err.println(command + ": the game " + (played ? "stopped" : "could not start")
                    + " because of the other program or the connection, as said above.");
            return ExitStatus.FAILURE.code();
        }
        return ExitStatus.DONE.code();
    }
}
