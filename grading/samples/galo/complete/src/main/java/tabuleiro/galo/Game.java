package tabuleiro.galo;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * A game of Jogo do Galo (tic-tac-toe): the engine that the text UI and the agents are written
 * against.
 *
 * <p>The board has three rows and three columns of squares (rule GALO-01). X moves first
 * (GALO-02) and the players alternate (GALO-03), each putting their mark on an empty square
 * (GALO-04). Three marks of one player in a row, a column or a diagonal win (GALO-06 to
 * GALO-08); a full board without such a line is a draw (GALO-09); once the game is over no move
 * is played (GALO-10).
 *
 * <p>The state is the board and three fields that could be worked out from it (whose turn it
 * is, the result and the winning line) but are stored, so that no query scans the board.
 * Storing them is only safe while they agree with the board; that agreement is the class
 * invariant.
 *
 * @invariant the stored fields agree with the board: X has as many marks as O or one more,
 *     the next mark follows from those counts, the winning line is three of the winner's marks,
 *     nobody else has three in a row, and the game is over exactly when someone has won or the
 *     board is full.
 */
public final class Game {

    /** The number of rows, and of columns, of the board; also how many marks in a row win. */
    public static final int SIZE = 3;

    /** {@code board[row - 1][column - 1]} holds the square's mark, or {@code null} when empty. */
    private final Mark[][] board = new Mark[SIZE][SIZE];
    private Mark next = Mark.X;
    private Result result = Result.IN_PLAY;
    /** The three squares of the winning line, or an empty list while nobody has won. */
    private List<Square> winningLine = List.of();

    private Game() {
        assert invariantBroken().isEmpty() : invariantBroken();
    }

    /**
     * Creates a game ready to be played: an empty board, in play, X to move (rules GALO-01,
     * GALO-02).
     *
     * @return a new game
     * @post every square is empty, {@code result() == Result.IN_PLAY
     *     && winningLine().isEmpty() && nextMark() == Mark.X}
     */
    public static Game newGame() {
        Game game = new Game();
        assert game.marks() == 0 && game.result() == Result.IN_PLAY
                && game.winningLine().isEmpty() && game.nextMark() == Mark.X
                : "post: a new game has an empty board, X to move";
        return game;
    }

    /**
     * Returns the mark on a square, if any (rule GALO-01).
     *
     * @param square a square of the board
     * @return the mark on the square, or empty when the square is empty
     * @throws NullPointerException if {@code square} is null
     */
    public Optional<Mark> markAt(Square square) {
        Objects.requireNonNull(square, "square");
        Mark mark = board[square.row() - 1][square.column() - 1];
        return mark == null ? Optional.empty() : Optional.of(mark);
    }

    /**
     * Tells whether a square is empty, so that a mark may be put on it (rule GALO-04).
     *
     * @param square a square of the board
     * @return {@code true} exactly when {@code markAt(square).isEmpty()}
     * @throws NullPointerException if {@code square} is null
     */
    public boolean isEmpty(Square square) {
        return markAt(square).isEmpty();
    }

    /**
     * Puts the next player's mark on an empty square and passes the turn to the other player
     * (rules GALO-02 to GALO-04). A third mark in a line wins (GALO-06 to GALO-08), and the ninth
     * mark without a line draws (GALO-09).
     *
     * <p>A square that holds a mark, or a move after the end, is refused with an exception and
     * the game is left exactly as it was (rules GALO-04, GALO-10): it is the caller's mistake, and
     * the text UI never makes it.
     *
     * @param square the square to mark
     * @return this game, updated, so that calls can be chained
     * @throws NullPointerException if {@code square} is null
     * @throws IllegalStateException unless {@code !isOver()}
     * @throws IllegalArgumentException unless {@code isEmpty(square)}
     * @post the square holds the mover's mark, the board one mark more, and the other player is
     *     next: {@code markAt(square).equals(Optional.of(old(nextMark())))
     *     && marks() == old(marks()) + 1 && nextMark() == old(nextMark()).opponent()}, where
     *     {@code marks()} counts the marks on the board
     */
    public Game play(Square square) {
        Objects.requireNonNull(square, "square");
        if (isOver()) {
            throw new IllegalStateException(
                    "the game is over: no move can be played after the end");
        }
        if (!isEmpty(square)) {
            throw new IllegalArgumentException("square " + square + " holds " + board[
                    square.row() - 1][square.column() - 1] + ": play on an empty square");
        }
        Mark mover = next;
        final int marksBefore = marks();

        placeMark(square);
        // A line needs three marks of the mover, and a full board five of X's: before that the
        // game cannot have ended, and exercise 2's games are played without exercise 3.
        if (marksOf(mover) >= SIZE) {
            settle(square);
        }

        assert board[square.row() - 1][square.column() - 1] == mover
                : "post: the square holds the mover's mark";
        assert marks() == marksBefore + 1 : "post: one more mark on the board";
        assert next == mover.opponent() : "post: the players alternate";
        assert invariantBroken().isEmpty() : invariantBroken();
        return this;
    }

    /** Puts the next player's mark on an empty square and gives the turn to the other player. */
    private void placeMark(Square square) {
        int row = square.row() - 1;
        int column = square.column() - 1;
        board[row][column] = next;
        // X moves first and the players alternate: the turn goes to whoever did not just move.
        if (next == Mark.X) {
            next = Mark.O;
        } else {
            next = Mark.X;
        }
    }

    /**
     * Decides whether the mark just put on a square ended the game: a line through the square
     * that holds three of its marks wins for its player (rules GALO-06 to GALO-08), and
     * otherwise a full board is a draw (GALO-09).
     *
     * @param square the square that was just marked
     */
    private void settle(Square square) {
        int row = square.row();
        int column = square.column();
        Mark mover = board[row - 1][column - 1];
        // The four directions a line can run through the square: along the row, down the
        // column, and down either diagonal.
        int[][] directions = {{0, 1}, {1, 0}, {1, 1}, {1, -1}};
        for (int[] direction : directions) {
            List<Square> line = new ArrayList<>();
            for (int step = -(SIZE - 1); step <= SIZE - 1; step++) {
                int r = row + step * direction[0];
                int c = column + step * direction[1];
                if (r >= 1 && r <= SIZE && c >= 1 && c <= SIZE && board[r - 1][c - 1] == mover) {
                    line.add(new Square(r, c));
                } else if (line.size() < SIZE) {
                    line.clear();
                }
            }
            if (line.size() == SIZE) {
                result = mover == Mark.X ? Result.X_WINS : Result.O_WINS;
                winningLine = List.copyOf(line);
                return;
            }
        }
        boolean full = true;
        for (Mark[] cells : board) {
            for (Mark cell : cells) {
                full &= cell != null;
            }
        }
        if (full) {
            result = Result.DRAW;
        }
    }

    /**
     * Returns whose turn it is (rules GALO-02, GALO-03): X when both players have as many marks,
     * O when X has one more.
     *
     * @return the mark of the player to move next
     */
    public Mark nextMark() {
        return next;
    }

    /**
     * Returns how the game stands: in play, won by X or O, or drawn (rules GALO-06 to GALO-09).
     *
     * @return the result so far
     */
    public Result result() {
        return result;
    }

    /**
     * Tells whether the game has ended, by a win or by a draw (rule GALO-10).
     *
     * @return {@code result().isOver()}
     */
    public boolean isOver() {
        return result.isOver();
    }

    /**
     * Returns the winner's mark, if someone has won (rules GALO-06 to GALO-08).
     *
     * @return {@code result().winner()}
     */
    public Optional<Mark> winner() {
        return result.winner();
    }

    /**
     * Returns the three squares of the winning line (rules GALO-06 to GALO-08).
     *
     * @return the three squares of the line, from one end to the other (either end first; the
     *     reference lists them as {@link Line#squares()} does), one of which was marked last; an
     *     empty list while nobody has won
     */
    public List<Square> winningLine() {
        return winningLine;
    }

    /**
     * Draws the board as the rule book does: column letters on top, row numbers on the left,
     * {@code .} for an empty square and the mark for a marked one.
     *
     * @return the board, one line per row
     */
    @Override
    public String toString() {
        StringBuilder text = new StringBuilder(" ");
        for (int column = 1; column <= SIZE; column++) {
            text.append(' ').append((char) ('a' + column - 1));
        }
        for (int row = 1; row <= SIZE; row++) {
            text.append('\n').append(row);
            for (int column = 1; column <= SIZE; column++) {
                Mark mark = board[row - 1][column - 1];
                text.append(' ').append(mark == null ? "." : mark.name());
            }
        }
        return text.toString();
    }

    private boolean holdsThree(Line line, Mark mark) {
        return line.squares().stream()
                .allMatch(square -> board[square.row() - 1][square.column() - 1] == mark);
    }

    private int marks() {
        return marksOf(Mark.X) + marksOf(Mark.O);
    }

    private int marksOf(Mark mark) {
        int count = 0;
        for (Mark[] row : board) {
            for (Mark square : row) {
                if (square == mark) {
                    count++;
                }
            }
        }
        return count;
    }

    // The invariant reads the board directly and checks every line: it is a second, independent
    // account of the rules against which the engine's stored fields are checked.

    /**
     * The class invariant, clause by clause: the first clause that does not hold, labelled
     * {@code invariant:} and saying what the board shows and what the stored fields say, or an
     * empty string when every clause holds. Where a clause checks the work of one method, the
     * message ends by naming it, {@code (see Game.settle)}, so that the feedback can point there
     * rather than at the {@code assert}.
     */
    private String invariantBroken() {
        int xs = marksOf(Mark.X);
        int os = marksOf(Mark.O);
        String marks = "the board has " + xs + " X and " + os + " O";
        if (xs != os && xs != os + 1) {
            return "invariant: the players alternate, X first, so X has as many marks as O or"
                    + " one more (GALO-02, GALO-03): " + marks + " (see Game.placeMark)";
        }
        Mark follows = xs == os ? Mark.X : Mark.O;
        if (next != follows) {
            return "invariant: the next mark follows from the counts of marks (GALO-03): "
                    + marks + ", so " + follows + " is next, but nextMark() is " + next
                    + " (see Game.placeMark)";
        }
        String stored = "result() is " + result + " and winningLine() is "
                + (winningLine.isEmpty() ? "empty" : squaresText(winningLine));
        List<Line> lines = new ArrayList<>();
        for (Mark mark : Mark.values()) {
            for (Line line : Line.values()) {
                if (holdsThree(line, mark)) {
                    lines.add(line);
                }
            }
        }
        Optional<Mark> winner = result.winner();
        if (winner.isEmpty()) {
            if (!lines.isEmpty()) {
                List<Square> found = lines.get(0).squares();
                return "invariant: three in a row win (GALO-06, GALO-07, GALO-08): the board has "
                        + squaresText(found) + " all " + markAt(found.get(0)).orElseThrow()
                        + ", but " + stored + " (see Game.settle)";
            }
            if (!winningLine.isEmpty()) {
                return "invariant: there is a winning line only when someone has won: " + stored
                        + " (see Game.settle)";
            }
        } else {
            // Either end of the line may come first (GALO-06): the contract fixes no order.
            List<Square> backwards = new ArrayList<>(winningLine);
            Collections.reverse(backwards);
            boolean ownLine = lines.stream().anyMatch(line -> holdsThree(line, winner.get())
                    && (line.squares().equals(winningLine) || line.squares().equals(backwards)));
            if (!ownLine) {
                return "invariant: the winning line is three of the winner's marks in a row"
                        + " (GALO-06, GALO-07, GALO-08): " + stored + ", but those squares are"
                        + " not a line of " + winner.get() + " (see Game.settle)";
            }
            for (Line line : lines) {
                if (!holdsThree(line, winner.get())) {
                    return "invariant: only one player can have three in a row: the board also"
                            + " has " + squaresText(line.squares()) + " all "
                            + winner.get().opponent() + ", but " + stored + " (see Game.settle)";
                }
            }
        }
        boolean full = xs + os == SIZE * SIZE;
        boolean draw = winner.isEmpty() && full;
        if ((result == Result.DRAW) != draw) {
            return "invariant: a full board without three in a row is a draw, and only that"
                    + " (GALO-09): " + marks + ", " + (lines.isEmpty() ? "no line of three"
                            : "a line of three") + ", but result() is " + result
                    + " (see Game.settle)";
        }
        return "";
    }

    /** Squares as the rule book writes them: {@code a1 b2 c3}. */
    private static String squaresText(List<Square> squares) {
        StringBuilder text = new StringBuilder();
        for (Square square : squares) {
            text.append(text.length() == 0 ? "" : " ").append(square);
        }
        return text.toString();
    }
}
