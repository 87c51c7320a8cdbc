/**
 * Style advice on a student's files: the project's Checkstyle rules ({@code .mvn/checkstyle.xml},
 * bundled) run as a library over the files a submission changed or added, bounded so that a
 * hostile source costs a "not checked" note, never the grader. The grader runs it in its compiler
 * JVM; a self-check on a student's own machine calls {@link tabuleiro.grading.style.StyleReview}
 * directly and shows the same findings.
 */
package tabuleiro.grading.style;
