/**
 * The oracle: the reference implementation, loaded in the grader's own JVM only, answering the
 * same probe questions a student's engine is asked in its sandbox (issue 47, features/PROBES.md).
 *
 * <p>The reference and the features jar are copied by the build into {@code oracle/} beside the
 * grader's jar, never into {@code lib/} or {@code runner/}: nothing of them is on any JVM's
 * class path. {@link tabuleiro.grading.oracle.Oracle} opens them in a class loader of their own
 * whose parent is the platform class loader, so the reference sees neither the grader's classes
 * nor the grader's libraries, and the grader reaches it only through
 * {@link java.util.function.Function}.
 */
package tabuleiro.grading.oracle;
