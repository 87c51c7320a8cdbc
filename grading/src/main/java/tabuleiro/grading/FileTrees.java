package tabuleiro.grading;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
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
}
