/**
 * Qwirkle: the engine ({@link tabuleiro.qwirkle.Game}, whose set-up for tests and saved games is
 * {@link tabuleiro.qwirkle.GameSetup}), the tiles and their shapes and colours, the bag, the
 * hands, the board without edges, the placement rules and the scoring of lines, and the agents
 * that play a seat. The text UI is in {@code tabuleiro.qwirkle.ui} and the commands in
 * {@code tabuleiro.qwirkle.cli}.
 *
 * <p>The contracts are written in {@linkplain tabuleiro the reference's one contract idiom}:
 * {@code @throws X unless} for preconditions, {@code @post} and {@code @invariant} with their
 * Java expressions, and assertions labelled {@code "post:"} and {@code "invariant:"}; "no score
 * goes down" relates two states, so it is a postcondition of the mutators, not an invariant.
 *
 * <p>The exercises' seams. Each exercise is the bodies of the methods that its
 * numbered solution regions mark, listed with their rules and points in
 * the generated guide {@code exercises/guides/qwirkle.md}. The code around them asks
 * each one only when the game needs it, so that the exercises before it play without it:
 * <ul>
 *   <li>exercise 3 ({@code PlacementRules.placementProblem}) is asked only of tiles on squares
 *       in play: {@code PlacementRules.problemWith} refuses the others first, whoever wrote
 *       the rules;</li>
 *   <li>exercise 6 ({@code EndOfGame.reachedAfter}) is reached only once the bag is empty, and
 *       {@code TradeAndPassRules.passProblem} asks the official first turn (QWIRKLE-19, which is
 *       exercise 3's) before its own region, so that the first turn holds without exercise 6.</li>
 * </ul>
 */
package tabuleiro.qwirkle;
