package tabuleiro.grading;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.charset.Charset;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import java.util.zip.CRC32;

/**
 * HOSTILE SUBMISSIONS of the intake (the hostile corpus's {@code archives}): the archives and
 * folders that once made the grader misread a class or refuse it whole, made at test time
 * because their exact bytes matter and some (a symbolic link in a zip, a name that is not UTF-8)
 * cannot be kept in Git as they are.
 *
 * <p>Each holds the complete Connect Four sample ({@code grading/samples/connect-four/complete})
 * with one oddity; a sealed grader gives each its own outcome, and every other submission of
 * the class is graded as usual:
 *
 * <table>
 *   <caption>The intake's hostile submissions</caption>
 *   <tr><th>Name</th><th>What it is</th><th>Sealed outcome</th></tr>
 *   <tr><td>{@value #SYMLINK}</td><td>a student's zip whose entries include a symbolic link
 *       ({@code Secret.java -> /etc/passwd}, Unix mode {@code 0120777} in the central
 *       directory)</td><td>that student's 0, with the reason; the class is graded</td></tr>
 *   <tr><td>{@value #MOODLE_LOOKALIKE}</td><td>a student's zip whose entries sit in a folder named
 *       like Moodle's "download all" ({@code Ana Lima_12345_assignsubmission_file_/})</td>
 *       <td>one student, named after the zip (100), no Moodle id invented</td></tr>
 *   <tr><td>{@value #CP437}</td><td>a zip as Windows' built-in zip writes it: no UTF-8 flag, the
 *       names in the OEM code page (850 on a Portuguese Windows), one of them
 *       {@code Posição.java}; read as CP437, the zip standard's default, it is
 *       {@code Posiç╞o.java}</td><td>graded normally (100), with a note</td></tr>
 *   <tr><td>{@value #MODULE_INFO}</td><td>a folder with a {@code module-info.java} at the source
 *       root</td><td>graded normally (100), the file left out with a note</td></tr>
 *   <tr><td>{@value #LATIN1}</td><td>a folder whose {@code Game.java} is saved in ISO-8859-1 with
 *       an accented comment</td><td>graded normally (100), with a note</td></tr>
 *   <tr><td>{@value #ODD_NAME}</td><td>a folder whose name holds {@code :} and {@code ;}, the
 *       class path separators of Unix and Windows</td><td>graded normally (100)</td></tr>
 * </table>
 *
 * <p>It uses the JDK alone, so the attack matrix ({@code grading/bench/attack-matrix.sh}) runs
 * it with the source launcher, without a build: {@code java HostileArchives.java TARGET
 * COMPLETE_SAMPLE}.
 */
public final class HostileArchives {

    /** A student's zip with a symbolic link entry. */
    public static final String SYMLINK = "archive-symlink.zip";

    /** A student's zip whose entries look like Moodle's download of a class. */
    public static final String MOODLE_LOOKALIKE = "archive-moodle-lookalike.zip";

    /** A zip with names in a DOS code page and no UTF-8 flag. */
    public static final String CP437 = "archive-cp437.zip";

    /** A folder with {@code module-info.java} at its source root. */
    public static final String MODULE_INFO = "archive-module-info";

    /** A folder with a source in ISO-8859-1. */
    public static final String LATIN1 = "archive-latin1";

    /** A folder whose name holds the class path separators. */
    public static final String ODD_NAME = "archive-colon:semi;colon";

    /** Every one of them, in the order {@link #writeAll} writes them. */
    public static final List<String> NAMES = List.of(SYMLINK, MOODLE_LOOKALIKE, CP437,
            MODULE_INFO, LATIN1, ODD_NAME);

    private static final String GAME = "src/main/java/tabuleiro/connectfour/";

    /** The Moodle-looking folder in {@link #MOODLE_LOOKALIKE}. */
    static final String MOODLE_FOLDER = "Ana Lima_12345_assignsubmission_file_/";

    private HostileArchives() {
    }

    /**
     * Writes every hostile intake submission into a folder.
     *
     * @param target the folder; created if needed
     * @param complete the complete sample, a folder with {@code src/main/java}
     * @return the submissions written, in the order of {@link #NAMES}
     * @throws IOException if a file cannot be read or written
     */
    public static List<Path> writeAll(Path target, Path complete) throws IOException {
        Files.createDirectories(target);
        List<Source> sources = sources(complete);
        return List.of(symlinkZip(target.resolve(SYMLINK), sources),
                moodleLookalikeZip(target.resolve(MOODLE_LOOKALIKE), sources),
                cp437Zip(target.resolve(CP437), sources),
                moduleInfoFolder(target.resolve(MODULE_INFO), complete),
                latin1Folder(target.resolve(LATIN1), complete),
                copy(complete, target.resolve(ODD_NAME)));
    }

    /**
     * Writes a student's zip, laid out as a project, with a symbolic link among its entries.
     *
     * @param zip the zip to write
     * @param sources the complete sample's sources
     * @return the zip
     * @throws IOException if it cannot be written
     */
    public static Path symlinkZip(Path zip, List<Source> sources) throws IOException {
        ZipBytes bytes = new ZipBytes();
        for (Source source : sources) {
            bytes.unixFile(source.path(), source.content());
        }
        bytes.unixSymlink(GAME + "Secret.java", "/etc/passwd");
        Files.write(zip, bytes.finish());
        return zip;
    }

    /**
     * Writes a student's zip whose only folder is named as Moodle names a student's submission
     * in its "download all submissions", holding the sources loose.
     *
     * @param zip the zip to write
     * @param sources the complete sample's sources
     * @return the zip
     * @throws IOException if it cannot be written
     */
    public static Path moodleLookalikeZip(Path zip, List<Source> sources) throws IOException {
        ZipBytes bytes = new ZipBytes();
        for (Source source : sources) {
            String name = source.path().substring(source.path().lastIndexOf('/') + 1);
            bytes.unixFile(MOODLE_FOLDER + name, source.content());
        }
        Files.write(zip, bytes.finish());
        return zip;
    }

    /**
     * Writes a zip as Windows' built-in zip ("Send to, Compressed folder") writes it on a
     * Portuguese Windows: made by MS-DOS, folder entries included, no UTF-8 flag, every name in
     * the OEM code page 850. One source is named {@code Posição.java} (bytes {@code 87 C6} for
     * "çã", which are not UTF-8).
     *
     * @param zip the zip to write
     * @param sources the complete sample's sources
     * @return the zip
     * @throws IOException if it cannot be written
     */
    public static Path cp437Zip(Path zip, List<Source> sources) throws IOException {
        Charset oem = Charset.forName("IBM850");
        ZipBytes bytes = new ZipBytes();
        List<String> folders = new ArrayList<>();
        List<Source> all = new ArrayList<>(sources);
        all.add(new Source(GAME + "Posição.java", ("package tabuleiro.connectfour;\n\n"
                + "/** A helper of the student's, in a file whose name is not ASCII. */\n"
                + "final class Posicao {\n\n    private Posicao() {\n    }\n\n"
                + "    static boolean onTheGrid(int row, int column) {\n"
                + "        return row >= 1 && row <= Game.ROWS && column >= 1"
                + " && column <= Game.COLUMNS;\n    }\n}\n")
                .getBytes(StandardCharsets.UTF_8)));
        for (Source source : all) {
            String path = source.path();
            for (int slash = path.indexOf('/'); slash >= 0; slash = path.indexOf('/', slash + 1)) {
                String folder = path.substring(0, slash + 1);
                if (!folders.contains(folder)) {
                    folders.add(folder);
                    bytes.dosEntry(folder.getBytes(oem), new byte[0], true);
                }
            }
            bytes.dosEntry(path.getBytes(oem), source.content(), false);
        }
        Files.write(zip, bytes.finish());
        return zip;
    }

    /**
     * Copies the complete sample into a folder and adds {@code module-info.java} at its source
     * root, as an IDE's "create module-info.java" does.
     *
     * @param folder the submission's folder
     * @param complete the complete sample
     * @return the folder
     * @throws IOException if it cannot be written
     */
    public static Path moduleInfoFolder(Path folder, Path complete) throws IOException {
        copy(complete, folder);
        Files.writeString(folder.resolve("src/main/java/module-info.java"),
                "/** The student's module, as the IDE made it. */\nmodule connectfour {\n"
                        + "    exports tabuleiro.connectfour;\n}\n", StandardCharsets.UTF_8);
        return folder;
    }

    /**
     * Copies the complete sample into a folder and saves its {@code Game.java} in ISO-8859-1,
     * with a comment in Portuguese at its top, as an editor set to Windows' Western encoding
     * saves it.
     *
     * @param folder the submission's folder
     * @param complete the complete sample
     * @return the folder
     * @throws IOException if it cannot be written
     */
    public static Path latin1Folder(Path folder, Path complete) throws IOException {
        copy(complete, folder);
        Path game = folder.resolve(GAME + "Game.java");
        String text = Files.readString(game, StandardCharsets.UTF_8);
        if (!text.chars().allMatch(c -> c < 256)) {
            throw new IllegalStateException(game + " has characters ISO-8859-1 lacks");
        }
        Files.writeString(game, "// Versão do aluno: posição, ação e coração, guardada em"
                + " ISO-8859-1.\n" + text, StandardCharsets.ISO_8859_1);
        return folder;
    }

    /** One source of a submission: its path under the submission and its bytes. */
    public record Source(String path, byte[] content) {
    }

    /**
     * Reads the complete sample's sources, as paths under the submission.
     *
     * @param complete the complete sample
     * @return its sources, in path order
     * @throws IOException if one cannot be read
     */
    public static List<Source> sources(Path complete) throws IOException {
        List<Source> sources = new ArrayList<>();
        try (Stream<Path> files = Files.walk(complete)) {
            for (Path file : files.filter(Files::isRegularFile).sorted().toList()) {
                sources.add(new Source(complete.relativize(file).toString().replace('\\', '/'),
                        Files.readAllBytes(file)));
            }
        }
        return sources;
    }

    private static Path copy(Path from, Path to) throws IOException {
        try (Stream<Path> files = Files.walk(from)) {
            for (Path file : files.filter(Files::isRegularFile).toList()) {
                Path copy = to.resolve(from.relativize(file).toString());
                Files.createDirectories(copy.getParent());
                Files.copy(file, copy, StandardCopyOption.REPLACE_EXISTING);
            }
        }
        return to;
    }

    /**
     * Writes the hostile intake submissions from the command line, for the attack matrix.
     *
     * @param args the target folder and the complete sample's folder
     * @throws IOException if a file cannot be read or written
     */
    public static void main(String[] args) throws IOException {
        if (args.length != 2) {
            System.err.println("usage: java HostileArchives.java TARGET COMPLETE_SAMPLE");
            System.exit(2);
        }
        for (Path written : writeAll(Path.of(args[0]), Path.of(args[1]))) {
            System.out.println(written);
        }
    }

    /**
     * A zip file written byte by byte: stored entries (no compression), a local header and a
     * central directory record each, and the end record. Written by hand because the JDK's
     * {@code ZipOutputStream} can neither mark an entry as a symbolic link (Unix mode in the
     * external attributes) nor say that it was made by MS-DOS.
     */
    static final class ZipBytes {

        private static final int UNIX = 3;
        private static final int DOS = 0;
        private static final int UTF8_FLAG = 1 << 11;
        /** 20 November 2026, 10:00, as MS-DOS writes dates and times. */
        private static final int DATE = ((2026 - 1980) << 9) | (11 << 5) | 20;
        private static final int TIME = 10 << 11;

        private final ByteArrayOutputStream data = new ByteArrayOutputStream();
        private final ByteArrayOutputStream directory = new ByteArrayOutputStream();
        private int entries;

        /** Adds a regular file made on Unix, mode 0644, its name in UTF-8. */
        void unixFile(String name, byte[] content) {
            add(name.getBytes(StandardCharsets.UTF_8), true, content, UNIX, 0100644 << 16);
        }

        /** Adds a symbolic link made on Unix: mode 0120777, the target as the content. */
        void unixSymlink(String name, String target) {
            add(name.getBytes(StandardCharsets.UTF_8), true,
                    target.getBytes(StandardCharsets.UTF_8), UNIX, 0120777 << 16);
        }

        /** Adds a file or folder made by MS-DOS, its name in the bytes given, no UTF-8 flag. */
        void dosEntry(byte[] name, byte[] content, boolean folder) {
            add(name, false, content, DOS, folder ? 0x10 : 0x20);
        }

        private void add(byte[] name, boolean utf8, byte[] content, int madeBy,
                int externalAttributes) {
            CRC32 crc = new CRC32();
            crc.update(content);
            final int offset = data.size();
            int flags = utf8 ? UTF8_FLAG : 0;
            ByteBuffer local = buffer(30 + name.length);
            local.putInt(0x04034b50).putShort((short) 20).putShort((short) flags)
                    .putShort((short) 0).putShort((short) TIME).putShort((short) DATE)
                    .putInt((int) crc.getValue()).putInt(content.length).putInt(content.length)
                    .putShort((short) name.length).putShort((short) 0).put(name);
            data.writeBytes(local.array());
            data.writeBytes(content);
            ByteBuffer central = buffer(46 + name.length);
            central.putInt(0x02014b50).putShort((short) ((madeBy << 8) | 20))
                    .putShort((short) 20).putShort((short) flags).putShort((short) 0)
                    .putShort((short) TIME).putShort((short) DATE)
                    .putInt((int) crc.getValue()).putInt(content.length).putInt(content.length)
                    .putShort((short) name.length).putShort((short) 0).putShort((short) 0)
                    .putShort((short) 0).putShort((short) 0).putInt(externalAttributes)
                    .putInt(offset).put(name);
            directory.writeBytes(central.array());
            entries++;
        }

        /** The whole zip: the entries, the central directory and the end record. */
        byte[] finish() {
            int start = data.size();
            ByteArrayOutputStream zip = new ByteArrayOutputStream();
            zip.writeBytes(data.toByteArray());
            zip.writeBytes(directory.toByteArray());
            ByteBuffer end = buffer(22);
            end.putInt(0x06054b50).putShort((short) 0).putShort((short) 0)
                    .putShort((short) entries).putShort((short) entries)
                    .putInt(directory.size()).putInt(start).putShort((short) 0);
            zip.writeBytes(end.array());
            return zip.toByteArray();
        }

        private static ByteBuffer buffer(int size) {
            return ByteBuffer.allocate(size).order(ByteOrder.LITTLE_ENDIAN);
        }
    }
}
