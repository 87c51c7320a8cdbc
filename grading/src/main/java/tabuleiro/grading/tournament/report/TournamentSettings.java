package tabuleiro.grading.tournament.report;

import java.util.List;
import java.util.Objects;
import tabuleiro.grading.tournament.referee.OpeningSuite;
import tabuleiro.grading.tournament.referee.TimeControl;

/**
 * What makes two runs the same tournament: the game, the seed, the schedule's shape and the
 * rules a game is played by; a shard records them and the merge refuses shards that differ in
 * one. The players are checked apart ({@code TournamentMerge}).
 *
 * @param game the game, {@code --game}'s value
 * @param seed the tournament's seed
 * @param gamesPerColour the games each pair plays with each player first
 * @param moveMillis a sandboxed agent's time for a move
 * @param overageMillis the overage of each game, {@code --overage} (a time control's part that
 *     decides forfeits as much as the move's time)
 * @param rounds the Swiss rounds, 0 for the round robin
 * @param replays the most replay pages
 * @param language the pages' language tag, {@code en} or {@code pt}
 * @param openings the suite's openings, as {@link OpeningSuite#openings()} gives them
 */
public record TournamentSettings(String game, long seed, int gamesPerColour, long moveMillis,
        long overageMillis, int rounds, int replays, String language, List<String> openings) {

    /**
     * Checks the settings.
     *
     * @throws IllegalArgumentException unless the counts and the time are in range
     */
    public TournamentSettings {
        Objects.requireNonNull(game, "game");
        Objects.requireNonNull(language, "language");
        openings = List.copyOf(openings);
        if (gamesPerColour < 1 || moveMillis < 1 || overageMillis < 0 || rounds < 0
                || replays < 0) {
            throw new IllegalArgumentException("not a tournament's settings: " + gamesPerColour
                    + " games a colour, " + moveMillis + " ms a move, " + overageMillis
                    + " ms of overage, " + rounds + " rounds, " + replays + " replays");
        }
    }

    /**
     * The settings of a tournament whose games start from the start (a game of chance's, or a
     * test's), with the default overage ({@link TimeControl#GAME_OVERAGE_MILLIS}).
     *
     * @param game the game
     * @param seed the seed
     * @param gamesPerColour the games a colour
     * @param moveMillis the time for a move
     * @param rounds the Swiss rounds, 0 for the round robin
     * @param replays the most replay pages
     * @param language the pages' language tag
     */
    public TournamentSettings(String game, long seed, int gamesPerColour, long moveMillis,
            int rounds, int replays, String language) {
        this(game, seed, gamesPerColour, moveMillis, TimeControl.GAME_OVERAGE_MILLIS, rounds,
                replays, language, List.of());
    }

    /**
     * The suite the games start from.
     *
     * @return the openings
     */
    public OpeningSuite suite() {
        return new OpeningSuite(openings);
    }

    /**
     * Whether the tournament is a Swiss one.
     *
     * @return true with {@code --rounds}
     */
    public boolean swiss() {
        return rounds > 0;
    }
}
