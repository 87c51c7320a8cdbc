package tabuleiro.qwirkle;

import java.util.Optional;

/**
 * The six colours of the tiles (rule QWIRKLE-01), each written as one digit, {@code 1} to
 * {@code 6}, as the brief's program numbers them (rule QWIRKLE-13).
 */
public enum Colour {
    /** Red, written {@code 1}. */
    RED('1'),
    /** Orange, written {@code 2}. */
    ORANGE('2'),
    /** Yellow, written {@code 3}. */
    YELLOW('3'),
    /** Green, written {@code 4}. */
    GREEN('4'),
    /** Blue, written {@code 5}. */
    BLUE('5'),
    /** Purple, written {@code 6}. */
    PURPLE('6');

    private final char digit;

    Colour(char digit) {
        this.digit = digit;
    }

    /**
     * Returns the digit that stands for this colour in the game's notation.
     *
     * @return a digit from {@code 1} to {@code 6}
     */
    public char digit() {
        return digit;
    }

    /**
     * Finds the colour written with a digit.
     *
     * @param digit the character typed
     * @return the colour, or empty if no colour is written with that character
     */
    public static Optional<Colour> ofDigit(char digit) {
        for (Colour colour : values()) {
            if (colour.digit == digit) {
                return Optional.of(colour);
            }
        }
        return Optional.empty();
    }
}
