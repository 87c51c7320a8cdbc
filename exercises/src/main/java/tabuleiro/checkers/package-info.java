/**
 * Checkers: the game ({@link tabuleiro.checkers.Game}), the board and its cells, the rules
 * that list and apply moves ({@link tabuleiro.checkers.Rules}) under either variant, the
 * notations, and the agents. The text UI is in {@code tabuleiro.checkers.ui}, play over a
 * network in {@code tabuleiro.checkers.net} and the commands in {@code tabuleiro.checkers.cli}.
 *
 * <p>The contracts are written in {@linkplain tabuleiro the reference's one contract idiom}:
 * {@code @throws X unless} for preconditions, {@code @post} and {@code @invariant} with their
 * Java expressions, and assertions labelled {@code "post:"} and {@code "invariant:"}.
 *
 * <p>The exercises' seams. Each exercise is the bodies of the methods that its
 * numbered solution regions mark, listed with their rules and points in
 * the generated guide {@code exercises/guides/checkers.md}. The code around them asks
 * each one only when the game needs it, so that the exercises before it play without it:
 * <ul>
 *   <li>exercise 4 ({@code Rules.continueCapture}) is called only when another jump follows, so
 *       a single capture (exercise 3) does not need it;</li>
 *   <li>exercise 5 ({@code Rules.promotes}) is asked only of a move that reaches the first or
 *       the last row ({@code Rules.apply});</li>
 *   <li>exercise 7 ({@code Rules.mostValuable}) is asked only when the captures take different
 *       pieces;</li>
 *   <li>exercise 8 ({@code Game.countTowardsDraws}) is reached only once a draw is near: king
 *       moves without capture, or a king on each side.</li>
 * </ul>
 */
package tabuleiro.checkers;
