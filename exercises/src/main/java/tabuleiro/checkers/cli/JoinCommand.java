package tabuleiro.checkers.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.time.Duration;
import java.util.concurrent.Callable;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Parameters;
import tabuleiro.checkers.net.Connection;
import tabuleiro.cli.Languages;
import tabuleiro.ui.Language;
import tabuleiro.ui.Texts;

/**
 * The {@code checkers join HOST:PORT} command: connects to a program started with
 * {@code checkers host}, then plays one game with it (rules CHECKERS-25 to CHECKERS-27).
 *
 * <p>Exit status: 0 when a game was played to its end or the player quit, 1 when no game could
 * start or the other program broke the protocol or the connection, 2 for arguments that could
 * not be understood.
 */
@Command(name = "join",
        mixinStandardHelpOptions = true)
public final class JoinCommand implements Callable<Integer> {

    @CommandLine.Spec
    private CommandLine.Model.CommandSpec spec;

    @Parameters(paramLabel = "HOST:PORT", descriptionKey = "address")
    private String address;

    @Mixin
    private NetworkOptions options = new NetworkOptions();

    @Override
    public Integer call() {
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        Language language = Languages.of(spec);
        Texts texts = Texts.of(CheckersCliTexts.class, language);
        Duration timeout;
        String host;
        int port;
        try {
            timeout = options.checkedTimeout(texts);
            int colon = address.lastIndexOf(':');
            if (colon <= 0 || !address.substring(colon + 1).matches("\\d{1,5}")) {
                throw new IllegalArgumentException(texts.text("not.an.address", address));
            }
            host = address.substring(0, colon);
            port = Integer.parseInt(address.substring(colon + 1));
        } catch (IllegalArgumentException bad) {
            err.println("join: " + bad.getMessage());
            return 2;
        }
        Connection connection;
        try {
            connection = Connection.join(host, port, timeout);
        } catch (IOException | IllegalArgumentException failure) {
            String why = failure instanceof IOException io ? Connection.explain(io, timeout)
                    : failure.getMessage();
            err.println("join: " + texts.text("no.game", why));
            return 1;
        }
        return options.play(connection, out, err, "join", language);
    }
}
