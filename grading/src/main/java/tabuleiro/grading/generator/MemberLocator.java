package tabuleiro.grading.generator;

import com.sun.source.tree.ClassTree;
import com.sun.source.tree.CompilationUnitTree;
import com.sun.source.tree.MethodTree;
import com.sun.source.tree.Tree;
import com.sun.source.util.JavacTask;
import com.sun.source.util.SourcePositions;
import com.sun.source.util.TreePathScanner;
import com.sun.source.util.Trees;
import java.io.IOException;
import java.net.URI;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.stream.Collectors;
import javax.lang.model.element.Name;
import javax.tools.Diagnostic;
import javax.tools.DiagnosticCollector;
import javax.tools.JavaCompiler;
import javax.tools.JavaFileObject;
import javax.tools.SimpleJavaFileObject;
import javax.tools.ToolProvider;

/**
 * Finds the method that encloses a line of Java source, such as the method a stub belongs to.
 *
 * <p>It parses the source with the JDK's own compiler (the Compiler Tree API, no analysis and
 * no class path needed) rather than guessing from indentation and braces: a signature spread
 * over several lines, a lambda or a nested class then cannot mislead it. It therefore needs a
 * JDK, not only a Java runtime.
 */
final class MemberLocator {

    private final JavaCompiler compiler;

    /**
     * Creates a locator that uses the running JDK's compiler.
     *
     * @throws GeneratorException if the Java runtime has no compiler (it is not a JDK)
     */
    MemberLocator() {
        compiler = ToolProvider.getSystemJavaCompiler();
        if (compiler == null) {
            throw new GeneratorException("the generator reads Java with the JDK's compiler, but "
                    + System.getProperty("java.home") + " is a Java runtime without one:"
                    + " run it with a JDK");
        }
    }

    /**
     * Names the members that enclose lines of one file, parsing the file once: for each line,
     * the innermost method or constructor around it, written
     * {@code Type.method(ParameterType name, ...)}, or the innermost type when the line is in
     * no method (a field's initializer, say).
     *
     * @param file the file's name as the user knows it, for error messages
     * @param source the file's text, which must be a syntactically valid compilation unit
     * @param lines the lines, each counted from 1
     * @return for each line, the member's description, such as
     *     {@code Game.hasSpace(int column)}
     * @throws GeneratorException naming the file and the line if the source does not parse,
     *     the file has no such line, or a line is in no type at all
     */
    Map<Integer, String> membersAt(String file, String source, List<Integer> lines) {
        Objects.requireNonNull(file, "file");
        Objects.requireNonNull(source, "source");
        Parsed parsed = parse(file, source);
        long lineCount = source.lines().count();
        Map<Integer, String> members = new HashMap<>();
        for (int line : lines) {
            if (line < 1 || line > lineCount) {
                throw GeneratorException.at(file, line, "the file has only " + lineCount
                        + " lines");
            }
            // The line's first character that is not blank, so that a member declared on this
            // line counts as enclosing it.
            int position = (int) parsed.unit().getLineMap().getStartPosition(line);
            while (position < source.length() && (source.charAt(position) == ' '
                    || source.charAt(position) == '\t')) {
                position++;
            }
            String member = new Enclosing(parsed, position).member();
            if (member == null) {
                throw GeneratorException.at(file, line, "the line is outside every type");
            }
            members.put(line, member);
        }
        return members;
    }

    /** A parsed compilation unit and where in the source each of its trees is. */
    private record Parsed(CompilationUnitTree unit, SourcePositions positions) {
    }

    private Parsed parse(String file, String source) {
        DiagnosticCollector<JavaFileObject> diagnostics = new DiagnosticCollector<>();
        // The compiler wants a URI; the messages name the file themselves.
        int folderEnd = Math.max(file.lastIndexOf('/'), file.lastIndexOf('\\'));
        String simpleName = file.substring(folderEnd + 1).replaceAll("[^A-Za-z0-9_.$]", "_");
        JavaFileObject object = new SimpleJavaFileObject(
                URI.create("string:///" + simpleName), JavaFileObject.Kind.SOURCE) {
            @Override
            public CharSequence getCharContent(boolean ignoreEncodingErrors) {
                return source;
            }
        };
        JavacTask task = (JavacTask) compiler.getTask(null, null, diagnostics,
                List.of("-proc:none"), null, List.of(object));
        try {
            CompilationUnitTree unit = task.parse().iterator().next();
            List<Diagnostic<? extends JavaFileObject>> errors = diagnostics.getDiagnostics()
                    .stream()
                    .filter(diagnostic -> diagnostic.getKind() == Diagnostic.Kind.ERROR)
                    .collect(Collectors.toList());
            if (!errors.isEmpty()) {
                Diagnostic<? extends JavaFileObject> first = errors.get(0);
                throw new GeneratorException(file + ": not valid Java, on line "
                        + first.getLineNumber() + ": " + first.getMessage(null));
            }
            return new Parsed(unit, Trees.instance(task).getSourcePositions());
        } catch (IOException e) {
            throw new GeneratorException(file + ": cannot be parsed: " + e.getMessage());
        }
    }

    /** Walks a compilation unit down to the innermost type and method around a position. */
    private static final class Enclosing extends TreePathScanner<Void, Void> {

        private final Parsed parsed;
        private final long position;
        private final Deque<String> types = new ArrayDeque<>();
        private String member;

        Enclosing(Parsed parsed, long position) {
            this.parsed = parsed;
            this.position = position;
        }

        /** The innermost member around the line, or {@code null} when it is in no type. */
        String member() {
            scan(parsed.unit(), null);
            return member;
        }

        @Override
        public Void visitClass(ClassTree type, Void unused) {
            if (!contains(type)) {
                return null;
            }
            Name name = type.getSimpleName();
            types.addLast(name.isEmpty() ? "(anonymous class)" : name.toString());
            member = String.join(".", types);
            super.visitClass(type, null);
            types.removeLast();
            return null;
        }

        @Override
        public Void visitMethod(MethodTree method, Void unused) {
            if (!contains(method)) {
                return null;
            }
            Name name = method.getName();
            String type = String.join(".", types);
            String parameters = method.getParameters().stream()
                    .map(parameter -> parameter.getType() + " " + parameter.getName())
                    .collect(Collectors.joining(", "));
            member = type + (name.contentEquals("<init>") ? "" : "." + name)
                    + "(" + parameters + ")";
            // A type declared inside the method is still searched for a closer member.
            return super.visitMethod(method, null);
        }

        private boolean contains(Tree tree) {
            long start = parsed.positions().getStartPosition(parsed.unit(), tree);
            long end = parsed.positions().getEndPosition(parsed.unit(), tree);
            return start <= position && position < end;
        }
    }
}
