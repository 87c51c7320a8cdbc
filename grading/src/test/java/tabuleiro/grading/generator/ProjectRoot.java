package tabuleiro.grading.generator;

import java.nio.file.Files;
import java.nio.file.Path;

/**
 * Finds the project's root folder for the tests that read the real project.
 *
 * <p>Surefire runs a module's tests in the module's folder, an IDE often in the root: the root
 * is the nearest folder, from the current one upwards, that has the reference's sources and the
 * grading schemes.
 */
final class ProjectRoot {

    private ProjectRoot() {
    }

    /**
     * Finds the project's root.
     *
     * @return the root folder, absolute
     * @throws IllegalStateException if neither the current folder nor any above it is the root
     */
    static Path find() {
        Path start = Path.of(System.getProperty("user.dir")).toAbsolutePath();
        for (Path folder = start; folder != null; folder = folder.getParent()) {
            if (Files.isDirectory(folder.resolve("reference/src/main/java"))
                    && Files.isDirectory(folder.resolve("grading/schemes"))
                    && Files.isRegularFile(folder.resolve("pom.xml"))) {
                return folder;
            }
        }
        throw new IllegalStateException("the project's root has reference/src/main/java and"
                + " grading/schemes, but no folder from " + start + " upwards has them");
    }
}
