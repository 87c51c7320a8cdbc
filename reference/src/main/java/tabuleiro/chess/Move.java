package tabuleiro.chess;

import java.util.Objects;

/**
 * A move, as an immutable value: the square a piece leaves, the square it reaches, the piece a
 * pawn promotes to, and what else is special about it.
 *
 * <p>A move says nothing about the position it is played in; {@link Position#legalMoves()}
 * makes the moves of a position, and {@link Position#play(Move)} plays one of them. Castling is
 * the king's move of two squares ({@code e1g1}), as in UCI notation.
 *
 * @param from the square the moving piece leaves
 * @param to the square it reaches
 * @param promotion the kind a promoting pawn becomes, or {@code null} for any other move
 * @param flag what is special about the move
 */
public record Move(Square from, Square to, PieceKind promotion, MoveFlag flag) {

    /**
     * Checks the parts of the move.
     *
     * @throws NullPointerException if {@code from}, {@code to} or {@code flag} is null
     * @throws IllegalArgumentException unless {@code from != to}, and unless a promotion
     *     ({@code flag == PROMOTION}) names a queen, rook, bishop or knight and any other move
     *     names none
     */
    public Move {
        Objects.requireNonNull(from, "a move needs a from square");
        Objects.requireNonNull(to, "a move needs a to square");
        Objects.requireNonNull(flag, "a move needs a flag (NORMAL for an ordinary move)");
        if (from.equals(to)) {
            throw new IllegalArgumentException("a move must change square, but goes from "
                    + from + " to " + to);
        }
        if ((flag == MoveFlag.PROMOTION) != (promotion != null)) {
            throw new IllegalArgumentException("a promotion, and only a promotion, names a piece:"
                    + " flag " + flag + " with promotion " + promotion);
        }
        if (promotion != null && !promotion.isPromotion()) {
            throw new IllegalArgumentException(
                    "a pawn promotes to a queen, rook, bishop or knight, not to a " + promotion);
        }
    }

    /**
     * Creates an ordinary move.
     *
     * @param from the square left
     * @param to the square reached
     * @return the move, flagged {@link MoveFlag#NORMAL}
     */
    public static Move of(Square from, Square to) {
        return new Move(from, to, null, MoveFlag.NORMAL);
    }

    /**
     * Tells whether the move is a promotion.
     *
     * @return {@code promotion() != null}
     */
    public boolean isPromotion() {
        return promotion != null;
    }

    /**
     * Writes the move in UCI notation: from square, to square, and the promotion letter.
     *
     * @return such as {@code "e2e4"} or {@code "e7e8q"}
     */
    public String uci() {
        return coordinates(from) + coordinates(to) + (promotion == null ? "" : String.valueOf(
                promotion.letter()));
    }

    /**
     * A square's name, such as {@code e4}, worked out here rather than by {@code Square.name},
     * which students write: {@code Game.play} names the move it refuses, and a refusal must
     * read right whether or not the squares' names are written yet.
     */
    private static String coordinates(Square square) {
        return square.fileLetter() + String.valueOf(square.rank() + 1);
    }

    /**
     * Returns the move in UCI notation, as {@link #uci()} does.
     *
     * @return the move in UCI notation
     */
    @Override
    public String toString() {
        return uci();
    }
}
