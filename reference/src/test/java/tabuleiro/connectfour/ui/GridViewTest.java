package tabuleiro.connectfour.ui;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatNullPointerException;

import org.junit.jupiter.api.Test;
import tabuleiro.connectfour.Game;
import tabuleiro.connectfour.Position;

/** Tests of the grid drawing: numbering, discs, the highlighted four, and colour. */
class GridViewTest {

    private static String draw(GridView view, Game game) {
        return view.draw(game).replace(System.lineSeparator(), "\n");
    }

    private static Game played(int... columns) {
        Game game = Game.newGame();
        for (int column : columns) {
            game.play(column);
        }
        return game;
    }

    @Test
    void anEmptyGridHasColumnNumbersOnTopAndRowNumbersOneToSixDownTheLeft() {
        assertThat(draw(GridView.plain(), Game.newGame())).isEqualTo(
                """
                   1  2  3  4  5  6  7
                1  .  .  .  .  .  .  .
                2  .  .  .  .  .  .  .
                3  .  .  .  .  .  .  .
                4  .  .  .  .  .  .  .
                5  .  .  .  .  .  .  .
                6  .  .  .  .  .  .  .
                """);
    }

    @Test
    void discsShowAsCrossesForPlayerOneAndNoughtsForPlayerTwo() {
        assertThat(draw(GridView.plain(), played(4, 4, 3))).endsWith(
                """
                5  .  .  .  O  .  .  .
                6  .  .  X  X  .  .  .
                """);
    }

    @Test
    void theWinningFourIsBracketedSoItShowsWithoutColour() {
        Game game = played(1, 2, 2, 3, 3, 4, 3, 4, 4, 6, 4);

        assertThat(game.winningLine()).containsExactlyInAnyOrder(new Position(6, 1),
                new Position(5, 2), new Position(4, 3), new Position(3, 4));
        assertThat(draw(GridView.plain(), game)).isEqualTo(
                """
                   1  2  3  4  5  6  7
                1  .  .  .  .  .  .  .
                2  .  .  .  .  .  .  .
                3  .  .  . [X] .  .  .
                4  .  . [X] X  .  .  .
                5  . [X] X  O  .  .  .
                6 [X] O  O  O  .  O  .
                """);
    }

    @Test
    void symbolsNameTheValuesOfTheGridAndMarkAnyOtherValueAsUnknown() {
        assertThat(GridView.symbol(Game.EMPTY)).isEqualTo(".");
        assertThat(GridView.symbol(1)).isEqualTo("X");
        assertThat(GridView.symbol(2)).isEqualTo("O");
        assertThat(GridView.symbol(3)).isEqualTo("?");
    }

    @Test
    void colourWrapsEachDiscInEscapeCodesAndReversesTheWinningFour() {
        Game game = played(1, 1, 2, 2, 3, 3, 4);

        String drawing = draw(GridView.coloured(), game);

        assertThat(GridView.coloured().isColoured()).isTrue();
        assertThat(drawing).contains("\u001B[1;33mO\u001B[0m")
                .contains("[\u001B[1;31m\u001B[7mX\u001B[0m]")
                .contains("1  .  .  .  .  .  .  .");
    }

    @Test
    void thePlainViewWritesNoEscapeCodes() {
        assertThat(GridView.plain().isColoured()).isFalse();
        assertThat(draw(GridView.plain(), played(1, 1, 2, 2, 3, 3, 4))).doesNotContain("\u001B");
    }

    @Test
    void missingGameIsRefused() {
        assertThatNullPointerException().isThrownBy(() -> GridView.plain().draw(null))
                .withMessage("game");
    }
}
