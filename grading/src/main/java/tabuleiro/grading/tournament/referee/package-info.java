/**
 * The referee and the time: one game of the schedule (a {@link
 * tabuleiro.grading.tournament.referee.Pairing}) played between two {@link
 * tabuleiro.grading.tournament.referee.Player}s on the reference's engine ({@link
 * tabuleiro.grading.tournament.referee.RefereeGame}, which each game's adapter implements), each
 * move checked before it is played and timed by the {@link
 * tabuleiro.grading.tournament.referee.TimeControl}, the game kept as a {@link
 * tabuleiro.grading.tournament.referee.GameRecord} and a lost game's {@link
 * tabuleiro.grading.tournament.referee.Forfeit} with its reason ({@link
 * tabuleiro.grading.tournament.referee.ForfeitReason}, in {@code RefereeTexts}' words); the
 * openings a game starts from ({@link tabuleiro.grading.tournament.referee.OpeningSuite}).
 *
 * <p>It is the tournament's floor: the other sub-packages use it, and it uses none of them. Of
 * the grader it uses {@code model} (the texts and languages) and the writers' {@code
 * report.ContractWords}, which says a recorded reason in the reader's language; it never starts
 * a JVM, reads a submission or opens the reference itself (the game it is given does).
 */
package tabuleiro.grading.tournament.referee;
