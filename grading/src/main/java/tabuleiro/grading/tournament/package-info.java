/**
 * The class tournament (issue 48): the schedule of games between the students' agents and the
 * reference's anchors, and the Glicko-2 ratings computed from their results.
 *
 * <p>This package is pure computation: it neither starts a sandbox nor opens the oracle, so the
 * ratings and the pairings are checked by plain unit tests.
 */
package tabuleiro.grading.tournament;
