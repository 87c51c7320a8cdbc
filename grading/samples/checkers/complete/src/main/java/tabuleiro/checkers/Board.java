package tabuleiro.checkers;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Objects;
import java.util.Optional;

/**
 * The 8x8 board of 64 cells and the pieces on its dark squares (the brief's {@code Tabuleiro},
 * rules CHECKERS-01, CHECKERS-02, CHECKERS-28).
 *
 * <p>The board knows where pieces stand, not whose turn it is or which moves are legal: those are
 * the {@link Game}'s and the {@link Rules}' business. It also holds the brief's first-phase
 * routines that need nothing but the board (CHECKERS-29): {@link #drawEmpty()},
 * {@link #placeInitialPieces()} and {@link #canReach(Square, Square)}.
 *
 * @invariant at most 12 pieces of each colour, and pieces only on dark cells:
 *     {@code count(WHITE) <= MAX_PIECES && count(BLACK) <= MAX_PIECES}
 */
public final class Board {

    /** How many pieces each side has at the start and at most (rule CHECKERS-02). */
    public static final int MAX_PIECES = 12;

    /** How many rows at each end of the board the men start on (rule CHECKERS-02). */
    public static final int STARTING_ROWS = 3;

    private final Cell[][] cells = new Cell[Square.SIZE][Square.SIZE];
    /** How many pieces of each colour stand on the board, by {@code Colour.ordinal()}. */
    private final int[] counts = new int[Colour.values().length];

    /**
     * Makes an empty board.
     *
     * @post every cell is empty: {@code count(WHITE) == 0 && count(BLACK) == 0}
     */
    public Board() {
        for (int row = 1; row <= Square.SIZE; row++) {
            for (int column = 1; column <= Square.SIZE; column++) {
                cells[row - 1][column - 1] = new Cell(row, column);
            }
        }
        assert count(Colour.WHITE) == 0 && count(Colour.BLACK) == 0 : "post: the board is empty";
        assert invariantBroken().isEmpty() : invariantBroken();
    }

    /**
     * Makes a board with the pieces in their starting places (rule CHECKERS-02).
     *
     * @return a new board after {@link #placeInitialPieces()}
     */
    public static Board initial() {
        Board board = new Board();
        board.placeInitialPieces();
        return board;
    }

    /**
     * Makes an independent copy of this board.
     *
     * @return a board with the same pieces on the same squares
     * @post {@code copy().equals(this) && copy() != this}
     */
    public Board copy() {
        Board copy = new Board();
        for (int number = 1; number <= Square.COUNT; number++) {
            Square square = Square.of(number);
            pieceAt(square).ifPresent(piece -> copy.put(square, piece));
        }
        assert copy.equals(this) : "post: the copy has the same pieces";
        return copy;
    }

    /**
     * Returns the cell at a row and column, light or dark.
     *
     * @param row the row, 1 (top) to 8 (bottom)
     * @param column the column, 1 (left) to 8 (right)
     * @return the cell
     * @throws IllegalArgumentException unless {@code Square.isOnBoard(row, column)}
     */
    public Cell cell(int row, int column) {
        if (!Square.isOnBoard(row, column)) {
            throw new IllegalArgumentException("rows and columns are numbered 1 to "
                    + Square.SIZE + ", but row " + row + ", column " + column + " was given");
        }
        return cells[row - 1][column - 1];
    }

    /**
     * Returns the piece on a dark square.
     *
     * @param square the square
     * @return the piece, or empty when the square is empty
     */
    public Optional<Piece> pieceAt(Square square) {
        return cellOf(square).piece();
    }

    /**
     * Tells whether a dark square is empty.
     *
     * @param square the square
     * @return {@code pieceAt(square).isEmpty()}
     */
    public boolean isEmpty(Square square) {
        return cellOf(square).isEmpty();
    }

    /**
     * Puts a piece on a square, replacing any piece there.
     *
     * @param square the square
     * @param piece the piece
     * @throws IllegalStateException unless the piece's side keeps at most 12 pieces on the board
     * @post {@code pieceAt(square).get().equals(piece)}
     */
    public void put(Square square, Piece piece) {
        Objects.requireNonNull(piece, "put a piece, not null; use clear(square) to empty a square");
        Cell cell = cellOf(square);
        boolean adds = cell.piece().map(there -> there.colour() != piece.colour()).orElse(true);
        if (adds && count(piece.colour()) >= MAX_PIECES) {
            throw new IllegalStateException("a side has at most " + MAX_PIECES + " pieces, and "
                    + piece.colour() + " already has " + count(piece.colour()));
        }
        cell.piece().ifPresent(there -> counts[there.colour().ordinal()]--);
        cell.put(piece);
        counts[piece.colour().ordinal()]++;
        assert pieceAt(square).orElseThrow().equals(piece) : "post: the piece is on the square";
        assert invariantBroken().isEmpty() : invariantBroken();
    }

    /**
     * Takes any piece off a square.
     *
     * @param square the square
     * @post {@code isEmpty(square)}
     */
    public void clear(Square square) {
        Cell cell = cellOf(square);
        cell.piece().ifPresent(there -> counts[there.colour().ordinal()]--);
        cell.clear();
        assert isEmpty(square) : "post: the square is empty";
        assert invariantBroken().isEmpty() : invariantBroken();
    }

    /**
     * Counts the pieces of a side.
     *
     * @param colour the side
     * @return how many men and kings of that colour are on the board
     */
    public int count(Colour colour) {
        return counts[colour.ordinal()];
    }

    /**
     * Counts the pieces of one kind and colour.
     *
     * @param piece the kind and colour
     * @return how many such pieces are on the board
     */
    public int count(Piece piece) {
        int count = 0;
        for (int number = 1; number <= Square.COUNT; number++) {
            if (pieceAt(Square.of(number)).filter(piece::equals).isPresent()) {
                count++;
            }
        }
        return count;
    }

    /**
     * Lists the squares of a side's pieces, in the order of their numbers.
     *
     * @param colour the side
     * @return the squares, smallest number first
     */
    public List<Square> squaresOf(Colour colour) {
        List<Square> squares = new ArrayList<>();
        for (int number = 1; number <= Square.COUNT; number++) {
            Square square = Square.of(number);
            if (pieceAt(square).filter(piece -> piece.colour() == colour).isPresent()) {
                squares.add(square);
            }
        }
        return squares;
    }

    /**
     * Draws the board without pieces, the brief's first first-phase routine (rule CHECKERS-29):
     * column numbers on top, row numbers on the left, {@code .} for a dark square and a space for
     * a light one.
     *
     * @return the drawing, one line per row
     */
    public static String drawEmpty() {
        return new Board().draw();
    }

    /**
     * Draws the board (rule CHECKERS-12): column numbers on top, row numbers on the left,
     * {@code .} for an empty dark square, a space for a light one, {@code w}/{@code b} for the
     * men and {@code W}/{@code B} for the kings.
     *
     * @return the drawing, one line per row
     */
    public String draw() {
        StringBuilder text = new StringBuilder(" ");
        for (int column = 1; column <= Square.SIZE; column++) {
            text.append(' ').append(column);
        }
        for (int row = 1; row <= Square.SIZE; row++) {
            text.append('\n').append(row);
            for (int column = 1; column <= Square.SIZE; column++) {
                Cell cell = cell(row, column);
                char shown = !cell.isDark() ? ' '
                        : cell.piece().map(Piece::symbol).orElse('.');
                text.append(' ').append(shown);
            }
        }
        return text.toString();
    }

    /**
     * Places the pieces for the start of a game, the brief's second first-phase routine
     * (rules CHECKERS-02, CHECKERS-29): twelve black men on squares 1 to 12 (rows 1 to 3) and
     * twelve white men on squares 21 to 32 (rows 6 to 8).
     *
     * @throws IllegalStateException unless the board is empty
     * @post {@code count(WHITE_MAN) == 12 && count(BLACK_MAN) == 12} on squares 21-32 and 1-12
     */
    public void placeInitialPieces() {
        if (count(Colour.WHITE) + count(Colour.BLACK) != 0) {
            throw new IllegalStateException("the initial pieces go on an empty board");
        }
        placeMen();
        assert count(Piece.WHITE_MAN) == MAX_PIECES && count(Piece.BLACK_MAN) == MAX_PIECES
                : "post: twelve men a side";
        assert invariantBroken().isEmpty() : invariantBroken();
    }

    /** Puts the black men on squares 1 to 12 and the white men on squares 21 to 32. */
    private void placeMen() {
        int perSide = STARTING_ROWS * Square.SIZE / 2;
        for (int number = 1; number <= perSide; number++) {
            put(Square.of(number), Piece.BLACK_MAN);
            put(Square.of(Square.COUNT + 1 - number), Piece.WHITE_MAN);
        }
    }

    /**
     * Tells whether the piece on one square could reach an empty square under the simplified
     * rules for men, the brief's fifth first-phase routine (rule CHECKERS-29): by one step
     * diagonally forward, or by a chain of jumps forward over opposing pieces, each onto an empty
     * square.
     *
     * @param occupied the square of the piece
     * @param free the square to reach
     * @return {@code true} when the piece, moving as a man of its colour, can get there in one
     *     move
     * @throws IllegalArgumentException unless {@code occupied} holds a piece and {@code free} is
     *     empty
     */
    public boolean canReach(Square occupied, Square free) {
        Piece piece = pieceAt(occupied).orElseThrow(() -> new IllegalArgumentException(
                "square " + occupied + " is empty: choose a square with a piece on it"));
        if (!isEmpty(free)) {
            throw new IllegalArgumentException(
                    "square " + free + " is occupied: choose a free one");
        }
        Board asMan = copy();
        asMan.put(occupied, Piece.man(piece.colour()));
        return Rules.legalMoves(asMan, piece.colour(), Variant.SIMPLIFIED).stream()
                .anyMatch(move -> move.from().equals(occupied) && move.to().equals(free));
    }

    /**
     * Tells whether two boards hold the same pieces on the same squares.
     *
     * @param other the other board
     * @return {@code true} when every square holds the same piece on both
     */
    @Override
    public boolean equals(Object other) {
        if (!(other instanceof Board board)) {
            return false;
        }
        for (int number = 1; number <= Square.COUNT; number++) {
            Square square = Square.of(number);
            if (!pieceAt(square).equals(board.pieceAt(square))) {
                return false;
            }
        }
        return true;
    }

    /**
     * Returns a hash code that agrees with {@link #equals(Object)}.
     *
     * @return the hash of the pieces on the squares
     */
    @Override
    public int hashCode() {
        int hash = 1;
        for (int number = 1; number <= Square.COUNT; number++) {
            hash = 31 * hash + pieceAt(Square.of(number)).hashCode();
        }
        return hash;
    }

    /**
     * Draws the board as {@link #draw()} does.
     *
     * @return the drawing
     */
    @Override
    public String toString() {
        return draw();
    }

    private Cell cellOf(Square square) {
        Objects.requireNonNull(square, "a square is needed, not null");
        return cells[square.row() - 1][square.column() - 1];
    }

    /**
     * The class invariant, clause by clause: the first clause that does not hold, labelled
     * {@code invariant:} and saying what the cells hold, or an empty string when every clause
     * holds.
     */
    private String invariantBroken() {
        for (Colour colour : Colour.values()) {
            String name = colour.name().toLowerCase(Locale.ROOT);
            int pieces = squaresOf(colour).size();
            if (pieces > MAX_PIECES) {
                return "invariant: a side has at most " + MAX_PIECES + " pieces (CHECKERS-02):"
                        + " the board has " + pieces + " " + name + " pieces";
            }
            if (pieces != count(colour)) {
                return "invariant: the board counts the pieces it holds: it holds " + pieces
                        + " " + name + " pieces, but count(" + colour + ") is " + count(colour);
            }
        }
        for (int row = 1; row <= Square.SIZE; row++) {
            for (int column = 1; column <= Square.SIZE; column++) {
                Cell cell = cells[row - 1][column - 1];
                if (!cell.isDark() && !cell.isEmpty()) {
                    return "invariant: pieces stand on dark squares only (CHECKERS-01): the"
                            + " light cell of row " + row + ", column " + column + " holds a"
                            + " piece";
                }
            }
        }
        return "";
    }
}
