/**
 * Jogo do Galo on the student's engine: the class a child JVM's agents' host plays it with
 * ({@link GaloEngine}), which the referee's side reuses on the reference's engine and the kit on
 * the student's. It is a package of the runner's module ({@code tabuleiro.grading.runner}), not
 * exported, so a submission can call none of it, and it obeys the child side's rule: the JDK and
 * the core {@code child} package alone. The parent names the engine to the host through the
 * game's tournament part ({@code TournamentPart.hostedEngine()}), so that the host names no game.
 */
package tabuleiro.grading.games.galo.child;
