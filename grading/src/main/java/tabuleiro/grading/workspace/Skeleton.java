package tabuleiro.grading.workspace;

import java.io.IOException;
import java.net.URISyntaxException;
import java.nio.file.FileSystem;
import java.nio.file.FileSystems;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermission;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Stream;
import tabuleiro.grading.model.FileTrees;

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

    private static final Set<PosixFilePermission> READ_ONLY =
            PosixFilePermissions.fromString("r--r--r--");

    private static Path extracted;

    private Skeleton() {
    }

    /**
     * Finds the skeleton bundled with the grader. From the grader's jar, the skeleton is
     * extracted once into a temporary folder, deleted when the JVM ends: every submission (and
     * every check of {@code check --watch}) is laid over it and its digest read, and copying
     * files is cheaper than inflating them from the jar each time.
     *
     * @return the folder holding the skeleton's packages, or empty if the grader was built
     *     without {@code exercises/src/main/java}
     */
    public static synchronized Optional<Path> bundled() {
        try {
            Path location = Path.of(Skeleton.class.getProtectionDomain().getCodeSource()
                    .getLocation().toURI());
            Path root;
            if (Files.isDirectory(location)) {
                root = location.resolve(RESOURCE_FOLDER);
            } else {
                if (extracted == null) {
                    extracted = extract(location);
                }
                root = extracted;
            }
            return hasJavaFiles(root) ? Optional.of(root) : Optional.empty();
        } catch (IOException | URISyntaxException | SecurityException e) {
            return Optional.empty();
        }
    }

    /** Copies the skeleton out of the grader's jar into a new temporary folder. */
    private static Path extract(Path jar) throws IOException {
        Path folder = FileTrees.temporaryUntilExit("tabuleiro-skeleton-");
        boolean posix = folder.getFileSystem().supportedFileAttributeViews().contains("posix");
        try (FileSystem zip = FileSystems.newFileSystem(jar, Map.of());
                Stream<Path> files = Files.walk(zip.getPath("/" + RESOURCE_FOLDER))) {
            Path top = zip.getPath("/" + RESOURCE_FOLDER);
            for (Path file : files.filter(Files::isRegularFile).toList()) {
                Path target = folder.resolve(top.relativize(file).toString());
                Files.createDirectories(target.getParent());
                Files.copy(file, target);
                if (posix) {
                    // Workspaces link these files: none may be written through a link.
                    Files.setPosixFilePermissions(target, READ_ONLY);
                }
            }
        }
        return folder;
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
