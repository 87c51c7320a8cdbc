/**
 * The platforms' formats: a submission's result as each platform reads it, {@code results.json}
 * for Gradescope ({@link tabuleiro.grading.report.platform.GradescopeResults}), {@code
 * prairielearn.json} ({@link tabuleiro.grading.report.platform.PrairieLearnResults}), the
 * grading part of Classroom 50's {@code result.json} ({@link
 * tabuleiro.grading.report.platform.Classroom50Result}) and {@code junit.xml} ({@link
 * tabuleiro.grading.report.platform.JunitXml}), and the class's files that Moodle imports
 * ({@link tabuleiro.grading.report.platform.MoodleCsv}, {@link
 * tabuleiro.grading.report.platform.MoodleFeedbackZip}). {@link
 * tabuleiro.grading.report.platform.StudentReports} writes a submission's report folder: these
 * files and the feedback pages, each whole or not at all, after {@code MachinePaths} and the
 * hidden rules have taken out what a student may not read.
 *
 * <p>Who uses it: {@code grade}, {@code wholeclass}, {@code selfcheck} and the class's reports
 * ({@code report.wholeclass}). It uses the student's feedback ({@code report.feedback}), whose
 * words these formats carry, {@code report}, {@code model} and {@code style} (the findings a
 * result holds): nothing of the class's reports, and no stage that runs or reads a submission.
 */
package tabuleiro.grading.report.platform;
