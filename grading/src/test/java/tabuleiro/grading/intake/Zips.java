package tabuleiro.grading.intake;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.zip.ZipEntry;
import java.util.zip.ZipOutputStream;

/** Zip files made for the tests, hostile ones included. */
final class Zips {

    private Zips() {
    }

    /** Writes a zip of the given entries, names as they are (so "../x" stays "../x"). */
    static Path zip(Path file, Map<String, String> entries) throws IOException {
        Files.createDirectories(file.getParent());
        try (OutputStream out = Files.newOutputStream(file);
                ZipOutputStream zip = new ZipOutputStream(out, StandardCharsets.UTF_8)) {
            for (Map.Entry<String, String> entry : entries.entrySet()) {
                zip.putNextEntry(new ZipEntry(entry.getKey()));
                zip.write(entry.getValue().getBytes(StandardCharsets.UTF_8));
                zip.closeEntry();
            }
        }
        return file;
    }

    /** Marks every entry of a zip as a Unix symbolic link, as {@code zip --symlinks} does. */
    static Path markAsLinks(Path file) throws IOException {
        byte[] bytes = Files.readAllBytes(file);
        ByteBuffer buffer = ByteBuffer.wrap(bytes).order(ByteOrder.LITTLE_ENDIAN);
        for (int i = 0; i + 46 <= bytes.length; i++) {
            if (buffer.getInt(i) == 0x02014b50) {
                buffer.putShort(i + 4, (short) (3 << 8 | 20));
                buffer.putInt(i + 38, 0xA1FF << 16);
            }
        }
        Files.write(file, bytes);
        return file;
    }

    /** A Java source declaring a package. */
    static String source(String pkg, String type) {
        return "/* package wrong.one; */\n// package wrong.two;\npackage " + pkg + ";\n\n"
                + "public class " + type + " {\n}\n";
    }
}
