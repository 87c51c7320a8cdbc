package tabuleiro.checkers;

import java.util.Objects;
import java.util.Optional;

/**
 * One of the 64 squares of the board, light or dark, and the piece on it if any (the brief's
 * {@code Celula}, rule CHECKERS-28).
 *
 * @invariant a light cell is always empty: {@code dark || piece().isEmpty()} (rule CHECKERS-01)
 */
public final class Cell {

    private final int row;
    private final int column;
    private final boolean dark;
    private Piece piece;

    /**
     * Makes an empty cell.
     *
     * @param row the row, 1 (top) to 8 (bottom)
     * @param column the column, 1 (left) to 8 (right)
     * @throws IllegalArgumentException unless {@code Square.isOnBoard(row, column)}
     * @post {@code isEmpty()}
     */
    public Cell(int row, int column) {
        this.dark = Square.isDark(row, column);
        this.row = row;
        this.column = column;
        assert isEmpty() : "post: a new cell is empty";
        assert invariant() : "invariant: a light cell is always empty";
    }

    /**
     * Returns the cell's row.
     *
     * @return 1 to 8
     */
    public int row() {
        return row;
    }

    /**
     * Returns the cell's column.
     *
     * @return 1 to 8
     */
    public int column() {
        return column;
    }

    /**
     * Tells whether the cell is a dark square, one that play uses (rule CHECKERS-01).
     *
     * @return {@code true} for a dark cell
     */
    public boolean isDark() {
        return dark;
    }

    /**
     * Returns the piece on the cell.
     *
     * @return the piece, or empty when the cell is empty
     */
    public Optional<Piece> piece() {
        return Optional.ofNullable(piece);
    }

    /**
     * Tells whether no piece stands on the cell.
     *
     * @return {@code piece().isEmpty()}
     */
    public boolean isEmpty() {
        return piece == null;
    }

    /**
     * Puts a piece on the cell, replacing any piece there.
     *
     * @param newPiece the piece
     * @throws NullPointerException if {@code newPiece} is null
     * @throws IllegalStateException unless {@code isDark()}
     * @post {@code piece().get() == newPiece}
     */
    public void put(Piece newPiece) {
        Objects.requireNonNull(newPiece, "put a piece, not null; use clear() to empty a cell");
        if (!dark) {
            throw new IllegalStateException("row " + row + ", column " + column
                    + " is a light square: pieces stand on dark squares only");
        }
        piece = newPiece;
        assert piece().orElseThrow() == newPiece : "post: the piece is there";
        assert invariant() : "invariant: a light cell is always empty";
    }

    /**
     * Takes any piece off the cell.
     *
     * @post {@code isEmpty()}
     */
    public void clear() {
        piece = null;
        assert isEmpty() : "post: the cell is empty";
        assert invariant() : "invariant: a light cell is always empty";
    }

    private boolean invariant() {
        return dark || piece == null;
    }
}
