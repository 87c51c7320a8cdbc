/**
 * The student's feedback: what a student reads of a grading. {@link
 * tabuleiro.grading.report.feedback.FeedbackWriter} writes {@code feedback.md} and {@link
 * tabuleiro.grading.report.feedback.FeedbackPage} {@code feedback.html} (the template {@code
 * src/main/jte/feedback/feedback.jte}), from the parts a failed scenario is told with: the
 * {@link tabuleiro.grading.report.feedback.Explanation} (headline, details, fault, where), the
 * comparison of an expected text with the actual one ({@code Comparison}, {@code
 * ComparisonBlocks}, {@code BoardText}), the boards' pictures from the jar's album ({@link
 * tabuleiro.grading.report.feedback.BoardDrawings}), the signature changes a compile error
 * shows, the grader's notes, the style advice ({@code StyleAdvice}) and {@link
 * tabuleiro.grading.report.feedback.MachinePaths}, which takes the grader's paths out of it all.
 *
 * <p>Its words are in the marking's language: {@link
 * tabuleiro.grading.report.feedback.FeedbackTexts} and its {@code _pt} twin, and the words that
 * say someone else's messages in Portuguese: {@link
 * tabuleiro.grading.report.feedback.ContractWords} (the engines' contracts and the step
 * definitions', from the jar's {@code contracts.properties} in this package's folder), {@code
 * AssertjWords}, {@code NoteWords} and {@link tabuleiro.grading.report.feedback.StyleWords}.
 *
 * <p>Who uses it: the platforms' formats ({@code report.platform}), the class's rule book pages
 * ({@code report.wholeclass}), {@code grade}, {@code selfcheck} (the kit's verdicts), {@code
 * export} (the album) and the tournament's referee ({@code ContractWords}). It uses {@code
 * report} (Markdown, the pages), {@code model} and {@code style}: nothing of the platforms or
 * the class's reports, and no stage that runs or reads a submission.
 */
package tabuleiro.grading.report.feedback;
