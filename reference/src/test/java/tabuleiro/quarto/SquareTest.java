package tabuleiro.quarto;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatIllegalArgumentException;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** Tests of the squares and how players name them (rule QUARTO-01). */
class SquareTest {

    @ParameterizedTest
    @ValueSource(strings = {"B3", "b3", "3B", "3b"})
    void aSquareIsTypedInEitherOrderAndCase(String typed) {
        assertThat(Square.parse(typed)).isEqualTo(new Square(2, 3)).hasToString("B3");
    }

    @ParameterizedTest
    @ValueSource(strings = {"", "B", "B33", "11", "AB", " A1"})
    void anythingElseIsRefusedSayingWhatIsExpected(String typed) {
        assertThatIllegalArgumentException().isThrownBy(() -> Square.parse(typed))
                .withMessageStartingWith("a square is a column letter A to D and a row digit");
    }

    @Test
    void aRowOrColumnOffTheBoardIsNamedInTheAnswer() {
        assertThatIllegalArgumentException().isThrownBy(() -> Square.parse("E1"))
                .withMessage("the column is a letter from A to D, but E was given");
        assertThatIllegalArgumentException().isThrownBy(() -> Square.parse("5a"))
                .withMessage("the row is a digit from 1 to 4, but 5 was given");
        assertThatIllegalArgumentException().isThrownBy(() -> Square.parse("A0"))
                .withMessage("the row is a digit from 1 to 4, but 0 was given");
    }

    @Test
    void theBoardHasSixteenSquaresFromA1ToD4() {
        assertThat(Square.all()).hasSize(16).doesNotHaveDuplicates()
                .startsWith(Square.parse("A1"), Square.parse("B1"))
                .endsWith(Square.parse("D4"));
        assertThat(new Square(4, 1).columnLetter()).isEqualTo('D');
    }

    @Test
    void squaresOffTheBoardDoNotExist() {
        assertThatIllegalArgumentException().isThrownBy(() -> new Square(0, 1))
                .withMessageContaining("column");
        assertThatIllegalArgumentException().isThrownBy(() -> new Square(1, 5))
                .withMessageContaining("row");
    }
}
