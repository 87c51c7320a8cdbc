package tabuleiro.grading.report.feedback;

import java.io.IOException;
import java.net.URI;
import java.net.URISyntaxException;
import java.net.URL;
import java.nio.charset.StandardCharsets;
import java.nio.file.FileSystem;
import java.nio.file.FileSystemAlreadyExistsException;
import java.nio.file.FileSystems;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.concurrent.ConcurrentHashMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/**
 * The methods each exercise asks for, as the skeleton bundled with the grader names them in its
 * stubs ({@code "Exercise 8: implement Game.countTowardsDraws"}): where a student looks when a
 * rule of that exercise is lost with no method of theirs running, as when a check of the rule
 * book finds what the engine answered wrong.
 */
public final class ExerciseMethods {

    /** A stub's message in the skeleton's source: group 1 its exercise, group 2 the method. */
    private static final Pattern STUB = Pattern.compile(
            "\"Exercise (\\d+): implement ([\\w$]+\\.[\\w$]+)\"");

    /**
     * The resource folder of the skeleton's sources in the grader, as {@code workspace.Skeleton}
     * bundles them; read here as the grader's own data, since a writer lays out no submission.
     */
    private static final String SKELETON = "skeleton";

    /** Per engine package, each exercise's methods: the skeleton is read once. */
    private static final Map<String, Map<Integer, List<String>>> READ = new ConcurrentHashMap<>();

    private ExerciseMethods() {
    }

    /**
     * The methods an exercise asks for.
     *
     * @param enginePackage the game's package in the skeleton, such as {@code tabuleiro.GAME}
     * @param exercise the exercise's number
     * @return its methods as {@code Class.method}, sorted; empty when the grader was built
     *     without the skeleton or the skeleton has no stub of that exercise
     */
    public static List<String> of(String enginePackage, int exercise) {
        return READ.computeIfAbsent(enginePackage, ExerciseMethods::read)
                .getOrDefault(exercise, List.of());
    }

    private static Map<Integer, List<String>> read(String enginePackage) {
        URL folder = ExerciseMethods.class.getResource("/" + SKELETON + "/"
                + enginePackage.replace('.', '/'));
        if (folder == null) {
            return Map.of();
        }
        try {
            URI uri = folder.toURI();
            if (!uri.getScheme().equals("jar")) {
                return read(Path.of(uri));
            }
            // In the grader's jar: read through the jar's file system, which another part of the
            // grader may hold open already (then it is left open for that part).
            try (FileSystem jar = FileSystems.newFileSystem(uri, Map.of())) {
                return read(jar.provider().getPath(uri));
            } catch (FileSystemAlreadyExistsException open) {
                return read(FileSystems.getFileSystem(uri).provider().getPath(uri));
            }
        } catch (URISyntaxException | IOException e) {
            throw new IllegalStateException("cannot read the bundled skeleton at " + folder, e);
        }
    }

    private static Map<Integer, List<String>> read(Path folder) throws IOException {
        Map<Integer, TreeSet<String>> methods = new TreeMap<>();
        try (Stream<Path> files = Files.walk(folder)) {
            for (Path file : files.filter(path -> path.toString().endsWith(".java")).toList()) {
                Matcher stub = STUB.matcher(Files.readString(file, StandardCharsets.UTF_8));
                while (stub.find()) {
                    methods.computeIfAbsent(Integer.parseInt(stub.group(1)),
                            number -> new TreeSet<>()).add(stub.group(2));
                }
            }
        }
        Map<Integer, List<String>> lists = new TreeMap<>();
        methods.forEach((number, names) -> lists.put(number, List.copyOf(names)));
        return Map.copyOf(lists);
    }
}
