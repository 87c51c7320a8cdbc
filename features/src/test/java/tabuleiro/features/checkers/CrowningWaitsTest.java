package tabuleiro.features.checkers;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import tabuleiro.checkers.Board;
import tabuleiro.checkers.Colour;
import tabuleiro.checkers.Game;
import tabuleiro.checkers.Piece;
import tabuleiro.checkers.Square;
import tabuleiro.checkers.Variant;
import tabuleiro.ui.ContractTwins;
import tabuleiro.ui.Language;

/**
 * Tests of the line that says a checkers example waits on the crowning rule (CHECKERS-07): read
 * from the board by the rule book's own rows, said of a man resting on its far row alone, silent
 * on the reference's games, and said in Portuguese.
 */
class CrowningWaitsTest {

    private static final ContractTwins PORTUGUESE =
            ContractTwins.of(CheckersGlueWords.class, Language.PORTUGUESE);

    @Test
    void aManRestingOnItsFarRowWaitsOnTheCrowningRule() {
        Board board = new Board();
        board.put(Square.of(32), Piece.BLACK_MAN);
        board.put(Square.of(1), Piece.WHITE_KING);
        assertThat(CrowningWaits.of(board)).isEqualTo("The engine's board holds a black man on"
                + " square 32, on its far row, uncrowned: this example waits on rule CHECKERS-07"
                + " (a man that reaches the far row is crowned).");
        Board white = new Board();
        white.put(Square.of(2), Piece.WHITE_MAN);
        assertThat(CrowningWaits.of(white)).contains("a white man on square 2");
    }

    @Test
    void kingsOnTheFarRowAndMenOnTheirOwnFirstRowNameNoRule() {
        Board board = new Board();
        board.put(Square.of(32), Piece.BLACK_KING);
        board.put(Square.of(1), Piece.BLACK_MAN);
        board.put(Square.of(31), Piece.WHITE_MAN);
        assertThat(CrowningWaits.of(board)).isEmpty();
        assertThat(CrowningWaits.of(Game.newGame(Variant.CLASSIC))).isEmpty();
        assertThat(CrowningWaits.of((Game) null)).isEmpty();
    }

    @Test
    void theLineIsSaidInPortuguese() {
        String said = PORTUGUESE.say("invariant: a man that reaches the far row is crowned"
                + " (CHECKERS-07): the black man on square 32 rests on its promotion row"
                + " uncrowned (see Rules.apply)\n" + CrowningWaits.sentence(
                        Colour.BLACK, 32));
        assertThat(said).contains("O tabuleiro do motor tem um peão preto na casa 32, na sua"
                + " última linha, sem ser coroado: este exemplo espera pela regra CHECKERS-07")
                .doesNotContain("waits on");
    }
}
