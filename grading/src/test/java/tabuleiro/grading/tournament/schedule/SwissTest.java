package tabuleiro.grading.tournament.schedule;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import tabuleiro.grading.tournament.referee.Pairing;

/** The Swiss pairing of one round, and of rounds in a row. */
class SwissTest {

    /** Pairs {@code rounds} rounds in a row, everyone equal, and says who met whom when. */
    private static List<Swiss.Round> rounds(int players, int rounds, long seed) {
        boolean[][] met = new boolean[players][players];
        int[] byes = new int[players];
        double[] points = new double[players];
        double[] ratings = new double[players];
        List<Swiss.Round> paired = new java.util.ArrayList<>();
        for (int r = 0; r < rounds; r++) {
            Swiss.Round round = Swiss.pair(points, ratings, met, byes, seed);
            for (Swiss.Match match : round.matches()) {
                met[match.higher()][match.lower()] = true;
                met[match.lower()][match.higher()] = true;
                // The better ranked wins: the next round has score groups to pair within.
                points[Math.min(match.higher(), match.lower())] += 2;
            }
            round.bye().ifPresent(bye -> {
                byes[bye]++;
                points[bye] += 2;
            });
            paired.add(round);
        }
        return paired;
    }

    @Test
    void everyPlayerIsInOneMatchOrHasTheByeAndNoPairMeetsTwiceWhileAvoidable() {
        // 7 players can all meet in 7 rounds (one sits out each): no repeat in any of them.
        List<Swiss.Round> paired = rounds(7, 7, 3);
        Set<String> pairs = new HashSet<>();
        for (Swiss.Round round : paired) {
            Set<Integer> seen = new HashSet<>();
            for (Swiss.Match match : round.matches()) {
                assertThat(seen.add(match.higher())).isTrue();
                assertThat(seen.add(match.lower())).isTrue();
                String pair = Math.min(match.higher(), match.lower()) + "-"
                        + Math.max(match.higher(), match.lower());
                assertThat(pairs.add(pair)).as("%s met twice", pair).isTrue();
            }
            assertThat(round.bye()).isPresent();
            assertThat(seen).doesNotContain(round.bye().getAsInt()).hasSize(6);
        }
        assertThat(pairs).hasSize(21);
    }

    @Test
    void byesGoRoundAndAnEvenCountHasNone() {
        List<Swiss.Round> paired = rounds(5, 5, 11);
        assertThat(paired.stream().map(r -> r.bye().getAsInt()).distinct().count())
                .as("five rounds, five different players sat out").isEqualTo(5);
        assertThat(rounds(6, 3, 11)).allSatisfy(r -> assertThat(r.bye()).isEmpty());
    }

    @Test
    void aRepeatComesOnlyWhenEveryPairHasMet() {
        // 4 players have 3 rounds of new opponents; the fourth round must repeat one.
        List<Swiss.Round> paired = rounds(4, 4, 5);
        assertThat(paired.get(3).matches()).hasSize(2);
        Set<String> firstThree = new HashSet<>();
        paired.subList(0, 3).forEach(r -> r.matches().forEach(m -> firstThree.add(
                Math.min(m.higher(), m.lower()) + "-" + Math.max(m.higher(), m.lower()))));
        assertThat(firstThree).hasSize(6);
    }

    @Test
    void theSameSeedPairsAlikeAndAnotherSeedOrdersEqualPlayersOtherwise() {
        assertThat(rounds(10, 4, 42)).isEqualTo(rounds(10, 4, 42));
        Set<List<Swiss.Match>> firstRounds = new HashSet<>();
        for (long seed = 1; seed <= 5; seed++) {
            firstRounds.add(rounds(10, 1, seed).get(0).matches());
        }
        assertThat(firstRounds).as("the seed breaks the ties of the first round")
                .hasSizeGreaterThan(1);
    }

    @Test
    void playersOfSimilarScoreMeet() {
        double[] points = {0, 4, 0, 4, 2, 2};
        Swiss.Round round = Swiss.pair(points, new double[6], new boolean[6][6], new int[6], 1);
        assertThat(round.matches()).allSatisfy(match -> assertThat(points[match.higher()])
                .isEqualTo(points[match.lower()]));
        assertThat(round.matches().get(0).higher()).isIn(1, 3);
    }

    @Test
    void eachMatchIsPlayedBothWaysWithTheSeedOfItsPlace() {
        Swiss.Round round = new Swiss.Round(List.of(new Swiss.Match(2, 0)),
                java.util.OptionalInt.of(1));
        List<Pairing> games = Swiss.games(round, 1, 9, 4);
        assertThat(games).containsExactly(new Pairing(2, 0, RoundRobin.seedOf(9, 4)),
                new Pairing(0, 2, RoundRobin.seedOf(9, 4)));
        assertThatThrownBy(() -> Swiss.pair(new double[1], new double[1], new boolean[1][1],
                new int[1], 0)).isInstanceOf(IllegalArgumentException.class);
    }
}
