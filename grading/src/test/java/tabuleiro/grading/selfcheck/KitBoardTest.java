package tabuleiro.grading.selfcheck;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class KitBoardTest {

    @Test
    void connectFoursRowsAreNumberedFromTheTopAndItsColumnsFromTheLeft() {
        String drawn = KitBoard.draw("connectfour",
                "......./......./......./......./......./1.....2");
        assertThat(drawn.lines()).containsExactly(
                "    1 2 3 4 5 6 7",
                " 1  . . . . . . .",
                " 2  . . . . . . .",
                " 3  . . . . . . .",
                " 4  . . . . . . .",
                " 5  . . . . . . .",
                " 6  1 . . . . . 2");
    }

    @Test
    void chessIsDrawnFromItsFenWithFilesAndRanks() {
        String drawn = KitBoard.draw("chess",
                "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1");
        assertThat(drawn.lines()).startsWith("8  r n b q k b n r").contains(
                "4  . . . . P . . .").endsWith("   a b c d e f g h");
        assertThat(KitBoard.isNotation("chess")).isTrue();
        assertThat(KitBoard.isNotation("quarto")).isFalse();
    }

    @Test
    void checkersDarkSquaresAreNumberedRowByRowFromTheTop() {
        String drawn = KitBoard.draw("checkers", "W:W32,K29:B1");
        assertThat(drawn.lines()).first().isEqualTo(" 1-4    b   .   .   .");
        assertThat(drawn.lines()).last().isEqualTo("29-32 W   .   .   w  ");
    }

    @Test
    void quartoAndQwirkleShowTheirCoordinates() {
        assertThat(KitBoard.draw("quarto", "(B!.........../............/............/"
                + "............").lines()).startsWith("    A   B   C   D ", "1  (B! ... ... ...");
        assertThat(KitBoard.draw("qwirkle", "C1@0,0;C3@0,1;D3@1,1").lines()).containsExactly(
                "      0  1", "  0  C1 C3", "  1   . D3");
        assertThat(KitBoard.draw("qwirkle", "-")).isEqualTo("(no tile on the board)\n");
    }

    @Test
    void aBoardNoGameWritesIsGivenAsItCame() {
        assertThat(KitBoard.draw("chess", "!IllegalStateException"))
                .isEqualTo("!IllegalStateException\n");
    }
}
