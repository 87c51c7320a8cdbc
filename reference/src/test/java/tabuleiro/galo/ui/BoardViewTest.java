package tabuleiro.galo.ui;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import tabuleiro.galo.Game;
import tabuleiro.galo.Mark;
import tabuleiro.galo.Square;

/** The text drawing of a board, as the text UI shows it. */
class BoardViewTest {

    @Test
    void drawsTheLettersTheNumbersAndTheMarks() {
        Game game = Game.newGame().play(Square.parse("b2")).play(Square.parse("a1"));

        assertThat(BoardView.draw(game).replace(System.lineSeparator(), "\n")).isEqualTo(
                "   a  b  c\n"
                + "1  O  .  .\n"
                + "2  .  X  .\n"
                + "3  .  .  .\n");
    }

    @Test
    void putsTheWinningLineInBrackets() {
        Game game = Game.newGame();
        for (String square : "c1 a1 b2 a2 a3".split(" ")) {
            game.play(Square.parse(square));
        }

        assertThat(BoardView.draw(game).replace(System.lineSeparator(), "\n")).isEqualTo(
                "   a  b  c\n"
                + "1  O  . [X]\n"
                + "2  O [X] .\n"
                + "3 [X] .  .\n");
    }

    @Test
    void anEmptySquareIsADot() {
        assertThat(BoardView.symbol(null)).isEqualTo(".");
        assertThat(BoardView.symbol(Mark.O)).isEqualTo("O");
    }
}
