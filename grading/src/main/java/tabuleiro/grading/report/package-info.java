/**
 * The writers: every file the grader writes about a grading, from the scoring model of
 * {@code model}: the feedback and class pages (jte templates), the Moodle CSV and feedback zip,
 * JUnit XML, Gradescope's and the classroom's JSON, the similarity pages and CSV. Their words
 * are in the marking's language, from the bundles {@link FeedbackTexts} (a student's reports)
 * and {@link ClassTexts} (the class's reports and the grade command's console) and their
 * {@code _pt} twins.
 *
 * <p>Who uses it: {@code grade}, {@code wholeclass}, {@code selfcheck}. It imports {@code model},
 * {@code style} and {@code similarity} (whose results it shows); it holds no scoring rule of its
 * own and must not import any stage that runs or reads a submission.
 */
package tabuleiro.grading.report;
