package tabuleiro.connectfour;

import java.io.FileOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.Path;

/**
 * HOSTILE SUBMISSION (grading/src/test/resources/hostile/disk-filler): writes files of 4 MB
 * into its scratch folder (the only place it may write) until a write fails, then sleeps for
 * good, so that its JVM keeps the space until the grader kills it. In a sealed grader its
 * scratch folder is its own bounded memory (bubblewrap), or a budget of the Java guard holds it
 * (no sandbox): the others' compilations and reports never see a full disk.
 */
final class Filler {

    private static final int CHUNK = 4 << 20;

    private static boolean filled;

    private Filler() {
    }

    static void fill() {
        synchronized (Filler.class) {
            if (filled) {
                return;
            }
            filled = true;
        }
        byte[] chunk = new byte[1 << 20];
        long written = 0;
        Path folder = Path.of(System.getProperty("java.io.tmpdir"));
        try {
            for (int file = 0; file < 100_000; file++) {
                try (OutputStream out = new FileOutputStream(folder.resolve("fill-" + file)
                        .toFile())) {
                    for (int i = 0; i < CHUNK / chunk.length; i++) {
                        out.write(chunk);
                        written += chunk.length;
                    }
                }
            }
        } catch (IOException | RuntimeException e) {
            System.err.println("disk-filler: stopped after " + (written >> 20) + " MB: " + e);
        }
        while (true) {
            try {
                Thread.sleep(60_000);
            } catch (InterruptedException e) {
                // Keep holding the space.
            }
        }
    }
}
