/**
 * The writers: every file the grader writes about a grading, from the scoring model of
 * {@code model}, in three sub-packages by whom the file is for, over this package's ways of
 * writing: {@link tabuleiro.grading.report.Markdown} (text a student's words may reach, kept
 * inert), {@link tabuleiro.grading.report.CsvRows} (CSV rows, with {@code SpreadsheetText}'s
 * formula guard) and {@link tabuleiro.grading.report.Pages} (the HTML pages, from the jte
 * templates of {@code src/main/jte}, whose shared {@code layout.jte} is compiled into this
 * package and each folder's templates into the sub-package of the same name).
 *
 * <p>The sub-packages, each using only those listed before it (and {@code ArchitectureTest}
 * keeps it so):
 *
 * <ul>
 *   <li>{@code feedback}: what a student reads of a grading: the feedback pages ({@code
 *       feedback.md}, {@code feedback.html}), the explanation of a failed scenario, the
 *       comparisons and board drawings, the notes, the style advice, and the words that say the
 *       engines' contracts, AssertJ's messages and the style findings in the reader's language
 *       ({@code FeedbackTexts});</li>
 *   <li>{@code platform}: the platforms' formats ({@code results.json} for Gradescope,
 *       PrairieLearn's and Classroom 50's JSON, JUnit XML, Moodle's CSV and feedback zip) and
 *       {@code StudentReports}, which writes a submission's report folder;</li>
 *   <li>{@code wholeclass}: the class's reports: {@code report.html}, the summaries, the
 *       timings, the similarity pages and CSV, and the rule book's pages with the class's
 *       results ({@code ClassTexts}).</li>
 * </ul>
 *
 * <p>Who uses it: {@code grade}, {@code wholeclass}, {@code selfcheck}, {@code export} (the
 * rule book's pages and the board album for a student kit) and the tournament ({@code CsvRows},
 * and {@code ContractWords} for a forfeit's reason). This package imports only {@code model},
 * and none of its sub-packages; the writers hold no scoring rule of their own and must not
 * import any stage that runs or reads a submission, nor a command.
 */
package tabuleiro.grading.report;
