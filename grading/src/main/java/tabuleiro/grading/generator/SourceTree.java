package tabuleiro.grading.generator;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Collections;
import java.util.List;
import java.util.SortedMap;
import java.util.TreeMap;
import java.util.stream.Collectors;
import java.util.stream.Stream;

/**
 * The files of a folder tree by name, read into memory: the generator's input and output.
 *
 * <p>A file's name is its path relative to the tree's root with {@code /} between folders on
 * every platform, and names are kept in their natural order, so everything the generator
 * derives from a tree comes out in the same order on every machine.
 */
final class SourceTree {

    private SourceTree() {
    }

    /**
     * Reads every regular file under a folder.
     *
     * @param root the folder
     * @return each file's content by its name relative to {@code root}, sorted by name
     * @throws GeneratorException naming the file if the folder or a file cannot be read
     */
    static SortedMap<String, byte[]> read(Path root) {
        SortedMap<String, byte[]> files = new TreeMap<>();
        try {
            for (Path file : list(root)) {
                files.put(relativeName(root, file), Files.readAllBytes(file));
            }
        } catch (IOException e) {
            throw new GeneratorException(root + ": cannot be read: " + e);
        }
        return Collections.unmodifiableSortedMap(files);
    }

    /**
     * Lists the names of every regular file under a folder.
     *
     * @param root the folder
     * @return the names relative to {@code root}, sorted; none if the folder does not exist
     * @throws GeneratorException if the folder cannot be listed
     */
    static SortedMap<String, Path> names(Path root) {
        SortedMap<String, Path> names = new TreeMap<>();
        if (Files.isDirectory(root)) {
            for (Path file : list(root)) {
                names.put(relativeName(root, file), file);
            }
        }
        return Collections.unmodifiableSortedMap(names);
    }

    /**
     * Names a file of a tree the same way on every platform.
     *
     * @param root the tree's root
     * @param file a file under it
     * @return the file's path relative to {@code root}, with {@code /} between folders
     */
    static String relativeName(Path root, Path file) {
        Path relative = root.relativize(file);
        return Stream.iterate(0, i -> i < relative.getNameCount(), i -> i + 1)
                .map(i -> relative.getName(i).toString())
                .collect(Collectors.joining("/"));
    }

    private static List<Path> list(Path root) {
        try (Stream<Path> paths = Files.walk(root)) {
            return paths.filter(Files::isRegularFile).collect(Collectors.toList());
        } catch (IOException | UncheckedIOException e) {
            throw new GeneratorException(root + ": cannot be listed: " + e);
        }
    }
}
