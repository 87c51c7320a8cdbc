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
 */
package tabuleiro.qwirkle;
