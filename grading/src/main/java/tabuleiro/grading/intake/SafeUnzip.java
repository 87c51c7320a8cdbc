package tabuleiro.grading.intake;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.Enumeration;
import java.util.List;
import java.util.Objects;
import java.util.zip.ZipEntry;
import java.util.zip.ZipException;
import java.util.zip.ZipFile;

/**
 * Unpacks a zip file that a student (or Moodle) made, refusing what could harm the machine: an
 * entry whose name leaves the target folder ({@code ../}, an absolute path, a drive letter), a
 * symbolic link, more entries or more bytes than the limits allow (a zip bomb). The limits count
 * the bytes actually written, not the sizes the archive claims.
 *
 * <p>Unpacked files keep their time stamps from the archive, which is how a Moodle download
 * tells when each file was handed in. Mac OS's {@code __MACOSX} folder and {@code ._} files are
 * left out.
 */
public final class SafeUnzip {

    /** The central directory's end record: its signature, and its size without a comment. */
    private static final int END_SIGNATURE = 0x06054b50;
    private static final int END_SIZE = 22;
    private static final int ENTRY_SIGNATURE = 0x02014b50;
    private static final int ENTRY_SIZE = 46;
    /** The host system "Unix" in an entry's "version made by", and a link's file type. */
    private static final int UNIX = 3;
    private static final int FILE_TYPE = 0xF000;
    private static final int SYMBOLIC_LINK = 0xA000;

    private SafeUnzip() {
    }

    /**
     * How much an archive may hold.
     *
     * @param entries the most entries (files and folders)
     * @param bytes the most bytes unpacked, all files together
     * @invariant both are positive
     */
    public record Limits(int entries, long bytes) {

        /** One student's zip: a project's sources, with room for a stray build folder. */
        public static final Limits STUDENT = new Limits(5_000, 64L << 20);

        /** Moodle's "download all submissions" of a whole class. */
        public static final Limits CLASS = new Limits(200_000, 2L << 30);

        /**
         * Checks the limits.
         *
         * @throws IllegalArgumentException unless both are positive
         */
        public Limits {
            if (entries <= 0 || bytes <= 0) {
                throw new IllegalArgumentException("positive limits, but they are " + entries
                        + " entries and " + bytes + " bytes");
            }
        }
    }

    /**
     * Lists the names of an archive's entries, as its central directory has them, refusing an
     * archive with a symbolic link.
     *
     * @param zip the archive
     * @return the entries' names, in the archive's order
     * @throws UnsafeArchiveException if the file is not a zip file or holds a symbolic link
     * @throws IOException if the file cannot be read
     */
    public static List<String> entryNames(Path zip) throws IOException {
        List<String> names = new ArrayList<>();
        try (FileChannel channel = FileChannel.open(zip, StandardOpenOption.READ)) {
            long size = channel.size();
            // The end record is at the end, after a comment of at most 65535 bytes.
            int tail = (int) Math.min(size, END_SIZE + 0xFFFF);
            ByteBuffer end = read(channel, size - tail, tail);
            int at = -1;
            for (int i = tail - END_SIZE; i >= 0; i--) {
                if (end.getInt(i) == END_SIGNATURE) {
                    at = i;
                    break;
                }
            }
            if (at < 0) {
                throw new UnsafeArchiveException(zip.getFileName() + " is not a zip file");
            }
            int count = Short.toUnsignedInt(end.getShort(at + 10));
            long directorySize = Integer.toUnsignedLong(end.getInt(at + 12));
            long directoryStart = Integer.toUnsignedLong(end.getInt(at + 16));
            if (directorySize == 0xFFFFFFFFL || directoryStart == 0xFFFFFFFFL
                    || count == 0xFFFF || directoryStart + directorySize > size) {
                throw new UnsafeArchiveException(zip.getFileName() + " is a zip file over 4 GB"
                        + " or with over 65535 entries (ZIP64), or damaged: it is refused");
            }
            ByteBuffer directory = read(channel, directoryStart, (int) directorySize);
            int offset = 0;
            for (int n = 0; n < count; n++) {
                if (offset + ENTRY_SIZE > directorySize
                        || directory.getInt(offset) != ENTRY_SIGNATURE) {
                    throw new UnsafeArchiveException(zip.getFileName() + " is damaged: its"
                            + " directory of entries breaks off");
                }
                int madeBy = Short.toUnsignedInt(directory.getShort(offset + 4)) >> 8;
                int nameLength = Short.toUnsignedInt(directory.getShort(offset + 28));
                final int extraLength = Short.toUnsignedInt(directory.getShort(offset + 30));
                final int commentLength = Short.toUnsignedInt(directory.getShort(offset + 32));
                int mode = directory.getInt(offset + 38) >>> 16;
                byte[] name = new byte[nameLength];
                directory.get(offset + ENTRY_SIZE, name);
                String entry = new String(name, StandardCharsets.UTF_8);
                if (madeBy == UNIX && (mode & FILE_TYPE) == SYMBOLIC_LINK) {
                    throw new UnsafeArchiveException(zip.getFileName() + " holds a symbolic link,"
                            + " " + entry + ": links are refused, hand in the files themselves");
                }
                names.add(entry);
                offset += ENTRY_SIZE + nameLength + extraLength + commentLength;
            }
        }
        return names;
    }

    /**
     * Unpacks an archive into a folder.
     *
     * @param zip the archive
     * @param target the folder to unpack into; created if needed
     * @param limits how much the archive may hold
     * @return the files written, in the archive's order
     * @throws UnsafeArchiveException if the archive is refused: not a zip file, a symbolic link,
     *     an entry whose name leaves {@code target}, or more than the limits; what was unpacked
     *     before is left for the caller to delete
     * @throws IOException if a file cannot be read or written
     */
    public static List<Path> unzip(Path zip, Path target, Limits limits) throws IOException {
        Objects.requireNonNull(limits, "limits");
        List<String> names = entryNames(zip);
        if (names.size() > limits.entries()) {
            throw new UnsafeArchiveException(zip.getFileName() + " has " + names.size()
                    + " entries, more than the " + limits.entries() + " allowed");
        }
        Path root = target.toAbsolutePath().normalize();
        Files.createDirectories(root);
        List<Path> written = new ArrayList<>();
        long budget = limits.bytes();
        try (ZipFile archive = new ZipFile(zip.toFile(), StandardCharsets.UTF_8)) {
            Enumeration<? extends ZipEntry> entries = archive.entries();
            while (entries.hasMoreElements()) {
                ZipEntry entry = entries.nextElement();
                Path path = destination(zip, root, entry.getName());
                if (path == null) {
                    continue;
                }
                if (entry.isDirectory()) {
                    Files.createDirectories(path);
                    continue;
                }
                Files.createDirectories(path.getParent());
                try (InputStream in = archive.getInputStream(entry);
                        OutputStream out = Files.newOutputStream(path)) {
                    budget -= copy(in, out, budget, zip, limits);
                }
                if (entry.getLastModifiedTime() != null) {
                    Files.setLastModifiedTime(path, entry.getLastModifiedTime());
                }
                written.add(path);
            }
        } catch (ZipException e) {
            throw new UnsafeArchiveException(zip.getFileName() + " is not a valid zip file: "
                    + e.getMessage());
        }
        return written;
    }

    /**
     * Where an entry goes, or {@code null} for one to leave out.
     *
     * @throws UnsafeArchiveException if the entry's name leaves the target
     */
    private static Path destination(Path zip, Path root, String name)
            throws UnsafeArchiveException {
        // Zips made on Windows may separate folders with backslashes.
        String slashed = name.replace('\\', '/');
        if (slashed.startsWith("/") || slashed.matches("[A-Za-z]:.*")
                || List.of(slashed.split("/")).contains("..")) {
            throw new UnsafeArchiveException(zip.getFileName() + " holds the entry \"" + name
                    + "\", which would be written outside its folder: the archive is refused");
        }
        for (String part : slashed.split("/")) {
            if (part.equals("__MACOSX") || part.startsWith("._")) {
                return null;
            }
        }
        Path path;
        try {
            path = root.resolve(slashed).normalize();
        } catch (InvalidPathException e) {
            throw new UnsafeArchiveException(zip.getFileName() + " holds the entry \"" + name
                    + "\", which is not a file name this system allows");
        }
        if (!path.startsWith(root) || path.equals(root)) {
            throw new UnsafeArchiveException(zip.getFileName() + " holds the entry \"" + name
                    + "\", which would be written outside its folder: the archive is refused");
        }
        return path;
    }

    private static long copy(InputStream in, OutputStream out, long budget, Path zip,
            Limits limits) throws IOException {
        byte[] buffer = new byte[8192];
        long copied = 0;
        for (int read = in.read(buffer); read >= 0; read = in.read(buffer)) {
            copied += read;
            if (copied > budget) {
                throw new UnsafeArchiveException(zip.getFileName() + " unpacks to more than the "
                        + (limits.bytes() >> 20) + " MB allowed: the archive is refused");
            }
            out.write(buffer, 0, read);
        }
        return copied;
    }

    private static ByteBuffer read(FileChannel channel, long position, int length)
            throws IOException {
        ByteBuffer buffer = ByteBuffer.allocate(length).order(ByteOrder.LITTLE_ENDIAN);
        while (buffer.hasRemaining()) {
            if (channel.read(buffer, position + buffer.position()) < 0) {
                throw new UnsafeArchiveException("the zip file ends too early");
            }
        }
        return buffer.flip();
    }
}
