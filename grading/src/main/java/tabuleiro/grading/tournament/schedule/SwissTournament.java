package tabuleiro.grading.tournament.schedule;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.SortedMap;
import java.util.TreeMap;
import java.util.function.Consumer;
import tabuleiro.grading.tournament.referee.GameRecord;
import tabuleiro.grading.tournament.referee.Pairing;
import tabuleiro.grading.tournament.referee.Player;
import tabuleiro.grading.tournament.referee.Referee;

/**
 * Plays a Swiss tournament round by round: each round is paired ({@link Swiss}) from the
 * standings after the rounds before (points, then Glicko-2 rating, the rounds being the rating
 * periods), then played by the referee, its pairs in parallel as the round robin's. A round
 * waits for the one before: its pairing depends on their results, which is also why a Swiss
 * tournament is not played in shards.
 */
public final class SwissTournament {

    /**
     * A Swiss tournament's games.
     *
     * @param records every game, numbered across the rounds
     * @param rounds the same games, a list a round: the rating periods
     * @param byes the byes, by round
     */
    public record Played(List<GameRecord> records, List<List<GameRecord>> rounds,
            List<Bye> byes) {

        /**
         * Copies the lists.
         *
         * @param records every game
         * @param rounds the games by round
         * @param byes the byes
         */
        public Played {
            records = List.copyOf(records);
            rounds = rounds.stream().map(List::copyOf).toList();
            byes = List.copyOf(byes);
        }
    }

    private final Referee referee;
    private final List<Player> players;
    private final int jobs;

    /**
     * Prepares the tournament.
     *
     * @param referee plays the games
     * @param players every player, by index
     * @param jobs how many pairs play at once
     */
    public SwissTournament(Referee referee, List<Player> players, int jobs) {
        this.referee = Objects.requireNonNull(referee, "referee");
        this.players = List.copyOf(players);
        if (players.size() < 2 || jobs < 1) {
            throw new IllegalArgumentException("a Swiss tournament needs 2 players and 1 job: "
                    + players.size() + " players, " + jobs + " jobs");
        }
        this.jobs = jobs;
    }

    /**
     * Plays the rounds.
     *
     * @param rounds how many rounds, at least 1
     * @param gamesPerColour how many games each player of a match moves first
     * @param seed the tournament's seed: the games' seeds and the order of equal players
     * @param told told of each game as it ends
     * @return the games, the rounds and the byes
     * @throws InterruptedException if the tournament is interrupted
     */
    public Played play(int rounds, int gamesPerColour, long seed, Consumer<GameRecord> told)
            throws InterruptedException {
        if (rounds < 1) {
            throw new IllegalArgumentException("a Swiss tournament has 1 round or more: "
                    + rounds);
        }
        int n = players.size();
        List<String> names = players.stream().map(Player::name).toList();
        List<GameRecord> records = new ArrayList<>();
        List<List<GameRecord>> periods = new ArrayList<>();
        List<Bye> byes = new ArrayList<>();
        boolean[][] met = new boolean[n][n];
        int[] byeCounts = new int[n];
        for (int round = 1; round <= rounds; round++) {
            Standings standings = new Standings(names, records, periods, byes);
            double[] points = new double[n];
            double[] ratings = new double[n];
            for (int player = 0; player < n; player++) {
                points[player] = standings.points(player);
                ratings[player] = standings.rating(player).rating();
            }
            Swiss.Round pairing = Swiss.pair(points, ratings, met, byeCounts, seed);
            List<Pairing> games = Swiss.games(pairing, gamesPerColour, seed,
                    records.size());
            SortedMap<Integer, Pairing> numbered = new TreeMap<>();
            for (Pairing game : games) {
                numbered.put(records.size() + numbered.size() + 1, game);
            }
            List<GameRecord> played = referee.playAll(numbered, players, jobs, told);
            records.addAll(played);
            periods.add(played);
            for (Swiss.Match match : pairing.matches()) {
                met[match.higher()][match.lower()] = true;
                met[match.lower()][match.higher()] = true;
            }
            if (pairing.bye().isPresent()) {
                byes.add(new Bye(round, pairing.bye().getAsInt()));
                byeCounts[pairing.bye().getAsInt()]++;
            }
        }
        return new Played(records, periods, byes);
    }
}
