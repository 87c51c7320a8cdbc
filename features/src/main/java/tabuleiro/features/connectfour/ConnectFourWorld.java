package tabuleiro.features.connectfour;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Supplier;
import tabuleiro.connectfour.Game;
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
            try {
                game.play(column);
            } catch (IllegalArgumentException | IllegalStateException refused) {
                throw new AssertionError("To set this scenario up, the columns " + columns
                        + " are played from a new game, but move " + (columnsPlayed.size() + 1)
                        + " (column " + column + ") was refused: " + refused.getMessage()
                        + waitsOn(column, refused) + "\n" + Explain.grid(game), refused);
            }
            columnsPlayed.add(column);
        }
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
        Game played = attempt(() -> current.play(column));
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
