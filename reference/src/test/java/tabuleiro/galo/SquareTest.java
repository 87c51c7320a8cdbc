package tabuleiro.galo;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatIllegalArgumentException;
import static org.assertj.core.api.Assertions.assertThatNullPointerException;

import java.util.Locale;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

/** The squares' names (rule GALO-05) and the squares' bounds (GALO-01). */
class SquareTest {

    @ParameterizedTest
    @CsvSource({"a1, 1, 1", "b1, 1, 2", "c1, 1, 3", "b2, 2, 2", "a3, 3, 1", "c3, 3, 3",
        "B2, 2, 2", "C1, 1, 3"})
    void aNameIsTheColumnLetterThenTheRowNumber(String name, int row, int column) {
        Square square = Square.parse(name);

        assertThat(square).isEqualTo(new Square(row, column));
        assertThat(square.name()).isEqualTo(name.toLowerCase(Locale.ROOT));
        assertThat(square).hasToString(square.name());
    }

    @ParameterizedTest
    @ValueSource(strings = {"", "b", "d1", "a0", "a4", "1a", "b22", " b2", "bb", "22", "é2"})
    void anythingElseIsRefusedSayingWhatASquaresNameIs(String name) {
        assertThatIllegalArgumentException().isThrownBy(() -> Square.parse(name))
                .withMessage("a square is named by its column, a to c, and its row, 1 to 3,"
                        + " such as b2, but \"" + name + "\" was given");
    }

    @ParameterizedTest
    @CsvSource({"0, 1", "4, 1", "1, 0", "1, 4"})
    void aSquareOffTheBoardIsRefused(int row, int column) {
        assertThatIllegalArgumentException().isThrownBy(() -> new Square(row, column))
                .withMessage("a square has a row and a column from 1 to 3, but row " + row
                        + " and column " + column + " were given");
    }

    @Test
    void everySquaresNameIsReadBackAsThatSquare() {
        assertThat(Board.squares()).hasSize(9).allSatisfy(square ->
                assertThat(Square.parse(square.name())).isEqualTo(square));
        assertThat(Board.squares()).extracting(Square::name).containsExactly(
                "a1", "b1", "c1", "a2", "b2", "c2", "a3", "b3", "c3");
    }

    @Test
    void aNullNameIsRefused() {
        assertThatNullPointerException().isThrownBy(() -> Square.parse(null))
                .withMessage("name");
    }
}
