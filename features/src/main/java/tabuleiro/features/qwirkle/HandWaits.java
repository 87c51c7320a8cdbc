package tabuleiro.features.qwirkle;

import java.util.List;
import tabuleiro.features.contracts.ScenarioRules;
import tabuleiro.qwirkle.Game;
import tabuleiro.qwirkle.Hand;
import tabuleiro.qwirkle.Player;

/**
 * The sentence a failed turn or check adds when the hand of the player who just moved holds the
 * wrong number of tiles: after placing, the player draws back to six unless the bag runs out
 * (QWIRKLE-11); after a trade, the player holds as many tiles as before (QWIRKLE-12). Every
 * example that places or trades goes through the draw, and what it reads next (the end of the
 * game, the winners, whose turn it is, the engine's own postcondition) depends on it: an example
 * of the brief's end that fails because the hand was drawn to five should say it waits on the
 * draw, not that the end is wrong.
 *
 * <p>It is worked out from the engine's own state after the turn (the mover's hand, the bag),
 * never from the reference: a right engine never leaves a mover short while the bag still holds
 * tiles, nor over six, nor changes a hand's size by a trade. Nothing is said of the scenario's
 * own rule, which its failure already shows.
 */
final class HandWaits {

    /** The rule of the draw after placing. */
    private static final String REFILL = "QWIRKLE-11";

    /** The rule of trading. */
    private static final String TRADE = "QWIRKLE-12";

    private HandWaits() {
    }

    /**
     * The waits-on sentence of a placement the engine carried out, or nothing.
     *
     * @param mover the player who placed, as the engine holds them now
     * @param bagLeft the tiles the engine's bag holds now
     * @param scenario the rules the scenario is an example of
     * @return one sentence, or the empty string when the hand is as the draw leaves it
     */
    static String afterPlacing(Player mover, int bagLeft, ScenarioRules scenario) {
        int held = sizeOf(mover);
        if (scenario.isAbout(REFILL) || held < 0) {
            return "";
        }
        // Short with tiles left in the bag, or over six: the draw stopped early or went on.
        if (held < Hand.SIZE && bagLeft > 0 || held > Hand.SIZE) {
            return "After placing, " + mover.name() + " has a hand of " + held + " and the bag"
                    + " has " + bagLeft + " left: this example waits on rule QWIRKLE-11 (after"
                    + " placing, the player draws from the bag until they hold six tiles or the"
                    + " bag is empty).";
        }
        return "";
    }

    /**
     * The waits-on sentence of a trade the engine carried out, or nothing.
     *
     * @param mover the player who traded, as the engine holds them now
     * @param handBefore how many tiles they held before the trade
     * @param scenario the rules the scenario is an example of
     * @return one sentence, or the empty string when the hand holds as many tiles as before
     */
    static String afterTrading(Player mover, int handBefore, ScenarioRules scenario) {
        int held = sizeOf(mover);
        if (scenario.isAbout(TRADE) || held < 0 || held == handBefore) {
            return "";
        }
        return "After trading, " + mover.name() + " has a hand of " + held + ", not "
                + handBefore + " as before: this example waits on rule QWIRKLE-12 (a trade"
                + " draws as many tiles as it puts back).";
    }

    /**
     * What each seat had scored before the text UI played a game: a seat whose points grew
     * placed while it played.
     *
     * @param points the points, by seat
     */
    record Seats(List<Integer> points) {

        /**
         * What each seat of a game has scored now.
         *
         * @param game the game, as the engine holds it
         * @return the points, by seat
         */
        static Seats of(Game game) {
            return new Seats(game.players().stream().map(Player::score).toList());
        }
    }

    /**
     * The waits-on sentence of a game the text UI played, or nothing. A right engine leaves a
     * player who placed while it played (one whose points grew) with six tiles for as long as
     * the bag holds any: the UI stops at the engine's first broken contract, so a short hand
     * is the last placement's draw. A trade is not judged here: what a game shows after the UI
     * played cannot tell a trade from a placement the engine scored nothing for (onto a taken
     * square, say), whose draw also changes the hand's size, and such a placement must not be
     * charged to the trade's rule; the steps that trade judge their own trade.
     *
     * @param game the game, as the engine holds it now
     * @param before what each seat held before the UI played
     * @param scenario the rules the scenario is an example of
     * @return one sentence, or the empty string
     */
    static String afterPlay(Game game, Seats before, ScenarioRules scenario) {
        try {
            if (game.lastScore().lines().isEmpty()) {
                return "";
            }
            int bagLeft = game.bag().size();
            List<Player> players = game.players();
            for (int seat = 0; seat < players.size() && seat < before.points().size(); seat++) {
                Player player = players.get(seat);
                if (player.score() > before.points().get(seat)) {
                    String waits = afterPlacing(player, bagLeft, scenario);
                    if (!waits.isEmpty()) {
                        return waits;
                    }
                }
            }
            return "";
        } catch (RuntimeException unreadable) {
            // A game the engine cannot read back yet (a stub): the failure says so already.
            return "";
        }
    }

    /** How many tiles a player holds, or -1 when the engine's hand cannot say yet (a stub). */
    private static int sizeOf(Player player) {
        try {
            return player.hand().size();
        } catch (RuntimeException unreadable) {
            return -1;
        }
    }
}
