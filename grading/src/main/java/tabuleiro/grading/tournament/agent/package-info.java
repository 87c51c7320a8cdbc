/**
 * The students' agents and their sandbox: {@link
 * tabuleiro.grading.tournament.agent.AgentSandbox}, a submission's agent in a sandboxed child
 * JVM of its own ({@link tabuleiro.grading.child.AgentHost}, started with the grader's command
 * line and process sandbox, its answers on a signed channel), for the class tournament; {@link
 * tabuleiro.grading.tournament.agent.LocalAgent}, the student's agent in the kit's own JVM with
 * a time limit a move, for the kit's {@code play --tournament}; and {@link
 * tabuleiro.grading.tournament.agent.AgentCandidates}, the classes tried as a submission's agent
 * by both.
 *
 * <p>Each is a {@code referee.Player}: the package uses the referee ({@code tournament.referee}:
 * players, replies, forfeits and their reasons), the process sandbox ({@code sandbox}), the
 * child side's host and channel ({@code child}), the workspace ({@code workspace}) and {@code
 * model}; nothing of the games, the schedule or the reports. It never opens the reference:
 * an agent is the student's code, and only the referee's side sees the reference.
 */
package tabuleiro.grading.tournament.agent;
