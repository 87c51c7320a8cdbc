package tabuleiro.qwirkle;

import java.util.Locale;
import java.util.Optional;

/**
 * The six shapes of the tiles (rule QWIRKLE-01), each written as one letter, {@code A} to
 * {@code F}, as the brief's program writes a tile's shape as one character (rule QWIRKLE-13).
 */
public enum Shape {
    /** A circle, written {@code A}. */
    CIRCLE('A'),
    /** A cross, written {@code B}. */
    CROSS('B'),
    /** A diamond, written {@code C}. */
    DIAMOND('C'),
    /** A square, written {@code D}. */
    SQUARE('D'),
    /** A star, written {@code E}. */
    STAR('E'),
    /** A clover, written {@code F}. */
    CLOVER('F');

    private final char letter;

    Shape(char letter) {
        this.letter = letter;
    }

    /**
     * Returns the letter that stands for this shape in the game's notation.
     *
     * @return an upper-case letter from {@code A} to {@code F}
     */
    public char letter() {
        return letter;
    }

    /**
     * Finds the shape written with a letter, in either case.
     *
     * @param letter the letter typed
     * @return the shape, or empty if no shape is written with that letter
     */
    public static Optional<Shape> ofLetter(char letter) {
        char upper = String.valueOf(letter).toUpperCase(Locale.ROOT).charAt(0);
        for (Shape shape : values()) {
            if (shape.letter == upper) {
                return Optional.of(shape);
            }
        }
        return Optional.empty();
    }
}
