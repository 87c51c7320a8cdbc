package tabuleiro.features.qwirkle.probe;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.Comparator;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.SplittableRandom;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import tabuleiro.features.probe.GameProbe;
import tabuleiro.features.qwirkle.LineWaits;
import tabuleiro.qwirkle.Bag;
import tabuleiro.qwirkle.Board;
import tabuleiro.qwirkle.CheatMode;
import tabuleiro.qwirkle.Game;
import tabuleiro.qwirkle.Hand;
import tabuleiro.qwirkle.Placement;
import tabuleiro.qwirkle.PlacementFinder;
import tabuleiro.qwirkle.Player;
import tabuleiro.qwirkle.Position;
import tabuleiro.qwirkle.Tile;
import tabuleiro.qwirkle.TileAt;
import tabuleiro.qwirkle.Turn;
import tabuleiro.qwirkle.TurnScore;
import tabuleiro.qwirkle.Variant;

/**
 * Asks a Qwirkle engine the rule book's questions through its public API only (issue 47, the
 * probe contract of {@code features/PROBES.md}), on the official rules with two players: one
 * line in, text out, never an exception.
 *
 * <p>The probe deals each game itself, so that two correct engines meet the same hands:
 * {@code new SEED} shuffles the 108 tiles, written in the probe's own order (three copies of
 * {@code A1} to {@code F6}), with the probe's own Fisher-Yates shuffle from that seed; player 1
 * takes the first six, player 2 the next six, the rest is the bag in that order
 * ({@code Bag.ordered}: drawn first tile first), and the player whose hand makes the longer line
 * moves first, player 1 on a tie (QWIRKLE-19), all handed to the engine through
 * {@code Game.setUp}. An engine's own full set and shuffle ({@code Tile.fullSet},
 * {@code Bag.shuffled}) are its own business: the rule book fixes neither order, and a correct
 * engine that builds the set kind by kind would otherwise deal other hands from the same seed.
 * They are asked by what does not depend on the order: {@code new}'s answer alone adds the
 * engine's own new games from the seed and the three after it ({@code Game.newGame}), the first
 * wrong answer of the four or else the right one: {@code ownhands} (each
 * hand's size, QWIRKLE-03), {@code ownset} (the hands and the bag counted by kind, QWIRKLE-01)
 * and {@code ownfirst} (whether the player to move holds a longest line, QWIRKLE-19).
 *
 * <p>{@code new end SEED} deals an end game: the same shuffle and the same two hands of six,
 * then a bag of 0 to {@value #END_BAG} tiles (how many drawn by the probe's source from the
 * seed), the next tiles of the shuffle; the other tiles are set aside, as the rule book's end
 * scenarios do ("the bag holds only F6"). The board is empty and the first player is chosen
 * as {@code new} chooses, all handed to the engine through {@code Game.setUp}. Its bag runs
 * out within a few turns, so a random game reaches the end (QWIRKLE-17: a last tile placed
 * with the bag empty, with its bonus, or nobody able to place) and the winners (QWIRKLE-18),
 * which a full game of a graded game's turns never does. It does not ask the engine's own new
 * games: an end game is about the end.
 *
 * <p>A trade draws the first tiles of the bag (the rule book's "the bag draws E5 E6 first"),
 * but where the traded tiles go back is the engine's choice (the rule book says only that the
 * bag holds them). So the bag is compared as tiles, not as an order ({@code bagtiles}), and after
 * a trade the probe deals the bag again: the engine's bag's tiles, sorted, shuffled by the
 * probe's random source, handed back with the engine's board, players and turn through
 * {@code Game.setUp}. The next draws are then the same for every correct engine.
 *
 * <p>A move is the rule book's placement notation, the tiles joined by {@code ;}
 * ({@code A1@0,0;A2@0,1}), or {@code swap TILES} ({@code swap A1;B2}), or {@code pass}. The
 * {@code legal} set is a defined subset of the legal turns: on the first turn every placement
 * the engine's {@code PlacementFinder} lists; after it, every one-tile placement (each kind of
 * tile in hand on each empty square beside the board that the engine's
 * {@code problemWith(Placement)} accepts) and, from each, the placement grown greedily both ways
 * along each axis on which the square has a tile of the board next to it (each step the first
 * tile in notation order that keeps it legal); and,
 * when the bag allows, the swap of the whole hand, or when the bag holds fewer tiles than the
 * hand (an end game's), of the hand's first tiles in notation order, as many as the bag holds;
 * and the pass when the engine allows it (by the official rules only with the bag empty and no
 * tile that fits, QWIRKLE-04, which an end game meets). Not every swap. It also lists
 * the placements with a gap the engine accepts, of two asked a turn (a correct engine accepts
 * none). In {@code moves} the placements that make the position's longest line, when it is of
 * four tiles or more, are marked favoured. The pass and the swap, written {@code pass} and
 * {@code swap TILES}, are last in the list (lower-case sorts after the tiles' capitals), the
 * swap's two words kept.
 *
 * <p>The observation is the lines, in this order: {@code board} (every tile, sorted by row then
 * column), {@code turn} (the player to move, from 1), {@code scores}, {@code bag} (its size),
 * {@code bagtiles} (its tiles, sorted), {@code hands} (each player's hand size), {@code hand}
 * (the tiles of the player to move, sorted), {@code score} (the last turn's points),
 * {@code over}, {@code winner} (the winners' numbers in seat order, {@code -} while the game
 * goes on), {@code evenwinner} and {@code legal}. No answer depends on an order the rule book
 * leaves open.
 *
 * <p>{@code evenwinner} asks the tie-break of QWIRKLE-18 (on equal points, fewer tiles in hand
 * wins; still equal, a shared win) on every game a turn ends, not only the few that end on equal
 * points: the position of {@code Before} set up again through {@code Game.setUp}, the same
 * board, hands, bag and player to move, but the mover's score as it was and the other's that plus
 * the last turn's points, the same turn played again, and the winners in seat order as
 * {@code winner} gives them; {@code -} while the game goes on. Its scenario is the last turn's
 * with those scores.
 */
public final class QwirkleProbe extends GameProbe {

    private static final int PLAYERS = 2;
    private static final int QWIRKLE = 6;
    /** The rule book's notation of a tile: a shape's letter, then a colour's digit. */
    private static final String SHAPES = "ABCDEF";
    private static final String COLOURS = "123456";
    private static final int COPIES = 3;
    /**
     * The shortest line a placement must make to be favoured by the random games: uniform play
     * seldom makes a line of six (QWIRKLE-10) within a graded game's turns, and lines of four and
     * five are the way there.
     */
    private static final int FAVOURED_LINE = 4;
    /**
     * How many placements with a gap each turn's legal set puts to the engine: the reference
     * refuses them all (QWIRKLE-07), and the random games play only legal moves, so without them
     * an engine that allows a gap is never asked about one. Two keep the cost negligible.
     */
    private static final int GAPPED = 2;
    /**
     * How many of the engine's own new games {@code new} asks, from the seed and the seeds after
     * it: a wrong starting seat shows only when the other seat holds the longer line, about one
     * game in five, and a new game costs next to nothing beside a generated game's turns.
     */
    private static final int OWN_GAMES = 4;
    private static final String SIX_EACH = "6,6";
    private static final String FULL_SET = "108 tiles, 3 of each kind";
    private static final String LONGEST = "a longest line";
    /** The word of {@code new} that starts an end game: {@code new end SEED}. */
    private static final String END = "end";
    /**
     * The most tiles an end game's bag holds (drawn from 0 to this by the seed): few enough
     * that the random games play the bag out and reach the end within a graded game's turns
     * (QWIRKLE-17, QWIRKLE-18; the counts are in grading/docs/generated-examples.md).
     */
    private static final int END_BAG = 6;

    /** The answer {@code linepoints} gives when it does not hold (QwirkleProperties). */
    private static final Pattern LINE_POINTS = Pattern.compile(
            "gave (-?\\d+) \\(turn -?\\d+[^)]*\\), lines (\\d+), last tile (\\d+)");

    private Game game;
    /**
     * The probe's own random source, from the seed of {@code new}: it deals the game and each
     * bag after a trade, so both sides of a comparison draw the same numbers in the same order.
     */
    private SplittableRandom dealer;
    private Before before;
    private String last;
    /** The last turn the engine threw on (a refusal, a broken contract), until the next play. */
    private String refused;
    /** What that turn started from. */
    private Before refusedFrom;
    /** Whether the engine's exception there was a refusal (an argument's or a state's). */
    private boolean refusal;
    /**
     * The legal set of the position, kept until the next {@code new} or {@code play}: one ply
     * asks it three or four times (the observation after the move, {@code observe},
     * {@code legal} and the oracle's {@code moves}), and it is most of a generated game's cost,
     * each candidate placement put to the engine's {@code problemWith}. {@code null} until
     * asked, or when asking it threw (asked again then, so that each answer names the throw).
     */
    private TreeSet<String> legalMoves;
    /** The seed of the first of the engine's own new games {@code new} asked; null before. */
    private Long ownFrom;

    /** What the last turn started from, to write it again as a scenario's set-up. */
    private record Before(Map<Position, Tile> board, Board tiles, List<List<Tile>> hands,
            List<Integer> scores, List<Tile> bag, int turn) {
    }

    /** A probe with no game yet: {@code new} starts one. */
    public QwirkleProbe() {
        // the game starts with the command "new"
    }

    /**
     * Starts a game: {@code new SEED} the full game, {@code new end SEED} an end game (a short
     * bag, see the class comment). The end game is a word of {@code new} rather than a command
     * of its own because every probe shares {@code GameProbe}'s commands, and the oracle plays a
     * disagreement's game again from its first question, whatever it is.
     */
    @Override
    protected String start(String argument) {
        legalMoves = null;
        String[] words = argument.isEmpty() ? new String[0] : argument.split("\\s+");
        boolean end = words.length > 0 && words[0].equals(END);
        int at = end ? 1 : 0;
        final long seed = words.length > at ? Long.parseLong(words[at]) : 1;
        before = null;
        last = null;
        refused = null;
        refusedFrom = null;
        ownFrom = null;
        dealer = new SplittableRandom(seed);
        List<Tile> tiles = shuffled(fullSet());
        if (end) {
            holdATileTwice(tiles);
        }
        List<Player> players = new ArrayList<>();
        for (int player = 0; player < PLAYERS; player++) {
            List<Tile> hand = tiles.subList(player * Hand.SIZE, (player + 1) * Hand.SIZE);
            players.add(new Player("player " + (player + 1), new Hand(List.copyOf(hand)), 0));
        }
        // Drawn after the shuffle, so that an end game's hands are its seed's full game's.
        int bagSize = end ? dealer.nextInt(END_BAG + 1) : tiles.size() - PLAYERS * Hand.SIZE;
        List<Tile> bag = List.copyOf(tiles.subList(PLAYERS * Hand.SIZE,
                PLAYERS * Hand.SIZE + bagSize));
        game = Game.setUp(Variant.OFFICIAL).players(players).bag(Bag.ordered(bag,
                dealer.split())).toMove(startingSeat(players)).start();
        // The engine's own new games are asked by the full games: an end game is about the end.
        return end ? observe() : observe() + "\n" + ownNewGames(seed);
    }

    /**
     * The seed of an own new game, the seed of {@code new} and those after it: kept within the
     * rule book's seeds (an {@code int}), so that a scenario can start the same game.
     */
    private static long ownSeed(long seed, int game) {
        return Math.floorMod(seed + game, (long) Integer.MAX_VALUE);
    }

    /**
     * The facts of the engine's own new games from {@value #OWN_GAMES} seeds, the seed of
     * {@code new} first: for each key the first game's answer that is not a correct engine's,
     * else the correct one, so that a correct engine answers as one game would.
     */
    private String ownNewGames(long seed) {
        Map<String, String> facts = new LinkedHashMap<>();
        facts.put("ownhands", SIX_EACH);
        facts.put("ownset", FULL_SET);
        facts.put("ownfirst", LONGEST);
        ownFrom = seed;
        for (int game = 0; game < OWN_GAMES; game++) {
            for (String line : ownNewGame(ownSeed(seed, game)).split("\n")) {
                String key = line.substring(0, line.indexOf('='));
                String value = line.substring(line.indexOf('=') + 1);
                facts.computeIfPresent(key, (k, fact) -> isRight(k, fact) ? value : fact);
            }
        }
        return facts.entrySet().stream().map(e -> e.getKey() + "=" + e.getValue())
                .collect(Collectors.joining("\n"));
    }

    /** Whether a fact of an engine's own new game is a correct engine's. */
    private static boolean isRight(String key, String fact) {
        return fact.equals(switch (key) {
            case "ownhands" -> SIX_EACH;
            case "ownset" -> FULL_SET;
            default -> LONGEST;
        });
    }

    /**
     * The engine's own new game from the seed, by what does not depend on its order (the
     * probe deals the games it plays, so the engine's own deal is asked only here): each hand
     * holds six tiles (QWIRKLE-03), the hands and the bag are the 108 tiles, three of each kind
     * (QWIRKLE-01), and the player to move holds a longest line (QWIRKLE-19; which seat starts
     * on a tie is the engine's choice).
     */
    private static String ownNewGame(long seed) {
        Game own;
        try {
            own = Game.newGame(Variant.OFFICIAL, CheatMode.OFF, List.of("player 1", "player 2"),
                    new SplittableRandom(seed));
        } catch (RuntimeException | AssertionError | StackOverflowError refused) {
            String answer = "!" + thrown(refused).replace('\n', ' ').replace('\r', ' ');
            return "ownhands=" + answer + "\nownset=" + answer + "\nownfirst=" + answer;
        }
        return "ownhands=" + ask(() -> own.players().stream()
                .map(p -> String.valueOf(p.hand().size())).collect(Collectors.joining(",")))
                + "\nownset=" + ask(() -> kindsCounted(own)) + "\nownfirst="
                + ask(() -> startsWithALongestLine(own));
    }

    /**
     * The tiles of a new game's hands and bag by kind: {@code 108 tiles, 3 of each kind} when
     * they are the full set, else how many there are and each kind not held three times.
     */
    private static String kindsCounted(Game own) {
        Map<String, Integer> counts = new TreeMap<>();
        for (Tile tile : fullSet()) {
            counts.put(tile.toString(), 0);
        }
        List<Tile> all = new ArrayList<>(own.bag().tiles());
        own.players().forEach(p -> all.addAll(p.hand().tiles()));
        all.forEach(tile -> counts.merge(tile.toString(), 1, Integer::sum));
        String wrong = counts.entrySet().stream().filter(e -> e.getValue() != COPIES)
                .map(e -> e.getKey() + " x" + e.getValue()).collect(Collectors.joining(" "));
        return wrong.isEmpty() ? FULL_SET : all.size() + " tiles, " + wrong;
    }

    /** Whether the player to move in a new game holds a longest line of the hands. */
    private static String startsWithALongestLine(Game own) {
        int seat = own.players().indexOf(own.currentPlayer());
        int longest = own.players().stream().mapToInt(p -> longestLine(written(p.hand()
                .tiles()))).max().orElse(0);
        int held = seat < 0 ? -1 : longestLine(written(own.players().get(seat).hand().tiles()));
        return held == longest ? LONGEST : "player " + (seat + 1) + " with a line of "
                + held + ", the longest " + longest;
    }

    /** The 108 tiles in the probe's order: three times A1 to F6, in the rule book's notation. */
    private static List<Tile> fullSet() {
        List<Tile> tiles = new ArrayList<>();
        for (int copy = 0; copy < COPIES; copy++) {
            for (char shape : SHAPES.toCharArray()) {
                for (char colour : COLOURS.toCharArray()) {
                    tiles.add(Tile.parse(String.valueOf(shape) + colour));
                }
            }
        }
        return tiles;
    }

    /** The tiles in a random order: the Fisher-Yates shuffle, from the probe's source. */
    private List<Tile> shuffled(List<Tile> tiles) {
        List<Tile> order = new ArrayList<>(tiles);
        for (int last = order.size() - 1; last > 0; last--) {
            Collections.swap(order, last, dealer.nextInt(last + 1));
        }
        return order;
    }

    /**
     * The seat that starts (QWIRKLE-19): the hand that makes the longest line, the first seat on
     * a tie. The probe's own count, so that the deal is the probe's alone: the engine's longest
     * line is still put to the test, by the size of its first turn's placements.
     */
    private static int startingSeat(List<Player> players) {
        return startingSeatOf(players.stream().map(p -> written(p.hand().tiles())).toList());
    }

    /** Tiles in the rule book's notation. */
    private static List<String> written(List<Tile> tiles) {
        return tiles.stream().map(Tile::toString).toList();
    }

    /** The seat that starts, by the hands' tiles in notation ({@link #startingSeat}). */
    private static int startingSeatOf(List<List<String>> hands) {
        int first = 0;
        for (int seat = 1; seat < hands.size(); seat++) {
            if (longestLine(hands.get(seat)) > longestLine(hands.get(first))) {
                first = seat;
            }
        }
        return first;
    }

    /**
     * Puts a second copy of a tile into the starting hand of an end game (issue 62: the first
     * turn's longest line counts a tile held twice once, QWIRKLE-19, which a deal seldom
     * asks): a tile of the hand's longest line (its first, in notation order, whose copy lies
     * past the hands in the shuffle) changes places with that copy, and the hand's tile outside
     * that line (its last) goes where the copy was. The longest lines of both hands stay as
     * they were, so the same seat starts; a hand that already holds a tile twice, or whose
     * tiles all make its line, is left alone. No number is drawn, so the bag's order is the
     * seed's.
     */
    static void holdATileTwice(List<Tile> tiles) {
        // Told apart by their notation, not by the engine's equals: the deal is the probe's.
        List<String> written = tiles.stream().map(Tile::toString).toList();
        List<List<String>> hands = new ArrayList<>();
        for (int player = 0; player < PLAYERS; player++) {
            hands.add(written.subList(player * Hand.SIZE, (player + 1) * Hand.SIZE));
        }
        int seat = startingSeatOf(hands);
        List<String> hand = hands.get(seat);
        if (new HashSet<>(hand).size() < hand.size()) {
            return;
        }
        List<String> line = longestLineOf(hand);
        int outside = -1;
        for (int at = 0; at < hand.size(); at++) {
            if (!line.contains(hand.get(at))) {
                outside = at;
            }
        }
        if (outside < 0) {
            return;
        }
        List<String> rest = written.subList(PLAYERS * Hand.SIZE, written.size());
        for (String tile : line) {
            int copy = rest.indexOf(tile);
            if (copy >= 0) {
                Collections.swap(tiles, seat * Hand.SIZE + outside, PLAYERS * Hand.SIZE + copy);
                return;
            }
        }
    }

    /**
     * The tiles of a hand's longest line, in notation order: the distinct tiles of the shape or
     * colour most of them share, the first such shape, then colour, on a tie.
     */
    private static List<String> longestLineOf(List<String> hand) {
        List<String> longest = List.of();
        for (int part = 0; part < 2; part++) {
            for (char kind : (part == 0 ? SHAPES : COLOURS).toCharArray()) {
                final int at = part;
                List<String> line = hand.stream().filter(t -> t.charAt(at) == kind).distinct()
                        .sorted().toList();
                if (line.size() > longest.size()) {
                    longest = line;
                }
            }
        }
        return longest;
    }

    /** The most different tiles of a hand that share a shape or a colour. */
    private static int longestLine(List<String> hand) {
        Map<Character, Set<Character>> byShape = new HashMap<>();
        Map<Character, Set<Character>> byColour = new HashMap<>();
        for (String text : hand) {
            byShape.computeIfAbsent(text.charAt(0), s -> new HashSet<>())
                    .add(text.charAt(1));
            byColour.computeIfAbsent(text.charAt(1), c -> new HashSet<>())
                    .add(text.charAt(0));
        }
        int longest = 0;
        for (Set<Character> kinds : byShape.values()) {
            longest = Math.max(longest, kinds.size());
        }
        for (Set<Character> kinds : byColour.values()) {
            longest = Math.max(longest, kinds.size());
        }
        return longest;
    }

    /**
     * Deals the bag again after a trade: its tiles sorted, then shuffled by the probe, given
     * back to the engine with its own board, players and turn. Where the engine put the traded
     * tiles is its own choice; from here on every correct engine draws alike. A game the trade
     * ended is left alone (nothing is drawn from it any more), and so is an engine whose state
     * cannot be set up again (its observation, already given, shows what is wrong with it).
     */
    private void dealTheBagAgain() {
        if (game.isOver()) {
            return;
        }
        try {
            List<Tile> tiles = new ArrayList<>(game.bag().tiles());
            tiles.sort(Comparator.comparing(Tile::toString));
            game = Game.setUp(Variant.OFFICIAL).board(game.board()).players(game.players())
                    .bag(Bag.ordered(shuffled(tiles), dealer.split()))
                    .toMove(game.players().indexOf(game.currentPlayer())).start();
        } catch (RuntimeException | AssertionError broken) {
            // the engine's own game goes on: its answers already differ from the oracle's
        }
    }

    @Override
    protected boolean started() {
        return game != null;
    }

    @Override
    protected String legal() {
        TreeSet<String> moves = legalSet();
        return moves.isEmpty() ? NONE : String.join(" ", moves);
    }

    /**
     * The same moves one a line, a swap holding a space; the placements that make the longest
     * line of the position marked {@value GameProbe#FAVOURED} when it is of four tiles or more,
     * so that the random games make lines of six (QWIRKLE-10) more often. Only the longest are
     * marked: a line of six when one can be made, not the fours beside it.
     */
    @Override
    protected String moves() {
        Map<String, Integer> made = new LinkedHashMap<>();
        Set<Position> taken = game.board().tiles().keySet();
        for (String move : legalSet()) {
            made.put(move, move.startsWith("swap") || move.equals("pass") ? 0
                    : longestLineMade(taken, move));
        }
        int longest = made.values().stream().mapToInt(Integer::intValue).max().orElse(0);
        return made.entrySet().stream().map(e -> (longest >= FAVOURED_LINE
                && e.getValue() == longest ? FAVOURED : "") + e.getKey())
                .collect(Collectors.joining("\n"));
    }

    /** The longest line through a placement's tiles, written in notation, on the board. */
    private static int longestLineMade(Set<Position> taken, String placement) {
        Set<Position> after = new HashSet<>(taken);
        List<Position> placed = new ArrayList<>();
        for (String tile : placement.split(";")) {
            String[] square = tile.substring(tile.indexOf('@') + 1).split(",");
            placed.add(new Position(Integer.parseInt(square[0]), Integer.parseInt(square[1])));
        }
        after.addAll(placed);
        int longest = 0;
        for (Position square : placed) {
            for (tabuleiro.qwirkle.Axis axis : tabuleiro.qwirkle.Axis.values()) {
                int length = 1;
                for (int way : new int[] {1, -1}) {
                    for (Position at = square.step(axis, way); after.contains(at);
                            at = at.step(axis, way)) {
                        length++;
                    }
                }
                longest = Math.max(longest, length);
            }
        }
        return longest;
    }

    private TreeSet<String> legalSet() {
        if (legalMoves == null) {
            legalMoves = enumerated();
        }
        return legalMoves;
    }

    private TreeSet<String> enumerated() {
        TreeSet<String> moves = new TreeSet<>();
        if (game.board().isEmpty()) {
            for (Placement placement : PlacementFinder.legalPlacements(game)) {
                moves.add(text(placement));
            }
        } else {
            Board board = game.board();
            List<Tile> hand = game.currentPlayer().hand().tiles();
            Map<String, Placement> singles = new TreeMap<>();
            for (Position square : frontier(board)) {
                for (Tile tile : new TreeSet<>(hand.stream().map(Tile::toString).toList())
                        .stream().map(Tile::parse).toList()) {
                    Placement one = Placement.of(new TileAt(tile, square));
                    if (game.problemWith(one).isEmpty()) {
                        moves.add(text(one));
                        singles.put(text(one), one);
                        for (tabuleiro.qwirkle.Axis axis : tabuleiro.qwirkle.Axis.values()) {
                            // Grown only along a line of the board the tile joins: growing
                            // costs twice the single tiles' questions, and these placements
                            // make the long lines and the Qwirkles (issue 47's budget).
                            if (joins(board, square, axis)) {
                                for (int way : new int[] {1, -1}) {
                                    moves.add(text(extend(board, one, hand, axis, way)));
                                }
                            }
                        }
                    }
                }
            }
            moves.addAll(gappedAccepted(board, hand, singles.values()));
        }
        List<Tile> hand = game.currentPlayer().hand().tiles();
        List<String> sorted = hand.stream().map(Tile::toString).sorted().toList();
        if (!hand.isEmpty() && game.problemWithTrade(hand).isEmpty()) {
            moves.add("swap " + String.join(";", sorted));
        } else if (!hand.isEmpty() && game.bag().size() > 0
                && game.bag().size() < hand.size()) {
            // An end game's bag may hold fewer tiles than the hand: a player who cannot place
            // then trades as many as it holds, or the random game would stop short of the end.
            List<String> some = sorted.subList(0, game.bag().size());
            if (game.problemWithTrade(some.stream().map(Tile::parse).toList()).isEmpty()) {
                moves.add("swap " + String.join(";", some));
            }
        }
        // Asked every turn, but only an empty bag and a hand that fits nowhere allow it
        // (QWIRKLE-04): the end games meet it, and without it their games would stop there.
        if (game.problemWithPass().isEmpty()) {
            moves.add("pass");
        }
        return moves;
    }

    /**
     * The placements with a gap the engine accepts, of at most {@value #GAPPED} asked
     * (QWIRKLE-07: the tiles of a turn make one unbroken line, so a correct engine accepts
     * none). Each is a legal single tile and a second tile of the hand two squares from it
     * along a line, the square between empty and the second square touching no tile: its own
     * lines are then valid, so only the gap is wrong. The single tiles are taken in notation
     * order, so the placements asked do not depend on the order of the engine's board.
     */
    private List<String> gappedAccepted(Board board, List<Tile> hand,
            Iterable<Placement> singles) {
        List<String> accepted = new ArrayList<>();
        int asked = 0;
        for (Placement one : singles) {
            TileAt first = one.tiles().get(0);
            List<String> others = new ArrayList<>(hand.stream().map(Tile::toString).sorted()
                    .toList());
            others.remove(first.tile().toString());
            if (others.isEmpty()) {
                return accepted;
            }
            for (tabuleiro.qwirkle.Axis axis : tabuleiro.qwirkle.Axis.values()) {
                for (int way : new int[] {1, -1}) {
                    Position gap = first.position().step(axis, way);
                    Position beyond = first.position().step(axis, 2 * way);
                    if (asked == GAPPED || board.isTaken(gap) || board.isTaken(beyond)
                            || board.touchesTile(beyond)) {
                        continue;
                    }
                    asked++;
                    Placement gapped = new Placement(List.of(first,
                            new TileAt(Tile.parse(others.get(0)), beyond)));
                    if (game.problemWith(gapped).isEmpty()) {
                        accepted.add(text(gapped));
                    }
                }
            }
            if (asked == GAPPED) {
                return accepted;
            }
        }
        return accepted;
    }

    /** The empty squares beside a tile of the board. */
    private static List<Position> frontier(Board board) {
        TreeSet<String> seen = new TreeSet<>();
        List<Position> squares = new ArrayList<>();
        for (Position taken : board.tiles().keySet()) {
            for (Position next : taken.neighbours()) {
                if (!board.isTaken(next) && seen.add(next.row() + "," + next.column())) {
                    squares.add(next);
                }
            }
        }
        return squares;
    }

    /** Whether a square has a tile of the board next to it along an axis. */
    private static boolean joins(Board board, Position square, tabuleiro.qwirkle.Axis axis) {
        return board.isTaken(square.step(axis, 1)) || board.isTaken(square.step(axis, -1));
    }

    /**
     * A placement grown from one tile along an axis: each step the first tile of the hand
     * (in notation order) that keeps the placement legal, until none does.
     */
    private Placement extend(Board board, Placement one, List<Tile> hand,
            tabuleiro.qwirkle.Axis axis, int way) {
        List<TileAt> tiles = new ArrayList<>(one.tiles());
        List<String> left = new ArrayList<>(hand.stream().map(Tile::toString).sorted().toList());
        left.remove(one.tiles().get(0).tile().toString());
        Position at = one.tiles().get(0).position();
        boolean grown = true;
        while (grown && !left.isEmpty()) {
            grown = false;
            at = at.step(axis, way);
            while (board.isTaken(at)) {
                at = at.step(axis, way);
            }
            // A second copy of a tile makes the same placement: asked once.
            for (String tile : new TreeSet<>(left)) {
                List<TileAt> more = new ArrayList<>(tiles);
                more.add(new TileAt(Tile.parse(tile), at));
                if (game.problemWith(new Placement(more)).isEmpty()) {
                    tiles = more;
                    left.remove(tile);
                    grown = true;
                    break;
                }
            }
        }
        return new Placement(tiles);
    }

    private static String text(Placement placement) {
        return placement.tiles().stream().map(QwirkleProbe::text)
                .collect(Collectors.joining(";"));
    }

    private static String text(TileAt tile) {
        return tile.tile() + "@" + tile.position().row() + "," + tile.position().column();
    }

    @Override
    protected String play(String move) {
        // A refused move may still have changed the engine's state half-way.
        legalMoves = null;
        refused = null;
        Before state;
        Turn turn;
        try {
            state = new Before(new LinkedHashMap<>(game.board().tiles()),
                    new Board(game.board()),
                    game.players().stream().map(p -> List.copyOf(p.hand().tiles())).toList(),
                    game.players().stream().map(Player::score).toList(),
                    List.copyOf(game.bag().tiles()), game.players().indexOf(game.currentPlayer()));
            turn = turn(move);
        } catch (RuntimeException notAMove) {
            return "refused: " + notAMove.getClass().getSimpleName();
        }
        try {
            game.play(turn);
        } catch (RuntimeException | AssertionError thrown) {
            refused = move;
            refusedFrom = state;
            refusal = thrown instanceof IllegalArgumentException
                    || thrown instanceof IllegalStateException;
            return "refused: " + thrown(thrown);
        }
        before = state;
        last = move;
        String observed = observe();
        if (turn instanceof Turn.Trade) {
            // Observed first: the engine's own game says what the trade did (its score, whether
            // it ended the game); the position dealt again is the same but for the bag's order,
            // which no placement asks, so the legal set just enumerated stays the position's.
            dealTheBagAgain();
        }
        return observed;
    }

    private static Turn turn(String move) {
        if (move.equals("pass")) {
            return new Turn.Pass();
        }
        if (move.startsWith("swap ")) {
            return new Turn.Trade(Arrays.stream(move.substring("swap ".length()).strip()
                    .split(";")).map(Tile::parse).toList());
        }
        return new Turn.Place(Placement.parse(move.replace(';', ' ')));
    }

    @Override
    protected Map<String, String> observation() {
        Map<String, String> values = new LinkedHashMap<>();
        values.put("board", ask(() -> board(game.board().tiles())));
        values.put("turn", ask(() -> String.valueOf(game.players().indexOf(game.currentPlayer())
                + 1)));
        values.put("scores", ask(() -> game.players().stream().map(p -> String.valueOf(p.score()))
                .collect(Collectors.joining(","))));
        values.put("bag", ask(() -> String.valueOf(game.bag().size())));
        values.put("bagtiles", ask(() -> tiles(game.bag().tiles())));
        values.put("hands", ask(() -> game.players().stream()
                .map(p -> String.valueOf(p.hand().size())).collect(Collectors.joining(","))));
        values.put("hand", ask(() -> tiles(game.currentPlayer().hand().tiles())));
        values.put("score", ask(() -> last == null ? NONE
                : String.valueOf(game.lastScore().total())));
        values.put("over", ask(() -> game.isOver() ? "yes" : "no"));
        // In seat order whatever order the engine lists the winners in.
        values.put("winner", ask(() -> !game.isOver() ? NONE : game.winners().stream()
                .map(p -> game.players().indexOf(p) + 1).sorted().map(String::valueOf)
                .collect(Collectors.joining(","))));
        values.put("evenwinner", ask(() -> seats(evenWinners())));
        values.put("legal", ask(this::legal));
        // The properties come last, so that an engine that breaks an older key's rule differs
        // there first, as before they were asked (QwirkleProperties says what each holds).
        values.put("linepoints", ask(() -> last == null ? NONE
                : QwirkleProperties.linePoints(game, before.scores(), before.turn(), last)));
        values.put("endrule", ask(() -> last == null ? NONE
                : QwirkleProperties.endRule(game, before.turn())));
        values.put("winrule", ask(this::winRule));
        values.put("placementback", ask(() -> last == null ? NONE
                : QwirkleProperties.notation(last)));
        return values;
    }

    /**
     * The winners the engine names against the rule's, by its own scores and hands: in the game
     * played, then in the same last turn played again on equal points ({@link #evenGame}),
     * where the tiles left in hand decide, with the seats as they are and swapped: an engine
     * that takes the first of the leaders on points alone is right when the first seat holds
     * fewer tiles, so one of the two orders tells it apart whenever the hands differ.
     */
    private String winRule() {
        String played = QwirkleProperties.winRule(game);
        int broken = winRuleBroken();
        if (broken <= 1) {
            return played;
        }
        return (broken == 2 ? "on equal points, " : "on equal points, the seats swapped, ")
                + QwirkleProperties.winRule(evenGame(broken == 3).orElseThrow());
    }

    /**
     * Where {@code winrule} breaks: 0 nowhere, 1 in the game played, 2 in its last turn played
     * again on equal points, 3 the same with the seats swapped.
     */
    private int winRuleBroken() {
        if (!QwirkleProperties.winRule(game).equals(QwirkleProperties.HOLDS)) {
            return 1;
        }
        for (boolean swapped : new boolean[] {false, true}) {
            Optional<Game> even = evenGame(swapped);
            if (even.isPresent() && !QwirkleProperties.winRule(even.get())
                    .equals(QwirkleProperties.HOLDS)) {
                return swapped ? 3 : 2;
            }
        }
        return 0;
    }

    /** Seats from 1 in seat order, joined by commas, or {@code -} for none. */
    private static String seats(List<Integer> seats) {
        return seats.isEmpty() ? NONE : seats.stream().sorted().map(String::valueOf)
                .collect(Collectors.joining(","));
    }

    /**
     * The scores before the last turn chosen so that it ends the game on equal points: the
     * mover's as it was, the other's that plus the turn's points, so nothing is negative.
     */
    private List<Integer> evenScores() {
        int mover = before.turn();
        int points = game.lastScore().total();
        List<Integer> scores = new ArrayList<>();
        for (int seat = 0; seat < PLAYERS; seat++) {
            scores.add(before.scores().get(mover) + (seat == mover ? 0 : points));
        }
        return scores;
    }

    /**
     * The winners (seats from 1) of the last turn played again from {@code Before} with
     * {@link #evenScores}, or none while the game goes on. The tie-break on tiles in hand
     * (QWIRKLE-18) decides only on equal points, which random end games reach about one time
     * in twenty; played again so, every end game asks it. A game of its own, set up through
     * {@code Game.setUp} and played by the engine, and drawing nothing from the dealer, so the
     * other answers are those of a probe without it.
     */
    private List<Integer> evenWinners() {
        return evenGame(false).map(QwirkleProperties::engineWinners).orElse(List.of());
    }

    /** The seat of the game played that sits at a seat, the seats swapped or not. */
    private static int seated(int seat, boolean swapped) {
        return swapped ? PLAYERS - 1 - seat : seat;
    }

    /**
     * The last turn played again from {@code Before} with {@link #evenScores}, when it ends that
     * game too (see {@link #evenWinners}).
     */
    private Optional<Game> evenGame(boolean swapped) {
        if (!game.isOver() || before == null || last == null) {
            return Optional.empty();
        }
        List<Integer> scores = evenScores();
        List<Player> players = new ArrayList<>();
        for (int seat = 0; seat < PLAYERS; seat++) {
            int from = seated(seat, swapped);
            players.add(new Player("player " + (seat + 1),
                    new Hand(List.copyOf(before.hands().get(from))), scores.get(from)));
        }
        // A fixed source: the bag is drawn from its top, and only a trade, which never ends
        // the game, would put tiles back at random.
        Game even = Game.setUp(Variant.OFFICIAL).board(before.tiles()).players(players)
                .bag(Bag.ordered(before.bag(), new SplittableRandom(0)))
                .toMove(seated(before.turn(), swapped)).start();
        even.play(turn(last));
        return even.isOver() ? Optional.of(even) : Optional.empty();
    }

    private static String tiles(List<Tile> tiles) {
        return tiles.isEmpty() ? NONE
                : tiles.stream().map(Tile::toString).sorted().collect(Collectors.joining(";"));
    }

    private static String board(Map<Position, Tile> tiles) {
        return tiles.isEmpty() ? NONE : tiles.entrySet().stream()
                .sorted(Comparator.comparingInt((Map.Entry<Position, Tile> e) -> e.getKey().row())
                        .thenComparingInt(e -> e.getKey().column()))
                .map(e -> e.getValue() + "@" + e.getKey().row() + "," + e.getKey().column())
                .collect(Collectors.joining(";"));
    }

    @Override
    protected String rules() {
        StringBuilder text = new StringBuilder();
        for (String key : List.of("board", "turn", "scores", "bag", "bagtiles", "hands", "hand",
                "score", "over", "winner", "evenwinner", "legal", "linepoints", "endrule",
                "winrule", "placementback", "ownhands", "ownset", "ownfirst")) {
            text.append(key).append('=').append(classify(key, new Values("", "", "", false)))
                    .append('\n');
        }
        return text.toString().strip();
    }

    /**
     * The rule of a key. A turn that differs is QWIRKLE-04, or QWIRKLE-17 when it is the end's
     * doing ({@link #turnRule}). A score that differs is QWIRKLE-10 when the turn made a line of
     * six, else QWIRKLE-17 when it emptied the hand at the end, else QWIRKLE-09; a legal set that
     * differs by a swap is QWIRKLE-12, by the pass QWIRKLE-04, by a placement of several tiles
     * QWIRKLE-07, by a single tile QWIRKLE-05/06 (QWIRKLE-19 on the first turn), by a placement
     * that makes a line holding a tile twice QWIRKLE-06.
     */
    @Override
    protected String classify(String key, Values values) {
        return switch (key) {
            case "board" -> "QWIRKLE-08";
            case "turn" -> turnRule(values);
            case "scores", "score" -> scoreRule();
            case "bag", "bagtiles", "hands", "hand" -> last != null && last.startsWith("swap")
                    ? "QWIRKLE-12" : "QWIRKLE-11";
            case "over" -> "QWIRKLE-17";
            case "winner", "evenwinner", "winrule" -> "QWIRKLE-18";
            case "linepoints" -> linePointsRule(values);
            case "endrule" -> "QWIRKLE-17";
            case "placementback" -> "QWIRKLE-13";
            case "legal" -> legalRule(values);
            case "ownhands" -> "QWIRKLE-03";
            case "ownset" -> "QWIRKLE-01";
            case "ownfirst" -> "QWIRKLE-19";
            default -> "unknown";
        };
    }

    /**
     * A turn that differs is QWIRKLE-04, but QWIRKLE-17 when the bag is empty and one side kept
     * the turn with the player who just moved: after a legal turn only the end of the game keeps
     * it there, and {@code turn} is read before {@code over}, so an engine that ends the game too
     * soon or too late differs first on whose turn it is.
     */
    private String turnRule(Values values) {
        if (game == null || before == null || !game.bag().isEmpty()) {
            return "QWIRKLE-04";
        }
        String mover = String.valueOf(before.turn() + 1);
        return values.expected().equals(mover) != values.actual().equals(mover)
                ? "QWIRKLE-17" : "QWIRKLE-04";
    }

    private String scoreRule() {
        if (last == null || last.startsWith("swap") || last.equals("pass")) {
            return "QWIRKLE-09";
        }
        TurnScore score = game.lastScore();
        if (score.lines().stream().anyMatch(line -> line.squares().size() == QWIRKLE)) {
            return "QWIRKLE-10";
        }
        return score.endBonus() > 0 ? "QWIRKLE-17" : "QWIRKLE-09";
    }

    /**
     * The rule of {@code linepoints}: QWIRKLE-17 when the points given are the lines' alone or
     * the lines' and a bonus not due (the last tile's), else QWIRKLE-10 when the turn made a
     * line of six, QWIRKLE-12 for a trade, QWIRKLE-04 for a pass, else QWIRKLE-09.
     */
    private String linePointsRule(Values values) {
        Matcher given = LINE_POINTS.matcher(values.actual());
        if (given.matches()) {
            int gave = Integer.parseInt(given.group(1));
            int lines = Integer.parseInt(given.group(2));
            int bonus = Integer.parseInt(given.group(3));
            if (gave != lines + bonus && (gave == lines || gave == lines + TurnScore.END_BONUS)) {
                return "QWIRKLE-17";
            }
        }
        if (last == null || game == null) {
            return "QWIRKLE-09";
        }
        if (last.startsWith("swap")) {
            return "QWIRKLE-12";
        }
        if (last.equals("pass")) {
            return "QWIRKLE-04";
        }
        return QwirkleProperties.madeAQwirkle(game.board().tiles(), QwirkleProperties.placed(last))
                ? "QWIRKLE-10" : "QWIRKLE-09";
    }

    private String legalRule(Values values) {
        if (!values.barred()) {
            return game != null && game.isFirstTurn() ? "QWIRKLE-19" : "QWIRKLE-07";
        }
        TreeSet<String> wanted = legalMoves(values.expected());
        TreeSet<String> given = legalMoves(values.actual());
        TreeSet<String> differ = new TreeSet<>(wanted);
        differ.addAll(given);
        TreeSet<String> both = new TreeSet<>(wanted);
        both.retainAll(given);
        differ.removeAll(both);
        if (game != null && game.isFirstTurn()) {
            return "QWIRKLE-19";
        }
        for (String move : differ) {
            if (move.startsWith("swap") || move.equals("swap")) {
                return "QWIRKLE-12";
            }
            if (move.equals("pass")) {
                return "QWIRKLE-04";
            }
            if (game != null && LineWaits.repeatsATile(game.board().tiles(),
                    Placement.parse(move.replace(';', ' ')))) {
                // A placement that makes a line holding a tile twice, listed or left out: the
                // line rule's, however many tiles it places.
                return "QWIRKLE-06";
            }
            return move.contains(";") ? "QWIRKLE-07" : "QWIRKLE-06";
        }
        return "QWIRKLE-07";
    }

    /**
     * The moves of a {@code legal} answer, each a placement, {@code pass} or a swap with its
     * tiles ({@code swap A3;A5}): the answer separates them by spaces, so a swap's tiles, the
     * one word after it without a square, are joined back to it. A swap that differs only in
     * its tiles is then a swap's difference, not a placement's.
     */
    private static TreeSet<String> legalMoves(String answer) {
        TreeSet<String> moves = new TreeSet<>();
        String[] words = answer.isBlank() ? new String[0] : answer.strip().split("\\s+");
        for (int i = 0; i < words.length; i++) {
            if (words[i].equals("swap") && i + 1 < words.length && !words[i + 1].contains("@")
                    && !words[i + 1].equals("pass")) {
                moves.add("swap " + words[++i]);
            } else {
                moves.add(words[i]);
            }
        }
        return moves;
    }

    /**
     * A scenario of the engine's own new games, in the rule book's phrases (the set-up rules'
     * and the starting player's): an outline over the seeds {@code new} asked (the oracle does
     * not know which of them the engine got wrong), then what every correct engine's new game
     * holds.
     */
    private static String ownScenario(boolean pt, String key, long from) {
        StringBuilder text = new StringBuilder(pt
                ? "# language: pt\nFuncionalidade: Um exemplo gerado\n\n  Esquema do Cenário: "
                        + key + " de um jogo novo\n    Dadas as regras oficiais\n    Quando"
                        + " começa um jogo para " + PLAYERS + " jogadores com a semente"
                        + " <semente>\n"
                : "Feature: A generated example\n\n  Scenario Outline: " + key + " of a new game"
                        + "\n    Given the official rules\n    When a game for " + PLAYERS
                        + " players is started with seed <seed>\n");
        if (key.equals("ownfirst")) {
            text.append(pt ? "    Então quem começa é um jogador cuja mão faz a linha mais longa\n"
                    : "    Then the player who starts is one whose hand makes the longest line\n");
        } else {
            int bag = COPIES * SHAPES.length() * COLOURS.length() - PLAYERS * Hand.SIZE;
            text.append(pt ? "    Então cada jogador tem " + Hand.SIZE + " peças\n    E o saco tem "
                    + bag + " peças\n" : "    Then every player holds " + Hand.SIZE
                    + " tiles\n    And the bag holds " + bag + " tiles\n");
        }
        text.append(pt ? "\n    Exemplos:\n      | semente |\n"
                : "\n    Examples:\n      | seed |\n");
        for (int game = 0; game < OWN_GAMES; game++) {
            text.append("      | ").append(ownSeed(from, game)).append(" |\n");
        }
        return text.toString();
    }

    /**
     * A scenario in the rule book's phrases: the position before the last turn (board, hands,
     * scores, the bag in its order, whose turn), the last turn, and the expected value of the
     * key as this engine (the reference) answers it. For {@code play} after a turn the engine
     * threw on, the position before it and that turn last: a placement in the set-up step
     * "player 1 has placed ...", which keeps no refusal for a {@code Then}, so that pasted the
     * scenario fails on that engine by itself (the kit's random games have no reference's
     * answer to put in a {@code Then}) and passes on one that plays it. A trade or a pass has
     * no such step: its {@code When} fails by itself on a broken contract or any exception but
     * a refusal, and a refused one has no scenario.
     */
    @Override
    protected String scenario(String lang, String key) {
        if (key.startsWith("own") && ownFrom != null) {
            return ownScenario(lang.equals("pt"), key, ownFrom);
        }
        boolean played = key.equals("play");
        if (played && (refused == null || refusal && (refused.equals("pass")
                || refused.startsWith("swap ")))) {
            return refused == null ? "error: no move refused"
                    : "error: a refused trade or pass has no step that fails by itself";
        }
        Before before = played ? refusedFrom : this.before;
        final String last = played ? refused : this.last;
        if (game == null || before == null) {
            return "error: no turn played";
        }
        boolean pt = lang.equals("pt");
        StringBuilder text = new StringBuilder();
        // The tie-break's scenario starts from the scores that make the last turn end even.
        // So does winrule's when the game played names the rule's winners and the even one not,
        // the seats swapped when only that order breaks it.
        int broken = key.equals("winrule") ? winRuleBroken() : 0;
        boolean even = key.equals("evenwinner") || broken > 1;
        boolean swapped = broken == 3;
        final int mover = seated(before.turn(), swapped) + 1;
        List<Integer> scores = even ? evenScores() : before.scores();
        if (pt) {
            text.append("# language: pt\nFuncionalidade: Um exemplo gerado\n\n  Cenário: ")
                    .append(key).append(" depois da última jogada\n    Dadas as regras oficiais\n"
                    + "    E ").append(PLAYERS).append(" jogadores\n");
        } else {
            text.append("Feature: A generated example\n\n  Scenario: ").append(key)
                    .append(" after the last turn\n    Given the official rules\n    And ")
                    .append(PLAYERS).append(" players\n");
        }
        String and = pt ? "    E " : "    And ";
        if (!before.board().isEmpty()) {
            text.append(and).append(pt ? "o tabuleiro\n" : "the board\n").append(docString(
                    drawing(before.board())));
        }
        for (int player = 1; player <= PLAYERS; player++) {
            List<Tile> hand = before.hands().get(seated(player - 1, swapped));
            if (!hand.isEmpty()) {
                text.append(and).append(pt ? "o jogador " + player + " tem "
                        : "player " + player + " holds ").append(spaced(hand)).append('\n');
            }
            int points = scores.get(seated(player - 1, swapped));
            if (points > 0) {
                text.append(and).append(pt ? "o jogador " + player + " já marcou " + points
                        + " pontos\n" : "player " + player + " has scored " + points
                        + " points\n");
            }
        }
        if (before.bag().isEmpty()) {
            text.append(and).append(pt ? "o saco está vazio\n" : "the bag is empty\n");
        } else {
            text.append(and).append(pt ? "o saco só tem " : "the bag holds only ")
                    .append(spaced(before.bag())).append('\n');
        }
        text.append(and).append(pt ? "é a vez do jogador " + mover + "\n"
                : "it is player " + mover + "'s turn\n");
        if (played && !last.equals("pass") && !last.startsWith("swap ")) {
            return text.append(pt ? "    E o jogador " + mover + " jogou " : "    And player "
                    + mover + " has placed ").append(last.replace(';', ' ')).append('\n')
                    .toString();
        }
        if (last.equals("pass")) {
            text.append(pt ? "    Quando o jogador " + mover + " passa\n"
                    : "    When player " + mover + " passes\n");
        } else if (last.startsWith("swap ")) {
            text.append(pt ? "    Quando o jogador " + mover + " troca " : "    When player "
                    + mover + " trades ").append(last.substring(5).replace(';', ' '))
                    .append('\n');
        } else {
            text.append(pt ? "    Quando o jogador " + mover + " joga " : "    When player "
                    + mover + " places ").append(last.replace(';', ' ')).append('\n');
        }
        if (played) {
            return text.toString();
        }
        String then = pt ? "    Então " : "    Then ";
        switch (key) {
            case "board" -> text.append(then).append(pt ? "o tabuleiro fica\n"
                    : "the board is\n").append(docString(drawing(game.board().tiles())));
            case "turn" -> {
                int next = game.players().indexOf(game.currentPlayer()) + 1;
                text.append(then).append(pt ? "é agora a vez do jogador " + next + "\n"
                        : "it is player " + next + "'s turn now\n");
            }
            case "score" -> text.append(then).append(pt ? "a jogada vale "
                    + game.lastScore().total() + " pontos\n" : "the turn scores "
                    + game.lastScore().total() + " points\n");
            case "scores" -> {
                for (int player = 1; player <= PLAYERS; player++) {
                    int points = game.players().get(player - 1).score();
                    text.append(player == 1 ? then : and).append(pt ? "o jogador " + player
                            + " fica com " + points + " pontos\n" : "player " + player
                            + " has " + points + " points\n");
                }
            }
            case "bag" -> text.append(then).append(pt ? "o saco tem " + game.bag().size()
                    + " peças\n" : "the bag holds " + game.bag().size() + " tiles\n");
            case "bagtiles" -> {
                text.append(then).append(pt ? "o saco tem " + game.bag().size()
                        + " peças\n" : "the bag holds " + game.bag().size() + " tiles\n");
                if (!game.bag().isEmpty()) {
                    text.append(and).append(pt ? "o saco tem " : "the bag holds ")
                            .append(spaced(game.bag().tiles().stream()
                                    .sorted(Comparator.comparing(Tile::toString)).toList()))
                            .append(pt ? " entre as suas peças\n" : " among its tiles\n");
                }
            }
            case "hands", "hand" -> {
                for (int player = 1; player <= PLAYERS; player++) {
                    List<Tile> hand = game.players().get(player - 1).hand().tiles();
                    text.append(player == 1 ? then : and);
                    if (hand.isEmpty() || key.equals("hands")) {
                        text.append(pt ? "o jogador " + player + " fica com " + hand.size()
                                + " peças\n" : "player " + player + " now holds " + hand.size()
                                + " tiles\n");
                    } else {
                        text.append(pt ? "o jogador " + player + " fica com "
                                : "player " + player + " now holds ").append(spaced(hand))
                                .append('\n');
                    }
                }
            }
            case "over", "winner" -> text.append(then).append(ending(pt, !game.isOver()
                    ? List.of() : game.winners().stream()
                            .map(p -> game.players().indexOf(p) + 1).sorted().toList()));
            case "evenwinner" -> text.append(then).append(ending(pt, evenWinners()));
            case "linepoints" -> {
                for (int player = 1; player <= PLAYERS; player++) {
                    int points = before.scores().get(player - 1) + (player == mover
                            ? rulePoints() : 0);
                    text.append(player == 1 ? then : and).append(pt ? "o jogador " + player
                            + " fica com " + points + " pontos\n" : "player " + player
                            + " has " + points + " points\n");
                }
            }
            case "endrule" -> text.append(then).append(overByTheRule()
                    ? (pt ? "o jogo acabou\n" : "the game is over\n")
                    : (pt ? "o jogo não acabou\n" : "the game is not over\n"));
            case "winrule" -> text.append(then).append(ending(pt, even
                    ? evenGame(swapped).map(g -> QwirkleProperties.ruleWinners(g.players()))
                            .orElse(List.of())
                    : game.isOver() ? QwirkleProperties.ruleWinners(game.players())
                            : List.of()));
            case "placementback" -> {
                Map<Position, Tile> after = new LinkedHashMap<>(before.board());
                if (!last.equals("pass") && !last.startsWith("swap")) {
                    for (String tile : last.split(";")) {
                        String[] square = tile.substring(tile.indexOf('@') + 1).split(",");
                        after.put(new Position(Integer.parseInt(square[0]),
                                Integer.parseInt(square[1])),
                                Tile.parse(tile.substring(0, tile.indexOf('@'))));
                    }
                }
                text.append(then).append(pt ? "o tabuleiro fica\n" : "the board is\n")
                        .append(docString(drawing(after)));
            }
            case "legal" -> {
                return "error: the legal set has no scenario of its own; ask board or score";
            }
            default -> {
                return "error: unknown key " + key;
            }
        }
        return text.toString();
    }

    /**
     * The last turn's points by the rule ({@code linepoints}): its lines on the engine's board,
     * the last tile's bonus by the engine's hand and bag; none for a trade or a pass.
     */
    private int rulePoints() {
        if (last.equals("pass") || last.startsWith("swap")) {
            return 0;
        }
        return QwirkleProperties.pointsOfLines(game.board().tiles(),
                QwirkleProperties.placed(last)) + (QwirkleProperties.lastTileBonus(game,
                        before.turn()) ? TurnScore.END_BONUS : 0);
    }

    /** Whether the game is over by the rule ({@code endrule}), from the engine's own answers. */
    private boolean overByTheRule() {
        return game.isOver() == QwirkleProperties.endRule(game, before.turn())
                .equals(QwirkleProperties.HOLDS);
    }

    /** The Then step of the winners (seats from 1, in seat order), none while it goes on. */
    private static String ending(boolean pt, List<Integer> winners) {
        if (winners.isEmpty()) {
            return pt ? "o jogo não acabou\n" : "the game is not over\n";
        }
        if (winners.size() == 1) {
            return pt ? "o jogador " + winners.get(0) + " ganha\n"
                    : "player " + winners.get(0) + " wins\n";
        }
        return pt ? "os jogadores " + winners.get(0) + " e " + winners.get(1)
                + " partilham a vitória\n" : "players " + winners.get(0) + " and "
                + winners.get(1) + " share the win\n";
    }

    private static String spaced(List<Tile> tiles) {
        return tiles.stream().map(Tile::toString).collect(Collectors.joining(" "));
    }

    /** The board as the rule book draws it: column numbers on top, each row after its number. */
    private static String drawing(Map<Position, Tile> tiles) {
        int top = tiles.keySet().stream().mapToInt(Position::row).min().orElse(0);
        int bottom = tiles.keySet().stream().mapToInt(Position::row).max().orElse(0);
        int left = tiles.keySet().stream().mapToInt(Position::column).min().orElse(0);
        int right = tiles.keySet().stream().mapToInt(Position::column).max().orElse(0);
        int cell = Math.max(2, Math.max(String.valueOf(left).length(),
                String.valueOf(right).length()));
        int label = Math.max(String.valueOf(top).length(), String.valueOf(bottom).length());
        StringBuilder text = new StringBuilder(" ".repeat(label));
        for (int column = left; column <= right; column++) {
            text.append(' ').append(pad(String.valueOf(column), cell));
        }
        for (int row = top; row <= bottom; row++) {
            text.append('\n').append(pad(String.valueOf(row), label));
            for (int column = left; column <= right; column++) {
                Tile tile = tiles.get(new Position(row, column));
                text.append(' ').append(pad(tile == null ? Board.EMPTY : tile.toString(), cell));
            }
        }
        return text.toString();
    }

    private static String pad(String text, int width) {
        return " ".repeat(Math.max(0, width - text.length())) + text;
    }

    private static String docString(String drawing) {
        return "      \"\"\"\n" + drawing.lines().map(l -> "      " + l + "\n")
                .collect(Collectors.joining()) + "      \"\"\"\n";
    }
}
