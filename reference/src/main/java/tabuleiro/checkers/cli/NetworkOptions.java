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
import tabuleiro.ui.Language;
import tabuleiro.ui.Texts;

/**
 * The options the {@code host} and {@code join} commands share, and the game they both play once
 * connected.
 */
final class NetworkOptions {

    // The descriptions are in CheckersHelp under keys of their own, which host and join share.
    @Option(names = "--variant", paramLabel = "RULES", defaultValue = "SIMPLIFIED",
            descriptionKey = "network.variant")
    Variant variant;

    @Option(names = "--timeout", paramLabel = "SECONDS", defaultValue = "600",
            descriptionKey = "network.timeout")
    int timeout;

    @Option(names = "--agent", descriptionKey = "network.agent")
    boolean agent;

    /** Checks the options, or throws IllegalArgumentException saying, in texts', which is wrong. */
    Duration checkedTimeout(Texts texts) {
        if (timeout < 1) {
            throw new IllegalArgumentException(texts.text("timeout.too.short",
                    String.valueOf(timeout)));
        }
        return Duration.ofSeconds(timeout);
    }

    /**
     * Plays one game over the connection, in the terminal, in a language.
     *
     * @return the exit status: {@link ExitStatus#DONE} when the game ended or this side's player
     *     quit, {@link ExitStatus#FAILURE} when the colours could not be decided or the other
     *     side broke the protocol or the connection (the reason has been shown)
     */
    int play(Connection connection, PrintWriter out, PrintWriter err, String command,
            Language language) {
        TextUi ui = new TextUi(new InputStreamReader(System.in, Charset.defaultCharset()), out,
                language);
        boolean played = RemoteGame.play(connection, variant, new SecureRandom()::nextInt, ui,
                agent ? new AlphaBetaAgent(6) : ui.keyboard(), out).isPresent();
        if (!played || ui.ending() == TextUi.Ending.FAILED) {
            err.println(command + ": " + Texts.of(CheckersCliTexts.class, language)
                    .text(played ? "network.stopped" : "network.not.started"));
            return ExitStatus.FAILURE.code();
        }
        return ExitStatus.DONE.code();
    }
}
