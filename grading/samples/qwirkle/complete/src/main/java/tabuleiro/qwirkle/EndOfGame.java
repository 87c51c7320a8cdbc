package tabuleiro.qwirkle;

import java.util.Collections;
import java.util.Comparator;
import java.util.List;
import java.util.Objects;

/**
 * The end of the game and the winner (rules QWIRKLE-16 to QWIRKLE-18): when a turn ends the
 * game, the official bonus for the last tile, and who wins.
 *
 * <p>It reads the board, the bag and the players of its {@link Game}, as they are when it is
 * asked, and changes none of them: the game asks it after each turn.
 */
final class EndOfGame {

    private final Variant variant;
    private final Board board;
    private final Bag bag;
    private final List<Player> players;

    /**
     * The end of a game of these pieces, which it reads but never changes.
     *
     * @param variant the rules the game is played by
     * @param board the game's board
     * @param bag the game's bag
     * @param players the game's players, in seat order
     * @throws NullPointerException if an argument is null
     */
    EndOfGame(Variant variant, Board board, Bag bag, List<Player> players) {
        this.variant = Objects.requireNonNull(variant, "variant");
        this.board = Objects.requireNonNull(board, "board");
        this.bag = Objects.requireNonNull(bag, "bag");
        this.players = Objects.requireNonNull(players, "players");
    }

    /**
     * Whether the game ends after a turn of {@code mover} (null when no turn has been played):
     * in the brief's variant when the bag is empty (QWIRKLE-16); in the official one when the
     * mover has just placed their last tile with the bag empty, or when the bag is empty and
     * nobody can place a tile (QWIRKLE-17).
     */
    boolean reachedAfter(Player mover) {
        if (!bag.isEmpty()) {
            // Neither variant ends while tiles are left to draw, which is most turns of a
            // game.
            return false;
        }
        if (!bag.isEmpty()) {
            // Neither variant ends while tiles are left to draw: checked outside exercise 6, so
            // that the turns of a game in progress do not need it.
            return false;
        }
        if (variant == Variant.BRIEF) {
            return true;
        }
        if (mover != null && mover.hand().isEmpty()) {
            return true;
        }
        return players.stream()
                .noneMatch(player -> PlacementRules.fitsSomewhere(board, player.hand().tiles()));
    }

    /**
     * The score of the turn that ended the game: by the official rules the player who placed
     * their last tile scores six more (QWIRKLE-17); the brief's game has no bonus (QWIRKLE-16).
     *
     * @param mover the player whose placement ended the game
     * @param score the placement's score, lines only
     * @return the score with the end bonus when it is due
     */
    TurnScore finalScore(Player mover, TurnScore score) {
        return variant == Variant.OFFICIAL && mover.hand().isEmpty() ? score.withEndBonus() : score;
    }

    /**
     * Whether the official game is over because a player has placed their last tile with the
     * bag empty (QWIRKLE-17), which {@link #reachedAfter} sees only right after that turn.
     */
    boolean overByLastTile() {
        return variant == Variant.OFFICIAL && bag.isEmpty()
                && players.stream().anyMatch(player -> player.hand().isEmpty());
    }

    /**
     * The winners among some players (rule QWIRKLE-18): those with most points; on equal points,
     * those with the fewest tiles left in hand; players still equal share the win.
     */
    static List<Player> best(List<Player> players) {
        Comparator<Player> better = Comparator.comparingInt(Player::score)
                .thenComparing(Comparator.comparingInt((Player p) -> p.hand().size()).reversed());
        Player top = Collections.max(players, better);
        return players.stream().filter(player -> better.compare(player, top) == 0).toList();
    }
}
