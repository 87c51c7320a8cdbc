package tabuleiro.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatIllegalArgumentException;

import org.junit.jupiter.api.Test;
import tabuleiro.checkers.ui.SvgCheckerboard;
import tabuleiro.chess.ui.SvgDiagram;
import tabuleiro.connectfour.ui.SvgGrid;
import tabuleiro.quarto.ui.SvgQuartoBoard;
import tabuleiro.qwirkle.ui.SvgBoard;
import tabuleiro.svg.BoardPicture;

/** Tests of the list of board pictures, found by game name. */
class BoardPicturesTest {

    @Test
    void findsEachGamesPictureByItsCommandName() {
        assertThat(BoardPictures.forGame("connect-four")).isInstanceOf(SvgGrid.class);
        assertThat(BoardPictures.forGame("qwirkle")).isInstanceOf(SvgBoard.class);
        assertThat(BoardPictures.forGame("chess")).isInstanceOf(SvgDiagram.class);
        assertThat(BoardPictures.forGame("quarto")).isInstanceOf(SvgQuartoBoard.class);
        assertThat(BoardPictures.forGame("checkers")).isInstanceOf(SvgCheckerboard.class);
        for (BoardPicture picture : BoardPictures.all()) {
            assertThat(BoardPictures.forGame(picture.game())).isSameAs(picture);
        }
    }

    @Test
    void everyRegisteredGameGivesThePictureOfItsOwnName() {
        assertThat(GameEntry.all()).hasSameSizeAs(BoardPictures.all());
        for (GameEntry entry : GameEntry.all()) {
            assertThat(entry.picture().game()).as(entry.name()).isEqualTo(entry.name());
        }
    }

    @Test
    void namesTheGamesItKnowsWhenAskedForAnother() {
        assertThatIllegalArgumentException().isThrownBy(() -> BoardPictures.forGame("go"))
                .withMessageContaining("\"go\"").withMessageContaining("connect-four");
    }
}
