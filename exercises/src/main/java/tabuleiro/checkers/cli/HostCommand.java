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

/**
 * The {@code checkers host} command: waits on a TCP port for the other player's program, then
 * plays one game with it (rules CHECKERS-25 to CHECKERS-27).
 *
 * <p>Exit status: 0 when a game was played to its end or the player quit, 1 when no game could
 * start or the other program broke the protocol or the connection, 2 for options that could not
 * be understood.
 */
@Command(name = "host",
        mixinStandardHelpOptions = true,
        description = "Wait for the other player's program to connect, then play over the network.")
public final class HostCommand implements Callable<Integer> {

    @CommandLine.Spec
    private CommandLine.Model.CommandSpec spec;

    @Option(names = "--port", paramLabel = "N", required = true,
            description = "The TCP port to listen on, 1 to 65535.")
    private int port;

    @Mixin
    private NetworkOptions options = new NetworkOptions();

    @Override
    public Integer call() {
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        Duration timeout;
        try {
            timeout = options.checkedTimeout();
            if (port < 1 || port > 65_535) {
                throw new IllegalArgumentException("--port must be 1 to 65535, but " + port
                        + " was given");
            }
        } catch (IllegalArgumentException bad) {
            err.println("host: " + bad.getMessage());
            return 2;
        }
        Connection connection;
        try {
            ServerSocket server = new ServerSocket(port);
            out.println("Waiting for the other player on port " + port + "...");
            out.flush();
            connection = Connection.accept(server, timeout);
        } catch (IOException failure) {
            err.println("host: no game: " + Connection.explain(failure, timeout));
            return 1;
        }
        return options.play(connection, out, err, "host");
    }
}
