/**
 * The kit's tournament, the student kit's {@code play --tournament} ({@code selfcheck}'s play
 * command runs it): {@link tabuleiro.grading.tournament.kit.KitTournament} plays the student's
 * agent against the grader's own anchors on the student's own engine, in the kit's JVM (the
 * kit holds nothing of the reference), and {@link tabuleiro.grading.tournament.kit.KitTable}
 * writes what it played, in {@code KitTournamentTexts}' words.
 *
 * <p>It uses the referee (the same referee and time control as the class tournament's), the
 * games ({@code TournamentGame.own}, the game on the student's engine, and its anchors), the
 * agents ({@code LocalAgent}), the child side's hosted game and agent maker ({@code child}) and
 * {@code model}; nothing of the schedule, the reports or the process sandbox, since it runs
 * on the student's machine.
 */
package tabuleiro.grading.tournament.kit;
