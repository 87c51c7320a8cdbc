package tabuleiro.chess.ui;

import java.util.Arrays;
import java.util.Locale;
import java.util.Optional;
import tabuleiro.ui.Texts;

/**
 * The words a player may type instead of a move, each in English and in the brief's Portuguese
 * (the brief's {@code RENDER}, {@code PAUSAR} and {@code EMPATE}), in any case and whatever the
 * language of the screen; what each does is said in the screen's language. The words every
 * game shares, {@code quit} ({@code sair}) and {@code help} ({@code ajuda}, {@code ?}), are
 * answered by the {@link tabuleiro.ui.Prompter} before a line reaches the game.
 */
public enum Command {
    /** Gives up the game: the opponent wins (rule CHESS-15). */
    RESIGN("resign", "RENDER"),
    /** Claims a draw when the rules allow one, else offers one to the opponent. */
    DRAW("draw", "EMPATE"),
    /** Saves the game and stops (rule CHESS-16). */
    PAUSE("pause", "PAUSAR");

    private final String english;
    private final String portuguese;

    Command(String english, String portuguese) {
        this.english = english;
        this.portuguese = portuguese;
    }

    /**
     * Returns the command a line names: its English or Portuguese word in any case; spaces
     * around it do not count.
     *
     * @param typed the line
     * @return the command, or empty when the line names none (it may be a move)
     */
    public static Optional<Command> of(String typed) {
        String word = typed.strip().toLowerCase(Locale.ROOT);
        return Arrays.stream(values())
                .filter(command -> command.english.equals(word)
                        || command.portuguese.toLowerCase(Locale.ROOT).equals(word))
                .findFirst();
    }

    /**
     * Lists every command with its two words and what it does, for a prompt's help.
     *
     * @param texts the chess UI's texts, in the screen's language
     * @return such as {@code "resign (RENDER) gives up the game; ..."}, or in Portuguese
     *     {@code "RENDER (resign) desiste do jogo; ..."}
     */
    public static String describeAll(Texts texts) {
        return String.join("; ", Arrays.stream(values())
                .map(command -> command.words(texts) + " "
                        + texts.text("command." + command.name()))
                .toList());
    }

    /**
     * Returns the command's two words, as a hint names them: the screen's language's first.
     *
     * @param texts the chess UI's texts, in the screen's language
     * @return such as {@code "draw (EMPATE)"}, or in Portuguese {@code "EMPATE (draw)"}
     */
    public String words(Texts texts) {
        return texts.text("command.words", english, portuguese);
    }
}
