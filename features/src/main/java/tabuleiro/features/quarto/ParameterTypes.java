package tabuleiro.features.quarto;

import io.cucumber.java.ParameterType;
import java.util.Arrays;
import java.util.List;
import tabuleiro.quarto.Colour;
import tabuleiro.quarto.Fill;
import tabuleiro.quarto.Piece;
import tabuleiro.quarto.Player;
import tabuleiro.quarto.Shape;
import tabuleiro.quarto.Size;
import tabuleiro.quarto.Square;
import tabuleiro.quarto.Trait;

/**
 * The rule book's own words inside steps, turned into values by the rule book itself (not by
 * the engine, whose reading is what some scenarios test): {@code {piece}} ({@code (B!}),
 * {@code {pieces}} ({@code (B! [p;}), {@code {square}} ({@code C3}), {@code {player}}
 * ({@code player 1}), {@code {group}} ({@code row 3}, {@code square B2-C3}) and {@code {traits}}
 * ({@code tall}, {@code dark and hollow}).
 */
public final class ParameterTypes {

    private static final String PIECE = "[(\\[][BbPp][!;]";

    /**
     * Reads a piece in the brief's notation.
     *
     * @param notation such as {@code (B!}
     * @return the piece
     */
    @ParameterType(PIECE)
    public Piece piece(String notation) {
        return Drawing.piece(notation);
    }

    /**
     * Reads pieces separated by spaces.
     *
     * @param notations such as {@code (B! [p;}
     * @return the pieces in order
     */
    @ParameterType(PIECE + "(?: " + PIECE + ")*")
    public List<Piece> pieces(String notations) {
        return Arrays.stream(notations.split(" ")).map(Drawing::piece).toList();
    }

    /**
     * Reads a square named by column letter and row digit.
     *
     * @param name such as {@code C3}
     * @return the square
     */
    @ParameterType("[A-D][1-4]")
    public Square square(String name) {
        return new Square(name.charAt(0) - 'A' + 1, name.charAt(1) - '0');
    }

    /**
     * Reads "player 1" or "player 2".
     *
     * @param number the player's number
     * @return the player
     */
    @ParameterType("player ([12])")
    public Player player(String number) {
        return number.equals("1") ? Player.FIRST : Player.SECOND;
    }

    /**
     * Reads a group's name.
     *
     * @param name such as {@code row 3}, {@code column B}, {@code diagonal A1-D4} or
     *     {@code square B2-C3}
     * @return the name, which {@link Groups} turns into the engine's group
     */
    @ParameterType("row [1-4]|column [A-D]|diagonal A1-D4|diagonal A4-D1"
            + "|square [A-C][1-3]-[B-D][2-4]")
    public GroupName group(String name) {
        return new GroupName(name);
    }

    /**
     * Reads traits joined by "and".
     *
     * @param words such as {@code tall} or {@code dark and hollow}
     * @return the traits in order
     */
    @ParameterType("(?:tall|short|light|dark|round|square|solid|hollow)"
            + "(?: and (?:tall|short|light|dark|round|square|solid|hollow))*")
    public List<Trait> traits(String words) {
        return Arrays.stream(words.split(" and ")).map(ParameterTypes::trait).toList();
    }

    static Trait trait(String word) {
        return switch (word) {
            case "tall" -> Size.TALL;
            case "short" -> Size.SHORT;
            case "light" -> Colour.LIGHT;
            case "dark" -> Colour.DARK;
            case "round" -> Shape.ROUND;
            case "square" -> Shape.SQUARE;
            case "solid" -> Fill.SOLID;
            case "hollow" -> Fill.HOLLOW;
            default -> throw new IllegalArgumentException("no trait is called " + word);
        };
    }

    /**
     * Reads a piece described in words.
     *
     * @param words such as {@code tall light round solid}
     * @return the piece
     */
    @ParameterType("(?:tall|short) (?:light|dark) (?:round|square)"
            + " (?:solid|hollow)")
    public Piece description(String words) {
        String[] word = words.split(" ");
        return new Piece(word[0].equals("tall") ? Size.TALL : Size.SHORT,
                word[1].equals("light") ? Colour.LIGHT : Colour.DARK,
                word[2].equals("round") ? Shape.ROUND : Shape.SQUARE,
                word[3].equals("solid") ? Fill.SOLID : Fill.HOLLOW);
    }

    /**
     * Reads die rolls separated by commas.
     *
     * @param rolls such as {@code 4, 4, 6, 1}
     * @return the rolls in order
     */
    @ParameterType("[1-6](?:, [1-6])*")
    public List<Integer> rolls(String rolls) {
        return Arrays.stream(rolls.split(", ")).map(Integer::valueOf).toList();
    }
}
