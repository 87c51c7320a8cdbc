package tabuleiro.features.connectfour;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Objects;
import java.util.Set;
import java.util.stream.Collectors;
import tabuleiro.connectfour.Game;
import tabuleiro.connectfour.Player;
import tabuleiro.connectfour.Position;

/**
 * Finds an order of moves that reaches a drawn grid in a real game, so that a scenario can set
 * up its position through the engine's public interface ({@code newGame} and {@code play})
 * instead of writing into the engine's fields.
 *
 * <p>The search works backwards from the drawing, as one would by hand: the last disc played is
 * a top disc of the player who moved last, and taking it away must leave a position in which
 * nobody has four in a row yet, because a game ends at its first four. Once no four is left,
 * taking discs away never makes one, so the rest of the search only has to respect the turns:
 * the discs come off top first, alternately the second player's and the first player's. Which
 * discs are left is then fixed by how many each column still holds, so a dead end is remembered
 * by those seven heights and never searched twice.
 */
public final class MoveOrder {

    private final Grid target;
    /** Heights of columns, encoded by {@link #key(int[])}, from which no order reaches empty. */
    private final Set<Integer> deadEnds = new HashSet<>();

    private MoveOrder(Grid target) {
        this.target = target;
    }

    /**
     * Finds the columns to play, in order from a new game, to reach a grid.
     *
     * @param target the grid to reach
     * @return the columns, 1 to 7, one per disc of the grid; empty for the empty grid
     * @throws IllegalArgumentException if no game reaches the grid: a disc floats above an empty
     *     position, the counts of discs are not as in a game (as many 1s as 2s, or one more 1),
     *     or every way of playing it would pass through a four in a row before the end; the
     *     message names the problem
     */
    public static List<Integer> toReach(Grid target) {
        Objects.requireNonNull(target, "target");
        requireNoFloatingDisc(target);
        Player lastMover = lastMover(target);
        if (target.count(Game.EMPTY) == Game.ROWS * Game.COLUMNS) {
            return List.of();
        }
        MoveOrder search = new MoveOrder(target);
        for (int column : possibleLastMoves(target, lastMover)) {
            int[] heights = heights(target);
            heights[column - 1]--;
            List<Integer> order = search.orderReaching(heights);
            if (order != null) {
                order.add(column);
                return List.copyOf(order);
            }
        }
        throw new IllegalArgumentException("no game reaches the drawn grid: the players take turns,"
                + " player 1 first, and no order of turns stacks the discs as drawn\n" + target);
    }

    private static void requireNoFloatingDisc(Grid target) {
        List<Position> floating = target.floatingDiscs();
        if (!floating.isEmpty()) {
            Position disc = floating.get(0);
            throw new IllegalArgumentException("the drawn grid cannot happen: the disc at " + disc
                    + " floats above the empty position " + new Position(disc.row() + 1,
                    disc.column()) + ", but a disc always falls to the lowest empty position\n"
                    + target);
        }
    }

    /** The player who played the last disc, worked out from the counts of discs (rule C4-04). */
    private static Player lastMover(Grid target) {
        int firsts = target.count(Player.FIRST.number());
        int seconds = target.count(Player.SECOND.number());
        Player next = target.nextPlayerByCounts().orElseThrow(() -> new IllegalArgumentException(
                "the drawn grid cannot happen: it has " + firsts + " discs of player 1 and "
                        + seconds + " of player 2, but the players take turns, player 1 first,"
                        + " so player 1 has as many discs as player 2 or one more\n" + target));
        return next.opponent();
    }

    /**
     * The columns whose top disc may have been the last one played: a top disc of the last
     * mover that belongs to every four on the grid, if there is any four.
     */
    private static List<Integer> possibleLastMoves(Grid target, Player lastMover) {
        List<List<Position>> othersFours = target.foursOf(lastMover.opponent());
        if (!othersFours.isEmpty()) {
            throw new IllegalArgumentException("the drawn grid cannot happen: "
                    + lastMover.opponent() + " has four in a row " + describe(othersFours.get(0))
                    + ", yet the counts of discs say that " + lastMover + " moved after that,"
                    + " and a game ends at the first four\n" + target);
        }
        List<List<Position>> fours = target.foursOf(lastMover);
        List<Integer> columns = new ArrayList<>();
        for (int column = 1; column <= Game.COLUMNS; column++) {
            int discs = target.discsIn(column);
            if (discs == 0) {
                continue;
            }
            Position top = new Position(Game.ROWS - discs + 1, column);
            if (target.valueAt(top) == lastMover.number()
                    && fours.stream().allMatch(four -> four.contains(top))) {
                columns.add(column);
            }
        }
        if (!fours.isEmpty() && columns.isEmpty()) {
            throw new IllegalArgumentException("the drawn grid cannot happen: " + lastMover
                    + " has more than one four in a row (" + fours.stream()
                    .map(MoveOrder::describe).collect(Collectors.joining(", "))
                    + ") and no single disc on top completes them all, so the game would have"
                    + " ended at the first of them\n" + target);
        }
        return columns;
    }

    /**
     * Takes discs off the top, alternately, until the grid is empty.
     *
     * @param heights how many discs of the target each column still holds; restored on return
     * @return the columns that build those discs up from a new game, in playing order, or
     *     {@code null} when the turns cannot stack them
     */
    private List<Integer> orderReaching(int[] heights) {
        int discs = 0;
        for (int height : heights) {
            discs += height;
        }
        if (discs == 0) {
            return new ArrayList<>();
        }
        int key = key(heights);
        if (deadEnds.contains(key)) {
            return null;
        }
        // The first player plays the odd-numbered discs, so the last of an odd count is theirs.
        int mover = discs % 2 == 1 ? Player.FIRST.number() : Player.SECOND.number();
        for (int column = 1; column <= Game.COLUMNS; column++) {
            int height = heights[column - 1];
            if (height == 0) {
                continue;
            }
            if (target.valueAt(new Position(Game.ROWS - height + 1, column)) == mover) {
                heights[column - 1]--;
                List<Integer> order = orderReaching(heights);
                heights[column - 1]++;
                if (order != null) {
                    order.add(column);
                    return order;
                }
            }
        }
        deadEnds.add(key);
        return null;
    }

    private static int[] heights(Grid grid) {
        int[] heights = new int[Game.COLUMNS];
        for (int column = 1; column <= Game.COLUMNS; column++) {
            heights[column - 1] = grid.discsIn(column);
        }
        return heights;
    }

    /** The heights as one number in base 7 (each height is 0 to 6). */
    private static int key(int[] heights) {
        int key = 0;
        for (int height : heights) {
            key = key * (Game.ROWS + 1) + height;
        }
        return key;
    }

    private static String describe(List<Position> four) {
        return four.stream().map(Position::toString).collect(Collectors.joining(" "));
    }
}
