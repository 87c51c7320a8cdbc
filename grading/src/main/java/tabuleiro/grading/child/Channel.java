package tabuleiro.grading.child;

import java.io.FileDescriptor;
import java.io.FileOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.security.GeneralSecurityException;
import java.util.HexFormat;
import java.util.Objects;
import javax.crypto.Mac;
import javax.crypto.spec.SecretKeySpec;

/**
 * The grading JVM's side of the channel its results travel on to the grader: the process's
 * original standard output, each line numbered and signed with a key only the grader and this
 * runner know.
 *
 * <p>Why the submission cannot forge a result here: the stream is opened on the process's file
 * descriptor before any class of the submission is loaded, and {@code System.out} and
 * {@code System.err} are then pointed at the error stream, so printing never reaches it. The key
 * comes on standard input, read whole before the rule book starts; it lives only in the private
 * {@link Mac} of this object. Reading it back, or opening the descriptor again, takes
 * reflection, {@code Unsafe}, {@code FileDescriptor}, {@code /proc/self} or an agent: the
 * security manager refuses those to the submission on Java 17 to 23, the grader's check of the
 * submission's classes refuses them on every Java, and the sandbox mounts no {@code /proc}. A
 * line the submission still manages to put on the stream carries no valid signature, and the
 * grader drops it. Numbering each line stops a signed line from being replayed or reordered.
 *
 * <p>A line is {@code SEQ TAB SIGNATURE TAB EVENT}, with a line break before and after it, so
 * that a half line left by anyone else cannot glue itself to the start of a signed one.
 *
 * @invariant {@code next} is the number of the next line, one more than the last line written
 */
public final class Channel implements AutoCloseable {

    /** The algorithm of the signature, which the grader's reader checks with the same key. */
    public static final String ALGORITHM = "HmacSHA256";

    private final OutputStream out;
    private final Mac mac;
    private long next;

    private Channel(OutputStream out, Mac mac) {
        this.out = out;
        this.mac = mac;
    }

    /**
     * Opens the channel on the process's standard output.
     *
     * @param hexKey the key the grader sent, as hexadecimal digits
     * @return the channel
     * @throws IllegalArgumentException unless the key is at least 16 bytes of hexadecimal
     */
    static Channel onStandardOutput(String hexKey) {
        return open(new FileOutputStream(FileDescriptor.out), hexKey);
    }

    /**
     * Opens the channel on a stream, for tests of the format.
     *
     * @param out where the lines go
     * @param hexKey the key, as hexadecimal digits
     * @return the channel
     * @throws IllegalArgumentException unless the key is at least 16 bytes of hexadecimal
     */
    static Channel open(OutputStream out, String hexKey) {
        Objects.requireNonNull(out, "out");
        byte[] key;
        try {
            key = HexFormat.of().parseHex(Objects.requireNonNull(hexKey, "hexKey").strip());
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException("the channel's key is hexadecimal digits, but it"
                    + " was not", e);
        }
        if (key.length < 16) {
            throw new IllegalArgumentException("the channel's key has at least 16 bytes, but it"
                    + " has " + key.length);
        }
        return new Channel(out, mac(key));
    }

    /**
     * Makes the signer of a key, as both ends use it.
     *
     * @param key the key
     * @return a MAC initialised with the key
     */
    public static Mac mac(byte[] key) {
        try {
            Mac mac = Mac.getInstance(ALGORITHM);
            mac.init(new SecretKeySpec(key, ALGORITHM));
            return mac;
        } catch (GeneralSecurityException e) {
            throw new IllegalStateException("every Java has " + ALGORITHM, e);
        }
    }

    /**
     * Signs a numbered line, as both ends compute it.
     *
     * @param mac the signer
     * @param sequence the line's number
     * @param event the event's line
     * @return the signature, as hexadecimal digits
     */
    public static String sign(Mac mac, long sequence, String event) {
        mac.reset();
        byte[] signature = mac.doFinal((sequence + "\t" + event)
                .getBytes(StandardCharsets.UTF_8));
        return HexFormat.of().formatHex(signature);
    }

    /**
     * Sends one event's line, numbered and signed, and pushes it to the grader at once.
     *
     * @param event the event's line, from {@link ProgressLog#format}, without a line break
     * @throws UncheckedIOException if the stream is closed, as when the grader is gone
     */
    synchronized void send(String event) {
        long sequence = next++;
        String line = "\n" + sequence + "\t" + sign(mac, sequence, event) + "\t" + event + "\n";
        try {
            out.write(line.getBytes(StandardCharsets.UTF_8));
            out.flush();
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write to the grader", e);
        }
    }

    @Override
    public synchronized void close() throws IOException {
        out.flush();
    }
}
