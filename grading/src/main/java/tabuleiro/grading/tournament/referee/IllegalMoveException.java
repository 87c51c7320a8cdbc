package tabuleiro.grading.tournament.referee;

import java.util.ResourceBundle;

/** A move the referee refuses: not of the game's notation, or not allowed by its rules. */
public final class IllegalMoveException extends Exception {

    private static final long serialVersionUID = 1L;

    /**
     * Makes the exception.
     *
     * @param why what is wrong with the move, for the game's record: the engine's refusal, in
     *     its own words
     */
    public IllegalMoveException(String why) {
        super(why);
    }

    /**
     * Makes the exception with a game's own words for a move its referee refuses, in English:
     * the key is one of the game's {@code referee.*} words, which the pages and the kit say in
     * their reader's language ({@link ForfeitReason#said}).
     *
     * @param words the game's words bundle, its English class
     * @param key the key of the words in that bundle
     * @param arguments the values they name
     * @return the exception
     */
    public static IllegalMoveException of(Class<? extends ResourceBundle> words, String key,
            Object... arguments) {
        return new IllegalMoveException(ForfeitReason.recorded(words, key, arguments));
    }
}
