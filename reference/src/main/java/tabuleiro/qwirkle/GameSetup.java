package tabuleiro.qwirkle;

import java.util.List;
import java.util.Objects;

/**
 * A game in the middle, as the rule book describes one, set up piece by piece: the rules, the
 * cheat mode, the board, the players with their hands and scores, the bag, and whose turn it is.
 * {@link Game#setUp(Variant)} begins one and {@link #start()} makes the game:
 *
 * <pre>{@code
 * Game game = Game.setUp(Variant.BRIEF).board(board).players(players).bag(bag).toMove(1).start();
 * }</pre>
 *
 * <p>The first turn is the one played on an empty board: no tile is ever taken off the board, so
 * a game is on its first turn exactly while its board is empty.
 */
public final class GameSetup {

    private final Variant variant;
    private CheatMode cheatMode = CheatMode.OFF;
    private Board board = new Board();
    private List<Player> players = List.of();
    private Bag bag;
    private int toMove;

    /**
     * Begins a set-up with an empty board, the cheat mode off, no player and no bag yet, the
     * first seat to move.
     *
     * @param variant the rules to play by
     * @throws NullPointerException if {@code variant} is null
     */
    GameSetup(Variant variant) {
        this.variant = Objects.requireNonNull(variant, "variant");
    }

    /**
     * Sets whether a player may place a tile from the bag (QWIRKLE-15); off unless set.
     *
     * @param mode the cheat mode
     * @return this set-up
     * @throws NullPointerException if {@code mode} is null
     */
    public GameSetup cheatMode(CheatMode mode) {
        this.cheatMode = Objects.requireNonNull(mode, "mode");
        return this;
    }

    /**
     * Sets the tiles on the board; empty unless set.
     *
     * @param tiles the board; the game keeps a copy
     * @return this set-up
     * @throws NullPointerException if {@code tiles} is null
     */
    public GameSetup board(Board tiles) {
        this.board = Objects.requireNonNull(tiles, "tiles");
        return this;
    }

    /**
     * Sets the players with their hands and scores.
     *
     * @param seated the players, in seat order; the game plays with these objects
     * @return this set-up
     * @throws NullPointerException if {@code seated} or a player is null
     */
    public GameSetup players(List<Player> seated) {
        this.players = List.copyOf(seated);
        return this;
    }

    /**
     * Sets the bag.
     *
     * @param tiles the bag; the game keeps a copy
     * @return this set-up
     * @throws NullPointerException if {@code tiles} is null
     */
    public GameSetup bag(Bag tiles) {
        this.bag = Objects.requireNonNull(tiles, "tiles");
        return this;
    }

    /**
     * Sets whose turn it is; the first seat unless set.
     *
     * @param seat the seat, from 0, of the player to move
     * @return this set-up
     */
    public GameSetup toMove(int seat) {
        this.toMove = seat;
        return this;
    }

    /**
     * Makes the game set up so far.
     *
     * @return the game, not over: whether it has ended is asked after each turn
     * @throws IllegalArgumentException unless there are two to four players,
     *     {@code 0 <= seat && seat < players.size()} for the seat to move, every line of the
     *     board is valid, the cheat mode is off in the official variant, and there are at most
     *     three copies of a kind of tile in all
     * @throws NullPointerException if no bag was set
     * @post {@code result.isFirstTurn() == board.isEmpty()}, and the player to move is the seat
     *     set
     */
    public Game start() {
        Objects.requireNonNull(bag, "a set-up game needs a bag");
        Game.requirePlayerCount(players.size());
        if (toMove < 0 || toMove >= players.size()) {
            throw new IllegalArgumentException("the player to move is seat 0 to "
                    + (players.size() - 1) + ", but " + toMove + " was given");
        }
        if (!board.allLinesValid()) {
            throw new IllegalArgumentException("every line of the board must be valid");
        }
        Game game = new Game(variant, cheatMode, new Board(board), Bag.copyOf(bag), players,
                toMove);
        assert game.isFirstTurn() == board.isEmpty() : "post: the first turn is the empty board's";
        assert game.currentPlayer() == players.get(toMove) : "post: the seat set is to move";
        return game;
    }
}
