package tabuleiro.qwirkle;

import static org.assertj.core.api.Assertions.assertThat;
import static tabuleiro.qwirkle.Setups.tiles;

import java.util.List;
import org.junit.jupiter.api.Test;

/** The official first turn's longest line (rule QWIRKLE-19). */
class FirstTurnTest {

    @Test
    void theLongestLineCountsDifferentTilesOfOneColourOrShape() {
        assertThat(FirstTurn.longestLine(tiles("A1 B1 B1 C2 D3 E4"))).isEqualTo(2);
        assertThat(FirstTurn.longestLine(tiles("A1 A2 A3 B1 C1 D1"))).isEqualTo(4);
        assertThat(FirstTurn.longestLine(List.of())).isZero();
    }
}
