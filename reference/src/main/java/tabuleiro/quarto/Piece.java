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
        // BEGIN SOLUTION exercise 1
        List<Piece> pieces = new ArrayList<>(COUNT);
        for (Size size : Size.values()) {
            for (Colour colour : Colour.values()) {
                for (Shape shape : Shape.values()) {
                    for (Fill fill : Fill.values()) {
                        pieces.add(new Piece(size, colour, shape, fill));
                    }
                }
            }
        }
        return List.copyOf(pieces);
        // END SOLUTION
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
        // BEGIN SOLUTION exercise 1
        char bracket = shape == Shape.ROUND ? '(' : '[';
        char letter = colour == Colour.LIGHT ? 'b' : 'p';
        if (size == Size.TALL) {
            letter = Character.toUpperCase(letter);
        }
        char mark = fill == Fill.SOLID ? '!' : ';';
        return "" + bracket + letter + mark;
        // END SOLUTION
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
        // BEGIN SOLUTION exercise 1
        if (text.length() != 3) {
            throw new IllegalArgumentException("a piece is written with three characters, such as"
                    + " (B! or [p;, but \"" + text + "\" has " + text.length());
        }
        Shape shape = switch (text.charAt(0)) {
            case '(' -> Shape.ROUND;
            case '[' -> Shape.SQUARE;
            default -> throw new IllegalArgumentException("a piece's first character is ( for"
                    + " round or [ for square, but \"" + text + "\" starts with "
                    + text.charAt(0));
        };
        char letter = text.charAt(1);
        Colour colour = switch (Character.toLowerCase(letter)) {
            case 'b' -> Colour.LIGHT;
            case 'p' -> Colour.DARK;
            default -> throw new IllegalArgumentException("a piece's second character is B or b"
                    + " for light, P or p for dark, but \"" + text + "\" has " + letter);
        };
        Size size = Character.isUpperCase(letter) ? Size.TALL : Size.SHORT;
        Fill fill = switch (text.charAt(2)) {
            case '!' -> Fill.SOLID;
            case ';' -> Fill.HOLLOW;
            default -> throw new IllegalArgumentException("a piece's third character is ! for"
                    + " solid or ; for hollow, but \"" + text + "\" ends with " + text.charAt(2));
        };
        return new Piece(size, colour, shape, fill);
        // END SOLUTION
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
