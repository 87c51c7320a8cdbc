package tabuleiro.grading.sandbox;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * Copies what a grading JVM prints into a file, up to a limit, on a thread of its own.
 *
 * <p>Beyond the limit the output is read and thrown away, so that a submission that prints
 * without end neither fills the disk nor blocks on a full pipe; the file then ends with a note
 * saying it was cut.
 */
final class CappedOutput implements Runnable {

    private final InputStream in;
    private final Path file;
    private final long limit;

    private CappedOutput(InputStream in, Path file, long limit) {
        this.in = in;
        this.file = file;
        this.limit = limit;
    }

    /**
     * Starts copying a stream into a file.
     *
     * @param in the stream, read until its end
     * @param file the file, replaced
     * @param limit how many bytes to keep at most
     * @return the copying thread, a daemon
     */
    static Thread start(InputStream in, Path file, long limit) {
        Thread thread = new Thread(new CappedOutput(in, file, limit),
                "output-" + file.getFileName());
        thread.setDaemon(true);
        thread.start();
        return thread;
    }

    @Override
    public void run() {
        byte[] buffer = new byte[8192];
        long kept = 0;
        boolean cut = false;
        try (InputStream input = in; OutputStream out = Files.newOutputStream(file)) {
            for (int read = input.read(buffer); read >= 0; read = input.read(buffer)) {
                int keep = (int) Math.min(read, limit - kept);
                if (keep > 0) {
                    out.write(buffer, 0, keep);
                    kept += keep;
                }
                cut |= keep < read;
            }
            if (cut) {
                out.write(("\n[output cut after " + limit + " bytes]\n")
                        .getBytes(StandardCharsets.UTF_8));
            }
        } catch (IOException e) {
            // The JVM was killed while we read: what was written so far is all there is.
            if (!Files.exists(file)) {
                throw new UncheckedIOException(e);
            }
        }
    }
}
