package tabuleiro.grading.sandbox;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HexFormat;
import javax.crypto.Mac;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import tabuleiro.grading.child.Channel;
import tabuleiro.grading.child.ProgressEvent;
import tabuleiro.grading.child.ProgressLog;

/** What the grader keeps of a grading JVM's standard output. */
class ChannelReaderTest {

    private static final byte[] KEY = HexFormat.of().parseHex("00112233445566778899aabbccddeeff");

    @Test
    void onlyTheRunnersLinesInTurnAreKept(@TempDir Path dir) throws InterruptedException {
        Mac mac = Channel.mac(KEY);
        Mac forger = Channel.mac(HexFormat.of().parseHex("ffeeddccbbaa99887766554433221100"));
        String output = String.join("\n",
                signed(mac, 0, ProgressLog.format(new ProgressEvent.Started("id-1"))),
                // Printed by someone without the key, then a replay of a signed line.
                signed(forger, 1, ProgressLog.format(new ProgressEvent.Finished("id-1",
                        "SUCCESSFUL", "", "", "", java.util.List.of()))),
                "half a line without its end" + signed(mac, 1,
                        ProgressLog.format(new ProgressEvent.Done())),
                signed(mac, 0, ProgressLog.format(new ProgressEvent.Started("id-1"))),
                "Terminating due to java.lang.OutOfMemoryError: Java heap space",
                signed(mac, 1, ProgressLog.format(new ProgressEvent.Finished("id-1", "FAILED",
                        "java.lang.AssertionError", "boom", "", java.util.List.of()))),
                "");
        ChannelReader.Started started = ChannelReader.start(new ByteArrayInputStream(
                output.getBytes(StandardCharsets.UTF_8)), KEY, dir.resolve("jvm.out"));
        started.thread().join();

        assertThat(started.reader().events()).containsExactly(
                new ProgressEvent.Started("id-1"),
                new ProgressEvent.Finished("id-1", "FAILED", "java.lang.AssertionError", "boom",
                        "", java.util.List.of()));
        assertThat(started.reader().dropped()).isEqualTo(2);
        assertThat(dir.resolve("jvm.out")).content(StandardCharsets.UTF_8)
                .contains("OutOfMemoryError").contains("half a line");
    }

    @Test
    void aRunnersLineTooLongToKeepCostsThatLineAloneAndItsScenarioSaysWhy(@TempDir Path dir)
            throws InterruptedException {
        Mac mac = Channel.mac(KEY);
        String huge = "x".repeat(100_000) + "\"é";
        String output = String.join("\n",
                signed(mac, 0, ProgressLog.format(new ProgressEvent.Started("id-1"))),
                signed(mac, 1, ProgressLog.format(new ProgressEvent.Finished("id-1", "FAILED",
                        "java.lang.AssertionError", huge, "", java.util.List.of()))),
                signed(mac, 2, ProgressLog.format(new ProgressEvent.Started("id-2"))),
                // A long line of someone else's, before and after the runner's.
                "y".repeat(200_000),
                signed(mac, 3, ProgressLog.format(new ProgressEvent.Done())),
                "");
        ChannelReader.Started started = ChannelReader.start(new ByteArrayInputStream(
                output.getBytes(StandardCharsets.UTF_8)), KEY, dir.resolve("jvm.out"));
        started.thread().join();

        assertThat(started.reader().events()).containsExactly(
                new ProgressEvent.Started("id-1"),
                new ProgressEvent.Finished("id-1", "FAILED", "java.lang.AssertionError",
                        ChannelReader.TOO_LONG, "", java.util.List.of()),
                new ProgressEvent.Started("id-2"), new ProgressEvent.Done());
        assertThat(started.reader().tooLong()).isEqualTo(1);
        assertThat(started.reader().dropped()).isZero();
    }

    @Test
    void aForgedLongLineInTurnCannotMakeTheReaderSkipTheRunnersLine(@TempDir Path dir)
            throws InterruptedException {
        Mac mac = Channel.mac(KEY);
        Mac forger = Channel.mac(HexFormat.of().parseHex("ffeeddccbbaa99887766554433221100"));
        String forged = ProgressLog.format(new ProgressEvent.Finished("id-1", "SUCCESSFUL", "",
                "z".repeat(ChannelReader.MAX_LINE * 2), "", java.util.List.of()));
        // The real signature of a short line, glued to a long text: the whole does not match.
        String real = ProgressLog.format(new ProgressEvent.Started("id-1"));
        String output = String.join("\n",
                signed(forger, 0, forged),
                "0\t" + Channel.sign(mac, 0, real) + "\t" + real
                        + "w".repeat(ChannelReader.MAX_LINE),
                signed(mac, 0, real),
                signed(mac, 1, ProgressLog.format(new ProgressEvent.Done())),
                "");
        ChannelReader.Started started = ChannelReader.start(new ByteArrayInputStream(
                output.getBytes(StandardCharsets.UTF_8)), KEY, dir.resolve("jvm.out"));
        started.thread().join();

        assertThat(started.reader().events()).containsExactly(
                new ProgressEvent.Started("id-1"), new ProgressEvent.Done());
        assertThat(started.reader().dropped()).isEqualTo(2);
        assertThat(started.reader().tooLong()).isZero();
    }

    @Test
    void theReaderNeverFollowsALinkWhereItKeepsTheOutput(@TempDir Path dir) throws Exception {
        Path target = Files.writeString(dir.resolve("target"), "untouched");
        Files.createSymbolicLink(dir.resolve("jvm.out"), target);

        ChannelReader.Started started = ChannelReader.start(new ByteArrayInputStream(
                "anything\n".getBytes(StandardCharsets.UTF_8)), KEY, dir.resolve("jvm.out"));
        started.thread().join();

        assertThat(target).content(StandardCharsets.UTF_8).isEqualTo("untouched");
    }

    private static String signed(Mac mac, long sequence, String event) {
        return sequence + "\t" + Channel.sign(mac, sequence, event) + "\t" + event;
    }
}
