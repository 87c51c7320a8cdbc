/**
 * Connect Four, as the grader grades it
 * ({@link tabuleiro.grading.games.connectfour.ConnectFourModule}).
 */
package tabuleiro.grading.games.connectfour;
