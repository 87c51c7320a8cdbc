/** Chess, as the grader grades it ({@link tabuleiro.grading.games.chess.ChessModule}). */
package tabuleiro.grading.games.chess;
