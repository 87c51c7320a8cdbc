/**
 * The child side of the process boundary: the code loaded inside a grading JVM
 * ({@link SpecRunner}, its listener, watchdog and progress writer, the {@link SubmissionGuard})
 * or the compiler JVM (its sub-package {@code tabuleiro.grading.child.compiler}: the compiler's
 * server, the forbidden-API scan and the public API's record), beside a submission's untrusted
 * classes.
 *
 * <p>This package, with {@code tabuleiro.grading.child.feed} (the feature files a grading JVM is
 * sent on its standard input, held in memory while Cucumber discovers the scenarios, in a package
 * the module does not export), {@code tabuleiro.grading.child.compiler} (which the module does not
 * export either) and each game's {@code tabuleiro.grading.games.<id>.child} (the game's
 * {@link HostedGame}, which the agents' host is told by name; not exported either, and naming the
 * game is theirs, never this package's), is, whole, the {@code runner} jar: a named module,
 * {@code tabuleiro.grading.runner} ({@code grading/src/runner/module-info.java}), that exports it
 * and opens it to no one, with no {@code Class-Path}. A grading JVM runs it from the module path,
 * so a submission on the class path can neither declare a class into it nor reach its private
 * members (the channel's key, the progress writer) by reflection; the compiler JVM runs it from its
 * class path. Hence what it must not import: any other package of the grader but
 * {@code tabuleiro.grading.style} (which the compiler JVM alone gets, as its own sealed jar), and
 * no library outside the JDK, Cucumber and the JUnit Platform: the child's class path is kept
 * minimal on purpose.
 *
 * <p>Hence also the wire format's design, one for both child JVMs: JSON lines, written here by
 * {@link JsonLine}'s few lines of RFC 8259 string writing (a grading JVM's progress, the compiler
 * JVM's answers, the grader's requests to it) and read on the parent's side by Gson ({@link
 * tabuleiro.grading.sandbox.ProgressReader}, {@link tabuleiro.grading.sandbox.CompilerAnswers});
 * the compiler JVM reads the grader's requests with {@link
 * tabuleiro.grading.child.compiler.JsonMembers}, strictly, as it gets this jar and no library. Gson
 * is not on a grading JVM's class path and must not be: it would hand a submission a reflective
 * serializer loaded from a trusted jar, with which {@code new Gson().toJson(...)} reads the private
 * fields of the runner's objects (the channel's key among them) without any call the forbidden-API
 * scan refuses. The side that must refuse malformed or hostile lines, the reading, is the
 * library's.
 *
 * <p>Who uses it: the child JVMs (by main class name) and, for its message types and main
 * classes, {@code sandbox} and the self-check ({@code selfcheck}), which runs it in-process.
 *
 * <p>Why the grading JVM's runner, the probe session and the agents' host are one package: they
 * share what the module keeps from a submission. The agents' host runs its agent under the grading
 * runner's {@link SubmissionGuard}, output cap ({@link ScenarioOutput}) and {@link Channel}, and
 * the probe session writes through the runner's {@link ProgressWriter}, all package-private on
 * purpose; sub-packages would make them public, and a public member of the module's exported
 * package is one a submission can call. The compiler JVM's server shares none of them, and is a
 * sub-package of its own.
 */
package tabuleiro.grading.child;
