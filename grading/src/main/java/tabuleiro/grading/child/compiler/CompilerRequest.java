package tabuleiro.grading.child.compiler;

import java.nio.file.Path;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import tabuleiro.grading.child.JsonLine;

/**
 * What the grader asks of its compiler JVM ({@link CompileServer}), one request a line of the
 * wire format ({@link JsonLine}) whose member {@code "request"} names the kind. The JVM answers
 * each with {@link CompilerAnswer}s of the same id.
 */
public sealed interface CompilerRequest {

    /**
     * Returns the id that the answers to this request carry.
     *
     * @return the id
     */
    String id();

    /**
     * Writes the request as one line of the wire format.
     *
     * @return the line, without a line break
     * @post {@code parse(line())} equals this request
     */
    String line();

    /**
     * Reads a request back.
     *
     * @param line a line from {@link #line}
     * @return the request
     * @throws IllegalArgumentException if the line is not a request, saying why
     */
    static CompilerRequest parse(String line) {
        JsonMembers json = JsonMembers.parse(line);
        String kind = json.text("request");
        String id = json.text("id");
        Path root = Path.of(json.text("root"));
        if (kind.equals(Compile.KIND)) {
            String classes = json.text("classes");
            return new Compile(id, root, classes.isEmpty() ? Optional.empty()
                    : Optional.of(Path.of(classes)), json.text("enginePackage"),
                    json.list("classpath").stream().map(Path::of).toList(),
                    json.list("sources"), Set.copyOf(json.list("studentFiles")));
        }
        if (kind.equals(Style.KIND)) {
            return new Style(id, root, json.list("files"));
        }
        throw new IllegalArgumentException("not a request the compiler knows: " + kind);
    }

    /**
     * Compile sources ({@link SourceCompiler#compile}).
     *
     * @param id the request's id
     * @param root the source root
     * @param classes the class folder, or empty to analyse only
     * @param enginePackage the game's package
     * @param classpath what the sources may use
     * @param sources the sources to compile, relative to the root
     * @param studentFiles the student's sources, relative to the root
     */
    record Compile(String id, Path root, Optional<Path> classes, String enginePackage,
            List<Path> classpath, List<String> sources, Set<String> studentFiles)
            implements CompilerRequest {

        static final String KIND = "COMPILE";

        /** Keeps unmodifiable copies of the lists. */
        public Compile {
            Objects.requireNonNull(id, "id");
            Objects.requireNonNull(root, "root");
            Objects.requireNonNull(classes, "classes");
            Objects.requireNonNull(enginePackage, "enginePackage");
            classpath = List.copyOf(classpath);
            sources = List.copyOf(sources);
            studentFiles = Set.copyOf(studentFiles);
        }

        @Override
        public String line() {
            return new JsonLine("request", KIND).text("id", id).text("root", root.toString())
                    .text("classes", classes.map(Path::toString).orElse(""))
                    .text("enginePackage", enginePackage)
                    .list("classpath", classpath.stream().map(Path::toString).toList())
                    .list("sources", sources).list("studentFiles", List.copyOf(studentFiles))
                    .end();
        }
    }

    /**
     * Check the style of files (the style check, {@link tabuleiro.grading.style.StyleReview}).
     *
     * @param id the request's id
     * @param root the source root
     * @param files the files to check, relative to the root
     */
    record Style(String id, Path root, List<String> files) implements CompilerRequest {

        static final String KIND = "STYLE";

        /** Keeps an unmodifiable copy of the files. */
        public Style {
            Objects.requireNonNull(id, "id");
            Objects.requireNonNull(root, "root");
            files = List.copyOf(files);
        }

        @Override
        public String line() {
            return new JsonLine("request", KIND).text("id", id).text("root", root.toString())
                    .list("files", files).end();
        }
    }
}
