package tabuleiro.quarto;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * The pieces not yet on the board, which both players choose from (rules QUARTO-03, QUARTO-06),
 * in the order of {@link Piece#all()}. A pool is a value: taking a piece out makes a new pool.
 *
 * <p>The brief lists the pool with a letter for each piece, and the chooser names a piece by its
 * letter in either case (QUARTO-13). Each piece has one letter for the whole game, its place in
 * the set ({@code a} for {@code (B!}, the first of {@link Piece#all()}, to {@code p} for
 * {@code [p;}), so a player can learn the letters: the brief letters the pieces left from
 * {@code a} again before every turn, so that a piece's letter changed as others left the pool.
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
     * @return the pieces, in the order of {@link Piece#all()}
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
     * Returns the letter with which a piece is listed and chosen (rule QUARTO-13): its place in
     * the set, which does not change as other pieces leave the pool.
     *
     * @param piece a piece of the pool
     * @return {@code a} for the first piece of {@link Piece#all()}, {@code b} for the second,
     *     and so on to {@code p}
     * @throws IllegalArgumentException unless {@code contains(piece)}
     */
    public char letterOf(Piece piece) {
        if (!contains(piece)) {
            throw new IllegalArgumentException("the " + piece + " piece is not in the pool");
        }
        return letter(piece);
    }

    /** A piece's letter: its place in the set, whether it is in the pool or not. */
    private static char letter(Piece piece) {
        return (char) ('a' + Piece.all().indexOf(piece));
    }

    /**
     * Returns the piece of the pool listed with a letter, typed in either case (rule QUARTO-13).
     *
     * @param letter the letter of a piece of the pool, or its capital
     * @return the piece listed with that letter
     * @throws IllegalArgumentException unless the letter is one of the pool's, saying which
     *     letters are, and, for the letter of a piece already played, that it is on the board
     *     (rule QUARTO-14)
     */
    public Piece byLetter(char letter) {
        int index = Character.toLowerCase(letter) - 'a';
        List<Piece> set = Piece.all();
        if (index < 0 || index >= set.size()) {
            throw new IllegalArgumentException(expected() + ", but " + letter + " was given");
        }
        Piece piece = set.get(index);
        if (!pieces.contains(piece)) {
            throw new IllegalArgumentException(letter + " names the " + piece + " piece, which"
                    + " is already on the board; " + expected());
        }
        return piece;
    }

    /**
     * Says which letters name a piece of this pool, for a message: a run of letters that follow
     * one another is written as its first and last.
     *
     * @return such as {@code a piece is named by a letter from a to p} or
     *     {@code a piece is named by one of the letters b, d to h, k to p}
     * @throws IllegalStateException unless {@code !isEmpty()}
     */
    public String expected() {
        if (pieces.isEmpty()) {
            throw new IllegalStateException("the pool is empty: no letter names a piece");
        }
        if (pieces.size() == 1) {
            return "the only piece left is " + letter(pieces.get(0));
        }
        List<String> runs = new ArrayList<>();
        char first = letter(pieces.get(0));
        char last = first;
        for (Piece piece : pieces.subList(1, pieces.size())) {
            char next = letter(piece);
            if (next != last + 1) {
                runs.add(run(first, last));
                first = next;
            }
            last = next;
        }
        runs.add(run(first, last));
        return runs.size() == 1 ? "a piece is named by a letter from " + runs.get(0)
                : "a piece is named by one of the letters " + String.join(", ", runs);
    }

    /** A run of letters that follow one another: one letter, or the first to the last. */
    private static String run(char first, char last) {
        return first == last ? String.valueOf(first) : first + " to " + last;
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
     * @return such as {@code a:(B! c:[B! d:[B;}
     */
    @Override
    public String toString() {
        StringBuilder text = new StringBuilder();
        for (Piece piece : pieces) {
            text.append(text.length() == 0 ? "" : " ").append(letter(piece)).append(':')
                    .append(piece.notation());
        }
        return text.toString();
    }
}
