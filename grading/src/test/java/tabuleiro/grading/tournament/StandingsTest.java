package tabuleiro.grading.tournament;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** The standings of a round robin whose strengths are known. */
class StandingsTest {

    /** Four players, 0 the strongest: the stronger always wins, but 2 and 3 draw. */
    private static List<GameRecord> games() {
        List<GameRecord> games = new ArrayList<>();
        List<RoundRobin.Pairing> schedule = RoundRobin.schedule(4, 2, 5);
        for (RoundRobin.Pairing pairing : schedule) {
            int first = pairing.first();
            int second = pairing.second();
            boolean draw = Math.min(first, second) == 2;
            int winner = draw ? -1 : first < second ? 0 : 1;
            Optional<Forfeit> forfeit = second == 3 && first == 0 ? Optional.of(Forfeit.TIMEOUT)
                    : Optional.empty();
            games.add(new GameRecord(games.size() + 1, first, second, pairing.seed(), "4",
                    winner, forfeit, forfeit.isPresent() ? "no move within 1 ms" : ""));
        }
        return games;
    }

    @Test
    void theRankingOrdersTheStrengthsAndTheRecordsAddUp() {
        Standings standings = new Standings(List.of("a", "b", "c", "d"), games());

        assertThat(standings.ranking().subList(0, 2)).containsExactly(0, 1);
        assertThat(standings.rating(0).rating()).isGreaterThan(standings.rating(1).rating());
        assertThat(standings.rating(1).rating()).isGreaterThan(standings.rating(2).rating());
        assertThat(standings.rating(0).deviation()).isLessThan(350);
        assertThat(standings.wins(0)).isEqualTo(12);
        assertThat(standings.draws(2)).isEqualTo(4);
        assertThat(standings.points(2)).isEqualTo(standings.points(3));
        assertThat(standings.score(1, 0)).isZero();
        assertThat(standings.games(1, 0)).isEqualTo(4);
        assertThat(standings.forfeits(3)).isEqualTo(2);
    }

    @Test
    void eachPlayerPlaysAtMostOnceInARatingPeriodAndEveryGameIsInOne() {
        List<GameRecord> games = games();
        List<List<GameRecord>> periods = Standings.periods(4, games);

        assertThat(periods.stream().mapToInt(List::size).sum()).isEqualTo(games.size());
        for (List<GameRecord> period : periods) {
            Set<Integer> players = new HashSet<>();
            for (GameRecord game : period) {
                assertThat(players.add(game.first())).isTrue();
                assertThat(players.add(game.second())).isTrue();
            }
        }
    }
}
