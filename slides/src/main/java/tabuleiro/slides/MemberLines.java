package tabuleiro.slides;

import com.sun.source.tree.BlockTree;
import com.sun.source.tree.ClassTree;
import com.sun.source.tree.CompilationUnitTree;
import com.sun.source.tree.ExpressionStatementTree;
import com.sun.source.tree.IfTree;
import com.sun.source.tree.MethodInvocationTree;
import com.sun.source.tree.MethodTree;
import com.sun.source.tree.NewClassTree;
import com.sun.source.tree.StatementTree;
import com.sun.source.tree.ThrowTree;
import com.sun.source.tree.Tree;
import com.sun.source.tree.VariableTree;
import com.sun.source.util.JavacTask;
import com.sun.source.util.SourcePositions;
import com.sun.source.util.Trees;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URI;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import javax.lang.model.element.Modifier;
import javax.tools.Diagnostic;
import javax.tools.DiagnosticCollector;
import javax.tools.JavaCompiler;
import javax.tools.JavaFileObject;
import javax.tools.SimpleJavaFileObject;
import javax.tools.ToolProvider;

/**
 * The lines of one Java source file that a slide shows, found by member rather than by marker
 * comments, so that the code a lecturer projects carries no build machinery.
 *
 * <p>A snippet is named {@code Type.member} or {@code Type.member.part}, and is made of whole
 * lines of the source, as they are written:
 * <ul>
 *   <li>{@code Type.member}: the member (a method or a field) with the comments right above it
 *       (its Javadoc, and the line comments with no blank line between them and it);</li>
 *   <li>{@code Type.member.doc}: those comments alone;</li>
 *   <li>{@code Type.member.code}: the member without them;</li>
 *   <li>{@code Type.member.contract}: the comments, the signature and the precondition checks
 *       that open the body;</li>
 *   <li>{@code Type.member.body}: the rest of the body, after the checks;</li>
 *   <li>{@code Type.header}: the type's comments and its declaration, up to its opening brace;</li>
 *   <li>{@code Type.fields}: the instance fields, each with its comments;</li>
 *   <li>{@code Type.constants}: an enum's constants, each with its comments.</li>
 * </ul>
 * Where several methods share a name, {@code Type.member(ParameterType, ...)} names one of
 * them by the simple names of its parameters' types, as they are written.
 * A precondition check is the house idiom for one: {@code Objects.requireNonNull(...)}, a call
 * of a method whose name starts with {@code require}, or an {@code if} without {@code else} that
 * only throws, which may follow the declaration of the value it tests.
 *
 * <p>The file is parsed with the JDK's compiler (the Compiler Tree API, no class path needed),
 * so it needs a JDK, not only a Java runtime.
 */
final class MemberLines {

    /** The parts of a type that a snippet may name instead of a member. */
    static final Set<String> TYPE_PARTS = Set.of("header", "fields", "constants");

    /**
     * A snippet's name: group 1 the type, 2 the member (or a part of the type), 3 the simple
     * names of the parameters' types (absent when not given), 4 the part of the member.
     */
    private static final Pattern NAME = Pattern.compile(
            "(\\w+)\\.(\\w+)(?:\\(([\\w, <>\\[\\]]*)\\))?(?:\\.(\\w+))?");

    /** The parts of a member that a snippet may name. */
    static final Set<String> MEMBER_PARTS = Set.of("doc", "code", "contract", "body");

    private final String file;
    private final String source;
    private final List<String> lines;
    private final CompilationUnitTree unit;
    private final SourcePositions positions;

    private MemberLines(String file, String source, CompilationUnitTree unit,
            SourcePositions positions) {
        this.file = file;
        this.source = source;
        this.lines = source.lines().toList();
        this.unit = unit;
        this.positions = positions;
    }

    /**
     * Parses one source file.
     *
     * @param file the file's name as the user knows it, for error messages
     * @param source the file's text
     * @return its members' lines
     * @throws IllegalArgumentException naming the file if it is not valid Java, or if the
     *     Java runtime has no compiler
     */
    static MemberLines parse(String file, String source) {
        Objects.requireNonNull(file, "file");
        Objects.requireNonNull(source, "source");
        JavaCompiler compiler = ToolProvider.getSystemJavaCompiler();
        if (compiler == null) {
            throw new IllegalArgumentException("the slides read Java with the JDK's compiler,"
                    + " but " + System.getProperty("java.home") + " has none: build with a JDK");
        }
        JavaFileObject object = new SimpleJavaFileObject(URI.create("string:///Snippet.java"),
                JavaFileObject.Kind.SOURCE) {
            @Override
            public CharSequence getCharContent(boolean ignoreEncodingErrors) {
                return source;
            }
        };
        DiagnosticCollector<JavaFileObject> diagnostics = new DiagnosticCollector<>();
        JavacTask task = (JavacTask) compiler.getTask(null, null, diagnostics,
                List.of("-proc:none"), null, List.of(object));
        try {
            CompilationUnitTree unit = task.parse().iterator().next();
            for (Diagnostic<? extends JavaFileObject> problem : diagnostics.getDiagnostics()) {
                if (problem.getKind() == Diagnostic.Kind.ERROR) {
                    throw new IllegalArgumentException(file + ":" + problem.getLineNumber()
                            + ": not valid Java: " + problem.getMessage(null));
                }
            }
            return new MemberLines(file, source, unit, Trees.instance(task).getSourcePositions());
        } catch (IOException e) {
            throw new UncheckedIOException(file + ": cannot be parsed", e);
        }
    }

    /**
     * Returns the lines of a snippet.
     *
     * @param name the snippet's name, such as {@code Game.play.body} (see the class comment)
     * @return its lines, without line endings
     * @throws IllegalArgumentException naming the file and the snippet if the file has no such
     *     type, member or part, if the name is that of several members, or if the part asked
     *     for is empty
     */
    List<String> snippet(String name) {
        Matcher parts = NAME.matcher(name);
        if (!parts.matches()) {
            throw problem(name, "a snippet is named Type.member, Type.member.part (a part of "
                    + String.join(", ", MEMBER_PARTS) + ") or Type.part (" + String.join(", ",
                    TYPE_PARTS) + "); Type.member(ParameterType, ...) names one of"
                    + " several methods of the same name");
        }
        ClassTree type = type(name, parts.group(1));
        String part = parts.group(4);
        if (part == null && parts.group(3) == null && TYPE_PARTS.contains(parts.group(2))) {
            return switch (parts.group(2)) {
                case "header" -> header(type);
                case "fields" -> joined(name, type, false);
                default -> joined(name, type, true);
            };
        }
        Tree member = member(name, type, parts.group(2), parts.group(3));
        if (part == null) {
            return lines(commentsAbove(member), last(member));
        }
        return switch (part) {
            case "doc" -> {
                int first = commentsAbove(member);
                if (first == first(member)) {
                    throw problem(name, parts.group(2) + " has no comment above it");
                }
                yield lines(first, first(member) - 1);
            }
            case "code" -> lines(first(member), last(member));
            case "contract" -> lines(commentsAbove(method(name, member)),
                    contractEnd(method(name, member)));
            case "body" -> {
                MethodTree method = method(name, member);
                int start = contractEnd(method) + 1;
                while (start < last(method) && lines.get(start - 1).isBlank()) {
                    start++;
                }
                yield lines(start, last(method));
            }
            default -> throw problem(name, "'" + part + "' is no part of a member: write one"
                    + " of " + String.join(", ", MEMBER_PARTS) + ", or nothing for the whole");
        };
    }

    private ClassTree type(String name, String simpleName) {
        return unit.getTypeDecls().stream()
                .filter(ClassTree.class::isInstance)
                .map(ClassTree.class::cast)
                .filter(type -> type.getSimpleName().contentEquals(simpleName))
                .findFirst()
                .orElseThrow(() -> problem(name, "the file declares no type " + simpleName));
    }

    private Tree member(String name, ClassTree type, String memberName, String parameters) {
        List<Tree> found = new ArrayList<>();
        for (Tree member : type.getMembers()) {
            if (member instanceof MethodTree method
                    && method.getName().contentEquals(memberName)
                    && (parameters == null || parameters.replace(" ", "").equals(
                            method.getParameters().stream()
                                    .map(parameter -> parameter.getType().toString())
                                    .collect(Collectors.joining(","))))
                    || parameters == null && member instanceof VariableTree variable
                    && variable.getName().contentEquals(memberName)) {
                found.add(member);
            }
        }
        if (found.isEmpty()) {
            throw problem(name, type.getSimpleName() + " has no member " + memberName
                    + (parameters == null ? "" : "(" + parameters + ")"));
        }
        if (found.size() > 1) {
            throw problem(name, type.getSimpleName() + " has " + found.size() + " members named "
                    + memberName + ", on lines " + found.stream().map(this::first)
                            .map(String::valueOf).collect(Collectors.joining(", "))
                    + ": a snippet shows one; name it with its parameters' types, as "
                    + memberName + "(Type, ...)");
        }
        return found.get(0);
    }

    private MethodTree method(String name, Tree member) {
        if (member instanceof MethodTree method && method.getBody() != null) {
            return method;
        }
        throw problem(name, "a contract and a body are parts of a method with a body");
    }

    /** The type's comments and declaration, up to the line of its opening brace. */
    private List<String> header(ClassTree type) {
        long from = positions.getEndPosition(unit, type.getModifiers());
        int brace = source.indexOf('{', (int) Math.max(from, positions.getStartPosition(unit,
                type)));
        return lines(commentsAbove(type), line(brace));
    }

    /** The instance fields, or the enum constants, each with its comments, in order. */
    private List<String> joined(String name, ClassTree type, boolean constants) {
        List<String> joined = new ArrayList<>();
        for (Tree member : type.getMembers()) {
            if (member instanceof VariableTree variable && isConstant(variable) == constants
                    && (constants || !variable.getModifiers().getFlags()
                            .contains(Modifier.STATIC))) {
                joined.addAll(lines(commentsAbove(variable), last(variable)));
            }
        }
        if (joined.isEmpty()) {
            throw problem(name, type.getSimpleName() + " has no "
                    + (constants ? "enum constants" : "instance fields"));
        }
        return joined;
    }

    /** Tells an enum constant, written as its name, from a field, written with its type. */
    private boolean isConstant(VariableTree variable) {
        return variable.getInitializer() instanceof NewClassTree
                && source.startsWith(variable.getName().toString(),
                        (int) positions.getStartPosition(unit, variable));
    }

    /** The last line of a method's contract: its signature and the checks that open it. */
    private int contractEnd(MethodTree method) {
        BlockTree body = method.getBody();
        int end = line(positions.getStartPosition(unit, body));
        List<? extends StatementTree> statements = body.getStatements();
        for (int i = 0; i < statements.size(); i++) {
            StatementTree statement = statements.get(i);
            boolean declaresWhatIsChecked = statement instanceof VariableTree
                    && i + 1 < statements.size() && throwsIf(statements.get(i + 1));
            if (!isCheck(statement) && !declaresWhatIsChecked) {
                break;
            }
            end = last(statement);
        }
        return end;
    }

    private static boolean isCheck(StatementTree statement) {
        if (statement instanceof ExpressionStatementTree expression
                && expression.getExpression() instanceof MethodInvocationTree call) {
            String called = call.getMethodSelect().toString();
            String method = called.substring(called.lastIndexOf('.') + 1);
            return method.startsWith("require");
        }
        return throwsIf(statement);
    }

    private static boolean throwsIf(StatementTree statement) {
        if (!(statement instanceof IfTree check) || check.getElseStatement() != null) {
            return false;
        }
        StatementTree then = check.getThenStatement();
        return then instanceof ThrowTree || then instanceof BlockTree block
                && block.getStatements().size() == 1
                && block.getStatements().get(0) instanceof ThrowTree;
    }

    /**
     * The first line of the comments right above a tree, with no blank line between: its
     * Javadoc and the line comments that go with it, but not a heading that stands apart from
     * it, nor a solution marker.
     */
    private int commentsAbove(Tree tree) {
        int line = first(tree);
        while (line > 1 && isComment(lines.get(line - 2))) {
            line--;
        }
        return line;
    }

    private static boolean isComment(String line) {
        String text = line.strip();
        return (text.startsWith("//") || text.startsWith("/*") || text.startsWith("*"))
                && !text.startsWith("// BEGIN SOLUTION") && !text.startsWith("// END SOLUTION");
    }

    private int first(Tree tree) {
        return line(positions.getStartPosition(unit, tree));
    }

    private int last(Tree tree) {
        return line(positions.getEndPosition(unit, tree) - 1);
    }

    private int line(long position) {
        return (int) unit.getLineMap().getLineNumber(position);
    }

    /** Lines {@code from} to {@code to}, both counted from 1 and included. */
    private List<String> lines(int from, int to) {
        return List.copyOf(lines.subList(from - 1, to));
    }

    private IllegalArgumentException problem(String name, String what) {
        return new IllegalArgumentException(file + ": no snippet " + name + ": " + what);
    }
}
