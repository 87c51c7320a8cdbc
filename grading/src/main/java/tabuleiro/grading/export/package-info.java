/**
 * The {@code bundle} command: what the grader gives out (the student kit, the Gradescope
 * autograder, a classroom bundle), each a zip or an executable jar.
 *
 * <p>Who uses it: the launcher alone. It imports the stages it packs; none of them imports it.
 */
package tabuleiro.grading.export;
