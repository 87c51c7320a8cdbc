package tabuleiro.grading.child.compiler;

import com.sun.source.util.JavacTask;
import java.io.File;
import java.io.IOException;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import javax.lang.model.element.Element;
import javax.tools.Diagnostic;
import javax.tools.DiagnosticCollector;
import javax.tools.JavaCompiler;
import javax.tools.JavaFileObject;
import javax.tools.StandardJavaFileManager;
import javax.tools.ToolProvider;

/**
 * Compiles a submission's sources with the JDK's compiler, reads the public face of the game's
 * classes and checks the student's classes (see {@link ForbiddenApiScan}). The grader runs it in a
 * child JVM of its own ({@link CompileServer}), so that a source made to exhaust the compiler's
 * time or memory costs that child, never the grader.
 *
 * <p>Annotation processing is off ({@code -proc:none}), so compiling runs none of the
 * submission's code. The release is fixed at 17, the course's Java, so a submission that uses a
 * newer language feature fails here as it would on the student's machine.
 */
public final class SourceCompiler {

    /**
     * The compiler's options, besides the class path, the source path and the output. {@code -g}
     * keeps the local variables' names and values in the class files, so that a student who stops
     * at a breakpoint under {@code ./check --debug} reads them as in the IDE's own build.
     */
    public static final List<String> OPTIONS = List.of("-proc:none", "--release", "17",
            "-encoding", "UTF-8", "-nowarn", "-Xmaxerrs", "50", "-g");

    private SourceCompiler() {
    }

    /**
     * Compiles sources.
     *
     * @param root the source root; the other sources there are found on the source path
     * @param sources the sources to compile, relative to the root
     * @param classes the folder for the class files, created if needed; empty to analyse only
     * @param classpath the jars and folders the sources may use
     * @param enginePackage the package whose public face is read; empty for none
     * @param studentFiles the sources, relative to the root, that are the student's: only their
     *     classes are checked
     * @return what the compiler said and found
     * @throws IOException if the output folder cannot be made or a class file read
     * @throws IllegalStateException if this Java has no compiler
     */
    public static Result compile(Path root, List<String> sources, Optional<Path> classes,
            List<Path> classpath, String enginePackage, Set<String> studentFiles)
            throws IOException {
        return compileWith(root, sources, classes, classpath, List.of("-sourcepath",
                root.toString()), enginePackage, studentFiles);
    }

    /**
     * Compiles some sources again against the classes an earlier compile of all of them made:
     * every other type is read from those class files, none from a source, so that only the
     * sources named are compiled. The classes are checked as {@link #compile} checks them, all
     * of them.
     *
     * @param root the source root, which the sources are relative to
     * @param sources the sources to compile, relative to the root
     * @param classes the folder of the earlier compile's classes, where the new class files go
     * @param classpath the jars and folders the sources may use, besides those classes
     * @param noSources an empty folder, the source path: a type is never read from a source
     *     that was not named
     * @param studentFiles the sources, relative to the root, that are the student's: only their
     *     classes are checked
     * @return what the compiler said and found; the public face is that of the types compiled
     * @throws IOException if a class file cannot be read
     * @throws IllegalStateException if this Java has no compiler
     */
    public static Result compileAgainst(Path root, List<String> sources, Path classes,
            List<Path> classpath, Path noSources, Set<String> studentFiles) throws IOException {
        List<Path> entries = new ArrayList<>(List.of(classes));
        entries.addAll(classpath);
        return compileWith(root, sources, Optional.of(classes), entries, List.of("-sourcepath",
                noSources.toString(), "-implicit:none"), "", studentFiles);
    }

    private static Result compileWith(Path root, List<String> sources, Optional<Path> classes,
            List<Path> classpath, List<String> sourceOptions, String enginePackage,
            Set<String> studentFiles) throws IOException {
        JavaCompiler compiler = ToolProvider.getSystemJavaCompiler();
        if (compiler == null) {
            throw new IllegalStateException("the grader needs a JDK, not a JRE: this Java ("
                    + System.getProperty("java.home") + ") has no compiler");
        }
        List<String> options = new ArrayList<>(OPTIONS);
        if (classes.isPresent()) {
            Files.createDirectories(classes.get());
            options.addAll(List.of("-d", classes.get().toString()));
        }
        options.addAll(List.of("-classpath", classpath.stream().map(Path::toString)
                .collect(Collectors.joining(File.pathSeparator))));
        options.addAll(sourceOptions);
        DiagnosticCollector<JavaFileObject> diagnostics = new DiagnosticCollector<>();
        StringWriter otherOutput = new StringWriter();
        PublicApi api = new PublicApi(Map.of());
        boolean compiled;
        try (StandardJavaFileManager files = compiler.getStandardFileManager(diagnostics,
                Locale.ENGLISH, StandardCharsets.UTF_8)) {
            JavacTask task = (JavacTask) compiler.getTask(otherOutput, files, diagnostics,
                    options, null, files.getJavaFileObjectsFromPaths(
                            sources.stream().map(root::resolve).toList()));
            try {
                Iterable<? extends Element> analysed = task.analyze();
                api = PublicApi.of(task.getElements(), analysed, enginePackage);
                compiled = errorCount(diagnostics) == 0;
                if (compiled && classes.isPresent()) {
                    task.generate();
                    compiled = errorCount(diagnostics) == 0;
                }
            } catch (IllegalStateException e) {
                // javac gives up on some broken sources this way; its diagnostics say why.
                compiled = false;
            }
        }
        List<Problem> errors = new ArrayList<>();
        for (Diagnostic<? extends JavaFileObject> diagnostic : diagnostics.getDiagnostics()) {
            if (diagnostic.getKind() == Diagnostic.Kind.ERROR) {
                JavaFileObject source = diagnostic.getSource();
                String file = source == null ? "" : relative(root, Path.of(source.toUri()));
                errors.add(new Problem(file, Math.max(0, diagnostic.getLineNumber()),
                        diagnostic.getMessage(Locale.ENGLISH)));
            }
        }
        if (!compiled && errors.isEmpty()) {
            errors.add(new Problem("", 0, otherOutput.toString().strip()));
        }
        Map<String, List<String>> refused = compiled && classes.isPresent()
                ? check(classes.get(), studentFiles) : Map.of();
        return new Result(compiled, errors, api, refused);
    }

    /** The refused uses of the student's classes, by source file. */
    private static Map<String, List<String>> check(Path classes, Set<String> studentFiles)
            throws IOException {
        Map<String, List<String>> refused = new TreeMap<>();
        List<Path> classFiles;
        try (Stream<Path> walk = Files.walk(classes)) {
            classFiles = walk.filter(file -> file.toString().endsWith(".class")).sorted()
                    .toList();
        }
        for (Path classFile : classFiles) {
            byte[] bytes = Files.readAllBytes(classFile);
            Path folder = classes.relativize(classFile).getParent();
            String prefix = folder == null ? "" : folder.toString().replace('\\', '/') + "/";
            // A class without a SourceFile attribute is checked as the student's, to be safe.
            String source = ForbiddenApiScan.sourceFile(bytes).map(name -> prefix + name)
                    .orElse("");
            if (source.isEmpty() || studentFiles.contains(source)) {
                List<String> uses = ForbiddenApiScan.refusedUses(bytes);
                if (!uses.isEmpty()) {
                    refused.computeIfAbsent(source.isEmpty() ? prefix : source,
                            key -> new ArrayList<>()).addAll(uses);
                }
            }
        }
        refused.replaceAll((file, uses) -> uses.stream().distinct().sorted().toList());
        return refused;
    }

    private static String relative(Path root, Path file) {
        Path absolute = file.toAbsolutePath().normalize();
        Path base = root.toAbsolutePath().normalize();
        return absolute.startsWith(base) ? base.relativize(absolute).toString().replace('\\', '/')
                : absolute.toString();
    }

    private static long errorCount(DiagnosticCollector<JavaFileObject> diagnostics) {
        return diagnostics.getDiagnostics().stream()
                .filter(diagnostic -> diagnostic.getKind() == Diagnostic.Kind.ERROR).count();
    }

    /**
     * An error of the compiler.
     *
     * @param file the source, relative to the source root; empty when it belongs to no file
     * @param line the line, from 1, or 0 when it belongs to no line
     * @param message the compiler's message
     */
    public record Problem(String file, long line, String message) {

        /** Checks that every part is present. */
        public Problem {
            Objects.requireNonNull(file, "file");
            Objects.requireNonNull(message, "message");
        }
    }

    /**
     * What a compilation found.
     *
     * @param compiled whether the sources compiled without error
     * @param errors the compiler's errors, in its order
     * @param api the public face of the game's types that were analysed
     * @param refused for each of the student's sources whose classes use what the grader does
     *     not allow, those uses (see {@link ForbiddenApiScan})
     */
    public record Result(boolean compiled, List<Problem> errors, PublicApi api,
            Map<String, List<String>> refused) {

        /** Keeps unmodifiable copies. */
        public Result {
            errors = List.copyOf(errors);
            Objects.requireNonNull(api, "api");
            refused = Map.copyOf(refused);
        }
    }
}
