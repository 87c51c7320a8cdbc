/**
 * A submission's workspace: its files laid over the skeleton (what the student may change and
 * what not), and the compilation of the result, which runs in the compiler JVM.
 *
 * <p>Who uses it: {@code grade}, {@code selfcheck}, {@code export}, {@code similarity},
 * {@code wholeclass}. It imports {@code model} and the compiler JVM's classes of {@code child}.
 */
package tabuleiro.grading.workspace;
