package tabuleiro.grading.tournament.schedule;

import java.util.ArrayList;
import java.util.List;
import tabuleiro.grading.tournament.referee.Pairing;

/**
 * The round-robin schedule both ways: every agent plays every other agent, once with the first
 * move and once with the second, as many times as asked.
 */
public final class RoundRobin {

    /** Not instantiated. */
    private RoundRobin() {
    }

    /**
     * The games of the tournament, grouped by pair (both colours of a pair next to each other,
     * so one pair's sandboxes can play all its games), in a fixed order for the same arguments.
     *
     * @param agents how many agents, at least 2
     * @param gamesPerColour how many games each pair plays with each agent first, at least 1
     * @param seed the tournament's seed; each game's seed is derived from it and its place, the
     *     same for the two orders of a pair's k-th game, which both start from the suite's k-th
     *     opening
     * @return the games
     */
    public static List<Pairing> schedule(int agents, int gamesPerColour, long seed) {
        if (agents < 2 || gamesPerColour < 1) {
            throw new IllegalArgumentException("a tournament needs 2 agents and 1 game a colour:"
                    + " " + agents + " agents, " + gamesPerColour + " games");
        }
        List<Pairing> games = new ArrayList<>();
        for (int i = 0; i < agents; i++) {
            for (int j = i + 1; j < agents; j++) {
                for (int k = 0; k < gamesPerColour; k++) {
                    // Both orders share a seed and an opening: a game of chance (a bag of tiles)
                    // is dealt the same, and the k-th opening is played, for each player in
                    // each seat.
                    long shared = seedOf(seed, games.size());
                    games.add(new Pairing(i, j, shared, k));
                    games.add(new Pairing(j, i, shared, k));
                }
            }
        }
        assert games.size() == agents * (agents - 1) * gamesPerColour
                : "postcondition: every ordered pair plays gamesPerColour games";
        return List.copyOf(games);
    }

    /**
     * A game's seed from the tournament's seed and the game's place (SplitMix64's finaliser):
     * shared with {@link Swiss}, whose rounds number their games on from the previous round's.
     *
     * @param seed the tournament's seed
     * @param index the game's place in the schedule, from 0
     * @return the game's seed
     */
    static long seedOf(long seed, int index) {
        long z = seed + (index + 1) * 0x9E3779B97F4A7C15L;
        z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
        z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
        return z ^ (z >>> 31);
    }
}
