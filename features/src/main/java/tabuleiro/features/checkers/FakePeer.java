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
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;

/**
 * The other player's program, played by the rule book over a real TCP connection on loopback: it
 * listens on a free port, sends the integers a scenario gives it (big-endian, as the protocol
 * says), then ends its part as the scenario says ({@link Ending}) and records every integer it
 * receives until the connection closes.
 */
public final class FakePeer {

    /** What the peer does once it has sent its integers. */
    public enum Ending {
        /** Keeps the connection open and sends nothing more: the other side must time out. */
        FALLS_SILENT,
        /**
         * Closes its sending side and goes on listening: the other side reads the end of the
         * stream at once, and what it sends is still recorded. A scenario about the moves
         * exchanged ends this way, without waiting for the other side's time limit.
         */
        SENDS_NOTHING_MORE,
        /** Closes the connection at once: nothing the other side sends is received. */
        HANGS_UP
    }

    /** How long the peer waits for anything, so that no scenario can hang. */
    private static final int PATIENCE_MILLIS = 5_000;

    private final ServerSocket server;
    private final CompletableFuture<List<Integer>> received;
    /** Open until the integers are sent (and the ending begun), or the peer gave up. */
    private final CountDownLatch sent = new CountDownLatch(1);

    /**
     * Starts the peer listening.
     *
     * @param toSend the integers to send as soon as the other side connects
     * @param ending what the peer does once it has sent them
     * @throws IOException if no port can be opened
     */
    public FakePeer(List<Integer> toSend, Ending ending) throws IOException {
        server = new ServerSocket(0);
        server.setSoTimeout(PATIENCE_MILLIS);
        received = CompletableFuture.supplyAsync(() -> serve(toSend, ending));
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
     * Waits until the peer has sent its integers and begun its ending, once the other side has
     * connected. A scenario's program reads each message within a time limit (1 s): on a
     * loaded machine the peer's thread could be started later than that, and a correct
     * program would time out before integers the scenario says were sent. Waiting here, before
     * the program plays, makes what it reads independent of the machine's load.
     *
     * @throws AssertionError if the peer has not sent them within its patience
     */
    public void awaitSent() {
        try {
            if (!sent.await(PATIENCE_MILLIS, TimeUnit.MILLISECONDS)) {
                throw new AssertionError("the fake peer sent nothing within "
                        + PATIENCE_MILLIS + " ms: did the program connect?");
            }
        } catch (InterruptedException interrupted) {
            Thread.currentThread().interrupt();
            throw new AssertionError("interrupted while the fake peer was sending", interrupted);
        }
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

    private List<Integer> serve(List<Integer> toSend, Ending ending) {
        List<Integer> got = new ArrayList<>();
        try (ServerSocket listening = server; Socket socket = listening.accept()) {
            socket.setSoTimeout(PATIENCE_MILLIS);
            DataOutputStream out = new DataOutputStream(socket.getOutputStream());
            for (int value : toSend) {
                out.writeInt(value);
            }
            out.flush();
            if (ending != Ending.FALLS_SILENT) {
                // The end of the stream is sent before the scenario's program plays; hanging
                // up closes the rest as the try ends.
                socket.shutdownOutput();
            }
            sent.countDown();
            if (ending != Ending.HANGS_UP) {
                DataInputStream in = new DataInputStream(socket.getInputStream());
                while (true) {
                    got.add(in.readInt());
                }
            }
        } catch (EOFException | SocketTimeoutException finished) {
            // The other side closed the connection, or said nothing more: all is recorded.
        } catch (IOException failure) {
            // A reset connection also ends the conversation; what came before is kept.
        } finally {
            sent.countDown();
        }
        return got;
    }
}
