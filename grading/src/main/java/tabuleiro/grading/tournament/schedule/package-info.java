/**
 * Scheduling and ratings: who plays whom ({@link
 * tabuleiro.grading.tournament.schedule.RoundRobin}, both ways; {@link
 * tabuleiro.grading.tournament.schedule.Swiss}, one round's pairing, and {@link
 * tabuleiro.grading.tournament.schedule.SwissTournament}, its rounds played one after the other
 * through the referee, with their {@link tabuleiro.grading.tournament.schedule.Bye}s), and what
 * the games come to: the Glicko-2 ratings ({@link tabuleiro.grading.tournament.schedule.Glicko2})
 * and the {@link tabuleiro.grading.tournament.schedule.Standings}, the table every report
 * writes.
 *
 * <p>It uses the referee ({@code tournament.referee}: the pairings it makes, the records it
 * reads, the referee a Swiss round is played through) and nothing else of the grader: no game,
 * agent or file.
 */
package tabuleiro.grading.tournament.schedule;
