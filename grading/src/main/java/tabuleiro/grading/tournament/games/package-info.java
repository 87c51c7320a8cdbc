/**
 * What every game's tournament shares, and the games as the registry lists them:
 * {@link tabuleiro.grading.tournament.games.TournamentGame} is each registered game with its
 * tournament's part ({@link tabuleiro.grading.tournament.games.TournamentPart}: its referee on
 * the reference and on the student's engine, its cap, its openings, its agents' book). A game's
 * own adapters sit in its folder ({@code tabuleiro.grading.games.GAME}); here are:
 *
 * <ul>
 *   <li>the reference opened from the grader's {@code oracle/} folder ({@code ReferenceJars},
 *       called by name through {@code Reflective}) and its agents as anchors
 *       ({@code Anchor});</li>
 *   <li>the grader's own anchors on the student's engine ({@link
 *       tabuleiro.grading.tournament.games.KitAnchor}, written against the game's public API):
 *       the kit's {@code play --tournament};</li>
 *   <li>the games whose engines list their legal moves: {@code ListedMovesTable},
 *       {@code ListedMovesReferee}, {@code OwnListedMoves} and {@code Material} (their moves
 *       separated by spaces, as a game's are by default);</li>
 *   <li>the openings ({@link tabuleiro.grading.tournament.games.Openings}) and the opening
 *       book a student's perfect agent reads ({@link
 *       tabuleiro.grading.tournament.games.OpeningBookFile}), as each game's part says.</li>
 * </ul>
 *
 * <p>It uses the referee ({@code tournament.referee}: the game and position it implements, the
 * players and replies of its anchors), the child side's engines ({@code child}), the registry
 * ({@code spi}) and {@code model}'s texts; nothing of the schedule, the agents, the reports or
 * the kit's tournament, and no game's folder.
 */
package tabuleiro.grading.tournament.games;
