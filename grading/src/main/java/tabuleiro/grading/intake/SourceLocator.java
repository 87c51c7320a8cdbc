package tabuleiro.grading.intake;

import java.io.IOException;
import java.nio.charset.MalformedInputException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.attribute.FileTime;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Stream;
import javax.lang.model.SourceVersion;
import tabuleiro.grading.model.DeclaredPackages;
import tabuleiro.grading.model.Names;

/**
 * Finds a student's Java sources wherever they are in what was handed in (loose files, an
 * Eclipse or IntelliJ project, a copy of {@code exercises/}) and lays them out as
 * {@code src/main/java} wants them: each file in the folder of its {@code package} declaration.
 *
 * <p>Test sources ({@code src/test/}), hidden files, symbolic links and files over 1 MB are left
 * out, and so is {@code module-info.java}, with a note: the grader compiles the game's classes
 * on the class path, where a module declaration could only stop them compiling. When two files
 * declare the same class, the one under a {@code src/main/java} folder wins, then the newer
 * one, and the student and the instructor are told.
 *
 * <p>The package read here only places a file; the grader's workspace reads it again with the
 * compiler's own parser and keeps only the game's package ({@code build.Workspace}).
 */
public final class SourceLocator {

    /** The module declaration, which is no class of the game. */
    private static final String MODULE_INFO = "module-info.java";

    /** The largest source read: a student's Moodle folder is not capped as a zip is. */
    private static final long LARGEST_SOURCE = 1L << 20;

    private SourceLocator() {
    }

    /**
     * Reads the packages some Java sources declare, with the JDK compiler's own parser (see
     * {@link DeclaredPackages}).
     *
     * @param sources the texts of {@code .java} files
     * @return each source's package (such as {@code tabuleiro.GAME}), in the same order; empty
     *     for the default package or a declaration the parser cannot read
     */
    static List<Optional<String>> packagesOf(List<String> sources) {
        return DeclaredPackages.of(sources).stream().map(SourceLocator::placed).toList();
    }

    /** The package a file is placed by: one the parser read whole, or none. */
    private static Optional<String> placed(DeclaredPackages.Declared declared) {
        // A declaration the parser could not read whole prints as "(ERROR)".
        return declared.name().filter(name -> Arrays.stream(name.split("\\.", -1))
                .allMatch(SourceVersion::isName));
    }

    /**
     * Lists the Java sources under a folder that a student means to hand in.
     *
     * @param root the folder
     * @return the {@code .java} files, test sources, hidden files and links left out (a
     *     {@code module-info.java} is listed, for {@link #arrange} to leave out with a note)
     * @throws IOException if the folder cannot be read
     */
    public static List<Path> javaFiles(Path root) throws IOException {
        try (Stream<Path> walk = Files.walk(root)) {
            return walk.filter(file -> Files.isRegularFile(file, LinkOption.NOFOLLOW_LINKS))
                    .filter(file -> file.getFileName().toString().endsWith(".java"))
                    .filter(file -> !hidden(root.relativize(file)))
                    .filter(file -> !root.relativize(file).toString().replace('\\', '/')
                            .matches("(.*/)?src/test/.*"))
                    .sorted()
                    .toList();
        }
    }

    /**
     * Copies the Java sources under some folders into a {@code src/main/java} folder, each in
     * the folder of its package.
     *
     * @param roots the folders to search
     * @param sources the {@code src/main/java} folder to fill; created if needed
     * @return what the student and the instructor should know: files left out, classes found
     *     twice; each file named by its path in what was handed in
     * @throws IOException if a file cannot be read or written
     */
    public static List<String> arrange(List<Path> roots, Path sources) throws IOException {
        Files.createDirectories(sources);
        List<String> notes = new ArrayList<>();
        Map<String, List<Path>> byTarget = new LinkedHashMap<>();
        Map<Path, String> shown = new HashMap<>();
        Map<Path, String> texts = new LinkedHashMap<>();
        for (Path root : roots) {
            for (Path file : javaFiles(root)) {
                // The student knows a file by its path in the zip or folder, not on this disk.
                shown.put(file, Names.shown(root.relativize(file).toString().replace('\\', '/')));
                if (file.getFileName().toString().equals(MODULE_INFO)) {
                    notes.add(shown.get(file) + " was left out: the grader compiles the game's"
                            + " classes without modules, where a module declaration could only"
                            + " stop them compiling");
                    continue;
                }
                if (Files.size(file) > LARGEST_SOURCE) {
                    notes.add(shown.get(file) + " is larger than "
                            + (LARGEST_SOURCE >> 20) + " MB, which no source of an exercise"
                            + " is: it is left out");
                    continue;
                }
                try {
                    texts.put(file, Files.readString(file, StandardCharsets.UTF_8));
                } catch (MalformedInputException e) {
                    texts.put(file, Files.readString(file, StandardCharsets.ISO_8859_1));
                }
            }
        }
        // One parser for every file: a class's worth of submissions is thousands of files.
        List<Path> files = List.copyOf(texts.keySet());
        List<DeclaredPackages.Declared> packages = DeclaredPackages.of(files.stream()
                .map(texts::get).toList());
        for (int i = 0; i < files.size(); i++) {
            if (!packages.get(i).readable()) {
                notes.add(shown.get(files.get(i)) + " could not be read by the Java compiler's"
                        + " parser (is it nested far too deep?): it is left out");
                continue;
            }
            String folder = placed(packages.get(i)).map(p -> p.replace('.', '/') + "/")
                    .orElse("");
            byTarget.computeIfAbsent(folder + files.get(i).getFileName(),
                    k -> new ArrayList<>()).add(files.get(i));
        }
        for (Map.Entry<String, List<Path>> entry : byTarget.entrySet()) {
            List<Path> candidates = entry.getValue();
            Path chosen = candidates.stream().max(Comparator
                    .comparing((Path file) -> file.toString().replace('\\', '/')
                            .contains("/src/main/java/"))
                    .thenComparing(SourceLocator::modified)).orElseThrow();
            if (candidates.size() > 1) {
                notes.add(candidates.size() + " files are " + Names.shown(entry.getKey())
                        + ": graded " + shown.get(chosen) + ", left out " + candidates.stream()
                        .filter(file -> !file.equals(chosen)).map(shown::get).toList());
            }
            Path target = sources.resolve(entry.getKey());
            Files.createDirectories(target.getParent());
            Files.copy(chosen, target, StandardCopyOption.REPLACE_EXISTING,
                    StandardCopyOption.COPY_ATTRIBUTES);
        }
        return notes;
    }

    private static boolean hidden(Path relative) {
        for (Path part : relative) {
            if (part.toString().startsWith(".") || part.toString().equals("__MACOSX")) {
                return true;
            }
        }
        return false;
    }

    /** When a file was last changed, itself and not where a link leads; the epoch if unread. */
    static FileTime modified(Path file) {
        try {
            return Files.getLastModifiedTime(file, LinkOption.NOFOLLOW_LINKS);
        } catch (IOException e) {
            return FileTime.fromMillis(0);
        }
    }
}
