package tabuleiro.grading.oracle;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.lang.reflect.InvocationTargetException;
import java.net.MalformedURLException;
import java.net.URISyntaxException;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.TreeMap;
import java.util.function.Function;
import java.util.jar.JarEntry;
import java.util.jar.JarFile;
import java.util.stream.Stream;
import tabuleiro.grading.spi.Games;

/**
 * The reference engines, opened from the {@code oracle/} folder beside the grader in a class
 * loader of their own, each game's probe a {@code Function<String, String>}.
 *
 * <p>Only the grader's JVM opens it. The folder is not a class-path entry of any JVM, is not
 * bound into a sandbox (a sandbox binds the submission, the runner's jars and the JDK) and is
 * not copied into a student kit; a grading JVM that looks for it finds nothing it can read.
 */
public final class Oracle implements AutoCloseable {

    /** The folder beside the grader's jar (or beside {@code target/classes}) the build fills. */
    public static final String FOLDER = "oracle";

    /** The system property that names another folder, for bundles laid out differently. */
    public static final String FOLDER_PROPERTY = "tabuleiro.oracle";

    private final Path folder;
    private final URLClassLoader loader;

    private Oracle(Path folder, URLClassLoader loader) {
        this.folder = folder;
        this.loader = loader;
    }

    /**
     * Opens the oracle from a folder of jars.
     *
     * @param folder the folder that holds the reference's and the features' jars
     * @return the oracle
     * @throws IOException if the folder holds no jar or cannot be read
     */
    public static Oracle open(Path folder) throws IOException {
        Objects.requireNonNull(folder, "folder");
        List<URL> urls = new ArrayList<>();
        try (Stream<Path> jars = Files.list(folder)) {
            for (Path jar : jars.filter(path -> path.getFileName().toString().endsWith(".jar"))
                    .sorted().toList()) {
                urls.add(toUrl(jar));
            }
        }
        if (urls.isEmpty()) {
            throw new IOException("the oracle folder " + folder + " holds no jar: build the"
                    + " grading module (its package phase fills it)");
        }
        URLClassLoader loader = new URLClassLoader("tabuleiro-oracle", urls.toArray(URL[]::new),
                ClassLoader.getPlatformClassLoader());
        return new Oracle(folder.toAbsolutePath().normalize(), loader);
    }

    /**
     * Opens the oracle beside the running grader: the folder the system property
     * {@value #FOLDER_PROPERTY} names, else {@code oracle/} beside the grader's jar.
     *
     * @return the oracle
     * @throws IOException if there is no such folder or it holds no jar
     */
    public static Oracle ofGrader() throws IOException {
        return open(defaultFolder());
    }

    /**
     * The folder {@link #ofGrader()} opens.
     *
     * @return the folder, which may not exist
     * @throws IOException if the grader's location cannot be told
     */
    public static Path defaultFolder() throws IOException {
        String named = System.getProperty(FOLDER_PROPERTY);
        if (named != null && !named.isBlank()) {
            return Path.of(named);
        }
        try {
            Path location = Path.of(Oracle.class.getProtectionDomain().getCodeSource()
                    .getLocation().toURI());
            return location.toAbsolutePath().getParent().resolve(FOLDER);
        } catch (URISyntaxException e) {
            throw new IOException("cannot tell where the grader is", e);
        }
    }

    /**
     * Makes a new probe of a game: the reference's engine behind the probe contract.
     *
     * @param game the game's package name in the features module ({@code GAME} in
     *     {@code tabuleiro.features.GAME})
     * @return a probe with no game started
     * @throws IllegalArgumentException if the oracle has no probe for the game
     */
    @SuppressWarnings("unchecked")
    public Function<String, String> probe(String game) {
        String name = probeClassName(game);
        try {
            Class<?> type = Class.forName(name, true, loader);
            Object probe = type.getConstructor().newInstance();
            if (!(probe instanceof Function<?, ?>)) {
                throw new IllegalArgumentException(name + " is not a Function<String, String>");
            }
            return (Function<String, String>) probe;
        } catch (ClassNotFoundException | NoSuchMethodException | InstantiationException
                | IllegalAccessException | InvocationTargetException e) {
            throw new IllegalArgumentException("the oracle has no probe for " + game + ": " + e,
                    e);
        }
    }

    /**
     * The class name of a game's probe, the same in the oracle and in a grading JVM.
     *
     * @param game the game's package name in the features module
     * @return the probe's binary class name
     */
    public static String probeClassName(String game) {
        if (!game.matches("[a-z]+")) {
            throw new IllegalArgumentException("not a game's package name: " + game);
        }
        return Games.find(game).filter(found -> found.id().equals(game))
                .orElseThrow(() -> new IllegalArgumentException("no probe for the game " + game))
                .probeClass();
    }

    /**
     * The reference's class files of one top-level class of a package and of the classes nested
     * in it, as the grader puts them in place of a submission's to find which of its classes
     * makes a difference: the bytes go to a sandboxed grading JVM whose answers are read as
     * passed or failed alone.
     *
     * @param packageName the package, such as {@code tabuleiro.GAME}
     * @param simpleName the class's simple name, such as {@code Rules}
     * @return the class files by file name ({@code Rules.class}, {@code Rules$Jump.class});
     *     empty when the reference has no such class
     * @throws IOException if a jar of the oracle cannot be read
     */
    public Map<String, byte[]> classFiles(String packageName, String simpleName)
            throws IOException {
        String folderName = packageName.replace('.', '/') + "/";
        Map<String, byte[]> files = new TreeMap<>();
        try (Stream<Path> jars = Files.list(folder)) {
            for (Path jar : jars.filter(path -> path.getFileName().toString().endsWith(".jar"))
                    .sorted().toList()) {
                try (JarFile opened = new JarFile(jar.toFile())) {
                    for (JarEntry entry : Collections.list(opened.entries())) {
                        String name = entry.getName();
                        if (!name.startsWith(folderName)) {
                            continue;
                        }
                        String file = name.substring(folderName.length());
                        if (file.equals(simpleName + ".class")
                                || file.startsWith(simpleName + "$") && file.endsWith(".class")
                                        && !file.contains("/")) {
                            try (InputStream in = opened.getInputStream(entry)) {
                                files.putIfAbsent(file, in.readAllBytes());
                            }
                        }
                    }
                }
            }
        }
        return files;
    }

    /**
     * The folder the oracle was opened from.
     *
     * @return its absolute path
     */
    public Path folder() {
        return folder;
    }

    @Override
    public void close() {
        try {
            loader.close();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static URL toUrl(Path jar) throws IOException {
        try {
            return jar.toUri().toURL();
        } catch (MalformedURLException e) {
            throw new IOException("cannot open " + jar, e);
        }
    }
}
