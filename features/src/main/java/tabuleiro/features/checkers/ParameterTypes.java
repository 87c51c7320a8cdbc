package tabuleiro.features.checkers;

import io.cucumber.java.ParameterType;
import java.util.Arrays;
import java.util.List;
import tabuleiro.checkers.Colour;
import tabuleiro.checkers.Piece;
import tabuleiro.checkers.Square;
import tabuleiro.checkers.Variant;

/**
 * The rule book's words inside steps, turned into values: {@code {variant}} ("classic"),
 * {@code {colour}} ("White"), {@code {piece}} ("white king"), {@code {move}} ("22x15x8", the
 * squares the piece occupies), {@code {moves}} ("22-17, 22-18" or "none") and {@code {ints}}
 * ("2 6 3 5 4", numbers on the wire).
 */
public final class ParameterTypes {

    /**
     * Reads a variant.
     *
     * @param name classic or simplified
     * @return the variant
     */
    @ParameterType("classic|simplified")
    public Variant variant(String name) {
        return Variant.named(name);
    }

    /**
     * Reads a colour.
     *
     * @param name White or Black
     * @return the colour
     */
    @ParameterType("White|Black")
    public Colour colour(String name) {
        return name.equals("White") ? Colour.WHITE : Colour.BLACK;
    }

    /**
     * Reads a piece.
     *
     * @param colour white or black
     * @param kind man or king
     * @return the piece
     */
    @ParameterType("(white|black) (man|king)")
    public Piece piece(String colour, String kind) {
        return new Piece(colour.equals("white") ? Colour.WHITE : Colour.BLACK,
                kind.equals("king"));
    }

    /**
     * Reads a move as PDN writes it: squares joined by {@code -} or {@code x}.
     *
     * @param text the move
     * @return the squares the piece occupies, in order
     */
    @ParameterType("\\d+(?:[-x]\\d+)+")
    public List<Square> move(String text) {
        return path(text);
    }

    /**
     * Reads a list of moves separated by commas, or "none".
     *
     * @param text the moves
     * @return the moves as written, in order
     */
    @ParameterType("none|\\d+(?:[-x]\\d+)+(?:, \\d+(?:[-x]\\d+)+)*")
    public List<String> moves(String text) {
        return text.equals("none") ? List.of() : Arrays.asList(text.split(", "));
    }

    /**
     * Reads integers separated by spaces.
     *
     * @param text the integers
     * @return them, in order
     */
    @ParameterType("-?\\d+(?: +-?\\d+)*")
    public List<Integer> ints(String text) {
        return Arrays.stream(text.trim().split(" +")).map(Integer::valueOf).toList();
    }

    /**
     * Splits a move's text into its squares.
     *
     * @param text such as "22x15x8"
     * @return the squares
     */
    static List<Square> path(String text) {
        return Arrays.stream(text.split("[-x]")).map(Integer::valueOf).map(Square::of).toList();
    }
}
