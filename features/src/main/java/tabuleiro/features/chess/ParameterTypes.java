package tabuleiro.features.chess;

import io.cucumber.java.ParameterType;
import java.util.Locale;
import tabuleiro.chess.Colour;
import tabuleiro.chess.PieceKind;
import tabuleiro.chess.Square;

/**
 * The rule book's own words inside steps, turned into values: {@code {colour}} ("white",
 * "black"), {@code {square}} ("e4") and {@code {kind}} ("pawn", "knight", ...).
 */
public final class ParameterTypes {

    /**
     * Reads "white" or "black" (any case).
     *
     * @param name the side's name
     * @return the colour
     */
    @ParameterType("(?i)white|black")
    public Colour colour(String name) {
        return name.equalsIgnoreCase("white") ? Colour.WHITE : Colour.BLACK;
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
     * Reads the name of a kind of piece.
     *
     * @param name "pawn", "knight", "bishop", "rook", "queen" or "king"
     * @return the kind
     */
    @ParameterType("pawn|knight|bishop|rook|queen|king")
    public PieceKind kind(String name) {
        return PieceKind.valueOf(name.toUpperCase(Locale.ROOT));
    }
}
