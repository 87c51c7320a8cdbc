package tabuleiro.qwirkle;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * How a placement scores (rules QWIRKLE-09, QWIRKLE-10): each line that the turn's tiles make or
 * lengthen scores one point per tile in it, old tiles included, so a tile in two such lines
 * counts twice; a line of six, a Qwirkle, scores six more; a tile alone scores 1.
 */
public final class Scoring {

    private Scoring() {
    }

    /**
     * Scores a placement that has been put on the board, line by line.
     *
     * @param board the board with the placement's tiles on it
     * @param placement the tiles of the turn, all on {@code board}, in one line
     * @return the lines scored, the placement's own line first (if it has two or more tiles),
     *     then the lines across it, in the placement's order; with no end bonus
     * @throws NullPointerException if an argument is null
     * @throws IllegalArgumentException unless every tile of the placement is on the board
     * @post {@code result.total() >= 1}
     */
    public static TurnScore score(Board board, Placement placement) {
        Objects.requireNonNull(board, "board");
        for (TileAt tileAt : placement.tiles()) {
            if (!board.tileAt(tileAt.position()).equals(Optional.of(tileAt.tile()))) {
                throw new IllegalArgumentException("the placement's tile " + tileAt
                        + " should be on the board before it is scored");
            }
        }
        TurnScore score = lines(board, placement);
        assert score.total() >= 1 : "post: a placement scores at least one point";
        return score;
    }

    private static TurnScore lines(Board board, Placement placement) {
        // BEGIN SOLUTION exercise 4
        List<Position> squares = placement.positions();
        List<ScoredLine> lines = new ArrayList<>();
        // A single tile lies along both axes; two or more fix the axis of the placement.
        List<Axis> mainAxes = squares.size() == 1 ? List.of(Axis.ROW, Axis.COLUMN)
                : List.of(squares.get(0).row() == squares.get(1).row() ? Axis.ROW : Axis.COLUMN);
        for (Axis axis : mainAxes) {
            addIfLine(board, squares.get(0), axis, lines);
        }
        if (squares.size() > 1) {
            Axis across = mainAxes.get(0).crossing();
            for (Position square : squares) {
                addIfLine(board, square, across, lines);
            }
        }
        if (lines.isEmpty()) {
            lines.add(new ScoredLine(Axis.ROW, squares, 1));
        }
        return new TurnScore(lines, 0);
        // END SOLUTION
    }

    // BEGIN SOLUTION
    /** Adds the line through a square along an axis, if it has two tiles or more. */
    private static void addIfLine(Board board, Position square, Axis axis,
            List<ScoredLine> lines) {
        List<Position> line = board.lineThrough(square, axis);
        if (line.size() > 1) {
            int bonus = line.size() == Lines.LONGEST ? ScoredLine.QWIRKLE_BONUS : 0;
            lines.add(new ScoredLine(axis, line, line.size() + bonus));
        }
    }
    // END SOLUTION
}
