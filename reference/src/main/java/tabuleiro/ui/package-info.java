/**
 * What the five text UIs share: reading one answer at a prompt ({@link tabuleiro.ui.Prompter}),
 * with {@code help} and {@code quit} understood the same way at every prompt of every game, and
 * the signal that the person stopped ({@link tabuleiro.ui.Quit}).
 *
 * <p>Nothing here knows a game's rules; each game's {@code ui} package asks its questions
 * through a prompter and reads the answers with its own notation. The contracts are written in
 * {@linkplain tabuleiro the reference's one contract idiom}.
 */
package tabuleiro.ui;
