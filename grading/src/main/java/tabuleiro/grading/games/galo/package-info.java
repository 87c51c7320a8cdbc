/**
 * Jogo do Galo (tic-tac-toe), as the grader grades it
 * ({@link tabuleiro.grading.games.galo.GaloModule}).
 */
package tabuleiro.grading.games.galo;
