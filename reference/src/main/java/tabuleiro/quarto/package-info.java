/**
 * Quarto: the engine ({@link tabuleiro.quarto.Game}, with its two-step turn), the board, the
 * sixteen pieces and their traits, the pool, the text board, and the agents that play a seat.
 * The text UI is in {@code tabuleiro.quarto.ui}, the strong agent's search in
 * {@code tabuleiro.quarto.search} and the commands in {@code tabuleiro.quarto.cli}.
 *
 * <p>The contracts are written in {@linkplain tabuleiro the reference's one contract idiom}:
 * {@code @throws X unless} for preconditions, {@code @post} and {@code @invariant} with their
 * Java expressions, and assertions labelled {@code "post:"} and {@code "invariant:"}.
 */
package tabuleiro.quarto;
