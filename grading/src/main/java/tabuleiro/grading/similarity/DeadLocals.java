package tabuleiro.grading.similarity;

import com.sun.source.tree.BlockTree;
import com.sun.source.tree.CompilationUnitTree;
import com.sun.source.tree.CompoundAssignmentTree;
import com.sun.source.tree.IdentifierTree;
import com.sun.source.tree.StatementTree;
import com.sun.source.tree.Tree;
import com.sun.source.tree.VariableTree;
import com.sun.source.util.JavacTask;
import com.sun.source.util.SourcePositions;
import com.sun.source.util.TreeScanner;
import com.sun.source.util.Trees;
import java.io.IOException;
import java.io.StringWriter;
import java.net.URI;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import javax.tools.Diagnostic;
import javax.tools.JavaCompiler;
import javax.tools.JavaFileObject;
import javax.tools.SimpleJavaFileObject;
import javax.tools.ToolProvider;

/**
 * Blanks out the local variables a source declares and never reads, before JPlag compares it.
 *
 * <p>JPlag compares token sequences, so a statement inserted between every two statements of a
 * copy ({@code int unused7 = 7 * 7;}) breaks every shared run into pieces shorter than its
 * shortest match, and a full copy reads as 0 % similar. JPlag 5 normalises tokens against such
 * dead code, but needs Java 21 where the grader runs on 17; this is the same idea for the case
 * that costs a copier least: a declaration whose variable no code names. Such a declaration has
 * no effect on what the program does when its initializer has none (no call, no {@code new}, no
 * assignment or increment), so it is left out of both sides of every comparison alike, and an
 * honest student's unused variable costs nothing.
 *
 * <p>A declaration is blanked with spaces, its line breaks kept, so the lines of the rest stay
 * where they were: the side-by-side pages show the student's text as it was handed in. A name
 * counts as read when any identifier of the file spells it, which keeps a variable shadowed or
 * read in a lambda, at the price of missing a dead one whose name is used elsewhere.
 */
final class DeadLocals {

    /** The kinds of expression that may do something besides computing a value. */
    private static final Set<Tree.Kind> EFFECTS = EnumSet.of(Tree.Kind.METHOD_INVOCATION,
            Tree.Kind.NEW_CLASS, Tree.Kind.NEW_ARRAY, Tree.Kind.ASSIGNMENT,
            Tree.Kind.PREFIX_INCREMENT, Tree.Kind.PREFIX_DECREMENT, Tree.Kind.POSTFIX_INCREMENT,
            Tree.Kind.POSTFIX_DECREMENT, Tree.Kind.LAMBDA_EXPRESSION, Tree.Kind.MEMBER_REFERENCE,
            Tree.Kind.SWITCH_EXPRESSION);

    private DeadLocals() {
    }

    /**
     * Blanks out the dead local declarations of a source.
     *
     * @param source a Java source's text
     * @return the text with each dead declaration replaced by as many spaces, line breaks
     *     kept; the text itself when the parser cannot read it (JPlag then says so) or there is
     *     none
     */
    static String blank(String source) {
        JavaCompiler compiler = ToolProvider.getSystemJavaCompiler();
        if (compiler == null) {
            return source;
        }
        JavaFileObject file = new SimpleJavaFileObject(URI.create("string:///Source.java"),
                JavaFileObject.Kind.SOURCE) {
            @Override
            public CharSequence getCharContent(boolean ignoreEncodingErrors) {
                return source;
            }
        };
        boolean[] errors = {false};
        JavacTask task = (JavacTask) compiler.getTask(new StringWriter(), null,
                diagnostic -> errors[0] |= diagnostic.getKind() == Diagnostic.Kind.ERROR,
                List.of("-proc:none"), null, List.of(file));
        List<long[]> ranges = new ArrayList<>();
        try {
            Iterable<? extends CompilationUnitTree> units = task.parse();
            if (errors[0]) {
                // Blanking a broken declaration could mend the file: JPlag must see it broken.
                return source;
            }
            for (CompilationUnitTree unit : units) {
                Set<String> read = new HashSet<>();
                new TreeScanner<Void, Void>() {
                    @Override
                    public Void visitIdentifier(IdentifierTree identifier, Void unused) {
                        read.add(identifier.getName().toString());
                        return null;
                    }
                }.scan(unit, null);
                SourcePositions positions = Trees.instance(task).getSourcePositions();
                new TreeScanner<Void, Void>() {
                    @Override
                    public Void visitBlock(BlockTree block, Void unused) {
                        List<? extends StatementTree> statements = block.getStatements();
                        for (int i = 0; i < statements.size(); i++) {
                            if (statements.get(i) instanceof VariableTree variable
                                    && !read.contains(variable.getName().toString())
                                    && pure(variable.getInitializer())) {
                                long start = positions.getStartPosition(unit, variable);
                                long end = positions.getEndPosition(unit, variable);
                                // int a = 1, b = 2; is two trees sharing text: left alone.
                                boolean alone = (i == 0 || positions.getEndPosition(unit,
                                        statements.get(i - 1)) <= start)
                                        && (i == statements.size() - 1 || positions
                                        .getStartPosition(unit, statements.get(i + 1)) >= end);
                                if (alone && start >= 0 && end > start && end <= source.length()
                                        && source.charAt((int) end - 1) == ';') {
                                    ranges.add(new long[] {start, end});
                                }
                            }
                        }
                        return super.visitBlock(block, unused);
                    }
                }.scan(unit, null);
            }
        } catch (IOException | RuntimeException | StackOverflowError e) {
            // JPlag reads the file as it is, and says whether it can.
            return source;
        }
        if (ranges.isEmpty()) {
            return source;
        }
        char[] text = source.toCharArray();
        for (long[] range : ranges) {
            for (int i = (int) range[0]; i < range[1]; i++) {
                if (text[i] != '\n' && text[i] != '\r') {
                    text[i] = ' ';
                }
            }
        }
        return new String(text);
    }

    /** Whether an initializer, if any, does nothing but compute a value. */
    private static boolean pure(Tree initializer) {
        if (initializer == null) {
            return true;
        }
        boolean[] effect = {false};
        new TreeScanner<Void, Void>() {
            @Override
            public Void scan(Tree tree, Void unused) {
                if (tree != null && (EFFECTS.contains(tree.getKind())
                        || tree instanceof CompoundAssignmentTree)) {
                    effect[0] = true;
                    return null;
                }
                return super.scan(tree, unused);
            }
        }.scan(initializer, null);
        return !effect[0];
    }
}
