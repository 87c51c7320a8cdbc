package tabuleiro.grading.workspace;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.stream.Stream;
import tabuleiro.grading.child.compiler.SourceCompiler;
import tabuleiro.grading.model.Sha256;

/**
 * Compiles again only what a change of sources reaches, against the classes of the last compile
 * of the same workspace, as an IDE or Gradle does: the changed sources, and, when the interface
 * of one of their classes changed, the sources whose classes name it or a subtype of it.
 *
 * <p>It answers only when it can answer as a whole compile would: the same class files, byte
 * for byte. Whenever that is not certain it declines, and the caller compiles everything:
 * <ul>
 *   <li>no earlier compile is remembered, or its class folder is no longer as it left it;</li>
 *   <li>a source was added, deleted or renamed, or a file that is not Java changed;</li>
 *   <li>a changed source made no class before (the whole compile never reached it);</li>
 *   <li>the compile reports an error or a refused use (the whole compile's report is the one
 *       the student must see, with every file's errors);</li>
 *   <li>a constant was removed or its value changed, or one was added under a name another
 *       class's constant has: the compiler copies a constant's value into the code that reads
 *       it and leaves no trace of where it came from, so its readers cannot be found;</li>
 *   <li>the interface of a class compiled as a dependent changed.</li>
 * </ul>
 *
 * <p>Not thread-safe: one check at a time uses it, as the kit's check server runs them.
 */
public final class IncrementalCompilation {

    /** The digests of the sources the remembered classes were compiled from, by path. */
    private Map<String, String> sources = Map.of();

    /** The digests of the remembered class files, by path, as the last compile left them. */
    private Map<String, String> classes = Map.of();

    /** The class folder remembered, if any. */
    private Optional<Path> folder = Optional.empty();

    /** An empty folder: the source path of a compile against classes. */
    private final Path noSources;

    /**
     * Makes one that remembers no compile yet.
     *
     * @param noSources a folder of its own, created empty if absent, that is the source path of
     *     every compile it makes; nothing must be written there
     */
    public IncrementalCompilation(Path noSources) {
        this.noSources = Objects.requireNonNull(noSources, "noSources");
    }

    /**
     * Remembers a compile that succeeded: the sources it read and the classes it left.
     *
     * @param sourceDigests the digest of every file of the source folder, by its path relative to
     *     the folder ({@code tabuleiro/GAME/Game.java})
     * @param classFolder the folder of the classes compiled from exactly those sources
     * @throws IOException if the class folder cannot be read
     */
    public void remember(Map<String, String> sourceDigests, Path classFolder)
            throws IOException {
        sources = Map.copyOf(sourceDigests);
        classes = Sha256.ofFiles(classFolder);
        folder = Optional.of(classFolder);
    }

    /** Forgets the remembered compile: the next one compiles everything. */
    public void forget() {
        sources = Map.of();
        classes = Map.of();
        folder = Optional.empty();
    }

    /**
     * Compiles what changed since the remembered compile, in its class folder, when that gives
     * what a whole compile gives (see the class's description).
     *
     * @param workspace the sources now
     * @param sourceDigests the digest of every file of the workspace's folder now, by path
     * @param classFolder the class folder; must be the remembered one
     * @param classpath the jars and folders the sources may use
     * @param studentFiles the student's sources, relative to the workspace's root
     * @return how many sources were compiled (0 when nothing changed), with the class folder now
     *     as a whole compile of these sources leaves it; empty when it declined, with the class
     *     folder in any state: the caller deletes it and compiles everything
     * @throws IOException if the class folder cannot be read or written
     */
    public OptionalInt compile(Workspace workspace, Map<String, String> sourceDigests,
            Path classFolder, List<Path> classpath, Set<String> studentFiles)
            throws IOException {
        if (folder.isEmpty() || !folder.get().equals(classFolder)
                || !sources.keySet().equals(sourceDigests.keySet())
                || !Sha256.ofFiles(classFolder).equals(classes)) {
            return declined();
        }
        Set<String> changed = new TreeSet<>();
        sourceDigests.forEach((path, digest) -> {
            if (!digest.equals(sources.get(path))) {
                changed.add(path);
            }
        });
        if (changed.stream().anyMatch(path -> !path.endsWith(".java"))) {
            return declined();
        }
        if (changed.isEmpty()) {
            remember(sourceDigests, classFolder);
            return OptionalInt.of(0);
        }
        Map<String, byte[]> before = classFiles(classFolder);
        Map<String, ClassShape> shapes = shapes(before);
        Set<String> made = sourcesOf(shapes);
        if (!made.containsAll(changed)) {
            return declined();
        }
        Map<String, ClassShape> old = of(shapes, changed);
        Optional<Map<String, ClassShape>> compiled = compileAgain(workspace, changed,
                classFolder, classpath, studentFiles);
        if (compiled.isEmpty() || changedConstant(old, compiled.get(), shapes)) {
            return declined();
        }
        Set<String> reshaped = reshaped(old, compiled.get());
        int count = changed.size();
        if (!reshaped.isEmpty()) {
            Set<String> dependents = dependents(reshaped, shapes, before);
            dependents.removeAll(changed);
            if (!dependents.isEmpty()) {
                Map<String, ClassShape> oldDependents = of(shapes, dependents);
                Optional<Map<String, ClassShape>> again = compileAgain(workspace, dependents,
                        classFolder, classpath, studentFiles);
                if (again.isEmpty() || !reshaped(oldDependents, again.get()).isEmpty()
                        || changedConstant(oldDependents, again.get(), shapes)) {
                    return declined();
                }
                count += dependents.size();
            }
        }
        remember(sourceDigests, classFolder);
        return OptionalInt.of(count);
    }

    private OptionalInt declined() {
        forget();
        return OptionalInt.empty();
    }

    /**
     * Deletes the classes of some sources and compiles them again against the others; returns
     * the new classes' shapes, or empty when the compiler reported anything.
     */
    private Optional<Map<String, ClassShape>> compileAgain(Workspace workspace,
            Set<String> compiled, Path classFolder, List<Path> classpath,
            Set<String> studentFiles) throws IOException {
        Map<String, ClassShape> shapes = shapes(classFiles(classFolder));
        for (Map.Entry<String, ClassShape> shape : shapes.entrySet()) {
            if (compiled.contains(shape.getValue().source())) {
                Files.delete(classFolder.resolve(shape.getKey()));
            }
        }
        Files.createDirectories(noSources);
        SourceCompiler.Result result = SourceCompiler.compileAgainst(workspace.root(),
                List.copyOf(compiled), classFolder, classpath, noSources, studentFiles);
        if (!result.compiled() || !result.errors().isEmpty() || !result.refused().isEmpty()) {
            return Optional.empty();
        }
        return Optional.of(of(shapes(classFiles(classFolder)), compiled));
    }

    /**
     * Whether a constant other classes may have copied was removed or changed, or one was added
     * under a name that another class's constant has (a reader of that one may now read this).
     */
    private static boolean changedConstant(Map<String, ClassShape> old,
            Map<String, ClassShape> now, Map<String, ClassShape> all) {
        Set<String> elsewhere = new HashSet<>();
        all.forEach((file, shape) -> {
            if (!old.containsKey(file)) {
                elsewhere.addAll(shape.constants().keySet());
            }
        });
        for (Map.Entry<String, ClassShape> before : old.entrySet()) {
            ClassShape after = now.get(before.getKey());
            Map<String, String> constants = after == null ? Map.of() : after.constants();
            for (Map.Entry<String, String> constant : before.getValue().constants().entrySet()) {
                if (!constant.getValue().equals(constants.get(constant.getKey()))) {
                    return true;
                }
            }
        }
        for (Map.Entry<String, ClassShape> after : now.entrySet()) {
            ClassShape before = old.get(after.getKey());
            for (String name : after.getValue().constants().keySet()) {
                if ((before == null || !before.constants().containsKey(name))
                        && elsewhere.contains(name)) {
                    return true;
                }
            }
        }
        return false;
    }

    /**
     * The classes whose interface changed, by name: changed, added or removed. A class that no
     * other can name (an anonymous or local class, whose name's last part starts with a digit)
     * changes no interface by coming or going.
     */
    private static Set<String> reshaped(Map<String, ClassShape> old,
            Map<String, ClassShape> now) {
        Set<String> reshaped = new TreeSet<>();
        Set<String> files = new TreeSet<>(old.keySet());
        files.addAll(now.keySet());
        for (String file : files) {
            ClassShape before = old.get(file);
            ClassShape after = now.get(file);
            ClassShape either = before == null ? after : before;
            if (before != null && after != null ? !before.api().equals(after.api())
                    : nameable(either.name())) {
                reshaped.add(either.name());
            }
        }
        return reshaped;
    }

    private static boolean nameable(String name) {
        int dollar = name.lastIndexOf('$');
        return dollar < 0 || dollar == name.length() - 1
                || !Character.isDigit(name.charAt(dollar + 1));
    }

    /**
     * The sources whose classes depend on a class whose interface changed: those that name it
     * or one of its subtypes (a member a subtype inherits is read through the subtype's name).
     */
    private static Set<String> dependents(Set<String> reshaped, Map<String, ClassShape> shapes,
            Map<String, byte[]> bytes) {
        Set<String> reached = new HashSet<>(reshaped);
        Map<String, List<String>> subtypes = new HashMap<>();
        shapes.values().forEach(shape -> shape.supertypes().forEach(supertype -> subtypes
                .computeIfAbsent(supertype, key -> new ArrayList<>()).add(shape.name())));
        Deque<String> open = new ArrayDeque<>(reshaped);
        while (!open.isEmpty()) {
            for (String subtype : subtypes.getOrDefault(open.pop(), List.of())) {
                if (reached.add(subtype)) {
                    open.push(subtype);
                }
            }
        }
        Set<String> dependents = new TreeSet<>();
        for (Map.Entry<String, ClassShape> shape : shapes.entrySet()) {
            Set<String> named = ClassShape.namedClasses(bytes.get(shape.getKey()));
            if (reached.contains(shape.getValue().name())
                    || named.stream().anyMatch(reached::contains)) {
                dependents.add(shape.getValue().source());
            }
        }
        return dependents;
    }

    private static Map<String, ClassShape> of(Map<String, ClassShape> shapes,
            Set<String> sourcesOf) {
        Map<String, ClassShape> chosen = new TreeMap<>();
        shapes.forEach((file, shape) -> {
            if (sourcesOf.contains(shape.source())) {
                chosen.put(file, shape);
            }
        });
        return chosen;
    }

    private static Set<String> sourcesOf(Map<String, ClassShape> shapes) {
        Set<String> made = new TreeSet<>();
        shapes.values().forEach(shape -> made.add(shape.source()));
        return made;
    }

    private static Map<String, ClassShape> shapes(Map<String, byte[]> classFiles) {
        Map<String, ClassShape> shapes = new TreeMap<>();
        classFiles.forEach((file, bytes) -> shapes.put(file, ClassShape.of(bytes)));
        return shapes;
    }

    /** The class files of a folder, by path relative to it. */
    private static Map<String, byte[]> classFiles(Path classFolder) throws IOException {
        Map<String, byte[]> files = new TreeMap<>();
        try (Stream<Path> walk = Files.walk(classFolder)) {
            for (Path file : walk.filter(path -> path.toString().endsWith(".class")
                    && Files.isRegularFile(path)).toList()) {
                files.put(classFolder.relativize(file).toString().replace('\\', '/'),
                        Files.readAllBytes(file));
            }
        }
        return files;
    }

}
