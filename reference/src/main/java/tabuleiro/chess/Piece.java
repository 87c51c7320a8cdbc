package tabuleiro.chess;

import java.util.Objects;

/**
 * A piece: a kind of piece of one colour, such as the white knight.
 *
 * <p>The twelve pieces are created once and shared ({@link #of}), so comparing them with
 * {@code ==} is safe and making a move allocates no piece.
 *
 * @param colour whose piece it is
 * @param kind what kind of piece it is
 */
public record Piece(Colour colour, PieceKind kind) {

    private static final Piece[][] ALL = new Piece[2][PieceKind.values().length];

    static {
        for (Colour colour : Colour.values()) {
            for (PieceKind kind : PieceKind.values()) {
                ALL[colour.ordinal()][kind.ordinal()] = new Piece(colour, kind);
            }
        }
    }

    /**
     * Checks that both parts are given.
     *
     * @throws NullPointerException if {@code colour} or {@code kind} is null
     */
    public Piece {
        Objects.requireNonNull(colour, "a piece needs a colour");
        Objects.requireNonNull(kind, "a piece needs a kind");
    }

    /**
     * Returns the shared piece of this colour and kind.
     *
     * @param colour the colour
     * @param kind the kind
     * @return the piece
     */
    public static Piece of(Colour colour, PieceKind kind) {
        return ALL[colour.ordinal()][kind.ordinal()];
    }

    /**
     * Returns the piece a FEN letter names: uppercase for White, lowercase for Black.
     *
     * @param letter one of {@code PNBRQK pnbrqk}
     * @return the piece
     * @throws IllegalArgumentException unless the letter names a piece
     */
    public static Piece fromFenLetter(char letter) {
        PieceKind kind = PieceKind.fromLetter(letter);
        return of(Character.isUpperCase(letter) ? Colour.WHITE : Colour.BLACK, kind);
    }

    /**
     * Returns the FEN letter of the piece: uppercase for White, lowercase for Black.
     *
     * @return the letter, such as {@code 'N'} for the white knight
     */
    public char fenLetter() {
        return colour == Colour.WHITE ? Character.toUpperCase(kind.letter()) : kind.letter();
    }

    /**
     * Returns the piece as its FEN letter.
     *
     * @return the FEN letter as a string
     */
    @Override
    public String toString() {
        return String.valueOf(fenLetter());
    }
}
