/**
 * Grading one submission, from its files to its {@link tabuleiro.grading.model.GradedSubmission}:
 * lay it over the skeleton, compile it in the compiler JVM, run the rule book in a sealed grading
 * JVM, score the results and write the student's own feedback ({@link SubmissionGrader}), with what
 * every submission of a class shares made once before the first ({@link ClassPreparation}: the
 * compiler JVMs, the skeleton's public face, the rule book's jars).
 *
 * <p>Who uses it: {@code batch} (each submission of a class) and {@code wholeclass}. It imports
 * the stages it drives ({@code workspace}, {@code sandbox}, {@code report}, {@code rulebook},
 * {@code style}) and {@code model}; no stage it drives may import it.
 */
package tabuleiro.grading.grade;
