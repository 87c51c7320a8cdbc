package tabuleiro.chess.ui;

import java.util.Arrays;
import java.util.Locale;
import java.util.Optional;

/**
 * The words a player may type instead of a move, each in English and in the brief's Portuguese
 * (the brief's {@code RENDER}, {@code PAUSAR} and {@code EMPATE}), in any case. The words every
 * game shares, {@code quit} ({@code sair}) and {@code help} ({@code ajuda}, {@code ?}), are
 * answered by the {@link tabuleiro.ui.Prompter} before a line reaches the game.
 */
public enum Command {
    /** Gives up the game: the opponent wins (rule CHESS-15). */
    RESIGN("resign", "RENDER", "gives up the game"),
    /** Claims a draw when the rules allow one, else offers one to the opponent. */
    DRAW("draw", "EMPATE", "claims a draw, or offers one"),
    /** Saves the game and stops (rule CHESS-16). */
    PAUSE("pause", "PAUSAR", "saves the game and stops");

    private final String english;
    private final String portuguese;
    private final String effect;

    Command(String english, String portuguese, String effect) {
        this.english = english;
        this.portuguese = portuguese;
        this.effect = effect;
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
     * @return such as {@code "resign (RENDER) gives up the game; ..."}
     */
    public static String describeAll() {
        return String.join("; ", Arrays.stream(values()).map(Command::describe).toList());
    }

    /**
     * Returns the command's two words, as a hint names them.
     *
     * @return such as {@code "draw (EMPATE)"}
     */
    public String words() {
        return english + " (" + portuguese + ")";
    }

    private String describe() {
        return words() + " " + effect;
    }
}
