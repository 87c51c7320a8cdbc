package tabuleiro.features.checkers;

import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.EOFException;
import java.io.IOException;
import java.net.ServerSocket;
import java.net.Socket;
import java.net.SocketTimeoutException;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;

/**
 * The other player's program, played by the rule book over a real TCP connection on loopback: it
 * listens on a free port, sends the integers a scenario gives it (big-endian, as the protocol
 * says), then records every integer it receives until the connection closes, or hangs up at once
 * when the scenario says so.
 */
public final class FakePeer {

    /** How long the peer waits for anything, so that no scenario can hang. */
    private static final int PATIENCE_MILLIS = 5_000;

    private final ServerSocket server;
    private final CompletableFuture<List<Integer>> received;

    /**
     * Starts the peer listening.
     *
     * @param toSend the integers to send as soon as the other side connects
     * @param hangUp whether to close the connection right after sending them
     * @throws IOException if no port can be opened
     */
    public FakePeer(List<Integer> toSend, boolean hangUp) throws IOException {
        server = new ServerSocket(0);
        server.setSoTimeout(PATIENCE_MILLIS);
        received = CompletableFuture.supplyAsync(() -> serve(toSend, hangUp));
    }

    /**
     * Returns the port the peer listens on.
     *
     * @return the port on localhost
     */
    public int port() {
        return server.getLocalPort();
    }

    /**
     * Waits for the peer to finish and returns what it received.
     *
     * @return the integers received, in order
     */
    public List<Integer> received() {
        try {
            return received.get(PATIENCE_MILLIS * 2L, TimeUnit.MILLISECONDS);
        } catch (InterruptedException | ExecutionException | TimeoutException failure) {
            throw new AssertionError("the fake peer did not finish: " + failure, failure);
        }
    }

    private List<Integer> serve(List<Integer> toSend, boolean hangUp) {
        List<Integer> got = new ArrayList<>();
        try (ServerSocket listening = server; Socket socket = listening.accept()) {
            socket.setSoTimeout(PATIENCE_MILLIS);
            DataOutputStream out = new DataOutputStream(socket.getOutputStream());
            for (int value : toSend) {
                out.writeInt(value);
            }
            out.flush();
            if (!hangUp) {
                DataInputStream in = new DataInputStream(socket.getInputStream());
                while (true) {
                    got.add(in.readInt());
                }
            }
        } catch (EOFException | SocketTimeoutException finished) {
            // The other side closed the connection, or said nothing more: all is recorded.
        } catch (IOException failure) {
            // A reset connection also ends the conversation; what came before is kept.
        }
        return got;
    }
}
