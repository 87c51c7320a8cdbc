/**
 * The parent side of the process boundary: what the grader's own JVM does to run untrusted code
 * in a child JVM and read back what it reports. It builds the child's minimal class path
 * ({@link RunnerClasspath}: the {@code runner/} folder, never the reference or the grader's own
 * libraries), its isolation (bubblewrap with its system call filter, {@link SeccompFilter},
 * limits, the Java guard's switches), the Java it runs on ({@link GradingRuntime}: an image of
 * the grading modules alone), the shared-class archive, the rule-book jars, the packages a rule
 * book runs from in a language ({@link RuleBookPackages}); it starts the grading JVM
 * ({@link ChildJvm}, {@link SpecRun}) and the compiler JVM ({@link CompilerJvm}), and reads what
 * they write, lines of the one wire format both speak, with Gson ({@link JsonLines}): a grading
 * JVM's progress on its signed channel ({@link ChannelReader}, {@link ProgressReader}), the
 * compiler JVM's answers ({@link CompilerAnswers}).
 *
 * <p>Who uses it: {@code grade}, {@code wholeclass}, {@code selfcheck}, {@code export}. It imports
 * {@code model}, {@code style} and the child side's entry points and message types (by class, so
 * that a rename shows up at compile time); the child side never imports it. None of its classes
 * is ever on a child JVM's class path.
 */
package tabuleiro.grading.sandbox;
