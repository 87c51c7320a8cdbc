package tabuleiro.grading.model;

import java.io.IOException;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.Comparator;
import java.util.List;
import java.util.stream.Stream;

/** Work on whole folders that the JDK does in one file at a time. */
public final class FileTrees {

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
        Path partial = Files.createTempFile(parent, "." + target.getFileName(), ".partial");
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
