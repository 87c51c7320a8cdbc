/**
 * What the five games' command lines share: one picocli setup
 * ({@link tabuleiro.cli.CommandLines}) and one set of exit statuses
 * ({@link tabuleiro.cli.ExitStatus}). Each game's {@code cli} package holds its own commands.
 */
package tabuleiro.cli;
