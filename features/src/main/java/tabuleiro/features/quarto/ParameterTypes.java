package tabuleiro.features.quarto;

import io.cucumber.java.ParameterType;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
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
 *
 * <p>The English and the Portuguese rule books share these types: a type whose words differ
 * reads both languages' words (the brief's: {@code jogador 1}, {@code a linha 3},
 * {@code grandes e ocas}) into the same values, so that each step method serves both.
 */
public final class ParameterTypes {

    private static final String PIECE = "[(\\[][BbPp][!;]";
    /** The traits in English, as the rule book writes them after "all". */
    private static final String TRAIT = "(?:tall|short|light|dark|round|square|solid|hollow)";
    /**
     * The traits in Portuguese, the brief's words: singular for one piece ("é pequena") and
     * plural after "todas".
     */
    private static final String TRAIT_PT =
            "(?:grandes?|pequenas?|brancas?|pretas?|redondas?|quadradas?|maciças?|ocas?)";
    /** The Portuguese words of the traits, by their English words. */
    private static final Map<String, String> TRAITS_PT = Map.of("grande", "tall",
            "pequena", "short", "branca", "light", "preta", "dark", "redonda", "round",
            "quadrada", "square", "maciça", "solid", "oca", "hollow");
    /** The kinds of group in Portuguese, with their article, by their English names. */
    private static final Map<String, String> GROUPS_PT = Map.of("a linha", "row",
            "a coluna", "column", "a diagonal", "diagonal", "o quadrado", "square");

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
     * Reads "player 1" or "player 2", or in Portuguese "jogador 1" or "jogador 2".
     *
     * @param number the player's number
     * @return the player
     */
    @ParameterType("(?:player|jogador) ([12])")
    public Player player(String number) {
        return number.equals("1") ? Player.FIRST : Player.SECOND;
    }

    /**
     * Reads a group's name, in English or in Portuguese with its article.
     *
     * @param name such as {@code row 3}, {@code column B}, {@code diagonal A1-D4} or
     *     {@code square B2-C3}; or {@code a linha 3}, {@code a coluna B},
     *     {@code a diagonal A1-D4} or {@code o quadrado B2-C3}
     * @return the name in English, the engine's, which {@link GroupName} turns into the
     *     engine's group
     */
    @ParameterType("row [1-4]|column [A-D]|diagonal A1-D4|diagonal A4-D1"
            + "|square [A-C][1-3]-[B-D][2-4]"
            + "|a linha [1-4]|a coluna [A-D]|a diagonal A1-D4|a diagonal A4-D1"
            + "|o quadrado [A-C][1-3]-[B-D][2-4]")
    public GroupName group(String name) {
        int place = name.lastIndexOf(' ');
        String kind = name.substring(0, place);
        return new GroupName(GROUPS_PT.getOrDefault(kind, kind) + name.substring(place));
    }

    /**
     * Reads traits joined by "and", or in Portuguese by "e".
     *
     * @param words such as {@code tall} or {@code dark and hollow}; or {@code pequena},
     *     {@code grandes} or {@code pretas e ocas}
     * @return the traits in order
     */
    @ParameterType(TRAIT + "(?: and " + TRAIT + ")*|" + TRAIT_PT + "(?: e " + TRAIT_PT + ")*")
    public List<Trait> traits(String words) {
        return Arrays.stream(words.split(" and | e ")).map(ParameterTypes::trait).toList();
    }

    /** A trait by its English word, or its Portuguese word in the singular or the plural. */
    static Trait trait(String word) {
        String singular = word.endsWith("s") ? word.substring(0, word.length() - 1) : word;
        return switch (TRAITS_PT.getOrDefault(singular, word)) {
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
     * Reads a piece described in words, in English or in Portuguese.
     *
     * @param words such as {@code tall light round solid}, or {@code grande branca redonda
     *     maciça}
     * @return the piece
     */
    @ParameterType("(?:tall|short) (?:light|dark) (?:round|square) (?:solid|hollow)"
            + "|(?:grande|pequena) (?:branca|preta) (?:redonda|quadrada) (?:maciça|oca)")
    public Piece description(String words) {
        String[] word = Arrays.stream(words.split(" "))
                .map(each -> TRAITS_PT.getOrDefault(each, each)).toArray(String[]::new);
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
