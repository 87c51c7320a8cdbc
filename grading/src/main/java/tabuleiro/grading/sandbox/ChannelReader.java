package tabuleiro.grading.sandbox;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.security.MessageDigest;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import javax.crypto.Mac;
import tabuleiro.grading.child.Channel;
import tabuleiro.grading.child.ProgressEvent;

/**
 * The grader's end of a grading JVM's {@link Channel}: reads the JVM's standard output as it
 * comes and keeps the events whose lines carry the right number and signature.
 *
 * <p>A line with a wrong signature or out of turn is dropped and counted: only the runner holds
 * the key, so such a line is the submission's attempt at a result, or a runner line that
 * something else damaged. Anything else on the stream, such as the JVM's own last words on
 * running out of memory, is kept (up to a limit) in a file of the grader's, for the instructor
 * and for {@link ChildJvm#ranOutOfMemory}.
 *
 * @invariant {@code events} holds only verified events, in the order they were numbered
 */
final class ChannelReader implements Runnable {

    /** How many bytes of text that is not the channel's are kept. */
    static final long OTHER_LIMIT = ChildJvm.OUTPUT_LIMIT;

    /** The longest line read whole; a longer one is no runner's and is dropped. */
    private static final int MAX_LINE = 64 * 1024;

    private static final Pattern SIGNED = Pattern.compile("(\\d{1,18})\t([0-9a-f]{64})\t(.*)");

    private final InputStream in;
    private final Mac mac;
    private final Path other;
    private final List<ProgressEvent> events = new ArrayList<>();
    private long next;
    private int dropped;

    private ChannelReader(InputStream in, byte[] key, Path other) {
        this.in = in;
        this.mac = Channel.mac(key);
        this.other = other;
    }

    /**
     * Starts reading a JVM's standard output on a daemon thread.
     *
     * @param in the JVM's standard output
     * @param key the channel's key, which the JVM was given on its standard input
     * @param other where to keep what is not the channel's
     * @return the reader and its thread
     */
    static Started start(InputStream in, byte[] key, Path other) {
        ChannelReader reader = new ChannelReader(in, key, other);
        Thread thread = new Thread(reader, "tabuleiro-channel");
        thread.setDaemon(true);
        thread.start();
        return new Started(reader, thread);
    }

    @Override
    public void run() {
        try (OutputStream kept = Files.newOutputStream(other, StandardOpenOption.CREATE_NEW,
                StandardOpenOption.WRITE);
                BufferedReader lines = new BufferedReader(new InputStreamReader(in,
                        StandardCharsets.UTF_8))) {
            long keptBytes = 0;
            for (String line = readLine(lines); line != null; line = readLine(lines)) {
                if (line.isEmpty()) {
                    continue;
                }
                Matcher signed = SIGNED.matcher(line);
                if (signed.matches()) {
                    take(signed);
                } else if (keptBytes < OTHER_LIMIT) {
                    byte[] bytes = (line + "\n").getBytes(StandardCharsets.UTF_8);
                    int length = (int) Math.min(bytes.length, OTHER_LIMIT - keptBytes);
                    kept.write(bytes, 0, length);
                    keptBytes += length;
                }
            }
        } catch (IOException e) {
            // The JVM is gone, or the file cannot be written: what was verified stays.
        }
    }

    /** Reads a line, dropping the rest of one that is longer than any runner writes. */
    private static String readLine(BufferedReader lines) throws IOException {
        StringBuilder line = new StringBuilder();
        int c = lines.read();
        if (c < 0) {
            return null;
        }
        while (c >= 0 && c != '\n') {
            if (line.length() < MAX_LINE) {
                line.append((char) c);
            }
            c = lines.read();
        }
        return line.toString();
    }

    private void take(Matcher signed) {
        long sequence = Long.parseLong(signed.group(1));
        String event = signed.group(3);
        byte[] expected = Channel.sign(mac, sequence, event).getBytes(StandardCharsets.US_ASCII);
        byte[] given = signed.group(2).getBytes(StandardCharsets.US_ASCII);
        Optional<ProgressEvent> parsed = ProgressReader.parse(event);
        synchronized (this) {
            if (sequence != next || !MessageDigest.isEqual(expected, given)
                    || parsed.isEmpty()) {
                dropped++;
                return;
            }
            next++;
            events.add(parsed.get());
        }
    }

    /**
     * Returns the verified events so far.
     *
     * @return a copy, in the order the runner sent them
     */
    synchronized List<ProgressEvent> events() {
        return List.copyOf(events);
    }

    /**
     * Returns how many lines looked like the channel's but were not the runner's.
     *
     * @return the number of lines dropped
     */
    synchronized int dropped() {
        return dropped;
    }

    /**
     * A reader and the thread it reads on.
     *
     * @param reader the reader
     * @param thread its thread, which ends when the JVM's output does
     */
    record Started(ChannelReader reader, Thread thread) {
    }
}
