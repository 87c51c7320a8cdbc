package tabuleiro.quarto.search;

import java.util.Arrays;
import java.util.List;
import tabuleiro.quarto.Board;
import tabuleiro.quarto.Colour;
import tabuleiro.quarto.Fill;
import tabuleiro.quarto.Group;
import tabuleiro.quarto.Piece;
import tabuleiro.quarto.Pool;
import tabuleiro.quarto.Shape;
import tabuleiro.quarto.Size;
import tabuleiro.quarto.Square;
import tabuleiro.quarto.Variant;

/**
 * A negamax search with alpha-beta pruning over a compact copy of a position: the board as
 * sixteen small numbers and the pool as a bit set, so that a move and its undoing cost two
 * assignments.
 *
 * <p>A piece is coded in four bits, one per attribute (tall, light, round, solid), so four
 * pieces share a trait exactly when the AND of their codes, or of their complements, is not
 * zero. A square is numbered {@code 4 * (row - 1) + (column - 1)}.
 *
 * <p>The search's unit is a placement and the choice that follows it: the player holding a
 * piece places it and then hands the opponent one of the rest, who does the same. A position
 * is scored for the player to place: {@link #WIN} minus the pieces on the board for a win (a
 * quicker win scores more), the negative for a loss, 0 for a draw or a position not searched to
 * the end. Each search is bounded by a depth in placements and a deadline; past the deadline it
 * throws {@link OutOfTime} and the caller keeps the result of the last depth it finished.
 */
final class Search {

    /** The score of a win on the last square: every win scores more than this. */
    static final int WIN = 100;
    private static final int INFINITY = 1_000;
    private static final int EMPTY = -1;
    private static final int CELLS = Square.SIZE * Square.SIZE;
    /** How many nodes pass between two looks at the clock. */
    private static final int CLOCK_EVERY = 1 << 10;

    /** The squares of each winning group. */
    private final int[][] groups;
    /** For each square, the groups through it. */
    private final int[][] groupsThrough;
    private final int[] cells = new int[CELLS];
    private int pool;
    private int filled;
    private long deadline = Long.MAX_VALUE;
    private long nodes;

    /** Thrown when the deadline has passed in the middle of a search. */
    static final class OutOfTime extends RuntimeException {
        private static final long serialVersionUID = 1L;

        OutOfTime() {
            super("the search ran out of time", null, false, false);
        }
    }

    /**
     * Copies a position.
     *
     * @param board the board
     * @param pool the pieces not on the board
     * @param variant which groups win
     */
    Search(Board board, Pool pool, Variant variant) {
        List<Group> winning = variant.groups();
        groups = new int[winning.size()][];
        int[] through = new int[CELLS];
        for (int g = 0; g < groups.length; g++) {
            groups[g] = winning.get(g).squares().stream().mapToInt(Search::index).toArray();
            for (int cell : groups[g]) {
                through[cell]++;
            }
        }
        groupsThrough = new int[CELLS][];
        for (int cell = 0; cell < CELLS; cell++) {
            groupsThrough[cell] = new int[through[cell]];
            int found = 0;
            for (int g = 0; g < groups.length; g++) {
                for (int member : groups[g]) {
                    if (member == cell) {
                        groupsThrough[cell][found++] = g;
                    }
                }
            }
        }
        for (Square square : Square.all()) {
            cells[index(square)] = board.pieceAt(square).map(Search::code).orElse(EMPTY);
            if (cells[index(square)] != EMPTY) {
                filled++;
            }
        }
        for (Piece piece : pool.pieces()) {
            this.pool |= 1 << code(piece);
        }
    }

    /** The number of a square, 0 for A1 to 15 for D4, row by row. */
    static int index(Square square) {
        return Square.SIZE * (square.row() - 1) + square.column() - 1;
    }

    /** The square with a number. */
    static Square square(int index) {
        return new Square(index % Square.SIZE + 1, index / Square.SIZE + 1);
    }

    /** A piece's four-bit code: tall 1, light 2, round 4, solid 8. */
    static int code(Piece piece) {
        return (piece.size() == Size.TALL ? 1 : 0) | (piece.colour() == Colour.LIGHT ? 2 : 0)
                | (piece.shape() == Shape.ROUND ? 4 : 0) | (piece.fill() == Fill.SOLID ? 8 : 0);
    }

    /** The piece with a code. */
    static Piece piece(int code) {
        return new Piece((code & 1) != 0 ? Size.TALL : Size.SHORT,
                (code & 2) != 0 ? Colour.LIGHT : Colour.DARK,
                (code & 4) != 0 ? Shape.ROUND : Shape.SQUARE,
                (code & 8) != 0 ? Fill.SOLID : Fill.HOLLOW);
    }

    void setDeadline(long nanoTime) {
        deadline = nanoTime;
    }

    long nodes() {
        return nodes;
    }

    int cell(int index) {
        return cells[index];
    }

    int pool() {
        return pool;
    }

    int filled() {
        return filled;
    }

    /** Whether placing a piece on an empty square completes a group whose pieces share a trait. */
    boolean wins(int cell, int piece) {
        for (int g : groupsThrough[cell]) {
            int all = piece;
            int none = ~piece;
            boolean complete = true;
            for (int member : groups[g]) {
                if (member != cell) {
                    int other = cells[member];
                    if (other == EMPTY) {
                        complete = false;
                        break;
                    }
                    all &= other;
                    none &= ~other;
                }
            }
            if (complete && ((all | none) & 0xF) != 0) {
                return true;
            }
        }
        return false;
    }

    /** An empty square on which a piece wins at once, or -1. */
    int winningCell(int piece) {
        for (int cell = 0; cell < CELLS; cell++) {
            if (cells[cell] == EMPTY && wins(cell, piece)) {
                return cell;
            }
        }
        return -1;
    }

    void put(int cell, int piece) {
        cells[cell] = piece;
        pool &= ~(1 << piece);
        filled++;
    }

    void undo(int cell, int piece) {
        cells[cell] = EMPTY;
        pool |= 1 << piece;
        filled--;
    }

    /**
     * Scores the position for the player who must place {@code piece}, looking {@code depth}
     * placements ahead after the immediate win, which is always looked for.
     *
     * @param piece the piece to place, in the pool
     * @param depth how many placements to search; 0 looks only for an immediate win
     * @param alpha the score the player is sure of elsewhere
     * @param beta the score above which the opponent avoids this position
     * @return the score, exact when it lies strictly between alpha and beta
     * @throws OutOfTime past the deadline
     */
    int placeValue(int piece, int depth, int alpha, int beta) {
        if ((++nodes & (CLOCK_EVERY - 1)) == 0 && System.nanoTime() > deadline) {
            throw new OutOfTime();
        }
        if (winningCell(piece) >= 0) {
            return WIN + CELLS - filled - 1;
        }
        if (filled == CELLS - 1) {
            return 0; // the last piece fills the board without winning: a draw
        }
        if (depth == 0) {
            return 0;
        }
        int best = -INFINITY;
        for (int cell = 0; cell < CELLS; cell++) {
            if (cells[cell] != EMPTY) {
                continue;
            }
            put(cell, piece);
            int value = chooseValue(depth - 1, alpha, beta);
            undo(cell, piece);
            if (value > best) {
                best = value;
                if (best > alpha) {
                    alpha = best;
                    if (alpha >= beta) {
                        return best;
                    }
                }
            }
        }
        return best;
    }

    /**
     * Scores the position for the player who has just placed and now hands the opponent a
     * piece: the best over the pieces of the pool.
     */
    int chooseValue(int depth, int alpha, int beta) {
        int best = -INFINITY;
        for (int piece = 0; piece < CELLS; piece++) {
            if ((pool & (1 << piece)) == 0) {
                continue;
            }
            int value = -placeValue(piece, depth, -beta, -alpha);
            if (value > best) {
                best = value;
                if (best > alpha) {
                    alpha = best;
                    if (alpha >= beta) {
                        return best;
                    }
                }
            }
        }
        return best;
    }

    /**
     * The eight symmetries of the square board (turns and reflections) that leave the board as it
     * is, each as a map from square to square. They also map rows, columns, diagonals and 2x2
     * squares onto their own kind, so positions they relate have the same score.
     */
    int[][] boardSymmetries() {
        int[][] found = new int[8][];
        int count = 0;
        for (int s = 0; s < 8; s++) {
            int[] map = new int[CELLS];
            boolean keeps = true;
            for (int cell = 0; cell < CELLS; cell++) {
                int row = cell / Square.SIZE;
                int column = cell % Square.SIZE;
                int last = Square.SIZE - 1;
                int r = (s & 1) != 0 ? last - row : row;
                int c = (s & 2) != 0 ? last - column : column;
                if ((s & 4) != 0) {
                    int swap = r;
                    r = c;
                    c = swap;
                }
                map[cell] = r * Square.SIZE + c;
            }
            for (int cell = 0; cell < CELLS && keeps; cell++) {
                keeps = cells[map[cell]] == cells[cell];
            }
            if (keeps) {
                found[count++] = map;
            }
        }
        return Arrays.copyOf(found, count);
    }
}
