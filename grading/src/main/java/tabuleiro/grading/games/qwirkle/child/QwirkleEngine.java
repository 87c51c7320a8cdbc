package tabuleiro.grading.games.qwirkle.child;

import java.lang.reflect.Constructor;
import java.lang.reflect.Method;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.SplittableRandom;
import java.util.TreeMap;
import java.util.random.RandomGenerator;
import tabuleiro.grading.child.ReflectedEngine;

/**
 * A Qwirkle engine seen through its public methods, called by name: the submission's, in the
 * agent's host, or the reference's, in the referee. Two players, the brief's variant, the cheat
 * mode off.
 *
 * <p>The referee plays the real game ({@code Game.newGame}, its bag shuffled from the game's
 * seed). The host cannot replay its turns on the submission's engine, whose bag shuffles and
 * takes traded tiles back its own way, so it is sent a {@link QwirklePosition} and builds it
 * with {@code Game.setUp(Variant.BRIEF)}, {@code Board.parse}, {@code Bag.ordered} and the
 * {@code Player} and {@code Hand} constructors; then it asks the agent's {@code chooseTurn} and
 * writes the turn in {@link QwirkleNotation}.
 */
public final class QwirkleEngine extends ReflectedEngine {

    /** The names of the two seats, as the engine's players are called. */
    private static final List<String> SEATS = List.of("first", "second");

    private final Method chooseTurn;
    private final Method newGame;
    private final Method setUp;
    private final Object brief;
    private final Object cheatOff;
    private final Method setUpBoard;
    private final Method setUpPlayers;
    private final Method setUpBag;
    private final Method setUpToMove;
    private final Method setUpStart;
    private final Method parseBoard;
    private final Method boardTiles;
    private final Method gameBoard;
    private final Method gameBag;
    private final Method bagTiles;
    private final Method ordered;
    private final Method players;
    private final Method currentPlayer;
    private final Constructor<?> player;
    private final Method hand;
    private final Method score;
    private final Constructor<?> handOf;
    private final Method handTiles;
    private final Method readTile;
    private final Constructor<?> position;
    private final Method row;
    private final Method column;
    private final Constructor<?> tileAt;
    private final Method tileOf;
    private final Method positionOf;
    private final Constructor<?> placement;
    private final Method placed;
    private final Class<?> placeType;
    private final Constructor<?> place;
    private final Method placementOf;
    private final Class<?> tradeType;
    private final Constructor<?> trade;
    private final Method traded;
    private final Constructor<?> pass;
    private final Method problemWith;
    private final Method play;
    private final Method isOver;
    private final Method winners;

    /**
     * Finds the engine's classes and methods.
     *
     * @param loader the class loader that holds the engine
     * @throws ReflectiveOperationException if a class or method of the game's is missing
     */
    public QwirkleEngine(ClassLoader loader) throws ReflectiveOperationException {
        super(loader, "qwirkle");
        final Class<?> game = type("Game");
        final Class<?> setup = type("GameSetup");
        final Class<?> variant = type("Variant");
        final Class<?> cheat = type("CheatMode");
        final Class<?> board = type("Board");
        final Class<?> bag = type("Bag");
        final Class<?> playerType = type("Player");
        final Class<?> handType = type("Hand");
        final Class<?> tile = type("Tile");
        final Class<?> positionType = type("Position");
        final Class<?> tileAtType = type("TileAt");
        final Class<?> placementType = type("Placement");
        final Class<?> turn = type("Turn");
        chooseTurn = agentType().getMethod("chooseTurn", game);
        newGame = game.getMethod("newGame", variant, cheat, List.class, RandomGenerator.class);
        setUp = game.getMethod("setUp", variant);
        brief = variant.getField("BRIEF").get(null);
        cheatOff = cheat.getField("OFF").get(null);
        setUpBoard = setup.getMethod("board", board);
        setUpPlayers = setup.getMethod("players", List.class);
        setUpBag = setup.getMethod("bag", bag);
        setUpToMove = setup.getMethod("toMove", int.class);
        setUpStart = setup.getMethod("start");
        parseBoard = board.getMethod("parse", String.class);
        boardTiles = board.getMethod("tiles");
        gameBoard = game.getMethod("board");
        gameBag = game.getMethod("bag");
        bagTiles = bag.getMethod("tiles");
        ordered = bag.getMethod("ordered", List.class, RandomGenerator.class);
        players = game.getMethod("players");
        currentPlayer = game.getMethod("currentPlayer");
        player = playerType.getConstructor(String.class, handType, int.class);
        hand = playerType.getMethod("hand");
        score = playerType.getMethod("score");
        handOf = handType.getConstructor(List.class);
        handTiles = handType.getMethod("tiles");
        readTile = tile.getMethod("read", String.class);
        position = positionType.getConstructor(int.class, int.class);
        row = positionType.getMethod("row");
        column = positionType.getMethod("column");
        tileAt = tileAtType.getConstructor(tile, positionType);
        tileOf = tileAtType.getMethod("tile");
        positionOf = tileAtType.getMethod("position");
        placement = placementType.getConstructor(List.class);
        placed = placementType.getMethod("tiles");
        placeType = type("Turn$Place");
        place = placeType.getConstructor(placementType);
        placementOf = placeType.getMethod("placement");
        tradeType = type("Turn$Trade");
        trade = tradeType.getConstructor(List.class);
        traded = tradeType.getMethod("tiles");
        pass = type("Turn$Pass").getConstructor();
        problemWith = game.getMethod("problemWith", turn);
        play = game.getMethod("play", turn);
        isOver = game.getMethod("isOver");
        winners = game.getMethod("winners");
    }

    @Override
    public boolean readable(String moves) {
        return QwirklePosition.read(moves).isPresent();
    }

    @Override
    public String ask(Object agent, String moves) throws ReflectiveOperationException {
        QwirklePosition told = QwirklePosition.read(moves).orElseThrow(
                () -> new IllegalArgumentException("not a Qwirkle position: " + moves));
        // The bag's source only says where traded tiles go back in, for an agent that tries a
        // trade on a copy of the game; a fixed seed keeps the host's answers repeatable.
        return turn(agent, setUp(told, new SplittableRandom(told.turn())));
    }

    /**
     * Starts a two-player game of the brief's variant, the cheat mode off.
     *
     * @param random the source of the bag's shuffle, kept by the bag for the traded tiles
     * @return the engine's {@code Game}
     * @throws ReflectiveOperationException if the engine throws
     */
    public Object newGame(RandomGenerator random) throws ReflectiveOperationException {
        return newGame.invoke(null, brief, cheatOff, SEATS, random);
    }

    /**
     * Builds a game in the middle, of the brief's variant.
     *
     * @param told the position
     * @param random where the bag puts traded tiles back
     * @return the engine's {@code Game}
     * @throws ReflectiveOperationException if the engine throws (its exception is the cause)
     */
    public Object setUp(QwirklePosition told, RandomGenerator random)
            throws ReflectiveOperationException {
        List<Object> seated = new ArrayList<>();
        for (int seat = 0; seat < 2; seat++) {
            seated.add(player.newInstance(SEATS.get(seat),
                    handOf.newInstance(tiles(told.hands().get(seat))), told.scores().get(seat)));
        }
        Object setup = setUp.invoke(null, brief);
        setUpBoard.invoke(setup, parseBoard.invoke(null, drawing(told.board())));
        setUpPlayers.invoke(setup, seated);
        setUpBag.invoke(setup, ordered.invoke(null, tiles(told.bag()), random));
        setUpToMove.invoke(setup, told.toMove());
        return setUpStart.invoke(setup);
    }

    /**
     * The board drawn as the rule book draws one ({@code Board.parse} reads it): the column
     * numbers, then each row's number and its squares.
     *
     * @param board the tiles, each as {@code A1@row,column}
     * @return the drawing
     */
    public static String drawing(List<String> board) {
        Map<Integer, Map<Integer, String>> rows = new TreeMap<>();
        int left = 0;
        int right = 0;
        for (String tile : board) {
            int[] at = QwirkleNotation.square(tile.substring(3));
            rows.computeIfAbsent(at[0], key -> new TreeMap<>()).put(at[1], tile.substring(0, 2));
            left = Math.min(left, at[1]);
            right = Math.max(right, at[1]);
        }
        StringBuilder text = new StringBuilder();
        for (int c = left; c <= right; c++) {
            text.append(' ').append(c);
        }
        for (Map.Entry<Integer, Map<Integer, String>> line : rows.entrySet()) {
            text.append('\n').append(line.getKey());
            for (int c = left; c <= right; c++) {
                text.append(' ').append(line.getValue().getOrDefault(c, ".."));
            }
        }
        return text.toString();
    }

    /**
     * The position of a game as it is, the bag in its order and both hands as they are.
     *
     * @param game the engine's {@code Game}
     * @param turn how many turns were played
     * @return the position
     * @throws ReflectiveOperationException if the engine throws
     */
    public QwirklePosition read(Object game, int turn) throws ReflectiveOperationException {
        List<?> seated = (List<?>) players.invoke(game);
        List<Integer> scores = new ArrayList<>();
        List<List<String>> hands = new ArrayList<>();
        for (Object seat : seated) {
            scores.add((Integer) score.invoke(seat));
            hands.add(names((List<?>) handTiles.invoke(hand.invoke(seat))));
        }
        List<String> board = new ArrayList<>();
        for (Map.Entry<?, ?> square : ((Map<?, ?>) boardTiles.invoke(gameBoard.invoke(game)))
                .entrySet()) {
            board.add(square.getValue() + "@" + square(square.getKey()));
        }
        return new QwirklePosition(turn, seated.indexOf(currentPlayer.invoke(game)), scores,
                board, hands, names((List<?>) bagTiles.invoke(gameBag.invoke(game))));
    }

    /**
     * Why the player to move may not play a turn.
     *
     * @param game the engine's {@code Game}
     * @param move the turn, {@link QwirkleNotation#isTurn}
     * @return the engine's {@code problemWith}, empty if the turn is legal
     * @throws ReflectiveOperationException if the engine throws (its exception is the cause)
     */
    public Optional<String> problem(Object game, String move)
            throws ReflectiveOperationException {
        return ((Optional<?>) problemWith.invoke(game, turnOf(move))).map(String::valueOf);
    }

    /**
     * Plays a turn for the player to move.
     *
     * @param game the engine's {@code Game}, changed by the turn
     * @param move the turn, {@link QwirkleNotation#isTurn}
     * @throws ReflectiveOperationException if the engine refuses (its exception is the cause)
     */
    public void play(Object game, String move) throws ReflectiveOperationException {
        play.invoke(game, turnOf(move));
    }

    /**
     * Whether the game has ended.
     *
     * @param game the engine's {@code Game}
     * @return {@code isOver()}
     * @throws ReflectiveOperationException if the engine throws
     */
    public boolean over(Object game) throws ReflectiveOperationException {
        return (Boolean) isOver.invoke(game);
    }

    /**
     * The winners of an ended game.
     *
     * @param game the engine's {@code Game}, over
     * @return their seats: one, or both on a shared win
     * @throws ReflectiveOperationException if the engine throws
     */
    public List<Integer> winners(Object game) throws ReflectiveOperationException {
        List<?> seated = (List<?>) players.invoke(game);
        return ((List<?>) winners.invoke(game)).stream().map(seated::indexOf).toList();
    }

    /**
     * Asks an agent for its turn; the game is not changed.
     *
     * @param agent an agent of the engine's
     * @param game the engine's {@code Game}
     * @return the turn, in {@link QwirkleNotation}
     * @throws ReflectiveOperationException if the agent throws or answers no turn
     */
    public String turn(Object agent, Object game) throws ReflectiveOperationException {
        Object chosen = chooseTurn.invoke(agent, game);
        if (placeType.isInstance(chosen)) {
            return placement(placementOf.invoke(chosen));
        }
        if (tradeType.isInstance(chosen)) {
            StringBuilder text = new StringBuilder("trade");
            for (Object tile : (List<?>) traded.invoke(chosen)) {
                text.append(' ').append(tile);
            }
            return text.toString();
        }
        if (chosen == null) {
            throw new IllegalStateException("the agent chose no turn (null)");
        }
        return "pass";
    }

    /**
     * Writes a placement as the turn that plays it.
     *
     * @param placement the engine's {@code Placement}
     * @return the turn, in {@link QwirkleNotation}, such as {@code play A1 0,0 B1 0,1}
     * @throws ReflectiveOperationException if the engine throws
     */
    public String placement(Object placement) throws ReflectiveOperationException {
        StringBuilder text = new StringBuilder("play");
        for (Object at : (List<?>) placed.invoke(placement)) {
            text.append(' ').append(tileOf.invoke(at)).append(' ')
                    .append(square(positionOf.invoke(at)));
        }
        return text.toString();
    }

    private Object turnOf(String move) throws ReflectiveOperationException {
        List<String> words = QwirkleNotation.words(move);
        if (move.startsWith("play")) {
            List<Object> tiles = new ArrayList<>();
            for (int i = 0; i < words.size(); i += 2) {
                int[] at = QwirkleNotation.square(words.get(i + 1));
                tiles.add(tileAt.newInstance(tile(words.get(i)),
                        position.newInstance(at[0], at[1])));
            }
            return place.newInstance(placement.newInstance(tiles));
        }
        return move.startsWith("trade") ? trade.newInstance(tiles(words)) : pass.newInstance();
    }

    private List<Object> tiles(List<String> names) throws ReflectiveOperationException {
        List<Object> tiles = new ArrayList<>();
        for (String name : names) {
            tiles.add(tile(name));
        }
        return tiles;
    }

    private Object tile(String name) throws ReflectiveOperationException {
        return ((Optional<?>) readTile.invoke(null, name)).orElseThrow(
                () -> new IllegalStateException("the engine reads no tile " + name));
    }

    private String square(Object at) throws ReflectiveOperationException {
        return row.invoke(at) + "," + column.invoke(at);
    }

    private static List<String> names(List<?> tiles) {
        return tiles.stream().map(String::valueOf).toList();
    }
}
