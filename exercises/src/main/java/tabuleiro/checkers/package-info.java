/**
 * Checkers: the game ({@link tabuleiro.checkers.Game}), the board and its cells, the rules
 * that list and apply moves ({@link tabuleiro.checkers.Rules}) under either variant, the
 * notations, and the agents. The text UI is in {@code tabuleiro.checkers.ui}, play over a
 * network in {@code tabuleiro.checkers.net} and the commands in {@code tabuleiro.checkers.cli}.
 *
 * <p>The contracts are written in {@linkplain tabuleiro the reference's one contract idiom}:
 * {@code @throws X unless} for preconditions, {@code @post} and {@code @invariant} with their
 * Java expressions, and assertions labelled {@code "post:"} and {@code "invariant:"}.
 */
package tabuleiro.checkers;
