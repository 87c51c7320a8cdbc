package tabuleiro.grading.sandbox;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import tabuleiro.grading.model.FileTrees;

/**
 * The folder where the grader keeps, once per machine and user, what it makes for the grading
 * JVMs and can use again in any later class run: the run-time image of a JDK
 * ({@link GradingRuntime}), the class data archives of the grading JVMs' classes
 * ({@link SharedClasses}) and the rule book's jars ({@link RuleBookJars}).
 *
 * <p>Each of those is named by a digest of what it was made from and written whole before it
 * takes its name, so graders running at once can share the folder: one may make what another
 * makes too, and either copy is right. Kept in the report folder, as they were, every class run
 * into a new folder (each test of the build, an instructor's second try) paid for them again.
 *
 * <p>An archive takes about 10 MB, one is made per game, language and scheme's limits (each
 * gives the grading JVMs another class path or other options), and a new build of the grader
 * makes new ones, so only the {@link #ARCHIVES_KEPT} last used are kept: enough for every game
 * in both languages on two Javas. The rule book's jars are small and named by their contents, so
 * a new build makes none while the rule book is the same.
 */
public final class MachineCache {

    /** How many class data archives are kept: those of the last graders used. */
    static final int ARCHIVES_KEPT = 24;

    /** The folder of this JVM's own, where the home folder cannot be written. */
    private static Path ownFolder;

    private MachineCache() {
    }

    /**
     * Returns the folder: {@code $XDG_CACHE_HOME/tabuleiro}, else {@code ~/.cache/tabuleiro},
     * else, where the home folder cannot be written, a new folder of this grader's own in the
     * system's temporary folder, deleted when the JVM ends (each run then makes again what it
     * needs). Never a shared folder of the temporary folder: another user of
     * the machine could make it first and leave there a rule book's jar or an archive with the
     * name the grader looks for.
     *
     * @return the folder, created if needed
     */
    public static synchronized Path folder() {
        String xdg = System.getenv("XDG_CACHE_HOME");
        Path base = xdg != null && !xdg.isBlank() ? Path.of(xdg)
                : Path.of(System.getProperty("user.home"), ".cache");
        Path folder = base.resolve("tabuleiro");
        try {
            Files.createDirectories(folder);
            if (Files.isWritable(folder)) {
                return folder;
            }
        } catch (IOException e) {
            // A home folder the grader cannot write: a folder of this run's own will do.
        }
        if (ownFolder == null) {
            try {
                ownFolder = FileTrees.temporaryUntilExit("tabuleiro-cache-");
            } catch (IOException e) {
                throw new UncheckedIOException("neither the home folder nor the temporary"
                        + " folder can be written: the grader has nowhere to keep its files", e);
            }
        }
        return ownFolder;
    }

    /**
     * Marks an archive as just used and removes the archives of its folder beyond the
     * {@link #ARCHIVES_KEPT} used last. A grading JVM that maps an archive keeps it mapped when
     * it is removed; a grader that finds its archive gone makes it again.
     *
     * @param archive the archive taken or made
     * @param glob the names of the archives of the same kind in its folder
     */
    static void used(Path archive, String glob) {
        try {
            Files.setLastModifiedTime(archive, FileTime.from(Instant.now()));
            List<Path> archives = new ArrayList<>();
            try (DirectoryStream<Path> kept = Files.newDirectoryStream(archive.getParent(),
                    glob)) {
                kept.forEach(archives::add);
            }
            archives.sort(Comparator.comparing(MachineCache::lastUsed).reversed());
            for (Path old : archives.subList(Math.min(ARCHIVES_KEPT, archives.size()),
                    archives.size())) {
                Files.deleteIfExists(old);
            }
        } catch (IOException e) {
            // A cache that cannot be tidied costs disk, never a grade.
        }
    }

    private static FileTime lastUsed(Path file) {
        try {
            return Files.getLastModifiedTime(file);
        } catch (IOException e) {
            return FileTime.fromMillis(0);
        }
    }
}
