/**
 * Connect Four: the engine of the brief ({@link tabuleiro.connectfour.Game}), its players and
 * grid positions, and the agents that play a seat. The text UI is in
 * {@code tabuleiro.connectfour.ui}, the perfect player's search in
 * {@code tabuleiro.connectfour.solver} and the commands in {@code tabuleiro.connectfour.cli}.
 *
 * <p>The contracts are written in {@linkplain tabuleiro the reference's one contract idiom}:
 * {@code @throws X unless} for preconditions, {@code @post} and {@code @invariant} with their
 * Java expressions, assertions labelled {@code "post:"} and {@code "invariant:"}, and, in the
 * solver's package-private methods, {@code @pre} with assertions labelled {@code "pre:"}: the
 * reference's only ones, since those methods run millions of times a second and are called
 * only with what the search has already established.
 *
 * <p>The exercises' seams. Each exercise is the bodies of the methods that its
 * numbered solution regions mark, listed with their rules and points in
 * the generated guide {@code exercises/guides/connect-four.md}. The code around them asks
 * each one only when the game needs it, so that the exercises before it play without it:
 * <ul>
 *   <li>exercise 2 ({@code Game.dropDisc} and {@code Game.fourThrough}) is one exercise because
 *       every drop asks whether it made a four;</li>
 *   <li>exercise 4 ({@code Solver.negamax} in {@code tabuleiro.connectfour.solver}) relies on
 *       the classes given around it: {@code BitBoard.nonLosingMoves}, {@code MoveSorter} and
 *       the {@code TranspositionTable};</li>
 *   <li>the text UI ({@code tabuleiro.connectfour.ui.TextUi}) ends a game whose engine throws,
 *       such as a stub not yet written, with a sentence naming what is unfinished.</li>
 * </ul>
 */
package tabuleiro.connectfour;
