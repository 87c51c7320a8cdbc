/**
 * The compiler JVM's side of the process boundary: {@link
 * tabuleiro.grading.child.compiler.CompileServer}, which compiles a submission's sources with
 * {@link tabuleiro.grading.child.compiler.SourceCompiler} (javac, in memory), refuses the calls
 * {@link tabuleiro.grading.child.compiler.ForbiddenApiScan} finds, reads the public API the
 * engines show ({@link tabuleiro.grading.child.compiler.PublicApi}) and runs the style check; the
 * grader's requests ({@link tabuleiro.grading.child.compiler.CompilerRequest}, read strictly by
 * {@link tabuleiro.grading.child.compiler.JsonMembers}) and its answers ({@link
 * tabuleiro.grading.child.compiler.CompilerAnswer}), JSON lines written with {@code
 * child.JsonLine}.
 *
 * <p>It is in the runner jar, which the compiler JVM runs from its class path; in a grading JVM,
 * where the jar is the named module {@code tabuleiro.grading.runner}, this package is not
 * exported, so a submission can name none of its classes. It shares nothing package-private with
 * the grading JVM's runner, which is why it stands apart.
 *
 * <p>Who uses it: the compiler JVM (by main class name), {@code sandbox} ({@code CompilerJvm},
 * {@code CompilerAnswers}), {@code workspace} (the in-process compilation) and {@code grade} (the
 * public API). What it must not import is the child side's rule: nothing of the grader but {@code
 * child} and {@code style}, no library outside the JDK.
 */
package tabuleiro.grading.child.compiler;
