package tabuleiro.grading.tournament.referee;

import java.util.Objects;
import java.util.Optional;

/**
 * One game played: who played it, its moves and how it ended.
 *
 * @param number the game's number in the schedule, from 1
 * @param first the index of the player who moved first
 * @param second the index of the player who moved second
 * @param seed the game's seed
 * @param moves the moves played, as {@link RefereeGame#join} writes them (one digit a column,
 *     say, or moves such as {@code B3[p;} separated by spaces)
 * @param winner 0 if the first player won, 1 if the second did, -1 for a draw
 * @param forfeit why the loser lost off the board, if it did
 * @param reason the forfeit's details (the exception, the move refused), empty without one
 * @param opening the moves the game started from, set by the tournament's {@link OpeningSuite}
 *     and not chosen by the players, as {@link RefereeGame#join} writes them: the first of
 *     {@code moves}; empty for a game from the start
 */
public record GameRecord(int number, int first, int second, long seed, String moves, int winner,
        Optional<Forfeit> forfeit, String reason, String opening) {

    /**
     * Checks the record.
     *
     * @throws IllegalArgumentException unless the winner is -1, 0 or 1, a forfeit has a winner,
     *     the players differ and the moves begin with the opening
     */
    public GameRecord {
        Objects.requireNonNull(moves, "moves");
        Objects.requireNonNull(reason, "reason");
        Objects.requireNonNull(opening, "opening");
        if (!moves.startsWith(opening)) {
            throw new IllegalArgumentException("game " + number + "'s moves " + moves
                    + " do not begin with its opening " + opening);
        }
        if (winner < -1 || winner > 1 || forfeit.isPresent() && winner == -1 || first == second) {
            throw new IllegalArgumentException("not a game's record: winner " + winner
                    + ", forfeit " + forfeit + ", players " + first + " and " + second);
        }
    }

    /**
     * A game played from the start, with no opening.
     *
     * @param number the game's number
     * @param first the player who moved first
     * @param second the player who moved second
     * @param seed the game's seed
     * @param moves the moves played
     * @param winner 0, 1, or -1 for a draw
     * @param forfeit why the loser lost off the board, if it did
     * @param reason the forfeit's details
     */
    public GameRecord(int number, int first, int second, long seed, String moves, int winner,
            Optional<Forfeit> forfeit, String reason) {
        this(number, first, second, seed, moves, winner, forfeit, reason, "");
    }

    /**
     * The score of one of the game's players: 1 for a win, ½ for a draw, 0 for a loss.
     *
     * @param player a player's index
     * @return the score
     * @throws IllegalArgumentException unless the player played this game
     */
    public double score(int player) {
        if (player != first && player != second) {
            throw new IllegalArgumentException("player " + player + " did not play game "
                    + number);
        }
        if (winner == -1) {
            return 0.5;
        }
        return (winner == 0) == (player == first) ? 1 : 0;
    }

    /**
     * The player who forfeited, if one did.
     *
     * @return its index
     */
    public Optional<Integer> forfeitedBy() {
        return forfeit.map(why -> winner == 0 ? second : first);
    }
}
