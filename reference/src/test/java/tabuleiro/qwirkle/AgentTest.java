package tabuleiro.qwirkle;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatIllegalStateException;
import static tabuleiro.qwirkle.Setups.game;
import static tabuleiro.qwirkle.Setups.gameWithBag;
import static tabuleiro.qwirkle.Setups.placement;

import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/** The placement finder and the agents, and whole games played by them. */
class AgentTest {

    private static final String ROW = String.join("\n",
            "   0  1  2",
            "0 A1 A2 A3");

    @Test
    void theFinderFindsEveryPlacementOfAHandAndOnlyLegalOnes() {
        Game game = game(Variant.BRIEF, CheatMode.OFF, ROW, "", "A4 A5", "B1");

        List<Placement> legal = PlacementFinder.legalPlacements(game);

        assertThat(legal).allSatisfy(p -> assertThat(game.problemWith(p)).isEmpty());
        assertThat(legal).extracting(Placement::toString).contains("A4@0,3", "A5@0,-1",
                "A4@0,3 A5@0,4", "A5@0,3 A4@0,4", "A4@-1,0", "A4@1,2 A5@2,2",
                "A5@0,-2 A4@0,-1");
        assertThat(legal).extracting(Placement::toString).doesNotHaveDuplicates();
    }

    @Test
    void onAnEmptyBoardTheFinderStartsOnTheOrigin() {
        Game game = game(Variant.OFFICIAL, CheatMode.OFF, "0\n0 ..", "", "A1 A2 C5", "B1 C2 D3");

        assertThat(PlacementFinder.legalPlacements(game)).isNotEmpty()
                .allSatisfy(p -> assertThat(p.tiles()).hasSize(2)
                        .anySatisfy(t -> assertThat(t.position()).isEqualTo(Position.ORIGIN)));
    }

    @Test
    void theGreedyAgentPlaysTheHighestScore() {
        Game game = game(Variant.BRIEF, CheatMode.OFF, ROW, "", "A4 A5 A6 F6", "B1");

        Turn turn = new GreedyAgent().chooseTurn(game);

        assertThat(turn).isInstanceOf(Turn.Place.class);
        assertThat(GreedyAgent.pointsOf(game, ((Turn.Place) turn).placement())).isEqualTo(12);
    }

    @Test
    void anAgentWithNoPlacementTradesOrPasses() {
        Game trades = game(Variant.OFFICIAL, CheatMode.OFF, ROW, "", "F6 E5", "B1");
        assertThat(new RandomAgent(1).chooseTurn(trades)).isInstanceOf(Turn.Trade.class);

        Game passes = gameWithBag(Variant.OFFICIAL, ROW, "", "F6 E5", "A4");
        assertThat(new GreedyAgent().chooseTurn(passes)).isInstanceOf(Turn.Pass.class);
        passes.pass();
        passes.place(placement("A4 0,3"));
        assertThat(passes.isOver()).isTrue();
        assertThatIllegalStateException().isThrownBy(() -> new RandomAgent(1).chooseTurn(passes));
    }

    @Test
    void agentsPlayWholeGamesToTheEndByBothRuleSets() {
        for (Variant variant : Variant.values()) {
            for (long seed = 0; seed < 2; seed++) {
                Game game = Game.newGame(variant, CheatMode.OFF, List.of("R", "G", "R2"),
                        new SplittableRandom(seed));
                List<Agent> agents = List.of(new RandomAgent(seed), new GreedyAgent(),
                        new RandomAgent(seed + 100));
                int turns = 0;
                int seat = game.players().indexOf(game.currentPlayer());
                while (!game.isOver() && turns < 1000) {
                    game.play(agents.get(seat).chooseTurn(game));
                    seat = (seat + 1) % agents.size();
                    turns++;
                }
                assertThat(game.isOver()).as("%s game %d ends", variant, seed).isTrue();
                assertThat(game.bag().isEmpty()).isTrue();
                assertThat(game.winners()).isNotEmpty();
                assertThat(game.board().allLinesValid()).isTrue();
            }
        }
    }
}
