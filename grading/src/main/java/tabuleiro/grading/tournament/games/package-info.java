/**
 * The games' adapters: each game the tournament plays, as the referee sees it, in this one
 * package. {@link tabuleiro.grading.tournament.games.TournamentGame} lists the games (the name
 * {@code --game} takes, the bundled scheme, the cap of moves or turns, the replays kept) and
 * opens each game's adapters:
 *
 * <ul>
 *   <li>{@code Reference*}: the game on the reference's engine, opened from the grader's
 *       {@code oracle/} folder ({@code ReferenceJars}, called by name through {@code
 *       Reflective}), with the reference's agents as anchors ({@code Anchor}): the class
 *       tournament's referee;</li>
 *   <li>{@code Own*}: the game on the student's engine, with the grader's own anchors ({@link
 *       tabuleiro.grading.tournament.games.KitAnchor}, written against the game's public API):
 *       the kit's {@code play --tournament};</li>
 *   <li>the positions each referee keeps (a game's own {@code *Grid} or {@code *Table}, and
 *       {@code ListedMovesTable}, which the games whose engines list their legal moves share
 *       with {@code ListedMovesGame}, {@code ListedMovesReferee} and
 *       {@code OwnListedMoves});</li>
 *   <li>each game's openings ({@link tabuleiro.grading.tournament.games.Openings}) and the
 *       opening book a student's perfect agent reads ({@link
 *       tabuleiro.grading.tournament.games.OpeningBookFile}).</li>
 * </ul>
 *
 * <p>A sixth game's adapter goes here: its {@code Reference*} and {@code Own*} (or a shared
 * base, as the games of listed moves share theirs), its position, its constant in {@code
 * TournamentGame} (whose switches name it: {@code open}, {@code own}, {@code cap}) and its
 * openings. Outside this package a game adds only its words (the kit's {@code anchors.GAME},
 * and the referee's {@code not.GAME} where its refusal has words of its own) and, on the child
 * side, the engine the agents' host plays it with ({@code child.HostedGame}).
 *
 * <p>It uses the referee ({@code tournament.referee}: the game and position it implements, the
 * players and replies of its anchors), the child side's engines and notations ({@code child}:
 * the same classes the agents' host plays a student's engine with) and {@code model}'s texts;
 * nothing of the schedule, the agents, the reports or the kit's tournament.
 */
package tabuleiro.grading.tournament.games;
