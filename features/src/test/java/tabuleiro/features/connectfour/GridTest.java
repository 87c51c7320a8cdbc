package tabuleiro.features.connectfour;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatIllegalArgumentException;

import java.util.List;
import org.junit.jupiter.api.Test;
import tabuleiro.connectfour.Game;
import tabuleiro.connectfour.Player;
import tabuleiro.connectfour.Position;

/**
 * Tests of {@link Grid}: reading drawings, reading an engine, and finding fours on its own.
 */
class GridTest {

    private static final String DRAWING =
            """
              1 2 3 4 5 6 7
            1 . . . . . . .
            2 . . . . . . .
            3 . . . . . . .
            4 . . . . . . .
            5 . . . 2 . . .
            6 . . 2 1 1 . .
            """;

    @Test
    void drawsGridsAsTheEngineDoes() {
        Game game = Game.newGame().play(4).play(4).play(5).play(3);
        assertThat(Grid.of(game)).hasToString(game.toString());
        assertThat(Grid.parse(DRAWING)).isEqualTo(Grid.of(game));
    }

    @Test
    void readsTheValuesOfDrawings() {
        Grid grid = Grid.parse(DRAWING);
        assertThat(grid.valueAt(new Position(6, 4))).isEqualTo(1);
        assertThat(grid.valueAt(new Position(5, 4))).isEqualTo(2);
        assertThat(grid.valueAt(new Position(1, 1))).isZero();
        assertThat(grid.count(Game.EMPTY)).isEqualTo(38);
        assertThat(grid.discsIn(4)).isEqualTo(2);
        assertThat(grid.nextPlayerByCounts()).contains(Player.FIRST);
    }

    @Test
    void refusesAnUnknownSymbolNamingItsPosition() {
        assertThatIllegalArgumentException()
                .isThrownBy(() -> Grid.parse(DRAWING.replace("6 . . 2", "6 . x 2")))
                .withMessageContaining("\"x\" at (6,2)");
    }

    @Test
    void refusesRowsOfTheWrongLength() {
        assertThatIllegalArgumentException()
                .isThrownBy(() -> Grid.parse(DRAWING.replace("6 . . 2 1 1 . .", "6 . . 2 1 1 .")))
                .withMessageContaining("line 7 of a drawn grid is row 6");
    }

    @Test
    void refusesDrawingsWithoutColumnNumbers() {
        assertThatIllegalArgumentException()
                .isThrownBy(() -> Grid.parse(DRAWING.replace("  1 2 3 4 5 6 7\n", "")))
                .withMessageContaining("has a line of column numbers and 6 rows");
    }

    @Test
    void findsFoursInEveryDirectionAndCountsFiveAsTwo() {
        Grid grid = Grid.parse(
                """
                  1 2 3 4 5 6 7
                1 . . . . . . .
                2 . . . . . . .
                3 2 . . . . . .
                4 2 . . . . . .
                5 2 . . 2 . . .
                6 2 1 1 1 1 1 .
                """);
        assertThat(grid.foursOf(Player.FIRST)).containsExactly(
                List.of(new Position(6, 2), new Position(6, 3), new Position(6, 4),
                        new Position(6, 5)),
                List.of(new Position(6, 3), new Position(6, 4), new Position(6, 5),
                        new Position(6, 6)));
        assertThat(grid.foursOf(Player.SECOND)).containsExactly(
                List.of(new Position(3, 1), new Position(4, 1), new Position(5, 1),
                        new Position(6, 1)));
        assertThat(grid.isFourOf(List.of(new Position(6, 1), new Position(5, 1),
                new Position(4, 1), new Position(3, 1)), Player.SECOND)).isTrue();
        assertThat(grid.floatingDiscs()).isEmpty();
    }
}
