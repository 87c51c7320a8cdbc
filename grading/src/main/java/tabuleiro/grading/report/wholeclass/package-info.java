/**
 * The class's reports, for the instructor: {@code report.html} ({@link
 * tabuleiro.grading.report.wholeclass.ClassReport}), {@code summary.csv} and {@code summary.md}
 * with the Moodle files beside them ({@link tabuleiro.grading.report.wholeclass.ClassSummary}),
 * the phases' timings ({@link tabuleiro.grading.report.wholeclass.TimingsCsv}), the similarity
 * pages and CSV ({@link tabuleiro.grading.report.wholeclass.SimilarityReport}), and the rule
 * book's pages with the class's results ({@link
 * tabuleiro.grading.report.wholeclass.ClassOnRuleBook}, over the portable site that {@link
 * tabuleiro.grading.report.wholeclass.PortableRuleBook} copies and marks). The pages' templates
 * are {@code src/main/jte/wholeclass/}; the words, {@link
 * tabuleiro.grading.report.wholeclass.ClassTexts} and its {@code _pt} twin, also say the grade
 * command's console lines.
 *
 * <p>Who uses it: {@code wholeclass} (the grade, merge and similarity commands) and {@code
 * export} ({@code PortableRuleBook}, for a student kit's rule book). It uses the platforms'
 * formats ({@code report.platform}: the Moodle files, which reports a folder lacks), the
 * student's feedback ({@code report.feedback}), {@code report}, {@code model}, {@code style}
 * (the findings a result holds) and {@code similarity} (whose results it shows); no stage that
 * runs or reads a submission.
 */
package tabuleiro.grading.report.wholeclass;
