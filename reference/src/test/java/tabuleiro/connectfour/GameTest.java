package tabuleiro.connectfour;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatIllegalArgumentException;
import static org.assertj.core.api.Assertions.assertThatIllegalStateException;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Unit tests of the engine's contracts. The rule book in features/ states the rules for
 * students; these tests pin down the reference's edge cases and exception messages.
 */
class GameTest {

    /** A new game (rule C4-03). */
    @Nested
    class NewGame {

        @Test
        void isEmptyWithTheFirstPlayerToMove() {
            Game game = Game.newGame();

            for (int row = 1; row <= Game.ROWS; row++) {
                for (int column = 1; column <= Game.COLUMNS; column++) {
                    assertThat(game.valueAt(row, column)).isEqualTo(Game.EMPTY);
                }
            }
            assertThat(game.isOver()).isFalse();
            assertThat(game.winner()).isEmpty();
            assertThat(game.winningLine()).isEmpty();
            assertThat(game.nextPlayer()).isEqualTo(Player.FIRST);
        }

        @Test
        void isDrawnWithCoordinates() {
            assertThat(Game.newGame().play(4)).hasToString(String.join("\n",
                    "  1 2 3 4 5 6 7",
                    "1 . . . . . . .",
                    "2 . . . . . . .",
                    "3 . . . . . . .",
                    "4 . . . . . . .",
                    "5 . . . . . . .",
                    "6 . . . 1 . . ."));
        }
    }

    /** Dropping discs (rules C4-04 to C4-07). */
    @Nested
    class Play {

        @Test
        void dropsTheDiscOnTheLowestEmptyPositionAndAlternates() {
            Game game = Moves.play("443");

            assertThat(game.valueAt(6, 4)).isEqualTo(1);
            assertThat(game.valueAt(5, 4)).isEqualTo(2);
            assertThat(game.valueAt(6, 3)).isEqualTo(1);
            assertThat(game.nextPlayer()).isEqualTo(Player.SECOND);
        }

        @Test
        void returnsTheSameGameSoThatCallsChain() {
            Game game = Game.newGame();

            assertThat(game.play(1)).isSameAs(game);
        }

        @Test
        void aColumnHasSpaceUntilItHoldsSixDiscs() {
            Game game = Moves.play("44444");
            assertThat(game.hasSpace(4)).isTrue();

            game.play(4);

            assertThat(game.hasSpace(4)).isFalse();
            assertThat(game.hasSpace(3)).isTrue();
        }

        @Test
        void aFullColumnIsRefusedAndTheGameIsUnchanged() {
            Game game = Moves.play("444444");
            String before = game.toString();

            assertThatIllegalArgumentException()
                    .isThrownBy(() -> game.play(4))
                    .withMessage("column 4 is full: play in a column that has space");
            assertThat(game).hasToString(before);
            assertThat(game.nextPlayer()).isEqualTo(Player.FIRST);
        }

        @ParameterizedTest
        @ValueSource(ints = {0, 8, -3, 100})
        void aColumnOffTheGridIsRefused(int column) {
            Game game = Moves.play("4");
            String before = game.toString();

            assertThatIllegalArgumentException()
                    .isThrownBy(() -> game.play(column))
                    .withMessage("a column is a number from 1 to 7, but " + column + " was given");
            assertThat(game).hasToString(before);
        }

        @Test
        void noMoveIsPlayedAfterTheEnd() {
            Game game = Moves.play("1212121");

            assertThatIllegalStateException()
                    .isThrownBy(() -> game.play(3))
                    .withMessageContaining("the game is over");
            assertThat(game.valueAt(6, 3)).isEqualTo(Game.EMPTY);
        }
    }

    /** Queries with coordinates off the grid (rule C4-08). */
    @Nested
    class Queries {

        @ParameterizedTest
        @CsvSource({"0, 1", "7, 1", "1, 0", "1, 8"})
        void valueAtOffTheGridIsRefused(int row, int column) {
            assertThatIllegalArgumentException()
                    .isThrownBy(() -> Game.newGame().valueAt(row, column));
        }

        @ParameterizedTest
        @ValueSource(ints = {0, 8})
        void hasSpaceOffTheGridIsRefused(int column) {
            assertThatIllegalArgumentException()
                    .isThrownBy(() -> Game.newGame().hasSpace(column));
        }

        @Test
        void theWinningLineCannotBeChangedFromOutside() {
            Game game = Moves.play("1212121");

            assertThatThrownBy(() -> game.winningLine().clear())
                    .isInstanceOf(UnsupportedOperationException.class);
        }
    }

    /** Winning and drawing (rules C4-09 to C4-11). */
    @Nested
    class End {

        @Test
        void fourInARowHorizontallyWins() {
            Game game = Moves.play("1122334");

            assertWon(game, Player.FIRST, line(6, 1, 0, 1));
        }

        @Test
        void fourInAColumnWins() {
            Game game = Moves.play("12121232");

            assertWon(game, Player.SECOND, line(3, 2, 1, 0));
        }

        @Test
        void fourOnTheDiagonalDownToTheRightWins() {
            // Player 2 builds (3,1) (4,2) (5,3) (6,4).
            Game game = Moves.play("3423112211");

            assertWon(game, Player.SECOND, line(3, 1, 1, 1));
        }

        @Test
        void fourOnTheDiagonalDownToTheLeftWins() {
            // Player 1 builds (6,1) (5,2) (4,3) (3,4).
            Game game = Moves.play("12234334474");

            assertWon(game, Player.FIRST, line(3, 4, 1, -1));
        }

        @Test
        void ofFiveInARowTheWinningLineHoldsTheLastDisc() {
            // Player 1 fills the gap of 1 2 _ 4 5 on the bottom row.
            Game game = Moves.play("11224457");
            assertThat(game.isOver()).isFalse();

            game.play(3);

            assertThat(game.winner()).contains(Player.FIRST);
            assertThat(game.winningLine()).hasSize(4).contains(new Position(6, 3));
        }

        @Test
        void aFullGridWithoutFourInARowIsADraw() {
            Game game = Moves.play(Moves.DRAW);

            assertThat(game.isOver()).isTrue();
            assertThat(game.winner()).isEmpty();
            assertThat(game.winningLine()).isEmpty();
            for (int column = 1; column <= Game.COLUMNS; column++) {
                assertThat(game.hasSpace(column)).isFalse();
            }
        }

        @Test
        void theGameGoesOnUntilTheLastDisc() {
            Game game = Moves.play(Moves.DRAW.substring(0, 41));

            assertThat(game.isOver()).isFalse();
            assertThat(game.nextPlayer()).isEqualTo(Player.SECOND);
        }

        private void assertWon(Game game, Player winner, List<Position> line) {
            assertThat(game.isOver()).isTrue();
            assertThat(game.winner()).contains(winner);
            assertThat(game.winningLine()).containsExactlyElementsOf(line);
        }

        private List<Position> line(int row, int column, int rowStep, int columnStep) {
            return List.of(
                    new Position(row, column),
                    new Position(row + rowStep, column + columnStep),
                    new Position(row + 2 * rowStep, column + 2 * columnStep),
                    new Position(row + 3 * rowStep, column + 3 * columnStep));
        }
    }
}
