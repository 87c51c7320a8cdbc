/**
 * The {@code generate} command: {@code exercises/} written from the reference's solution
 * markers (the skeleton, the catalogue of exercises and their guides).
 *
 * <p>Who uses it: the launcher alone. It imports {@code model} (the scheme and the marking) and
 * {@code rulebook}; no writer of {@code report}.
 */
package tabuleiro.grading.generator;
