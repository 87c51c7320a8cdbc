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
 *
 * <p>The same steps serve the English rule book and the Portuguese one, so each type that reads
 * words reads both languages' words ("clássicas", "Brancas", "dama branca", "nenhuma") and maps
 * them to the same values.
 */
public final class ParameterTypes {

    /**
     * Reads a variant, in English or in Portuguese.
     *
     * @param name classic or simplified; clássicas or simplificadas
     * @return the variant
     */
    @ParameterType("classic|simplified|clássicas|simplificadas")
    public Variant variant(String name) {
        return switch (name) {
            case "clássicas" -> Variant.CLASSIC;
            case "simplificadas" -> Variant.SIMPLIFIED;
            default -> Variant.named(name);
        };
    }

    /**
     * Reads a colour, in English or in Portuguese.
     *
     * @param name White or Black; Brancas or Pretas
     * @return the colour
     */
    @ParameterType("White|Black|Brancas|Pretas")
    public Colour colour(String name) {
        return name.equals("White") || name.equals("Brancas") ? Colour.WHITE : Colour.BLACK;
    }

    /**
     * Reads a piece, in English (colour first) or in Portuguese (kind first, its colour agreeing
     * with it).
     *
     * @param colour white or black, or null for Portuguese words
     * @param kind man or king, or null for Portuguese words
     * @param tipo peão or dama, or null for English words
     * @param cor branco, branca, preto or preta, or null for English words
     * @return the piece
     */
    @ParameterType("(white|black) (man|king)|(peão|dama) (branco|branca|preto|preta)")
    public Piece piece(String colour, String kind, String tipo, String cor) {
        if (colour != null) {
            return new Piece(colour.equals("white") ? Colour.WHITE : Colour.BLACK,
                    kind.equals("king"));
        }
        return new Piece(cor.startsWith("branc") ? Colour.WHITE : Colour.BLACK,
                tipo.equals("dama"));
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
     * Reads a list of moves separated by commas, or "none" ("nenhuma" in Portuguese).
     *
     * @param text the moves
     * @return the moves as written, in order
     */
    @ParameterType("none|nenhuma|\\d+(?:[-x]\\d+)+(?:, \\d+(?:[-x]\\d+)+)*")
    public List<String> moves(String text) {
        return text.equals("none") || text.equals("nenhuma") ? List.of()
                : Arrays.asList(text.split(", "));
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
