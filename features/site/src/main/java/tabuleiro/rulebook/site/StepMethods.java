package tabuleiro.rulebook.site;

import com.sun.source.tree.CompilationUnitTree;
import com.sun.source.tree.MemberReferenceTree;
import com.sun.source.tree.MethodInvocationTree;
import com.sun.source.tree.MethodTree;
import com.sun.source.tree.NewClassTree;
import com.sun.source.util.JavacTask;
import com.sun.source.util.TreePath;
import com.sun.source.util.TreePathScanner;
import com.sun.source.util.Trees;
import io.cucumber.cucumberexpressions.Expression;
import io.cucumber.cucumberexpressions.ExpressionFactory;
import io.cucumber.cucumberexpressions.ParameterType;
import io.cucumber.cucumberexpressions.ParameterTypeRegistry;
import java.io.File;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URISyntaxException;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import javax.lang.model.element.AnnotationMirror;
import javax.lang.model.element.AnnotationValue;
import javax.lang.model.element.Element;
import javax.lang.model.element.ElementKind;
import javax.lang.model.element.ExecutableElement;
import javax.lang.model.element.Modifier;
import javax.lang.model.element.TypeElement;
import javax.lang.model.util.Types;
import javax.tools.JavaCompiler;
import javax.tools.JavaFileObject;
import javax.tools.StandardJavaFileManager;
import javax.tools.ToolProvider;

/**
 * Which methods of the reference each step of a game's rule book calls: the step definitions
 * (the glue in {@code features/src/main/java}) compiled by javac as far as attribution, so that
 * every call in them is resolved to the method it names, and each step of the rule book matched
 * to its step definition with Cucumber's own expressions and the glue's parameter types.
 *
 * <p>A step definition rarely calls the engine alone; it goes through the scenario's world and
 * small helpers of the glue. The calls are followed one level into the glue's own methods (the
 * step's body and the helpers it calls), and every public method of a public type of the
 * reference met on the way is a method the step relies on: the site links to its contract in the
 * reference's Javadoc. Deeper, the world's set-up code ties every step to most of the engine
 * (one game's winning rule listed 37 methods at two levels) and the links say nothing.
 */
final class StepMethods {

    private static final int DEPTH = 1;
    private static final String GLUE = "tabuleiro.features";
    private static final Set<String> STEP_PACKAGES = Set.of("io.cucumber.java.en",
            "io.cucumber.java.pt");

    private final Map<Expression, ExecutableElement> steps;
    private final Map<ExecutableElement, Set<ExecutableElement>> calls;
    private final Types types;
    private final Map<String, List<Method>> memo = new LinkedHashMap<>();

    private StepMethods(Map<Expression, ExecutableElement> steps,
            Map<ExecutableElement, Set<ExecutableElement>> calls, Types types) {
        this.steps = steps;
        this.calls = calls;
        this.types = types;
    }

    /**
     * Compiles one game's glue as far as attribution and reads its step definitions.
     *
     * @param glue the glue's source root ({@code features/src/main/java})
     * @param folder the game's package folder in it, {@code GAME}
     * @return the game's steps and the methods they call
     * @throws IllegalStateException if no Java compiler is available or the glue does not
     *     compile against the reference on the class path
     */
    static StepMethods analyse(Path glue, String folder) {
        JavaCompiler compiler = ToolProvider.getSystemJavaCompiler();
        if (compiler == null) {
            throw new IllegalStateException("the rule book site needs a JDK's compiler to read"
                    + " the step definitions, and this Java has none");
        }
        List<Path> sources = new ArrayList<>(javaFiles(glue.resolve("tabuleiro/features")
                .resolve(folder)));
        sources.addAll(javaFiles(glue.resolve("tabuleiro/features")).stream()
                .filter(file -> file.getParent().equals(glue.resolve("tabuleiro/features")))
                .toList());
        try (StandardJavaFileManager files = compiler.getStandardFileManager(null, Locale.ROOT,
                StandardCharsets.UTF_8)) {
            Iterable<? extends JavaFileObject> units = files.getJavaFileObjectsFromPaths(sources);
            List<String> options = List.of("-proc:none", "-classpath", classPath(),
                    "-Xlint:none", "-nowarn");
            List<String> problems = new ArrayList<>();
            JavacTask task = (JavacTask) compiler.getTask(null, files, diagnostic -> {
                if (diagnostic.getKind() == javax.tools.Diagnostic.Kind.ERROR) {
                    problems.add(diagnostic.toString());
                }
            }, options, null, units);
            List<CompilationUnitTree> trees = new ArrayList<>();
            task.parse().forEach(trees::add);
            task.analyze();
            if (!problems.isEmpty()) {
                throw new IllegalStateException("the step definitions of " + folder
                        + " do not compile against the class path: " + problems.get(0));
            }
            return read(trees, Trees.instance(task), task.getTypes());
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read the step definitions", e);
        }
    }

    private static StepMethods read(List<CompilationUnitTree> units, Trees trees, Types types) {
        Map<ExecutableElement, Set<ExecutableElement>> calls = new LinkedHashMap<>();
        List<ExecutableElement> stepMethods = new ArrayList<>();
        ParameterTypeRegistry registry = new ParameterTypeRegistry(Locale.ENGLISH);
        for (CompilationUnitTree unit : units) {
            new TreePathScanner<Void, Void>() {
                private ExecutableElement current;

                @Override
                public Void visitMethod(MethodTree tree, Void unused) {
                    final ExecutableElement before = current;
                    current = (ExecutableElement) trees.getElement(getCurrentPath());
                    calls.putIfAbsent(current, new LinkedHashSet<>());
                    for (AnnotationMirror annotation : current.getAnnotationMirrors()) {
                        String type = annotation.getAnnotationType().toString();
                        String pkg = type.substring(0, type.lastIndexOf('.'));
                        if (STEP_PACKAGES.contains(pkg)) {
                            stepMethods.add(current);
                        } else if (type.equals("io.cucumber.java.ParameterType")) {
                            define(registry, current, annotation);
                        }
                    }
                    super.visitMethod(tree, unused);
                    current = before;
                    return null;
                }

                @Override
                public Void visitMethodInvocation(MethodInvocationTree tree, Void unused) {
                    note(getCurrentPath());
                    return super.visitMethodInvocation(tree, unused);
                }

                @Override
                public Void visitNewClass(NewClassTree tree, Void unused) {
                    note(getCurrentPath());
                    return super.visitNewClass(tree, unused);
                }

                @Override
                public Void visitMemberReference(MemberReferenceTree tree, Void unused) {
                    note(getCurrentPath());
                    return super.visitMemberReference(tree, unused);
                }

                private void note(TreePath path) {
                    Element called = trees.getElement(path);
                    if (current != null && called instanceof ExecutableElement method) {
                        calls.get(current).add(method);
                    }
                }
            }.scan(unit, null);
        }
        ExpressionFactory factory = new ExpressionFactory(registry);
        Map<Expression, ExecutableElement> steps = new LinkedHashMap<>();
        for (ExecutableElement method : stepMethods) {
            for (AnnotationMirror annotation : method.getAnnotationMirrors()) {
                String type = annotation.getAnnotationType().toString();
                if (STEP_PACKAGES.contains(type.substring(0, type.lastIndexOf('.')))) {
                    steps.put(factory.createExpression(value(annotation, "value").orElseThrow()),
                            method);
                }
            }
        }
        return new StepMethods(steps, calls, types);
    }

    /** Defines a glue's parameter type by its name and pattern; the site needs no value. */
    private static void define(ParameterTypeRegistry registry, ExecutableElement method,
            AnnotationMirror annotation) {
        String name = value(annotation, "name").filter(text -> !text.isEmpty())
                .orElse(method.getSimpleName().toString());
        String pattern = value(annotation, "value").orElseThrow();
        registry.defineParameterType(new ParameterType<>(name, pattern, Object.class,
                (String[] groups) -> String.join(" ", groups), false, false));
    }

    private static Optional<String> value(AnnotationMirror annotation, String name) {
        for (Map.Entry<? extends ExecutableElement, ? extends AnnotationValue> entry
                : annotation.getElementValues().entrySet()) {
            if (entry.getKey().getSimpleName().contentEquals(name)) {
                return Optional.of(String.valueOf(entry.getValue().getValue()));
            }
        }
        return Optional.empty();
    }

    /**
     * Lists the reference's methods that a step of the rule book relies on.
     *
     * @param text the step's text; an outline's step with its placeholders filled in
     * @return the methods, each once, in the order they are met; none when no step definition
     *     matches the text
     */
    List<Method> of(String text) {
        return memo.computeIfAbsent(text, this::find);
    }

    private List<Method> find(String text) {
        ExecutableElement step = null;
        for (Map.Entry<Expression, ExecutableElement> entry : steps.entrySet()) {
            if (entry.getKey().match(text) != null) {
                step = entry.getValue();
                break;
            }
        }
        if (step == null) {
            return List.of();
        }
        Set<Method> found = new LinkedHashSet<>();
        Set<ExecutableElement> seen = new LinkedHashSet<>();
        Deque<ExecutableElement> level = new ArrayDeque<>(List.of(step));
        for (int depth = 0; depth <= DEPTH && !level.isEmpty(); depth++) {
            Deque<ExecutableElement> next = new ArrayDeque<>();
            for (ExecutableElement method : level) {
                if (!seen.add(method)) {
                    continue;
                }
                for (ExecutableElement called : calls.getOrDefault(method, Set.of())) {
                    TypeElement owner = (TypeElement) called.getEnclosingElement();
                    String name = owner.getQualifiedName().toString();
                    if (name.startsWith(GLUE + ".")) {
                        next.add(called);
                    } else if (name.startsWith("tabuleiro.")
                            && called.getModifiers().contains(Modifier.PUBLIC)
                            && owner.getModifiers().contains(Modifier.PUBLIC)) {
                        found.add(method(owner, called));
                    }
                }
            }
            level = next;
        }
        return List.copyOf(found);
    }

    private Method method(TypeElement owner, ExecutableElement called) {
        String params = called.getParameters().stream()
                .map(param -> types.erasure(param.asType()).toString())
                .collect(Collectors.joining(","));
        if (called.isVarArgs()) {
            params = params.replaceFirst("\\[\\]$", "...");
        }
        boolean constructor = called.getKind() == ElementKind.CONSTRUCTOR;
        String name = constructor ? "<init>" : called.getSimpleName().toString();
        String simple = owner.getSimpleName().toString();
        Element outer = owner.getEnclosingElement();
        while (outer instanceof TypeElement type) {
            simple = type.getSimpleName() + "." + simple;
            outer = outer.getEnclosingElement();
        }
        String display = simple + (constructor ? "" : "." + name) + "("
                + called.getParameters().stream()
                        .map(param -> types.erasure(param.asType()).toString()
                                .replaceAll("[a-z0-9_.]+\\.", ""))
                        .collect(Collectors.joining(", ")) + ")";
        String pkg = outer.toString();
        return new Method(pkg.replace('.', '/') + "/" + simple + ".html", name + "(" + params
                + ")", display);
    }

    private static List<Path> javaFiles(Path folder) {
        try (Stream<Path> files = Files.walk(folder)) {
            return files.filter(file -> file.toString().endsWith(".java")).sorted().toList();
        } catch (IOException e) {
            throw new UncheckedIOException("cannot list " + folder, e);
        }
    }

    /**
     * The class path the glue compiles against: this class loader's, which the build's
     * {@code exec:java} makes from the module's dependencies (the reference, the rule book's
     * jar, Cucumber), or the JVM's own when run from a plain command line.
     */
    private static String classPath() {
        Set<String> entries = new LinkedHashSet<>();
        for (ClassLoader loader = StepMethods.class.getClassLoader(); loader != null;
                loader = loader.getParent()) {
            if (loader instanceof URLClassLoader urls) {
                for (URL url : urls.getURLs()) {
                    try {
                        entries.add(Path.of(url.toURI()).toString());
                    } catch (URISyntaxException | IllegalArgumentException e) {
                        // Not a file: nothing javac could read.
                    }
                }
            }
        }
        String own = System.getProperty("java.class.path", "");
        if (!own.isEmpty()) {
            entries.addAll(List.of(own.split(File.pathSeparator)));
        }
        return String.join(File.pathSeparator, entries);
    }

    /**
     * A method of the reference, as the contract documentation names it.
     *
     * @param page the type's page under {@code apidocs/}, such as
     *     {@code tabuleiro/GAME/Board.html}
     * @param anchor the method's anchor on that page, as javadoc writes it, such as
     *     {@code place(tabuleiro.GAME.Square,tabuleiro.GAME.Piece)}
     * @param display the method as a reader knows it, such as {@code Board.place(Square, Piece)}
     */
    record Method(String page, String anchor, String display) {
    }
}
