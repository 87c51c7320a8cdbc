package tabuleiro.galo;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** The results of a game (rules GALO-06 to GALO-10). */
class ResultTest {

    @Test
    void onlyAGameInPlayIsNotOver() {
        assertThat(Result.IN_PLAY.isOver()).isFalse();
        assertThat(Result.X_WINS.isOver()).isTrue();
        assertThat(Result.O_WINS.isOver()).isTrue();
        assertThat(Result.DRAW.isOver()).isTrue();
    }

    @Test
    void aWinNamesItsWinnerAndADrawOrAGameInPlayNone() {
        assertThat(Result.winFor(Mark.X)).isEqualTo(Result.X_WINS);
        assertThat(Result.winFor(Mark.O).winner()).contains(Mark.O);
        assertThat(Result.DRAW.winner()).isEmpty();
        assertThat(Result.IN_PLAY.winner()).isEmpty();
    }

    @Test
    void eachMarksOpponentIsTheOther() {
        assertThat(Mark.X.opponent()).isEqualTo(Mark.O);
        assertThat(Mark.O.opponent()).isEqualTo(Mark.X);
    }
}
