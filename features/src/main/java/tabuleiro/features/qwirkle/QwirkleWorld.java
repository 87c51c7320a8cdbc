package tabuleiro.features.qwirkle;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.TreeMap;
import tabuleiro.features.contracts.ScenarioLanguage;
import tabuleiro.qwirkle.Bag;
import tabuleiro.qwirkle.Board;
import tabuleiro.qwirkle.CheatMode;
import tabuleiro.qwirkle.Game;
import tabuleiro.qwirkle.Hand;
import tabuleiro.qwirkle.Player;
import tabuleiro.qwirkle.Tile;
import tabuleiro.qwirkle.Variant;
import tabuleiro.ui.Language;

/**
 * What one scenario has said and done so far, shared by the step classes: the position its
 * {@code Given} steps describe, the game made from it, and the outcome of its {@code When}.
 *
 * <p>The {@code Given} steps only collect the position; the game is made the first time a step
 * needs it, with {@link Game#setUp}. Players the scenario does not mention hold no tile. Unless
 * the scenario says what the bag holds, it holds every tile of the set that is not on the board
 * or in a hand, those the scenario names first, so that the game has its 108 tiles.
 *
 * <p>A {@code When} runs through {@link #attempt(Runnable)}: a refusal by the engine's
 * preconditions ({@link IllegalArgumentException}, {@link IllegalStateException}) is kept for a
 * {@code Then} to judge; anything else, such as the skeleton's "Exercise 3: ..." exception,
 * fails the scenario with the engine's own message.
 *
 * <p>Players are named in the scenario's language ("player 1", "jogador 1"), so that the
 * Portuguese rule book's screens name them in Portuguese.
 */
public final class QwirkleWorld {

    private Variant variant = Variant.OFFICIAL;
    private CheatMode cheatMode = CheatMode.OFF;
    private int playerCount = 2;
    private Board board = new Board();
    private final Map<Integer, List<Tile>> hands = new TreeMap<>();
    private final Map<Integer, Integer> scores = new TreeMap<>();
    private List<Tile> bagTop = List.of();
    private List<Tile> bagOnly;
    private int current = 1;
    private Game game;
    private String before;
    private RuntimeException refusal;
    private final ScenarioLanguage language;

    /**
     * Starts a scenario with the official rules, two players and an empty board; the
     * {@code Given} steps fill the position in.
     *
     * @param language the scenario's language, which names the players
     */
    public QwirkleWorld(ScenarioLanguage language) {
        this.language = language;
    }

    /**
     * The name of a player in the scenario's language.
     *
     * @param number the player's number, from 1
     * @return "player 1" in English, "jogador 1" in Portuguese
     */
    public String playerName(int number) {
        return (language.language() == Language.PORTUGUESE ? "jogador " : "player ") + number;
    }

    void rules(Variant rules, CheatMode cheat) {
        this.variant = rules;
        this.cheatMode = cheat;
    }

    void players(int count) {
        playerCount = count;
    }

    void setBoard(Board drawn) {
        board = drawn;
    }

    void hand(int player, List<Tile> tiles) {
        hands.put(player, tiles);
    }

    void score(int player, int points) {
        scores.put(player, points);
    }

    void bagTop(List<Tile> tiles) {
        bagTop = tiles;
    }

    void bagOnly(List<Tile> tiles) {
        bagOnly = tiles;
    }

    void turn(int player) {
        current = player;
    }

    Variant variant() {
        return variant;
    }

    Board board() {
        return board;
    }

    /**
     * Returns the scenario's game, making it from the position described so far.
     *
     * @return the game
     */
    public Game game() {
        if (game == null) {
            game = setUp();
        }
        return game;
    }

    /**
     * Makes another game from the position described so far, as {@link #game()} made the
     * scenario's first: a session's next game that starts where the first one did.
     *
     * @return a new game, not the scenario's
     */
    public Game another() {
        return setUp();
    }

    /** A game of the position described so far. */
    private Game setUp() {
        List<Player> players = new ArrayList<>();
        List<Tile> used = new ArrayList<>(board.tiles().values());
        for (int number = 1; number <= playerCount; number++) {
            List<Tile> hand = hands.getOrDefault(number, List.of());
            players.add(new Player(playerName(number), new Hand(hand),
                    scores.getOrDefault(number, 0)));
            used.addAll(hand);
        }
        // Always ask for the full set, so that the skeleton's unfinished Tile.fullSet is
        // met at once with its own message.
        List<Tile> rest = Tile.fullSet();
        List<Tile> bag;
        if (bagOnly != null) {
            bag = bagOnly;
        } else {
            used.addAll(bagTop);
            used.forEach(rest::remove);
            bag = new ArrayList<>(bagTop);
            bag.addAll(rest);
        }
        return Game.setUp(variant).cheatMode(cheatMode).board(board).players(players)
                .bag(Bag.ordered(bag, new SplittableRandom(1))).toMove(current - 1).start();
    }

    /**
     * Uses a game made by another step, such as a new game.
     *
     * @param made the game
     */
    public void use(Game made) {
        game = made;
    }

    /**
     * Runs a {@code When}, keeping the engine's refusal if it refuses, after noting the state
     * the game was in so that a {@code Then} can check that nothing changed.
     *
     * @param action the action
     */
    public void attempt(Runnable action) {
        before = state(game());
        refusal = null;
        try {
            action.run();
        } catch (IllegalArgumentException | IllegalStateException refused) {
            refusal = refused;
        }
    }

    /**
     * Makes the scenario's game from the position described so far, keeping the engine's
     * refusal if the position is one the rules do not allow.
     */
    void setUpGame() {
        refusal = null;
        try {
            game();
        } catch (IllegalArgumentException refused) {
            refusal = refused;
        }
    }

    /**
     * Returns the engine's refusal of the last {@code When}, if it refused.
     *
     * @return the refusal, or null
     */
    public RuntimeException refusal() {
        return refusal;
    }

    /**
     * Returns the game's state as it was before the last {@code When}.
     *
     * @return the board, players, scores, hands and bag, as text
     */
    public String before() {
        return before;
    }

    /**
     * Writes everything a turn could change: the board, each player's score and hand, whose
     * turn it is, and the bag's tiles in order.
     *
     * @param of the game
     * @return the state as text
     */
    public static String state(Game of) {
        return of + "\nbag order: " + of.bag().tiles();
    }
}
