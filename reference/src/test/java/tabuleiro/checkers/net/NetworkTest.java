package tabuleiro.checkers.net;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringReader;
import java.io.StringWriter;
import java.net.ServerSocket;
import java.net.Socket;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;
import tabuleiro.checkers.Colour;
import tabuleiro.checkers.Game;
import tabuleiro.checkers.Square;
import tabuleiro.checkers.Variant;
import tabuleiro.checkers.ui.TextUi;

class NetworkTest {

    private static final Duration SHORT = Duration.ofMillis(500);

    private static DataInputStream ints(int... values) throws IOException {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        DataOutputStream out = new DataOutputStream(bytes);
        for (int value : values) {
            out.writeInt(value);
        }
        return new DataInputStream(new ByteArrayInputStream(bytes.toByteArray()));
    }

    @Test
    void aMoveIsItsCountThenRowAndColumnOfEachSquareBigEndian() throws IOException {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        Protocol.writeMove(new DataOutputStream(bytes), List.of(Square.of(22), Square.of(18)));
        assertThat(bytes.toByteArray()).containsExactly(0, 0, 0, 2, 0, 0, 0, 6, 0, 0, 0, 3,
                0, 0, 0, 5, 0, 0, 0, 4);
        assertThat(Protocol.readMove(new DataInputStream(
                new ByteArrayInputStream(bytes.toByteArray()))))
                .containsExactly(Square.of(22), Square.of(18));
        assertThat(Protocol.readMove(ints(0))).isEmpty();
        assertThatThrownBy(() -> Protocol.writeMove(new DataOutputStream(bytes),
                List.of(Square.of(1)))).hasMessageContaining("2 to 13");
    }

    @Test
    void malformedMovesAreRefusedSayingWhy() {
        assertThatThrownBy(() -> Protocol.readMove(ints(1, 6, 3)))
                .isInstanceOf(ProtocolException.class).hasMessageContaining("move of 1 squares");
        assertThatThrownBy(() -> Protocol.readMove(ints(99))).hasMessageContaining("2 to 13");
        assertThatThrownBy(() -> Protocol.readMove(ints(2, 6, 3, 1, 1)))
                .hasMessageContaining("square 2").hasMessageContaining("row 1, column 1");
        assertThatThrownBy(() -> Protocol.readMove(ints(2, 9, 3, 1, 1)))
                .hasMessageContaining("square 1");
        assertThatThrownBy(() -> Protocol.readMove(ints(2, 6)))
                .isInstanceOf(java.io.EOFException.class);
    }

    @Test
    void negotiationDrawsAgainOnTiesAndTheLargerNumberIsWhite() throws IOException {
        AtomicInteger draws = new AtomicInteger();
        Colour colour = Protocol.negotiate(ints(7, 7, 3), new DataOutputStream(
                new ByteArrayOutputStream()), () -> draws.incrementAndGet() == 3 ? 5 : 7);
        assertThat(colour).isEqualTo(Colour.WHITE);
        assertThat(draws.get()).isEqualTo(3);
        assertThat(Protocol.negotiate(ints(9), new DataOutputStream(new ByteArrayOutputStream()),
                () -> 4)).isEqualTo(Colour.BLACK);
        assertThatThrownBy(() -> Protocol.negotiate(ints(-4), new DataOutputStream(
                new ByteArrayOutputStream()), () -> 4)).hasMessageContaining("negative");
        int[] ties = new int[Protocol.MAX_TIES];
        java.util.Arrays.fill(ties, 1);
        assertThatThrownBy(() -> Protocol.negotiate(ints(ties), new DataOutputStream(
                new ByteArrayOutputStream()), () -> 1)).hasMessageContaining("tied");
    }

    /** Two processes' worth of play over loopback: the host's keyboard, the joiner's keyboard. */
    @Test
    void twoPeersPlayOverLoopbackAndEachChecksTheOthersMoves() throws Exception {
        ServerSocket server = new ServerSocket(0);
        int port = server.getLocalPort();
        StringWriter hostOut = new StringWriter();
        CompletableFuture<Optional<Game>> host = CompletableFuture.supplyAsync(() -> {
            try {
                Connection connection = Connection.accept(server, Duration.ofSeconds(5));
                TextUi ui = new TextUi(new StringReader("22 18\nresign\n"), hostOut);
                return RemoteGame.play(connection, Variant.SIMPLIFIED, () -> 100, ui,
                        ui.keyboard(), new PrintWriter(hostOut));
            } catch (IOException failure) {
                throw new IllegalStateException(failure);
            }
        });
        StringWriter joinOut = new StringWriter();
        Connection connection = Connection.join("localhost", port, Duration.ofSeconds(5));
        TextUi ui = new TextUi(new StringReader("11 15\n"), joinOut);
        Optional<Game> joined = RemoteGame.play(connection, Variant.SIMPLIFIED, () -> 1, ui,
                ui.keyboard(), new PrintWriter(joinOut));
        Optional<Game> hosted = host.get();
        assertThat(hostOut.toString()).contains("You play WHITE");
        assertThat(joinOut.toString()).contains("You play BLACK", "White plays 22-18",
                "Black wins");
        assertThat(joined.orElseThrow().winner()).contains(Colour.BLACK);
        assertThat(hosted.orElseThrow().history()).extracting(Object::toString)
                .containsExactly("22-18", "11-15");
        assertThat(connection.isClosed()).isTrue();
    }

    /** A fake peer that negotiates, then sends whatever the test wants. */
    private static Optional<Game> againstFakePeer(StringWriter out, int... afterNegotiation)
            throws Exception {
        ServerSocket server = new ServerSocket(0);
        CompletableFuture<Void> peer = CompletableFuture.runAsync(() -> {
            try (Socket socket = new Socket("localhost", server.getLocalPort())) {
                DataOutputStream data = new DataOutputStream(socket.getOutputStream());
                data.writeInt(1_000); // the fake peer always plays White
                for (int value : afterNegotiation) {
                    data.writeInt(value);
                }
                data.flush();
                new DataInputStream(socket.getInputStream()).readInt();
                Thread.sleep(SHORT.toMillis() * 3);
            } catch (IOException | InterruptedException ignored) {
                // The test judges what the other side said.
            }
        });
        Connection connection = Connection.accept(server, SHORT);
        TextUi ui = new TextUi(new StringReader(""), out);
        Optional<Game> game = RemoteGame.play(connection, Variant.CLASSIC, () -> 1, ui,
                ui.keyboard(), new PrintWriter(out));
        peer.get();
        return game;
    }

    @Test
    void anIllegalMoveFromThePeerStopsTheGameSafely() throws Exception {
        StringWriter out = new StringWriter();
        Game game = againstFakePeer(out, 2, 6, 3, 4, 3).orElseThrow();
        assertThat(out.toString()).contains("not legal here");
        assertThat(game.history()).isEmpty();
        assertThat(game.isOver()).isFalse();
    }

    @Test
    void aMalformedMessageStopsTheGameSafely() throws Exception {
        StringWriter out = new StringWriter();
        againstFakePeer(out, 2, 6, 3, 0, 0);
        assertThat(out.toString()).contains("row 0, column 0", "The game stops here");
    }

    @Test
    void aSilentPeerTimesOut() throws Exception {
        StringWriter out = new StringWriter();
        againstFakePeer(out);
        assertThat(out.toString()).contains("sent nothing for");
    }

    @Test
    void aDroppedConnectionIsExplained() throws Exception {
        ServerSocket server = new ServerSocket(0);
        CompletableFuture<Void> peer = CompletableFuture.runAsync(() -> {
            try (Socket socket = new Socket("localhost", server.getLocalPort())) {
                socket.getOutputStream().write(new byte[] {0, 0});
            } catch (IOException ignored) {
                // The test judges what the other side said.
            }
        });
        StringWriter out = new StringWriter();
        Connection connection = Connection.accept(server, SHORT);
        TextUi ui = new TextUi(new StringReader(""), out);
        assertThat(RemoteGame.play(connection, Variant.CLASSIC, () -> 1, ui, ui.keyboard(),
                new PrintWriter(out))).isEmpty();
        peer.get();
        assertThat(out.toString()).contains("closed the connection");
    }

    @Test
    void connectingWhereNobodyListensIsExplained() throws IOException {
        int port;
        try (ServerSocket probe = new ServerSocket(0)) {
            port = probe.getLocalPort();
        }
        IOException failure = org.junit.jupiter.api.Assertions.assertThrows(IOException.class,
                () -> Connection.join("localhost", port, SHORT));
        assertThat(Connection.explain(failure, SHORT)).contains("nobody is waiting");
        assertThat(Connection.explain(new IOException("boom"), SHORT)).contains("boom");
        assertThatThrownBy(() -> Connection.join("localhost", 0, SHORT))
                .hasMessageContaining("port");
        assertThatThrownBy(() -> Connection.join("localhost", 80, Duration.ZERO))
                .hasMessageContaining("positive");
    }
}
