package tabuleiro.grading.tournament.schedule;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.OptionalInt;
import java.util.stream.IntStream;
import tabuleiro.grading.tournament.referee.Pairing;

/**
 * The pairing of one round of a Swiss tournament ({@code tournament --rounds N}): the players
 * are ranked by points, then rating, then an order drawn from the tournament's seed, and each
 * is paired with the next player in that ranking it has not met (a Monrad-style pairing), so
 * that players of similar score meet. No pair meets twice while a pairing without a repeat
 * exists (a search, bounded by {@link #SEARCH_STEPS}, past which the nearest partners are taken
 * even if met). An odd count leaves one player out: the lowest ranked of those with the fewest
 * byes, so byes go round.
 */
public final class Swiss {

    /**
     * How many steps the search for a round without a repeated pair may take: far more than a
     * class needs (a round of 100 players pairs in about 50 steps while a repeat-free pairing
     * is easy to find), and a bound on the rounds in which none exists.
     */
    static final int SEARCH_STEPS = 200_000;

    /** Not instantiated. */
    private Swiss() {
    }

    /**
     * Two players who meet in a round.
     *
     * @param higher the better ranked at the round's start, who moves first in the pair's
     *     first game
     * @param lower the other
     */
    public record Match(int higher, int lower) {
    }

    /**
     * One round's pairing.
     *
     * @param matches who meets whom, best ranked first
     * @param bye the player left out, if the count is odd
     */
    public record Round(List<Match> matches, OptionalInt bye) {

        /**
         * Copies the matches.
         *
         * @param matches who meets whom
         * @param bye the player left out
         */
        public Round {
            matches = List.copyOf(matches);
        }
    }

    /**
     * Pairs one round.
     *
     * @param points each player's points so far, a bye's included
     * @param ratings each player's rating so far
     * @param met {@code met[a][b]} when {@code a} and {@code b} have played each other
     * @param byes how many byes each player has had
     * @param seed the tournament's seed, which orders players equal on points and rating
     * @return the round: every player in exactly one match, or the bye
     * @throws IllegalArgumentException unless there are two players or more and the arrays
     *     have one entry a player
     */
    public static Round pair(double[] points, double[] ratings, boolean[][] met, int[] byes,
            long seed) {
        int n = points.length;
        if (n < 2 || ratings.length != n || met.length != n || byes.length != n) {
            throw new IllegalArgumentException("a Swiss round needs 2 players or more and one"
                    + " entry a player: " + n + " points, " + ratings.length + " ratings, "
                    + met.length + " rows met, " + byes.length + " byes");
        }
        List<Integer> ranking = IntStream.range(0, n).boxed().sorted(Comparator
                .comparingDouble((Integer p) -> -points[p])
                .thenComparingDouble(p -> -ratings[p])
                .thenComparingLong(p -> RoundRobin.seedOf(~seed, p))
                .thenComparingInt(p -> p)).toList();
        List<Integer> candidates = new ArrayList<>();
        if (n % 2 == 1) {
            // The fewest byes first, then the lowest ranked: the bye goes round the bottom.
            candidates.addAll(IntStream.range(0, n).boxed().sorted(Comparator
                    .comparingInt((Integer p) -> byes[p])
                    .thenComparingInt(p -> -ranking.indexOf(p))).toList());
        } else {
            candidates.add(-1);
        }
        int[] steps = {0};
        for (int bye : candidates) {
            List<Integer> left = new ArrayList<>(ranking);
            left.remove(Integer.valueOf(bye));
            List<Match> matches = new ArrayList<>();
            if (withoutRepeats(left, met, matches, steps)) {
                return round(matches, bye, n);
            }
        }
        int bye = candidates.get(0);
        List<Integer> left = new ArrayList<>(ranking);
        left.remove(Integer.valueOf(bye));
        return round(nearest(left, met), bye, n);
    }

    private static Round round(List<Match> matches, int bye, int n) {
        Round round = new Round(matches, bye < 0 ? OptionalInt.empty() : OptionalInt.of(bye));
        assert matches.size() * 2 + (bye < 0 ? 0 : 1) == n
                : "postcondition: every player is in one match or has the bye";
        return round;
    }

    /** Depth first: the best ranked left meets the next it has not met, and so on down. */
    private static boolean withoutRepeats(List<Integer> left, boolean[][] met,
            List<Match> matches, int[] steps) {
        if (left.isEmpty()) {
            return true;
        }
        if (++steps[0] > SEARCH_STEPS) {
            return false;
        }
        int first = left.get(0);
        for (int i = 1; i < left.size(); i++) {
            int partner = left.get(i);
            if (met[first][partner]) {
                continue;
            }
            List<Integer> rest = new ArrayList<>(left);
            rest.remove(i);
            rest.remove(0);
            matches.add(new Match(first, partner));
            if (withoutRepeats(rest, met, matches, steps)) {
                return true;
            }
            matches.remove(matches.size() - 1);
        }
        return false;
    }

    /** When no round avoids a repeat: each meets the next it has not met, else the next. */
    private static List<Match> nearest(List<Integer> ranking, boolean[][] met) {
        List<Integer> left = new ArrayList<>(ranking);
        List<Match> matches = new ArrayList<>();
        while (!left.isEmpty()) {
            int first = left.remove(0);
            int at = 0;
            for (int i = 0; i < left.size(); i++) {
                if (!met[first][left.get(i)]) {
                    at = i;
                    break;
                }
            }
            matches.add(new Match(first, left.remove(at)));
        }
        return matches;
    }

    /**
     * A round's games: each match both ways, as the round robin plays a pair, its games
     * numbered on from the games before.
     *
     * @param round the round's pairing
     * @param gamesPerColour how many games each player of a match moves first, at least 1
     * @param seed the tournament's seed
     * @param before how many games the rounds before played; the first game's place
     * @return the games, a match's next to each other
     */
    public static List<Pairing> games(Round round, int gamesPerColour, long seed,
            int before) {
        if (gamesPerColour < 1 || before < 0) {
            throw new IllegalArgumentException("a match plays 1 game a colour or more, after 0"
                    + " games or more: " + gamesPerColour + ", " + before);
        }
        List<Pairing> games = new ArrayList<>();
        for (Match match : round.matches()) {
            for (int k = 0; k < gamesPerColour; k++) {
                // Both orders share a seed and an opening, as in the round robin.
                long shared = RoundRobin.seedOf(seed, before + games.size());
                games.add(new Pairing(match.higher(), match.lower(), shared, k));
                games.add(new Pairing(match.lower(), match.higher(), shared, k));
            }
        }
        return List.copyOf(games);
    }
}
