package tabuleiro.features.connectfour;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.IntPredicate;
import java.util.function.Supplier;
import tabuleiro.connectfour.Game;
import tabuleiro.connectfour.Player;
import tabuleiro.connectfour.Position;
import tabuleiro.features.Refusal;

/**
 * What one scenario has done so far, shared by the step definition classes: the game under
 * test, the columns played to set it up, and the outcome of the scenario's {@code When}.
 *
 * <p>Cucumber makes a new world for every scenario (through
 * {@link tabuleiro.features.ScenarioObjectFactory}, which hands the same instance to every step
 * class that asks for one), so no state leaks from one scenario into the next.
 *
 * <p>A {@code When} runs through {@link #attempt(Supplier)}: if the engine refuses the action
 * with {@link IllegalArgumentException} or {@link IllegalStateException}, the way its
 * preconditions refuse, the refusal is kept for a {@code Then} to judge. Any other exception,
 * such as the skeleton's {@code UnsupportedOperationException("Exercise 2: ...")} or a failed
 * contract assertion, is not caught: it fails the scenario with the engine's own message.
 */
public final class ConnectFourWorld {

    private Game game;
    private final List<Integer> columnsPlayed = new ArrayList<>();
    private GameState before;
    private Integer refusedColumn;
    private final Refusal refusal = new Refusal();

    /** Starts a scenario with no game yet. */
    public ConnectFourWorld() {
        // Each scenario begins empty; its Given steps create the game.
    }

    /**
     * Starts a new game with {@link Game#newGame()}.
     *
     * @return the new game, which is now the scenario's game
     * @throws AssertionError if the engine returns no game
     */
    public Game startNewGame() {
        game = Game.newGame();
        if (game == null) {
            // Said here, or a later step would blame the rule book for a missing Given.
            throw new AssertionError("Game.newGame() returned null; it must return a new game.");
        }
        columnsPlayed.clear();
        return game;
    }

    /**
     * Sets a scenario up: starts a new game and plays columns in order. These moves are the
     * scenario's premise, so the engine must accept each of them.
     *
     * @param columns the columns to play, from a new game
     * @throws AssertionError if the engine refuses one of the moves, saying which and why
     */
    public void setUp(List<Integer> columns) {
        startNewGame();
        for (int column : columns) {
            String move = "To set this scenario up, the columns " + columns + " are played from"
                    + " a new game, but ";
            int number = columnsPlayed.size() + 1;
            long discs = columnsPlayed.stream().filter(played -> played == column).count();
            try {
                play(game, column);
            } catch (IllegalArgumentException | IllegalStateException refused) {
                throw new AssertionError(move + "move " + number + " (column " + column
                        + ") was refused: " + refused.getMessage() + waitsOn(column, refused)
                        + "\n" + Explain.grid(game), refused);
            } catch (AssertionError broken) {
                // A contract of play broken on the way (its postcondition, most often): when
                // the disc is not where it falls, the example waits on the dropping rule.
                String elsewhere = landedElsewhere(column, discs);
                if (elsewhere.isEmpty()) {
                    throw broken;
                }
                AssertionError explained = new AssertionError(move + "move " + number
                        + " (column " + column + ") broke a contract of play: "
                        + broken.getMessage() + "\nRow " + elsewhere + Explain.grid(game));
                explained.initCause(broken);
                explained.setStackTrace(broken.getStackTrace());
                throw explained;
            }
            String elsewhere = landedElsewhere(column, discs);
            if (!elsewhere.isEmpty()) {
                throw new AssertionError(move + "after move " + number + " (column " + column
                        + ") row " + elsewhere + Explain.grid(game));
            }
            columnsPlayed.add(column);
        }
    }

    /**
     * The end of the line that says a set-up move's disc is not where it falls (after "row "):
     * the lowest empty row of its column, read with valueAt, is still empty after the move.
     * Every example that plays its set-up waits on the dropping rule (C4-06), whatever rule it
     * is about. Whose disc it is, is the turns' rule, not this one. Empty when a disc is there,
     * when the column was full, or when valueAt cannot answer yet (a stub).
     */
    private String landedElsewhere(int column, long discs) {
        if (discs >= Game.ROWS) {
            return "";
        }
        int row = Game.ROWS - (int) discs;
        try {
            if (game.valueAt(row, column) != Game.EMPTY) {
                return "";
            }
        } catch (RuntimeException notYet) {
            return "";
        }
        return row + " of the column, the lowest empty one, is still empty (valueAt is "
                + Game.EMPTY + "): this example waits on rule C4-06 (play drops the disc into the"
                + " lowest empty position).\n";
    }

    /**
     * Which rule a refused set-up move shows broken, when the set-up knows better than the
     * engine: a column refused as full although fewer than six discs were dropped into it is
     * hasSpace's doing (rule C4-05), and the scenario's own rule waits on that one.
     */
    private String waitsOn(int column, RuntimeException refused) {
        long discs = columnsPlayed.stream().filter(played -> played == column).count();
        if (refused instanceof IllegalArgumentException && discs < Game.ROWS) {
            return ". Column " + column + " holds " + discs + " discs, so it has space: this"
                    + " example waits on rule C4-05 (hasSpace)";
        }
        return "";
    }

    /**
     * Plays a column of a game for a step. An assertion the engine fails inside {@code play}
     * (its class invariant, most often: "the stored fields agree with the grid") is passed on
     * with the same message and stack, followed by the line that says which rule the example
     * waits on when the grid shows it ({@link #waitsOnTheWinCheck(Game)}) and by the grid: a
     * scenario that plays to a win cannot pass before the engine sees the four, whatever rule
     * the scenario is about.
     *
     * @param game the game
     * @param column the column to play
     * @return what {@code play} returned
     * @throws AssertionError the engine's own, with the waits-on line when there is one
     */
    static Game play(Game game, int column) {
        try {
            return game.play(column);
        } catch (AssertionError failed) {
            String waits = waitsOnTheWinCheck(game);
            if (waits.isEmpty()) {
                waits = waitsOnTheFullGrid(game);
            }
            if (waits.isEmpty()) {
                waits = waitsOnTheTurn(game);
            }
            if (failed.getMessage() == null || waits.isEmpty()) {
                throw failed;
            }
            AssertionError explained = new AssertionError(failed.getMessage() + "\n" + waits
                    + Explain.grid(game));
            explained.initCause(failed);
            // The grader reads where a failure was thrown from its stack: still the engine.
            explained.setStackTrace(failed.getStackTrace());
            throw explained;
        }
    }

    /**
     * The line that says an example waits on rules C4-09 and C4-10: the grid (read with valueAt
     * and searched by the rule book, not by the engine) holds four in a row of one player's
     * discs, but the engine names no winner: the win check (C4-09) or what a win sets (C4-10).
     * Any example that plays to a win waits on the engine seeing the four, whichever rule it is
     * about.
     *
     * @param game the game, or {@code null}
     * @return the line, ending with a line break; empty when there is no such four, the engine
     *     names a winner, or the grid cannot be read
     */
    static String waitsOnTheWinCheck(Game game) {
        if (game == null) {
            return "";
        }
        try {
            return waitsOnTheWinCheck(Grid.of(game), game.winner());
        } catch (RuntimeException | AssertionError unreadable) {
            // The grid or the winner cannot be read: the failure says so already; no rule to
            // name here.
            return "";
        }
    }

    /**
     * The line of {@link #waitsOnTheWinCheck(Game)} for a grid and the engine's winner.
     *
     * @param grid the grid as the engine's valueAt answers it
     * @param winner what the engine's winner answers
     * @return the line, ending with a line break, or an empty string
     */
    static String waitsOnTheWinCheck(Grid grid, Optional<Player> winner) {
        if (winner.isPresent()) {
            return "";
        }
        for (Player player : Player.values()) {
            List<List<Position>> fours = grid.foursOf(player);
            if (!fours.isEmpty()) {
                return "The grid has four in a row of player " + player.number() + " at "
                        + GameState.describe(fours.get(0)) + ", but the engine names no"
                        + " winner: this example waits on rule C4-09 (four in a row wins,"
                        + " across, down or on a diagonal) and C4-10 (the win ends the game).\n";
            }
        }
        return "";
    }

    /**
     * The line that says an example waits on rule C4-11: the grid (read with valueAt and searched
     * by the rule book, not by the engine) is full with no four in a row, but the engine says
     * the game goes on. A full grid without four is a draw, so any example that plays the grid
     * full waits on the engine ending it, whichever rule it is about.
     *
     * @param game the game, or {@code null}
     * @return the line, ending with a line break; empty when the grid has space or a four, the
     *     engine ends the game, or the grid cannot be read
     */
    static String waitsOnTheFullGrid(Game game) {
        if (game == null) {
            return "";
        }
        try {
            Grid grid = Grid.of(game);
            return grid.isFull() && !grid.hasFour() && !game.isOver()
                    ? "The grid is full with no four in a row, but the engine says the game goes"
                    + " on: this example waits on rule C4-11 (a full grid without four in a row"
                    + " is a draw).\n" : "";
        } catch (RuntimeException | AssertionError unreadable) {
            // The grid or the state cannot be read: the failure says so already.
            return "";
        }
    }

    /**
     * The line that says an example waits on rule C4-12: the engine's nextPlayer is not the
     * player the grid's counts give (C4-04: player 1 when both have as many discs, player 2
     * when player 1 has one more), read with valueAt. Every move passes the turn, the last of
     * a game included, so any example that plays a move waits on the engine passing it,
     * whichever rule it is about.
     *
     * @param game the game, or {@code null}
     * @return the line, ending with a line break; empty when the turn is the counts', the
     *     counts cannot happen in a game, or the grid or the turn cannot be read
     */
    static String waitsOnTheTurn(Game game) {
        if (game == null) {
            return "";
        }
        try {
            return waitsOnTheTurn(Grid.of(game), game.nextPlayer());
        } catch (RuntimeException | AssertionError unreadable) {
            // The grid or the turn cannot be read: the failure says so already.
            return "";
        }
    }

    /**
     * The line of {@link #waitsOnTheTurn(Game)} for a grid and the engine's next player.
     *
     * @param grid the grid as the engine's valueAt answers it
     * @param next what the engine's nextPlayer answers
     * @return the line, ending with a line break, or an empty string
     */
    static String waitsOnTheTurn(Grid grid, Player next) {
        Optional<Player> byCounts = grid.nextPlayerByCounts();
        if (byCounts.isEmpty() || byCounts.get() == next) {
            return "";
        }
        return "The grid holds " + grid.count(Player.FIRST.number()) + " discs of player 1 and "
                + grid.count(Player.SECOND.number()) + " of player 2, so player "
                + byCounts.get().number() + " is to move, but nextPlayer is "
                + (next == null ? "null" : String.valueOf(next.number()))
                + ": this example waits on rule C4-12 (nextPlayer follows the turns of C4-04).\n";
    }

    /**
     * The line that says an example waits on rule C4-05: a column holds fewer than six discs
     * (read with valueAt), yet {@code hasSpace} says it has no space, so the given play refuses
     * it and the text UI asks again for it.
     *
     * @param game the game, or {@code null}
     * @return the line for the first such column, ending with a line break; empty when there is
     *     none or the grid cannot be read
     */
    static String waitsOnHasSpaceIn(Game game) {
        if (game == null) {
            return "";
        }
        try {
            return waitsOnHasSpaceIn(Grid.of(game), game::hasSpace);
        } catch (RuntimeException | AssertionError unreadable) {
            // As above: nothing to name when the engine cannot be read.
            return "";
        }
    }

    /**
     * The line of {@link #waitsOnHasSpaceIn(Game)} for a grid and the engine's hasSpace.
     *
     * @param grid the grid as the engine's valueAt answers it
     * @param hasSpace what the engine's hasSpace answers for a column
     * @return the line, ending with a line break, or an empty string
     */
    static String waitsOnHasSpaceIn(Grid grid, IntPredicate hasSpace) {
        for (int column = 1; column <= Game.COLUMNS; column++) {
            int discs = grid.discsIn(column);
            if (discs < Game.ROWS && !hasSpace.test(column)) {
                return "Column " + column + " holds " + discs + " discs, but hasSpace is"
                        + " false: this example waits on rule C4-05 (hasSpace).\n";
            }
        }
        return "";
    }

    /**
     * Makes a game that the scenario did not start itself, such as one played by the text UI,
     * the scenario's game.
     *
     * @param played the game
     */
    public void use(Game played) {
        game = played;
        columnsPlayed.clear();
    }

    /**
     * Records a column played by the scenario's {@code When}, so that the solver can be given
     * the whole sequence of moves.
     *
     * @param column the column just played
     */
    public void recordPlayed(int column) {
        columnsPlayed.add(column);
    }

    /**
     * Returns the columns played in this game so far, in order.
     *
     * @return the columns, from the first move
     */
    public List<Integer> columnsPlayed() {
        return List.copyOf(columnsPlayed);
    }

    /**
     * Returns the scenario's game, for a step that observes it.
     *
     * @return the game
     * @throws IllegalStateException if the scenario has no game yet: a mistake of the rule book
     *     (a missing {@code Given}), which is why it is not reported as a failed expectation
     * @throws AssertionError if the engine refused the {@code When} and no {@code Then} has
     *     said that a refusal was expected
     */
    public Game game() {
        if (game == null) {
            throw new IllegalStateException(
                    "this scenario has no game: it needs a Given that starts one");
        }
        refusal.requireJudged(() -> waitsOnHasSpace() + Explain.grid(game));
        return game;
    }

    /**
     * Plays a column as the scenario's {@code When}, through {@link #attempt(Supplier)}, and
     * remembers the column if the engine refused it, so that a failure can say which rule the
     * scenario waits on.
     *
     * @param column the column to play
     * @return the game that {@code play} returned, or {@code null} if the engine refused it
     */
    public Game attemptPlay(int column) {
        Game current = game();
        Game played = attempt(() -> play(current, column));
        refusedColumn = played == null ? column : null;
        return played;
    }

    /**
     * The line that says a refused {@code When} waits on rule C4-05: the column had space (fewer
     * than six discs, read with valueAt) and the game was not over, so only hasSpace, which the
     * given play asks before it drops a disc, can have refused it. Empty otherwise.
     */
    private String waitsOnHasSpace() {
        if (refusedColumn == null || refusedColumn < 1 || refusedColumn > Game.COLUMNS) {
            return "";
        }
        try {
            int discs = 0;
            for (int row = 1; row <= Game.ROWS; row++) {
                discs += game.valueAt(row, refusedColumn) == Game.EMPTY ? 0 : 1;
            }
            if (discs < Game.ROWS && !game.isOver()) {
                return "Column " + refusedColumn + " holds " + discs + " discs, so it has space:"
                        + " this example waits on rule C4-05 (hasSpace).\n";
            }
        } catch (RuntimeException unreadable) {
            // The grid cannot be read: the picture below says so; no rule to name here.
        }
        return "";
    }

    /**
     * Runs a {@code When} against the game: notes the game's state first, then carries the
     * action out and keeps a refusal for the {@code Then} steps.
     *
     * @param <T> what the action returns
     * @param action the action, which may call anything of the engine
     * @return what the action returned, or {@code null} if the engine refused it
     */
    public <T> T attempt(Supplier<T> action) {
        before = GameState.of(game());
        return refusal.attempt(action);
    }

    /**
     * Checks that the engine refused the {@code When}, in the way its contract says.
     *
     * @param expected the exception the contract promises for this mistake
     * @param reason why the action should be refused, in the scenario's words
     * @throws AssertionError if the action was carried out, or refused with another exception
     */
    public void expectRefusal(Class<? extends RuntimeException> expected, String reason) {
        refusal.expect(expected, reason, () -> Explain.grid(game));
    }

    /**
     * Returns the state of the game just before the scenario's {@code When}.
     *
     * @return the state, as the engine reported it then
     * @throws IllegalStateException if the scenario has had no {@code When} yet
     */
    public GameState stateBefore() {
        if (before == null) {
            throw new IllegalStateException("this scenario has no When to compare with");
        }
        return before;
    }
}
