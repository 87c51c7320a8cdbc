package tabuleiro.checkers.net;

import java.io.BufferedInputStream;
import java.io.BufferedOutputStream;
import java.io.Closeable;
import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.EOFException;
import java.io.IOException;
import java.net.ConnectException;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.net.SocketTimeoutException;
import java.time.Duration;
import java.util.List;
import java.util.Objects;
import java.util.function.IntSupplier;
import tabuleiro.checkers.Colour;
import tabuleiro.checkers.Square;

/**
 * A TCP connection to the other checkers process, speaking {@link Protocol}, with a time limit on
 * every wait so that a silent peer never hangs the game (rule CHECKERS-27).
 *
 * @invariant the time-out is positive
 */
public final class Connection implements Closeable {

    private final Socket socket;
    private final DataInputStream in;
    private final DataOutputStream out;
    private final Duration timeout;

    private Connection(Socket socket, Duration timeout) throws IOException {
        this.socket = socket;
        this.timeout = timeout;
        socket.setSoTimeout(millis(timeout));
        socket.setTcpNoDelay(true);
        this.in = new DataInputStream(new BufferedInputStream(socket.getInputStream()));
        this.out = new DataOutputStream(new BufferedOutputStream(socket.getOutputStream()));
        assert invariant() : "invariant: a positive time-out";
    }

    /**
     * Waits on a listening socket for the other process to connect.
     *
     * @param server the listening socket; closed once a peer has connected or the wait ended
     * @param timeout how long to wait for the peer, and later for each of its messages
     * @return the connection
     * @throws IOException if nobody connects in time (a {@link SocketTimeoutException}) or the
     *     socket fails
     * @throws IllegalArgumentException unless the timeout is positive
     */
    public static Connection accept(ServerSocket server, Duration timeout) throws IOException {
        requirePositive(timeout);
        try (ServerSocket listening = server) {
            listening.setSoTimeout(millis(timeout));
            return new Connection(listening.accept(), timeout);
        }
    }

    /**
     * Connects to a process that is waiting with {@link #accept(ServerSocket, Duration)}.
     *
     * @param host the other machine's name or address
     * @param port its port
     * @param timeout how long to wait to connect, and later for each message
     * @return the connection
     * @throws IOException if nobody listens there or the connection fails
     * @throws IllegalArgumentException unless the port is 1 to 65535 and the timeout positive
     */
    public static Connection join(String host, int port, Duration timeout) throws IOException {
        requirePositive(timeout);
        if (port < 1 || port > 65_535) {
            throw new IllegalArgumentException("a port is 1 to 65535, but " + port
                    + " was given");
        }
        Socket socket = new Socket();
        try {
            socket.connect(new InetSocketAddress(host, port), millis(timeout));
            return new Connection(socket, timeout);
        } catch (IOException failure) {
            socket.close();
            throw failure;
        }
    }

    /**
     * Decides the colours with the other process (rule CHECKERS-25).
     *
     * @param random where this side's numbers come from
     * @return this side's colour
     * @throws IOException as {@link Protocol#negotiate} throws it
     */
    public Colour negotiate(IntSupplier random) throws IOException {
        return Protocol.negotiate(in, out, random);
    }

    /**
     * Sends this side's move, or its resignation as an empty path (rule CHECKERS-26).
     *
     * @param path the squares the piece occupied
     * @throws IOException if the connection fails
     */
    public void send(List<Square> path) throws IOException {
        Protocol.writeMove(out, path);
    }

    /**
     * Waits for the other side's move (rule CHECKERS-26).
     *
     * @return the squares its piece occupied; empty for a resignation
     * @throws IOException if nothing comes in time, the connection closes or fails, or the
     *     message is malformed ({@link ProtocolException})
     */
    public List<Square> receive() throws IOException {
        return Protocol.readMove(in);
    }

    /**
     * Tells whether the connection has been closed.
     *
     * @return {@code true} after {@link #close()}
     */
    public boolean isClosed() {
        return socket.isClosed();
    }

    /**
     * Closes the connection; closing twice does nothing.
     *
     * @post {@code isClosed()}
     */
    @Override
    public void close() {
        try {
            socket.close();
        } catch (IOException ignored) {
            // Closing is the last thing done with the socket: there is nothing left to save.
        }
        assert isClosed() : "post: closed";
        assert invariant() : "invariant: a positive time-out";
    }

    private boolean invariant() {
        return timeout != null && !timeout.isNegative() && !timeout.isZero();
    }

    /**
     * Says in words what went wrong with the connection (rule CHECKERS-27).
     *
     * @param failure what was thrown
     * @param timeout the time limit that was in force
     * @return one sentence for the player
     */
    public static String explain(IOException failure, Duration timeout) {
        Objects.requireNonNull(failure, "a failure to explain");
        if (failure instanceof SocketTimeoutException) {
            return "the other player sent nothing for " + timeout.toSeconds() + " s, so the"
                    + " connection was given up.";
        }
        if (failure instanceof EOFException) {
            return "the other program closed the connection.";
        }
        if (failure instanceof ProtocolException) {
            return failure.getMessage() + ".";
        }
        if (failure instanceof ConnectException) {
            return "nobody is waiting for a game there (" + failure.getMessage() + ").";
        }
        return "the connection failed: " + failure.getMessage() + ".";
    }

    /**
     * Returns the time limit on each wait.
     *
     * @return the time-out
     */
    public Duration timeout() {
        return timeout;
    }

    private static void requirePositive(Duration timeout) {
        if (timeout == null || timeout.isNegative() || timeout.isZero()) {
            throw new IllegalArgumentException("a positive time-out is needed, but " + timeout
                    + " was given");
        }
    }

    private static int millis(Duration timeout) {
        return (int) Math.min(Integer.MAX_VALUE, timeout.toMillis());
    }
}
