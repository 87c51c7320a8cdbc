package tabuleiro.grading.tournament.schedule;

import java.util.ArrayList;
import java.util.Collections;
import java.util.Comparator;
import java.util.HashSet;
import java.util.List;
import java.util.Objects;
import java.util.Set;
import java.util.stream.IntStream;
import tabuleiro.grading.tournament.referee.GameRecord;

/**
 * The tournament's results per player: record, Glicko-2 rating, crosstable and ranking.
 *
 * <p>A round robin is one event, rated as one Glicko-2 rating period, as rating federations
 * rate a tournament: each player's games in one update, against the opponents' ratings before
 * it (all new). So the order the games were scheduled and played in does not matter: the same
 * games rate the same whatever the order of the submissions on the command line. Cut, as the
 * ratings once were, into periods in which each player played at most one game, in the
 * schedule's order, each pair's games fell in consecutive periods and each was rated against
 * the opponent's rating of that moment, and the deviation's drift added up over hundreds of
 * periods: a player who won a pair's match 26.5-13.5 and had
 * the more points could rank below its opponent, and listing the submissions in another order
 * changed the ranking (a ladder of one game's search depths, 2026-11-26). In a complete round
 * robin the one period ranks by points, as any rating that ignores the order would.
 *
 * <p>A Swiss tournament gives its rounds as the periods (a player plays a match, both colours,
 * in each): its pairings follow the standings round by round, so its rounds are a real order,
 * and a win over a player who scored well counts for more. Its byes are a point each.
 */
public final class Standings {

    private static final Glicko2 SYSTEM = new Glicko2(0.5);
    /** Ratings are compared to a millionth of a point: what lies below is rounding. */
    private static final double RATING_GRAIN = 1e6;

    private final List<String> names;
    private final List<Glicko2.Rating> ratings;
    private final double[][] scores;
    private final int[][] games;
    private final int[][] distinct;
    private final int[] wins;
    private final int[] draws;
    private final int[] losses;
    private final int[] forfeits;
    private final int[] byes;

    /**
     * Works the standings of a round robin out from its games, rated as one period.
     *
     * @param names the players' names, by index
     * @param records the games played
     */
    public Standings(List<String> names, List<GameRecord> records) {
        this(names, records, List.of(records), List.of());
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
    public Standings(List<String> names, List<GameRecord> records, List<List<GameRecord>> periods,
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
        distinct = new int[n][n];
        wins = new int[n];
        draws = new int[n];
        losses = new int[n];
        forfeits = new int[n];
        this.byes = new int[n];
        for (Bye bye : byes) {
            this.byes[bye.player()]++;
        }
        Set<List<Object>> seen = new HashSet<>();
        for (GameRecord record : records) {
            if (seen.add(sameness(record))) {
                distinct[record.first()][record.second()]++;
                distinct[record.second()][record.first()]++;
            }
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

    /**
     * What two games share when they are the same game: the players in the same seats, move
     * for move the same moves, the same end. Deterministic agents from the same position play
     * the same game, which tells no more the second time.
     */
    private static List<Object> sameness(GameRecord record) {
        return List.of(record.first(), record.second(), record.moves(), record.winner(),
                record.forfeit().map(Enum::name).orElse(""));
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
     * The players, best first: by rating, then by name.
     *
     * @return the players' indexes
     */
    public List<Integer> ranking() {
        // Ratings equal but for the order their terms were summed in are equal.
        return IntStream.range(0, names.size()).boxed()
                .sorted(Comparator.comparingLong((Integer i) -> -Math.round(
                        ratings.get(i).rating() * RATING_GRAIN)).thenComparing(names::get))
                .toList();
    }

    /**
     * A player's name.
     *
     * @param player the player's index
     * @return its name in the tables
     */
    public String name(int player) {
        return names.get(player);
    }

    /**
     * How many players.
     *
     * @return the count
     */
    public int size() {
        return names.size();
    }

    /**
     * A player's rating after its games.
     *
     * @param player the player
     * @return its rating
     */
    public Glicko2.Rating rating(int player) {
        return ratings.get(player);
    }

    /**
     * How many games a player won.
     *
     * @param player the player
     * @return the wins
     */
    public int wins(int player) {
        return wins[player];
    }

    /**
     * How many games a player drew.
     *
     * @param player the player
     * @return the draws
     */
    public int draws(int player) {
        return draws[player];
    }

    /**
     * How many games a player lost, its forfeits among them.
     *
     * @param player the player
     * @return the losses
     */
    public int losses(int player) {
        return losses[player];
    }

    /**
     * How many games a player lost by forfeit.
     *
     * @param player the player
     * @return the forfeits
     */
    public int forfeits(int player) {
        return forfeits[player];
    }

    /**
     * How many rounds a player sat out with a bye (a Swiss tournament's odd count).
     *
     * @param player the player
     * @return the byes
     */
    public int byes(int player) {
        return byes[player];
    }

    /**
     * How many games a player played, byes not counted.
     *
     * @param player the player
     * @return the games
     */
    public int played(int player) {
        return IntStream.range(0, names.size()).map(o -> games[player][o]).sum();
    }

    /**
     * A player's points against one opponent.
     *
     * @param player the player
     * @param opponent the opponent
     * @return the points (1 a win, ½ a draw)
     */
    public double score(int player, int opponent) {
        return scores[player][opponent];
    }

    /**
     * How many games a player played against one opponent.
     *
     * @param player the player
     * @param opponent the opponent
     * @return the count
     */
    public int games(int player, int opponent) {
        return games[player][opponent];
    }

    /**
     * How many different games two players played: games move for move the same, in the same
     * seats, are one.
     *
     * @param player the player
     * @param opponent the opponent
     * @return the count, at most {@link #games(int, int)}
     */
    public int distinctGames(int player, int opponent) {
        return distinct[player][opponent];
    }

    /**
     * How many different games a player played, as {@link #distinctGames(int, int)} counts
     * them: what its rating rests on, where its games count every game.
     *
     * @param player the player
     * @return the count
     */
    public int distinctGames(int player) {
        return IntStream.range(0, names.size()).map(o -> distinct[player][o]).sum();
    }

    /**
     * A player's points in all: its games' and a point a bye.
     *
     * @param player the player
     * @return the points
     */
    public double points(int player) {
        return IntStream.range(0, names.size()).mapToDouble(o -> scores[player][o]).sum()
                + byes[player];
    }

    @Override
    public String toString() {
        return "Standings" + Objects.toString(names);
    }
}
