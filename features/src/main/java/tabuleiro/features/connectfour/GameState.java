package tabuleiro.features.connectfour;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.stream.Collectors;
import tabuleiro.connectfour.Game;
import tabuleiro.connectfour.Player;
import tabuleiro.connectfour.Position;

/**
 * Everything the engine's interface tells about a game at one moment: the grid and the answers
 * of {@code isOver}, {@code winner}, {@code winningLine} and {@code nextPlayer}. Two states are
 * compared to see that a refused move or a question left the game as it was.
 *
 * @param grid what {@link Game#valueAt(int, int)} answers for each position
 * @param over what {@link Game#isOver()} answers
 * @param winner what {@link Game#winner()} answers
 * @param winningLine what {@link Game#winningLine()} answers
 * @param next what {@link Game#nextPlayer()} answers
 */
public record GameState(Grid grid, boolean over, Optional<Player> winner,
        List<Position> winningLine, Player next) {

    /**
     * Asks a game for its state.
     *
     * @param game the game, which is not changed
     * @return its state as the engine reports it now
     */
    public static GameState of(Game game) {
        return new GameState(Grid.of(game), game.isOver(), game.winner(),
                List.copyOf(game.winningLine()), game.nextPlayer());
    }

    /**
     * Describes, in plain words, how another state differs from this one.
     *
     * @param after the state to compare with this one
     * @return one line per difference, each saying what it was and what it became; empty when
     *     the states are the same
     */
    public List<String> changesTo(GameState after) {
        List<String> changes = new ArrayList<>();
        for (Position position : grid.differencesFrom(after.grid)) {
            changes.add("the position " + position + " held " + grid.valueAt(position)
                    + " and now holds " + after.grid.valueAt(position));
        }
        if (over != after.over) {
            changes.add("the game was " + (over ? "" : "not ") + "over and now is "
                    + (after.over ? "" : "not ") + "over");
        }
        if (!winner.equals(after.winner)) {
            changes.add("the winner was " + describe(winner) + " and now is "
                    + describe(after.winner));
        }
        if (!winningLine.equals(after.winningLine)) {
            changes.add("the winning line was " + describe(winningLine) + " and now is "
                    + describe(after.winningLine));
        }
        if (next != after.next) {
            changes.add("the next player was " + next + " and now is " + after.next);
        }
        return changes;
    }

    /**
     * Lists where the stored answers disagree with the grid (rule C4-13): the rule book works
     * out from the grid alone whose turn it is, whether the game is over, who won and whether
     * the winning line is a four, and compares that with what the engine said.
     *
     * @return one plain sentence per disagreement; empty when the state is consistent
     */
    public List<String> disagreementsWithGrid() {
        List<String> problems = new ArrayList<>();
        int firsts = grid.count(Player.FIRST.number());
        int seconds = grid.count(Player.SECOND.number());
        Optional<Player> byCounts = grid.nextPlayerByCounts();
        if (byCounts.isEmpty()) {
            problems.add("the grid has " + firsts + " discs of player 1 and " + seconds
                    + " of player 2, but in a game player 1 has as many as player 2 or one more");
        } else if (byCounts.get() != next) {
            problems.add("nextPlayer says " + next + ", but the grid has " + firsts
                    + " discs of player 1 and " + seconds + " of player 2, so " + byCounts.get()
                    + " is next");
        }
        for (Position floating : grid.floatingDiscs()) {
            problems.add("the disc at " + floating + " floats above an empty position");
        }
        List<List<Position>> firstsFours = grid.foursOf(Player.FIRST);
        List<List<Position>> secondsFours = grid.foursOf(Player.SECOND);
        if (winner.isEmpty()) {
            List<List<Position>> fours = firstsFours.isEmpty() ? secondsFours : firstsFours;
            if (!fours.isEmpty()) {
                problems.add("winner says nobody has won, but the grid has four in a row at "
                        + describe(fours.get(0)));
            }
            if (!winningLine.isEmpty()) {
                problems.add("nobody has won, but winningLine is " + describe(winningLine));
            }
        } else {
            Player won = winner.get();
            List<List<Position>> loserFours = won == Player.FIRST ? secondsFours : firstsFours;
            if (!grid.isFourOf(winningLine, won)) {
                problems.add("winner says " + won + ", but winningLine " + describe(winningLine)
                        + " is not four in a row of " + won + "'s discs");
            }
            if (!loserFours.isEmpty()) {
                problems.add("winner says " + won + ", but " + won.opponent()
                        + " has four in a row at " + describe(loserFours.get(0)));
            }
        }
        boolean shouldBeOver = !firstsFours.isEmpty() || !secondsFours.isEmpty() || grid.isFull();
        if (over != shouldBeOver) {
            problems.add("isOver says " + over + ", but " + (shouldBeOver
                    ? "someone has four in a row or the grid is full"
                    : "nobody has four in a row and the grid has empty positions"));
        }
        return problems;
    }

    /**
     * Writes who won in plain words.
     *
     * @param winner the answer of {@link Game#winner()}
     * @return "player 1", "player 2" or "nobody"
     */
    public static String describe(Optional<Player> winner) {
        return winner.map(Player::toString).orElse("nobody");
    }

    /**
     * Writes a line of positions as the rule book does.
     *
     * @param line the positions
     * @return the positions separated by spaces, e.g. {@code (6,1) (6,2) (6,3) (6,4)}, or
     *     "no line" for an empty list
     */
    public static String describe(List<Position> line) {
        return line.isEmpty() ? "no line"
                : line.stream().map(Position::toString).collect(Collectors.joining(" "));
    }
}
