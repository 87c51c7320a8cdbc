package tabuleiro.checkers;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Objects;
import java.util.Optional;

/**
 * A game of checkers under one of the brief's rule sets (the brief's {@code Jogo}, rule
 * CHECKERS-28): the board, whose turn it is, the legal moves, and how the game ends.
 *
 * <p>A user interface needs nothing else: it shows {@link #board()}, asks for a move among
 * {@link #legalMoves()} (or a route jump by jump among {@link #routes()}), and calls
 * {@link #play(Move)} or {@link #resign()}.
 *
 * @invariant the board holds at most 12 pieces a side, on dark squares only; no man rests on its
 *     own promotion row; the stored list of legal moves is the one the rules give for the side to
 *     move; the game is over exactly when it has a winner or is drawn, and a game that is not
 *     over has a move to play
 */
public final class Game {

    /** Successive king moves without capture after which a classic game is drawn (CHECKERS-17). */
    public static final int KING_MOVES_FOR_DRAW = 20;

    /** Moves played in a drawn ending after which a classic game is drawn (CHECKERS-17). */
    public static final int ENDING_MOVES_FOR_DRAW = 5;

    private final Variant variant;
    private final Board board;
    private final Board start;
    private final Colour firstToMove;
    private Colour toMove;
    private List<Move> legalMoves;
    private final List<Move> history = new ArrayList<>();
    private int kingMovesWithoutCapture;
    private int movesInDrawnEnding;
    private Colour winner;
    private boolean drawn;
    private boolean resigned;

    private Game(Variant variant, Board board, Colour toMove) {
        this.variant = Objects.requireNonNull(variant, "a variant is needed");
        this.board = board.copy();
        this.start = board.copy();
        this.toMove = Objects.requireNonNull(toMove, "a side to move is needed");
        this.firstToMove = toMove;
        for (Colour colour : Colour.values()) {
            for (Square square : board.squaresOf(colour)) {
                if (!board.pieceAt(square).orElseThrow().king() && square.row()
                        == colour.promotionRow()) {
                    throw new IllegalArgumentException("a " + colour + " man cannot rest on square "
                            + square + ", on its promotion row: it would be a king");
                }
            }
        }
        refresh();
        assert invariantBroken().isEmpty() : invariantBroken();
    }

    /**
     * Starts a game from the initial position (rules CHECKERS-02, CHECKERS-03).
     *
     * @param variant the rules
     * @return a new game, White to move
     * @post {@code sideToMove() == WHITE && !isOver() && legalMoves().size() == 7}
     */
    public static Game newGame(Variant variant) {
        Game game = new Game(variant, Board.initial(), Colour.WHITE);
        assert game.sideToMove() == Colour.WHITE && !game.isOver() : "post: White moves first";
        return game;
    }

    /**
     * Starts a game from any position, such as a puzzle or a rule book example.
     *
     * @param variant the rules
     * @param board the pieces; the game takes a copy
     * @param toMove the side to move
     * @return the game
     * @throws IllegalArgumentException unless no man stands on its own promotion row
     * @post {@code board().equals(board) && sideToMove() == toMove}
     */
    public static Game fromPosition(Variant variant, Board board, Colour toMove) {
        Objects.requireNonNull(board, "a board is needed");
        Game game = new Game(variant, board, toMove);
        assert game.board().equals(board) && game.sideToMove() == toMove : "post: as given";
        return game;
    }

    /**
     * Starts a game from a position in PDN FEN, such as {@code W:W21,22:BK1,5}.
     *
     * @param variant the rules
     * @param fen the position
     * @return the game
     * @throws IllegalArgumentException unless the text is a well-formed position (the message
     *     says where and why) with no man on its own promotion row
     */
    public static Game fromFen(Variant variant, String fen) {
        Fen.Position position = Fen.read(fen);
        return fromPosition(variant, position.board(), position.toMove());
    }

    /**
     * Returns the rules this game is played under.
     *
     * @return the variant
     */
    public Variant variant() {
        return variant;
    }

    /**
     * Returns a copy of the board, which the caller may change without changing the game.
     *
     * @return the pieces as they stand (rule CHECKERS-12)
     */
    public Board board() {
        return board.copy();
    }

    /**
     * Returns the piece on a square.
     *
     * @param square the square
     * @return the piece, or empty
     */
    public Optional<Piece> pieceAt(Square square) {
        return board.pieceAt(square);
    }

    /**
     * Returns the side whose turn it is (rule CHECKERS-03).
     *
     * @return the side to move
     */
    public Colour sideToMove() {
        return toMove;
    }

    /**
     * Returns the legal moves of the side to move, each distinct move once.
     *
     * @return the moves; empty once the game is over
     */
    public List<Move> legalMoves() {
        return isOver() ? List.of() : legalMoves;
    }

    /**
     * Lists every route of every legal move jump by jump: where two capture sequences have the
     * same effect, both are listed. A player who plays the jumps one at a time (rule CHECKERS-22),
     * or a peer that sends the squares of its move (CHECKERS-26), follows one of these routes.
     *
     * @return the routes; empty once the game is over
     */
    public List<Move> routes() {
        if (isOver()) {
            return List.of();
        }
        List<Move> routes = new ArrayList<>();
        for (Move route : Rules.captureSequences(board, toMove, variant)) {
            if (legalMoves.stream().anyMatch(route::sameEffectAs)) {
                routes.add(route);
            }
        }
        legalMoves.stream().filter(move -> !move.isCapture()).forEach(routes::add);
        return routes;
    }

    /**
     * Finds the legal move that follows a route of squares (rule CHECKERS-26).
     *
     * @param path the squares the piece occupies, start and end included
     * @return the legal move with that route, or empty when no legal move follows it
     */
    public Optional<Move> moveAlong(List<Square> path) {
        return routes().stream().filter(route -> route.path().equals(path)).findFirst();
    }

    /**
     * Plays a legal move of the side to move; then the other side moves (rule CHECKERS-03),
     * unless the game has ended (CHECKERS-11, CHECKERS-17).
     *
     * @param move the move, or any route with the same effect as a legal move
     * @return this game, updated
     * @throws IllegalStateException unless {@code !isOver()}
     * @throws IllegalArgumentException unless the move has the effect of one of
     *     {@code legalMoves()}; the message says why not
     * @post the move is applied to the board, {@code history()} ends with it, and the other side
     *     is to move: {@code history().size() == old(history().size()) + 1
     *     && history().get(history().size() - 1).equals(move)
     *     && sideToMove() == old(sideToMove()).opponent()}
     */
    public Game play(Move move) {
        Objects.requireNonNull(move, "a move is needed");
        requireNotOver();
        if (legalMoves.stream().noneMatch(move::sameEffectAs)) {
            throw new IllegalArgumentException(whyIllegal(move));
        }
        Colour mover = toMove;
        int played = history.size();

        playLegal(move);

        assert history.size() == played + 1 && history.get(played).equals(move)
                : "post: the move is recorded";
        assert toMove == mover.opponent() : "post: the players alternate";
        assert invariantBroken().isEmpty() : invariantBroken();
        return this;
    }

    private void playLegal(Move move) {
        Piece piece = board.pieceAt(move.from()).orElseThrow();
        Rules.apply(board, move);
        history.add(move);
        countTowardsDraws(piece, move);
        toMove = toMove.opponent();
        refresh();
    }

    /**
     * The side to move gives the game up, and the other side wins (rules CHECKERS-21,
     * CHECKERS-23).
     *
     * @return this game, over
     * @throws IllegalStateException unless {@code !isOver()}
     * @post {@code isOver() && winner().get() == loser.opponent()}
     */
    public Game resign() {
        requireNotOver();
        Colour loser = toMove;
        giveUp();
        assert isOver() && winner().orElseThrow() == loser.opponent() : "post: the other side won";
        assert invariantBroken().isEmpty() : invariantBroken();
        return this;
    }

    /** Records the resignation of the side to move: the other side wins (CHECKERS-21). */
    private void giveUp() {
        resigned = true;
        winner = toMove.opponent();
    }

    /**
     * Tells whether the game has ended: a win (by captures, a blocked opponent or resignation) or
     * a draw.
     *
     * @return {@code winner().isPresent() || isDrawn()}
     */
    public boolean isOver() {
        return winner != null || drawn;
    }

    /**
     * Returns the winner, if any (rule CHECKERS-11).
     *
     * @return the side that won, or empty
     */
    public Optional<Colour> winner() {
        return Optional.ofNullable(winner);
    }

    /**
     * Tells whether the game ended in a draw (rule CHECKERS-17; never under the simplified rules,
     * CHECKERS-21).
     *
     * @return {@code true} for a draw
     */
    public boolean isDrawn() {
        return drawn;
    }

    /**
     * Tells whether the game ended by resignation.
     *
     * @return {@code true} when the loser resigned
     */
    public boolean isResigned() {
        return resigned;
    }

    /**
     * Returns the moves played, in order.
     *
     * @return the moves, first first
     */
    public List<Move> history() {
        return List.copyOf(history);
    }

    /**
     * Returns the position the game started from.
     *
     * @return a copy of the starting board
     */
    public Board startingBoard() {
        return start.copy();
    }

    /**
     * Returns the side that moved first.
     *
     * @return the side to move at the start
     */
    public Colour firstToMove() {
        return firstToMove;
    }

    /**
     * Returns how many successive moves by kings without a capture have been played (rule
     * CHECKERS-17).
     *
     * @return 0 after a capture or a man's move
     */
    public int kingMovesWithoutCapture() {
        return kingMovesWithoutCapture;
    }

    /**
     * Writes the current position in PDN FEN.
     *
     * @return the position, such as {@code W:W21,22:B1,K5}
     */
    public String fen() {
        return Fen.write(board, toMove);
    }

    /**
     * Draws the board and says whose turn it is, or how the game ended.
     *
     * @return the drawing and one line of status
     */
    @Override
    public String toString() {
        String status;
        if (drawn) {
            status = "The game is drawn.";
        } else if (winner != null) {
            status = winner + " wins" + (resigned ? " (the other side resigned)." : ".");
        } else {
            status = toMove + " to move.";
        }
        return board.draw() + "\n" + status;
    }

    /** Counts the moves towards the two classic draws, and declares a draw (CHECKERS-17). */
    private void countTowardsDraws(Piece piece, Move move) {
        kingMovesWithoutCapture = piece.king() && !move.isCapture()
                ? kingMovesWithoutCapture + 1 : 0;
        if (kingMovesWithoutCapture < KING_MOVES_FOR_DRAW && movesInDrawnEnding == 0
                && !(hasKings(Colour.WHITE) && hasKings(Colour.BLACK))) {
            // No draw is near: no run of king moves, and a drawn ending has a king on each
            // side. Most moves of a game stop here, with nothing to count.
            return;
        }
        if (isDrawnEnding()) {
            movesInDrawnEnding++;
        } else {
            movesInDrawnEnding = 0;
        }
        if (variant.draws()) {
            drawn = kingMovesWithoutCapture == KING_MOVES_FOR_DRAW
                    || movesInDrawnEnding == ENDING_MOVES_FOR_DRAW;
        }
    }

    /**
     * Whether the material is one of the classic drawn endings: two kings v two kings, two kings
     * v one king, two kings v one king and a man, one king v one king, one king v one king and a
     * man (rule CHECKERS-17).
     */
    private boolean isDrawnEnding() {
        String white = material(Colour.WHITE);
        String black = material(Colour.BLACK);
        List<String> endings = List.of("KK:KK", "KK:K", "KK:KM", "K:K", "K:KM");
        return endings.contains(white + ":" + black) || endings.contains(black + ":" + white);
    }

    private String material(Colour colour) {
        return "K".repeat(board.count(Piece.king(colour)))
                + "M".repeat(board.count(Piece.man(colour)));
    }

    private boolean hasKings(Colour colour) {
        return board.count(Piece.king(colour)) > 0;
    }

    /** Works out the legal moves of the side to move, and a win if it has none (CHECKERS-11). */
    private void refresh() {
        legalMoves = Rules.legalMoves(board, toMove, variant);
        if (legalMoves.isEmpty() && !drawn) {
            winner = toMove.opponent();
        }
    }

    private String whyIllegal(Move move) {
        Optional<Piece> piece = board.pieceAt(move.from());
        if (piece.isEmpty()) {
            return "square " + move.from() + " is empty: move one of " + toMove + "'s pieces";
        }
        if (piece.get().colour() != toMove) {
            return "square " + move.from() + " holds a " + piece.get().colour() + " piece, but it"
                    + " is " + toMove + "'s turn";
        }
        boolean capturesExist = legalMoves.stream().anyMatch(Move::isCapture);
        if (variant.captureCompulsory() && capturesExist && !move.isCapture()) {
            return move + " does not capture, but capturing is compulsory: play one of "
                    + legalMoves;
        }
        if (variant.captureCompulsory() && capturesExist) {
            return move + " is not among the captures the majority rule allows: play one of "
                    + legalMoves;
        }
        return move + " is not a legal move here: the legal moves are " + legalMoves;
    }

    private void requireNotOver() {
        if (isOver()) {
            throw new IllegalStateException(
                    "the game is over: no move can be played after the end");
        }
    }

    // The invariant works the legal moves out again from the board: a second, independent
    // account of the rules against which the stored list and the end of the game are checked.

    /**
     * The class invariant, clause by clause: the first clause that does not hold, labelled
     * {@code invariant:} and saying what the board shows and what the game says, or an empty
     * string when every clause holds. Where a clause checks the work of one method, the message
     * ends by naming it, {@code (see Game.refresh)}, so that the feedback can point there rather
     * than at the {@code assert}.
     */
    private String invariantBroken() {
        for (Colour colour : Colour.values()) {
            int pieces = board.count(colour);
            if (pieces > Board.MAX_PIECES) {
                return "invariant: a side has at most " + Board.MAX_PIECES + " pieces"
                        + " (CHECKERS-02): the board has " + pieces + " " + name(colour)
                        + " pieces";
            }
            for (Square square : board.squaresOf(colour)) {
                if (!board.pieceAt(square).orElseThrow().king()
                        && square.row() == colour.promotionRow()) {
                    return "invariant: a man that reaches the far row is crowned (CHECKERS-07):"
                            + " the " + name(colour) + " man on square " + square + " rests on"
                            + " its promotion row uncrowned (see Rules.apply)";
                }
            }
        }
        List<Move> rules = Rules.legalMoves(board.copy(), toMove, variant);
        if (!legalMoves.equals(rules)) {
            return "invariant: the legal moves are the ones the rules give for the side to move: "
                    + name(toMove) + " is to move, and the rules give " + rules + ", but"
                    + " legalMoves() is " + legalMoves + " (see Game.refresh)";
        }
        if (!isOver() && legalMoves.isEmpty()) {
            return "invariant: a side with no legal move loses (CHECKERS-11): " + name(toMove)
                    + " is to move and has no legal move, but isOver() is false and winner() is"
                    + " empty (see Game.refresh)";
        }
        if (drawn && !(variant.draws() && winner == null)) {
            return "invariant: a drawn game has no winner, and only a variant with draws is"
                    + " drawn (CHECKERS-17): isDrawn() is true, but winner() is "
                    + (winner == null ? "empty" : name(winner)) + " and the variant "
                    + (variant.draws() ? "has" : "has no") + " draws"
                    + " (see Game.countTowardsDraws)";
        }
        return "";
    }

    private static String name(Colour colour) {
        return colour.name().toLowerCase(Locale.ROOT);
    }
}
