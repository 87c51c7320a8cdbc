package tabuleiro.qwirkle;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.random.RandomGenerator;

/**
 * A game of Qwirkle: the board, the bag, two to four players, and whose turn it is.
 *
 * <p>Each kind of turn has a question and an action: {@link #problemWith(Placement)} says why a
 * placement would be refused, or nothing when it is legal, and {@link #place(Placement)} plays
 * it; likewise {@link #problemWithTrade(List)} and {@link #trade(List)},
 * {@link #problemWithPass()} and {@link #pass()}. An action the question refuses throws an
 * exception with the question's answer as its message and changes nothing (rule QWIRKLE-08), so
 * a user interface asks first and shows the answer to the player. The game asks each rule of
 * {@link PlacementRules}, {@link TradeAndPassRules}, {@link FirstTurn} or {@link EndOfGame}.
 *
 * @invariant every tile is in exactly one place: the bag, a hand or the board hold together
 *     the tiles the game started with, 108 for a game started by {@link #newGame}, with at most
 *     three copies of a kind (rule QWIRKLE-01); every line on the board is valid (QWIRKLE-06);
 *     every hand holds at most six tiles; the game is over once its variant says so.
 */
public final class Game {

    /** The fewest players (rule QWIRKLE-03). */
    public static final int MIN_PLAYERS = 2;

    /** The most players (rule QWIRKLE-03). */
    public static final int MAX_PLAYERS = 4;

    private final Variant variant;
    private final CheatMode cheatMode;
    private final Board board;
    private final Bag bag;
    private final List<Player> players;
    /** How many of each kind of tile the game holds, wherever they are; fixed at the start. */
    private final TileCount kinds;
    private final EndOfGame end;
    private int current;
    private boolean over;
    private TurnScore lastScore = TurnScore.NONE;

    /**
     * A game of these pieces, which it keeps and changes: {@link #newGame} and
     * {@link GameSetup#start()} check the rest of what a game must be before they make one.
     *
     * @throws IllegalArgumentException unless the cheat mode is off in the official variant and
     *     there are at most three copies of a kind of tile in all
     * @throws NullPointerException if an argument is null
     */
    Game(Variant variant, CheatMode cheatMode, Board board, Bag bag, List<Player> players,
            int current) {
        this.variant = Objects.requireNonNull(variant, "variant");
        this.cheatMode = Objects.requireNonNull(cheatMode, "cheatMode");
        if (cheatMode == CheatMode.ON && variant != Variant.BRIEF) {
            throw new IllegalArgumentException(
                    "the cheat mode is part of the brief's variant only, not of " + variant);
        }
        this.board = Objects.requireNonNull(board, "board");
        this.bag = Objects.requireNonNull(bag, "bag");
        this.players = List.copyOf(players);
        this.current = current;
        this.end = new EndOfGame(variant, board, bag, this.players);
        this.kinds = TileCount.of(bag, board, this.players);
        kinds.requireAtMostThreeCopies();
        assert invariantBroken().isEmpty() : invariantBroken();
    }

    /**
     * Starts a game: the bag shuffled, each player drawing six tiles in turn (rules QWIRKLE-02,
     * QWIRKLE-03). In the official variant the player whose hand holds the longest line starts,
     * the first of them in seat order on a tie (QWIRKLE-19); in the brief's, the first player.
     *
     * @param variant the rules to play by
     * @param cheatMode whether a player may place a tile from the bag (QWIRKLE-15)
     * @param names the players' names, in seat order
     * @param random the source of the shuffle
     * @return the game, at its first turn
     * @throws IllegalArgumentException unless there are two to four names and the cheat mode is
     *     off in the official variant: {@code MIN_PLAYERS <= names.size() && names.size() <=
     *     MAX_PLAYERS && (cheatMode == CheatMode.OFF || variant == Variant.BRIEF)}
     * @throws NullPointerException if an argument or a name is null
     * @post every player holds six tiles, the bag holds the other 84 to 96, the board is empty:
     *     {@code result.bag().size() == Tile.TOTAL - Hand.SIZE * names.size()
     *     && result.isFirstTurn()}
     */
    public static Game newGame(Variant variant, CheatMode cheatMode, List<String> names,
            RandomGenerator random) {
        requirePlayerCount(names.size());
        names.forEach(name -> Objects.requireNonNull(name, "a player's name"));
        Bag bag = Bag.shuffled(random);
        List<Player> players = new ArrayList<>();
        for (String name : names) {
            players.add(new Player(name, new Hand(List.of()), 0));
        }
        for (Player player : players) {
            while (player.hand().size() < Hand.SIZE) {
                player.hand().add(bag.draw());
            }
        }
        int first = variant == Variant.OFFICIAL ? FirstTurn.startingSeat(players) : 0;
        Game game = new Game(variant, cheatMode, new Board(), bag, players, first);
        assert game.bag.size() == Tile.TOTAL - Hand.SIZE * names.size()
                : "post: each player drew six tiles";
        return game;
    }

    /**
     * Begins setting up a game in the middle, as the rule book describes one: a board, the
     * players with their hands and scores, the bag, and whose turn it is.
     *
     * @param variant the rules to play by
     * @return a set-up with an empty board, the cheat mode off and the first seat to move, to be
     *     given its players and bag, then {@linkplain GameSetup#start() started}
     * @throws NullPointerException if {@code variant} is null
     */
    public static GameSetup setUp(Variant variant) {
        return new GameSetup(variant);
    }

    /**
     * Checks the number of players (rule QWIRKLE-03).
     *
     * @throws IllegalArgumentException unless {@code MIN_PLAYERS <= count && count <= MAX_PLAYERS}
     */
    static void requirePlayerCount(int count) {
        if (count < MIN_PLAYERS || count > MAX_PLAYERS) {
            throw new IllegalArgumentException("Qwirkle is played by " + MIN_PLAYERS + " to "
                    + MAX_PLAYERS + " players, but " + count + " were given");
        }
    }

    /**
     * Returns the rules the game is played by.
     *
     * @return the variant
     */
    public Variant variant() {
        return variant;
    }

    /**
     * Tells whether a player may place tiles that are still in the bag (rule QWIRKLE-15).
     *
     * @return {@link CheatMode#ON} in the brief's variant with the cheat mode on
     */
    public CheatMode cheatMode() {
        return cheatMode;
    }

    /**
     * Returns a copy of the board: only the game changes its own.
     *
     * @return the tiles on the board now
     */
    public Board board() {
        return new Board(board);
    }

    /**
     * Returns a copy of the bag: only the game changes its own.
     *
     * @return the tiles in the bag now, to be drawn in the same order
     */
    public Bag bag() {
        return Bag.copyOf(bag);
    }

    /**
     * Returns the players in seat order.
     *
     * @return an unmodifiable list of the players
     */
    public List<Player> players() {
        return players;
    }

    /**
     * Returns the player whose turn it is; at the end, the one who played last.
     *
     * @return the player to move
     */
    public Player currentPlayer() {
        return players.get(current);
    }

    /**
     * Tells whether no tile has been placed yet. No tile ever leaves the board, so the first turn
     * lasts exactly as long as the board is empty (trades and passes included).
     *
     * @return {@code true} until the first placement
     */
    public boolean isFirstTurn() {
        return board.isEmpty();
    }

    /**
     * Tells whether the game has ended (rules QWIRKLE-16, QWIRKLE-17).
     *
     * @return {@code true} once the game's variant says it is over
     */
    public boolean isOver() {
        return over;
    }

    /**
     * Returns the score of the last turn, line by line.
     *
     * @return the last turn's score; {@link TurnScore#NONE} before any turn and after a trade
     *     or a pass
     */
    public TurnScore lastScore() {
        return lastScore;
    }

    /**
     * Returns how many tiles the official first turn must place: as many as the longest line
     * the hand of the player to move can make (rule QWIRKLE-19).
     *
     * @return the size of the largest set of the hand's tiles that share a colour or a shape
     *     with no two identical, 1 to 6
     */
    public int firstTurnSize() {
        return FirstTurn.longestLine(currentPlayer().hand().tiles());
    }

    /**
     * Plays a turn of any kind.
     *
     * @param turn the turn
     * @return the turn's score
     * @throws IllegalArgumentException unless {@code problemWith(turn).isEmpty()}
     * @throws IllegalStateException unless {@code !isOver()}
     * @throws NullPointerException if {@code turn} is null
     */
    public TurnScore play(Turn turn) {
        Objects.requireNonNull(turn, "turn");
        if (turn instanceof Turn.Place place) {
            return place(place.placement());
        }
        if (turn instanceof Turn.Trade trade) {
            trade(trade.tiles());
        } else {
            pass();
        }
        return TurnScore.NONE;
    }

    /**
     * Says why a turn of any kind would be refused.
     *
     * @param turn the turn
     * @return the problem, or empty when the turn is legal
     * @throws NullPointerException if {@code turn} is null
     */
    public Optional<String> problemWith(Turn turn) {
        Objects.requireNonNull(turn, "turn");
        if (turn instanceof Turn.Place place) {
            return problemWith(place.placement());
        }
        return turn instanceof Turn.Trade trade ? problemWithTrade(trade.tiles())
                : problemWithPass();
    }

    /**
     * Says why the player to move may not make a placement (rules QWIRKLE-05 to QWIRKLE-08,
     * QWIRKLE-13 to QWIRKLE-15, QWIRKLE-19), or nothing when they may: the game is over, or the
     * placement breaks one of the {@link PlacementRules}, a square that is not
     * {@linkplain Position#isInPlay() in play} first.
     *
     * @param placement the tiles and their squares
     * @return a sentence saying what is wrong and what is expected, or empty
     * @throws NullPointerException if {@code placement} is null
     */
    public Optional<String> problemWith(Placement placement) {
        Objects.requireNonNull(placement, "placement");
        if (over) {
            return Optional.of("the game is over");
        }
        return rules().problemWith(placement);
    }

    /** The rules of a placement by the player to move, on the board as it is now. */
    private PlacementRules rules() {
        OptionalInt firstTurnSize = variant == Variant.OFFICIAL && isFirstTurn()
                ? OptionalInt.of(firstTurnSize()) : OptionalInt.empty();
        return new PlacementRules(board, currentPlayer().hand(), bag, cheatMode, firstTurnSize);
    }

    /**
     * Places tiles for the player to move, scores them, refills the hand from the bag, and
     * passes the turn on (rules QWIRKLE-09 to QWIRKLE-11, QWIRKLE-17).
     *
     * @param placement the tiles and their squares
     * @return the turn's score, line by line
     * @throws IllegalArgumentException unless {@code problemWith(placement).isEmpty()}; the
     *     message is the problem, and the game is unchanged (rule QWIRKLE-08)
     * @throws IllegalStateException unless {@code !isOver()}
     * @throws NullPointerException if {@code placement} is null
     * @post the tiles are on the board, the mover's score grew by {@code result.total()}, their
     *     hand holds six tiles unless the bag ran out: {@code mover.hand().size() == Hand.SIZE
     *     || bag().isEmpty()} for the {@code mover}, the player who was to move; and no score went
     *     down (scores only grow, a property of the history, not of one state)
     */
    public TurnScore place(Placement placement) {
        requireNotOver();
        Optional<String> problem = problemWith(placement);
        if (problem.isPresent()) {
            throw new IllegalArgumentException(problem.get());
        }
        Player mover = currentPlayer();
        final int[] before = scores();
        final int scoreBefore = mover.score();

        for (TileAt tileAt : placement.tiles()) {
            if (!mover.hand().remove(tileAt.tile())) {
                bag.take(tileAt.tile()); // the cheat mode: checked above to be in the bag
            }
            board.put(tileAt.position(), tileAt.tile());
        }
        TurnScore score = Scoring.score(board, placement);
        refill(mover);
        if (end.reachedAfter(mover)) {
            over = true;
            score = end.finalScore(mover, score);
        }
        mover.addPoints(score.total());
        lastScore = score;
        nextTurn();

        assert mover.score() == scoreBefore + score.total() : "post: the mover scored the turn";
        assert mover.hand().size() == Hand.SIZE || bag.isEmpty()
                : "post: the hand is full unless the bag ran out";
        assert neverLower(before) : "post: no score went down";
        assert invariantBroken().isEmpty() : invariantBroken();
        return score;
    }

    /** Draws tiles until the hand is full or the bag is empty (rule QWIRKLE-11). */
    private void refill(Player player) {
        while (player.hand().size() < Hand.SIZE && !bag.isEmpty()) {
            player.hand().add(bag.draw());
        }
    }

    /**
     * Says why the player to move may not trade some tiles (rule QWIRKLE-12), or nothing when
     * they may.
     *
     * @param tiles the tiles to put back
     * @return a sentence saying what is wrong and what is expected, or empty
     * @throws NullPointerException if {@code tiles} is null
     */
    public Optional<String> problemWithTrade(List<Tile> tiles) {
        Objects.requireNonNull(tiles, "tiles");
        if (over) {
            return Optional.of("the game is over");
        }
        return tradeAndPassRules().tradeProblem(tiles);
    }

    /**
     * Trades tiles of the player to move with the bag: they draw as many new tiles, then put the
     * old ones back into the bag, and score nothing (rule QWIRKLE-12).
     *
     * @param tiles the tiles to put back
     * @throws IllegalArgumentException unless {@code problemWithTrade(tiles).isEmpty()}; the
     *     game is then unchanged
     * @throws IllegalStateException unless {@code !isOver()}
     * @throws NullPointerException if {@code tiles} is null
     * @post the hand and the bag hold as many tiles as before, no score went down, and the next
     *     player is to move unless the game is over: {@code mover.hand().size()} and
     *     {@code bag().size()} are what they were before the call, for the {@code mover}, the
     *     player who was to move
     */
    public void trade(List<Tile> tiles) {
        requireNotOver();
        Optional<String> problem = problemWithTrade(tiles);
        if (problem.isPresent()) {
            throw new IllegalArgumentException(problem.get());
        }
        Player mover = currentPlayer();
        final int handBefore = mover.hand().size();
        final int bagBefore = bag.size();
        final int[] before = scores();

        exchange(mover, tiles);
        lastScore = TurnScore.NONE;
        over = end.reachedAfter(mover);
        nextTurn();

        assert mover.hand().size() == handBefore : "post: the hand holds as many tiles";
        assert bag.size() == bagBefore : "post: the bag holds as many tiles";
        assert neverLower(before) : "post: no score went down";
        assert invariantBroken().isEmpty() : invariantBroken();
    }

    private void exchange(Player player, List<Tile> tiles) {
        // Drawing before putting back keeps the player from drawing the tiles they gave up.
        for (Tile tile : tiles) {
            player.hand().remove(tile);
        }
        for (int drawn = 0; drawn < tiles.size(); drawn++) {
            player.hand().add(bag.draw());
        }
        bag.putBack(tiles);
    }

    /**
     * Says why the player to move may not pass (rule QWIRKLE-04), or nothing when they may: in
     * the brief's variant a player may always pass; in the official one only when they can
     * neither place a tile nor trade, the bag being empty.
     *
     * @return a sentence saying what is wrong and what is expected, or empty
     */
    public Optional<String> problemWithPass() {
        if (over) {
            return Optional.of("the game is over");
        }
        return tradeAndPassRules().passProblem();
    }

    /** The rules of a trade or a pass by the player to move, on the board as it is now. */
    private TradeAndPassRules tradeAndPassRules() {
        return new TradeAndPassRules(variant, board, currentPlayer().hand(), bag);
    }

    /**
     * Passes the turn: the player places and trades nothing.
     *
     * @throws IllegalArgumentException unless {@code problemWithPass().isEmpty()}
     * @throws IllegalStateException unless {@code !isOver()}
     * @post the board, the bag, the hands and the scores are unchanged, and the next player is to
     *     move unless the game is over: {@code board().size()}, {@code bag().size()}, the
     *     mover's {@code hand().tiles()} and every player's {@code score()} are what they were
     *     before the call,
     *     {@code lastScore() == TurnScore.NONE}, and {@code isOver() || currentPlayer() ==
     *     players().get((seat + 1) % players().size())} for the {@code seat} that passed
     */
    public void pass() {
        requireNotOver();
        Optional<String> problem = problemWithPass();
        if (problem.isPresent()) {
            throw new IllegalArgumentException(problem.get());
        }
        Player mover = currentPlayer();
        final int seat = current;
        final int boardBefore = board.size();
        final int bagBefore = bag.size();
        final List<Tile> handBefore = mover.hand().tiles();
        final int[] scoresBefore = scores();

        lastScore = TurnScore.NONE;
        over = end.reachedAfter(mover);
        nextTurn();

        assert board.size() == boardBefore && bag.size() == bagBefore
                && mover.hand().tiles().equals(handBefore)
                : "post: the board, the bag and the hand are unchanged";
        assert Arrays.equals(scores(), scoresBefore) : "post: no score changed";
        assert over || current == (seat + 1) % players.size() : "post: the next player is to move";
        assert invariantBroken().isEmpty() : invariantBroken();
    }

    /**
     * Returns the winners (rule QWIRKLE-18): the players with most points; on equal points,
     * those with the fewest tiles left in hand; players still equal share the win.
     *
     * @return the winners, in seat order, at least one
     * @throws IllegalStateException unless the game is over
     */
    public List<Player> winners() {
        if (!over) {
            throw new IllegalStateException("the game is not over: nobody has won yet");
        }
        List<Player> winners = EndOfGame.best(players);
        assert !winners.isEmpty() : "post: somebody wins";
        return winners;
    }

    private void nextTurn() {
        if (!over) {
            current = (current + 1) % players.size();
        }
    }

    private void requireNotOver() {
        if (over) {
            throw new IllegalStateException("the game is over: no turn can be played after the"
                    + " end");
        }
    }

    private int[] scores() {
        return players.stream().mapToInt(Player::score).toArray();
    }

    private boolean neverLower(int[] before) {
        for (int seat = 0; seat < before.length; seat++) {
            if (players.get(seat).score() < before[seat]) {
                return false;
            }
        }
        return true;
    }

    /**
     * Draws the board, then each player's score and hand, the player to move marked.
     *
     * @return the game as text
     */
    @Override
    public String toString() {
        StringBuilder text = new StringBuilder(board.toString());
        for (Player player : players) {
            text.append('\n').append(player == currentPlayer() ? "> " : "  ").append(player);
        }
        return text.append("\nbag: ").append(bag.size()).append(" tiles").toString();
    }

    // The invariant counts the tiles and reads the lines again from the board: a second,
    // independent account of the rules against which each turn's bookkeeping is checked.

    /**
     * The class invariant, clause by clause: the first clause that does not hold, labelled
     * {@code invariant:} and saying what the game holds and what the rules allow, or an empty
     * string when every clause holds. Where a clause checks the work of one method, the message
     * ends by naming it, {@code (see Game.refill)}, so that the feedback can point there rather
     * than at the {@code assert}.
     */
    private String invariantBroken() {
        TileCount found = TileCount.of(bag, board, players);
        if (!found.equals(kinds)) {
            return "invariant: every tile is in exactly one place (QWIRKLE-01): the bag, the"
                    + " board and the hands hold " + total(found) + " tiles, but the game"
                    + " started with " + total(kinds) + "; " + differences(found);
        }
        for (Map.Entry<Tile, Integer> kind : kinds.copies().entrySet()) {
            if (kind.getValue() > Tile.COPIES) {
                return "invariant: a game has at most " + Tile.COPIES + " copies of a tile"
                        + " (QWIRKLE-01): it has " + kind.getValue() + " of " + kind.getKey();
            }
        }
        if (!board.allLinesValid()) {
            return "invariant: every line on the board shares a colour or a shape and holds no"
                    + " tile twice (QWIRKLE-06): " + invalidLine() + " (see Lines.isValid)";
        }
        for (Player player : players) {
            if (player.hand().size() > Hand.SIZE) {
                return "invariant: a hand holds at most " + Hand.SIZE + " tiles (QWIRKLE-11):"
                        + " " + player.name() + " holds " + player.hand().size()
                        + " (see Game.refill)";
            }
        }
        if (over && !end.reachedAfter(null) && !end.overByLastTile()) {
            return "invariant: the game is over only when its variant says so (QWIRKLE-16,"
                    + " QWIRKLE-17): isOver() is true, but the bag holds " + bag.size()
                    + (bag.size() == 1 ? " tile" : " tiles")
                    + (bag.isEmpty() ? " and a player can still place a tile" : "")
                    + " (see EndOfGame.reachedAfter)";
        }
        return "";
    }

    private static int total(TileCount count) {
        return count.copies().values().stream().mapToInt(Integer::intValue).sum();
    }

    /** The kinds whose copies differ from the game's start, as "B1: 2, not 3". */
    private String differences(TileCount found) {
        List<String> kindsThatDiffer = new ArrayList<>();
        for (Tile tile : Tile.fullSet().stream().distinct().toList()) {
            int now = found.copies().getOrDefault(tile, 0);
            int then = kinds.copies().getOrDefault(tile, 0);
            if (now != then) {
                kindsThatDiffer.add(tile + ": " + now + ", not " + then);
            }
        }
        return String.join(", ", kindsThatDiffer);
    }

    /** The first line of the board that breaks QWIRKLE-06, as its tiles and where they are. */
    private String invalidLine() {
        for (Position position : board.tiles().keySet()) {
            for (Axis axis : Axis.values()) {
                List<Position> line = board.lineThrough(position, axis);
                List<Tile> tiles = board.tilesOn(line);
                boolean oneColour = tiles.stream().map(Tile::colour).distinct().count() <= 1;
                boolean oneShape = tiles.stream().map(Tile::shape).distinct().count() <= 1;
                if (!(oneColour || oneShape) || tiles.stream().distinct().count() < tiles.size()) {
                    StringBuilder where = new StringBuilder();
                    for (Position square : line) {
                        where.append(where.length() == 0 ? "(" : " (").append(square).append(')');
                    }
                    return "the line " + String.join(" ", tiles.stream().map(Tile::toString)
                            .toList()) + " at " + where + " does not";
                }
            }
        }
        return "a line does not";
    }
}
