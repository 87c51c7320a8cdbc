/** Checkers, as the grader grades it ({@link tabuleiro.grading.games.checkers.CheckersModule}). */
package tabuleiro.grading.games.checkers;
