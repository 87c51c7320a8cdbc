package tabuleiro.grading.intake;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.Charset;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Objects;
import org.apache.commons.compress.archivers.zip.ZipArchiveEntry;
import org.apache.commons.compress.archivers.zip.ZipFile;
import tabuleiro.grading.model.Names;

/**
 * Unpacks a zip file that a student (or Moodle) made, refusing what could harm the machine: an
 * entry whose name leaves the target folder ({@code ../}, an absolute path, a drive letter), a
 * zip larger, or with more entries or more bytes, than the limits allow (a zip bomb). The limits
 * count the bytes actually written, not the sizes the archive claims. The zip format itself is
 * read by Apache Commons Compress.
 *
 * <p>What cannot be unpacked safely but harms no one is left out with a note instead of refusing
 * the archive: a symbolic link (its target is never followed nor written), an entry whose name
 * this system cannot use, an encrypted entry. Mac OS's {@code __MACOSX} folder and {@code ._}
 * files are left out without a note.
 *
 * <p>An entry's name is UTF-8 when the archive says so (the UTF-8 flag, or Info-ZIP's Unicode
 * path field) or when its bytes are valid UTF-8; otherwise it is CP437, the zip format's own
 * default, which Windows' built-in zip writes. Unpacked files keep their time stamps from the
 * archive, which is how a Moodle download tells when each file was handed in.
 */
public final class SafeUnzip {

    /** The zip format's default encoding of names, when neither flag nor bytes say UTF-8. */
    private static final Charset CP437 = Charset.forName("IBM437");

    private SafeUnzip() {
    }

    /**
     * How much an archive may hold.
     *
     * @param entries the most entries (files and folders)
     * @param bytes the most bytes unpacked, all files together; also the largest zip file read
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
     * What an archive gave.
     *
     * @param files the files written, in the archive's order
     * @param notes the entries left out and why, one sentence each, for the student
     */
    public record Unpacked(List<Path> files, List<String> notes) {

        /** Keeps unmodifiable copies. */
        public Unpacked {
            files = List.copyOf(files);
            notes = List.copyOf(notes);
        }
    }

    /**
     * Lists the names of an archive's entries, as its central directory has them.
     *
     * @param zip the archive
     * @return the entries' names, decoded as {@link SafeUnzip} says, in the archive's order
     * @throws UnsafeArchiveException if the file is not a zip file that can be read
     * @throws IOException if the file cannot be read
     */
    public static List<String> entryNames(Path zip) throws IOException {
        List<String> names = new ArrayList<>();
        try (ZipFile archive = open(zip)) {
            for (ZipArchiveEntry entry : Collections.list(archive.getEntries())) {
                names.add(name(entry));
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
     * @return the files written and the entries left out
     * @throws UnsafeArchiveException if the archive is refused: not a zip file that can be read,
     *     an entry whose name leaves {@code target}, more than the limits, or an entry that
     *     cannot be written; what was unpacked before is left for the caller to delete
     * @throws IOException if the archive cannot be read
     */
    public static Unpacked unzip(Path zip, Path target, Limits limits) throws IOException {
        Objects.requireNonNull(limits, "limits");
        String shown = Names.shown(String.valueOf(zip.getFileName()));
        // Checked before the archive is opened: reading its directory costs memory by entry.
        if (Files.size(zip) > limits.bytes()) {
            throw new UnsafeArchiveException(shown + " is larger than the "
                    + (limits.bytes() >> 20) + " MB allowed: the archive is refused");
        }
        Path root = target.toAbsolutePath().normalize();
        List<Path> written = new ArrayList<>();
        List<String> notes = new ArrayList<>();
        try (ZipFile archive = open(zip)) {
            List<ZipArchiveEntry> entries = Collections.list(archive.getEntries());
            if (entries.size() > limits.entries()) {
                throw new UnsafeArchiveException(shown + " has " + entries.size()
                        + " entries, more than the " + limits.entries() + " allowed");
            }
            Files.createDirectories(root);
            long budget = limits.bytes();
            for (ZipArchiveEntry entry : entries) {
                String name = name(entry);
                String slashed = name.replace('\\', '/');
                if (leaves(slashed)) {
                    throw new UnsafeArchiveException(shown + " holds the entry \""
                            + Names.shown(name) + "\", which would be written outside its"
                            + " folder: the archive is refused");
                }
                if (apple(slashed)) {
                    continue;
                }
                if (entry.isUnixSymlink()) {
                    notes.add(shown + " holds a symbolic link, " + Names.shown(name)
                            + ": it was left out (hand in the files themselves)");
                    continue;
                }
                Path path = destination(root, slashed);
                if (root.equals(path)) {
                    continue;
                }
                if (path == null) {
                    notes.add(shown + " holds the entry \"" + Names.shown(name) + "\", whose"
                            + " name is not a file name this system allows: it was left out");
                    continue;
                }
                if (entry.isDirectory()) {
                    Files.createDirectories(path);
                    continue;
                }
                if (!archive.canReadEntryData(entry)) {
                    notes.add(Names.shown(name) + " in " + shown + " is encrypted or packed in a"
                            + " way the grader cannot read: it was left out");
                    continue;
                }
                Files.createDirectories(path.getParent());
                try (InputStream in = archive.getInputStream(entry);
                        OutputStream out = Files.newOutputStream(path)) {
                    budget -= copy(in, out, budget, shown, limits);
                }
                stamp(path, entry.getLastModifiedTime());
                written.add(path);
            }
        } catch (UnsafeArchiveException e) {
            throw e;
        } catch (IOException | RuntimeException e) {
            // A damaged or odd archive costs its student, never the grader.
            throw new UnsafeArchiveException(shown + " could not be unpacked: " + e.getMessage());
        }
        return new Unpacked(written, notes);
    }

    /**
     * Decodes an entry's name: UTF-8 when the archive says so or the bytes are UTF-8, else
     * CP437.
     *
     * @param entry the entry, as Commons Compress read it
     * @return the name
     */
    static String name(ZipArchiveEntry entry) {
        if (entry.getNameSource() != ZipArchiveEntry.NameSource.NAME) {
            return entry.getName();
        }
        byte[] raw = entry.getRawName();
        if (raw == null) {
            return entry.getName();
        }
        try {
            return StandardCharsets.UTF_8.newDecoder()
                    .onMalformedInput(CodingErrorAction.REPORT)
                    .onUnmappableCharacter(CodingErrorAction.REPORT)
                    .decode(ByteBuffer.wrap(raw)).toString();
        } catch (CharacterCodingException e) {
            return new String(raw, CP437);
        }
    }

    private static ZipFile open(Path zip) throws IOException {
        try {
            return ZipFile.builder().setPath(zip).setCharset(StandardCharsets.UTF_8)
                    .setUseUnicodeExtraFields(true).get();
        } catch (IOException | RuntimeException e) {
            throw new UnsafeArchiveException(Names.shown(String.valueOf(zip.getFileName()))
                    + " is not a zip file the grader can read (" + e.getMessage() + ")");
        }
    }

    /** Whether a name, with {@code /} between folders, would leave the target. */
    private static boolean leaves(String slashed) {
        return slashed.startsWith("/") || slashed.matches("(?s)[A-Za-z]:.*")
                || List.of(slashed.split("/")).contains("..");
    }

    /** Whether a name is Mac OS's resource fork copy, which no one means to hand in. */
    private static boolean apple(String slashed) {
        for (String part : slashed.split("/")) {
            if (part.equals("__MACOSX") || part.startsWith("._")) {
                return true;
            }
        }
        return false;
    }

    /**
     * Where an entry goes: {@code root} itself for {@code ./}, {@code null} when this system
     * cannot name it.
     */
    private static Path destination(Path root, String slashed) throws UnsafeArchiveException {
        Path path;
        try {
            path = root.resolve(slashed).normalize();
        } catch (InvalidPathException e) {
            return null;
        }
        if (!path.startsWith(root)) {
            throw new UnsafeArchiveException("the entry \"" + Names.shown(slashed) + "\" would be"
                    + " written outside its folder: the archive is refused");
        }
        return path;
    }

    private static long copy(InputStream in, OutputStream out, long budget, String shown,
            Limits limits) throws IOException {
        byte[] buffer = new byte[8192];
        long copied = 0;
        for (int read = in.read(buffer); read >= 0; read = in.read(buffer)) {
            copied += read;
            if (copied > budget) {
                throw new UnsafeArchiveException(shown + " unpacks to more than the "
                        + (limits.bytes() >> 20) + " MB allowed: the archive is refused");
            }
            out.write(buffer, 0, read);
        }
        return copied;
    }

    private static void stamp(Path file, FileTime time) {
        if (time == null) {
            return;
        }
        try {
            Files.setLastModifiedTime(file, time);
        } catch (IOException | RuntimeException e) {
            // A time the file system cannot keep only costs the file its time stamp.
        }
    }
}
