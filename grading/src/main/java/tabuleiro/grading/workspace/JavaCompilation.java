package tabuleiro.grading.workspace;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.regex.Pattern;
import tabuleiro.grading.child.compiler.ForbiddenApiScan;
import tabuleiro.grading.child.compiler.PublicApi;
import tabuleiro.grading.child.compiler.SourceCompiler;
import tabuleiro.grading.child.compiler.SourceCompiler.Problem;
import tabuleiro.grading.model.CompileError;

/**
 * Compiles a workspace and tells what the compiler found in words a student recognizes: each
 * error with the student's file and line, the refused uses of the grader's forbidden-API scan as
 * errors too, and the public face of the game's classes.
 *
 * <p>The grader compiles submissions in a child JVM
 * ({@link tabuleiro.grading.sandbox.CompilerJvm}); {@link #run} does
 * the same inside the calling JVM, for the tools and tests that compile trusted sources.
 */
public final class JavaCompilation {

    /**
     * What javac or the compiler JVM says when the grader's disk fails it: the message of
     * javac's {@code compiler.err.class.cant.write} or of an {@code IOException}, with the
     * operating system's words for a full, over-quota, read-only or failing disk.
     */
    private static final Pattern GRADER_FAILURE = Pattern.compile("(?s)(?:error while writing"
            + " [\\w$.]+|the compiler failed: .*): .*(?:No space left on device|Disk quota"
            + " exceeded|Read-only file system|Input/output error).*");

    /** A resource bundle's translation, such as {@code PrompterTexts_pt.java}. */
    private static final Pattern TRANSLATION = Pattern.compile("[A-Za-z0-9]+_[a-z]{2}\\.java");

    /** The compiler's options, besides the class path and the output folder. */
    static final List<String> OPTIONS = SourceCompiler.OPTIONS;

    private JavaCompilation() {
    }

    /**
     * Compiles every source of a workspace, in this JVM.
     *
     * @param workspace the sources
     * @param classpath the jars and folders the sources may use, such as picocli
     * @param classes the folder for the class files; created if needed
     * @return the errors, in the compiler's order; empty when the sources compiled
     * @throws IOException if the output folder cannot be made
     * @throws IllegalStateException if this JVM is a JRE without a compiler
     */
    public static List<CompileError> compile(Workspace workspace, List<Path> classpath,
            Path classes) throws IOException {
        return run(workspace, classpath, Optional.of(classes), "").errors();
    }

    /**
     * Compiles a game's sources in a workspace, in this JVM, and reads the public face of the
     * game's classes.
     *
     * <p>The sources of the game's package are compiled, and with them whatever they use from
     * the rest of the workspace (the compiler finds it on the source path), but not the other
     * games of the skeleton: a submission is graded on one game, and compiling the other four
     * would cost every submission time and could only add errors that are not its own.
     *
     * @param workspace the sources
     * @param classpath the jars and folders the sources may use, such as picocli
     * @param classes the folder for the class files, created if needed; empty to analyse the
     *     sources without writing class files
     * @param enginePackage the game's package, whose sources are compiled and whose public face
     *     is read; empty to compile every source of the workspace
     * @return the errors, in the compiler's order (empty when the sources compiled), and the
     *     public face of the types that were analysed
     * @throws IOException if the output folder cannot be made
     * @throws IllegalStateException if this JVM is a JRE without a compiler
     */
    public static Result run(Workspace workspace, List<Path> classpath, Optional<Path> classes,
            String enginePackage) throws IOException {
        return of(workspace, SourceCompiler.compile(workspace.root(),
                sourcesOf(workspace, enginePackage), classes, classpath, enginePackage,
                studentFiles(workspace)));
    }

    /**
     * Tells a compiler's findings in the student's words.
     *
     * @param workspace the sources that were compiled
     * @param found what the compiler found
     * @return the errors (the refused uses among them) and the public face
     */
    public static Result of(Workspace workspace, SourceCompiler.Result found) {
        List<CompileError> errors = new ArrayList<>();
        for (Problem problem : found.errors()) {
            errors.add(error(workspace, problem));
        }
        for (Map.Entry<String, List<String>> refused : new TreeMap<>(found.refused())
                .entrySet()) {
            errors.add(new CompileError(workspace.describe(workspace.root()
                    .resolve(refused.getKey())), 0, "uses what the grader does not allow a"
                    + " submission to use: " + String.join(", ", refused.getValue().stream()
                            .map(ForbiddenApiScan::explain).toList()), "", true));
        }
        return new Result(errors, found.api());
    }

    /**
     * Finds, among a compilation's errors, one that is the grader's own failure rather than
     * the code's: javac could not write a class file because the grader's disk is full, over
     * quota, read-only or failing ({@code error while writing Game: No space left on device}),
     * or the compiler JVM failed on such an error. Blaming that on the code (or on the
     * skeleton's file it was writing) would cost the student a grade for the grader's disk.
     * javac names the class it was writing, and a class's name has no space or colon, so no
     * source can spell this message for itself.
     *
     * @param errors a compilation's errors
     * @return the compiler's message, when it is the grader's failure
     */
    public static Optional<String> graderFailure(List<CompileError> errors) {
        return errors.stream().map(CompileError::message).filter(message -> GRADER_FAILURE
                .matcher(message.strip()).matches()).findFirst();
    }

    /**
     * The sources to compile, relative to the workspace's root: the game's, with the
     * translations of the resource bundles outside every game (the shared text UI's and
     * launcher's {@code Name_pt}), or all of them when no game is named or the game has none.
     * The rest comes in through javac's source path as the game's code names it; a translation
     * is loaded by name ({@code ResourceBundle.getBundle}), never named, so javac would leave it
     * out and the shared words would stay English.
     *
     * @param workspace the sources
     * @param enginePackage the game's package, or empty
     * @return the sources' paths, such as {@code tabuleiro/GAME/Game.java}
     */
    public static List<String> sourcesOf(Workspace workspace, String enginePackage) {
        List<Path> all = workspace.sources();
        List<Path> chosen = all;
        if (!enginePackage.isEmpty()) {
            Path folder = workspace.root().resolve(enginePackage.replace('.', '/'));
            List<Path> game = all.stream().filter(file -> file.startsWith(folder)).toList();
            if (!game.isEmpty()) {
                chosen = new ArrayList<>(game);
                all.stream().filter(file -> TRANSLATION.matcher(file.getFileName().toString())
                        .matches() && !file.startsWith(folder)
                        && !inAnotherGame(folder.getParent(), file)).forEach(chosen::add);
            }
        }
        return chosen.stream().map(file -> relative(workspace, file)).toList();
    }

    /**
     * Whether a file is in another game's package: a folder beside the game's that holds a
     * {@code Game.java}, each game's engine (the layout of {@code DESIGN.md}).
     */
    private static boolean inAnotherGame(Path games, Path file) {
        if (games == null || !file.startsWith(games)) {
            return false;
        }
        Path relative = games.relativize(file);
        return relative.getNameCount() > 1
                && Files.isRegularFile(games.resolve(relative.getName(0)).resolve("Game.java"));
    }

    /**
     * The student's own sources in a workspace, relative to its root.
     *
     * @param workspace the sources
     * @return the paths of the files the submission provided
     */
    public static Set<String> studentFiles(Workspace workspace) {
        Set<String> files = new TreeSet<>();
        for (Path file : workspace.sources()) {
            if (workspace.isStudents(file)) {
                files.add(relative(workspace, file));
            }
        }
        return files;
    }

    private static String relative(Workspace workspace, Path file) {
        return workspace.root().relativize(file).toString().replace('\\', '/');
    }

    /**
     * What a compilation found.
     *
     * @param errors the compiler's errors and the refused uses; empty when the sources compiled
     *     and every use is allowed
     * @param api the public face of the game's types that were analysed
     */
    public record Result(List<CompileError> errors, PublicApi api) {

        /** Keeps an unmodifiable copy of the errors. */
        public Result {
            errors = List.copyOf(errors);
            Objects.requireNonNull(api, "api");
        }
    }

    private static CompileError error(Workspace workspace, Problem problem) {
        if (problem.file().isEmpty()) {
            return new CompileError("(compiler)", 0, problem.message(), "", false);
        }
        Path file = workspace.root().resolve(problem.file());
        return new CompileError(workspace.describe(file), problem.line(), problem.message(),
                codeAt(file, problem.line()), workspace.isStudents(file));
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
