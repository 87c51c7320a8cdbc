package tabuleiro.checkers;

import java.util.Objects;

/**
 * A piece on the board (the brief's {@code Peca}, rule CHECKERS-28): a man or a king of one side.
 * Pieces are values: promoting a man puts a king of the same colour in its place.
 *
 * @param colour the side the piece belongs to
 * @param king {@code true} for a king (the brief's {@code Dama}), {@code false} for a man
 *     ({@code Peão})
 * @invariant {@code colour != null}
 */
public record Piece(Colour colour, boolean king) {

    /** A white man. */
    public static final Piece WHITE_MAN = new Piece(Colour.WHITE, false);
    /** A white king. */
    public static final Piece WHITE_KING = new Piece(Colour.WHITE, true);
    /** A black man. */
    public static final Piece BLACK_MAN = new Piece(Colour.BLACK, false);
    /** A black king. */
    public static final Piece BLACK_KING = new Piece(Colour.BLACK, true);

    /**
     * Makes a piece.
     *
     * @param colour the side
     * @param king whether it is a king
     * @throws NullPointerException if {@code colour} is null
     */
    public Piece {
        Objects.requireNonNull(colour, "a piece needs a colour");
    }

    /**
     * Returns the man of a side.
     *
     * @param colour the side
     * @return the side's man
     */
    public static Piece man(Colour colour) {
        return colour == Colour.WHITE ? WHITE_MAN : BLACK_MAN;
    }

    /**
     * Returns the king of a side.
     *
     * @param colour the side
     * @return the side's king
     */
    public static Piece king(Colour colour) {
        return colour == Colour.WHITE ? WHITE_KING : BLACK_KING;
    }

    /**
     * Returns this piece promoted (rule CHECKERS-07).
     *
     * @return the king of this piece's colour
     * @post {@code promoted().king() && promoted().colour() == colour()}
     */
    public Piece promoted() {
        return king(colour);
    }

    /**
     * Returns the letter that shows the piece on a drawn board (rule CHECKERS-12): {@code w} and
     * {@code b} for men, {@code W} and {@code B} for kings.
     *
     * @return one letter
     */
    public char symbol() {
        char letter = colour == Colour.WHITE ? 'w' : 'b';
        return king ? Character.toUpperCase(letter) : letter;
    }
}
