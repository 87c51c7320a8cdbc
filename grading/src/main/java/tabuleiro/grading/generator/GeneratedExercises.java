package tabuleiro.grading.generator;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.SortedMap;
import java.util.SortedSet;
import java.util.TreeMap;
import java.util.TreeSet;
import tabuleiro.grading.model.FileTrees;
import tabuleiro.grading.model.Language;
import tabuleiro.grading.model.Sha256;

/**
 * What {@code generate} writes into the exercises folder, held in memory until it is written or
 * compared: the student skeleton's sources under {@value #SOURCES}, its registrations (the
 * games the launcher and the board pictures find) under {@value #SERVICES}, the index
 * {@value #GUIDE},
 * a guide per game under {@value #GUIDES}, the Portuguese guides and their index under
 * {@value #GUIDES}{@code /pt} (for each game whose rule book has its Portuguese tree), and the
 * record {@value #MANIFEST} of what was
 * written, so that the next {@code generate} can tell its own output from a student's work and
 * leave the work alone (see {@link #changesSinceLastWrite}). (The grader's
 * {@link tabuleiro.grading.workspace.Skeleton} is another thing: the copy of those sources
 * bundled in its jar, which submissions are laid over.)
 *
 * <p>Generating everything before writing anything means that an error in any input leaves the
 * folder on disk as it was.
 *
 * @invariant every file's name is {@value #GUIDE} or {@value #MANIFEST} or starts with
 *     {@value #SOURCES}{@code /}, {@value #SERVICES}{@code /} or {@value #GUIDES}{@code /}, and
 *     the manifest records every other file
 */
final class GeneratedExercises {

    /** The folder of the skeleton's sources, relative to the exercises folder. */
    static final String SOURCES = "src/main/java";

    /**
     * The folder of the skeleton's service registrations, relative to the exercises folder: the
     * reference's {@code META-INF/services} as they are, so that the skeleton's launcher finds
     * its games as the reference's does.
     */
    static final String SERVICES = "src/main/resources/META-INF/services";

    /** The index of the students' guides, relative to the exercises folder. */
    static final String GUIDE = "EXERCISES.md";

    /** The folder of the guides, one per game, relative to the exercises folder. */
    static final String GUIDES = "guides";

    /**
     * The record of what {@code generate} wrote, relative to the exercises folder: one line per
     * file, its SHA-256 and its name as {@code sha256sum} writes them, so that
     * {@code sha256sum -c .generated} in the folder checks it too.
     */
    static final String MANIFEST = ".generated";

    /** The index of the Portuguese guides, relative to the exercises folder. */
    static final String PORTUGUESE_GUIDE = GUIDES + "/pt/README.md";

    private final SortedMap<String, byte[]> files;
    private final List<ExerciseCatalogue> catalogues;
    private final List<ExerciseCatalogue> translations;

    /**
     * Holds the generated files.
     *
     * @param files each file's content by its name relative to the exercises folder, with
     *     {@code /} between folders; the manifest {@value #MANIFEST} is added to them
     * @param catalogues the catalogues the English guides were written from, one per game
     * @param translations the catalogues the Portuguese guides were written from, one per game
     *     whose rule book has its Portuguese tree
     * @throws IllegalArgumentException unless every name is {@value #GUIDE} or under
     *     {@value #SOURCES}, {@value #SERVICES} or {@value #GUIDES}
     */
    GeneratedExercises(SortedMap<String, byte[]> files, List<ExerciseCatalogue> catalogues,
            List<ExerciseCatalogue> translations) {
        for (String name : files.keySet()) {
            if (!isGenerated(name)) {
                throw new IllegalArgumentException("the generated exercises are " + GUIDE
                        + " and files under " + SOURCES + "/, " + SERVICES + "/ and " + GUIDES
                        + "/ only, but "
                        + name + " was given");
            }
        }
        SortedMap<String, byte[]> all = new TreeMap<>(files);
        all.put(MANIFEST, manifest(files).getBytes(StandardCharsets.UTF_8));
        this.files = Collections.unmodifiableSortedMap(all);
        this.catalogues = List.copyOf(catalogues);
        this.translations = List.copyOf(translations);
    }

    /**
     * Names the guide of a game.
     *
     * @param game the game's command name
     * @return the guide's name relative to the exercises folder
     */
    static String guideOf(String game) {
        return GUIDES + "/" + game + ".md";
    }

    /**
     * Names the guide of a game in a language.
     *
     * @param game the game's command name
     * @param language the guide's language
     * @return the guide's name relative to the exercises folder: {@link #guideOf(String)} in
     *     English, and in the language's folder under {@value #GUIDES} otherwise
     */
    static String guideOf(String game, Language language) {
        return language == Language.ENGLISH ? guideOf(game)
                : GUIDES + "/" + language.tag() + "/" + game + ".md";
    }

    /**
     * Returns the names of the generated files, the manifest among them.
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
     * Returns the catalogues the Portuguese guides were written from.
     *
     * @return one catalogue per game whose rule book has its Portuguese tree, in the order of
     *     the schemes' file names
     */
    List<ExerciseCatalogue> translations() {
        return translations;
    }

    /**
     * Writes the files into an exercises folder. The folder's {@value #SOURCES},
     * {@value #SERVICES} and {@value #GUIDES} are replaced as a whole, so a file the reference
     * no longer has disappears; {@value #GUIDE} and {@value #MANIFEST} are overwritten; nothing
     * else in the folder is touched. Whether that would lose work is the caller's to ask first,
     * with {@link #changesSinceLastWrite}.
     *
     * @param out the exercises folder
     * @throws GeneratorException if the folder cannot be written
     * @post {@code differencesFrom(out).isEmpty()}
     */
    void writeTo(Path out) {
        try {
            FileTrees.delete(out.resolve(SOURCES));
            FileTrees.delete(out.resolve(SERVICES));
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
        SortedMap<String, Path> present = present(out);
        if (Files.isRegularFile(out.resolve(MANIFEST))) {
            present.put(MANIFEST, out.resolve(MANIFEST));
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

    /**
     * Lists the files of an exercises folder that {@link #writeTo} would overwrite or delete
     * although {@code generate} did not write them as they are: changed or added since the last
     * {@code generate}, as its manifest {@value #MANIFEST} in the folder records it. These may
     * be a student's work. A file that already holds what would be written is not listed, since
     * writing loses nothing there; nor is a file that is missing, which writing brings back.
     *
     * @param out the exercises folder
     * @return one line per such file, in the order of the names: {@code changed: NAME} for a
     *     file the manifest records with other content, {@code added: NAME} for one it does not
     *     record, and {@code not recorded: NAME} for every such file when the folder has no
     *     manifest; empty when writing loses nothing
     * @throws GeneratorException if the folder or its manifest cannot be read, or the manifest
     *     is malformed
     */
    List<String> changesSinceLastWrite(Path out) {
        Path manifestFile = out.resolve(MANIFEST);
        Map<String, String> recorded = Files.isRegularFile(manifestFile)
                ? readManifest(manifestFile) : null;
        List<String> changes = new ArrayList<>();
        for (var file : present(out).entrySet()) {
            String name = file.getKey();
            byte[] content = read(file.getValue());
            if (files.containsKey(name) && Arrays.equals(files.get(name), content)) {
                continue;
            }
            if (recorded == null) {
                changes.add("not recorded: " + name);
            } else if (!recorded.containsKey(name)) {
                changes.add("added: " + name);
            } else if (!recorded.get(name).equals(Sha256.hex(content))) {
                changes.add("changed: " + name);
            }
        }
        return changes;
    }

    /** The generated files the folder holds, the manifest left out, by name. */
    private static SortedMap<String, Path> present(Path out) {
        SortedMap<String, Path> present = new TreeMap<>();
        for (String folder : List.of(SOURCES, SERVICES, GUIDES)) {
            SourceTree.names(out.resolve(folder))
                    .forEach((name, path) -> present.put(folder + "/" + name, path));
        }
        if (Files.isRegularFile(out.resolve(GUIDE))) {
            present.put(GUIDE, out.resolve(GUIDE));
        }
        return present;
    }

    /** The manifest of some files: {@code HASH  NAME} per file, in the order of the names. */
    private static String manifest(SortedMap<String, byte[]> files) {
        StringBuilder text = new StringBuilder();
        files.forEach((name, content) ->
                text.append(Sha256.hex(content)).append("  ").append(name).append('\n'));
        return text.toString();
    }

    /** Each file's SHA-256 by its name, as a manifest records them. */
    private static Map<String, String> readManifest(Path file) {
        Map<String, String> recorded = new TreeMap<>();
        String text = new String(read(file), StandardCharsets.UTF_8);
        int number = 0;
        for (String raw : text.split("\n")) {
            number++;
            String line = raw.endsWith("\r") ? raw.substring(0, raw.length() - 1) : raw;
            if (line.isEmpty()) {
                continue;
            }
            if (!line.matches("[0-9a-f]{64}  \\S.*")) {
                throw new GeneratorException(file + ":" + number + ": is not a line of generate's"
                        + " manifest ('SHA-256  name'): restore the file from version control, or"
                        + " run generate with --force to write it anew");
            }
            recorded.put(line.substring(66), line.substring(0, 64));
        }
        return recorded;
    }

    private static boolean isGenerated(String name) {
        return name.equals(GUIDE) || name.startsWith(SOURCES + "/")
                || name.startsWith(SERVICES + "/") || name.startsWith(GUIDES + "/");
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
