package tabuleiro.chess;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * A game of chess: a position and the moves that led to it, and how the game ends (rules
 * CHESS-02 and CHESS-10 to CHESS-15).
 *
 * <p><b>Draws.</b> The FIDE Laws of Chess distinguish draws that end the game by themselves
 * from draws a player may claim, and so does this class:
 * <ul>
 *   <li>automatic, checked after every move: stalemate, a position in which neither side can
 *       mate (K v K, K+B v K, K+N v K, K+B v K+B with all bishops on one colour), the fifth
 *       occurrence of a position and the seventy-fifth move of each side without a capture or
 *       pawn move;</li>
 *   <li>claimed, with {@link #claimDraw()}: the third occurrence of a position and fifty moves
 *       of each side without a capture or pawn move ({@link #claimableDraw()} says whether a
 *       claim would succeed now); by agreement, with {@link #agreeDraw()}.</li>
 * </ul>
 * A checkmate on the move that also reaches the seventy-fifth move counts as a checkmate.
 *
 * @invariant the position agrees with the history: playing {@link #moves()} from the starting
 *     position gives the current position, and the game is over exactly when an outcome is set
 */
public final class Game {

    /** The halfmove clock at which the fifty-move rule allows a claim: fifty moves each. */
    private static final int FIFTY_MOVE_CLOCK = 100;

    /**
     * The fewest positions a game has when one of them has occurred three times: a position
     * comes back four half-moves later at the earliest, so the third time is the ninth position.
     */
    private static final int FEWEST_POSITIONS_FOR_REPETITION = 9;

    private final Position start;
    private final Position position;
    private final List<Move> moves = new ArrayList<>();
    private final List<Piece> captured = new ArrayList<>();
    /** The repetition key of the starting position and of the position after each move. */
    private final List<String> keys = new ArrayList<>();
    private Outcome outcome;

    private Game(Position start) {
        this.start = start.copy();
        this.position = start.copy();
        keys.add(position.repetitionKey());
        outcome = automaticEnd();
        assert invariantBroken().isEmpty() : invariantBroken();
    }

    /**
     * Starts a game from the starting position (rule CHESS-01), White to move (CHESS-02).
     *
     * @return a new game in state {@link GameState#START}
     */
    public static Game newGame() {
        return new Game(Position.start());
    }

    /**
     * Starts a game from any position (rule CHESS-20).
     *
     * @param start the position to start from
     * @return a new game; over at once if the position is a checkmate, stalemate or dead draw
     */
    public static Game from(Position start) {
        Objects.requireNonNull(start, "a starting position is needed");
        return new Game(start);
    }

    /**
     * Starts a game from a position given as FEN (rule CHESS-20).
     *
     * @param fen the position
     * @return a new game
     * @throws FenException unless {@code fen} is FEN of a legal position
     */
    public static Game fromFen(String fen) {
        return new Game(Fen.parse(fen));
    }

    /**
     * Returns a copy of the current position.
     *
     * @return the position; changing it does not change the game
     */
    public Position position() {
        return position.copy();
    }

    /**
     * Returns a copy of the position the game started from.
     *
     * @return the starting position
     */
    public Position startPosition() {
        return start.copy();
    }

    /**
     * Returns the side to move (rule CHESS-02).
     *
     * @return the side whose turn it is
     */
    public Colour sideToMove() {
        return position.sideToMove();
    }

    /**
     * Returns the legal moves of the side to move.
     *
     * @return the moves; empty once the game is over
     */
    public List<Move> legalMoves() {
        return isOver() ? List.of() : position.legalMoves();
    }

    /**
     * Returns the legal moves of the piece on a square (rules CHESS-03 to CHESS-10).
     *
     * @param square the square the piece stands on
     * @return the moves of {@link #legalMoves()} that leave {@code square}, in the same order;
     *     empty when the square holds no piece of the side to move, and once the game is over
     * @throws NullPointerException if {@code square} is null
     */
    public List<Move> legalMovesFrom(Square square) {
        Objects.requireNonNull(square, "say which square's piece moves");
        return isOver() ? List.of() : position.legalMovesFrom(square);
    }

    /**
     * Returns the moves played so far, in order.
     *
     * @return an unmodifiable list
     */
    public List<Move> moves() {
        return Collections.unmodifiableList(moves);
    }

    /**
     * Plays a move of the side to move (rules CHESS-02, CHESS-10); afterwards the game may be
     * over by checkmate or by an automatic draw.
     *
     * @param move the move
     * @return this game, so that calls can be chained
     * @throws NullPointerException if {@code move} is null
     * @throws IllegalStateException unless {@code !isOver()}
     * @throws IllegalArgumentException unless the move is legal:
     *     {@code position().isLegal(move)}; the game is then unchanged
     * @post the move is the last of {@link #moves()} and the other side is to move:
     *     {@code moves().size() == old(moves().size()) + 1
     *     && moves().get(moves().size() - 1).equals(move)
     *     && sideToMove() == old(sideToMove()).opponent()}
     */
    public Game play(Move move) {
        Objects.requireNonNull(move, "a move is needed");
        if (isOver()) {
            throw new IllegalStateException("the game is over (" + outcome.termination()
                    .description() + "): no move can be played after the end");
        }
        if (!position.isLegal(move)) {
            throw new IllegalArgumentException(move + " is not a legal move for "
                    + sideToMove().displayName() + " here");
        }
        Colour mover = sideToMove();
        Optional<Piece> taken = move.flag() == MoveFlag.EN_PASSANT
                ? Optional.of(Piece.of(mover.opponent(), PieceKind.PAWN))
                : position.pieceAt(move.to());
        taken.ifPresent(captured::add);
        position.make(move);
        moves.add(move);
        keys.add(position.repetitionKey());
        outcome = automaticEnd();
        assert sideToMove() == mover.opponent() : "post: the sides alternate";
        assert invariantBroken().isEmpty() : invariantBroken();
        return this;
    }

    /**
     * Returns the state the UI shows (rule CHESS-19).
     *
     * @return the state
     */
    public GameState state() {
        if (outcome != null) {
            return switch (outcome.termination()) {
                case CHECKMATE -> GameState.CHECKMATE;
                case STALEMATE -> GameState.STALEMATE;
                case RESIGNATION -> GameState.RESIGNED;
                default -> GameState.DRAW;
            };
        }
        if (position.isInCheck()) {
            return GameState.CHECK;
        }
        return moves.isEmpty() ? GameState.START : GameState.IN_PROGRESS;
    }

    /**
     * Tells whether the game has ended.
     *
     * @return {@code outcome().isPresent()}
     */
    public boolean isOver() {
        return outcome != null;
    }

    /**
     * Returns how the game ended.
     *
     * @return the outcome, or empty while the game goes on
     */
    public Optional<Outcome> outcome() {
        return Optional.ofNullable(outcome);
    }

    /**
     * Returns the pieces of a side that have been captured, in the order they were taken.
     *
     * @param owner whose pieces
     * @return the captured pieces of {@code owner}
     */
    public List<Piece> capturedPieces(Colour owner) {
        return captured.stream().filter(piece -> piece.colour() == owner).toList();
    }

    /**
     * Tells how many times the current position has occurred in this game, counting now.
     *
     * @return 1 or more
     */
    public int repetitions() {
        return Collections.frequency(keys, keys.get(keys.size() - 1));
    }

    /**
     * Tells which draw the side to move could claim now (rule CHESS-14): a threefold
     * repetition when the current position has occurred three times, the fifty-move rule when
     * fifty moves of each side have passed without a capture or pawn move.
     *
     * @return the reason a claim would give, or empty when no claim is possible
     */
    public Optional<Termination> claimableDraw() {
        if (isOver() || keys.size() < FEWEST_POSITIONS_FOR_REPETITION
                && position.halfmoveClock() < FIFTY_MOVE_CLOCK) {
            // Too early for either claim: too few positions for a threefold repetition, and
            // the fifty-move clock short of fifty. The text UI asks after every move, and the
            // opening of every game ends here.
            return Optional.empty();
        }
        if (isOver()) {
            return Optional.empty();
        }
        if (repetitions() >= 3) {
            return Optional.of(Termination.THREEFOLD_REPETITION);
        }
        if (position.halfmoveClock() >= 100) {
            return Optional.of(Termination.FIFTY_MOVES);
        }
        return Optional.empty();
    }

    /**
     * Claims a draw by threefold repetition or the fifty-move rule (rule CHESS-14).
     *
     * @return this game, drawn
     * @throws IllegalStateException unless {@code claimableDraw().isPresent()}
     * @post the game is drawn for the reason that could be claimed:
     *     {@code outcome().get().result() == Result.DRAW
     *     && outcome().get().termination() == old(claimableDraw()).get()}
     */
    public Game claimDraw() {
        Termination reason = claimableDraw().orElseThrow(() -> new IllegalStateException(
                "no draw can be claimed: the position has occurred " + repetitions()
                        + " time(s) (3 needed) and the halfmove clock is "
                        + position.halfmoveClock() + " (" + FIFTY_MOVE_CLOCK + " needed)"));
        outcome = new Outcome(Result.DRAW, reason);
        assert invariantBroken().isEmpty() : invariantBroken();
        return this;
    }

    /**
     * Ends the game drawn because both players agree (rule CHESS-14).
     *
     * @return this game, drawn
     * @throws IllegalStateException unless {@code !isOver()}
     */
    public Game agreeDraw() {
        requireNotOver();
        end(Result.DRAW, Termination.AGREEMENT);
        assert invariantBroken().isEmpty() : invariantBroken();
        return this;
    }

    /**
     * Ends the game because a player resigns; the opponent wins (rule CHESS-15).
     *
     * @param loser the side that resigns
     * @return this game, won by {@code loser.opponent()}
     * @throws IllegalStateException unless {@code !isOver()}
     */
    public Game resign(Colour loser) {
        Objects.requireNonNull(loser, "say which side resigns");
        requireNotOver();
        end(Result.winFor(loser.opponent()), Termination.RESIGNATION);
        assert invariantBroken().isEmpty() : invariantBroken();
        return this;
    }

    /** Ends the game by the players' decision: a resignation or an agreed draw. */
    private void end(Result result, Termination reason) {
        outcome = new Outcome(result, reason);
    }

    private void requireNotOver() {
        if (isOver()) {
            throw new IllegalStateException("the game is already over ("
                    + outcome.termination().description() + ")");
        }
    }

    /**
     * The end that the current position imposes by itself, or null when the game goes on. It
     * asks whether any legal move is left, not for them all, so that a game whose pieces can
     * move does not need the pawns' moves.
     */
    private Outcome automaticEnd() {
        if (!position.hasLegalMove()) {
            return endWithoutMoves();
        }
        if (position.hasInsufficientMaterial()) {
            return new Outcome(Result.DRAW, Termination.INSUFFICIENT_MATERIAL);
        }
        if (repetitions() >= 5) {
            return new Outcome(Result.DRAW, Termination.FIVEFOLD_REPETITION);
        }
        if (position.halfmoveClock() >= 150) {
            return new Outcome(Result.DRAW, Termination.SEVENTY_FIVE_MOVES);
        }
        return null;
    }

    /**
     * The end when the side to move has no legal move: checkmate if it is in check (CHESS-12),
     * stalemate if not (CHESS-13). Asked only when there is no legal move: a game that goes on
     * is neither.
     */
    private Outcome endWithoutMoves() {
        if (!position.legalMoves().isEmpty()) {
            return null;
        }
        return position.isInCheck()
                ? new Outcome(Result.winFor(sideToMove().opponent()), Termination.CHECKMATE)
                : new Outcome(Result.DRAW, Termination.STALEMATE);
    }

    /**
     * Returns the position as FEN, followed by the moves played.
     *
     * @return a short description for debugging
     */
    @Override
    public String toString() {
        return position.fen() + " after " + moves;
    }

    // The invariant plays the history again from the start on a copy: a second, independent
    // account of the game against which the position the moves were played on is checked.
    // Whether each move was legal where it was played is a history constraint, not a clause of
    // the invariant: play refuses a move that is not, contracts on or off, and asking again after
    // every move would list the legal moves of every position played so far, a cost that grows
    // with the square of the game's length (most of a random game's time, contracts on).

    /**
     * The class invariant, clause by clause: the first clause that does not hold, labelled
     * {@code invariant:} and saying what replaying the moves gives and what the game holds, or
     * an empty string when every clause holds. Where a clause checks the work of one method, the
     * message ends by naming it, {@code (see Position.make)}, so that the feedback can point
     * there rather than at the {@code assert}.
     */
    private String invariantBroken() {
        Position replay = start.copy();
        for (Move move : moves) {
            replay.make(move);
        }
        if (!replay.repetitionKey().equals(position.repetitionKey())
                || replay.halfmoveClock() != position.halfmoveClock()
                || replay.fullmoveNumber() != position.fullmoveNumber()) {
            return "invariant: the position is the one the moves played give: playing "
                    + moves + " from " + start.fen() + " gives " + replay.fen()
                    + ", but the position is " + position.fen() + " (see Position.make)";
        }
        if (keys.size() != moves.size() + 1) {
            return "invariant: the game remembers every position for the repetition rules"
                    + " (CHESS-14): " + moves.size() + " moves give " + (moves.size() + 1)
                    + " positions, but " + keys.size() + " are remembered (see Game.play)";
        }
        return "";
    }
}
