package tabuleiro.qwirkle;

import java.util.List;
import java.util.Objects;

/**
 * One line that a turn scored, with its points (rules QWIRKLE-09, QWIRKLE-10): a student reads
 * the turn's score line by line to see where each point came from.
 *
 * @param axis along a row or a column; for a lone tile either, as it is in no line
 * @param squares the squares of the line, from one end to the other, old tiles included
 * @param points one per tile, plus {@link ScoredLine#QWIRKLE_BONUS} for a Qwirkle
 */
public record ScoredLine(Axis axis, List<Position> squares, int points) {

    /** The bonus for completing a line of six, a Qwirkle (rule QWIRKLE-10). */
    public static final int QWIRKLE_BONUS = 6;

    /**
     * Creates a scored line.
     *
     * @throws NullPointerException if the axis or the squares are null
     * @throws IllegalArgumentException unless there is a square: {@code !squares.isEmpty()}
     */
    public ScoredLine {
        Objects.requireNonNull(axis, "axis");
        squares = List.copyOf(squares);
        if (squares.isEmpty()) {
            throw new IllegalArgumentException("a scored line has at least one square");
        }
    }

    /**
     * Tells whether the line is a Qwirkle, six tiles long (rule QWIRKLE-10).
     *
     * @return {@code squares().size() == Lines.LONGEST}
     */
    public boolean isQwirkle() {
        return squares.size() == Lines.LONGEST;
    }

    /**
     * Explains the line's points in a sentence, such as "row 0, columns 1 to 3: 3 tiles, 3
     * points" or "column 2, rows 0 to 5: 6 tiles + 6 for a Qwirkle, 12 points".
     *
     * @return the explanation
     */
    public String explain() {
        Position first = squares.get(0);
        Position last = squares.get(squares.size() - 1);
        if (squares.size() == 1) {
            return "the tile on " + first + " alone: " + points + " point";
        }
        String where = axis == Axis.ROW
                ? "row " + first.row() + ", columns " + first.column() + " to " + last.column()
                : "column " + first.column() + ", rows " + first.row() + " to " + last.row();
        return where + ": " + squares.size() + " tiles"
                + (isQwirkle() ? " + " + QWIRKLE_BONUS + " for a Qwirkle" : "")
                + ", " + points + " points";
    }
}
