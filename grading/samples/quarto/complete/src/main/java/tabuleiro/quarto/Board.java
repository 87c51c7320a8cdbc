package tabuleiro.quarto;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;

/**
 * The 4x4 board (rule QUARTO-01): each square holds one piece or none.
 *
 * <p>A board only knows where pieces are and which groups they fill; whose turn it is and which
 * piece may be placed next are the {@link Game}'s business. A piece placed stays where it is.
 *
 * @invariant no piece is on the board twice (QUARTO-06)
 */
public final class Board {

    /** {@code cells[row - 1][column - 1]} holds the piece on that square, or null. */
    private final Piece[][] cells = new Piece[Square.SIZE][Square.SIZE];

    /**
     * Creates an empty board.
     *
     * @post every square is empty: {@code Square.all().stream().allMatch(this::isEmpty)}
     */
    public Board() {
        assert invariant() : "invariant: no piece twice";
    }

    /**
     * Creates a board with the same pieces on the same squares as another.
     *
     * @param other the board to copy, which is not changed
     * @return a new board, equal to {@code other} and independent of it
     * @throws NullPointerException if {@code other} is null
     */
    public static Board copyOf(Board other) {
        Objects.requireNonNull(other, "other");
        Board copy = new Board();
        for (int row = 0; row < Square.SIZE; row++) {
            copy.cells[row] = other.cells[row].clone();
        }
        assert copy.invariant() : "invariant: no piece twice";
        return copy;
    }

    /**
     * Returns the piece on a square.
     *
     * @param square a square of the board
     * @return the piece there, or empty when the square is empty
     * @throws NullPointerException if {@code square} is null
     */
    public Optional<Piece> pieceAt(Square square) {
        Objects.requireNonNull(square, "square");
        Piece piece = cells[square.row() - 1][square.column() - 1];
        return piece == null ? Optional.empty() : Optional.of(piece);
    }

    /**
     * Tells whether a square holds no piece.
     *
     * @param square a square of the board
     * @return {@code pieceAt(square).isEmpty()}
     * @throws NullPointerException if {@code square} is null
     */
    public boolean isEmpty(Square square) {
        return pieceAt(square).isEmpty();
    }

    /**
     * Tells whether a piece is somewhere on the board.
     *
     * @param piece a piece
     * @return {@code true} when some square holds it
     * @throws NullPointerException if {@code piece} is null
     */
    public boolean contains(Piece piece) {
        Objects.requireNonNull(piece, "piece");
        return Square.all().stream().anyMatch(square -> pieceAt(square).equals(Optional.of(piece)));
    }

    /**
     * Puts a piece on an empty square (rule QUARTO-06).
     *
     * @param square where the piece goes
     * @param piece the piece, which is not on the board yet
     * @throws NullPointerException if an argument is null
     * @throws IllegalArgumentException unless {@code isEmpty(square) && !contains(piece)}
     * @post the piece is on the square and every other square is as it was:
     *     {@code pieceAt(square).equals(Optional.of(piece)) && count() == old(count()) + 1}
     */
    public void place(Square square, Piece piece) {
        Objects.requireNonNull(square, "square");
        Objects.requireNonNull(piece, "piece");
        if (!isEmpty(square)) {
            throw new IllegalArgumentException("square " + square + " already holds "
                    + pieceAt(square).orElseThrow() + ": a piece goes on an empty square");
        }
        if (contains(piece)) {
            throw new IllegalArgumentException("the " + piece + " piece is already on the"
                    + " board: each piece is placed once");
        }
        int before = count();

        put(square, piece);

        assert pieceAt(square).equals(Optional.of(piece)) : "post: the piece is on the square";
        assert count() == before + 1 : "post: one more piece, none moved or lost";
        assert invariant() : "invariant: no piece twice";
    }

    private void put(Square square, Piece piece) {
        cells[square.row() - 1][square.column() - 1] = piece;
    }

    /**
     * Tells whether all sixteen squares hold a piece (rule QUARTO-10).
     *
     * @return {@code true} when no square is empty
     */
    public boolean isFull() {
        return count() == Square.SIZE * Square.SIZE;
    }

    /**
     * Returns the traits that the four pieces of a group share (rules QUARTO-07 to QUARTO-09).
     * A group with an empty square shares nothing, whatever the pieces in it have in common.
     *
     * @param group a group of four squares
     * @return the shared traits in the order size, colour, shape, fill; empty when a square of
     *     the group is empty or the four pieces have no trait in common
     * @throws NullPointerException if {@code group} is null
     */
    public List<Trait> sharedTraits(Group group) {
        Objects.requireNonNull(group, "group");
        List<Trait> shared = new ArrayList<>();
        for (Trait trait : List.of(Size.TALL, Size.SHORT, Colour.LIGHT, Colour.DARK, Shape.ROUND,
                Shape.SQUARE, Fill.SOLID, Fill.HOLLOW)) {
            boolean all = true;
            for (Square square : group.squares()) {
                Optional<Piece> piece = pieceAt(square);
                all = all && piece.isPresent() && piece.get().has(trait);
            }
            if (all) {
                shared.add(trait);
            }
        }
        return shared;
    }

    /**
     * Returns every winning group on the board in a variant: each of the variant's groups whose
     * four pieces share a trait.
     *
     * @param variant which groups win
     * @return the wins, in the order of {@link Variant#groups()}; empty when nothing wins
     * @throws NullPointerException if {@code variant} is null
     */
    public List<Win> wins(Variant variant) {
        Objects.requireNonNull(variant, "variant");
        List<Win> wins = new ArrayList<>();
        for (Group group : variant.groups()) {
            List<Trait> shared = sharedTraits(group);
            if (!shared.isEmpty()) {
                wins.add(new Win(group, shared));
            }
        }
        return List.copyOf(wins);
    }

    /**
     * Returns how many pieces are on the board.
     *
     * @return 0 to 16
     */
    public int count() {
        int count = 0;
        for (Piece[] row : cells) {
            for (Piece piece : row) {
                if (piece != null) {
                    count++;
                }
            }
        }
        return count;
    }

    /**
     * Draws the board as the brief's text board (rule QUARTO-12); see {@link BoardText}.
     *
     * @return the drawing
     */
    @Override
    public String toString() {
        return BoardText.render(this);
    }

    /**
     * Boards are equal when they hold the same pieces on the same squares.
     *
     * @param other any object
     * @return whether {@code other} is a board with the same pieces on the same squares
     */
    @Override
    public boolean equals(Object other) {
        if (!(other instanceof Board board)) {
            return false;
        }
        for (int row = 0; row < Square.SIZE; row++) {
            if (!Arrays.equals(cells[row], board.cells[row])) {
                return false;
            }
        }
        return true;
    }

    @Override
    public int hashCode() {
        return Arrays.deepHashCode(cells);
    }

    private boolean invariant() {
        Set<Piece> seen = new HashSet<>();
        for (Piece[] row : cells) {
            for (Piece piece : row) {
                if (piece != null && !seen.add(piece)) {
                    return false;
                }
            }
        }
        return true;
    }
}
