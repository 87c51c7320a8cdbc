package tabuleiro.features.galo;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.function.Supplier;
import java.util.stream.Collectors;
import tabuleiro.features.Refusal;
import tabuleiro.galo.Game;
import tabuleiro.galo.Mark;
import tabuleiro.galo.Result;
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
                play(game, squares.get(i));
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
     * Draws the game for a failure message, as the rule book draws boards, followed by the line
     * that says which rule the example waits on when the board shows one broken
     * ({@link #waitsOn(Game)}).
     *
     * @return the board and whose turn it is, or a sentence saying why it cannot be drawn
     */
    public String picture() {
        if (game == null) {
            return "";
        }
        try {
            return drawn(game) + afterward(waitsOn(game));
        } catch (RuntimeException | AssertionError unreadable) {
            return "The board cannot be drawn: " + unreadable;
        }
    }

    /** The board as markAt answers it, and whose turn it is, headed as every galo failure's. */
    private static String drawn(Game game) {
        return "The board, as markAt answers it:\n" + State.of(game);
    }

    /**
     * Plays a square of a game for a step. An assertion the engine fails inside {@code play}
     * (its class invariant, most often) is passed on with the same message and stack, followed
     * by the board and by the line that says which rule the example waits on when the board
     * shows it ({@link #waitsOn(Game)}): a scenario that plays a premature draw's square cannot
     * pass, whatever rule it is about.
     *
     * @param game the game
     * @param square the square to play
     * @return what {@code play} returned
     * @throws AssertionError the engine's own, with the waits-on line when there is one
     */
    static Game play(Game game, Square square) {
        try {
            return game.play(square);
        } catch (AssertionError failed) {
            String waits = waitsOn(game);
            if (failed.getMessage() == null || waits.isEmpty()) {
                throw failed;
            }
            AssertionError explained = new AssertionError(failed.getMessage() + "\n"
                    + drawn(game) + afterward(waits));
            explained.initCause(failed);
            // The grader reads where a failure was thrown from its stack: still the engine.
            explained.setStackTrace(failed.getStackTrace());
            throw explained;
        }
    }

    /**
     * The line that says which rule an example waits on, worked out from the engine's public
     * answers alone (the board read with markAt, result, winningLine and nextMark), never from
     * what the engine wrote: a line of three the engine names no winner for
     * ({@link #waitsOnTheWin(Drawing, Result)}), else a winner's line the engine does not give as
     * the winning line ({@link #waitsOnTheWinningLine(Drawing, Result, List)}), else a draw the
     * board's fullness does not give ({@link #waitsOnTheFullBoard(Drawing, Result)}), else a
     * turn the counts of marks do not give ({@link #waitsOnTheTurn(Drawing, Mark)}).
     *
     * @param game the game, or {@code null}
     * @return the line, without a line break; empty when the answers agree with the board or
     *     cannot be read
     */
    static String waitsOn(Game game) {
        if (game == null) {
            return "";
        }
        try {
            return waitsOn(Drawing.of(game), game.result(), game.winningLine(),
                    game.nextMark());
        } catch (RuntimeException | AssertionError unreadable) {
            // The board or the result cannot be read: the failure says so already; no rule to
            // name here.
            return "";
        }
    }

    /**
     * The line of {@link #waitsOn(Game)} for a board and the engine's answers.
     *
     * @param board the board as the engine's markAt answers it
     * @param result what the engine's result answers
     * @param winningLine what the engine's winningLine answers
     * @param next what the engine's nextMark answers
     * @return the line, without a line break, or an empty string
     */
    static String waitsOn(Drawing board, Result result, List<Square> winningLine, Mark next) {
        String waits = waitsOnTheWin(board, result);
        if (waits.isEmpty()) {
            waits = waitsOnTheWinningLine(board, result, winningLine);
        }
        if (waits.isEmpty()) {
            waits = waitsOnTheFullBoard(board, result);
        }
        return waits.isEmpty() ? waitsOnTheTurn(board, next) : waits;
    }

    /**
     * The line that says an example waits on the rule of a line's direction: the board holds
     * three of one mark along a row (GALO-06), a column (GALO-07) or a diagonal (GALO-08), but
     * the engine's result names no winner. Any example that plays such a line waits on the
     * engine seeing it, whichever rule it is about.
     *
     * @param board the board as the engine's markAt answers it
     * @param result what the engine's result answers
     * @return the line, or an empty string when there is no such line or a winner is named
     */
    static String waitsOnTheWin(Drawing board, Result result) {
        List<Square> line = board.line();
        if (line.isEmpty() || result == null || result.winner().isPresent()) {
            return "";
        }
        return "The board has " + board.at(line.get(0)) + " on " + names(line) + ", three in a "
                + direction(line) + ", but result() is " + result + ": this example waits on rule "
                + rule(line) + ".";
    }

    /**
     * The line that says an example waits on the rule of a line's direction (GALO-06 to
     * GALO-08): the engine names a winner, and the board holds a line of three of the winner's
     * marks, but the engine's winningLine is none of the winner's lines, from either end. A
     * win's winning line is the same for every example that plays to it, whichever rule it is
     * about; an example of the line's own rule names itself.
     *
     * @param board the board as the engine's markAt answers it
     * @param result what the engine's result answers
     * @param winningLine what the engine's winningLine answers
     * @return the line, or an empty string when the winning line is one of the winner's, nobody
     *     has won, or the winner has no line on the board (a win the board does not show)
     */
    static String waitsOnTheWinningLine(Drawing board, Result result, List<Square> winningLine) {
        if (result == null || result.winner().isEmpty()) {
            return "";
        }
        Mark winner = result.winner().get();
        List<List<Square>> lines = board.lines().stream()
                .filter(line -> board.at(line.get(0)) == winner).toList();
        // Either end of the line may come first (GALO-06): the contract fixes no order.
        if (lines.isEmpty() || winningLine != null && lines.stream().anyMatch(line ->
                line.equals(winningLine) || line.equals(reversed(winningLine)))) {
            return "";
        }
        List<Square> line = lines.get(0);
        return "The board has " + winner + " on " + names(line) + ", three in a "
                + direction(line) + ", and result() is " + result + ", but winningLine() is "
                + (winningLine == null ? "null" : "[" + names(winningLine) + "]")
                + ": this example waits on rule " + rule(line) + ".";
    }

    private static List<Square> reversed(List<Square> squares) {
        List<Square> copy = new ArrayList<>(squares);
        Collections.reverse(copy);
        return copy;
    }

    /** Which way a line of three runs, in the rule book's words. */
    private static String direction(List<Square> line) {
        if (line.get(0).row() == line.get(2).row()) {
            return "row";
        }
        return line.get(0).column() == line.get(2).column() ? "column" : "diagonal";
    }

    /** The rule of a line's direction, with its short text. */
    private static String rule(List<Square> line) {
        return switch (direction(line)) {
            case "row" -> "GALO-06 (three marks of one player along a row win)";
            case "column" -> "GALO-07 (three marks of one player along a column win)";
            default -> "GALO-08 (three marks of one player along either diagonal win)";
        };
    }

    /**
     * The line that says an example waits on rule GALO-09, the draw, either way: the engine's
     * result is a draw, but the board has an empty square and no line of three; or the board is
     * full with no line of three, but the engine says the game is in play. A draw declared early
     * ends the game under every example that plays on, and one not declared lets a full board
     * play on, whichever rule the example is about.
     *
     * @param board the board as the engine's markAt answers it
     * @param result what the engine's result answers
     * @return the line, or an empty string when the result agrees with the board's fullness or
     *     the board holds a line of three (which {@link #waitsOnTheWin(Drawing, Result)} speaks
     *     of)
     */
    static String waitsOnTheFullBoard(Drawing board, Result result) {
        if (board.hasLine()) {
            return "";
        }
        Square empty = null;
        for (Square square : Drawing.squares()) {
            if (empty == null && board.at(square) == null) {
                empty = square;
            }
        }
        if (result == Result.DRAW && empty != null) {
            return "The board has an empty square, " + name(empty) + ", and no line of three,"
                    + " but result() is " + result + ": this example waits on rule GALO-09 (a"
                    + " board with an empty square left is not a draw).";
        }
        if (result == Result.IN_PLAY && empty == null) {
            return "The board is full with no line of three, but result() is " + result + ":"
                    + " this example waits on rule GALO-09 (a full board without three in a row"
                    + " is a draw).";
        }
        return "";
    }

    /**
     * The line that says an example waits on the turns' rules: the engine's nextMark is not the
     * mark the board's counts give, X on an empty board (GALO-02), X when both players have as
     * many marks and O when X has one more (GALO-03). Every move passes the turn, so any example
     * that plays on waits on it, whichever rule it is about.
     *
     * @param board the board as the engine's markAt answers it
     * @param next what the engine's nextMark answers
     * @return the line, or an empty string when the turn is the counts', or the counts cannot
     *     happen in a game (that is for the example itself to say)
     */
    static String waitsOnTheTurn(Drawing board, Mark next) {
        int xs = board.squaresOf(Mark.X).size();
        int os = board.squaresOf(Mark.O).size();
        if (xs != os && xs != os + 1) {
            return "";
        }
        Mark follows = xs == os ? Mark.X : Mark.O;
        if (next == follows) {
            return "";
        }
        return "The board holds " + xs + " X and " + os + " O, so " + follows + " is next, but"
                + " nextMark() is " + next + ": this example waits on rule " + (xs + os == 0
                        ? "GALO-02 (X moves first)." : "GALO-03 (the players alternate, X then"
                        + " O).");
    }

    /**
     * Puts a waits-on line after a failure's message, on a line of its own; nothing when there
     * is none.
     *
     * @param waits the line, or an empty string
     * @return the line after a line break, or an empty string
     */
    static String afterward(String waits) {
        return waits.isEmpty() ? "" : "\n" + waits;
    }

    /** Squares as the rule book writes them, from their row and column, not the engine's text. */
    private static String names(List<Square> squares) {
        return squares.stream().map(GaloWorld::name).collect(Collectors.joining(" "));
    }

    /** A square's name as the rule book writes it, from its row and column. */
    static String name(Square square) {
        return name(square.row(), square.column());
    }

    /** The name of the square at a row and a column, as the rule book writes it. */
    static String name(int row, int column) {
        return (char) ('a' + column - 1) + String.valueOf(row);
    }
}
