/**
 * Similarity across a class: which submissions share long runs of the same program structure
 * beyond the skeleton everyone was given, measured by JPlag (GPL-3.0) in the grader's own JVM.
 *
 * <p>{@link tabuleiro.grading.similarity.OwnSources} writes each student's own files of the
 * game's package to a folder of their own, {@link tabuleiro.grading.similarity.SimilarityAnalysis}
 * runs JPlag over them with the skeleton as its base code, and
 * {@link tabuleiro.grading.similarity.SimilarGroups} finds groups of three or more. The pages
 * and the CSV are written by {@code tabuleiro.grading.report.wholeclass.SimilarityReport}. A
 * similarity is a reason to look at two submissions side by side, not a finding about the students.
 */
package tabuleiro.grading.similarity;
