package tabuleiro.grading.sandbox;

import java.io.File;
import java.io.IOException;
import java.io.InputStream;
import java.net.URI;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import java.util.jar.Attributes;
import java.util.jar.JarFile;
import java.util.jar.Manifest;
import java.util.stream.Stream;
import java.util.zip.ZipFile;

/**
 * The class path that a grading JVM runs the rule book with, besides the submission's classes:
 * the grader's runner, the rule book's feature files and step definitions, Cucumber, the JUnit
 * Platform and the libraries a submission may use.
 *
 * <p>From the grader's jar, it is the jars of the {@code runner/} folder beside it, which the
 * build fills with the grading JVM's runner and exactly the libraries it needs: never the
 * grader's jar (its manifest's {@code Class-Path} would bring the grader's own libraries, the
 * reference among them, with it) and never a jar whose manifest names other jars, which the
 * grader refuses to start with. From a class folder (the tests, an IDE), it is the JVM's own
 * class path. Either way, {@link #withoutClassesOf} keeps out any entry that holds a class the
 * submission must write itself, such as the reference solution.
 *
 * @param entries the jars and folders, in class path order
 * @invariant the entries exist and are distinct
 */
public record RunnerClasspath(List<Path> entries) {

    /** The folder, beside the grader's jar, of what a grading JVM runs with. */
    public static final String RUNNER = "runner";

    /** How the runner's own jar is named in that folder. */
    static final String RUNNER_JAR_PREFIX = "tabuleiro-grader-runner";

    /** The style check's own jar, beside the grader's jar. */
    static final String STYLE_JAR = "lib/tabuleiro-grader-style.jar";

    /** The resource that lists the jars Checkstyle needs, {@code lib/NAME.jar} by {@code :}. */
    static final String STYLE_CLASSPATH = "tabuleiro/grading/style/classpath.txt";

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
        Path location = location();
        if (Files.isRegularFile(location)) {
            return ofRunnerFolder(location.toAbsolutePath().getParent().resolve(RUNNER));
        }
        return new RunnerClasspath(Arrays.stream(System.getProperty("java.class.path")
                .split(File.pathSeparator)).filter(entry -> !entry.isBlank()).map(Path::of)
                .toList());
    }

    /**
     * Finds the class path of the running grader itself (not of its grading JVMs): from its
     * jar, the jar and the {@code lib/} jars its manifest lists; from class folders, the JVM's
     * class path.
     *
     * @return the grader's own class path
     * @throws IOException if the grader's jar cannot be read
     */
    public static List<Path> graderEntries() throws IOException {
        Path location = location();
        if (Files.isRegularFile(location)) {
            return ofJar(location).entries();
        }
        return new RunnerClasspath(Arrays.stream(System.getProperty("java.class.path")
                .split(File.pathSeparator)).filter(entry -> !entry.isBlank()).map(Path::of)
                .toList()).entries();
    }

    /**
     * Finds what the compiler JVM needs besides the runner's class path to check a submission's
     * style: from the grader's jar, the style check's own jar and Checkstyle's libraries, which
     * are jars of its {@code lib/} folder (the build lists them in the resource
     * {@value #STYLE_CLASSPATH}); from class folders, nothing, as the JVM's class path, which
     * the compiler JVM then gets, already holds them. A jar that is missing or names other jars
     * in its manifest is left out; the style check then says it cannot run, and grading goes on.
     *
     * @return the jars, in the order the build lists them
     * @throws IOException if the grader's jar or a listed jar cannot be read
     */
    public static List<Path> styleEntries() throws IOException {
        Path location = location();
        if (!Files.isRegularFile(location)) {
            return List.of();
        }
        Path base = location.toAbsolutePath().getParent();
        List<String> names = new ArrayList<>(List.of(STYLE_JAR));
        try (InputStream in = RunnerClasspath.class.getResourceAsStream(
                "/" + STYLE_CLASSPATH)) {
            if (in != null) {
                String listed = new String(in.readAllBytes(), StandardCharsets.UTF_8).strip();
                names.addAll(Arrays.asList(listed.split(":")));
            }
        }
        List<Path> jars = new ArrayList<>();
        for (String name : names) {
            Path jar = base.resolve(name.strip()).normalize();
            if (!name.isBlank() && jar.startsWith(base) && Files.isRegularFile(jar)
                    && manifestClassPath(jar).isEmpty()) {
                jars.add(jar);
            }
        }
        return jars;
    }

    /**
     * Tells whether a class path entry holds a class of the games (the reference, or any other
     * implementation of the exercises): a class under {@code tabuleiro/} that is neither the
     * grader's nor the rule book's glue.
     *
     * @param entry a jar or class folder
     * @return {@code true} if it holds such a class
     * @throws IOException if the entry cannot be read
     */
    public static boolean holdsGameClasses(Path entry) throws IOException {
        return holdsName(entry, name -> name.startsWith("tabuleiro/") && name.endsWith(".class")
                && !name.startsWith("tabuleiro/grading/")
                && !name.startsWith("tabuleiro/features/"));
    }

    /**
     * Tells whether a class path entry holds a file whose path in it matches.
     *
     * @param entry a jar or class folder; anything else holds nothing, as for the JVM
     * @param names what to look for, given paths such as {@code a/b/C.class}
     * @return {@code true} if some file matches
     * @throws IOException if the entry cannot be read
     */
    static boolean holdsName(Path entry, java.util.function.Predicate<String> names)
            throws IOException {
        if (Files.isDirectory(entry)) {
            try (Stream<Path> walk = Files.walk(entry)) {
                return walk.map(file -> entry.relativize(file).toString().replace('\\', '/'))
                        .anyMatch(names);
            }
        }
        try (ZipFile zip = new ZipFile(entry.toFile())) {
            return zip.stream().map(java.util.zip.ZipEntry::getName).anyMatch(names);
        } catch (java.util.zip.ZipException e) {
            return false;
        }
    }

    private static Path location() throws IOException {
        try {
            return Path.of(RunnerClasspath.class.getProtectionDomain().getCodeSource()
                    .getLocation().toURI());
        } catch (URISyntaxException e) {
            throw new IOException("cannot tell where the grader is", e);
        }
    }

    /**
     * Reads the runner's class path from the folder the build fills: every jar in it, the
     * runner's first, then the others by name.
     *
     * @param folder the {@code runner/} folder
     * @return the class path
     * @throws IOException if the folder cannot be read, or a jar in it names other jars in its
     *     manifest (it would bring them onto every grading JVM's class path unseen)
     */
    public static RunnerClasspath ofRunnerFolder(Path folder) throws IOException {
        if (!Files.isDirectory(folder)) {
            throw new IOException("the grader's runner folder " + folder + " is missing: the"
                    + " grader is incomplete (build it with ./mvnw package)");
        }
        List<Path> jars;
        try (Stream<Path> files = Files.list(folder)) {
            jars = files.filter(file -> file.getFileName().toString().endsWith(".jar"))
                    .sorted(Comparator.comparing((Path file) -> !file.getFileName()
                            .toString().startsWith(RUNNER_JAR_PREFIX))
                            .thenComparing(file -> file.getFileName().toString()))
                    .toList();
        }
        for (Path jar : jars) {
            if (manifestClassPath(jar).isPresent()) {
                throw new IOException(jar + " names other jars in its manifest (Class-Path),"
                        + " which would reach every grading JVM unseen: the grader refuses to"
                        + " grade with it");
            }
        }
        return new RunnerClasspath(jars);
    }

    /**
     * Reads a jar's manifest {@code Class-Path}: the jars a JVM adds to the class path when the
     * jar is on it.
     *
     * @param jar the jar
     * @return the attribute, or empty when the jar names no other jar
     * @throws IOException if the jar cannot be read
     */
    public static Optional<String> manifestClassPath(Path jar) throws IOException {
        try (JarFile file = new JarFile(jar.toFile())) {
            Manifest manifest = file.getManifest();
            String classPath = manifest == null ? null
                    : manifest.getMainAttributes().getValue(Attributes.Name.CLASS_PATH);
            return classPath == null || classPath.isBlank() ? Optional.empty()
                    : Optional.of(classPath.strip());
        }
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
     *     {@code tabuleiro/GAME/Game.class}
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
