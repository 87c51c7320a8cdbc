package tabuleiro.checkers.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.net.ServerSocket;
import java.time.Duration;
import java.util.concurrent.Callable;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import tabuleiro.checkers.net.Connection;
import tabuleiro.cli.Languages;
import tabuleiro.ui.Language;
import tabuleiro.ui.Texts;

/**
 * The {@code checkers host} command: waits on a TCP port for the other player's program, then
 * plays one game with it (rules CHECKERS-25 to CHECKERS-27).
 *
 * <p>Exit status: 0 when a game was played to its end or the player quit, 1 when no game could
 * start or the other program broke the protocol or the connection, 2 for options that could not
 * be understood.
 */
@Command(name = "host",
        mixinStandardHelpOptions = true)
public final class HostCommand implements Callable<Integer> {

    @CommandLine.Spec
    private CommandLine.Model.CommandSpec spec;

    @Option(names = "--port", paramLabel = "N", required = true)
    private int port;

    @Mixin
    private NetworkOptions options = new NetworkOptions();

    @Override
    public Integer call() {
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        Language language = Languages.of(spec);
        Texts texts = Texts.of(CheckersCliTexts.class, language);
        Duration timeout;
        try {
            timeout = options.checkedTimeout(texts);
            if (port < 1 || port > 65_535) {
                throw new IllegalArgumentException(texts.text("port.out.of.range",
                        String.valueOf(port)));
            }
        } catch (IllegalArgumentException bad) {
            err.println("host: " + bad.getMessage());
            return 2;
        }
        Connection connection;
        try {
            ServerSocket server = new ServerSocket(port);
            out.println(texts.text("waiting", String.valueOf(port)));
            out.flush();
            connection = Connection.accept(server, timeout);
        } catch (IOException failure) {
            err.println("host: " + texts.text("no.game", Connection.explain(failure, timeout)));
            return 1;
        }
        return options.play(connection, out, err, "host", language);
    }
}
