package tabuleiro.qwirkle;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * A tile: one shape in one colour (rule QWIRKLE-01). Two tiles of the same shape and colour are
 * identical, so the three copies of a kind are equal records.
 *
 * <p>The game's notation writes a tile as its shape's letter then its colour's digit:
 * {@code A1} is a red circle, {@code F6} a purple clover (rule QWIRKLE-13).
 *
 * @param shape the shape
 * @param colour the colour
 */
public record Tile(Shape shape, Colour colour) {

    /** How many copies of each of the 36 kinds of tile the game has (rule QWIRKLE-01). */
    public static final int COPIES = 3;

    /** How many tiles the game has: 6 shapes, 6 colours, 3 copies (rule QWIRKLE-01). */
    public static final int TOTAL = Shape.values().length * Colour.values().length * COPIES;

    /**
     * Creates a tile.
     *
     * @throws NullPointerException if the shape or the colour is null
     */
    public Tile {
        Objects.requireNonNull(shape, "shape");
        Objects.requireNonNull(colour, "colour");
    }

    /**
     * Tells whether two tiles are of the same kind: same shape, same colour, as a record's
     * equality says.
     *
     * <p>Written out rather than generated, as is {@link #hashCode()}, for the reason
     * {@link Position#equals(Object)} gives: the search for placements compares tiles at every
     * step (the generated method was 5 % of a Qwirkle grading run).
     *
     * @param other any object, or null
     * @return whether {@code other} is a tile of the same shape and colour
     */
    @Override
    public boolean equals(Object other) {
        return other instanceof Tile that && shape == that.shape && colour == that.colour;
    }

    /**
     * Returns the hash code a record of the shape and the colour would have.
     *
     * @return {@code 31 * shape.hashCode() + colour.hashCode()}
     */
    @Override
    public int hashCode() {
        return 31 * shape.hashCode() + colour.hashCode();
    }

    /**
     * Reads a tile written in the game's notation, in either case: {@code a1} and {@code A1}
     * are both the red circle.
     *
     * @param text two characters, a shape letter {@code A}-{@code F} and a colour digit
     *     {@code 1}-{@code 6}, with no spaces around them
     * @return the tile, or empty if the text is not one of the 36 kinds
     * @throws NullPointerException if {@code text} is null
     */
    public static Optional<Tile> read(String text) {
        Objects.requireNonNull(text, "text");
        if (text.length() != 2) {
            return Optional.empty();
        }
        Optional<Shape> shape = Shape.ofLetter(text.charAt(0));
        Optional<Colour> colour = Colour.ofDigit(text.charAt(1));
        return shape.isPresent() && colour.isPresent()
                ? Optional.of(new Tile(shape.get(), colour.get())) : Optional.empty();
    }

    /**
     * Reads a tile written in the game's notation, refusing anything else.
     *
     * @param text a tile such as {@code A1}, in either case
     * @return the tile
     * @throws IllegalArgumentException unless the text is one of the 36 kinds
     */
    public static Tile parse(String text) {
        return read(text).orElseThrow(() -> new IllegalArgumentException(
                "a tile is a shape letter A-F then a colour digit 1-6, such as A1, but \""
                        + text + "\" was given"));
    }

    /**
     * Returns every tile of the game: three copies of each of the 36 kinds, in the order of
     * the brief's {@code gerarMonte} (copy by copy, shape by shape, colour by colour).
     *
     * @return a new modifiable list of the 108 tiles
     * @post {@code result.size() == TOTAL}, and each kind appears exactly {@code COPIES} times
     */
    public static List<Tile> fullSet() {
        throw new UnsupportedOperationException("Exercise 1: implement Tile.fullSet");
    }

    /**
     * Writes the tile in the game's notation.
     *
     * @return the shape's letter then the colour's digit, such as {@code A1}
     */
    @Override
    public String toString() {
        return "" + shape.letter() + colour.digit();
    }
}
