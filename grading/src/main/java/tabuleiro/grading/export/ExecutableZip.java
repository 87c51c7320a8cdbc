package tabuleiro.grading.export;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import java.util.stream.Stream;
import java.util.zip.ZipEntry;
import java.util.zip.ZipOutputStream;

/**
 * Zips a folder with Unix file modes, so that the scripts in it stay executable once unzipped
 * (Gradescope unzips the autograder and runs {@code run_autograder}). {@code java.util.zip}
 * writes no modes, so they are set afterwards in the zip's central directory: "made by Unix",
 * and {@code rwxr-xr-x} for the scripts, {@code rw-r--r--} for the other files.
 */
final class ExecutableZip {

    private static final int END_SIGNATURE = 0x06054b50;
    private static final int ENTRY_SIGNATURE = 0x02014b50;
    private static final int UNIX_MADE_BY = 3 << 8 | 20;
    private static final int REGULAR = 0100000;

    private ExecutableZip() {
    }

    /**
     * Zips the files of a folder, their paths relative to it.
     *
     * @param folder the folder
     * @param zip the zip file to write, outside the folder
     * @param executables the relative paths of the files to mark executable
     * @throws IOException if a file cannot be read or the zip written
     */
    static void write(Path folder, Path zip, Set<String> executables) throws IOException {
        List<Path> files;
        try (Stream<Path> walk = Files.walk(folder)) {
            files = walk.filter(Files::isRegularFile).sorted().toList();
        }
        try (OutputStream out = Files.newOutputStream(zip);
                ZipOutputStream archive = new ZipOutputStream(out)) {
            for (Path file : files) {
                archive.putNextEntry(new ZipEntry(relative(folder, file)));
                Files.copy(file, archive);
                archive.closeEntry();
            }
        }
        byte[] bytes = Files.readAllBytes(zip);
        ByteBuffer buffer = ByteBuffer.wrap(bytes).order(ByteOrder.LITTLE_ENDIAN);
        int end = bytes.length - 22;
        while (buffer.getInt(end) != END_SIGNATURE) {
            end--;
        }
        int offset = buffer.getInt(end + 16);
        for (Path file : files) {
            if (buffer.getInt(offset) != ENTRY_SIGNATURE) {
                throw new IOException("the zip just written has an unexpected layout: " + zip);
            }
            int mode = REGULAR | (executables.contains(relative(folder, file)) ? 0755 : 0644);
            buffer.putShort(offset + 4, (short) UNIX_MADE_BY);
            buffer.putInt(offset + 38, mode << 16);
            offset += 46 + Short.toUnsignedInt(buffer.getShort(offset + 28))
                    + Short.toUnsignedInt(buffer.getShort(offset + 30))
                    + Short.toUnsignedInt(buffer.getShort(offset + 32));
        }
        Files.write(zip, bytes);
    }

    private static String relative(Path folder, Path file) {
        return folder.relativize(file).toString().replace('\\', '/');
    }
}
