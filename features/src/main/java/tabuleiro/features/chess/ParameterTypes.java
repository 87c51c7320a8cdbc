package tabuleiro.features.chess;

import io.cucumber.java.ParameterType;
import java.util.Locale;
import java.util.Map;
import tabuleiro.chess.Colour;
import tabuleiro.chess.PieceKind;
import tabuleiro.chess.Square;

/**
 * The rule book's own words inside steps, turned into values: {@code {colour}} ("white",
 * "black"), {@code {square}} ("e4") and {@code {kind}} ("pawn", "knight", ...). The words of the
 * Portuguese rule book ("brancas", "pretas"; "peão", "cavalo", ...) are read by the same types
 * into the same values, so that one step method serves both languages.
 */
public final class ParameterTypes {

    /** The Portuguese names of the kinds of piece, as the brief names them. */
    private static final Map<String, PieceKind> PORTUGUESE_KINDS = Map.of("peão", PieceKind.PAWN,
            "cavalo", PieceKind.KNIGHT, "bispo", PieceKind.BISHOP, "torre", PieceKind.ROOK,
            "dama", PieceKind.QUEEN, "rei", PieceKind.KING);

    /**
     * Reads a side's name in English, "white" or "black", or in Portuguese, "brancas" or
     * "pretas" (the pieces' colour, as Portuguese names the sides), in any case.
     *
     * @param name the side's name
     * @return the colour
     */
    @ParameterType("(?i)white|black|brancas|pretas")
    public Colour colour(String name) {
        return name.equalsIgnoreCase("white") || name.equalsIgnoreCase("brancas") ? Colour.WHITE
                : Colour.BLACK;
    }

    /**
     * Reads a square in algebraic notation, with the rule book's own reader: a step that names
     * a square waits for no exercise (exercise 1 writes the engine's reader).
     *
     * @param name such as "e4"
     * @return the square
     */
    @ParameterType("[a-h][1-8]")
    public Square square(String name) {
        return Coordinates.square(name);
    }

    /**
     * Reads the name of a kind of piece, in English or in Portuguese.
     *
     * @param name "pawn", "knight", "bishop", "rook", "queen" or "king", or in Portuguese
     *     "peão", "cavalo", "bispo", "torre", "dama" or "rei"
     * @return the kind
     */
    @ParameterType("pawn|knight|bishop|rook|queen|king|peão|cavalo|bispo|torre|dama|rei")
    public PieceKind kind(String name) {
        PieceKind portuguese = PORTUGUESE_KINDS.get(name);
        return portuguese != null ? portuguese : PieceKind.valueOf(name.toUpperCase(Locale.ROOT));
    }
}
