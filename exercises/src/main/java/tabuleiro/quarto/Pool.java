package tabuleiro.quarto;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * The pieces not yet on the board, which both players choose from (rules QUARTO-03, QUARTO-06),
 * in the order of {@link Piece#all()}. A pool is a value: taking a piece out makes a new pool.
 *
 * <p>The brief lists the pool with a letter for each piece, {@code a} for the first, {@code b}
 * for the second and so on, and the chooser names a piece by its letter in either case
 * (QUARTO-13). The letters follow the pool as it is now, so they shift as pieces leave it.
 *
 * @invariant the pieces are different, in the order of {@link Piece#all()}
 */
public final class Pool {

    private final List<Piece> pieces;

    private Pool(List<Piece> pieces) {
        this.pieces = List.copyOf(pieces);
    }

    /**
     * Returns the pool of a new game: all sixteen pieces.
     *
     * @return the full pool
     * @post {@code result.size() == Piece.COUNT}
     */
    public static Pool full() {
        return new Pool(Piece.all());
    }

    /**
     * Returns the pool of the pieces that are not on a board.
     *
     * @param board a board
     * @return the pieces of the set that the board does not hold
     * @throws NullPointerException if {@code board} is null
     */
    public static Pool notOn(Board board) {
        Objects.requireNonNull(board, "board");
        return new Pool(Piece.all().stream().filter(piece -> !board.contains(piece)).toList());
    }

    /**
     * Returns the pieces in the pool, in the order they are listed.
     *
     * @return the pieces; the first has the letter {@code a}
     */
    public List<Piece> pieces() {
        return pieces;
    }

    /**
     * Returns how many pieces are left.
     *
     * @return 0 to 16
     */
    public int size() {
        return pieces.size();
    }

    /**
     * Tells whether the pool is empty.
     *
     * @return {@code size() == 0}
     */
    public boolean isEmpty() {
        return pieces.isEmpty();
    }

    /**
     * Tells whether a piece is still in the pool.
     *
     * @param piece a piece
     * @return {@code true} when it has not been placed
     * @throws NullPointerException if {@code piece} is null
     */
    public boolean contains(Piece piece) {
        return pieces.contains(Objects.requireNonNull(piece, "piece"));
    }

    /**
     * Returns the pool without one of its pieces.
     *
     * @param piece a piece of the pool
     * @return a pool with the other pieces, in the same order
     * @throws IllegalArgumentException unless {@code contains(piece)}
     */
    public Pool without(Piece piece) {
        if (!contains(piece)) {
            throw new IllegalArgumentException(
                    "the " + piece + " piece is not in the pool, so it cannot be taken out");
        }
        List<Piece> rest = new ArrayList<>(pieces);
        rest.remove(piece);
        return new Pool(rest);
    }

    /**
     * Returns the letter with which a piece is listed (rule QUARTO-13).
     *
     * @param piece a piece of the pool
     * @return {@code a} for the first piece, {@code b} for the second, and so on
     * @throws IllegalArgumentException unless {@code contains(piece)}
     */
    public char letterOf(Piece piece) {
        if (!contains(piece)) {
            throw new IllegalArgumentException("the " + piece + " piece is not in the pool");
        }
        return (char) ('a' + pieces.indexOf(piece));
    }

    /**
     * Returns the piece listed with a letter, typed in either case (rule QUARTO-13).
     *
     * @param letter a letter from {@code a} to the pool's last, or its capital
     * @return the piece listed with that letter
     * @throws IllegalArgumentException unless the letter is one of the list's, saying which
     *     letters are (rule QUARTO-14)
     */
    public Piece byLetter(char letter) {
        int index = Character.toLowerCase(letter) - 'a';
        if (index < 0 || index >= pieces.size()) {
            throw new IllegalArgumentException(expected() + ", but " + letter + " was given");
        }
        return pieces.get(index);
    }

    /**
     * Says which letters name a piece of this pool, for a message.
     *
     * @return such as {@code a piece is named by a letter from a to p}
     * @throws IllegalStateException if the pool is empty
     */
    public String expected() {
        if (pieces.isEmpty()) {
            throw new IllegalStateException("the pool is empty: no letter names a piece");
        }
        return pieces.size() == 1 ? "the only piece left is a"
                : "a piece is named by a letter from a to " + (char) ('a' + pieces.size() - 1);
    }

    /**
     * Pools are equal when they hold the same pieces.
     *
     * @param other any object
     * @return whether {@code other} is a pool with the same pieces
     */
    @Override
    public boolean equals(Object other) {
        return other instanceof Pool pool && pool.pieces.equals(pieces);
    }

    @Override
    public int hashCode() {
        return pieces.hashCode();
    }

    /**
     * Lists the pool as the brief does: each piece with its letter.
     *
     * @return such as {@code a:(B! b:(B; c:[B!}
     */
    @Override
    public String toString() {
        StringBuilder text = new StringBuilder();
        for (int i = 0; i < pieces.size(); i++) {
            text.append(i == 0 ? "" : " ").append((char) ('a' + i)).append(':')
                    .append(pieces.get(i).notation());
        }
        return text.toString();
    }
}
