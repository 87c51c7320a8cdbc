package tabuleiro.grading.tournament.schedule;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Optional;
import java.util.Random;
import org.junit.jupiter.api.Test;
import tabuleiro.grading.tournament.referee.Forfeit;
import tabuleiro.grading.tournament.referee.GameRecord;
import tabuleiro.grading.tournament.referee.Pairing;

/** The standings of a round robin whose strengths are known. */
class StandingsTest {

    /** Four players, 0 the strongest: the stronger always wins, but 2 and 3 draw. */
    private static List<GameRecord> games() {
        List<GameRecord> games = new ArrayList<>();
        List<Pairing> schedule = RoundRobin.schedule(4, 2, 5);
        for (Pairing pairing : schedule) {
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
    void theOrderOfTheGamesAndOfThePlayersDoesNotChangeTheRatings() {
        List<String> names = List.of("a", "b", "c", "d");
        Standings scheduled = new Standings(names, games());
        // The same games, shuffled, and the players listed the other way round.
        List<GameRecord> shuffled = new ArrayList<>();
        for (GameRecord game : games()) {
            shuffled.add(new GameRecord(game.number(), 3 - game.first(), 3 - game.second(),
                    game.seed(), game.moves(), game.winner(), game.forfeit(), game.reason()));
        }
        Collections.shuffle(shuffled, new Random(7));
        Standings reordered = new Standings(List.of("d", "c", "b", "a"), shuffled);

        for (int player = 0; player < names.size(); player++) {
            assertThat(reordered.rating(3 - player).rating()).as(names.get(player))
                    .isCloseTo(scheduled.rating(player).rating(), within(1e-9));
            assertThat(reordered.rating(3 - player).deviation()).as(names.get(player))
                    .isCloseTo(scheduled.rating(player).deviation(), within(1e-9));
        }
        assertThat(reordered.ranking().stream().map(reordered::name).toList())
                .isEqualTo(scheduled.ranking().stream().map(scheduled::name).toList());
    }

    @Test
    void aRoundRobinRanksByPointsWhateverTheOrderOfItsGames() {
        // Five players of five strengths; the weaker wins one game in four against the next.
        List<GameRecord> games = new ArrayList<>();
        Random random = new Random(11);
        for (Pairing pairing : RoundRobin.schedule(5, 8, 3)) {
            int stronger = Math.min(pairing.first(), pairing.second());
            boolean upset = random.nextInt(4) == 0;
            int winner = (stronger == pairing.first()) != upset ? 0 : 1;
            games.add(new GameRecord(games.size() + 1, pairing.first(), pairing.second(),
                    pairing.seed(), "4", winner, Optional.empty(), ""));
        }
        for (int shuffle = 0; shuffle < 5; shuffle++) {
            Collections.shuffle(games, new Random(shuffle));
            Standings standings = new Standings(List.of("p0", "p1", "p2", "p3", "p4"), games);
            List<Integer> ranking = standings.ranking();
            for (int i = 1; i < ranking.size(); i++) {
                assertThat(standings.points(ranking.get(i - 1)))
                        .isGreaterThanOrEqualTo(standings.points(ranking.get(i)));
            }
        }
    }

    @Test
    void gamesMoveForMoveTheSameInTheSameSeatsCountOnceAsDistinct() {
        List<GameRecord> games = List.of(
                new GameRecord(1, 0, 1, 7, "4453", 0, Optional.empty(), ""),
                new GameRecord(2, 0, 1, 8, "4453", 0, Optional.empty(), ""),
                // The same moves with the seats swapped: another game.
                new GameRecord(3, 1, 0, 7, "4453", 0, Optional.empty(), ""),
                new GameRecord(4, 1, 0, 8, "4453", 0, Optional.empty(), ""),
                // From another opening: other moves.
                new GameRecord(5, 0, 1, 9, "1234567", 0, Optional.empty(), "", "1234"),
                new GameRecord(6, 0, 2, 9, "4453", 0, Optional.empty(), ""),
                new GameRecord(7, 0, 2, 9, "4453", -1, Optional.empty(), ""));

        Standings standings = new Standings(List.of("ana", "bruno", "carla"), games);

        assertThat(standings.games(0, 1)).isEqualTo(5);
        assertThat(standings.distinctGames(0, 1)).isEqualTo(3)
                .isEqualTo(standings.distinctGames(1, 0));
        // The same moves with another end (a draw, a forfeit) are another game.
        assertThat(standings.distinctGames(0, 2)).isEqualTo(2);
        assertThat(standings.distinctGames(1, 2)).isZero();
        assertThat(standings.distinctGames(0)).isEqualTo(5);
        assertThat(standings.distinctGames(1)).isEqualTo(3);
        assertThat(standings.played(0)).isEqualTo(7);
    }
}
