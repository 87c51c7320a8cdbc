package tabuleiro.grading.build;

import java.io.IOException;
import java.net.URISyntaxException;
import java.nio.file.FileSystem;
import java.nio.file.FileSystems;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Stream;

/**
 * The student skeleton's sources ({@code exercises/src/main/java}), which the build bundles into
 * the grader as the resource folder {@code skeleton/}: the base that a submission is laid over.
 *
 * <p>The generator writes those sources (see {@code generate}); this class only finds the copy
 * that was bundled.
 */
public final class Skeleton {

    /** The resource folder that holds the skeleton inside the grader. */
    public static final String RESOURCE_FOLDER = "skeleton";

    private static FileSystem jarFileSystem;

    private Skeleton() {
    }

    /**
     * Finds the skeleton bundled with the grader.
     *
     * @return the folder holding the skeleton's packages (it may be inside the grader's jar), or
     *     empty if the grader was built without {@code exercises/src/main/java}
     */
    public static synchronized Optional<Path> bundled() {
        try {
            Path location = Path.of(Skeleton.class.getProtectionDomain().getCodeSource()
                    .getLocation().toURI());
            Path root;
            if (Files.isDirectory(location)) {
                root = location.resolve(RESOURCE_FOLDER);
            } else {
                if (jarFileSystem == null) {
                    // Kept open for the life of the grader: every submission reads from it.
                    jarFileSystem = FileSystems.newFileSystem(location, Map.of());
                }
                root = jarFileSystem.getPath("/" + RESOURCE_FOLDER);
            }
            return hasJavaFiles(root) ? Optional.of(root) : Optional.empty();
        } catch (IOException | URISyntaxException | SecurityException e) {
            return Optional.empty();
        }
    }

    private static boolean hasJavaFiles(Path root) throws IOException {
        if (!Files.isDirectory(root)) {
            return false;
        }
        try (Stream<Path> files = Files.walk(root)) {
            return files.anyMatch(file -> file.toString().endsWith(".java"));
        }
    }
}
