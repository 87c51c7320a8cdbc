package tabuleiro.grading.similarity;

import com.sun.source.tree.ClassTree;
import com.sun.source.tree.CompilationUnitTree;
import com.sun.source.tree.MethodTree;
import com.sun.source.tree.Tree;
import com.sun.source.tree.VariableTree;
import com.sun.source.util.JavacTask;
import com.sun.source.util.SourcePositions;
import com.sun.source.util.TreeScanner;
import com.sun.source.util.Trees;
import java.io.IOException;
import java.net.URI;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import javax.lang.model.element.Modifier;
import javax.tools.JavaCompiler;
import javax.tools.SimpleJavaFileObject;
import javax.tools.ToolProvider;

/**
 * The ways a student disguises a copy, applied to a source's text as the calibration and the
 * benchmark need them: names changed and methods moved, or comments and blank lines changed.
 * The source is read by the JDK compiler's parser, so each method moves whole.
 */
final class Disguises {

    private static final Pattern COMMENT_LINE = Pattern.compile("\\s*(//|/\\*|\\*).*");

    private Disguises() {
    }

    /**
     * Renames every parameter, local variable, private field and private method, and writes
     * each class's methods (constructors too) in the reverse order.
     *
     * @param source a compilation unit's text
     * @return the disguised text
     */
    static String renamedAndReordered(String source) {
        Parsed parsed = parse(source);
        String reordered = reorder(source, parsed);
        List<String> names = new ArrayList<>(parsed.names());
        String text = reordered;
        for (int i = 0; i < names.size(); i++) {
            text = text.replaceAll("\\b" + Pattern.quote(names.get(i)) + "\\b",
                    Matcher.quoteReplacement("renamed" + i + "x"));
        }
        return text;
    }

    /**
     * Drops every comment line and blank line, then adds a comment and a blank line after each
     * line that opens a block: what a student does to make a copy look worked on.
     *
     * @param source a compilation unit's text
     * @return the recommented text
     */
    static String recommented(String source) {
        StringBuilder text = new StringBuilder();
        int block = 0;
        for (String line : source.lines().toList()) {
            if (line.isBlank() || COMMENT_LINE.matcher(line).matches()) {
                continue;
            }
            text.append(line).append('\n');
            if (line.stripTrailing().endsWith("{")) {
                text.append('\n').append("        // my step ").append(++block).append('\n');
            }
        }
        return text.toString();
    }

    /** What the parser found: each class's methods' spans, and the names to change. */
    private record Parsed(List<List<long[]>> methods, Set<String> names) {
    }

    private static Parsed parse(String source) {
        JavaCompiler compiler = ToolProvider.getSystemJavaCompiler();
        SimpleJavaFileObject file = new SimpleJavaFileObject(URI.create("string:///Source.java"),
                SimpleJavaFileObject.Kind.SOURCE) {
            @Override
            public CharSequence getCharContent(boolean ignoreEncodingErrors) {
                return source;
            }
        };
        JavacTask task = (JavacTask) compiler.getTask(null, null, diagnostic -> {},
                List.of("-proc:none"), null, List.of(file));
        CompilationUnitTree unit;
        try {
            unit = task.parse().iterator().next();
        } catch (IOException e) {
            throw new IllegalStateException("the source could not be parsed", e);
        }
        SourcePositions positions = Trees.instance(task).getSourcePositions();
        List<List<long[]>> methods = new ArrayList<>();
        Set<String> names = new LinkedHashSet<>();
        new TreeScanner<Void, Void>() {
            @Override
            public Void visitClass(ClassTree tree, Void unused) {
                List<long[]> spans = new ArrayList<>();
                for (Tree member : tree.getMembers()) {
                    if (member instanceof MethodTree method) {
                        long start = positions.getStartPosition(unit, method);
                        spans.add(new long[] {start, positions.getEndPosition(unit, method)});
                        if (method.getModifiers().getFlags().contains(Modifier.PRIVATE)) {
                            names.add(method.getName().toString());
                        }
                    } else if (member instanceof VariableTree field
                            && field.getModifiers().getFlags().contains(Modifier.PRIVATE)) {
                        names.add(field.getName().toString());
                    }
                }
                methods.add(spans);
                return super.visitClass(tree, unused);
            }

            @Override
            public Void visitMethod(MethodTree tree, Void unused) {
                tree.getParameters().forEach(parameter -> names.add(parameter.getName()
                        .toString()));
                return super.visitMethod(tree, unused);
            }

            @Override
            public Void visitVariable(VariableTree tree, Void unused) {
                names.add(tree.getName().toString());
                return super.visitVariable(tree, unused);
            }
        }.scan(unit, null);
        names.removeIf(name -> name.length() < 2 || name.equals("this"));
        return new Parsed(methods, names);
    }

    /** Writes the methods of the outermost classes' bodies in the reverse order. */
    private static String reorder(String source, Parsed parsed) {
        List<long[]> spans = parsed.methods().isEmpty() ? List.of() : parsed.methods().get(0);
        if (spans.size() < 2) {
            return source;
        }
        List<String> bodies = new ArrayList<>();
        for (long[] span : spans) {
            bodies.add(source.substring((int) span[0], (int) span[1]));
        }
        Collections.reverse(bodies);
        StringBuilder text = new StringBuilder();
        int at = 0;
        for (int i = 0; i < spans.size(); i++) {
            text.append(source, at, (int) spans.get(i)[0]).append(bodies.get(i));
            at = (int) spans.get(i)[1];
        }
        return text.append(source.substring(at)).toString();
    }
}
