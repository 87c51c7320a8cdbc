package tabuleiro.grading.run;

import java.io.File;
import java.io.IOException;
import java.net.URI;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Objects;
import java.util.Set;
import java.util.jar.Attributes;
import java.util.jar.JarFile;
import java.util.jar.Manifest;
import java.util.zip.ZipFile;

/**
 * The class path that a grading JVM runs the rule book with, besides the submission's classes:
 * the grader's runner, the rule book's feature files and step definitions, Cucumber, the JUnit
 * Platform and the libraries a submission may use.
 *
 * <p>From the grader's jar, it is the jar and the {@code lib/} jars its manifest lists (the build
 * copies the runtime dependencies there, the reference excluded). From a class folder (the tests,
 * an IDE), it is the JVM's own class path. Either way, {@link #withoutClassesOf} keeps out any
 * entry that holds a class the submission must write itself, such as the reference solution.
 *
 * @param entries the jars and folders, in class path order
 * @invariant the entries exist and are distinct
 */
public record RunnerClasspath(List<Path> entries) {

    /**
     * Keeps the entries that exist, each once.
     *
     * @throws NullPointerException if {@code entries} is null
     */
    public RunnerClasspath {
        entries = List.copyOf(new LinkedHashSet<>(entries.stream()
                .map(entry -> entry.toAbsolutePath().normalize()).filter(Files::exists)
                .toList()));
    }

    /**
     * Finds the class path of the running grader.
     *
     * @return the grader's class path
     * @throws IOException if the grader's jar cannot be read
     */
    public static RunnerClasspath ofGrader() throws IOException {
        Path location;
        try {
            location = Path.of(RunnerClasspath.class.getProtectionDomain().getCodeSource()
                    .getLocation().toURI());
        } catch (URISyntaxException e) {
            throw new IOException("cannot tell where the grader is", e);
        }
        if (Files.isRegularFile(location)) {
            return ofJar(location);
        }
        return new RunnerClasspath(Arrays.stream(System.getProperty("java.class.path")
                .split(File.pathSeparator)).filter(entry -> !entry.isBlank()).map(Path::of)
                .toList());
    }

    /**
     * Reads the class path of a jar: the jar and what its manifest's {@code Class-Path} lists.
     *
     * @param jar the jar
     * @return the jar's class path
     * @throws IOException if the jar cannot be read
     */
    public static RunnerClasspath ofJar(Path jar) throws IOException {
        List<Path> entries = new ArrayList<>(List.of(jar));
        try (JarFile file = new JarFile(jar.toFile())) {
            Manifest manifest = file.getManifest();
            String classPath = manifest == null ? null
                    : manifest.getMainAttributes().getValue(Attributes.Name.CLASS_PATH);
            if (classPath != null) {
                URI base = jar.toAbsolutePath().getParent().toUri();
                for (String entry : classPath.trim().split("\\s+")) {
                    entries.add(Path.of(base.resolve(entry)));
                }
            }
        }
        return new RunnerClasspath(entries);
    }

    /**
     * Puts more entries in front, such as a rule book being tried out.
     *
     * @param extra the entries to add
     * @return the longer class path
     */
    public RunnerClasspath withFirst(List<Path> extra) {
        List<Path> all = new ArrayList<>(extra);
        all.addAll(entries);
        return new RunnerClasspath(all);
    }

    /**
     * Splits the class path into the entries that may run with a submission and those that hold
     * one of the submission's own classes, which must be left out: they are the reference or
     * another implementation of the exercises.
     *
     * @param classFiles the submission's classes, as paths such as
     *     {@code tabuleiro/connectfour/Game.class}
     * @return the entries kept and the entries left out
     * @throws IOException if a jar cannot be read
     */
    public Split withoutClassesOf(Set<String> classFiles) throws IOException {
        Objects.requireNonNull(classFiles, "classFiles");
        List<Path> kept = new ArrayList<>();
        List<Path> excluded = new ArrayList<>();
        for (Path entry : entries) {
            (holdsAny(entry, classFiles) ? excluded : kept).add(entry);
        }
        return new Split(kept, excluded);
    }

    private static boolean holdsAny(Path entry, Set<String> classFiles) throws IOException {
        if (Files.isDirectory(entry)) {
            return classFiles.stream().anyMatch(file -> Files.exists(entry.resolve(file)));
        }
        try (ZipFile zip = new ZipFile(entry.toFile())) {
            return classFiles.stream().anyMatch(file -> zip.getEntry(file) != null);
        } catch (java.util.zip.ZipException e) {
            // Not a jar: the JVM ignores it on a class path, and so may we.
            return false;
        }
    }

    /**
     * A class path split in two.
     *
     * @param kept the entries that may run with a submission
     * @param excluded the entries that hold a class the submission must provide
     */
    public record Split(List<Path> kept, List<Path> excluded) {

        /** Keeps unmodifiable copies. */
        public Split {
            kept = List.copyOf(kept);
            excluded = List.copyOf(excluded);
        }
    }
}
