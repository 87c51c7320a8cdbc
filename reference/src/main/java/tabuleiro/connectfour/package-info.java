/**
 * Connect Four: the engine of the brief ({@link tabuleiro.connectfour.Game}), its players and
 * grid positions, and the agents that play a seat. The text UI is in
 * {@code tabuleiro.connectfour.ui}, the perfect player's search in
 * {@code tabuleiro.connectfour.solver} and the commands in {@code tabuleiro.connectfour.cli}.
 *
 * <p>The contracts are written in {@linkplain tabuleiro the reference's one contract idiom}:
 * {@code @throws X unless} for preconditions, {@code @post} and {@code @invariant} with their
 * Java expressions, assertions labelled {@code "post:"} and {@code "invariant:"}, and, in the
 * solver's package-private methods, {@code @pre} with assertions labelled {@code "pre:"}.
 */
package tabuleiro.connectfour;
