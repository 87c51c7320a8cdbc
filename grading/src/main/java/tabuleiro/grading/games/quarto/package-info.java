/** Quarto, as the grader grades it ({@link tabuleiro.grading.games.quarto.QuartoModule}). */
package tabuleiro.grading.games.quarto;
