package tabuleiro.grading.similarity;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.stream.Stream;
import tabuleiro.grading.model.FileTrees;
import tabuleiro.grading.model.Submission;
import tabuleiro.grading.workspace.Workspace;

/**
 * Writes the files a similarity analysis compares: each student's own files of the game's
 * package into a folder of its own, and the skeleton's files of that package as JPlag's base
 * code. "The student's own" is what {@link Workspace} decides for grading: a file of the game's
 * package (or a subpackage) that the student handed in and that differs from the skeleton's; a
 * file handed in unchanged is the skeleton's, and a file outside the package is left out.
 */
public final class OwnSources {

    private final Optional<Path> skeleton;
    private final String gamePackage;

    /**
     * Prepares to write the sources of one game.
     *
     * @param skeleton the skeleton's source root, or empty to take every file of the package as
     *     the student's
     * @param gamePackage the game's package, such as {@code tabuleiro.GAME}
     */
    public OwnSources(Optional<Path> skeleton, String gamePackage) {
        this.skeleton = skeleton;
        this.gamePackage = gamePackage;
    }

    /**
     * Writes a submission's own files under a folder, by their package's path.
     *
     * @param submission the submission
     * @param target the folder to write into; created
     * @param scratch a folder for the laid-out workspace, deleted afterwards
     * @return the files written, by their path under {@code target}; empty when the student has
     *     no file of their own
     * @throws IOException if a file cannot be read or written
     */
    public List<SourceFile> write(Submission submission, Path target, Path scratch)
            throws IOException {
        List<SourceFile> written = new ArrayList<>();
        try {
            Workspace workspace = Workspace.lay(scratch, skeleton, submission, gamePackage);
            for (Path file : workspace.sources()) {
                if (!workspace.isStudents(file)) {
                    continue;
                }
                String relative = workspace.root().relativize(file).toString().replace('\\', '/');
                Path copy = target.resolve(relative);
                Files.createDirectories(copy.getParent());
                // Workspace wrote it as UTF-8, whatever the student's encoding was.
                String text = Files.readString(file, StandardCharsets.UTF_8);
                // JPlag reads the copy without dead declarations; the pages show the original,
                // whose lines are the copy's.
                Files.writeString(copy, DeadLocals.blank(text), StandardCharsets.UTF_8);
                written.add(new SourceFile(relative, text.lines().toList()));
            }
        } finally {
            FileTrees.delete(scratch);
        }
        return written;
    }

    /**
     * Writes the skeleton's files of the game's package, JPlag's base code.
     *
     * @param target the folder to write into; created
     * @return whether there was any file to write
     * @throws IOException if a file cannot be read or written
     */
    public boolean writeBase(Path target) throws IOException {
        if (skeleton.isEmpty()) {
            return false;
        }
        Path root = skeleton.get();
        Path packageFolder = root.resolve(gamePackage.replace('.', '/'));
        if (!Files.isDirectory(packageFolder)) {
            return false;
        }
        boolean any = false;
        try (Stream<Path> files = Files.walk(packageFolder)) {
            for (Path file : files.filter(path -> path.toString().endsWith(".java")
                    && Files.isRegularFile(path)).toList()) {
                Path copy = target.resolve(root.relativize(file).toString());
                Files.createDirectories(copy.getParent());
                Files.copy(file, copy);
                any = true;
            }
        }
        return any;
    }
}
