package tabuleiro.grading.tournament.schedule;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import tabuleiro.grading.tournament.referee.GameRecord;
import tabuleiro.grading.tournament.referee.Player;
import tabuleiro.grading.tournament.referee.Referee;

/** A Swiss tournament of players whose strengths are known, played by the real referee. */
class SwissTournamentTest {

    /**
     * Nine players, {@code p0} the weakest, {@code p8} the strongest: the stronger of two
     * always wins (the noise, below 10, varies the numbers said, not who says more).
     */
    private static List<Player> players() {
        List<Player> players = new ArrayList<>();
        for (int strength = 0; strength < 9; strength++) {
            players.add(new DuelGame.Duellist("p" + strength, strength, 8, 0));
        }
        return players;
    }

    private static SwissTournament.Played play(int rounds, long seed)
            throws InterruptedException {
        return new SwissTournament(new Referee(new DuelGame(), 1000), players(), 2)
                .play(rounds, 1, seed, record -> {});
    }

    @Test
    void sevenRoundsOfNineRankThemByStrength() throws InterruptedException {
        SwissTournament.Played played = play(7, 3);
        List<String> names = players().stream().map(Player::name).toList();
        Standings standings = new Standings(names, played.records(), played.rounds(),
                played.byes());
        List<Integer> ranking = standings.ranking();

        assertThat(ranking.get(0)).isEqualTo(8);
        assertThat(ranking.get(ranking.size() - 1)).isEqualTo(0);
        // Spearman's rank correlation between the ranking and the strengths.
        double squares = 0;
        for (int rank = 0; rank < ranking.size(); rank++) {
            double d = rank - (8 - ranking.get(rank));
            squares += d * d;
        }
        assertThat(1 - 6 * squares / (9 * (81 - 1))).isGreaterThan(0.9);
    }

    @Test
    void eachRoundIsARatingPeriodOfFourMatchesBothWaysAndOneBye() throws InterruptedException {
        SwissTournament.Played played = play(5, 3);

        assertThat(played.rounds()).hasSize(5).allSatisfy(round -> assertThat(round)
                .hasSize(8));
        assertThat(played.records()).hasSize(40).extracting(GameRecord::number)
                .containsExactlyElementsOf(java.util.stream.IntStream.rangeClosed(1, 40)
                        .boxed().toList());
        assertThat(played.byes()).hasSize(5).extracting(Bye::player).doesNotHaveDuplicates();
        assertThat(played.byes()).extracting(Bye::round).containsExactly(1, 2, 3, 4, 5);
        Standings standings = new Standings(players().stream().map(Player::name).toList(),
                played.records(), played.rounds(), played.byes());
        int bye = played.byes().get(0).player();
        assertThat(standings.byes(bye)).isEqualTo(1);
        assertThat(standings.played(bye)).isEqualTo(8);
        double games = java.util.stream.IntStream.range(0, 9)
                .mapToDouble(p -> standings.points(p)).sum();
        assertThat(games).as("a point a game and a point a bye").isEqualTo(40 + 5);
    }

    @Test
    void theSameSeedPlaysTheSameTournament() throws InterruptedException {
        assertThat(play(3, 5)).isEqualTo(play(3, 5));
    }
}
