/**
 * The grader's launcher: {@link tabuleiro.grading.Grader}, the {@code java -jar} entry point that
 * hands each subcommand to the package that does it ({@code wholeclass}, {@code selfcheck},
 * {@code export}, {@code generator}). Nothing else lives here, so that no stage can import the
 * root by accident; {@code grading/ARCHITECTURE.md} draws the layers below it.
 */
package tabuleiro.grading;
