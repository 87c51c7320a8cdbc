package tabuleiro.qwirkle;

import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * The rules of the turns that place no tile, asked of one turn (rules QWIRKLE-04, QWIRKLE-12,
 * QWIRKLE-19): a trade puts back tiles of the hand, at most as many as the bag holds, and not on
 * the official first turn; in the brief's game a player may always pass, in the official one
 * only when they can neither place a tile nor trade.
 *
 * <p>Each question answers with a sentence in the rule book's words, saying what is wrong and what
 * is expected, or with nothing when the turn keeps the rules. The rules only read what they are
 * given: the {@link Game} asks them before it changes anything.
 */
final class TradeAndPassRules {

    private final Variant variant;
    private final Board board;
    private final Hand hand;
    private final Bag bag;

    /**
     * The rules for the player to move.
     *
     * @param variant the rules the game is played by
     * @param board the board now
     * @param hand the hand of the player to move
     * @param bag the bag now
     * @throws NullPointerException if an argument is null
     */
    TradeAndPassRules(Variant variant, Board board, Hand hand, Bag bag) {
        this.variant = Objects.requireNonNull(variant, "variant");
        this.board = Objects.requireNonNull(board, "board");
        this.hand = Objects.requireNonNull(hand, "hand");
        this.bag = Objects.requireNonNull(bag, "bag");
    }

    /**
     * Says why the player to move may not trade these tiles (rule QWIRKLE-12), or nothing when
     * they may.
     *
     * @param tiles the tiles to put back
     * @return a sentence saying what is wrong and what is expected, or empty
     * @throws NullPointerException if {@code tiles} is null
     */
    Optional<String> tradeProblem(List<Tile> tiles) {
        Objects.requireNonNull(tiles, "tiles");
        if (variant == Variant.OFFICIAL && board.isEmpty()) {
            return firstTurnProblem();
        }
        if (tiles.isEmpty()) {
            return Optional.of("name one or more tiles of your hand to trade");
        }
        List<Tile> held = hand.tiles();
        if (tiles.stream().allMatch(held::contains)) {
            Optional<String> tooOften = PlacementRules.namedTooOften(tiles, held, "named",
                    "your hand holds");
            if (tooOften.isPresent()) {
                return tooOften;
            }
        }
        if (!hand.containsAll(tiles)) {
            return Optional.of("you can trade only tiles in your hand: " + hand);
        }
        if (tiles.size() > bag.size()) {
            return Optional.of("the bag holds only " + bag.size()
                    + (bag.size() == 1 ? " tile" : " tiles") + ": trade at most that many");
        }
        return Optional.empty();
    }

    /**
     * Says why the player to move may not pass (rule QWIRKLE-04), or nothing when they may.
     *
     * @return a sentence saying what is wrong and what is expected, or empty
     */
    Optional<String> passProblem() {
        if (variant == Variant.OFFICIAL && board.isEmpty()) {
            // On the official first turn (QWIRKLE-19) the first player must place: that comes
            // before whether they may pass, as it does before whether they may trade.
            return firstTurnProblem();
        }
        if (variant == Variant.BRIEF) {
            return Optional.empty();
        }
        if (board.isEmpty()) {
            return firstTurnProblem();
        }
        if (!bag.isEmpty()) {
            return Optional.of("the official rules let you pass only when you cannot place a"
                    + " tile nor trade: place tiles or trade some");
        }
        if (PlacementRules.fitsSomewhere(board, hand.tiles())) {
            return Optional.of("you can still place a tile: the official rules let you pass only"
                    + " when you cannot");
        }
        return Optional.empty();
    }

    /** The official first turn places tiles (QWIRKLE-19): it may neither trade nor pass. */
    private Optional<String> firstTurnProblem() {
        return Optional.of("the first turn places the longest line of the hand: "
                + FirstTurn.longestLine(hand.tiles()) + " tiles");
    }
}
