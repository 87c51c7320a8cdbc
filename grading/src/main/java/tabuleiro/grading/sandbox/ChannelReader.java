package tabuleiro.grading.sandbox;

import com.google.gson.JsonParser;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.security.MessageDigest;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import javax.crypto.Mac;
import tabuleiro.grading.child.Channel;
import tabuleiro.grading.child.ProgressEvent;
import tabuleiro.grading.model.UntrustedText;

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
 * <p>A line longer than {@link #MAX_LINE} is not kept whole, but it is not let go unread either:
 * its signature is computed over the whole line as it streams past, and when the line is the
 * runner's own, in its turn, the reader counts it as read (so the next line's number is still
 * the one expected) and keeps of it what its first 64 KiB tell: a scenario's end, its status
 * and its exception's class, with a message saying the rest was too long. Before this, such a
 * line (a submission's exception message of 100 kB, which the runner sends as it is) failed its
 * check, the count stood still, and every later line of the JVM was dropped as out of turn, so
 * that its scenarios were explained as a JVM that ended. The reader moves past a line only when
 * its signature holds for the number expected, over every byte of it, so nobody without the key
 * can make it skip a line of the runner: a forged long line is dropped as any forged line is,
 * and the count waits for the real one.
 *
 * @invariant {@code events} holds only verified events, in the order they were numbered
 */
final class ChannelReader implements Runnable {

    /** How many bytes of text that is not the channel's are kept. */
    static final long OTHER_LIMIT = ChildJvm.OUTPUT_LIMIT;

    /** The longest line kept whole, in bytes; of a longer one only this much is kept. */
    static final int MAX_LINE = 64 * 1024;

    /** The message of a scenario whose end was longer than the reader keeps. */
    static final String TOO_LONG = "the runner's report of this scenario was longer than the"
            + " grader reads (" + MAX_LINE / 1024 + " KiB), most likely for a very long"
            + " exception message: the rest of it is left out";

    private static final Pattern SIGNED = Pattern.compile("(\\d{1,18})\t([0-9a-f]{64})\t(.*)");

    /** A member of a progress line holding a JSON string: group 1 its name, 2 its value. */
    private static final Pattern TEXT_MEMBER = Pattern.compile(
            "\"(\\w+)\":\"((?:[^\"\\\\]|\\\\.)*)\"");

    /** How much of a line whose message member is not among its first bytes is searched. */
    private static final int SALVAGED = 4096;

    private final InputStream in;
    private final Mac mac;
    private final Path other;
    private final List<ProgressEvent> events = new ArrayList<>();
    private long next;
    private int dropped;
    private int tooLong;

    /** The line being read, as far as it is kept: its first {@link #MAX_LINE} bytes. */
    private final byte[] head = new byte[MAX_LINE];

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
                Bytes bytes = new Bytes(in)) {
            long keptBytes = 0;
            for (Line line = readLine(bytes); line != null; line = readLine(bytes)) {
                String text = line.text();
                if (text.isEmpty()) {
                    continue;
                }
                Matcher signed = SIGNED.matcher(text);
                if (line.whole() && signed.matches()) {
                    take(signed);
                } else if (!line.whole() && line.signature().isPresent()) {
                    takeLong(line);
                } else if (keptBytes < OTHER_LIMIT) {
                    byte[] spilled = (text + "\n").getBytes(StandardCharsets.UTF_8);
                    int length = (int) Math.min(spilled.length, OTHER_LIMIT - keptBytes);
                    kept.write(spilled, 0, length);
                    keptBytes += length;
                }
            }
        } catch (IOException e) {
            // The JVM is gone, or the file cannot be written: what was verified stays.
        }
    }

    /**
     * A stream's bytes one at a time, from a buffer of this reader's own. The channel is read a
     * byte at a time (a line's length is counted as it comes), and {@code BufferedInputStream}'s
     * and {@code ByteArrayOutputStream}'s methods take a lock for each byte: in a class of 100
     * the grader's reading of its channels took 1.6 s of processor time with them, 1.24 s
     * without (the rest is the pipe's reads, a line at a time, and each line's signature).
     */
    private static final class Bytes implements AutoCloseable {

        private final InputStream in;
        private final byte[] buffer = new byte[8192];
        private int next;
        private int end;

        Bytes(InputStream in) {
            this.in = in;
        }

        /** The next byte, or -1 at the end of the stream. */
        int read() throws IOException {
            if (next == end) {
                int read = in.read(buffer, 0, buffer.length);
                if (read <= 0) {
                    return -1;
                }
                next = 0;
                end = read;
            }
            return buffer[next++] & 0xff;
        }

        @Override
        public void close() throws IOException {
            in.close();
        }
    }

    /**
     * One line as read: its first {@link #MAX_LINE} bytes as text, whether that is all of it,
     * and for a longer line that starts as the channel's, its number, the signature it carries
     * and the signature its whole text has.
     */
    private record Line(String text, boolean whole, long sequence,
            Optional<byte[]> signature, byte[] computed) {
    }

    /**
     * Reads a line. The first {@link #MAX_LINE} bytes are kept; when the line is longer and
     * starts as a signed line of the channel, the rest is fed to the signature as it streams,
     * so the whole line is checked without being held.
     */
    private Line readLine(Bytes bytes) throws IOException {
        int size = 0;
        int b = bytes.read();
        if (b < 0) {
            return null;
        }
        while (b >= 0 && b != '\n' && size < MAX_LINE) {
            head[size++] = (byte) b;
            b = bytes.read();
        }
        if (b < 0 || b == '\n') {
            return new Line(new String(head, 0, size, StandardCharsets.UTF_8), true, -1,
                    Optional.empty(), new byte[0]);
        }
        byte[] kept = Arrays.copyOf(head, size);
        String text = new String(kept, StandardCharsets.UTF_8);
        Matcher signed = SIGNED.matcher(text);
        if (!signed.lookingAt()) {
            while (b >= 0 && b != '\n') {
                b = bytes.read();
            }
            return new Line(text, false, -1, Optional.empty(), new byte[0]);
        }
        long sequence = Long.parseLong(signed.group(1));
        int eventStart = signed.group(1).length() + 1 + 64 + 1;
        mac.reset();
        mac.update((sequence + "\t").getBytes(StandardCharsets.US_ASCII));
        mac.update(kept, eventStart, kept.length - eventStart);
        byte[] chunk = new byte[8192];
        int filled = 0;
        for (; b >= 0 && b != '\n'; b = bytes.read()) {
            chunk[filled++] = (byte) b;
            if (filled == chunk.length) {
                mac.update(chunk, 0, filled);
                filled = 0;
            }
        }
        mac.update(chunk, 0, filled);
        byte[] computed = HexFormat.of().formatHex(mac.doFinal())
                .getBytes(StandardCharsets.US_ASCII);
        return new Line(text, false, sequence, Optional.of(signed.group(2)
                .getBytes(StandardCharsets.US_ASCII)), computed);
    }

    /**
     * Takes a line too long to keep: counted as read when it is the runner's, in turn, and kept
     * as a scenario's end when it says so in what was kept of it.
     */
    private void takeLong(Line line) {
        synchronized (this) {
            if (line.sequence() != next
                    || !MessageDigest.isEqual(line.computed(), line.signature().get())) {
                dropped++;
                return;
            }
            next++;
            tooLong++;
            salvage(line.text()).ifPresent(events::add);
        }
    }

    /**
     * What the first bytes of a runner's over-long line tell: a scenario's end, with its status
     * and exception class when they were among them; other events are left out.
     */
    private static Optional<ProgressEvent> salvage(String head) {
        // The members before the message are the runner's (an event's name, a scenario's id,
        // status and exception class); inside a JSON string every quote is escaped, so this
        // text, unescaped, starts the message member and nothing the message holds can.
        int message = head.indexOf(",\"message\":\"");
        String before = message >= 0 ? head.substring(0, message)
                : head.substring(0, Math.min(head.length(), SALVAGED));
        Map<String, String> members = new HashMap<>();
        Matcher member = TEXT_MEMBER.matcher(before);
        while (member.find()) {
            try {
                members.putIfAbsent(member.group(1), UntrustedText.visible(JsonParser
                        .parseString("\"" + member.group(2) + "\"").getAsString()));
            } catch (RuntimeException e) {
                return Optional.empty();
            }
        }
        if (!"END".equals(members.get("event")) || !members.containsKey("id")
                || !members.containsKey("status")) {
            return Optional.empty();
        }
        return Optional.of(new ProgressEvent.Finished(members.get("id"), members.get("status"),
                members.getOrDefault("exceptionClass", ""), TOO_LONG, "", List.of()));
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
     * Returns how many of the runner's lines were longer than the reader keeps: each was
     * counted as read, and only a scenario's end was kept of it, with {@link #TOO_LONG} as its
     * message.
     *
     * @return the number of such lines
     */
    synchronized int tooLong() {
        return tooLong;
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
