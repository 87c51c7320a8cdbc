/**
 * The class tournament's commands: {@code tournament} ({@link
 * tabuleiro.grading.tournament.TournamentCommand}) and {@code tournament merge} (its
 * subcommand), which put the sub-packages together.
 *
 * <p>Each submission is compiled as {@code grade} compiles it (a workspace over the skeleton, a
 * compiler JVM) and its agent runs in a sandboxed child JVM of its own
 * ({@link tabuleiro.grading.child.AgentHost}, started by {@code agent.AgentSandbox} with the
 * grader's command line and process sandbox), once for all its games. The referee, the anchors
 * and the replays' pictures are the reference's, opened from the grader's {@code oracle/}
 * folder in a class loader of their own, in the grader's JVM only, as {@code oracle.Oracle}
 * opens them; no child JVM ever sees them.
 *
 * <p>The sub-packages, each using only those listed before it (and {@code ArchitectureTest}
 * keeps it so):
 *
 * <ul>
 *   <li>{@code referee}: a game played and timed, its record and forfeits;</li>
 *   <li>{@code games}: each game's adapters, on the reference's engine and on the student's,
 *       and their anchors and openings (a new game goes here);</li>
 *   <li>{@code agent}: the students' agents, sandboxed or local;</li>
 *   <li>{@code schedule}: the round robin, the Swiss rounds, the ratings and standings;</li>
 *   <li>{@code report}: the report, the settings, a shard's file and the merge;</li>
 *   <li>{@code kit}: the student kit's {@code play --tournament}.</li>
 * </ul>
 *
 * <p>The commands use them all, and the grader's {@code model}, {@code workspace}, {@code
 * sandbox}, {@code oracle} and {@code shard}; only the launcher uses the commands.
 */
package tabuleiro.grading.tournament;
