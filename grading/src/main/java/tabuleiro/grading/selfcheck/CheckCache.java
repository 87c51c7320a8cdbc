package tabuleiro.grading.selfcheck;

import com.google.gson.Gson;
import com.google.gson.JsonParseException;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.attribute.FileTime;
import java.security.MessageDigest;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.UUID;
import java.util.stream.Stream;
import tabuleiro.grading.model.FileTrees;
import tabuleiro.grading.model.Sha256;
import tabuleiro.grading.style.StyleReport;

/**
 * What a check keeps between two runs in the project's own {@code target} folder, so that a
 * check after a change redoes only what the change touches: the classes of the last sources
 * that compiled, and the style check's report of each source.
 *
 * <p>Everything kept is found by a digest of what it was made from, never by a file's name or
 * time: the classes by the SHA-256 of every source laid out for the compiler (the skeleton's
 * and the student's), of the compiler's class path and options, of the grader that compiled
 * them and of the JDK; a style report by the digest of its file's path and content and of the
 * grader. A source changed, added, deleted or renamed, another JDK or another grader is thus
 * another key, which nothing kept answers: the check then does the work afresh, as a cold one.
 * What is kept is also checked when it is read (the class files against the digests written
 * beside them), so a folder half written by a check killed half way, or changed by hand, is
 * thrown away rather than used.
 *
 * <p>Entries are written in a folder of their own and moved into place in one step, so two
 * checks at once each see a whole entry or none. Every failure to keep something (a full disk,
 * a read-only folder) only costs the next check its speed: the verdict never depends on it.
 */
final class CheckCache {

    /** The version of the layout below: a grader that keeps things otherwise reads none. */
    private static final String LAYOUT = "check-cache 1";

    /** The file of an entry of classes that lists each class file's digest. */
    private static final String MANIFEST = "classes.sha256";

    /** How many entries of classes are kept: the last few versions a student goes between. */
    private static final int CLASS_ENTRIES = 3;

    /** How many style reports are kept before they are all dropped and made again. */
    private static final int STYLE_ENTRIES = 2_000;

    /** A folder a check was writing that is this old was left by a check that was killed. */
    private static final Duration ABANDONED = Duration.ofMinutes(10);

    private static final Gson GSON = new Gson();

    private final Path folder;
    private final String grader;

    private CheckCache(Path folder, String grader) {
        this.folder = folder;
        this.grader = grader;
    }

    /**
     * A cache in a folder, made when first written.
     *
     * @param folder the cache's folder, such as the project's {@code target/check-cache}
     * @return the cache
     */
    static CheckCache in(Path folder) {
        return new CheckCache(folder, graderIdentity());
    }

    /**
     * The digest of what a compilation makes its classes from: every file under the laid out
     * sources, the class path, the compiler's options and package, the grader and the JDK.
     *
     * @param sources the folder of the sources laid out for the compiler
     * @param classpath the compiler's class path
     * @param options what else decides the classes, such as the compiler's options
     * @return the key, in hexadecimal
     * @throws IOException if a source cannot be read
     */
    String classesKey(Path sources, List<Path> classpath, List<String> options)
            throws IOException {
        MessageDigest digest = Sha256.digest();
        update(digest, LAYOUT);
        update(digest, grader);
        update(digest, jdk());
        options.forEach(option -> update(digest, option));
        for (Path entry : classpath) {
            update(digest, identity(entry));
        }
        for (Map.Entry<String, String> source : Sha256.ofFiles(sources).entrySet()) {
            update(digest, source.getKey());
            update(digest, source.getValue());
        }
        return HexFormat.of().formatHex(digest.digest());
    }

    /**
     * Tells whether classes are kept under a key.
     *
     * @param key the key of the sources
     * @return {@code true} if an entry's manifest is there (it may still prove broken)
     */
    boolean keepsClasses(String key) {
        return Files.isRegularFile(folder.resolve("classes").resolve(key).resolve(MANIFEST));
    }

    /**
     * Copies the classes kept under a key into a folder, each checked against its digest.
     *
     * @param key the key of the sources ({@link #classesKey})
     * @param classes the folder to fill, which must not exist yet
     * @return whether the classes were there, whole and as written; when not, the folder is
     *     left absent
     */
    boolean restoreClasses(String key, Path classes) {
        Path entry = folder.resolve("classes").resolve(key);
        Path manifest = entry.resolve(MANIFEST);
        if (!Files.isRegularFile(manifest)) {
            return false;
        }
        try {
            List<String> lines = Files.readAllLines(manifest, StandardCharsets.UTF_8);
            if (lines.isEmpty() || !lines.get(0).equals(LAYOUT + " " + key)) {
                throw new IOException("not this key's manifest");
            }
            for (String line : lines.subList(1, lines.size())) {
                int space = line.indexOf(' ');
                if (space < 0) {
                    throw new IOException("a manifest's line names no file");
                }
                String name = line.substring(space + 1);
                Path from = entry.resolve("files").resolve(name).normalize();
                Path to = classes.resolve(name).normalize();
                if (!from.startsWith(entry) || !to.startsWith(classes)) {
                    throw new IOException("a manifest's line names no file of its own");
                }
                byte[] bytes = Files.readAllBytes(from);
                if (!Sha256.hex(bytes).equals(line.substring(0, space))) {
                    throw new IOException(name + " is not the file that was kept");
                }
                Files.createDirectories(to.getParent());
                Files.write(to, bytes);
            }
            Files.createDirectories(classes);
            // Touched, so that pruning keeps the entries used last.
            Files.setLastModifiedTime(manifest, FileTime.from(Instant.now()));
            return true;
        } catch (IOException | RuntimeException e) {
            // Not whole, not as written, or removed by another check while it was read: the
            // classes are made afresh, and the broken entry goes.
            deleteQuietly(classes);
            deleteQuietly(entry);
            return false;
        }
    }

    /**
     * Keeps a folder of classes under a key, for the next check of the same sources; a failure
     * to write keeps nothing.
     *
     * @param key the key of the sources they were compiled from
     * @param classes the folder of the classes
     */
    void keepClasses(String key, Path classes) {
        Path all = folder.resolve("classes");
        Path entry = all.resolve(key);
        if (Files.isDirectory(entry)) {
            return;
        }
        Path writing = folder.resolve("writing-" + UUID.randomUUID());
        try {
            List<String> manifest = new ArrayList<>(List.of(LAYOUT + " " + key));
            try (Stream<Path> walk = Files.walk(classes)) {
                for (Path file : walk.filter(Files::isRegularFile).sorted().toList()) {
                    String name = classes.relativize(file).toString().replace('\\', '/');
                    byte[] bytes = Files.readAllBytes(file);
                    Path copy = writing.resolve("files").resolve(name);
                    Files.createDirectories(copy.getParent());
                    Files.write(copy, bytes);
                    manifest.add(Sha256.hex(bytes) + " " + name);
                }
            }
            Files.write(writing.resolve(MANIFEST), manifest, StandardCharsets.UTF_8);
            Files.createDirectories(all);
            publish(writing, entry);
            prune(all, CLASS_ENTRIES);
        } catch (IOException | UncheckedIOException e) {
            // A full disk or a read-only target: the next check compiles again.
        } finally {
            deleteQuietly(writing);
        }
    }

    /**
     * The style report kept for a file, named as that file is named now.
     *
     * @param key the file's key ({@link #styleKey})
     * @param name the name the report gives the file
     * @return the report, or empty when none is kept or it cannot be read
     */
    Optional<StyleReport> style(String key, String name) {
        Path file = folder.resolve("style").resolve(key + ".json");
        try {
            StyleReport kept = GSON.fromJson(Files.readString(file, StandardCharsets.UTF_8),
                    StyleReport.class);
            return kept == null ? Optional.empty() : Optional.of(kept.renamed(any -> name));
        } catch (IOException | JsonParseException | UncheckedIOException e) {
            return Optional.empty();
        }
    }

    /**
     * Keeps a file's style report, unless it is not whole: a file the check could not finish
     * (out of time, interrupted) is checked again next time.
     *
     * @param key the file's key ({@link #styleKey})
     * @param report the file's report
     */
    void keepStyle(String key, StyleReport report) {
        if (!report.notChecked().isEmpty()) {
            return;
        }
        Path styles = folder.resolve("style");
        Path writing = folder.resolve("writing-" + UUID.randomUUID() + ".json");
        try {
            Files.createDirectories(styles);
            Files.writeString(writing, GSON.toJson(report.renamed(any -> "")),
                    StandardCharsets.UTF_8);
            try (Stream<Path> kept = Files.list(styles)) {
                if (kept.count() >= STYLE_ENTRIES) {
                    FileTrees.delete(styles);
                    Files.createDirectories(styles);
                }
            }
            publish(writing, styles.resolve(key + ".json"));
        } catch (IOException | UncheckedIOException e) {
            // Checked again next time.
        } finally {
            deleteQuietly(writing);
        }
    }

    /**
     * The key of a file's style report: its path (Checkstyle reads the file's name against the
     * class it holds), its content and the grader that checks it.
     *
     * @param path the file's path as the check names it, relative to its sources' root
     * @param file the file
     * @return the key
     * @throws IOException if the file cannot be read
     */
    String styleKey(String path, Path file) throws IOException {
        MessageDigest digest = Sha256.digest();
        update(digest, LAYOUT);
        update(digest, grader);
        update(digest, path);
        digest.update(Files.readAllBytes(file));
        return HexFormat.of().formatHex(digest.digest());
    }

    /**
     * The digest of a set of sources, as a verdict names what it checked: the SHA-256 of each
     * path and its content's digest, in the paths' order.
     *
     * @param digests each file's digest by its path ({@link Sha256#ofFiles})
     * @return the digest, in hexadecimal
     */
    static String sourcesDigest(Map<String, String> digests) {
        MessageDigest digest = Sha256.digest();
        digests.forEach((path, content) -> {
            update(digest, path);
            update(digest, content);
        });
        return HexFormat.of().formatHex(digest.digest());
    }

    /** Moves a whole folder or file into place in one step; one already there is kept. */
    private static void publish(Path writing, Path target) throws IOException {
        try {
            Files.move(writing, target, StandardCopyOption.ATOMIC_MOVE);
        } catch (FileAlreadyExistsException e) {
            // Another check kept the same thing first: both are made from the same key.
        } catch (AtomicMoveNotSupportedException e) {
            // Only within one file system, which a folder of the cache's own always is.
            throw new IOException("the cache cannot move its files in one step", e);
        } catch (IOException e) {
            if (!Files.exists(target)) {
                throw e;
            }
        }
    }

    /**
     * Keeps the entries used last, and removes folders left half written by a check that was
     * killed (a check still writing one is younger than {@link #ABANDONED}).
     */
    private void prune(Path all, int keep) throws IOException {
        List<Path> entries;
        try (Stream<Path> list = Files.list(all)) {
            entries = list.sorted(Comparator.comparing(CheckCache::lastUsed).reversed())
                    .toList();
        }
        entries.stream().skip(keep).forEach(CheckCache::deleteQuietly);
        Instant abandoned = Instant.now().minus(ABANDONED);
        try (Stream<Path> list = Files.list(folder)) {
            list.filter(path -> path.getFileName().toString().startsWith("writing-"))
                    .filter(path -> lastUsed(path).toInstant().isBefore(abandoned))
                    .forEach(CheckCache::deleteQuietly);
        }
    }

    private static FileTime lastUsed(Path entry) {
        try {
            Path manifest = entry.resolve(MANIFEST);
            return Files.getLastModifiedTime(Files.exists(manifest) ? manifest : entry);
        } catch (IOException e) {
            return FileTime.fromMillis(0);
        }
    }

    /**
     * What identifies the grader's own code: where its classes are, their size and time, so a
     * kit given a new grader keeps nothing of the old one's.
     */
    private static String graderIdentity() {
        try {
            Path code = Path.of(CheckCache.class.getProtectionDomain().getCodeSource()
                    .getLocation().toURI());
            if (Files.isDirectory(code)) {
                // Run from a build's classes folder (the tests): the classes' own digest.
                try (InputStream in = CheckCache.class.getResourceAsStream(
                        CheckCache.class.getSimpleName() + ".class")) {
                    return code + " " + (in == null ? "?" : Sha256.hex(in.readAllBytes()));
                }
            }
            return identity(code);
        } catch (URISyntaxException | IOException | RuntimeException e) {
            // Nothing can tell this grader from another: a key no other run shares.
            return "unknown grader " + UUID.randomUUID();
        }
    }

    /** The JDK that compiles and runs: another JDK may compile the same sources otherwise. */
    private static String jdk() {
        return Runtime.version() + " " + System.getProperty("java.vendor") + " "
                + System.getProperty("java.home");
    }

    /** A class path entry's path, size and time; a folder's, every file's under it. */
    private static String identity(Path entry) {
        try {
            if (Files.isDirectory(entry)) {
                StringBuilder all = new StringBuilder(entry.toString());
                try (Stream<Path> walk = Files.walk(entry)) {
                    for (Path file : walk.filter(Files::isRegularFile).sorted().toList()) {
                        all.append('\n').append(file).append(' ').append(Files.size(file))
                                .append(' ').append(Files.getLastModifiedTime(file).toMillis());
                    }
                }
                return all.toString();
            }
            return entry.toAbsolutePath() + " " + Files.size(entry) + " "
                    + Files.getLastModifiedTime(entry).toMillis();
        } catch (IOException | UncheckedIOException e) {
            return entry + " unreadable " + UUID.randomUUID();
        }
    }

    private static void update(MessageDigest digest, String text) {
        digest.update(text.getBytes(StandardCharsets.UTF_8));
        // A separator no path or digest holds, so "ab" + "c" is not "a" + "bc".
        digest.update((byte) 0);
    }

    private static void deleteQuietly(Path path) {
        try {
            FileTrees.delete(path);
        } catch (IOException | UncheckedIOException e) {
            // Left for the next prune.
        }
    }
}
