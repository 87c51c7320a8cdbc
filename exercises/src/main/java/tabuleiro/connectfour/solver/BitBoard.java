package tabuleiro.connectfour.solver;

import java.util.Objects;
import tabuleiro.connectfour.Game;
import tabuleiro.connectfour.Player;

/**
 * A Connect Four position packed into two 64-bit words, so that the solver can play a move,
 * look for a four in a row or list the cells that would win in a handful of machine
 * instructions instead of loops over a grid.
 *
 * <p>Each column takes 7 bits: its 6 cells from the bottom up, then one spare bit that is always
 * empty. Bit {@code 7 * column + row} is the cell at that column (0 to 6, left to right) and row
 * (0 to 5, bottom to top):
 *
 * <pre>
 *   .  .  .  .  .  .  .     spare row, always empty
 *   5 12 19 26 33 40 47     top row
 *   4 11 18 25 32 39 46
 *   3 10 17 24 31 38 45
 *   2  9 16 23 30 37 44
 *   1  8 15 22 29 36 43
 *   0  7 14 21 28 35 42     bottom row
 * </pre>
 *
 * <p>Moving one cell up is a shift by 1, one column right a shift by 7, and the two diagonals
 * shifts by 6 and 8. The spare row is what makes these shifts safe: a line that would wrap from
 * the top of one column to the bottom of the next must pass through a spare bit, which never
 * holds a stone, so it can never look like four in a row.
 *
 * <p>Two words describe the position: the stones of the player to move, and every stone on the
 * board. The opponent's stones are the difference. Storing "the player to move" rather than
 * "player 1" means that a position reads the same whoever moves in it, which is exactly the
 * point of view of negamax.
 *
 * <p>Instances are immutable: {@link #play(long)} returns a new position. A search therefore
 * never has to undo a move.
 *
 * <p>Columns are numbered from 0 here, as bits are; the public classes of the solver number them
 * from 1, as the game does, and convert at their boundary.
 *
 * @invariant the stones of the player to move are among the occupied cells, every occupied cell
 *     is on the board (not in the spare row) with an occupied cell or the floor below it,
 *     {@code moves()} counts the occupied cells, and nobody has four in a row, since the
 *     solver only ever looks at games that go on: {@code (current & ~occupied) == 0
 *     && (occupied & ~BOARD) == 0 && Long.bitCount(occupied) == moves && !hasFour(current)
 *     && !hasFour(current ^ occupied)}
 */
final class BitBoard {

    /** The number of columns. */
    static final int WIDTH = Game.COLUMNS;

    /** The number of rows. */
    static final int HEIGHT = Game.ROWS;

    /** The number of cells, which is also the length of the longest game. */
    static final int CELLS = WIDTH * HEIGHT;

    /** The number of bits a column takes: its cells and the spare bit above them. */
    private static final int COLUMN_BITS = HEIGHT + 1;

    /** One bit at the bottom of every column. */
    private static final long BOTTOM = bottomRow();

    /** Every cell of the board, without the spare row. */
    private static final long BOARD = BOTTOM * ((1L << HEIGHT) - 1);

    private static final BitBoard EMPTY = new BitBoard(0L, 0L, 0);

    /** The stones of the player to move. */
    private final long current;
    /** Every stone on the board, of both players. */
    private final long occupied;
    /** The number of stones on the board. */
    private final int moves;

    private BitBoard(long current, long occupied, int moves) {
        this.current = current;
        this.occupied = occupied;
        this.moves = moves;
        assert invariant() : "invariant: stones stacked from the bottom, no four in a row";
    }

    private static long bottomRow() {
        long bottom = 0L;
        for (int column = 0; column < WIDTH; column++) {
            bottom |= 1L << (column * COLUMN_BITS);
        }
        return bottom;
    }

    /**
     * Returns the empty board, the first player to move.
     *
     * @return the position before the first move
     */
    static BitBoard empty() {
        return EMPTY;
    }

    /**
     * Replays a game written as the columns played, one digit from 1 to 7 per move, the first
     * player's move first: {@code "4453"} is the first player in column 4, the second on top of
     * it, the first in column 5, the second in column 3.
     *
     * @param sequence the moves, possibly none
     * @return the position after those moves, with the game still going on
     * @throws NullPointerException if {@code sequence} is null
     * @throws IllegalArgumentException unless every character is a digit from 1 to 7, every
     *     move goes into a column that has space, and nobody has four in a row nor is the board
     *     full after the last move; the message names the first move that breaks the rule
     */
    static BitBoard fromMoves(String sequence) {
        Objects.requireNonNull(sequence, "sequence");
        BitBoard position = EMPTY;
        for (int index = 0; index < sequence.length(); index++) {
            char symbol = sequence.charAt(index);
            if (symbol < '1' || symbol > '0' + WIDTH) {
                throw new IllegalArgumentException(nameOfMove(index, sequence) + " is '" + symbol
                        + "', but a move is a column number from 1 to " + WIDTH);
            }
            int column = symbol - '1';
            if (!position.canPlay(column)) {
                throw new IllegalArgumentException(nameOfMove(index, sequence)
                        + " plays in column " + symbol
                        + ", which is already full: a move must go into a column with space");
            }
            if (position.isWinningMove(column)) {
                boolean last = index == sequence.length() - 1;
                throw new IllegalArgumentException(nameOfMove(index, sequence)
                        + " (column " + symbol + ") connects four, so the game is over"
                        + (last ? ": there is no move left to score"
                                : ", yet the sequence goes on"));
            }
            position = position.play(column);
        }
        if (position.moves == CELLS) {
            throw new IllegalArgumentException("\"" + sequence
                    + "\" fills the board: the game is over in a draw, with no move left to score");
        }
        return position;
    }

    private static String nameOfMove(int index, String sequence) {
        return "move " + (index + 1) + " of \"" + sequence + "\"";
    }

    /**
     * Reads a game that is not over through the engine's public interface only (rule C4-15),
     * so that the solver works with any engine, a student's included.
     *
     * @param game the game, which is read and not changed
     * @return the same position
     * @throws NullPointerException if {@code game} is null
     * @throws IllegalStateException unless {@code !game.isOver()}
     */
    static BitBoard of(Game game) {
        Objects.requireNonNull(game, "game");
        if (game.isOver()) {
            throw new IllegalStateException(
                    "the game is over: there is no move left to score");
        }
        Player toMove = game.nextPlayer();
        long current = 0L;
        long occupied = 0L;
        int moves = 0;
        for (int column = 0; column < WIDTH; column++) {
            // The engine numbers rows from the top, 1 to 6; stones stack up from row 6.
            for (int row = 0; row < HEIGHT; row++) {
                int value = game.valueAt(HEIGHT - row, column + 1);
                if (value == Game.EMPTY) {
                    break;
                }
                long cell = 1L << (column * COLUMN_BITS + row);
                occupied |= cell;
                if (value == toMove.number()) {
                    current |= cell;
                }
                moves++;
            }
        }
        return new BitBoard(current, occupied, moves);
    }

    /**
     * Returns the number of stones on the board.
     *
     * @return 0 to 42
     */
    int moves() {
        return moves;
    }

    /**
     * Tells whether a column has space.
     *
     * @param column the column, 0 to 6
     * @return {@code true} when the top cell of the column is empty
     */
    boolean canPlay(int column) {
        return (occupied & topCell(column)) == 0;
    }

    /**
     * Returns the cell a move in a column would fill: its lowest empty cell.
     *
     * @param column the column, 0 to 6, with {@code canPlay(column)}
     * @return a single bit
     */
    long moveIn(int column) {
        return playableCells() & columnCells(column);
    }

    /**
     * Plays the player to move's stone in a column that has space.
     *
     * @param column the column, 0 to 6, with {@code canPlay(column) && !isWinningMove(column)}:
     *     a won game is no position to search
     * @return the position after the move
     */
    BitBoard play(int column) {
        return play(moveIn(column));
    }

    /**
     * Plays a move given as its cell, as {@link #nonLosingMoves()} lists them.
     *
     * @param move a single bit, the lowest empty cell of a column, that does not connect four
     * @return the position after the move, with the other player to move
     * @pre the move is one cell, the lowest empty cell of a column:
     *     {@code Long.bitCount(move) == 1 && (move & playableCells()) != 0}
     */
    BitBoard play(long move) {
        assert Long.bitCount(move) == 1 && (move & playableCells()) != 0
                : "pre: a move is the lowest empty cell of a column";
        // The mover's stones become the opponent's: what was "the others" is now "to move".
        return new BitBoard(current ^ occupied, occupied | move, moves + 1);
    }

    /**
     * Tells whether playing a column would connect four for the player to move.
     *
     * @param column the column, 0 to 6, with {@code canPlay(column)}
     * @return {@code true} when that move wins at once
     */
    boolean isWinningMove(int column) {
        return (winningCells(current) & playableCells() & columnCells(column)) != 0;
    }

    /**
     * Tells whether the player to move can connect four with this move.
     *
     * @return {@code true} when some column wins at once
     */
    boolean canWinNext() {
        return (winningCells(current) & playableCells()) != 0;
    }

    /**
     * Lists the moves that do not hand the opponent a win on the next move, for a player who
     * cannot win at once.
     *
     * <p>Two kinds of move lose at once. If the opponent could win in a cell we can play, we
     * must play there, and if there are two such cells we cannot block both: every move loses.
     * And a move just below a cell where the opponent would win gives the opponent that cell.
     * Leaving these moves out is the solver's cheapest piece of foresight: a whole level of the
     * tree is never searched.
     *
     * @return the moves, as a set of cells (at most one per column); {@code 0} when every move
     *     lets the opponent win next
     * @pre {@code !canWinNext()}: a player who can win has better things to do
     */
    long nonLosingMoves() {
        assert !canWinNext() : "pre: the player to move cannot win at once";
        long playable = playableCells();
        long opponentWins = winningCells(current ^ occupied);
        long forced = playable & opponentWins;
        if (forced != 0) {
            if ((forced & (forced - 1)) != 0) {
                return 0;
            }
            playable = forced;
        }
        return playable & ~(opponentWins >>> 1);
    }

    /**
     * Counts the empty cells in which the player to move would connect four after a move: the
     * threats the move leaves. The solver tries moves with more threats first, because such
     * moves tend to force the opponent's hand and settle the search sooner.
     *
     * @param move a cell that can be played now
     * @return the number of winning cells the player to move has after the move
     */
    int threatsAfter(long move) {
        return Long.bitCount(winningCells(current | move, occupied | move));
    }

    /**
     * Returns a number that identifies the position up to mirror image: a position and its
     * reflection (column 1 swapped with 7, 2 with 6, 3 with 5) have the same key, and any two
     * other positions different keys. It fits in 49 bits.
     *
     * <p>A position and its reflection have the same score, so giving them one key lets the
     * solver search only one of them: in the opening, where both sides of the board are
     * still alike, this halves the work.
     *
     * <p>The key is the smaller of two codes, one of the position and one of its reflection,
     * each of which tells its position apart from all others. The code is
     * {@code current + occupied}. In each column, {@code occupied} is a block of {@code h} ones
     * from the bottom, worth {@code 2^h - 1}, and the mover's stones add some value below
     * {@code 2^h}. The sum falls in {@code [2^h - 1, 2^(h+1) - 2]}: different heights give
     * disjoint ranges, the same height different values, and at most 7 bits per column, so
     * nothing carries into the next column.
     *
     * @return the position's key, below {@code 2^49}
     */
    long key() {
        long code = code();
        return Math.min(code, mirrored(code));
    }

    /**
     * Returns a number that identifies the position itself: unlike the {@link #key()}, a
     * position and its mirror image have different codes unless they are the same position.
     *
     * @return {@code current + occupied}, below {@code 2^49}; the key is the smaller of this
     *     code and its mirror image's
     */
    long code() {
        return current + occupied;
    }

    /**
     * Rebuilds the position of a {@link #code()} (or a {@link #key()}, which is the code of one
     * of the two mirror images), checking that it is one: for data read from a file.
     *
     * @param code the code
     * @return the position whose code it is
     * @throws IllegalArgumentException unless the code is that of a position of a game that goes
     *     on: each column's 7 bits the code of at most 6 stones, the player to move with as many
     *     stones as the position's turn gives them, nobody with four in a row
     */
    static BitBoard ofCode(long code) {
        if (code < 0 || code >= 1L << (WIDTH * COLUMN_BITS)) {
            throw new IllegalArgumentException("code " + code + " is not below 2^49");
        }
        long current = 0L;
        long occupied = 0L;
        for (int column = 0; column < WIDTH; column++) {
            long bits = (code >>> (column * COLUMN_BITS)) & ((1L << COLUMN_BITS) - 1);
            // A column of h stones has the code 2^h - 1 plus the mover's stones: below 2^(h+1) - 1.
            int height = 63 - Long.numberOfLeadingZeros(bits + 1);
            if (height > HEIGHT) {
                throw new IllegalArgumentException("code " + code + " has more than " + HEIGHT
                        + " stones in column " + (column + 1));
            }
            long stones = (1L << height) - 1;
            occupied |= stones << (column * COLUMN_BITS);
            current |= (bits - stones) << (column * COLUMN_BITS);
        }
        int moves = Long.bitCount(occupied);
        if (Long.bitCount(current) != moves / 2 || moves == CELLS
                || hasFour(current) || hasFour(current ^ occupied)) {
            throw new IllegalArgumentException("code " + code + " is no position of a game"
                    + " that goes on: " + moves + " stones, " + Long.bitCount(current)
                    + " of them the mover's, or a four in a row, or a full board");
        }
        return new BitBoard(current, occupied, moves);
    }

    /**
     * Returns the mirror image of the position: column 1 swapped with 7, 2 with 6, 3 with 5.
     *
     * @return the position reflected, with the same player to move and the same score
     */
    BitBoard mirror() {
        return ofCode(mirrored(code()));
    }

    /** The code of the mirror image: the same 7-bit column codes, in the reverse order. */
    private static long mirrored(long code) {
        long columnCode = (1L << COLUMN_BITS) - 1;
        long mirror = 0L;
        for (int column = 0; column < WIDTH; column++) {
            long bits = (code >>> (column * COLUMN_BITS)) & columnCode;
            mirror |= bits << ((WIDTH - 1 - column) * COLUMN_BITS);
        }
        return mirror;
    }

    /** The lowest empty cell of every column that has space (in the others, a spare bit). */
    private long playableCells() {
        // Adding one at the bottom of a column carries through its stones to the first empty
        // cell; the board mask then drops the spare bits of full columns.
        return (occupied + BOTTOM) & BOARD;
    }

    /** The empty cells where a player with {@code stones} would connect four now. */
    private long winningCells(long stones) {
        return winningCells(stones, occupied);
    }

    /**
     * The empty cells in which a stone would complete a four in a row with {@code stones}: for
     * each direction, the cells whose three neighbours in one of the four possible placements
     * (three before, two before and one after, and so on) are all stones.
     */
    private static long winningCells(long stones, long occupied) {
        long cells = lineCompletions(stones, 1)                 // vertical
                | lineCompletions(stones, COLUMN_BITS)          // horizontal
                | lineCompletions(stones, COLUMN_BITS - 1)      // diagonal going down-right
                | lineCompletions(stones, COLUMN_BITS + 1);     // diagonal going up-right
        return cells & BOARD & ~occupied;
    }

    /** The cells that would complete three {@code stones} spaced by {@code step} into four. */
    private static long lineCompletions(long stones, int step) {
        long twoBefore = (stones << step) & (stones << 2 * step);
        long twoAfter = (stones >>> step) & (stones >>> 2 * step);
        return twoBefore & (stones << 3 * step)
                | twoBefore & (stones >>> step)
                | twoAfter & (stones << step)
                | twoAfter & (stones >>> 3 * step);
    }

    /** Whether some four in a row is among {@code stones}. */
    private static boolean hasFour(long stones) {
        return hasFourAlong(stones, 1)
                || hasFourAlong(stones, COLUMN_BITS)
                || hasFourAlong(stones, COLUMN_BITS - 1)
                || hasFourAlong(stones, COLUMN_BITS + 1);
    }

    private static boolean hasFourAlong(long stones, int step) {
        long pairs = stones & (stones >>> step);
        return (pairs & (pairs >>> 2 * step)) != 0;
    }

    private static long topCell(int column) {
        return 1L << (column * COLUMN_BITS + HEIGHT - 1);
    }

    /**
     * Returns every cell of a column.
     *
     * @param column the column, 0 to 6
     * @return the six cells of the column
     */
    static long columnCells(int column) {
        return ((1L << HEIGHT) - 1) << (column * COLUMN_BITS);
    }

    private boolean invariant() {
        long opponent = current ^ occupied;
        return (current & ~occupied) == 0
                && (occupied & ~BOARD) == 0
                && ((occupied & ~BOTTOM) >>> 1 & ~occupied) == 0
                && Long.bitCount(occupied) == moves
                && !hasFour(current) && !hasFour(opponent);
    }

    /**
     * Draws the position with the player to move as {@code x} and the other as {@code o}, top
     * row first, for messages and debugging.
     *
     * @return six lines of seven characters
     */
    @Override
    public String toString() {
        StringBuilder text = new StringBuilder();
        for (int row = HEIGHT - 1; row >= 0; row--) {
            for (int column = 0; column < WIDTH; column++) {
                long cell = 1L << (column * COLUMN_BITS + row);
                text.append((current & cell) != 0 ? 'x' : (occupied & cell) != 0 ? 'o' : '.');
            }
            if (row > 0) {
                text.append('\n');
            }
        }
        return text.toString();
    }
}
