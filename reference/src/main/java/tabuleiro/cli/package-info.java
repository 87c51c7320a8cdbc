/**
 * What the five games' command lines share: one picocli setup
 * ({@link tabuleiro.cli.CommandLines}), one set of exit statuses
 * ({@link tabuleiro.cli.ExitStatus}) and one way to build a game's {@code play} command
 * ({@link tabuleiro.cli.PlayCommandBase}). Each game's {@code cli} package holds its own commands,
 * which keep only what differs: their options, their agents, their text UI.
 */
package tabuleiro.cli;
