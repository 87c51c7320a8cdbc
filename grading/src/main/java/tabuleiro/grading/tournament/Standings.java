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
 * <p>The whole tournament is one rating period (every game is played from the same start: no
 * order of games means anything in a round robin). Each player's rating is the update of a new
 * player's by all its games, against its opponents' ratings; since those depend on the
 * player's own, the update is repeated from the new ratings until no rating moves by more than
 * a hundredth of a point (at most {@value #ROUNDS} times), so that a win over a strong player
 * counts for more than one over a weak one.
 */
final class Standings {

    /** The most times the period's update is repeated. */
    static final int ROUNDS = 100;

    private static final Glicko2 SYSTEM = new Glicko2(0.5);

    private final List<String> names;
    private final List<Glicko2.Rating> ratings;
    private final double[][] scores;
    private final int[][] games;
    private final int[] wins;
    private final int[] draws;
    private final int[] losses;
    private final int[] forfeits;

    /**
     * Works the standings out from the games.
     *
     * @param names the players' names, by index
     * @param records the games played
     */
    Standings(List<String> names, List<GameRecord> records) {
        this.names = List.copyOf(names);
        int n = names.size();
        scores = new double[n][n];
        games = new int[n][n];
        wins = new int[n];
        draws = new int[n];
        losses = new int[n];
        forfeits = new int[n];
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
        ratings = rate(n, records);
    }

    private static List<Glicko2.Rating> rate(int n, List<GameRecord> records) {
        List<Glicko2.Rating> current = new ArrayList<>(Collections.nCopies(n,
                Glicko2.Rating.NEW));
        for (int round = 0; round < ROUNDS; round++) {
            List<Glicko2.Rating> next = new ArrayList<>();
            for (int player = 0; player < n; player++) {
                List<Glicko2.Game> played = new ArrayList<>();
                for (GameRecord record : records) {
                    if (record.first() == player || record.second() == player) {
                        int opponent = player == record.first() ? record.second()
                                : record.first();
                        played.add(new Glicko2.Game(current.get(opponent),
                                record.score(player)));
                    }
                }
                next.add(SYSTEM.update(Glicko2.Rating.NEW, played));
            }
            double moved = 0;
            for (int i = 0; i < n; i++) {
                moved = Math.max(moved, Math.abs(next.get(i).rating() - current.get(i).rating()));
            }
            current = next;
            if (moved < 0.01) {
                break;
            }
        }
        return List.copyOf(current);
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
     * A player's points in all.
     *
     * @param player the player
     * @return the points
     */
    double points(int player) {
        return IntStream.range(0, names.size()).mapToDouble(o -> scores[player][o]).sum();
    }

    @Override
    public String toString() {
        return "Standings" + Objects.toString(names);
    }
}
