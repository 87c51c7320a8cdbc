package tabuleiro.grading.export;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import java.util.stream.Stream;
import org.apache.commons.compress.archivers.zip.ZipArchiveEntry;
import org.apache.commons.compress.archivers.zip.ZipArchiveOutputStream;

/**
 * Zips a folder with Unix file modes, so that the scripts in it stay executable once unzipped
 * (Gradescope unzips the autograder and runs {@code run_autograder}): every entry is made by
 * Unix, {@code rwxr-xr-x} for the scripts and {@code rw-r--r--} for the other files, its name
 * in UTF-8 with the zip's UTF-8 flag, as the Moodle feedback zip writes its own (an entry made
 * by Unix is one whose UTF-8 name Info-ZIP's unzip reads as UTF-8).
 */
final class ExecutableZip {

    private static final int SCRIPT = 0100755;
    private static final int FILE = 0100644;

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
        try (ZipArchiveOutputStream archive = new ZipArchiveOutputStream(zip)) {
            archive.setEncoding("UTF-8");
            archive.setUseLanguageEncodingFlag(true);
            for (Path file : files) {
                String name = relative(folder, file);
                ZipArchiveEntry entry = new ZipArchiveEntry(name);
                entry.setUnixMode(executables.contains(name) ? SCRIPT : FILE);
                entry.setTime(Files.getLastModifiedTime(file));
                archive.putArchiveEntry(entry);
                Files.copy(file, archive);
                archive.closeArchiveEntry();
            }
        }
    }

    private static String relative(Path folder, Path file) {
        return folder.relativize(file).toString().replace('\\', '/');
    }
}
