/**
 * The commands that work on a whole class's submissions: {@code grade} (intake, the batch,
 * then the class's reports and the Moodle files) and {@code similarity} (JPlag across the class,
 * written as pages and a CSV).
 *
 * <p>Who uses it: the launcher {@code tabuleiro.grading.Grader} alone. It may import every stage
 * below it ({@code batch}, {@code grade}, {@code intake}, {@code report}, {@code similarity},
 * {@code sandbox}, {@code model}); nothing below may import it.
 */
package tabuleiro.grading.wholeclass;
