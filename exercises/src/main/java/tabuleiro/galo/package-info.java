/**
 * Jogo do Galo (tic-tac-toe), the course's first lab: the engine ({@link tabuleiro.galo.Game}),
 * its vocabulary (the {@link tabuleiro.galo.Mark marks}, the {@link tabuleiro.galo.Square
 * squares}, the {@link tabuleiro.galo.Line lines} and the {@link tabuleiro.galo.Result result})
 * and the agents that play a seat. The text UI is in {@code tabuleiro.galo.ui} and the commands
 * in {@code tabuleiro.galo.cli}.
 *
 * <p>The contracts are written in {@linkplain tabuleiro the reference's one contract idiom}:
 * {@code @throws X unless} for preconditions, checked on every call; {@code @post} and
 * {@code @invariant} with their Java expressions, asserted and labelled {@code "post:"} and
 * {@code "invariant:"}. The game is small on purpose, so that a first lab is about the contracts
 * and the kit, not about the rules.
 *
 * <p>The exercises' seams. Each exercise is the bodies of the methods that its numbered solution
 * regions mark. The code around them asks each one only when the game needs it, so that the
 * exercises before it play without it:
 * <ul>
 *   <li>exercise 1 ({@code Square.parse}, {@code Game.markAt}) is the board and its squares;</li>
 *   <li>exercise 2 ({@code Game.placeMark}) puts a mark and passes the turn;</li>
 *   <li>exercise 3 ({@code Game.settle}) decides whether the game has ended. A line needs three
 *       marks of one player, so {@code play} asks it only once the mover has three marks on
 *       the board: the fifth mark of a game at the earliest, and every game of exercise 2's
 *       examples is shorter;</li>
 *   <li>the agents are given: they are the opponents students play their engine against.</li>
 * </ul>
 */
package tabuleiro.galo;
