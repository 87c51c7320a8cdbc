package tabuleiro.checkers.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.DataOutputStream;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.net.ServerSocket;
import java.net.Socket;
import org.junit.jupiter.api.Test;
import picocli.CommandLine;
import tabuleiro.Tabuleiro;

class NetworkCommandsTest {

    private final StringWriter out = new StringWriter();
    private final StringWriter err = new StringWriter();

    private int run(String... args) {
        CommandLine command = Tabuleiro.commandLine();
        command.setOut(new PrintWriter(out, true));
        command.setErr(new PrintWriter(err, true));
        return command.execute(args);
    }

    @Test
    void badArgumentsAreExplained() {
        assertThat(run("checkers", "join", "nowhere")).isEqualTo(2);
        assertThat(err.toString()).contains("expected HOST:PORT");
        assertThat(run("checkers", "join", "localhost:80", "--timeout", "0")).isEqualTo(2);
        assertThat(err.toString()).contains("at least 1 second");
        assertThat(run("checkers", "host", "--port", "70000")).isEqualTo(2);
        assertThat(err.toString()).contains("--port must be 1 to 65535");
        assertThat(run("checkers", "host", "--port", "4000", "--variant", "x")).isEqualTo(2);
        assertThat(run("checkers", "play", "--variant", "x")).isEqualTo(2);
        assertThat(run("checkers", "play", "--position", "W:W1")).isEqualTo(2);
        assertThat(run("checkers", "play", "--max-moves", "0")).isEqualTo(2);
        assertThat(err.toString()).contains("expected one of classic, simplified but was");
        assertThat(err.toString()).contains("character",
                "--max-moves must be at least 1");
    }

    /** A program on the other end that draws a negative number: a protocol error. */
    private static Thread peerSending(int port, int... numbers) {
        Thread peer = new Thread(() -> {
            for (int attempt = 0; attempt < 100; attempt++) {
                try (Socket socket = new Socket("localhost", port)) {
                    DataOutputStream out = new DataOutputStream(socket.getOutputStream());
                    for (int number : numbers) {
                        out.writeInt(number);
                    }
                    out.flush();
                    socket.getInputStream().readAllBytes();
                    return;
                } catch (IOException notYet) {
                    try {
                        Thread.sleep(50);
                    } catch (InterruptedException stop) {
                        return;
                    }
                }
            }
        });
        peer.setDaemon(true);
        peer.start();
        return peer;
    }

    private static int freePort() throws IOException {
        try (ServerSocket probe = new ServerSocket(0)) {
            return probe.getLocalPort();
        }
    }

    @Test
    void aProtocolErrorOfTheOtherProgramIsAFailure() throws IOException {
        int port = freePort();
        peerSending(port, -5);
        assertThat(run("checkers", "host", "--port", String.valueOf(port), "--timeout", "5"))
                .isEqualTo(1);
        assertThat(out.toString()).contains("the numbers drawn are never negative");
        assertThat(err.toString()).contains("host: the game could not start");
        int second = freePort();
        peerSending(second, Integer.MAX_VALUE, 2, 6, 1, 5, 1);
        assertThat(run("checkers", "host", "--port", String.valueOf(second), "--timeout", "5"))
                .isEqualTo(1);
        assertThat(out.toString()).contains("which is not a dark square");
        assertThat(err.toString()).contains("host: the game stopped");
    }

    @Test
    void noGameWhenNobodyListensOrThePortIsTaken() throws IOException {
        try (ServerSocket taken = new ServerSocket(0)) {
            int port = taken.getLocalPort();
            assertThat(run("checkers", "host", "--port", String.valueOf(port))).isEqualTo(1);
            assertThat(err.toString()).contains("host: no game");
        }
        int closed;
        try (ServerSocket probe = new ServerSocket(0)) {
            closed = probe.getLocalPort();
        }
        assertThat(run("checkers", "join", "localhost:" + closed, "--timeout", "1")).isEqualTo(1);
        assertThat(err.toString()).contains("join: no game: nobody is waiting");
        assertThat(run("checkers", "join", "localhost:0", "--timeout", "1")).isEqualTo(1);
        assertThat(err.toString()).contains("a port is 1 to 65535");
    }
}
