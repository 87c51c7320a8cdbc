/**
 * The student's own tools in the kit: {@code check} (the visible rule book run in-process on the
 * student's sources, with the verdicts in words) and {@code play}.
 *
 * <p>Who uses it: the launcher, and {@code export}, which hides the hidden rules with
 * {@link VisibleScheme}. It imports the stages it reuses; none of them imports it.
 */
package tabuleiro.grading.selfcheck;
