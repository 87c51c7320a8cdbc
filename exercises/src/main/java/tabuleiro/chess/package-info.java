/**
 * Chess: the game and how it ends ({@link tabuleiro.chess.Game}), the position and its rules
 * ({@link tabuleiro.chess.Position} and its move generator), moves, and the
 * notations FEN, SAN and PGN, saved games, and the agents. The text UI is in
 * {@code tabuleiro.chess.ui} and the commands in {@code tabuleiro.chess.cli}.
 *
 * <p>The contracts are written in {@linkplain tabuleiro the reference's one contract idiom}:
 * {@code @throws X unless} for preconditions, {@code @post} and {@code @invariant} with their
 * Java expressions, and assertions labelled {@code "post:"} and {@code "invariant:"}.
 */
package tabuleiro.chess;
