package tabuleiro.grading.tournament;

import java.util.ArrayList;
import java.util.Collections;
import java.util.Comparator;
import java.util.List;
import java.util.Objects;
import java.util.stream.IntStream;

/**
 * The tournament's results per player: record, Glicko-2 rating, crosstable and ranking.
 *
 * <p>The games are cut into rating periods in which each player plays at most once (the rounds
 * of the round robin, {@link #periods}), and each period updates its players' ratings against
 * their opponents' ratings at the period's start, as Glicko-2 is meant to run: a win over a
 * strong player counts for more than one over a weak one, and each game narrows the deviation.
 * A player who does not play in a period keeps its rating and deviation: the tournament is one
 * event, with no idle time in which a strength could drift. A Swiss tournament gives its rounds
 * as the periods (a player plays a match, both colours, in each), and its byes, a point each.
 */
final class Standings {

    private static final Glicko2 SYSTEM = new Glicko2(0.5);

    private final List<String> names;
    private final List<Glicko2.Rating> ratings;
    private final double[][] scores;
    private final int[][] games;
    private final int[] wins;
    private final int[] draws;
    private final int[] losses;
    private final int[] forfeits;
    private final int[] byes;

    /**
     * Works the standings of a round robin out from its games, cut into {@link #periods}.
     *
     * @param names the players' names, by index
     * @param records the games played
     */
    Standings(List<String> names, List<GameRecord> records) {
        this(names, records, periods(names.size(), records), List.of());
    }

    /**
     * Works the standings out from the games, in the rating periods given.
     *
     * @param names the players' names, by index
     * @param records the games played
     * @param periods the same games cut into rating periods, in order
     * @param byes the rounds in which a player played no game, a point each
     * @throws IllegalArgumentException unless the periods hold every game once
     */
    Standings(List<String> names, List<GameRecord> records, List<List<GameRecord>> periods,
            List<Bye> byes) {
        if (periods.stream().mapToInt(List::size).sum() != records.size()) {
            throw new IllegalArgumentException("the rating periods hold "
                    + periods.stream().mapToInt(List::size).sum() + " games, but "
                    + records.size() + " were played");
        }
        this.names = List.copyOf(names);
        int n = names.size();
        scores = new double[n][n];
        games = new int[n][n];
        wins = new int[n];
        draws = new int[n];
        losses = new int[n];
        forfeits = new int[n];
        this.byes = new int[n];
        for (Bye bye : byes) {
            this.byes[bye.player()]++;
        }
        for (GameRecord record : records) {
            for (int player : new int[] {record.first(), record.second()}) {
                int opponent = player == record.first() ? record.second() : record.first();
                double score = record.score(player);
                scores[player][opponent] += score;
                games[player][opponent]++;
                if (score == 1) {
                    wins[player]++;
                } else if (score == 0) {
                    losses[player]++;
                } else {
                    draws[player]++;
                }
            }
            record.forfeitedBy().ifPresent(loser -> forfeits[loser]++);
        }
        ratings = rate(n, periods);
    }

    private static List<Glicko2.Rating> rate(int n, List<List<GameRecord>> periods) {
        List<Glicko2.Rating> current = new ArrayList<>(Collections.nCopies(n,
                Glicko2.Rating.NEW));
        for (List<GameRecord> period : periods) {
            // A player's games of the period, against the ratings at its start, in one update.
            List<List<Glicko2.Game>> played = new ArrayList<>();
            for (int i = 0; i < n; i++) {
                played.add(new ArrayList<>());
            }
            for (GameRecord record : period) {
                for (int player : new int[] {record.first(), record.second()}) {
                    int opponent = player == record.first() ? record.second() : record.first();
                    played.get(player).add(new Glicko2.Game(current.get(opponent),
                            record.score(player)));
                }
            }
            List<Glicko2.Rating> next = new ArrayList<>(current);
            for (int player = 0; player < n; player++) {
                if (!played.get(player).isEmpty()) {
                    next.set(player, SYSTEM.update(current.get(player), played.get(player)));
                }
            }
            current = next;
        }
        return List.copyOf(current);
    }

    /**
     * Splits the games into rating periods in which each player plays at most once: each game,
     * in the schedule's order, goes to the first period where neither of its players has played.
     */
    static List<List<GameRecord>> periods(int n, List<GameRecord> records) {
        List<List<GameRecord>> periods = new ArrayList<>();
        List<boolean[]> busy = new ArrayList<>();
        for (GameRecord record : records) {
            int period = 0;
            while (period < periods.size() && (busy.get(period)[record.first()]
                    || busy.get(period)[record.second()])) {
                period++;
            }
            if (period == periods.size()) {
                periods.add(new ArrayList<>());
                busy.add(new boolean[n]);
            }
            periods.get(period).add(record);
            busy.get(period)[record.first()] = true;
            busy.get(period)[record.second()] = true;
        }
        return periods;
    }

    /**
     * The players, best first: by rating, then by name.
     *
     * @return the players' indexes
     */
    List<Integer> ranking() {
        return IntStream.range(0, names.size()).boxed()
                .sorted(Comparator.comparingDouble((Integer i) -> -ratings.get(i).rating())
                        .thenComparing(names::get))
                .toList();
    }

    String name(int player) {
        return names.get(player);
    }

    int size() {
        return names.size();
    }

    Glicko2.Rating rating(int player) {
        return ratings.get(player);
    }

    int wins(int player) {
        return wins[player];
    }

    int draws(int player) {
        return draws[player];
    }

    int losses(int player) {
        return losses[player];
    }

    int forfeits(int player) {
        return forfeits[player];
    }

    /**
     * How many rounds a player sat out with a bye (a Swiss tournament's odd count).
     *
     * @param player the player
     * @return the byes
     */
    int byes(int player) {
        return byes[player];
    }

    /**
     * How many games a player played, byes not counted.
     *
     * @param player the player
     * @return the games
     */
    int played(int player) {
        return IntStream.range(0, names.size()).map(o -> games[player][o]).sum();
    }

    /**
     * A player's points against one opponent.
     *
     * @param player the player
     * @param opponent the opponent
     * @return the points (1 a win, ½ a draw)
     */
    double score(int player, int opponent) {
        return scores[player][opponent];
    }

    /**
     * How many games a player played against one opponent.
     *
     * @param player the player
     * @param opponent the opponent
     * @return the count
     */
    int games(int player, int opponent) {
        return games[player][opponent];
    }

    /**
     * A player's points in all: its games' and a point a bye.
     *
     * @param player the player
     * @return the points
     */
    double points(int player) {
        return IntStream.range(0, names.size()).mapToDouble(o -> scores[player][o]).sum()
                + byes[player];
    }

    @Override
    public String toString() {
        return "Standings" + Objects.toString(names);
    }
}
