package tabuleiro.qwirkle;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;

/** Games set up for the tests, in the game's notation. */
final class Setups {

    private Setups() {
    }

    /** Tiles written as "A1 B2 C3". */
    static List<Tile> tiles(String text) {
        return text.isBlank() ? List.of()
                : Arrays.stream(text.strip().split("\\s+")).map(Tile::parse).toList();
    }

    /**
     * A game with a board, two players with the hands given, player 1 to move, and a bag that
     * draws {@code bagTop} first, then every other tile of the set.
     */
    static Game game(Variant variant, CheatMode cheat, String board, String bagTop,
            String... hands) {
        Board parsed = Board.parse(board);
        List<Player> players = new ArrayList<>();
        List<Tile> used = new ArrayList<>(parsed.tiles().values());
        for (int i = 0; i < hands.length; i++) {
            List<Tile> hand = tiles(hands[i]);
            players.add(new Player("P" + (i + 1), new Hand(hand), 0));
            used.addAll(hand);
        }
        List<Tile> top = tiles(bagTop);
        used.addAll(top);
        List<Tile> bag = new ArrayList<>(top);
        bag.addAll(rest(used));
        return Game.setUp(variant).cheatMode(cheat).board(parsed).players(players)
                .bag(Bag.ordered(bag, new SplittableRandom(1))).start();
    }

    /** A game whose bag holds exactly {@code bag}: tiles of the set not placed are left out. */
    static Game gameWithBag(Variant variant, String board, String bag, String... hands) {
        Board parsed = Board.parse(board);
        List<Player> players = new ArrayList<>();
        for (int i = 0; i < hands.length; i++) {
            players.add(new Player("P" + (i + 1), new Hand(tiles(hands[i])), 0));
        }
        return Game.setUp(variant).board(parsed).players(players)
                .bag(Bag.ordered(tiles(bag), new SplittableRandom(1))).start();
    }

    /** The tiles of the full set that are not among {@code used}. */
    static List<Tile> rest(List<Tile> used) {
        List<Tile> rest = Tile.fullSet();
        used.forEach(rest::remove);
        return rest;
    }

    static Placement placement(String text) {
        return Placement.parse(text);
    }
}
