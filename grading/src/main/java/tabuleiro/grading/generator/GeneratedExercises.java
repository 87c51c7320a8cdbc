package tabuleiro.grading.generator;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import java.util.SortedMap;
import java.util.SortedSet;
import java.util.TreeMap;
import java.util.TreeSet;
import tabuleiro.grading.FileTrees;

/**
 * What {@code generate} writes into the exercises folder, held in memory until it is written or
 * compared: the student skeleton's sources under {@value #SOURCES}, the index {@value #GUIDE}
 * and a guide per game under {@value #GUIDES}. (The grader's
 * {@code tabuleiro.grading.build.Skeleton} is another thing: the copy of those sources bundled in
 * its jar, which submissions are laid over.)
 *
 * <p>Generating everything before writing anything means that an error in any input leaves the
 * folder on disk as it was.
 *
 * @invariant every file's name is {@value #GUIDE} or starts with {@value #SOURCES}{@code /} or
 *     {@value #GUIDES}{@code /}
 */
final class GeneratedExercises {

    /** The folder of the skeleton's sources, relative to the exercises folder. */
    static final String SOURCES = "src/main/java";

    /** The index of the students' guides, relative to the exercises folder. */
    static final String GUIDE = "EXERCISES.md";

    /** The folder of the guides, one per game, relative to the exercises folder. */
    static final String GUIDES = "guides";

    private final SortedMap<String, byte[]> files;
    private final List<ExerciseCatalogue> catalogues;

    /**
     * Holds the generated files.
     *
     * @param files each file's content by its name relative to the exercises folder, with
     *     {@code /} between folders
     * @param catalogues the catalogues the guides were written from, one per game
     * @throws IllegalArgumentException unless every name is {@value #GUIDE} or under
     *     {@value #SOURCES} or {@value #GUIDES}
     */
    GeneratedExercises(SortedMap<String, byte[]> files, List<ExerciseCatalogue> catalogues) {
        for (String name : files.keySet()) {
            if (!isGenerated(name)) {
                throw new IllegalArgumentException("the generated exercises are " + GUIDE
                        + " and files under " + SOURCES + "/ and " + GUIDES + "/ only, but "
                        + name + " was given");
            }
        }
        this.files = Collections.unmodifiableSortedMap(new TreeMap<>(files));
        this.catalogues = List.copyOf(catalogues);
    }

    /**
     * Names the guide of a game.
     *
     * @param game the game's command name, such as {@code connect-four}
     * @return the guide's name relative to the exercises folder
     */
    static String guideOf(String game) {
        return GUIDES + "/" + game + ".md";
    }

    /**
     * Returns the names of the generated files.
     *
     * @return the names relative to the exercises folder, sorted
     */
    SortedSet<String> names() {
        return Collections.unmodifiableSortedSet(new TreeSet<>(files.keySet()));
    }

    /**
     * Returns the catalogues of exercises the guides were written from.
     *
     * @return one catalogue per game, in the order of the schemes' file names
     */
    List<ExerciseCatalogue> catalogues() {
        return catalogues;
    }

    /**
     * Writes the files into an exercises folder. The folder's {@value #SOURCES} and
     * {@value #GUIDES} are replaced as a whole, so a file the reference no longer has
     * disappears; {@value #GUIDE} is overwritten; nothing else in the folder is touched.
     *
     * @param out the exercises folder
     * @throws GeneratorException if the folder cannot be written
     * @post {@code differencesFrom(out).isEmpty()}
     */
    void writeTo(Path out) {
        try {
            FileTrees.delete(out.resolve(SOURCES));
            FileTrees.delete(out.resolve(GUIDES));
            for (var file : files.entrySet()) {
                Path target = out.resolve(file.getKey());
                Files.createDirectories(target.getParent());
                Files.write(target, file.getValue());
            }
        } catch (IOException e) {
            throw new GeneratorException(out + ": cannot be written: " + e);
        }
        assert differencesFrom(out).isEmpty() : "post: the folder holds the generated files";
    }

    /**
     * Compares the generated files with an exercises folder, as {@link #writeTo} would leave it.
     *
     * @param out the exercises folder
     * @return one line per file that differs ({@code differs: NAME (first at line N)}), that the
     *     folder lacks ({@code missing: NAME}) or that it has and the generated files do not
     *     ({@code extra: NAME}), in the order of the names; empty when they are the same
     * @throws GeneratorException if the folder cannot be read
     */
    List<String> differencesFrom(Path out) {
        SortedMap<String, Path> present = new TreeMap<>();
        for (String folder : List.of(SOURCES, GUIDES)) {
            SourceTree.names(out.resolve(folder))
                    .forEach((name, path) -> present.put(folder + "/" + name, path));
        }
        if (Files.isRegularFile(out.resolve(GUIDE))) {
            present.put(GUIDE, out.resolve(GUIDE));
        }
        SortedSet<String> names = new TreeSet<>(files.keySet());
        names.addAll(present.keySet());
        List<String> differences = new ArrayList<>();
        for (String name : names) {
            if (!present.containsKey(name)) {
                differences.add("missing: " + name);
            } else if (!files.containsKey(name)) {
                differences.add("extra: " + name);
            } else {
                byte[] actual = read(present.get(name));
                int at = Arrays.mismatch(files.get(name), actual);
                if (at >= 0) {
                    differences.add("differs: " + name + " (first at line "
                            + lineOf(actual, at) + ")");
                }
            }
        }
        return differences;
    }

    private static boolean isGenerated(String name) {
        return name.equals(GUIDE) || name.startsWith(SOURCES + "/")
                || name.startsWith(GUIDES + "/");
    }

    private static byte[] read(Path file) {
        try {
            return Files.readAllBytes(file);
        } catch (IOException e) {
            throw new GeneratorException(file + ": cannot be read: " + e);
        }
    }

    /** The line, counted from 1, that holds the byte at an index (or follows the last one). */
    private static int lineOf(byte[] text, int index) {
        int line = 1;
        for (int i = 0; i < Math.min(index, text.length); i++) {
            if (text[i] == '\n') {
                line++;
            }
        }
        return line;
    }
}
