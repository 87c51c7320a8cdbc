package tabuleiro.qwirkle;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatIllegalArgumentException;
import static org.assertj.core.api.Assertions.assertThatIllegalStateException;
import static tabuleiro.qwirkle.Setups.game;
import static tabuleiro.qwirkle.Setups.gameWithBag;
import static tabuleiro.qwirkle.Setups.placement;
import static tabuleiro.qwirkle.Setups.tiles;

import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;

/** The game's contracts: turns, scoring and the end (rules QWIRKLE-03 to QWIRKLE-19). */
class GameTest {

    private static final String ROW = String.join("\n",
            "   0  1  2",
            "0 A1 A2 A3");

    /** A new game (rules QWIRKLE-02, 03, 19). */
    @Nested
    class NewGame {

        @Test
        void everyPlayerDrawsSixTilesAndTheBoardIsEmpty() {
            Game game = Game.newGame(Variant.BRIEF, CheatMode.OFF, List.of("Ana", "Bo", "Cy"),
                    new SplittableRandom(3));

            assertThat(game.players()).allSatisfy(player -> assertThat(player.hand().size())
                    .isEqualTo(6));
            assertThat(game.bag().size()).isEqualTo(90);
            assertThat(game.board().isEmpty()).isTrue();
            assertThat(game.currentPlayer().name()).isEqualTo("Ana");
            assertThat(game.isFirstTurn()).isTrue();
            assertThat(game.toString()).contains("> Ana", "bag: 90 tiles");
        }

        @Test
        void onlyTwoToFourPlayersArePlayed() {
            assertThatIllegalArgumentException().isThrownBy(() -> Game.newGame(Variant.OFFICIAL,
                    CheatMode.OFF, List.of("Ana"), new SplittableRandom(1)))
                    .withMessage("Qwirkle is played by 2 to 4 players, but 1 were given");
            assertThatIllegalArgumentException().isThrownBy(() -> Game.newGame(Variant.OFFICIAL,
                    CheatMode.OFF, List.of("A", "B", "C", "D", "E"), new SplittableRandom(1)));
        }

        @Test
        void theCheatModeIsTheBriefsOnly() {
            assertThatIllegalArgumentException().isThrownBy(() -> Game.newGame(Variant.OFFICIAL,
                    CheatMode.ON, List.of("A", "B"), new SplittableRandom(1)))
                    .withMessageContaining("cheat mode");
        }

        @Test
        void officiallyThePlayerWithTheLongestLineStartsAndMustPlaceIt() {
            for (long seed = 0; seed < 20; seed++) {
                Game game = Game.newGame(Variant.OFFICIAL, CheatMode.OFF, List.of("A", "B", "C"),
                        new SplittableRandom(seed));
                int starting = FirstTurn.longestLine(game.currentPlayer().hand().tiles());
                assertThat(game.players()).allSatisfy(player -> assertThat(FirstTurn
                        .longestLine(player.hand().tiles())).isLessThanOrEqualTo(starting));
                assertThat(game.firstTurnSize()).isEqualTo(starting);
            }
        }
    }

    /** Placing tiles (rules QWIRKLE-05 to QWIRKLE-11). */
    @Nested
    class Placing {

        @Test
        void aPlacementScoresItsLineAndRefillsTheHand() {
            Game game = game(Variant.BRIEF, CheatMode.OFF, ROW, "F6", "A4 B5 C6 D1 E2 F3", "B1");

            TurnScore score = game.place(placement("A4 0,3"));

            assertThat(score.total()).isEqualTo(4);
            assertThat(score.explain()).containsExactly("row 0, columns 0 to 3: 4 tiles, 4 points",
                    "total: 4 points");
            assertThat(game.players().get(0).score()).isEqualTo(4);
            assertThat(game.players().get(0).hand().tiles()).contains(Tile.parse("F6"))
                    .hasSize(6);
            assertThat(game.currentPlayer().name()).isEqualTo("P2");
            assertThat(game.lastScore()).isEqualTo(score);
        }

        @Test
        void aTileInTwoLinesCountsInBoth() {
            Game game = game(Variant.BRIEF, CheatMode.OFF, String.join("\n",
                    "   0  1",
                    "0 A1 ..",
                    "1 .. B2"), "", "B1 A4", "C3");

            TurnScore score = game.place(placement("B1 0,1"));

            assertThat(score.lines()).hasSize(2);
            assertThat(score.total()).isEqualTo(4);
            assertThat(score.explain()).containsExactly(
                    "row 0, columns 0 to 1: 2 tiles, 2 points",
                    "column 1, rows 0 to 1: 2 tiles, 2 points", "total: 4 points");
        }

        @Test
        void aQwirkleScoresTwelve() {
            Game game = game(Variant.BRIEF, CheatMode.OFF, ROW, "", "A4 A5 A6", "B1");

            TurnScore score = game.place(placement("A4 0,3 A5 0,4 A6 0,5"));

            assertThat(score.total()).isEqualTo(12);
            assertThat(score.lines().get(0).isQwirkle()).isTrue();
            assertThat(score.explain().get(0))
                    .isEqualTo("row 0, columns 0 to 5: 6 tiles + 6 for a Qwirkle, 12 points");
        }

        @Test
        void theFirstTileAloneScoresOne() {
            Game game = game(Variant.BRIEF, CheatMode.OFF, "0\n0 ..", "", "A1 B2", "C3");

            TurnScore score = game.place(placement("A1 0,0"));

            assertThat(score.total()).isEqualTo(1);
            assertThat(score.explain()).containsExactly("the tile on 0,0 alone: 1 point",
                    "total: 1 point");
        }

        @Test
        void aColumnPlacementScoresItsColumnAndEachRowItMakes() {
            Game game = game(Variant.BRIEF, CheatMode.OFF, String.join("\n",
                    "   0  1",
                    "0 A1 ..",
                    "1 B1 .."), "", "B2 C1", "B3");

            TurnScore score = game.place(placement("C1 2,0"));

            assertThat(score.total()).isEqualTo(3);
            assertThat(game.place(placement("B3 1,1")).total()).isEqualTo(2);
        }

        @Test
        void illegalPlacementsAreRefusedAndChangeNothing() {
            Game game = game(Variant.BRIEF, CheatMode.OFF, ROW, "", "A4 B5 A5 C1 A1 B1", "B3");
            String before = game.toString();

            assertThat(game.problemWith(placement("F6 0,3")))
                    .contains("F6 is not in your hand: your hand holds A4 B5 A5 C1 A1 B1");
            assertThat(game.problemWith(placement("B5 0,3"))).get().asString()
                    .contains("would not be valid");
            assertThatIllegalArgumentException().isThrownBy(() -> game.place(placement("B5 0,3")))
                    .withMessageContaining("would not be valid");
            assertThat(game.toString()).isEqualTo(before);
        }

        @Test
        void theOfficialFirstTurnPlacesTheLongestLine() {
            Game game = game(Variant.OFFICIAL, CheatMode.OFF, "0\n0 ..", "", "A1 A2 A3 B5 C6 D4",
                    "B1 C2 D3 E4 F5 F6");

            assertThat(game.problemWith(placement("A1 0,0"))).get().asString()
                    .contains("3 tiles, not 1");
            assertThat(game.problemWithTrade(tiles("A1"))).isPresent();
            assertThat(game.problemWithPass()).isPresent();
            assertThat(game.place(placement("A1 0,0 A2 0,1 A3 0,2")).total()).isEqualTo(3);
            assertThat(game.isFirstTurn()).isFalse();
        }

        @Test
        void inTheCheatModeATileMayComeFromTheBag() {
            Game game = game(Variant.BRIEF, CheatMode.ON, ROW, "F1", "B1", "C2");

            assertThat(game.cheatMode()).isEqualTo(CheatMode.ON);
            assertThat(game.problemWith(placement("A4 0,3"))).isEmpty();
            game.place(placement("A4 0,3"));
            assertThat(game.board().tileAt(new Position(0, 3))).contains(Tile.parse("A4"));
            assertThat(game.players().get(0).hand().tiles()).hasSize(6)
                    .startsWith(Tile.parse("B1"), Tile.parse("F1"));
            assertThat(game.bag().size()).isEqualTo(Tile.TOTAL - 5 - 1 - 5);
        }
    }

    /** Trading and passing (rules QWIRKLE-04, QWIRKLE-12). */
    @Nested
    class TradingAndPassing {

        @Test
        void aTradeDrawsFirstThenPutsTheTilesBack() {
            Game game = game(Variant.OFFICIAL, CheatMode.OFF, ROW, "E5 E6", "B1 C2 D3", "C3");

            game.trade(tiles("B1 C2"));

            assertThat(game.players().get(0).hand().tiles())
                    .containsExactlyInAnyOrderElementsOf(tiles("D3 E5 E6"));
            assertThat(game.bag().tiles()).contains(Tile.parse("B1"), Tile.parse("C2"));
            assertThat(game.players().get(0).score()).isZero();
            assertThat(game.lastScore()).isEqualTo(TurnScore.NONE);
        }

        @Test
        void aTradeNamesTilesOfTheHandAndNoMoreThanTheBagHolds() {
            Game game = gameWithBag(Variant.OFFICIAL, ROW, "E5", "B1 C2 D3", "C3");

            assertThat(game.problemWithTrade(List.of())).get().asString()
                    .contains("one or more");
            assertThat(game.problemWithTrade(tiles("F6"))).get().asString()
                    .contains("only tiles in your hand");
            assertThat(game.problemWithTrade(tiles("B1 C2"))).contains(
                    "the bag holds only 1 tile: trade at most that many");
            assertThatIllegalArgumentException().isThrownBy(() -> game.trade(tiles("F6")));
        }

        @Test
        void theBriefLetsAPlayerPassAtAnyTime() {
            Game game = game(Variant.BRIEF, CheatMode.OFF, ROW, "", "A4", "C3");

            assertThat(game.problemWithPass()).isEmpty();
            game.play(new Turn.Pass());
            assertThat(game.currentPlayer().name()).isEqualTo("P2");
        }

        @Test
        void officiallyAPlayerPassesOnlyWhenTheyCannotPlaceNorTrade() {
            Game withBag = game(Variant.OFFICIAL, CheatMode.OFF, ROW, "", "F6", "C3");
            assertThat(withBag.problemWithPass()).get().asString().contains("place tiles or");

            Game canPlace = gameWithBag(Variant.OFFICIAL, ROW, "", "A4 F6", "F5");
            assertThat(canPlace.problemWithPass()).get().asString().contains("still place");
            assertThatIllegalArgumentException().isThrownBy(canPlace::pass);

            Game stuck = gameWithBag(Variant.OFFICIAL, ROW, "", "F6 E5", "A4");
            assertThat(stuck.problemWithPass()).isEmpty();
            stuck.pass();
            assertThat(stuck.currentPlayer().name()).isEqualTo("P2");
        }

        @Test
        void turnsOfEveryKindAreAskedAboutAndPlayedAlike() {
            Game game = game(Variant.BRIEF, CheatMode.OFF, ROW, "", "A4 B1", "C3");

            assertThat(game.problemWith(new Turn.Trade(tiles("B1")))).isEmpty();
            assertThat(game.problemWith(new Turn.Pass())).isEmpty();
            assertThat(game.problemWith(new Turn.Place(placement("A4 0,3")))).isEmpty();
            assertThat(game.play(new Turn.Place(placement("A4 0,3"))).total()).isEqualTo(4);
            assertThat(game.play(new Turn.Trade(tiles("C3")))).isEqualTo(TurnScore.NONE);
            assertThat(new Turn.Trade(tiles("A1 B2"))).hasToString("trade A1 B2");
            assertThat(new Turn.Place(placement("A1 0,0"))).hasToString("place A1@0,0");
            assertThat(new Turn.Pass()).hasToString("pass");
        }
    }

    /** The end and the winner (rules QWIRKLE-16, 17, 18). */
    @Nested
    class TheEnd {

        @Test
        void theBriefsGameEndsWhenTheBagIsEmpty() {
            Game game = gameWithBag(Variant.BRIEF, ROW, "F6", "A4 B5", "C3");

            game.place(placement("A4 0,3"));

            assertThat(game.isOver()).isTrue();
            assertThat(game.lastScore().endBonus()).isZero();
            assertThat(game.winners()).extracting(Player::name).containsExactly("P1");
            assertThatIllegalStateException().isThrownBy(game::pass);
            assertThat(game.problemWith(placement("B5 1,1"))).contains("the game is over");
            assertThat(game.problemWithTrade(tiles("B5"))).contains("the game is over");
            assertThat(game.problemWithPass()).contains("the game is over");
        }

        @Test
        void officiallyTheLastTilePlacedWithTheBagEmptyEndsTheGameWithSixMore() {
            Game game = gameWithBag(Variant.OFFICIAL, ROW, "", "A4 A5", "C3");

            TurnScore score = game.place(placement("A4 0,3 A5 0,4"));

            assertThat(game.isOver()).isTrue();
            assertThat(score.endBonus()).isEqualTo(6);
            assertThat(score.total()).isEqualTo(11);
            assertThat(score.explain()).contains(
                    "last tile placed with the bag empty: 6 points");
        }

        @Test
        void officiallyTheGameEndsWhenNobodyCanPlaceWithTheBagEmpty() {
            Game game = gameWithBag(Variant.OFFICIAL, ROW, "", "A4 F6", "F5");

            game.place(placement("A4 0,3"));

            assertThat(game.isOver()).isTrue();
            assertThat(game.lastScore().endBonus()).isZero();
        }

        @Test
        void onEqualPointsFewerTilesWinAndPlayersStillEqualShareTheWin() {
            Game game = gameWithBag(Variant.BRIEF, ROW, "", "A4", "C3", "D3 E3");

            assertThat(game.isOver()).isFalse();
            game.pass();
            assertThat(game.isOver()).isTrue();
            assertThat(game.winners()).extracting(Player::name).containsExactly("P1", "P2");
            Game notOver = game(Variant.BRIEF, CheatMode.OFF, ROW, "", "A4", "C3");
            assertThatIllegalStateException().isThrownBy(notOver::winners);
        }
    }
}
