package tabuleiro.grading.generator;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import java.util.Objects;
import java.util.SortedMap;
import java.util.SortedSet;
import java.util.TreeMap;
import java.util.TreeSet;
import tabuleiro.grading.FileTrees;

/**
 * What {@code generate} writes into the exercises folder, held in memory until it is written or
 * compared: the student skeleton's sources under {@value #SOURCES} and the guide
 * {@value #GUIDE}. (The grader's {@code tabuleiro.grading.build.Skeleton} is another thing: the
 * copy of those sources bundled in its jar, which submissions are laid over.)
 *
 * <p>Generating everything before writing anything means that an error in any input leaves the
 * folder on disk as it was.
 *
 * @invariant every file's name is {@value #GUIDE} or starts with {@value #SOURCES}{@code /}
 */
final class GeneratedExercises {

    /** The folder of the skeleton's sources, relative to the exercises folder. */
    static final String SOURCES = "src/main/java";

    /** The students' guide to the exercises, relative to the exercises folder. */
    static final String GUIDE = "EXERCISES.md";

    private final SortedMap<String, byte[]> files;
    private final ExerciseCatalogue catalogue;

    /**
     * Holds the generated files.
     *
     * @param files each file's content by its name relative to the exercises folder, with
     *     {@code /} between folders
     * @param catalogue the catalogue the guide was written from
     * @throws IllegalArgumentException unless every name is {@value #GUIDE} or under
     *     {@value #SOURCES}
     */
    GeneratedExercises(SortedMap<String, byte[]> files, ExerciseCatalogue catalogue) {
        for (String name : files.keySet()) {
            if (!isGenerated(name)) {
                throw new IllegalArgumentException("the generated exercises are " + GUIDE
                        + " and files under " + SOURCES + "/ only, but " + name + " was given");
            }
        }
        this.files = Collections.unmodifiableSortedMap(new TreeMap<>(files));
        this.catalogue = Objects.requireNonNull(catalogue, "catalogue");
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
     * Returns the catalogue of exercises the guide was written from.
     *
     * @return the catalogue
     */
    ExerciseCatalogue catalogue() {
        return catalogue;
    }

    /**
     * Writes the files into an exercises folder. The folder's {@value #SOURCES} is replaced
     * as a whole, so a file the reference no longer has disappears; {@value #GUIDE} is
     * overwritten; nothing else in the folder is touched.
     *
     * @param out the exercises folder
     * @throws GeneratorException if the folder cannot be written
     * @post {@code differencesFrom(out).isEmpty()}
     */
    void writeTo(Path out) {
        try {
            FileTrees.delete(out.resolve(SOURCES));
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
        SourceTree.names(out.resolve(SOURCES))
                .forEach((name, path) -> present.put(SOURCES + "/" + name, path));
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
        return name.equals(GUIDE) || name.startsWith(SOURCES + "/");
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
