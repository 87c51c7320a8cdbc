/** Qwirkle, as the grader grades it ({@link tabuleiro.grading.games.qwirkle.QwirkleModule}). */
package tabuleiro.grading.games.qwirkle;
