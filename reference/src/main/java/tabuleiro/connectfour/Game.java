package tabuleiro.connectfour;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * A game of Connect Four: the engine that the brief's text UI is written against.
 *
 * <p>The public methods are the brief's functions (rules C4-03 to C4-12), in English:
 * {@link #newGame()} ({@code novo_jogo}), {@link #hasSpace(int)} ({@code ha_espaco}),
 * {@link #play(int)} ({@code jogar}), {@link #valueAt(int, int)} ({@code valor}),
 * {@link #isOver()} ({@code terminou}), {@link #winner()} ({@code quem_ganhou}),
 * {@link #winningLine()} ({@code get_linha_vitoria}) and {@link #nextPlayer()}
 * ({@code proximo_a_jogar}). A user interface needs nothing else (rule C4-15), so any engine
 * with these methods can replace this one.
 *
 * <p>The state is the brief's suggested structure (rule C4-13): the grid, and four fields that
 * could be worked out from the grid but are stored so that no query has to scan it. Storing them
 * is only safe while they agree with the grid; that agreement is the class invariant.
 *
 * @invariant the stored fields agree with the grid (rule C4-13): the next player follows from
 *     the counts of discs (C4-04), no disc floats above an empty position, the winning line is
 *     a four of the winner's discs, nobody else has four in a row, and the game is over exactly
 *     when someone has won or the grid is full.
 */
public final class Game {

    /** The number of rows of the grid (rule C4-01). */
    public static final int ROWS = 6;

    /** The number of columns of the grid (rule C4-01). */
    public static final int COLUMNS = 7;

    /** How many discs in a row win (rule C4-09). */
    public static final int CONNECT = 4;

    /** The value of an empty position (rule C4-02). */
    public static final int EMPTY = 0;

    /** {@code grid[row - 1][column - 1]} holds 0, 1 or 2 as the brief says (rule C4-02). */
    private final int[][] grid = new int[ROWS][COLUMNS];
    private boolean over;
    /** The winner, or {@code null} while nobody has won. */
    private Player winner;
    private Player next = Player.FIRST;
    /** The four positions of the winning four, or an empty list while nobody has won. */
    private List<Position> winningLine = List.of();

    private Game() {
        assert invariantBroken().isEmpty() : invariantBroken();
    }

    /**
     * Creates a game ready to be played: an empty grid, not over, no winner, no winning line,
     * and the first player to move (rule C4-03).
     *
     * @return a new game
     * @post the grid is empty, {@code !isOver() && winner().isEmpty()
     *     && winningLine().isEmpty() && nextPlayer() == Player.FIRST}
     */
    public static Game newGame() {
        Game game = new Game();
        assert !game.isOver() && game.winner().isEmpty() && game.winningLine().isEmpty()
                && game.nextPlayer() == Player.FIRST : "post: a new game is empty, player 1 next";
        return game;
    }

    /**
     * Tells whether a column has at least one empty position (rule C4-05).
     *
     * @param column the column, 1 to 7
     * @return {@code true} exactly when the top position of the column is empty:
     *     {@code valueAt(1, column) == EMPTY}
     * @throws IllegalArgumentException unless {@code 1 <= column && column <= COLUMNS}
     */
    public boolean hasSpace(int column) {
        requireColumn(column);
        // BEGIN SOLUTION exercise 1
        return grid[0][column - 1] == EMPTY;
        // END SOLUTION
    }

    /**
     * Drops the next player's disc into a column: it lands on the lowest empty position, the
     * one with the highest row number (rule C4-06). The players alternate (C4-04); a four in a
     * row wins (C4-09, C4-10) and a full grid without one is a draw (C4-11).
     *
     * <p>Playing into a full column or a column off the grid, or playing after the end, is the
     * caller's mistake, not a move of the game (rule C4-07): it is refused with an exception and
     * the game is left exactly as it was.
     *
     * @param column the column, 1 to 7
     * @return this game, updated, so that calls can be chained as the brief's {@code jogar}
     *     returns the game
     * @throws IllegalArgumentException unless {@code 1 <= column && column <= COLUMNS}, or
     *     unless {@code hasSpace(column)}
     * @throws IllegalStateException unless {@code !isOver()}
     * @post the column holds one more disc, the mover's, on top of the others, and the other
     *     player is next: {@code discsIn(column) == old(discsIn(column)) + 1
     *     && valueAt(ROWS - old(discsIn(column)), column) == old(nextPlayer()).number()
     *     && nextPlayer() == old(nextPlayer()).opponent()}, where {@code discsIn(column)} counts
     *     the discs in the column
     */
    public Game play(int column) {
        requireColumn(column);
        if (isOver()) {
            throw new IllegalStateException(
                    "the game is over: no move can be played after the end");
        }
        if (!hasSpace(column)) {
            throw new IllegalArgumentException(
                    "column " + column + " is full: play in a column that has space");
        }
        Player mover = nextPlayer();
        int discsBefore = discsIn(column);

        dropDisc(column);

        assert discsIn(column) == discsBefore + 1 : "post: one more disc in the column";
        assert valueAt(ROWS - discsBefore, column) == mover.number()
                : "post: the mover's disc lands on the lowest empty position";
        assert nextPlayer() == mover.opponent() : "post: the players alternate";
        assert invariantBroken().isEmpty() : invariantBroken();
        return this;
    }

    /**
     * Puts the next player's disc on the lowest empty position of a column that has space, and
     * brings the other four fields up to date.
     */
    private void dropDisc(int column) {
        // BEGIN SOLUTION exercise 2
        Position landing = new Position(lowestEmptyRow(column), column);
        grid[landing.row() - 1][landing.column() - 1] = next.number();
        List<Position> four = fourThrough(landing);
        if (!four.isEmpty()) {
            winner = next;
            winningLine = four;
        }
        over = winner != null || isFull();
        next = next.opponent();
        // END SOLUTION
    }

    // BEGIN SOLUTION
    private int lowestEmptyRow(int column) {
        int row = ROWS;
        while (grid[row - 1][column - 1] != EMPTY) {
            row--;
        }
        return row;
    }

    private boolean isFull() {
        for (int column = 1; column <= COLUMNS; column++) {
            if (hasSpace(column)) {
                return false;
            }
        }
        return true;
    }
    // END SOLUTION

    /**
     * Finds a four in a row of the disc just dropped that includes it (rule C4-10).
     *
     * @param landing where the disc just dropped landed
     * @return four positions in a row, from one end to the other, that hold the disc's player's
     *     discs and include {@code landing}; an empty list when there is no such four
     */
    private List<Position> fourThrough(Position landing) {
        // BEGIN SOLUTION exercise 2
        int disc = valueAt(landing.row(), landing.column());
        for (Direction direction : Direction.values()) {
            List<Position> run = runThrough(landing, direction, disc);
            if (run.size() >= CONNECT) {
                // Of a run of five or more, take a four that includes the landing position.
                int start = Math.min(run.indexOf(landing), run.size() - CONNECT);
                return List.copyOf(run.subList(start, start + CONNECT));
            }
        }
        return List.of();
        // END SOLUTION
    }

    // BEGIN SOLUTION
    /** The unbroken run of {@code disc}s through {@code landing} along a direction, in order. */
    private List<Position> runThrough(Position landing, Direction direction, int disc) {
        int row = landing.row();
        int column = landing.column();
        while (holds(row - direction.rowStep(), column - direction.columnStep(), disc)) {
            row -= direction.rowStep();
            column -= direction.columnStep();
        }
        List<Position> run = new ArrayList<>();
        while (holds(row, column, disc)) {
            run.add(new Position(row, column));
            row += direction.rowStep();
            column += direction.columnStep();
        }
        return run;
    }

    private boolean holds(int row, int column, int disc) {
        return isOnGrid(row, column) && grid[row - 1][column - 1] == disc;
    }
    // END SOLUTION

    /**
     * Returns what a position of the grid holds (rules C4-02, C4-08).
     *
     * @param row the row, 1 (top) to 6 (bottom)
     * @param column the column, 1 (left) to 7 (right)
     * @return 0 for an empty position, 1 or 2 for a disc of that player
     * @throws IllegalArgumentException unless {@code 1 <= row && row <= ROWS} and
     *     {@code 1 <= column && column <= COLUMNS}
     */
    public int valueAt(int row, int column) {
        requireRow(row);
        requireColumn(column);
        // BEGIN SOLUTION exercise 1
        return grid[row - 1][column - 1];
        // END SOLUTION
    }

    /**
     * Tells whether the game has ended, by a win or by a draw (rules C4-10, C4-11).
     *
     * @return {@code true} once a player has four in a row or the grid is full
     */
    public boolean isOver() {
        return over;
    }

    /**
     * Returns the player who won, if any (rule C4-10). An ended game without a winner is a draw
     * (rule C4-11).
     *
     * @return the winner, or empty while nobody has won
     */
    public Optional<Player> winner() {
        return Optional.ofNullable(winner);
    }

    /**
     * Returns the four positions of the winning four in a row (rule C4-10).
     *
     * @return the four positions, from one end of the line to the other (either end first),
     *     including the disc that won; an empty list while nobody has won
     */
    public List<Position> winningLine() {
        return winningLine;
    }

    /**
     * Returns the player whose turn it is (rules C4-04, C4-12): the first player when both
     * have as many discs on the grid, the second when the first has one more.
     *
     * @return the player to move next
     */
    public Player nextPlayer() {
        return next;
    }

    /**
     * Draws the grid as the rule book does: column numbers on top, row numbers on the left,
     * {@code .} for an empty position and the player's number for a disc.
     *
     * @return the grid, one line per row
     */
    @Override
    public String toString() {
        StringBuilder text = new StringBuilder(" ");
        for (int column = 1; column <= COLUMNS; column++) {
            text.append(' ').append(column);
        }
        for (int row = 1; row <= ROWS; row++) {
            text.append('\n').append(row);
            for (int column = 1; column <= COLUMNS; column++) {
                int value = grid[row - 1][column - 1];
                text.append(' ').append(value == EMPTY ? "." : String.valueOf(value));
            }
        }
        return text.toString();
    }

    static void requireColumn(int column) {
        if (column < 1 || column > COLUMNS) {
            throw new IllegalArgumentException(
                    "a column is a number from 1 to " + COLUMNS + ", but " + column + " was given");
        }
    }

    static void requireRow(int row) {
        if (row < 1 || row > ROWS) {
            throw new IllegalArgumentException(
                    "a row is a number from 1 to " + ROWS + ", but " + row + " was given");
        }
    }

    private static boolean isOnGrid(int row, int column) {
        return 1 <= row && row <= ROWS && 1 <= column && column <= COLUMNS;
    }

    private int discsIn(int column) {
        int discs = 0;
        for (int row = 1; row <= ROWS; row++) {
            if (grid[row - 1][column - 1] != EMPTY) {
                discs++;
            }
        }
        return discs;
    }

    // The invariant reads the grid directly and searches it exhaustively: it is a second,
    // independent account of the rules against which the engine's quicker bookkeeping is checked.

    /**
     * The class invariant, clause by clause: the first clause that does not hold, labelled
     * {@code invariant:} and saying what the grid shows and what the stored fields say, or an
     * empty string when every clause holds. Where a clause checks the work of one method, the
     * message ends by naming it, {@code (see Game.fourThrough)}, so that the feedback can point
     * there rather than at the {@code assert}.
     */
    private String invariantBroken() {
        int firsts = count(Player.FIRST.number());
        int seconds = count(Player.SECOND.number());
        String discs = "the grid has " + firsts + " discs of player 1 and " + seconds
                + " of player 2";
        if (firsts != seconds && firsts != seconds + 1) {
            return "invariant: the players alternate, so player 1 has as many discs as player 2"
                    + " or one more (C4-04): " + discs + " (see Game.dropDisc)";
        }
        Player follows = firsts == seconds ? Player.FIRST : Player.SECOND;
        if (next != follows) {
            return "invariant: the next player follows from the counts of discs (C4-04): "
                    + discs + ", so player " + follows.number() + " is next, but nextPlayer() is"
                    + " player " + next.number() + " (see Game.dropDisc)";
        }
        Optional<Position> floating = floatingDisc();
        if (floating.isPresent()) {
            Position disc = floating.get();
            return "invariant: a disc lands on the lowest empty position (C4-06): the disc at "
                    + disc + " has the empty position " + new Position(disc.row() + 1,
                            disc.column()) + " under it (see Game.dropDisc)";
        }
        String stored = "winner() is " + (winner == null ? "empty" : "player "
                + winner.number()) + ", winningLine() is " + (winningLine.isEmpty() ? "empty"
                        : positionsText(winningLine)) + " and isOver() is " + over;
        if (winner == null) {
            for (Player player : Player.values()) {
                List<Position> found = fourOf(player);
                if (!found.isEmpty()) {
                    return "invariant: four in a row win (C4-09, C4-10): the grid has four in a"
                            + " row of player " + player.number() + " at " + positionsText(found)
                            + ", but " + stored + " (see Game.fourThrough)";
                }
            }
            if (!winningLine.isEmpty()) {
                return "invariant: there is a winning line only when someone has won (C4-10): "
                        + stored + " (see Game.dropDisc)";
            }
        } else {
            if (!isFourOf(winningLine, winner)) {
                return "invariant: the winning line is four in a row of the winner's discs"
                        + " (C4-10): " + stored + ", but those positions are not four in a row"
                        + " of player " + winner.number() + "'s discs (see Game.fourThrough)";
            }
            List<Position> other = fourOf(winner.opponent());
            if (!other.isEmpty()) {
                return "invariant: only one player can have four in a row (C4-10): the grid also"
                        + " has four in a row of player " + winner.opponent().number() + " at "
                        + positionsText(other) + ", but " + stored + " (see Game.dropDisc)";
            }
        }
        boolean full = firsts + seconds == ROWS * COLUMNS;
        if (over != (winner != null || full)) {
            String grid = winner != null ? "player " + winner.number() + " has won"
                    : full ? "the grid is full (42 discs) without four in a row"
                    : "nobody has won and the grid has " + (firsts + seconds) + " discs, not 42";
            return "invariant: the game is over exactly when someone has won or the grid is full"
                    + " (C4-10, C4-11): " + grid + ", but isOver() is " + over
                    + (full && winner == null ? " (see Game.dropDisc, the draw)"
                            : " (see Game.dropDisc)");
        }
        return "";
    }

    /** Positions as the rule book writes them: {@code (6,1) (5,2) (4,3) (3,4)}. */
    private static String positionsText(List<Position> positions) {
        StringBuilder text = new StringBuilder();
        for (Position position : positions) {
            text.append(text.length() == 0 ? "" : " ").append(position);
        }
        return text.toString();
    }

    private int count(int value) {
        int count = 0;
        for (int[] row : grid) {
            for (int cell : row) {
                if (cell == value) {
                    count++;
                }
            }
        }
        return count;
    }

    /** A disc with an empty position under it, if the grid has one. */
    private Optional<Position> floatingDisc() {
        for (int row = 1; row < ROWS; row++) {
            for (int column = 1; column <= COLUMNS; column++) {
                if (grid[row - 1][column - 1] != EMPTY && grid[row][column - 1] == EMPTY) {
                    return Optional.of(new Position(row, column));
                }
            }
        }
        return Optional.empty();
    }

    /** A four in a row of the player's discs on the grid, or an empty list if there is none. */
    private List<Position> fourOf(Player player) {
        for (int row = 1; row <= ROWS; row++) {
            for (int column = 1; column <= COLUMNS; column++) {
                for (Direction direction : Direction.values()) {
                    if (isFourFrom(row, column, direction, player)) {
                        return line(row, column, direction.rowStep(), direction.columnStep());
                    }
                }
            }
        }
        return List.of();
    }

    /**
     * Whether the four positions that start at the given one and go on in the direction are on
     * the grid and all hold the player's discs. It reads the grid cell by cell, without building
     * the line: the invariant runs after every move, the rule book's set-up of a drawn position
     * included, so this search is the engine's most frequent work under test.
     */
    private boolean isFourFrom(int row, int column, Direction direction, Player player) {
        for (int step = 0; step < CONNECT; step++) {
            int r = row + step * direction.rowStep();
            int c = column + step * direction.columnStep();
            if (!isOnGrid(r, c) || grid[r - 1][c - 1] != player.number()) {
                return false;
            }
        }
        return true;
    }

    /** Four positions, each one step from the one before, as far as they are on the grid. */
    private static List<Position> line(int row, int column, int rowStep, int columnStep) {
        List<Position> line = new ArrayList<>();
        for (int step = 0; step < CONNECT; step++) {
            int r = row + step * rowStep;
            int c = column + step * columnStep;
            if (isOnGrid(r, c)) {
                line.add(new Position(r, c));
            }
        }
        return line;
    }

    /** Whether the positions are four in a row, in order, all holding the player's discs. */
    private boolean isFourOf(List<Position> positions, Player player) {
        if (positions.size() != CONNECT) {
            return false;
        }
        Position first = positions.get(0);
        int rowStep = positions.get(1).row() - first.row();
        int columnStep = positions.get(1).column() - first.column();
        boolean oneStep = Math.abs(rowStep) <= 1 && Math.abs(columnStep) <= 1
                && (rowStep != 0 || columnStep != 0);
        return oneStep && line(first.row(), first.column(), rowStep, columnStep).equals(positions)
                && positions.stream().allMatch(
                        position -> grid[position.row() - 1][position.column() - 1]
                                == player.number());
    }
}
