package tabuleiro.features.galo;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Supplier;
import tabuleiro.features.Refusal;
import tabuleiro.galo.Game;
import tabuleiro.galo.Mark;
import tabuleiro.galo.Square;

/**
 * What one scenario has done so far, shared by the step definition classes: the game under
 * test, the state it was in before the scenario's {@code When}, and the outcome of that
 * {@code When}.
 *
 * <p>Cucumber makes a new world for every scenario (through
 * {@link tabuleiro.features.ScenarioObjectFactory}), so no state leaks from one scenario into
 * the next. A {@code When} runs through {@link #attempt(Supplier)}: a refusal by the engine's
 * preconditions ({@link IllegalArgumentException}, {@link IllegalStateException}) is kept for a
 * {@code Then} to judge; anything else, such as the skeleton's
 * {@code UnsupportedOperationException("Exercise 2: ...")} or a failed contract assertion,
 * fails the scenario with the engine's own message.
 */
public final class GaloWorld {

    private Game game;
    private State before;
    private final Refusal refusal = new Refusal();

    /**
     * The state of a game that a refused move must leave as it was: the board, whose turn it
     * is and the result.
     *
     * @param board the board, read square by square
     * @param next the mark to move
     * @param result whether the game goes on, and how it ended
     */
    record State(Drawing board, Mark next, String result) {

        static State of(Game game) {
            return new State(Drawing.of(game), game.nextMark(), String.valueOf(game.result()));
        }

        @Override
        public String toString() {
            return board + "\nnextMark() is " + next + ", result() is " + result;
        }
    }

    /** Starts a scenario with no game yet. */
    public GaloWorld() {
        // Each scenario begins empty; its Given steps create the game.
    }

    /**
     * Starts a new game with {@link Game#newGame()}.
     *
     * @throws AssertionError if the engine returns no game
     */
    public void startNewGame() {
        game = Game.newGame();
        if (game == null) {
            // Said here, or a later step would blame the rule book for a missing Given.
            throw new AssertionError("Game.newGame() returned null; it must return a new game.");
        }
    }

    /**
     * Sets a scenario up: starts a new game and plays squares in order. These moves are the
     * scenario's premise, so the engine must accept each of them.
     *
     * @param squares the squares to play, from a new game
     * @throws AssertionError if the engine refuses one of the moves, saying which and why
     */
    public void setUp(List<Square> squares) {
        startNewGame();
        for (int i = 0; i < squares.size(); i++) {
            try {
                game.play(squares.get(i));
            } catch (IllegalArgumentException | IllegalStateException refused) {
                throw new AssertionError("To set this scenario up, the squares " + squares
                        + " are played from a new game, but move " + (i + 1) + " ("
                        + squares.get(i) + ") was refused: " + refused.getMessage() + "\n"
                        + picture(), refused);
            }
        }
    }

    /**
     * Sets a scenario up from a drawn board: X's marks and O's are played in turn, X first, each
     * player's in reading order. The board has no line of three, so no move on the way makes
     * one, and X has as many marks as O or one more.
     *
     * @param board the board to reach
     * @throws IllegalArgumentException if the drawing is no such board: the rule book's mistake
     */
    public void setUp(Drawing board) {
        List<Square> xs = board.squaresOf(Mark.X);
        List<Square> os = board.squaresOf(Mark.O);
        if (board.hasLine() || (xs.size() != os.size() && xs.size() != os.size() + 1)) {
            throw new IllegalArgumentException("a Given board is a game in play: X has as many"
                    + " marks as O or one more, and nobody has three in a row; give the moves"
                    + " of a game that has ended instead. The scenario has:\n" + board);
        }
        List<Square> moves = new ArrayList<>();
        for (int i = 0; i < xs.size(); i++) {
            moves.add(xs.get(i));
            if (i < os.size()) {
                moves.add(os.get(i));
            }
        }
        setUp(moves);
    }

    /**
     * Carries out the scenario's {@code When} on the game, keeping the state before it and a
     * refusal.
     *
     * @param <T> what the action returns
     * @param action the action
     * @return what the action returned, or {@code null} if the engine refused it
     */
    public <T> T attempt(Supplier<T> action) {
        if (game != null) {
            before = State.of(game);
        }
        return refusal.attempt(action);
    }

    /**
     * Returns the scenario's game for a {@code Then}, failing first if the engine refused the
     * {@code When} and no {@code Then} has judged that.
     *
     * @return the game
     */
    public Game game() {
        refusal.requireJudged(this::picture);
        if (game == null) {
            throw new IllegalStateException("the scenario has no game: a Given must create one");
        }
        return game;
    }

    /**
     * Makes a game the scenario did not start itself, such as one the text UI played, the
     * scenario's game.
     *
     * @param played the game
     */
    public void use(Game played) {
        game = played;
    }

    /**
     * Returns the state of the game before the {@code When}.
     *
     * @return the state, or {@code null} if the {@code When} had no game
     */
    public State before() {
        return before;
    }

    /**
     * Returns the refusal of the {@code When}, for a {@code Then} that expects one.
     *
     * @return the scenario's refusal
     */
    public Refusal refusal() {
        return refusal;
    }

    /**
     * Draws the game for a failure message, as the rule book draws boards.
     *
     * @return the board and whose turn it is, or a sentence saying why it cannot be drawn
     */
    public String picture() {
        if (game == null) {
            return "";
        }
        try {
            return "The board, as markAt answers it:\n" + State.of(game);
        } catch (RuntimeException | AssertionError unreadable) {
            return "The board cannot be drawn: " + unreadable;
        }
    }
}
