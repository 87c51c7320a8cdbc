/**
 * The class tournament (issue 48): the {@code tournament} command, the schedule of games
 * between the students' agents and the reference's anchors, the referee, the Glicko-2 ratings
 * and the reports.
 *
 * <p>Each submission is compiled as {@code grade} compiles it (a workspace over the skeleton, a
 * compiler JVM) and its agent runs in a sandboxed child JVM of its own
 * ({@link tabuleiro.grading.child.AgentHost}, started by {@code AgentSandbox} with the grader's
 * command line and process sandbox), once for all its games. The referee, the anchors and the
 * replays' pictures are the reference's, opened from the grader's {@code oracle/} folder in a
 * class loader of their own, in the grader's JVM only, as {@code oracle.Oracle} opens them; no
 * child JVM ever sees them.
 */
package tabuleiro.grading.tournament;
