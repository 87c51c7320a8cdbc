/**
 * A class's submissions read in: Moodle folders or zips unpacked with limits
 * ({@link SafeUnzip}), each student's sources found ({@link SourceLocator}), submission times.
 *
 * <p>Who uses it: {@code wholeclass} and {@code selfcheck}. It imports {@code model} only.
 */
package tabuleiro.grading.intake;
