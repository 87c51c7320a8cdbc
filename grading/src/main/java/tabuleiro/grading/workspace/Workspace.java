package tabuleiro.grading.workspace;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import tabuleiro.grading.model.Names;
import tabuleiro.grading.model.Submission;
import tabuleiro.grading.spi.Games;

/**
 * The sources that are compiled for a submission: the skeleton as a base, with the student's
 * {@code .java} files laid over it. A student's file replaces the skeleton's file of the same
 * path, and a file the skeleton lacks is added, so a student who hands in only {@code Game.java}
 * is graded with the provided text UI and launcher.
 *
 * <p>Only the game's package is the student's: a student's source whose package, as the
 * compiler's own parser reads it, is not the game's package or one of its subpackages is left
 * out with a note, so that no submission can put a class of its own in the grader's packages,
 * the rule book's or another game's (a copy of a skeleton's file outside the game is left out
 * quietly: the skeleton's own stays). Each kept file goes to the folder of the package it
 * declares, so the workspace's folders are package names whatever the submission's folders were
 * called. {@code module-info.java} is left out, and a source that is not UTF-8 is read as
 * ISO-8859-1 and written as UTF-8, which the compiler reads; the student is told of each.
 *
 * @invariant every source file in the workspace came from the base or from the submission, and
 *     its origin is recorded; the base's files are remembered even where the student's replace
 *     them; every file of the submission's is in the student's package
 */
public final class Workspace {

    /** A source file larger than this is not copied: no hand-written class is that large. */
    static final long MAX_SOURCE_BYTES = 1_000_000;

    private static final Pattern PACKAGE = Pattern.compile("[\\p{L}_$][\\p{L}\\p{N}_$]*"
            + "(\\.[\\p{L}_$][\\p{L}\\p{N}_$]*)*");

    private final Path root;
    private final Map<String, Origin> origins;
    private final Set<String> skeletonFiles;
    private final List<String> notes;
    private final List<String> skeletonNotes;

    private Workspace(Path root, Map<String, Origin> origins, Set<String> skeletonFiles,
            List<String> notes, List<String> skeletonNotes) {
        this.root = root;
        this.origins = Collections.unmodifiableMap(origins);
        this.skeletonFiles = Set.copyOf(skeletonFiles);
        this.notes = List.copyOf(notes);
        this.skeletonNotes = List.copyOf(skeletonNotes);
    }

    /**
     * Lays a submission's sources over a base into a new folder; what the intake said of the
     * submission comes first in the notes, so the student reads all of it in one place.
     *
     * @param folder where to put the sources; created if needed, and expected to be empty
     * @param base the skeleton's source folder, or empty to compile the submission alone
     * @param submission the submission, for its {@code src/main/java} and its intake notes
     * @param studentPackage the game's package, such as {@code tabuleiro.GAME}: the
     *     student's sources are kept only in it and its subpackages
     * @return the workspace
     * @throws IOException if a file cannot be read or written
     * @throws IllegalArgumentException unless {@code studentPackage} is a package name
     */
    public static Workspace lay(Path folder, Optional<Path> base, Submission submission,
            String studentPackage) throws IOException {
        return lay(folder, base, submission.sources(), studentPackage, submission.notes());
    }

    /**
     * Lays the sources of a folder over a base into a new folder.
     *
     * @param folder where to put the sources; created if needed, and expected to be empty
     * @param base the skeleton's source folder, or empty to compile the submission alone
     * @param submissionSources the student's {@code src/main/java}; it need not exist
     * @param studentPackage the game's package, such as {@code tabuleiro.GAME}: the
     *     student's sources are kept only in it and its subpackages
     * @return the workspace
     * @throws IOException if a file cannot be read or written
     * @throws IllegalArgumentException unless {@code studentPackage} is a package name
     */
    public static Workspace lay(Path folder, Optional<Path> base, Path submissionSources,
            String studentPackage) throws IOException {
        return lay(folder, base, submissionSources, studentPackage, List.of());
    }

    private static Workspace lay(Path folder, Optional<Path> base, Path submissionSources,
            String studentPackage, List<String> intakeNotes) throws IOException {
        Objects.requireNonNull(studentPackage, "studentPackage");
        if (!PACKAGE.matcher(studentPackage).matches()) {
            throw new IllegalArgumentException("the student's package is a Java package name,"
                    + " such as tabuleiro." + Games.example().id() + ", but it is \""
                    + studentPackage + "\"");
        }
        Files.createDirectories(folder);
        Map<String, Origin> origins = new TreeMap<>();
        List<String> notes = new ArrayList<>(intakeNotes);
        List<String> skeletonNotes = new ArrayList<>();
        Map<String, Path> baseFiles = new TreeMap<>();
        if (base.isPresent()) {
            baseFiles = javaFiles(base.get(), skeletonNotes);
            for (Map.Entry<String, Path> file : baseFiles.entrySet()) {
                copy(file.getValue(), folder.resolve(file.getKey()));
                origins.put(file.getKey(), Origin.SKELETON);
            }
        }
        final Set<String> skeletonFiles = new TreeSet<>(origins.keySet());
        Map<String, String> kept = new StudentSources(studentPackage, baseFiles, notes)
                .read(javaFiles(submissionSources, notes));
        for (Map.Entry<String, String> file : kept.entrySet()) {
            Path target = folder.resolve(file.getKey());
            // A file the student handed in unchanged is still the skeleton's: the grader's
            // forbidden-API scan trusts it, and its errors are not the student's.
            if (skeletonFiles.contains(file.getKey())
                    && Files.readString(target, StandardCharsets.UTF_8).equals(file.getValue())) {
                continue;
            }
            Files.createDirectories(target.getParent());
            // The skeleton's file may be a link to the skeleton itself: the student's version
            // is a new file, never written through it.
            Files.deleteIfExists(target);
            Files.writeString(target, file.getValue(), StandardCharsets.UTF_8);
            origins.put(file.getKey(), Origin.SUBMISSION);
        }
        return new Workspace(folder, origins, skeletonFiles, notes, skeletonNotes);
    }

    /**
     * Returns the folder the sources are in.
     *
     * @return the source root
     */
    public Path root() {
        return root;
    }

    /**
     * Returns every source file to compile.
     *
     * @return the files, in the order of their paths
     */
    public List<Path> sources() {
        return origins.keySet().stream().map(root::resolve).toList();
    }

    /**
     * Says where a source file of the workspace came from, in words a student recognizes.
     *
     * @param file a file of the workspace
     * @return {@code src/main/java/a/B.java} for the student's own file, or
     *     {@code a/B.java (from the skeleton)} for one the student did not hand in; the file's
     *     own name for a file outside the workspace
     */
    public String describe(Path file) {
        Path absolute = file.toAbsolutePath().normalize();
        if (!absolute.startsWith(root.toAbsolutePath().normalize())) {
            return String.valueOf(file.getFileName());
        }
        String relative = root.toAbsolutePath().normalize().relativize(absolute).toString()
                .replace('\\', '/');
        return origins.get(relative) == Origin.SKELETON ? relative + " (from the skeleton)"
                : "src/main/java/" + relative;
    }

    /**
     * Tells whether a source file is the student's.
     *
     * @param file a file of the workspace
     * @return {@code true} if the submission provided it
     */
    public boolean isStudents(Path file) {
        String relative = root.toAbsolutePath().normalize()
                .relativize(file.toAbsolutePath().normalize()).toString().replace('\\', '/');
        return origins.get(relative) == Origin.SUBMISSION;
    }

    /**
     * Returns the class files that the skeleton's sources compile to, by their top-level class:
     * the classes a submission must provide and nothing else on a grading JVM's class path may.
     * Without a base, the submission's own files stand in for the skeleton's.
     *
     * @return paths such as {@code tabuleiro/GAME/Game.class}
     */
    public Set<String> skeletonClassFiles() {
        Set<String> classFiles = new TreeSet<>();
        for (String path : skeletonFiles.isEmpty() ? origins.keySet() : skeletonFiles) {
            classFiles.add(path.substring(0, path.length() - ".java".length()) + ".class");
        }
        return classFiles;
    }

    /**
     * Returns what the student should know of how the submission was read: what the intake
     * said, then the files left out here (links, oversized files, {@code module-info.java},
     * files outside the game's package) and those read as ISO-8859-1.
     *
     * @return one sentence each
     */
    public List<String> notes() {
        return notes;
    }

    /**
     * Returns what was left out of the skeleton and why: news for the instructor, who provides
     * the skeleton, not for the student.
     *
     * @return one sentence per file of the skeleton's left out
     */
    public List<String> skeletonNotes() {
        return skeletonNotes;
    }

    /** The {@code .java} files under a folder, by their path relative to it. */
    private static Map<String, Path> javaFiles(Path folder, List<String> notes)
            throws IOException {
        Map<String, Path> files = new TreeMap<>();
        if (!Files.isDirectory(folder)) {
            return files;
        }
        try (Stream<Path> paths = Files.walk(folder)) {
            for (Path path : paths.toList()) {
                String relative = folder.relativize(path).toString().replace('\\', '/');
                if (!relative.endsWith(".java")) {
                    continue;
                }
                if (Files.isSymbolicLink(path)) {
                    notes.add(Names.shown(relative) + " is a link, not a file: it was left out");
                } else if (!Files.isRegularFile(path, LinkOption.NOFOLLOW_LINKS)) {
                    continue;
                } else if (Files.size(path) > MAX_SOURCE_BYTES) {
                    notes.add(Names.shown(relative) + " is larger than "
                            + MAX_SOURCE_BYTES / 1000 + " kB: it was left out");
                } else {
                    files.put(relative, path);
                }
            }
        }
        return files;
    }

    /**
     * Puts a skeleton's file in the workspace: a hard link where the two folders share a file
     * system (a class of 300, or each check of {@code check --watch}, lays the same few hundred
     * files again), else a copy. Nothing writes a workspace's skeleton files: a student's
     * version replaces the link (see {@link #lay}), javac only reads them.
     */
    private static void copy(Path from, Path to) throws IOException {
        Files.createDirectories(to.getParent());
        Files.deleteIfExists(to);
        if (from.getFileSystem().equals(to.getFileSystem())) {
            try {
                Files.createLink(to, from);
                return;
            } catch (IOException | UnsupportedOperationException e) {
                // Another device, or a file system without links: a copy will do.
            }
        }
        try (InputStream in = Files.newInputStream(from)) {
            Files.copy(in, to, StandardCopyOption.REPLACE_EXISTING);
        }
    }

    /** Where a source file came from. */
    private enum Origin {
        SKELETON, SUBMISSION
    }
}
