package tabuleiro.galo;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatIllegalArgumentException;
import static org.assertj.core.api.Assertions.assertThatIllegalStateException;
import static org.assertj.core.api.Assertions.assertThatNullPointerException;

import java.util.List;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Unit tests of the engine's contracts. The rule book in features/ states the rules for
 * students; these tests pin down the reference's edge cases and exception messages.
 */
class GameTest {

    /** A new game (rules GALO-01, GALO-02). */
    @Nested
    class NewGame {

        @Test
        void hasNineEmptySquaresAndXToMove() {
            Game game = Game.newGame();

            assertThat(Board.squares()).hasSize(9).allMatch(game::isEmpty);
            assertThat(game.result()).isEqualTo(Result.IN_PLAY);
            assertThat(game.isOver()).isFalse();
            assertThat(game.winner()).isEmpty();
            assertThat(game.winningLine()).isEmpty();
            assertThat(game.nextMark()).isEqualTo(Mark.X);
        }

        @Test
        void isDrawnWithTheSquaresNames() {
            assertThat(Moves.play("b2 a1")).hasToString(String.join("\n",
                    "  a b c",
                    "1 O . .",
                    "2 . X .",
                    "3 . . ."));
        }
    }

    /** Putting marks (rules GALO-02 to GALO-04). */
    @Nested
    class Play {

        @Test
        void putsTheMoversMarkAndPassesTheTurn() {
            Game game = Moves.play("b2");
            assertThat(game.markAt(Square.parse("b2"))).contains(Mark.X);
            assertThat(game.nextMark()).isEqualTo(Mark.O);

            game.play(Square.parse("a1"));

            assertThat(game.markAt(Square.parse("a1"))).contains(Mark.O);
            assertThat(game.nextMark()).isEqualTo(Mark.X);
        }

        @Test
        void returnsTheSameGameSoThatCallsChain() {
            Game game = Game.newGame();

            assertThat(game.play(Square.parse("c3"))).isSameAs(game);
        }

        @Test
        void aMarkedSquareIsRefusedAndTheGameIsUnchanged() {
            Game game = Moves.play("b2 a1");
            String before = game.toString();

            assertThatIllegalArgumentException().isThrownBy(() -> game.play(Square.parse("a1")))
                    .withMessage("square a1 holds O: play on an empty square");
            assertThat(game).hasToString(before);
            assertThat(game.nextMark()).isEqualTo(Mark.X);
        }

        @Test
        void aNullSquareIsRefused() {
            Game game = Game.newGame();

            assertThatNullPointerException().isThrownBy(() -> game.play(null))
                    .withMessage("square");
            assertThatNullPointerException().isThrownBy(() -> game.markAt(null))
                    .withMessage("square");
        }
    }

    /** Three in a row, the draw and the end (rules GALO-06 to GALO-10). */
    @Nested
    class End {

        @ParameterizedTest
        @CsvSource({
            "a1 a2 b1 b2 c1, X_WINS, a1 b1 c1",
            "a2 a1 b2 b1 c3 c1, O_WINS, a1 b1 c1",
            "a1 b1 a2 b2 a3, X_WINS, a1 a2 a3",
            "a1 b1 b2 c1 c3, X_WINS, a1 b2 c3",
            "c1 a1 b2 a2 a3, X_WINS, c1 b2 a3",
            "b2 a1 b1 c1 b3, X_WINS, b1 b2 b3"
        })
        void threeMarksInALineWinWithThatLine(String moves, Result result, String line) {
            Game game = Moves.play(moves);

            assertThat(game.result()).isEqualTo(result);
            assertThat(game.isOver()).isTrue();
            assertThat(game.winner()).isEqualTo(result.winner());
            assertThat(game.winningLine()).extracting(Square::name)
                    .containsExactly(line.split(" "));
        }

        @Test
        void theWinningMarkMayFillTheMiddleOfItsLine() {
            Game game = Moves.play("a1 a2 c1 b2 b1");

            assertThat(game.winningLine()).extracting(Square::name)
                    .containsExactly("a1", "b1", "c1");
        }

        @Test
        void aMarkThatCompletesTwoLinesWinsWithOneOfThem() {
            Game game = Moves.play("a1 b1 c1 c2 c3 a2 a3 b3 b2");

            assertThat(game.result()).isEqualTo(Result.X_WINS);
            assertThat(List.of(Line.DIAGONAL.squares(), Line.ANTI_DIAGONAL.squares()))
                    .contains(game.winningLine());
        }

        @Test
        void theNinthMarkWithoutALineIsADraw() {
            Game game = Moves.play("a1 b2 c3 b1 b3 a3 c1 c2 a2");

            assertThat(game.result()).isEqualTo(Result.DRAW);
            assertThat(game.isOver()).isTrue();
            assertThat(game.winner()).isEmpty();
            assertThat(game.winningLine()).isEmpty();
        }

        @Test
        void theNinthMarkThatMakesALineIsAWinNotADraw() {
            Game game = Moves.play("a1 b1 c1 b2 a2 c2 b3 c3 a3");

            assertThat(game.result()).isEqualTo(Result.X_WINS);
            assertThat(game.winningLine()).extracting(Square::name)
                    .containsExactly("a1", "a2", "a3");
        }

        @Test
        void twoMarksInALineAreNoWin() {
            Game game = Moves.play("a1 a2 b1 b2");

            assertThat(game.result()).isEqualTo(Result.IN_PLAY);
        }

        @Test
        void noMoveIsPlayedAfterTheEnd() {
            Game game = Moves.play("a1 a2 b1 b2 c1");
            String before = game.toString();

            assertThatIllegalStateException().isThrownBy(() -> game.play(Square.parse("c3")))
                    .withMessage("the game is over: no move can be played after the end");
            assertThat(game).hasToString(before);
            assertThat(game.result()).isEqualTo(Result.X_WINS);
        }

        @Test
        void noMoveIsPlayedAfterADraw() {
            Game game = Moves.play("a1 b2 c3 b1 b3 a3 c1 c2 a2");

            assertThatIllegalStateException().isThrownBy(() -> game.play(Square.parse("a1")));
        }
    }
}
