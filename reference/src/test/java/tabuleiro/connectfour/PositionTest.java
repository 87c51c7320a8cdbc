package tabuleiro.connectfour;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatIllegalArgumentException;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Tests of {@link Position}: only positions on the 6 by 7 grid exist.
 */
class PositionTest {

    @Test
    void aPositionIsWrittenAsTheRuleBookWritesIt() {
        assertThat(new Position(6, 4)).hasToString("(6,4)");
    }

    @ParameterizedTest
    @CsvSource({"0, 1, row", "7, 1, row", "1, 0, column", "1, 8, column"})
    void aPositionOffTheGridIsRefused(int row, int column, String what) {
        assertThatIllegalArgumentException()
                .isThrownBy(() -> new Position(row, column))
                .withMessageStartingWith("a " + what + " is a number from 1 to");
    }
}
