package tabuleiro.features.qwirkle;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;
import tabuleiro.features.contracts.ScenarioLanguage;
import tabuleiro.features.contracts.ScenarioRules;
import tabuleiro.qwirkle.Board;
import tabuleiro.qwirkle.Game;
import tabuleiro.qwirkle.Hand;
import tabuleiro.qwirkle.Placement;
import tabuleiro.qwirkle.Player;
import tabuleiro.qwirkle.Tile;
import tabuleiro.ui.ContractTwins;
import tabuleiro.ui.Language;

/**
 * Tests of the sentence that says a Qwirkle example waits on the draw after placing
 * (QWIRKLE-11) or on a trade's draw (QWIRKLE-12): a mover left short while the bag holds tiles,
 * or over six, or a trade that changed the hand's size, in both languages.
 */
class HandWaitsTest {

    private static final ContractTwins PORTUGUESE =
            ContractTwins.of(QwirkleGlueWords.class, Language.PORTUGUESE);

    private static final ScenarioRules THE_END = ScenarioRules.of("QWIRKLE-16");

    private static Player holding(String tiles) {
        return new Player("player 1", new Hand(Arrays.stream(tiles.split(" "))
                .map(Tile::parse).toList()), 0);
    }

    @Test
    void aHandDrawnToFiveWithTilesInTheBagWaitsOnQwirkle11() {
        assertThat(HandWaits.afterPlacing(holding("B5 C6 D1 E2 F3"), 1, THE_END)).isEqualTo(
                "After placing, player 1 has a hand of 5 and the bag has 1 left: this example"
                        + " waits on rule QWIRKLE-11 (after placing, the player draws from the"
                        + " bag until they hold six tiles or the bag is empty).");
    }

    @Test
    void aFullHandOrAnEmptyBagOrTheScenariosOwnRuleSaysNothing() {
        assertThat(HandWaits.afterPlacing(holding("B5 C6 D1 E2 F3 F4"), 90, THE_END)).isEmpty();
        assertThat(HandWaits.afterPlacing(holding("B5"), 0, THE_END)).as("the bag ran out")
                .isEmpty();
        assertThat(HandWaits.afterPlacing(holding("B5"), 90, ScenarioRules.of("QWIRKLE-11")))
                .isEmpty();
    }

    @Test
    void aTradeThatChangesTheHandsSizeWaitsOnQwirkle12() {
        assertThat(HandWaits.afterTrading(holding("B5 C6 D1 E2 F3"), 6, THE_END)).isEqualTo(
                "After trading, player 1 has a hand of 5, not 6 as before: this example waits"
                        + " on rule QWIRKLE-12 (a trade draws as many tiles as it puts back).");
        assertThat(HandWaits.afterTrading(holding("B5 C6"), 2, THE_END)).isEmpty();
        assertThat(HandWaits.afterTrading(holding("B5"), 2, ScenarioRules.of("QWIRKLE-12")))
                .isEmpty();
    }

    @Test
    void theSentencesAreSaidInPortuguese() {
        String placed = HandWaits.afterPlacing(holding("B5"), 97, THE_END);
        assertThat(PORTUGUESE.say("post: the hand is full unless the bag ran out\n" + placed))
                .contains("Depois de jogar, player 1 fica com uma mão de 1 e o saco tem ainda 97",
                        "este exemplo espera pela regra QWIRKLE-11").doesNotContain("waits on");
        assertThat(PORTUGUESE.say("[" + placed + "] \nexpected: true\n but was: false"))
                .startsWith("[Depois de jogar, player 1").contains("espera pela regra QWIRKLE-11");
        // The text UI's check says the sentence before the transcript, which a report may cut.
        assertThat(PORTUGUESE.say("[" + placed + "\nwhat the text UI wrote, with what was"
                + " typed:\nthe screen] \nExpecting actual")).startsWith("[Depois de jogar")
                .contains("QWIRKLE-11 (depois de jogar", "vazio).\no que a interface de texto"
                        + " escreveu, com o que foi escrito:\nthe screen]");
        String traded = HandWaits.afterTrading(holding("B5"), 2, THE_END);
        assertThat(PORTUGUESE.say("post: the hand holds as many tiles\n" + traded))
                .contains("Depois de trocar, player 1 fica com uma mão de 1, e não de 2",
                        "espera pela regra QWIRKLE-12");
        assertThat(PORTUGUESE.say("[" + traded + "] \nexpected: 1")).contains(
                "espera pela regra QWIRKLE-12").doesNotContain("waits on");
    }

    @Test
    void aGameTheReferencePlayedSaysNothingButAHandLeftShortIsSeen() {
        QwirkleWorld world = new QwirkleWorld(new ScenarioLanguage());
        world.setBoard(Board.parse("   0  1  2\n0 A1 A2 A3"));
        world.hand(1, Arrays.stream("A4 B5".split(" ")).map(Tile::parse).toList());
        world.hand(2, List.of(Tile.parse("C3")));
        Game game = world.game();
        HandWaits.Seats before = HandWaits.Seats.of(game);
        game.place(Placement.parse("A4@0,3"));
        assertThat(HandWaits.afterPlay(game, before, THE_END)).as("player 1 drew back to six")
                .isEmpty();
        // Had player 2 placed too (their points before said lower), their one tile with the
        // bag full would be a draw stopped short; what they held before does not matter then.
        assertThat(HandWaits.afterPlay(game, new HandWaits.Seats(List.of(0, -1)),
                THE_END)).startsWith("After placing, player 2 has a hand of 1 and the bag has");
        game.trade(List.of(Tile.parse("C3")));
        assertThat(HandWaits.afterPlay(game, before, THE_END)).as("a trade of one for one")
                .isEmpty();
        // Nor is a trade that lost a tile said: what the game shows after the UI played cannot
        // tell it from a placement scored nothing (onto a taken square) whose draw changed the
        // hand, so the UI's games say nothing of trades.
        assertThat(HandWaits.afterPlay(game, new HandWaits.Seats(List.of(0, 0)),
                THE_END)).isEmpty();
    }
}
