package tabuleiro.galo;

import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * An agent that plays perfectly: it searches every way the game can go on from the position
 * (the whole game tree, which for this board is small) and plays a move of best score, so it
 * never loses a game it could draw, never draws a game it could win, wins as soon as it can and
 * loses as late as it can.
 *
 * <p>When several moves are as good it plays the first in reading order ({@link Board#squares()}),
 * so that the same position always gets the same move and a game against it can be replayed.
 *
 * <p>It reads the game through {@link Game#markAt(Square)} alone and searches on a copy of the
 * marks of its own: it never plays a move on the game to try it, so a student's engine is only
 * asked what it has been asked by the text UI already. An agent remembers the scores of the
 * positions it has searched (a few thousand at most), so one agent should play a whole session;
 * it is not safe for use by two threads at once.
 */
public final class PerfectAgent implements Agent {

    /** The score of a win with no empty square left; a quicker win scores one more a square. */
    private static final int WIN = 1;

    /** The scores already worked out, by position ({@link #key}), for the player to move. */
    private final Map<Integer, Integer> scores = new HashMap<>();

    /** Creates an agent with nothing searched yet. */
    public PerfectAgent() {
        // The scores are remembered as the agent searches.
    }

    @Override
    public Square chooseSquare(Game game, Mark mark) {
        Agent.requireTurn(game, mark);
        Mark[] marks = new Mark[Game.SIZE * Game.SIZE];
        List<Square> squares = Board.squares();
        for (int i = 0; i < marks.length; i++) {
            marks[i] = game.markAt(squares.get(i)).orElse(null);
        }
        Square best = null;
        int bestScore = Integer.MIN_VALUE;
        for (int i = 0; i < marks.length; i++) {
            if (marks[i] == null) {
                marks[i] = mark;
                int score = -scoreFor(marks, mark.opponent(), i);
                marks[i] = null;
                if (score > bestScore) {
                    bestScore = score;
                    best = squares.get(i);
                }
            }
        }
        assert best != null && game.isEmpty(best) : "post: the agent chooses an empty square";
        return best;
    }

    /**
     * The score of a position for the player to move, with perfect play from both sides: a win
     * scores {@code WIN} plus the squares still empty when it is made, a draw 0, a loss the
     * opposite of the opponent's win.
     *
     * @param marks the marks by square in reading order, {@code null} for empty; put back as
     *     they were when the method returns
     * @param toMove the mark of the player to move
     * @param last the index of the square marked last, by the opponent of {@code toMove}
     */
    private int scoreFor(Mark[] marks, Mark toMove, int last) {
        int empty = 0;
        for (Mark square : marks) {
            if (square == null) {
                empty++;
            }
        }
        if (completesLine(marks, last)) {
            return -(WIN + empty);
        }
        if (empty == 0) {
            return 0;
        }
        int key = key(marks);
        Integer known = scores.get(key);
        if (known != null) {
            return known;
        }
        int best = Integer.MIN_VALUE;
        for (int i = 0; i < marks.length; i++) {
            if (marks[i] == null) {
                marks[i] = toMove;
                best = Math.max(best, -scoreFor(marks, toMove.opponent(), i));
                marks[i] = null;
            }
        }
        scores.put(key, best);
        return best;
    }

    /** Whether the mark on a square makes three in a row with others of the same mark. */
    private static boolean completesLine(Mark[] marks, int index) {
        Square square = Board.squares().get(index);
        for (Line line : Line.values()) {
            if (line.contains(square) && line.squares().stream()
                    .allMatch(other -> marks[Board.squares().indexOf(other)] == marks[index])) {
                return true;
            }
        }
        return false;
    }

    /**
     * A position as a number: each square a digit in base 3 (0 empty, 1 X, 2 O). The player to
     * move follows from the counts of marks, so the marks alone name the position.
     */
    private static int key(Mark[] marks) {
        int key = 0;
        for (Mark mark : marks) {
            key = key * 3 + (mark == null ? 0 : mark.ordinal() + 1);
        }
        return key;
    }
}
