package tabuleiro.grading.model;

import com.sun.source.tree.CompilationUnitTree;
import com.sun.source.util.JavacTask;
import java.io.StringWriter;
import java.net.URI;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.FutureTask;
import javax.tools.JavaCompiler;
import javax.tools.JavaFileObject;
import javax.tools.SimpleJavaFileObject;
import javax.tools.ToolProvider;

/**
 * Reads the package each of some Java sources declares, with the JDK compiler's own parser (no
 * more than parsing: nothing is compiled), so that comments, strings, text blocks and Unicode
 * escapes are read exactly as javac reads them; the intake places files with it and the
 * workspace keeps the game's package with it.
 *
 * <p>javac's parser recurses once per level of nesting, and when it overflows its stack it
 * reports no crash: {@code JavacTask.parse} swallows the error and returns no unit at all, for
 * every file it was given. So one file nested two thousand parentheses deep used to cost a
 * student every file, each blamed for declaring no package. Here the parser runs in a thread
 * with a large fixed stack, and when it returns fewer units than it was given each source is
 * parsed again on its own: the file the parser cannot read is the one reported, and costs only
 * itself.
 */
public final class DeclaredPackages {

    /**
     * The stack of the parsing thread: javac's parser takes about a kilobyte per level of
     * nesting (2,000 nested calls overflow the default stack of 1 MB), so this reads some
     * 60,000 levels, any code written by hand many times over; the memory is reserved, and only
     * what a file's depth uses is taken.
     */
    static final long STACK_BYTES = 64L << 20;

    /**
     * What the parser read of one source.
     *
     * @param readable whether the parser read the file to its end (syntax errors are read)
     * @param name the package as the parser prints it (a declaration it could not read whole
     *     prints as {@code (ERROR)}), or empty for none or a file not readable
     */
    public record Declared(boolean readable, Optional<String> name) {
    }

    private DeclaredPackages() {
    }

    /**
     * Reads the packages of some sources.
     *
     * @param sources the texts of {@code .java} files
     * @return what was read of each source, in the same order
     * @throws IllegalStateException if this Java has no compiler (a JRE)
     */
    public static List<Declared> of(List<String> sources) {
        if (sources.isEmpty()) {
            return List.of();
        }
        Optional<List<Declared>> all = inThread(() -> parse(sources));
        if (all.isPresent()) {
            return all.get();
        }
        // One of them stopped the parser: each alone tells which.
        List<Declared> read = new ArrayList<>();
        for (String source : sources) {
            read.add(inThread(() -> parse(List.of(source))).map(one -> one.get(0))
                    .orElse(new Declared(false, Optional.empty())));
        }
        return read;
    }

    /**
     * Parses sources in one task.
     *
     * @return each one's package, or null when the parser gave up on any of them
     */
    private static List<Declared> parse(List<String> sources) {
        JavaCompiler compiler = ToolProvider.getSystemJavaCompiler();
        if (compiler == null) {
            throw new IllegalStateException("the grader needs a JDK, not a JRE: this Java ("
                    + System.getProperty("java.home") + ") has no compiler");
        }
        Map<URI, Integer> indexes = new HashMap<>();
        List<JavaFileObject> files = new ArrayList<>();
        for (int i = 0; i < sources.size(); i++) {
            String text = sources.get(i);
            URI uri = URI.create("string:///Source" + i + ".java");
            indexes.put(uri, i);
            files.add(new SimpleJavaFileObject(uri, JavaFileObject.Kind.SOURCE) {
                @Override
                public CharSequence getCharContent(boolean ignoreEncodingErrors) {
                    return text;
                }
            });
        }
        JavacTask task = (JavacTask) compiler.getTask(new StringWriter(), null,
                diagnostic -> {}, List.of("-proc:none"), null, files);
        List<Declared> read = new ArrayList<>();
        sources.forEach(source -> read.add(null));
        try {
            for (CompilationUnitTree unit : task.parse()) {
                Integer index = indexes.get(unit.getSourceFile().toUri());
                if (index != null) {
                    read.set(index, new Declared(true, Optional.ofNullable(
                            unit.getPackageName()).map(Object::toString)));
                }
            }
        } catch (java.io.IOException | RuntimeException e) {
            return null;
        }
        return read.contains(null) ? null : read;
    }

    /** Runs a parse in a thread of a large fixed stack; empty when it did not read them all. */
    private static Optional<List<Declared>> inThread(
            java.util.concurrent.Callable<List<Declared>> parse) {
        FutureTask<List<Declared>> task = new FutureTask<>(parse);
        Thread worker = new Thread(null, task, "tabuleiro-parse", STACK_BYTES);
        worker.setDaemon(true);
        worker.start();
        try {
            return Optional.ofNullable(task.get());
        } catch (ExecutionException e) {
            if (e.getCause() instanceof IllegalStateException missing) {
                throw missing;
            }
            // Whatever else stopped the parser, a StackOverflowError above all, is the file's.
            return Optional.empty();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted while reading the sources' packages", e);
        }
    }
}
