package tabuleiro.grading.tournament.games;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import tabuleiro.grading.child.HostedGame;

/**
 * Every game the tournament plays names its engine on the student's side, and the name the
 * grader passes to a child JVM's agents' host finds that very class there.
 */
class HostedEnginesTest {

    @Test
    void eachGamesEngineIsFoundByTheNameTheHostIsGiven() {
        assertThat(TournamentGame.values()).isNotEmpty().allSatisfy(game ->
                assertThat(HostedGame.engine(game.hostedEngine()))
                        .isSameAs(game.part().hostedEngine()));
    }

    @Test
    void noTwoGamesShareAnEngine() {
        assertThat(TournamentGame.values().stream().map(TournamentGame::hostedEngine))
                .doesNotHaveDuplicates();
    }
}
