package tabuleiro.grading.intake;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.Charset;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.zip.ZipEntry;
import java.util.zip.ZipOutputStream;
import org.apache.commons.compress.archivers.zip.ZipArchiveEntry;
import org.apache.commons.compress.archivers.zip.ZipArchiveOutputStream;

/** Zip files made for the tests, hostile ones included. */
final class Zips {

    /** A symbolic link's Unix mode: file type 0120000, permissions 0777. */
    private static final int LINK_MODE = 0120777;

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

    /**
     * Writes a zip whose names are encoded in a charset without the UTF-8 flag and without
     * Info-ZIP's Unicode path field, as Windows' built-in zip writes them: a character the
     * charset lacks becomes {@code ?}.
     */
    static Path zipEncoded(Path file, Map<String, String> entries, Charset names)
            throws IOException {
        Files.createDirectories(file.getParent());
        try (ZipArchiveOutputStream zip = new ZipArchiveOutputStream(file)) {
            // Latin-1 writes each char as the one byte it stands for: the bytes are the names'.
            zip.setEncoding(StandardCharsets.ISO_8859_1.name());
            zip.setUseLanguageEncodingFlag(false);
            zip.setCreateUnicodeExtraFields(
                    ZipArchiveOutputStream.UnicodeExtraFieldPolicy.NEVER);
            for (Map.Entry<String, String> entry : entries.entrySet()) {
                String raw = new String(entry.getKey().getBytes(names),
                        StandardCharsets.ISO_8859_1);
                zip.putArchiveEntry(new ZipArchiveEntry(raw));
                zip.write(entry.getValue().getBytes(StandardCharsets.UTF_8));
                zip.closeArchiveEntry();
            }
        }
        return file;
    }

    /**
     * Writes a zip of files and one symbolic link, as {@code zip --symlinks} does: a Unix entry
     * whose mode says link and whose data is the link's target.
     */
    static Path zipWithLink(Path file, Map<String, String> entries, String link, String target)
            throws IOException {
        Files.createDirectories(file.getParent());
        try (ZipArchiveOutputStream zip = new ZipArchiveOutputStream(file)) {
            ZipArchiveEntry linkEntry = new ZipArchiveEntry(link);
            linkEntry.setUnixMode(LINK_MODE);
            zip.putArchiveEntry(linkEntry);
            zip.write(target.getBytes(StandardCharsets.UTF_8));
            zip.closeArchiveEntry();
            for (Map.Entry<String, String> entry : entries.entrySet()) {
                zip.putArchiveEntry(new ZipArchiveEntry(entry.getKey()));
                zip.write(entry.getValue().getBytes(StandardCharsets.UTF_8));
                zip.closeArchiveEntry();
            }
        }
        return file;
    }

    /** A Java source declaring a package. */
    static String source(String pkg, String type) {
        return "/* package wrong.one; */\n// package wrong.two;\npackage " + pkg + ";\n\n"
                + "public class " + type + " {\n}\n";
    }
}
