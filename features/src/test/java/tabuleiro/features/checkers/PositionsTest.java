package tabuleiro.features.checkers;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatIllegalArgumentException;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import tabuleiro.checkers.Game;
import tabuleiro.checkers.Variant;

/**
 * Tests of {@link Positions}: the rule book's own positions agree with the reference's.
 */
class PositionsTest {

    @Test
    void setsUpTheInitialPositionAsTheReferenceDoes() {
        Game engine = Game.newGame(Variant.CLASSIC);
        Game ours = Positions.initial(Variant.CLASSIC);
        assertThat(ours.board()).isEqualTo(engine.board());
        assertThat(ours.sideToMove()).isEqualTo(engine.sideToMove());
    }

    @ParameterizedTest
    @ValueSource(strings = {"W:W22:B11", "B:WK1,22:B27", "W:WK29,K31,K32:BK1,K2,K3",
        "B : BK1, 2-4 : W21-23 .", "B:W17,18,19,20,22,25,26,32:B5,6,11,12,13,15,16",
        "W:W21-32:B1-12", "B:W32:B13"})
    void readsAndWritesFenAsTheReferenceDoes(String fen) {
        Game engine = Game.fromFen(Variant.CLASSIC, fen);
        Game ours = Positions.read(Variant.CLASSIC, fen);
        assertThat(ours.board()).isEqualTo(engine.board());
        assertThat(ours.sideToMove()).isEqualTo(engine.sideToMove());
        assertThat(Positions.write(engine.board(), engine.sideToMove())).isEqualTo(engine.fen());
    }

    @ParameterizedTest
    @ValueSource(strings = {"W:W22", "X:W22:B11", "W:W22:X11", "W:W22:B11:B12", ""})
    void refusesWhatIsNoFen(String fen) {
        assertThatIllegalArgumentException().isThrownBy(
                () -> Positions.read(Variant.CLASSIC, fen));
    }
}
