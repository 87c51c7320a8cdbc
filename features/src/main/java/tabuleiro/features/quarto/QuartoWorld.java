package tabuleiro.features.quarto;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Function;
import java.util.function.Predicate;
import java.util.function.Supplier;
import tabuleiro.features.Refusal;
import tabuleiro.quarto.Board;
import tabuleiro.quarto.Game;
import tabuleiro.quarto.Group;
import tabuleiro.quarto.Piece;
import tabuleiro.quarto.Player;
import tabuleiro.quarto.Square;
import tabuleiro.quarto.Trait;
import tabuleiro.quarto.Variant;
import tabuleiro.quarto.Win;

/**
 * What one scenario has done so far, shared by the step definition classes: the variant, the
 * board or game under test, and the outcome of the scenario's {@code When}.
 *
 * <p>A {@code When} runs through {@link #attempt(Supplier)}: a refusal with
 * {@link IllegalArgumentException} or {@link IllegalStateException}, the way the engine's
 * preconditions refuse, is kept for a {@code Then} to judge. Any other exception, such as the
 * skeleton's {@code UnsupportedOperationException("Exercise 5: ...")}, fails the scenario with
 * the engine's own message.
 */
public final class QuartoWorld {

    private Variant variant = Variant.SQUARES;
    private Board board;
    private Game game;
    private GameState before;
    private final Refusal refusal = new Refusal();

    /** Starts a scenario with nothing set up. */
    public QuartoWorld() {
        // Each scenario begins empty; its Given steps set it up.
    }

    /**
     * Sets the variant that the scenario's games and win checks use.
     *
     * @param variant the variant
     */
    public void playVariant(Variant variant) {
        this.variant = variant;
    }

    /**
     * Returns the scenario's variant, {@link Variant#SQUARES} unless a step said otherwise.
     *
     * @return the variant
     */
    public Variant variant() {
        return variant;
    }

    /**
     * Sets up a board holding the pieces drawn, placed with {@link Board#place}.
     *
     * @param pieces the pieces by square
     * @return the board, which is now the scenario's board
     * @throws AssertionError if the engine refuses a placement, saying which and why
     */
    public Board setUpBoard(Map<Square, Piece> pieces) {
        Board made = new Board();
        for (Map.Entry<Square, Piece> entry : pieces.entrySet()) {
            try {
                made.place(entry.getKey(), entry.getValue());
            } catch (IllegalArgumentException | IllegalStateException refused) {
                throw new AssertionError("To set this scenario up, " + describe(entry)
                        + " is placed on the board with Board.place, but it was refused: "
                        + refused.getMessage() + "\n" + Drawing.explain(made), refused);
            }
        }
        board = made;
        return made;
    }

    /**
     * Sets up a game at a position: it starts a game and plays the pieces drawn, in reading
     * order, each chosen and placed in turn, so that afterwards the given player is to place.
     * The position must have no winning group, as the game would have ended on it.
     *
     * @param pieces the pieces by square
     * @param toPlace the player whose turn it is afterwards
     * @return the game, which is now the scenario's game
     * @throws AssertionError if the engine refuses a step or ends the game on the way
     */
    public Game setUpGame(Map<Square, Piece> pieces, Player toPlace) {
        // The players alternate, so after an even number of placements the first placer is
        // to place again.
        Player first = pieces.size() % 2 == 0 ? toPlace : toPlace.opponent();
        Game made = startGame(first);
        for (Map.Entry<Square, Piece> entry : pieces.entrySet()) {
            if (made.isOver()) {
                String waits = waitsOnAFalseWin(made.board());
                throw new AssertionError("To set this scenario up, its pieces are chosen and"
                        + " placed one by one, but the game ended before " + describe(entry)
                        + " could be.\n" + (waits.isEmpty() ? waitsOnASquareWin(made) : waits)
                        + Drawing.explain(made.board()));
            }
            try {
                made.choose(entry.getValue());
                place(made, entry.getKey());
            } catch (IllegalArgumentException | IllegalStateException refused) {
                throw new AssertionError("To set this scenario up, its pieces are chosen and"
                        + " placed one by one, but " + describe(entry) + " was refused: "
                        + refused.getMessage() + "\n" + Drawing.explain(made.board()), refused);
            }
        }
        return made;
    }

    /**
     * Starts a new game with {@link Game#start(Variant, Player)}.
     *
     * @param firstToPlace who places first
     * @return the game, which is now the scenario's game
     */
    public Game startGame(Player firstToPlace) {
        game = Game.start(variant, firstToPlace);
        if (game == null) {
            throw new AssertionError("Game.start returned null; it must return a new game.");
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
     * Places the chosen piece of a game for a step. An assertion the engine fails inside
     * {@code place} (its class invariant, which every placement checks, most often) is passed on
     * with the same message and stack, followed by the line that says which rule the example
     * waits on, the first that holds, and by the board: a group with an empty square that the
     * engine says shares traits ({@link #waitsOnEmptySquares(Board)}), the engine's own lines or
     * 2x2 squares breaking their contract ({@link #waitsOnTheGroups()}), or the win given to the
     * player who did not place ({@link #waitsOnTheWinner(Game, Player)}).
     *
     * @param game the game
     * @param square where to place the chosen piece
     * @return what {@code place} returned
     * @throws AssertionError the engine's own, with the waits-on line when there is one
     */
    public static Game place(Game game, Square square) {
        Optional<Player> placer = currentPlayer(game);
        try {
            return game.place(square);
        } catch (AssertionError failed) {
            String empty = failed.getMessage() == null ? "" : waitsOnEmptySquares(game.board());
            String other = failed.getMessage() == null || !empty.isEmpty() ? ""
                    : waitsOnTheGroups();
            if (other.isEmpty() && empty.isEmpty() && failed.getMessage() != null) {
                other = placer.map(player -> waitsOnTheWinner(game, player)).orElse("");
            }
            if (empty.isEmpty() && other.isEmpty()) {
                throw failed;
            }
            AssertionError explained = new AssertionError(failed.getMessage()
                    + (empty.isEmpty() ? "\n" + other : "\nAfter the placement, " + empty)
                    + Drawing.explain(game.board()));
            explained.initCause(failed);
            // The grader reads where a failure was thrown from its stack: still the engine.
            explained.setStackTrace(failed.getStackTrace());
            throw explained;
        }
    }

    /** The player to place, as the engine says, if it can say. */
    private static Optional<Player> currentPlayer(Game game) {
        try {
            return Optional.ofNullable(game.currentPlayer());
        } catch (RuntimeException | AssertionError unreadable) {
            return Optional.empty();
        }
    }

    /**
     * The line that says an example waits on rule QUARTO-19 when the engine ends a game on a
     * placement and names as its winner the player who did not place: the player who completes
     * a winning group wins, whatever rule the example is of (the shared pool, the end of the
     * game, an agent's game).
     *
     * @param game the game after the placement
     * @param placer the player who placed
     * @return the line, ending with a line break, or an empty string
     */
    static String waitsOnTheWinner(Game game, Player placer) {
        try {
            Optional<Player> winner = game.isOver() ? game.winner() : Optional.empty();
            return winner.isPresent() && !winner.get().equals(placer)
                    ? "The engine gives the win to player " + winner.get().number() + ", though"
                    + " player " + placer.number() + " placed the piece that ended the game:"
                    + " this example waits on rule QUARTO-19 (the player who completes a winning"
                    + " group wins).\n" : "";
        } catch (RuntimeException | AssertionError unreadable) {
            // The state cannot be read: the failure says so already.
            return "";
        }
    }

    /**
     * The line that says an example waits on rule QUARTO-07 or QUARTO-08 when the engine's own
     * list of the board's lines or 2x2 squares ({@code Group.lines}, {@code Group.twoByTwo},
     * exercises 3 and 4) fails its contract when asked: every placement asks for the wins on
     * those groups, so every example that places a piece fails on that list, whatever rule it is
     * an example of. A list not written yet (a stub) names no rule: its exercise's own words say
     * so.
     *
     * @return the line, ending with a line break, or an empty string
     */
    public static String waitsOnTheGroups() {
        if (breaksItsContract(Group::lines)) {
            return "The engine's Group.lines() breaks its own contract: this example waits on rule"
                    + " QUARTO-07 (a full line sharing a trait wins).\n";
        }
        if (breaksItsContract(Group::twoByTwo)) {
            return "The engine's Group.twoByTwo() breaks its own contract: this example waits on"
                    + " rule QUARTO-08 (a full 2x2 square sharing a trait wins).\n";
        }
        return "";
    }

    private static boolean breaksItsContract(Supplier<List<Group>> groups) {
        try {
            groups.get();
            return false;
        } catch (AssertionError broken) {
            return true;
        } catch (RuntimeException unwritten) {
            return false;
        }
    }

    /**
     * The line that says an example waits on rule QUARTO-09: a group has an empty square (read
     * with pieceAt by the rule book), yet the engine's sharedTraits finds traits its pieces
     * share, so the engine sees a win where there is none. Every placement asks for the wins,
     * so any example that places a piece waits on that rule.
     *
     * @param board the board, or {@code null}
     * @return the line for the first such group of the nineteen, ending with a line break;
     *     empty when there is none or the board cannot be read
     */
    public static String waitsOnEmptySquares(Board board) {
        if (board == null) {
            return "";
        }
        try {
            return waitsOnEmptySquares(square -> board.pieceAt(square).isEmpty(),
                    board::sharedTraits);
        } catch (RuntimeException | AssertionError unreadable) {
            // The board cannot be read: the failure says so already; no rule to name here.
            return "";
        }
    }

    /**
     * The line of {@link #waitsOnEmptySquares(Board)} for a board's squares and the engine's
     * sharedTraits.
     *
     * @param empty whether a square is empty, as the engine's pieceAt answers
     * @param sharedTraits what the engine's sharedTraits answers for a group
     * @return the line, ending with a line break, or an empty string
     */
    static String waitsOnEmptySquares(Predicate<Square> empty,
            Function<Group, List<Trait>> sharedTraits) {
        for (Group group : Variant.SQUARES.groups()) {
            Optional<Square> hole = group.squares().stream().filter(empty).findFirst();
            if (hole.isPresent()) {
                List<Trait> shared = sharedTraits.apply(group);
                if (!shared.isEmpty()) {
                    return group + " has an empty square, " + hole.get() + ", but sharedTraits("
                            + group + ") is " + shared + ": this example waits on rule QUARTO-09"
                            + " (a group with an empty square never wins).\n";
                }
            }
        }
        return "";
    }

    /**
     * The line that says which rule an example waits on when the engine sees a win the board
     * does not show: a group with an empty square whose pieces sharedTraits says share a trait
     * (QUARTO-09, {@link #waitsOnEmptySquares(Board)}), or a full group for which sharedTraits
     * names a trait one of its pieces lacks (QUARTO-07 or QUARTO-08). A game set up piece by
     * piece, or a turn the engine thinks over, waits on that rule.
     *
     * @param board the board, or {@code null}
     * @return the line, ending with a line break; empty when the engine's wins are the board's
     *     or the board cannot be read
     */
    public static String waitsOnAFalseWin(Board board) {
        if (board == null) {
            return "";
        }
        String empty = waitsOnEmptySquares(board);
        if (!empty.isEmpty()) {
            return empty;
        }
        try {
            return waitsOnAFalseWin(board::pieceAt, board::sharedTraits);
        } catch (RuntimeException | AssertionError unreadable) {
            // The board cannot be read: the failure says so already; no rule to name here.
            return "";
        }
    }

    /**
     * The line of {@link #waitsOnAFalseWin(Board)} for a full group, from the pieces read with
     * pieceAt and the engine's sharedTraits.
     *
     * @param pieceAt what the engine's pieceAt answers for a square
     * @param sharedTraits what the engine's sharedTraits answers for a group
     * @return the line, ending with a line break, or an empty string
     */
    static String waitsOnAFalseWin(Function<Square, Optional<Piece>> pieceAt,
            Function<Group, List<Trait>> sharedTraits) {
        for (Group group : Variant.SQUARES.groups()) {
            List<Piece> pieces = group.squares().stream()
                    .map(square -> pieceAt.apply(square).orElse(null)).toList();
            if (pieces.contains(null)) {
                continue;
            }
            for (Trait trait : sharedTraits.apply(group)) {
                Optional<Square> lacking = group.squares().stream()
                        .filter(square -> !pieceAt.apply(square).orElseThrow().has(trait))
                        .findFirst();
                if (lacking.isPresent()) {
                    return "sharedTraits(" + group + ") is " + sharedTraits.apply(group)
                            + ", but the piece on " + lacking.get() + " is not "
                            + trait.word() + ": this example waits on rule "
                            + (Group.lines().contains(group)
                                    ? "QUARTO-07 (a full line sharing a trait wins)"
                                    : "QUARTO-08 (a full 2x2 square sharing a trait wins)")
                            + ".\n";
                }
            }
        }
        return "";
    }

    private static String describe(Map.Entry<Square, Piece> entry) {
        return Drawing.notation(entry.getValue()) + " on " + entry.getKey();
    }

    /**
     * Returns the scenario's board.
     *
     * @return the board set up by a {@code Given}
     * @throws IllegalStateException if the scenario has none: a mistake of the rule book
     */
    public Board board() {
        if (board == null) {
            throw new IllegalStateException("this scenario has no board: it needs a Given");
        }
        return board;
    }

    /**
     * Tells whether the scenario has a game, rather than a board alone.
     *
     * @return {@code true} once a game was started or set up
     */
    public boolean hasGame() {
        return game != null;
    }

    /**
     * Returns the scenario's game, for a step that observes it.
     *
     * @return the game
     * @throws IllegalStateException if the scenario has no game: a mistake of the rule book
     * @throws AssertionError if the engine refused the {@code When} and no {@code Then} has
     *     said that a refusal was expected
     */
    public Game game() {
        if (game == null) {
            throw new IllegalStateException("this scenario has no game: it needs a Given");
        }
        judged();
        return game;
    }

    /**
     * Fails if the engine refused the {@code When} and no {@code Then} expected it.
     *
     * @throws AssertionError in that case
     */
    public void judged() {
        refusal.requireJudged(() -> "");
    }

    /**
     * Runs a {@code When}: notes the game's state first if there is a game, then carries the
     * action out and keeps a refusal for the {@code Then} steps.
     *
     * @param <T> what the action returns
     * @param action the action
     * @return what it returned, or {@code null} if the engine refused it
     */
    public <T> T attempt(Supplier<T> action) {
        before = game == null ? null : GameState.of(game);
        return refusal.attempt(action);
    }

    /**
     * Checks that the engine refused the {@code When} in the way its contract says.
     *
     * @param expected the exception the contract promises
     * @param reason why, in the scenario's words
     * @throws AssertionError if the action was carried out or refused otherwise
     */
    public void expectRefusal(Class<? extends RuntimeException> expected, String reason) {
        refusal.expect(expected, reason, () -> game == null ? "" : waitsOnAMissedWin(game));
    }

    /**
     * The line that says an example waits on rule QUARTO-08 when the engine ends a game of the
     * classic rules with a win on a 2x2 square: only a row, a column or a diagonal wins there,
     * the squares being the other variant's, so a game set up piece by piece, or one that
     * should go on, waits on that rule whatever rule it is about.
     *
     * @param game the game
     * @return the line, ending with a line break; empty when the scenario plays the squares
     *     rules, the engine's win is a line's or none, or the game cannot be read
     */
    public String waitsOnASquareWin(Game game) {
        try {
            return waitsOnASquareWin(variant(), game.win().map(Win::group));
        } catch (RuntimeException | AssertionError unreadable) {
            // The game cannot be read: the failure says so already; no rule to name here.
            return "";
        }
    }

    /**
     * The line of {@link #waitsOnASquareWin(Game)} for the scenario's rules and the group of the
     * engine's win.
     *
     * @param variant the scenario's rules
     * @param won the group the engine's win is on, if any
     * @return the line, ending with a line break, or an empty string
     */
    static String waitsOnASquareWin(Variant variant, Optional<Group> won) {
        return variant == Variant.CLASSIC && won.isPresent() && !Group.lines().contains(won.get())
                ? "The engine's win is on " + won.get() + ", a 2x2 square, but under the classic"
                + " rules only a row, a column or a diagonal wins: this example waits on rule"
                + " QUARTO-08 (a full 2x2 square sharing a trait wins, in the squares variant"
                + " only).\n" : "";
    }

    /**
     * The line that says an example waits on the win check, followed by the board: a group of
     * the game's variant is full and its pieces (read with pieceAt, their traits compared by the
     * rule book) share a trait, yet the engine says the game goes on. A game that should have
     * ended refuses nothing and hands the turn on, so the examples of the end (QUARTO-16) and of
     * the agents (QUARTO-17) fail when the engine misses a win; they wait on QUARTO-07 (a line) or
     * QUARTO-08 (a 2x2 square).
     *
     * @param game the game
     * @return the line and the board, or an empty string when the board shows no missed win or
     *     cannot be read
     */
    public String waitsOnAMissedWin(Game game) {
        try {
            Board board = game.board();
            String line = game.isOver() ? "" : waitsOnAMissedWin(board::pieceAt, variant());
            return line.isEmpty() ? "" : line + Drawing.explain(board);
        } catch (RuntimeException | AssertionError unreadable) {
            // The board cannot be read: the failure says so already; no rule to name here.
            return "";
        }
    }

    /**
     * The line of {@link #waitsOnAMissedWin(Game)} for a game that goes on, without the board.
     *
     * @param pieceAt what the engine's pieceAt answers
     * @param variant the groups that win
     * @return the line, ending with a line break, or an empty string
     */
    static String waitsOnAMissedWin(Function<Square, Optional<Piece>> pieceAt, Variant variant) {
        // The groups that win, as the rule book reads the variant (the lines, and the 2x2
        // squares under the squares rules), not as the engine's Variant.groups answers, which
        // may be the bug.
        List<Group> winning = new ArrayList<>(Group.lines());
        if (variant == Variant.SQUARES) {
            winning.addAll(Group.twoByTwo());
        }
        for (Group group : winning) {
            List<Piece> pieces = group.squares().stream()
                    .map(square -> pieceAt.apply(square).orElse(null)).toList();
            if (pieces.contains(null)) {
                continue;
            }
            List<Trait> shared = pieces.get(0).traits().stream()
                    .filter(trait -> pieces.stream().allMatch(piece -> piece.has(trait)))
                    .toList();
            if (!shared.isEmpty()) {
                return group + " is full and all " + BoardSteps.words(shared) + ", but the"
                        + " engine says the game goes on: this example waits on rule "
                        + (Group.lines().contains(group)
                                ? "QUARTO-07 (a full line sharing a trait wins)"
                                : "QUARTO-08 (a full 2x2 square sharing a trait wins)")
                        + ".\n";
            }
        }
        return "";
    }

    /**
     * Returns the game's state just before the {@code When}.
     *
     * @return the state
     * @throws IllegalStateException if there was no game then
     */
    public GameState stateBefore() {
        if (before == null) {
            throw new IllegalStateException("this scenario had no game before its When");
        }
        return before;
    }
}
