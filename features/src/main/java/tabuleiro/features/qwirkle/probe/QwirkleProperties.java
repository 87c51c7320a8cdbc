package tabuleiro.features.qwirkle.probe;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.SplittableRandom;
import java.util.TreeSet;
import java.util.stream.Collectors;
import tabuleiro.qwirkle.Axis;
import tabuleiro.qwirkle.Bag;
import tabuleiro.qwirkle.Board;
import tabuleiro.qwirkle.Game;
import tabuleiro.qwirkle.Hand;
import tabuleiro.qwirkle.Placement;
import tabuleiro.qwirkle.Player;
import tabuleiro.qwirkle.Position;
import tabuleiro.qwirkle.Tile;
import tabuleiro.qwirkle.TileAt;
import tabuleiro.qwirkle.Variant;

/**
 * The Qwirkle probe's properties (issue 61): rules checked against the engine's own answers
 * (its board after the turn, its scores, hands and bag, the placements it allows) and the move
 * played, with no reference answer, so that the student kit's random games can say a rule is
 * broken and the grader, whose reference answers {@value #HOLDS} to each, charges the same.
 *
 * <ul>
 *   <li>{@code linepoints} (QWIRKLE-09, 10, 17): the turn's points are the lengths of the lines
 *       the placed tiles made or lengthened, along both axes, each line once, a tile alone 1;
 *       six more for a line of six; six more when the mover's hand is empty with the bag empty.
 *       A trade or a pass scores nothing. Read from the engine's scores and its last turn's
 *       score alike.</li>
 *   <li>{@code endrule} (QWIRKLE-17): the engine says the game is over exactly when the bag is
 *       empty and the mover has placed their last tile, or the bag is empty and no player can
 *       place a tile (each player's single tiles put to the engine's own
 *       {@code problemWith}).</li>
 *   <li>{@code winrule} (QWIRKLE-18): the winners the engine names are those with most points,
 *       on equal points those with fewer tiles left in hand, by its own scores and hands; asked
 *       also of the probe's game played again on equal points ({@code evenwinner}'s).</li>
 *   <li>{@code placementback} (QWIRKLE-13): the placement played, written by {@code Placement}'s
 *       {@code toString}, reads back as the same placement.</li>
 * </ul>
 */
final class QwirkleProperties {

    /** The answer of a property that holds. */
    static final String HOLDS = "agrees";
    /** The answer of a property not asked (no turn yet, or a game not over). */
    static final String NOT_ASKED = "-";
    private static final int QWIRKLE = 6;
    private static final int BONUS = 6;
    private static final String PASS = "pass";
    private static final String SWAP = "swap";

    private QwirkleProperties() {
    }

    /**
     * The lines a placement made or lengthened on a board, each once as its squares: along both
     * axes through each placed square, those of two tiles or more.
     *
     * @param board the board after the placement
     * @param placed the squares placed
     * @return the lines, each a set of squares
     */
    static Set<Set<Position>> linesMade(Map<Position, Tile> board, List<Position> placed) {
        Set<Set<Position>> lines = new LinkedHashSet<>();
        for (Position square : placed) {
            for (Axis axis : Axis.values()) {
                Set<Position> line = new HashSet<>();
                line.add(square);
                for (int way : new int[] {1, -1}) {
                    for (Position at = square.step(axis, way); board.containsKey(at);
                            at = at.step(axis, way)) {
                        line.add(at);
                    }
                }
                if (line.size() > 1) {
                    lines.add(line);
                }
            }
        }
        return lines;
    }

    /** The points of the lines a placement made, a Qwirkle's bonus in; a tile alone 1. */
    static int pointsOfLines(Map<Position, Tile> board, List<Position> placed) {
        Set<Set<Position>> lines = linesMade(board, placed);
        if (lines.isEmpty()) {
            return 1;
        }
        return lines.stream().mapToInt(line -> line.size() + (line.size() == QWIRKLE ? BONUS : 0))
                .sum();
    }

    /** Whether a placement made a line of six on the board. */
    static boolean madeAQwirkle(Map<Position, Tile> board, List<Position> placed) {
        return linesMade(board, placed).stream().anyMatch(line -> line.size() == QWIRKLE);
    }

    /**
     * Whether the turn's mover ends it with an empty hand and the bag empty: the last tile's
     * bonus is due (QWIRKLE-17).
     */
    static boolean lastTileBonus(Game game, int mover) {
        return game.bag().isEmpty() && game.players().get(mover).hand().isEmpty();
    }

    /**
     * {@code linepoints}: {@value #HOLDS}, or what the engine gave and what the lines make,
     * {@code gave D (turn T), lines L, last tile B}.
     *
     * @param game the engine's game after the turn
     * @param scoresBefore every player's points before it
     * @param mover the seat that moved, from 0
     * @param move the move, in the probe's notation
     * @return the answer
     */
    static String linePoints(Game game, List<Integer> scoresBefore, int mover, String move) {
        int lines = 0;
        int bonus = 0;
        if (!move.equals(PASS) && !move.startsWith(SWAP)) {
            List<Position> placed = placed(move);
            lines = pointsOfLines(game.board().tiles(), placed);
            bonus = lastTileBonus(game, mover) ? BONUS : 0;
        }
        int gave = game.players().get(mover).score() - scoresBefore.get(mover);
        int turn = game.lastScore().total();
        boolean others = true;
        for (int seat = 0; seat < scoresBefore.size(); seat++) {
            others &= seat == mover || game.players().get(seat).score() == scoresBefore.get(seat);
        }
        return gave == lines + bonus && turn == gave && others ? HOLDS : "gave " + gave
                + " (turn " + turn + (others ? "" : ", another player's points changed")
                + "), lines " + lines + ", last tile " + bonus;
    }

    /** The squares of a placement in the probe's notation. */
    static List<Position> placed(String move) {
        return Placement.parse(move.replace(';', ' ')).positions();
    }

    /**
     * {@code endrule}: {@value #HOLDS}, or what the engine says and why the rule says
     * otherwise.
     *
     * @param game the engine's game after the turn
     * @param mover the seat that moved, from 0
     * @return the answer
     */
    static String endRule(Game game, int mover) {
        boolean over = game.isOver();
        if (!game.bag().isEmpty()) {
            return over ? "over, but the bag holds " + game.bag().size() + " tiles" : HOLDS;
        }
        if (game.players().get(mover).hand().isEmpty()) {
            return over ? HOLDS : "not over, but player " + (mover + 1)
                    + " placed their last tile with the bag empty";
        }
        List<Integer> placing = new ArrayList<>();
        for (int seat = 0; seat < game.players().size(); seat++) {
            Optional<Boolean> can = canPlace(game, seat);
            if (can.isEmpty()) {
                return NOT_ASKED;
            }
            if (can.get()) {
                placing.add(seat + 1);
            }
        }
        if (over == placing.isEmpty()) {
            return HOLDS;
        }
        return over ? "over, but player " + placing.get(0) + " can still place a tile"
                : "not over, but the bag is empty and no player can place a tile";
    }

    /**
     * Whether a player can place a tile, by the engine's own {@code problemWith} in a game set up
     * with its board and hands and that player to move: a tile of the hand on a square beside
     * the board (any legal placement holds such a tile). Empty when the engine cannot set the
     * position up (its other answers already show what is wrong).
     */
    private static Optional<Boolean> canPlace(Game game, int seat) {
        List<Tile> hand = game.players().get(seat).hand().tiles();
        if (hand.isEmpty()) {
            return Optional.of(false);
        }
        if (game.board().isEmpty()) {
            return Optional.of(true);
        }
        Game asked;
        try {
            List<Player> players = new ArrayList<>();
            for (Player player : game.players()) {
                players.add(new Player(player.name(), new Hand(List.copyOf(player.hand().tiles())),
                        player.score()));
            }
            asked = Game.setUp(Variant.OFFICIAL).board(new Board(game.board())).players(players)
                    .bag(Bag.ordered(List.copyOf(game.bag().tiles()), new SplittableRandom(0)))
                    .toMove(seat).start();
        } catch (RuntimeException | AssertionError refused) {
            return Optional.empty();
        }
        Set<String> kinds = new TreeSet<>(hand.stream().map(Tile::toString).toList());
        for (Position square : frontier(game.board())) {
            for (String kind : kinds) {
                Placement one = Placement.of(new TileAt(Tile.parse(kind), square));
                if (asked.problemWith(one).isEmpty()) {
                    return Optional.of(true);
                }
            }
        }
        return Optional.of(false);
    }

    /** The empty squares beside a tile of the board. */
    private static Set<Position> frontier(Board board) {
        Set<Position> squares = new LinkedHashSet<>();
        for (Position taken : board.tiles().keySet()) {
            for (Position next : taken.neighbours()) {
                if (!board.isTaken(next)) {
                    squares.add(next);
                }
            }
        }
        return squares;
    }

    /**
     * The winners by the rule from scores and tiles left in hand: most points, then fewest
     * tiles; seats from 1, in seat order.
     */
    static List<Integer> ruleWinners(List<Player> players) {
        int most = players.stream().mapToInt(Player::score).max().orElse(0);
        int fewest = players.stream().filter(p -> p.score() == most)
                .mapToInt(p -> p.hand().size()).min().orElse(0);
        List<Integer> seats = new ArrayList<>();
        for (int seat = 0; seat < players.size(); seat++) {
            Player player = players.get(seat);
            if (player.score() == most && player.hand().size() == fewest) {
                seats.add(seat + 1);
            }
        }
        return seats;
    }

    /** The winners the engine names, seats from 1, in seat order. */
    static List<Integer> engineWinners(Game game) {
        return game.winners().stream().map(p -> game.players().indexOf(p) + 1).sorted().toList();
    }

    /**
     * {@code winrule} of one finished game: {@value #HOLDS}, or the winners the engine names
     * and those of the rule by its scores and hands; {@value #NOT_ASKED} while it goes on.
     *
     * @param game the engine's game
     * @return the answer
     */
    static String winRule(Game game) {
        if (!game.isOver()) {
            return NOT_ASKED;
        }
        List<Integer> named = engineWinners(game);
        List<Integer> rule = ruleWinners(game.players());
        return named.equals(rule) ? HOLDS : "winners " + seats(named) + ", by points "
                + points(game.players()) + " and tiles left " + tilesLeft(game.players()) + ": "
                + seats(rule);
    }

    private static String seats(List<Integer> seats) {
        return seats.stream().map(String::valueOf).collect(Collectors.joining(","));
    }

    private static String points(List<Player> players) {
        return players.stream().map(p -> String.valueOf(p.score()))
                .collect(Collectors.joining(","));
    }

    private static String tilesLeft(List<Player> players) {
        return players.stream().map(p -> String.valueOf(p.hand().size()))
                .collect(Collectors.joining(","));
    }

    /**
     * {@code placementback}: {@value #HOLDS} when the placement played, written as the game writes
     * it, reads back as the same placement (its tiles and squares too); {@value #NOT_ASKED}
     * for a trade or a pass.
     *
     * @param move the move, in the probe's notation
     * @return the answer
     */
    static String notation(String move) {
        if (move.equals(PASS) || move.startsWith(SWAP)) {
            return NOT_ASKED;
        }
        Placement played = Placement.parse(move.replace(';', ' '));
        String written = played.toString();
        Placement read = Placement.parse(written);
        if (!read.equals(played)) {
            return "wrote " + written + ", read back as " + read;
        }
        for (TileAt tile : played.tiles()) {
            Tile again = Tile.parse(tile.tile().toString());
            Position square = Position.parse(tile.position().row() + ","
                    + tile.position().column());
            if (!again.equals(tile.tile()) || !square.equals(tile.position())) {
                return "wrote " + tile.tile() + "@" + tile.position() + ", read back as " + again
                        + "@" + square;
            }
        }
        return HOLDS;
    }
}
