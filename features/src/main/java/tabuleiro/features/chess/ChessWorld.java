package tabuleiro.features.chess;

import io.cucumber.java.Before;
import io.cucumber.java.Scenario;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Supplier;
import tabuleiro.chess.Game;
import tabuleiro.chess.Move;
import tabuleiro.chess.Outcome;
import tabuleiro.chess.Piece;
import tabuleiro.chess.Position;
import tabuleiro.chess.Result;
import tabuleiro.chess.Square;
import tabuleiro.chess.Termination;
import tabuleiro.chess.ui.BoardView;
import tabuleiro.features.contracts.ScenarioRules;

/**
 * What one chess scenario has done so far, shared by the step definition classes: the game
 * under test, its position before the scenario's {@code When}, and the refusal, if any, of the
 * {@code When}'s action.
 *
 * <p>A {@code When} runs through {@link #attempt(Runnable)}: an {@link IllegalArgumentException}
 * or {@link IllegalStateException} is the engine refusing the action, as its preconditions do,
 * and is kept for a {@code Then}; any other exception, such as a skeleton's
 * {@code UnsupportedOperationException("Exercise 2: ...")}, fails the scenario with its message.
 *
 * <p>A scenario about attacked squares and check may set a position up with no game on it
 * ({@link #setUp(Supplier)}): a game lists its legal moves from the start, and such a scenario
 * needs only the position's contract and its attacks.
 *
 * <p>A failed check that shows the board ({@link #explained()}) says, after it, which rule the
 * example waits on when the engine's board shows another rule's behaviour wrong: a square read
 * as attacked, or not, against what its pieces attack ({@link AttackWaits}), a pawn's step onto a
 * piece ({@link PawnWaits}), in the position the check looked at or the one before the
 * {@code When}.
 *
 * <p>Positions are compared, and shown in failure messages, in the rule book's own FEN
 * ({@link FenText}), not with the engine's {@code Position.fen()}: that is exercise 9, and a
 * scenario of another exercise must not wait for it.
 */
public final class ChessWorld {

    private Game game;

    /** The engine's refusal of a PGN the When read, and that text; null when none. */
    private IllegalArgumentException unread;
    private String unreadPgn;
    private Position setUp;
    private Position positionBefore;
    private ScenarioRules rules = new ScenarioRules();
    private String fenBefore;
    private List<Move> movesBefore;
    private Optional<Outcome> outcomeBefore;
    private RuntimeException refusal;
    private boolean attempted;

    /** Starts a scenario with no game yet. */
    public ChessWorld() {
        // Each scenario's Given steps create its game.
    }

    /**
     * Reads the rules the scenario is an example of, so that a failure says nothing of waiting on
     * the scenario's own rule. A hook of this class, not a constructor's argument: the steps and
     * the tests make a world with no scenario.
     *
     * @param scenario the scenario about to run
     */
    @Before
    public void readRules(Scenario scenario) {
        rules = new ScenarioRules();
        rules.read(scenario);
    }

    /**
     * Makes a game the scenario's game: the one a Given started, or the one the engine hands
     * back after a move or an action (the same game, by its contract).
     *
     * @param started the game
     * @throws AssertionError if there is none
     */
    public void use(Game started) {
        if (started == null) {
            throw new AssertionError("The engine should hand back the game it played on, but"
                    + " it returned null");
        }
        game = started;
    }

    /**
     * Tells whether a Given has created the scenario's game.
     *
     * @return {@code true} once there is a game
     */
    public boolean hasGame() {
        return game != null;
    }

    /**
     * Returns the scenario's game.
     *
     * @return the game
     * @throws IllegalStateException if no Given has created one
     */
    public Game game() {
        if (game == null && unread != null) {
            throw notRead();
        }
        if (game == null) {
            throw new IllegalStateException("the scenario has no game: a Given must start one");
        }
        return game;
    }

    /**
     * Notes that the engine refused a PGN the scenario's {@code When} read: a later step that
     * looks at the game read then fails by saying so ({@link #notRead()}), rather than by
     * saying the scenario has no game.
     *
     * @param refusal the engine's refusal
     * @param pgn the text it refused
     */
    public void refusedToRead(IllegalArgumentException refusal, String pgn) {
        unread = refusal;
        unreadPgn = pgn;
    }

    /**
     * The failure of a step that needs the game a PGN should have given: the engine's refusal,
     * and the rule the example waits on when the position its reader stopped in shows one (a
     * move of the text the engine does not list, say).
     *
     * @return the failure, the refusal its cause
     */
    public AssertionError notRead() {
        String waits = PgnReplay.replay(unreadPgn).map(stopped -> waitsIn(stopped.position()))
                .orElse("");
        return new AssertionError("The text should be read, but the engine refused it: "
                + unread.getMessage() + (waits.isEmpty() ? "" : "\n" + waits), unread);
    }

    /**
     * Returns the scenario's position: its game's, or the one set up with no game.
     *
     * @return a copy of the game's position, or the position set up
     * @throws IllegalStateException if the scenario has neither
     */
    public Position position() {
        if (game == null && setUp != null) {
            return setUp;
        }
        return game().position();
    }

    /**
     * Sets a position up with no game on it, as the scenario's action, keeping a refusal by the
     * engine for a {@code Then}.
     *
     * @param making what makes the position, such as {@code Position.of(...)}
     */
    public void setUp(Supplier<Position> making) {
        attempted = true;
        try {
            setUp = making.get();
            if (setUp == null) {
                throw new AssertionError("The engine should make the position it is given, but"
                        + " it returned null");
            }
        } catch (IllegalArgumentException | IllegalStateException refused) {
            refusal = refused;
        }
    }

    /**
     * Checks that the position set up was refused.
     *
     * @return the refusal
     * @throws AssertionError if the engine accepted it
     */
    public RuntimeException requirePositionRefused() {
        requireAttempted();
        if (refusal == null) {
            throw new AssertionError("The position should be refused, but the engine accepted"
                    + " it.\n" + board());
        }
        return refusal;
    }

    /**
     * Runs the scenario's action, keeping a refusal by the engine for a {@code Then}.
     *
     * @param action the action
     */
    public void attempt(Runnable action) {
        fenBefore = FenText.write(game().position());
        positionBefore = game().position();
        movesBefore = List.copyOf(game().moves());
        outcomeBefore = game().outcome();
        attempted = true;
        try {
            action.run();
        } catch (IllegalArgumentException | IllegalStateException refused) {
            refusal = refused;
        }
    }

    /**
     * Checks that the action was carried out.
     *
     * @throws AssertionError if the engine refused it, saying why
     */
    public void requireDone() {
        requireAttempted();
        if (refusal != null) {
            throw new AssertionError("The move or action should be accepted, but the engine"
                    + " refused it: " + refusal.getMessage() + "\n" + explained());
        }
    }

    /**
     * Checks that the action was refused and that the position did not change.
     *
     * @return the refusal
     * @throws AssertionError if it was carried out
     */
    public RuntimeException requireRefused() {
        requireAttempted();
        if (refusal == null) {
            throw new AssertionError("The move or action should be rejected, but the engine"
                    + " accepted it.\n" + explained());
        }
        if (!FenText.write(game().position()).equals(fenBefore)) {
            throw new AssertionError("A rejected move must leave the position as it was ("
                    + fenBefore + "), but it is now " + FenText.write(game().position()));
        }
        return refusal;
    }

    /**
     * Checks that the game is as it was before the {@code When}: the same position, the same
     * moves played and the same outcome, if any.
     *
     * @throws AssertionError if anything changed
     */
    public void requireUnchanged() {
        requireAttempted();
        if (!FenText.write(game().position()).equals(fenBefore)) {
            throw new AssertionError("The position should be as it was (" + fenBefore
                    + "), but it is now " + FenText.write(game().position()));
        }
        if (!game().moves().equals(movesBefore)) {
            throw new AssertionError("The moves played should be as they were "
                    + uciOf(movesBefore) + ", but they are now " + uciOf(game().moves()));
        }
        if (!game().outcome().equals(outcomeBefore)) {
            throw new AssertionError("The end of the game should be as it was ("
                    + outcomeBefore.map(Object::toString).orElse("the game going on")
                    + "), but it is now " + game().outcome().map(Object::toString)
                    .orElse("the game going on"));
        }
    }

    private static List<String> uciOf(List<Move> moves) {
        return moves.stream().map(Coordinates::uci).toList();
    }

    private void requireAttempted() {
        if (!attempted) {
            throw new IllegalStateException("the scenario has no When that plays a move");
        }
    }

    /**
     * Draws the scenario's board for a failed check, followed by the line that says which rule
     * the example waits on, when there is one ({@link #waits()}).
     *
     * @return the board and the FEN, and the line
     */
    public String explained() {
        return board() + waitsLine();
    }

    /**
     * The line that says which rule the example waits on ({@link #waits()}), after a line break,
     * for a failed check that shows something else than the board (what the text UI wrote, a
     * PGN written).
     *
     * @return a line break and the sentence, or the empty string
     */
    public String waitsLine() {
        String waits = waits();
        return waits.isEmpty() ? "" : "\n" + waits;
    }

    /**
     * The sentence that says which rule a failed example waits on, from the engine's answers on
     * the position the check looked at (the game's now, or the one set up), on the position
     * before the {@code When} and on the game's start ({@link #waitsIn(Position)}). Only for a
     * failure: it asks the engine for its attacks and legal moves, which a passing check may
     * never need.
     *
     * @return one sentence, or the empty string
     */
    public String waits() {
        List<Position> positions = new ArrayList<>();
        try {
            positions.add(position());
        } catch (RuntimeException noPosition) {
            // No game and nothing set up: only the position before the When, if any.
        }
        if (positionBefore != null) {
            positions.add(positionBefore);
        }
        try {
            // The position a Given set up, from which the moves a Given played went: a move the
            // engine listed there shows in what those moves made (a PGN, a board).
            if (hasGame()) {
                positions.add(game.startPosition());
            }
        } catch (RuntimeException | AssertionError unreadable) {
            // Not written yet: the other positions are read.
        }
        for (Position looked : positions) {
            String waits = waitsIn(looked);
            if (!waits.isEmpty()) {
                return waits;
            }
        }
        return hasGame() ? mateWonByTheMated(game) : "";
    }

    /**
     * The sentence that says a failed example waits on rule CHESS-12 when the engine ends its
     * game by checkmate but gives the win to the side to move, the side checkmated: who wins a
     * checkmate is that rule's, whatever rule the example is of (a mate on the move that reaches
     * seventy-five moves, the PGN of a mated game, the text UI's announcement). Read after the
     * attacks and the moves, whose failure a mate read wrong may come from.
     *
     * @param game the engine's game
     * @return one sentence, or the empty string
     */
    static String mateWonByTheMated(Game game) {
        try {
            Optional<Outcome> ended = game.outcome();
            return ended.isPresent() && ended.get().termination() == Termination.CHECKMATE
                    && ended.get().result() == Result.winFor(game.sideToMove())
                    ? "The engine ends the game by checkmate but gives the win to the side it"
                    + " checkmated: this example waits on rule CHESS-12 (the side checkmated"
                    + " loses)." : "";
        } catch (RuntimeException | AssertionError unreadable) {
            // A stub or a broken contract: the failure says so already.
            return "";
        }
    }

    /**
     * The sentence that says which rule a failed example waits on, from the engine's answers on
     * one position: the attack rule first, as every other rule reads attacks, then the pawns'
     * steps, then the shape of every other listed move, then the king each listed move leaves
     * attacked, then a move a piece's rule gives that the engine leaves out.
     *
     * @param position a position of the engine's, such as one its reader stopped in
     * @return one sentence, or the empty string
     */
    public String waitsIn(Position position) {
        String waits = AttackWaits.of(position, rules);
        if (waits.isEmpty()) {
            waits = PawnWaits.of(position, rules);
        }
        if (waits.isEmpty()) {
            waits = ShapeWaits.of(position, rules);
        }
        if (waits.isEmpty()) {
            waits = KingSafetyWaits.of(position, rules);
        }
        return waits.isEmpty() ? MissingWaits.of(position, rules) : waits;
    }

    /**
     * The sentence that says which rule an example waits on when the engine refuses a position
     * of the rule book's (a legal one), from the same board ({@link AttackWaits#ofRefused}).
     *
     * @param pieces the board the engine refused
     * @return one sentence, or the empty string
     */
    public String waitsOnRefused(Map<Square, Piece> pieces) {
        return AttackWaits.ofRefused(pieces, rules);
    }

    /**
     * Draws the scenario's board for failure messages.
     *
     * @return the board and the FEN
     */
    public String board() {
        return drawn(position());
    }

    /**
     * Draws a position for failure messages, as {@link #board()} draws the scenario's.
     *
     * @param position the position
     * @return the board and the FEN
     */
    static String drawn(Position position) {
        return BoardView.draw(position) + "\n" + FenText.write(position);
    }
}
