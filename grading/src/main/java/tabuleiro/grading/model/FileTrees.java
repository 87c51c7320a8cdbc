package tabuleiro.grading.model;

import java.io.IOException;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.security.SecureRandom;
import java.util.Comparator;
import java.util.List;
import java.util.stream.Stream;

/** Work on whole folders that the JDK does in one file at a time. */
public final class FileTrees {

    /** The partial files' names, which no one may guess to plant a link at. */
    private static final SecureRandom RANDOM = new SecureRandom();

    private FileTrees() {
    }

    /**
     * Deletes a file or a folder with everything in it.
     *
     * @param root the file or folder; nothing happens if it does not exist
     * @throws IOException if something cannot be deleted
     * @post {@code root} does not exist
     */
    public static void delete(Path root) throws IOException {
        if (!Files.exists(root)) {
            return;
        }
        List<Path> paths;
        try (Stream<Path> walk = Files.walk(root)) {
            // Deepest first, so that every folder is empty when its turn comes.
            paths = walk.sorted(Comparator.reverseOrder()).toList();
        }
        for (Path path : paths) {
            Files.delete(path);
        }
    }

    /**
     * Makes a new folder in the system's temporary folder, deleted with everything in it when
     * the JVM ends (a folder left behind, when it cannot be deleted, costs disk and nothing
     * else).
     *
     * @param prefix the start of the folder's name
     * @return the new folder
     * @throws IOException if it cannot be made
     */
    public static Path temporaryUntilExit(String prefix) throws IOException {
        Path folder = Files.createTempDirectory(prefix);
        Runtime.getRuntime().addShutdownHook(new Thread(() -> {
            try {
                delete(folder);
            } catch (IOException e) {
                // The JVM is ending: a temporary folder left behind is all that is lost.
            }
        }, "clean-up of " + folder.getFileName()));
        return folder;
    }

    /**
     * Writes a file so that it is either whole or absent: the content goes to a file beside it,
     * which then replaces it in one step. A reader, or a run that was interrupted, never sees
     * half a file.
     *
     * @param target the file to write
     * @param writer writes the content into the file it is given
     * @throws IOException if the content cannot be written or moved into place
     * @post {@code target} holds what {@code writer} wrote
     */
    public static void writeAtomically(Path target, Writer writer) throws IOException {
        Path parent = target.toAbsolutePath().getParent();
        Files.createDirectories(parent);
        // A name of its own, made new (never a file or link already there), with the
        // permissions any new file gets: a temporary file's owner-only ones would reach the
        // reports an instructor publishes.
        Path partial = Files.createFile(parent.resolve("." + target.getFileName() + "."
                + Long.toUnsignedString(RANDOM.nextLong(), Character.MAX_RADIX) + ".partial"));
        try {
            writer.write(partial);
            try {
                Files.move(partial, target, StandardCopyOption.REPLACE_EXISTING,
                        StandardCopyOption.ATOMIC_MOVE);
            } catch (AtomicMoveNotSupportedException e) {
                Files.move(partial, target, StandardCopyOption.REPLACE_EXISTING);
            }
        } finally {
            Files.deleteIfExists(partial);
        }
    }

    /** Writes the content of a file. */
    @FunctionalInterface
    public interface Writer {

        /**
         * Writes the content.
         *
         * @param file the file to write it into
         * @throws IOException if it cannot be written
         */
        void write(Path file) throws IOException;
    }
}
