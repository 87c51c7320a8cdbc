package tabuleiro.grading.tournament;

import java.util.Objects;

/**
 * What makes two runs the same tournament: the game, the seed, the schedule's shape and the
 * rules a game is played by; a shard records them and the merge refuses shards that differ in
 * one. The players are checked apart ({@code TournamentMerge}).
 *
 * @param game the game, {@code --game}'s value
 * @param seed the tournament's seed
 * @param gamesPerColour the games each pair plays with each player first
 * @param moveMillis a sandboxed agent's time for a move
 * @param rounds the Swiss rounds, 0 for the round robin
 * @param replays the most replay pages
 * @param language the pages' language tag, {@code en} or {@code pt}
 */
record TournamentSettings(String game, long seed, int gamesPerColour, long moveMillis,
        int rounds, int replays, String language) {

    /**
     * Checks the settings.
     *
     * @throws IllegalArgumentException unless the counts and the time are in range
     */
    TournamentSettings {
        Objects.requireNonNull(game, "game");
        Objects.requireNonNull(language, "language");
        if (gamesPerColour < 1 || moveMillis < 1 || rounds < 0 || replays < 0) {
            throw new IllegalArgumentException("not a tournament's settings: " + gamesPerColour
                    + " games a colour, " + moveMillis + " ms a move, " + rounds + " rounds, "
                    + replays + " replays");
        }
    }

    /**
     * Whether the tournament is a Swiss one.
     *
     * @return true with {@code --rounds}
     */
    boolean swiss() {
        return rounds > 0;
    }
}
