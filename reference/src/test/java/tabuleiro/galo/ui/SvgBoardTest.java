package tabuleiro.galo.ui;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatIllegalArgumentException;

import org.junit.jupiter.api.Test;
import tabuleiro.galo.Game;
import tabuleiro.galo.Square;
import tabuleiro.ui.Language;

/** The board's picture, drawn from the rule book's drawing of a board. */
class SvgBoardTest {

    private static final String BOARD = String.join("\n",
            "  a b c",
            "1 X . O",
            "2 . X .",
            "3 . . .");

    private final SvgBoard picture = new SvgBoard();

    @Test
    void drawsAStandaloneDocumentWithEachMarkAndATitle() {
        String svg = picture.draw(BOARD);

        assertThat(svg).startsWith("<svg xmlns=\"http://www.w3.org/2000/svg\"")
                .endsWith("</svg>\n")
                .contains("<title>Jogo do Galo board: X 2 marks on a1 b2; O 1 mark on c1</title>");
        assertThat(svg.split(">X</text>", -1)).hasSize(3);
        assertThat(svg.split(">O</text>", -1)).hasSize(2);
    }

    @Test
    void drawsWhatTheEngineWrites() {
        Game game = Game.newGame().play(Square.parse("a1")).play(Square.parse("c1"))
                .play(Square.parse("b2"));

        assertThat(picture.draw(game.toString())).isEqualTo(picture.draw(BOARD));
    }

    @Test
    void describesTheBoardInEitherLanguage() {
        assertThat(picture.describe(BOARD, Language.PORTUGUESE)).isEqualTo(
                "Tabuleiro do Jogo do Galo: X 2 marcas em a1 b2; O 1 marca em c1");
        assertThat(picture.game()).isEqualTo("galo");
    }

    @Test
    void refusesADrawingThatIsNotABoardSayingWhy() {
        assertThatIllegalArgumentException().isThrownBy(() -> picture.draw("  a b c\n1 X . O"))
                .withMessageContaining("this drawing has 2 lines");
        assertThatIllegalArgumentException()
                .isThrownBy(() -> picture.draw(BOARD.replace("1 X . O", "1 X . Z")))
                .withMessageContaining("but c1 is \"Z\"");
        assertThatIllegalArgumentException()
                .isThrownBy(() -> picture.draw(BOARD.replace("a b c", "1 2 3")))
                .withMessageContaining("names the columns \"a b c\"");
        assertThatIllegalArgumentException()
                .isThrownBy(() -> picture.draw(BOARD.replace("2 . X .", "2 . X")))
                .withMessageContaining("line 3 of a Jogo do Galo board is row 2");
    }
}
