package tabuleiro.quarto;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * One of the sixteen pieces of Quarto: a value made of its four attributes (rule QUARTO-02).
 *
 * <p>Two pieces with the same attributes are equal, and since no two pieces of the set are alike,
 * equal means "the same piece". There is no "non-piece": where the brief fills empty squares with
 * a piece whose {@code naoPeca} is true, this code says that a square holds no piece.
 *
 * <p>The brief's text notation (QUARTO-11) is three characters: the shape ({@code (} round,
 * {@code [} square), one letter for colour and size ({@code B} tall light, {@code b} short light,
 * {@code P} tall dark, {@code p} short dark) and the fill ({@code !} solid, {@code ;} hollow). So
 * {@code (B!} is the tall light round solid piece and {@code [p;} the short dark square hollow
 * one.
 *
 * @param size tall or short
 * @param colour light or dark
 * @param shape round or square
 * @param fill solid or hollow
 * @invariant no attribute is null
 */
public record Piece(Size size, Colour colour, Shape shape, Fill fill) {

    /** How many pieces there are (rule QUARTO-02): one for each combination of attributes. */
    public static final int COUNT = 16;

    /**
     * Creates the piece with the given attributes.
     *
     * @throws NullPointerException if an attribute is null
     */
    public Piece {
        Objects.requireNonNull(size, "size");
        Objects.requireNonNull(colour, "colour");
        Objects.requireNonNull(shape, "shape");
        Objects.requireNonNull(fill, "fill");
    }

    /**
     * Returns the whole set of pieces, in the order the brief lists them (rule QUARTO-02):
     * tall before short, then light before dark, round before square, solid before hollow, the
     * size changing slowest. So the first is {@code (B!} and the last {@code [p;}.
     *
     * @return the sixteen pieces, each once
     * @post {@code result.size() == COUNT} and no two are equal
     */
    public static List<Piece> all() {
        List<Piece> pieces = allPieces();
        assert pieces.size() == COUNT && pieces.stream().distinct().count() == COUNT
                : "post: sixteen different pieces";
        return pieces;
    }

    private static List<Piece> allPieces() {
        // Bit 3 of the code is the size, bit 2 the colour, bit 1 the shape, bit 0 the fill; 0 is the
        // first value of each enum, so counting up lists the pieces in the brief's order.
        List<Piece> pieces = new ArrayList<>();
        for (int code = 0; code < COUNT; code++) {
            pieces.add(new Piece(Size.values()[code >> 3 & 1], Colour.values()[code >> 2 & 1],
                    Shape.values()[code >> 1 & 1], Fill.values()[code & 1]));
        }
        return pieces;
    }

    /**
     * Tells whether this piece has a trait.
     *
     * @param trait a value of one of the four attributes
     * @return {@code true} when the piece's value of that attribute is {@code trait}
     * @throws NullPointerException if {@code trait} is null
     */
    public boolean has(Trait trait) {
        Objects.requireNonNull(trait, "trait");
        return traits().contains(trait);
    }

    /**
     * Returns the piece's four traits.
     *
     * @return its size, colour, shape and fill, in that order
     */
    public List<Trait> traits() {
        return List.of(size, colour, shape, fill);
    }

    /**
     * Writes the piece in the brief's three-character notation (rule QUARTO-11), such as
     * {@code (B!} or {@code [p;}.
     *
     * @return the shape's bracket, the colour-and-size letter and the fill's mark
     * @post {@code Piece.parse(result).equals(this)}
     */
    public String notation() {
        String text = write();
        assert text.length() == 3 && parse(text).equals(this)
                : "post: three characters that read back as this piece";
        return text;
    }

    private String write() {
        String letter = colour == Colour.LIGHT ? "b" : "p";
        return (shape == Shape.ROUND ? "(" : "[")
                + (size == Size.TALL ? letter.toUpperCase() : letter)
                + (fill == Fill.SOLID ? "!" : ";");
    }

    /**
     * Reads a piece written in the brief's notation (rule QUARTO-11).
     *
     * @param text three characters, such as {@code (B!}
     * @return the piece they name
     * @throws NullPointerException if {@code text} is null
     * @throws IllegalArgumentException unless {@code text} is a shape {@code (} or {@code [},
     *     a letter {@code B}, {@code b}, {@code P} or {@code p}, and a fill {@code !} or
     *     {@code ;}; the message says which part is wrong
     */
    public static Piece parse(String text) {
        Objects.requireNonNull(text, "text");
        return read(text);
    }

    /** The piece that the text names, or an exception saying what is wrong with it. */
    private static Piece read(String text) {
        if (text.length() != 3 || "([".indexOf(text.charAt(0)) < 0
                || "BbPp".indexOf(text.charAt(1)) < 0 || "!;".indexOf(text.charAt(2)) < 0) {
            throw new IllegalArgumentException("a piece is three characters: ( or [, then B, b, P"
                    + " or p, then ! or ;, but \"" + text + "\" is not");
        }
        char letter = text.charAt(1);
        return new Piece(Character.isUpperCase(letter) ? Size.TALL : Size.SHORT,
                letter == 'B' || letter == 'b' ? Colour.LIGHT : Colour.DARK,
                text.charAt(0) == '(' ? Shape.ROUND : Shape.SQUARE,
                text.charAt(2) == '!' ? Fill.SOLID : Fill.HOLLOW);
    }

    /**
     * Names the piece in words, which needs no notation to be understood.
     *
     * @return the four traits, such as {@code tall light round solid}
     */
    @Override
    public String toString() {
        return size.word() + " " + colour.word() + " " + shape.word() + " " + fill.word();
    }
}
