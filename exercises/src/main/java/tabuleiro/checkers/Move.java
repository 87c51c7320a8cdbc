package tabuleiro.checkers;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * One move of one piece, as an immutable value: every square the piece occupies, from where it
 * starts to where it ends (rule CHECKERS-26), and every square whose piece it captures, in the
 * order captured.
 *
 * <p>A simple move has a path of two squares and captures nothing. A capture has one more square
 * in its path than pieces captured: each jump lands on the next square of the path.
 *
 * @param path the squares the piece occupies, start and end included
 * @param captured the squares of the pieces captured, in order
 * @invariant {@code path.size() >= 2}, and either nothing is captured and the path is one step,
 *     or {@code path.size() == captured.size() + 1}; no piece is captured twice
 */
public record Move(List<Square> path, List<Square> captured) {

    /**
     * Makes a move, copying the lists so that the move cannot change.
     *
     * @param path the squares the piece occupies, start and end included
     * @param captured the squares of the captured pieces, in order
     * @throws IllegalArgumentException unless the path has at least two squares, a capture has one
     *     landing square per captured piece, a simple move has exactly two squares, and no square
     *     is captured twice
     */
    public Move {
        path = List.copyOf(Objects.requireNonNull(path, "a move needs a path"));
        captured = List.copyOf(Objects.requireNonNull(captured, "a move needs its captures"));
        if (path.size() < 2) {
            throw new IllegalArgumentException(
                    "a move goes from one square to another, but the path was " + path);
        }
        if (captured.isEmpty() ? path.size() != 2 : path.size() != captured.size() + 1) {
            throw new IllegalArgumentException("a move of " + path.size() + " squares must"
                    + " capture " + (path.size() - 1) + " pieces (or none, for one step), but"
                    + " it captures " + captured);
        }
        if (Set.copyOf(captured).size() != captured.size()) {
            throw new IllegalArgumentException(
                    "a piece cannot be captured twice (rule CHECKERS-10): " + captured);
        }
    }

    /**
     * Makes a simple move of one step or one flight, capturing nothing.
     *
     * @param from where the piece starts
     * @param to where it ends
     * @return the move
     */
    public static Move simple(Square from, Square to) {
        return new Move(List.of(from, to), List.of());
    }

    /**
     * Returns the square the piece starts on.
     *
     * @return the first square of the path
     */
    public Square from() {
        return path.get(0);
    }

    /**
     * Returns the square the piece ends on.
     *
     * @return the last square of the path
     */
    public Square to() {
        return path.get(path.size() - 1);
    }

    /**
     * Tells whether the move captures.
     *
     * @return {@code !captured().isEmpty()}
     */
    public boolean isCapture() {
        return !captured.isEmpty();
    }

    /**
     * Tells whether two moves are the same move of the game: same start, same end and the same
     * set of captured pieces, whatever the order or the squares in between (rule CHECKERS-10).
     *
     * @param other the other move
     * @return {@code true} when the two moves have the same effect on the board
     */
    public boolean sameEffectAs(Move other) {
        return from().equals(other.from()) && to().equals(other.to())
                && Set.copyOf(captured).equals(Set.copyOf(other.captured));
    }

    /**
     * Returns this move continued by one more jump.
     *
     * @param over the square of the piece jumped
     * @param landing the square landed on
     * @return a longer move
     */
    public Move then(Square over, Square landing) {
        List<Square> longer = new ArrayList<>(path);
        longer.add(landing);
        List<Square> more = new ArrayList<>(captured);
        more.add(over);
        return new Move(longer, more);
    }

    /**
     * Writes the move as PDN does: {@code 22-18} for a simple move, {@code 22x15x6} for a capture
     * (every landing square, so that the route is unambiguous).
     *
     * @return the move's text
     */
    @Override
    public String toString() {
        return path.stream().map(Square::toString)
                .collect(Collectors.joining(isCapture() ? "x" : "-"));
    }
}
