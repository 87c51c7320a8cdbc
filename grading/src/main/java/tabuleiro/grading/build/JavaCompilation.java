package tabuleiro.grading.build;

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
import java.util.stream.Collectors;
import javax.lang.model.element.Element;
import javax.tools.Diagnostic;
import javax.tools.DiagnosticCollector;
import javax.tools.JavaCompiler;
import javax.tools.JavaFileObject;
import javax.tools.StandardJavaFileManager;
import javax.tools.ToolProvider;

/**
 * Compiles a workspace with the JDK's compiler, inside the grader's own JVM.
 *
 * <p>Annotation processing is off ({@code -proc:none}), so compiling runs none of the
 * submission's code. The release is fixed at 17, the course's Java, so a submission that uses a
 * newer language feature fails here as it would on the student's machine.
 */
public final class JavaCompilation {

    /** The compiler's options, besides the class path and the output folder. */
    static final List<String> OPTIONS = List.of("-proc:none", "--release", "17",
            "-encoding", "UTF-8", "-nowarn", "-Xmaxerrs", "50");

    private JavaCompilation() {
    }

    /**
     * Compiles every source of a workspace.
     *
     * @param workspace the sources
     * @param classpath the jars and folders the sources may use, such as picocli
     * @param classes the folder for the class files; created if needed
     * @return the errors, in the compiler's order; empty when the sources compiled
     * @throws IOException if the output folder cannot be made
     * @throws IllegalStateException if the grader runs on a JRE without a compiler
     */
    public static List<CompileError> compile(Workspace workspace, List<Path> classpath,
            Path classes) throws IOException {
        return run(workspace, classpath, Optional.of(classes), "").errors();
    }

    /**
     * Compiles every source of a workspace and reads the public face of a game's classes.
     *
     * @param workspace the sources
     * @param classpath the jars and folders the sources may use, such as picocli
     * @param classes the folder for the class files, created if needed; empty to analyse the
     *     sources without writing class files
     * @param enginePackage the game's package, whose public face is read
     * @return the errors, in the compiler's order (empty when the sources compiled), and the
     *     public face of the types that were analysed
     * @throws IOException if the output folder cannot be made
     * @throws IllegalStateException if the grader runs on a JRE without a compiler
     */
    public static Result run(Workspace workspace, List<Path> classpath, Optional<Path> classes,
            String enginePackage) throws IOException {
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
        DiagnosticCollector<JavaFileObject> diagnostics = new DiagnosticCollector<>();
        StringWriter otherOutput = new StringWriter();
        try (StandardJavaFileManager files = compiler.getStandardFileManager(diagnostics,
                Locale.ENGLISH, StandardCharsets.UTF_8)) {
            JavacTask task = (JavacTask) compiler.getTask(otherOutput, files, diagnostics,
                    options, null, files.getJavaFileObjectsFromPaths(workspace.sources()));
            boolean compiled;
            PublicApi api;
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
                api = new PublicApi(Map.of());
                compiled = false;
            }
            List<CompileError> errors = new ArrayList<>();
            for (Diagnostic<? extends JavaFileObject> diagnostic : diagnostics.getDiagnostics()) {
                if (diagnostic.getKind() == Diagnostic.Kind.ERROR) {
                    errors.add(error(workspace, diagnostic));
                }
            }
            if (!compiled && errors.isEmpty()) {
                errors.add(new CompileError("(compiler)", 0, otherOutput.toString().strip(), "",
                        false));
            }
            return new Result(errors, api);
        }
    }

    private static long errorCount(DiagnosticCollector<JavaFileObject> diagnostics) {
        return diagnostics.getDiagnostics().stream()
                .filter(diagnostic -> diagnostic.getKind() == Diagnostic.Kind.ERROR).count();
    }

    /**
     * What a compilation found.
     *
     * @param errors the compiler's errors; empty when the sources compiled
     * @param api the public face of the game's types that were analysed
     */
    public record Result(List<CompileError> errors, PublicApi api) {

        /** Keeps an unmodifiable copy of the errors. */
        public Result {
            errors = List.copyOf(errors);
            Objects.requireNonNull(api, "api");
        }
    }

    private static CompileError error(Workspace workspace,
            Diagnostic<? extends JavaFileObject> diagnostic) {
        JavaFileObject source = diagnostic.getSource();
        if (source == null) {
            return new CompileError("(compiler)", 0, diagnostic.getMessage(Locale.ENGLISH), "",
                    false);
        }
        Path file = Path.of(source.toUri());
        long line = Math.max(0, diagnostic.getLineNumber());
        return new CompileError(workspace.describe(file), line,
                diagnostic.getMessage(Locale.ENGLISH), codeAt(file, line),
                workspace.isStudents(file));
    }

    private static String codeAt(Path file, long line) {
        if (line < 1) {
            return "";
        }
        try {
            return Files.readAllLines(file, StandardCharsets.UTF_8).stream().skip(line - 1)
                    .findFirst().map(String::strip).orElse("");
        } catch (IOException e) {
            return "";
        }
    }
}
