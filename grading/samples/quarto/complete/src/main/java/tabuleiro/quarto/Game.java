package tabuleiro.quarto;

import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.random.RandomGenerator;

/**
 * A game of Quarto: the two-step turn, the end of the game and who won.
 *
 * <p>Each turn has two steps (rule QUARTO-05): the chooser, who is the opponent of the player
 * whose turn it is, {@linkplain #choose(Piece) chooses} a piece from the pool; then the current
 * player {@linkplain #place(Square) places} it on an empty square. A placement that completes a
 * winning group wins for the player who placed (QUARTO-19); one that fills the board
 * without winning draws (QUARTO-10). Otherwise the roles swap and the next turn begins.
 *
 * <p>Who places first is decided by a die roll (QUARTO-04). The die is a random source given to
 * {@link #start(Variant, RandomGenerator)}, so a game can be replayed with the same seed.
 *
 * <p>Mistakes of the caller are refused with an exception, and the game is left as it was:
 * choosing a piece that is not in the pool or when one has been chosen, placing before a piece
 * was chosen or on an occupied square (QUARTO-06), and any move after the end (QUARTO-16).
 *
 * @invariant every piece is in the pool or on the board, never both and never twice
 *     (QUARTO-06); a chosen piece is in the pool; the game is over exactly when a win has been
 *     found on the board or the board is full, and then no piece is chosen; the win reported is
 *     on the board, and while nobody has won the board has no winning group
 */
public final class Game {

    private final Variant variant;
    private final Board board = new Board();
    private Pool pool = Pool.full();
    /** The player whose turn it is: the one who places the piece the opponent chooses. */
    private Player current;
    /** The piece chosen for the current player this turn, or null before the choice. */
    private Piece chosen;
    /** The winning group found after the last placement, or null while nobody has won. */
    private Win win;
    private boolean over;

    private Game(Variant variant, Player firstToPlace) {
        this.variant = Objects.requireNonNull(variant, "variant");
        this.current = Objects.requireNonNull(firstToPlace, "firstToPlace");
        assert invariantBroken().isEmpty() : invariantBroken();
    }

    /**
     * Starts a game in which a die roll decides who places the first piece (rule QUARTO-04):
     * each player rolls, the higher roll places first, and a tie is rolled again. The other
     * player chooses that first piece.
     *
     * @param variant which groups win
     * @param die the random source the die rolls are drawn from
     * @return a new game: empty board, full pool, no piece chosen
     * @throws NullPointerException if an argument is null
     * @post {@code !isOver() && pool().size() == 16 && chosenPiece().isEmpty()}
     */
    public static Game start(Variant variant, RandomGenerator die) {
        Objects.requireNonNull(die, "die");
        return start(variant, firstToPlace(die));
    }

    /**
     * Starts a game in which a given player places the first piece, as after a die roll that
     * player won.
     *
     * @param variant which groups win
     * @param firstToPlace the player who places first; the other chooses the first piece
     * @return a new game: empty board, full pool, no piece chosen
     * @throws NullPointerException if an argument is null
     * @post {@code currentPlayer() == firstToPlace && !isOver() && pool().size() == 16}
     */
    public static Game start(Variant variant, Player firstToPlace) {
        Game game = new Game(variant, firstToPlace);
        assert game.currentPlayer() == firstToPlace && !game.isOver()
                && game.pool().size() == Piece.COUNT : "post: a new game";
        return game;
    }

    /** Rolls a six-sided die for each player until the rolls differ; the higher places first. */
    private static Player firstToPlace(RandomGenerator die) {
        int first;
        int second;
        do {
            first = die.nextInt(6) + 1;
            second = die.nextInt(6) + 1;
        } while (first == second);
        return first > second ? Player.FIRST : Player.SECOND;
    }

    /**
     * Chooses the piece the current player must place: the first step of a turn, taken by the
     * current player's opponent (rule QUARTO-05).
     *
     * @param piece a piece from the pool
     * @return this game, updated
     * @throws NullPointerException if {@code piece} is null
     * @throws IllegalStateException unless {@code !isOver() && chosenPiece().isEmpty()}: the
     *     game goes on and no piece has been chosen this turn yet
     * @throws IllegalArgumentException unless {@code pool().contains(piece)} (QUARTO-06)
     * @post the piece is chosen, and the board and the pool are unchanged:
     *     {@code chosenPiece().equals(Optional.of(piece)) && pool().equals(old(pool()))
     *     && board().equals(old(board()))}
     */
    public Game choose(Piece piece) {
        Objects.requireNonNull(piece, "piece");
        requireNotOver();
        if (chosen != null) {
            throw new IllegalStateException("a piece has been chosen already this turn: " + current
                    + " must place the " + chosen + " piece before another is chosen");
        }
        if (!pool.contains(piece)) {
            throw new IllegalArgumentException("the " + piece + " piece is on the board already:"
                    + " choose one of the pieces not yet played");
        }
        Pool poolBefore = pool;

        take(piece);

        assert chosenPiece().equals(Optional.of(piece)) : "post: the piece is chosen";
        assert pool.equals(poolBefore) : "post: the pool keeps the piece until it is placed";
        assert invariantBroken().isEmpty() : invariantBroken();
        return this;
    }

    private void take(Piece piece) {
        chosen = piece;
    }

    /**
     * Places the chosen piece on an empty square: the second step of a turn, taken by the
     * current player (rule QUARTO-05). If the piece completes a winning group the current player
     * wins (QUARTO-19); if it fills the board without, the game is a draw
     * (QUARTO-10); otherwise the roles swap.
     *
     * @param square an empty square
     * @return this game, updated
     * @throws NullPointerException if {@code square} is null
     * @throws IllegalStateException unless {@code !isOver() && chosenPiece().isPresent()}: the
     *     game goes on and a piece has been chosen
     * @throws IllegalArgumentException unless {@code board().isEmpty(square)} (QUARTO-06)
     * @post the chosen piece is on the square and out of the pool; no piece is chosen; the game
     *     is over with the placer as winner, or over as a draw, or it is the opponent's turn:
     *     {@code board().pieceAt(square).equals(old(chosenPiece()))
     *     && !pool().contains(old(chosenPiece()).get()) && chosenPiece().isEmpty()
     *     && (isOver() ? winner().map(old(currentPlayer())::equals).orElse(board().isFull())
     *     : currentPlayer() == old(currentPlayer()).opponent())}
     */
    public Game place(Square square) {
        Objects.requireNonNull(square, "square");
        requireNotOver();
        if (chosen == null) {
            throw new IllegalStateException("no piece has been chosen yet: " + current.opponent()
                    + " must choose the piece that " + current + " places");
        }
        if (!board.isEmpty(square)) {
            throw new IllegalArgumentException("square " + square + " already holds the "
                    + board.pieceAt(square).orElseThrow() + " piece: place on an empty square");
        }
        final Piece piece = chosen;
        final Player placer = current;

        put(square);

        assert board.pieceAt(square).equals(Optional.of(piece)) && !pool.contains(piece)
                : "post: the piece moved from the pool to the square";
        assert chosen == null : "post: the next turn starts with no piece chosen";
        assert over ? winner().map(placer::equals).orElse(board.isFull())
                : current == placer.opponent() : "post: a win for the placer, a draw or a swap";
        assert invariantBroken().isEmpty() : invariantBroken();
        return this;
    }

    private void put(Square square) {
        Piece piece = chosen;
        chosen = null;
        board.place(square, piece);
        pool = pool.without(piece);
        win = board.wins(variant).stream().findFirst().orElse(null);
        over = win != null || board.count() == Piece.COUNT;
        if (!over) {
            current = chooser();
        }
    }

    private void requireNotOver() {
        if (over) {
            throw new IllegalStateException("the game is over"
                    + (win == null ? " (a draw)" : " (" + current + " won)")
                    + ": no piece can be chosen or placed after the end");
        }
    }

    /**
     * Returns the variant being played.
     *
     * @return which groups win
     */
    public Variant variant() {
        return variant;
    }

    /**
     * Returns the board as it is now.
     *
     * @return a copy of the board, which the caller may change without changing the game
     */
    public Board board() {
        return Board.copyOf(board);
    }

    /**
     * Returns the pieces not yet on the board, the chosen one included until it is placed.
     *
     * @return the pool
     */
    public Pool pool() {
        return pool;
    }

    /**
     * Returns the player whose turn it is: the one who places the chosen piece. After the end it
     * is the player who placed last.
     *
     * @return the current player
     */
    public Player currentPlayer() {
        return current;
    }

    /**
     * Returns the player who chooses the piece this turn: the current player's opponent.
     *
     * @return {@code currentPlayer().opponent()}
     */
    public Player chooser() {
        return current.opponent();
    }

    /**
     * Returns the piece chosen this turn, which the current player must place.
     *
     * @return the chosen piece, or empty before the choice and after the end
     */
    public Optional<Piece> chosenPiece() {
        return Optional.ofNullable(chosen);
    }

    /**
     * Tells whether the game has ended, by a win or a draw.
     *
     * @return {@code true} after a winning placement or once the board is full
     */
    public boolean isOver() {
        return over;
    }

    /**
     * Returns the player who won, if any (rule QUARTO-19).
     *
     * @return the player whose placement completed a winning group, or empty
     */
    public Optional<Player> winner() {
        return win == null ? Optional.empty() : Optional.of(current);
    }

    /**
     * Returns the winning group and the traits its pieces share. When one placement completes
     * several groups, it is the first of them in the order of {@link Variant#groups()}; the
     * board has them all ({@link Board#wins(Variant)}).
     *
     * @return the win, or empty while nobody has won
     */
    public Optional<Win> win() {
        return Optional.ofNullable(win);
    }

    /**
     * Tells whether the game ended in a draw (rule QUARTO-10).
     *
     * @return {@code isOver() && winner().isEmpty()}
     */
    public boolean isDraw() {
        return over && win == null;
    }

    // The invariant works from the board and the set of pieces alone: a second account of the
    // state, against which the fields the game keeps are checked.
    /**
     * The class invariant, clause by clause: the first clause that does not hold, labelled
     * {@code invariant:} and saying what the board and the pool show and what the game stored,
     * or an empty string when every clause holds. A clause that checks the work of one method
     * ends by naming it, {@code (see Game.put)}, so that the feedback can point there.
     */
    private String invariantBroken() {
        for (Piece piece : Piece.all()) {
            boolean onBoard = board.contains(piece);
            if (onBoard == pool.contains(piece)) {
                return "invariant: each piece is on the board or in the pool, not both"
                        + " (QUARTO-02): the " + piece + (onBoard ? " is on the board and in"
                                + " the pool" : " is neither on the board nor in the pool")
                        + " (see Game.put)";
            }
        }
        if (board.count() + pool.size() != Piece.COUNT) {
            return "invariant: the board and the pool hold the 16 pieces between them"
                    + " (QUARTO-02): the board has " + board.count() + " and the pool "
                    + pool.size() + " (see Game.put)";
        }
        if (chosen != null && !pool.contains(chosen)) {
            return "invariant: the chosen piece waits in the pool (QUARTO-05): the " + chosen
                    + " is chosen but not in the pool (see Game.take)";
        }
        if (chosen != null && over) {
            return "invariant: no piece is chosen once the game is over (QUARTO-16): the "
                    + chosen + " is chosen, but the game is over (see Game.take)";
        }
        // Fewer than four pieces complete no group, so a new game needs no win detection yet.
        List<Win> wins = board.count() < Group.LENGTH ? List.of() : board.wins(variant);
        if (win == null && !wins.isEmpty()) {
            return "invariant: four pieces in a group that share a trait win (QUARTO-07): the"
                    + " board has " + wins.get(0) + ", but the game has no win and isOver() is "
                    + over + " (see Game.put)";
        }
        if (win != null && !wins.contains(win)) {
            return "invariant: the game's win is one of the board's (QUARTO-07): the game has"
                    + " the win " + win + ", but the board's winning groups are "
                    + (wins.isEmpty() ? "none" : wins) + " (see Game.put)";
        }
        if (over != (win != null || board.isFull())) {
            String found = win != null ? "the board has the win " + win
                    : board.isFull() ? "the board is full without a win"
                    : "nobody has won and the board has " + board.count() + " pieces";
            return "invariant: the game is over exactly when someone has won or the board is"
                    + " full (QUARTO-07, QUARTO-10): " + found + ", but isOver() is " + over
                    + " (see Game.put)";
        }
        return "";
    }
}
