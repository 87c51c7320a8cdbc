package tabuleiro.connectfour.solver;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.math.BigInteger;
import org.junit.jupiter.api.Test;

/** Tests of the solver's memory of bounds. */
class TranspositionTableTest {

    private final TranspositionTable table = new TranspositionTable(17);

    @Test
    void itsSizeIsTheSmallestPrimeFromThePowerOfTwo() {
        int size = table.size();

        assertThat(size).isGreaterThanOrEqualTo(1 << 17);
        assertThat(BigInteger.valueOf(size).isProbablePrime(50)).isTrue();
        assertThat(BigInteger.valueOf(1 << 17).nextProbablePrime().intValue()).isEqualTo(size);
    }

    @Test
    void itRefusesSizesForWhichItsShortKeysWouldBeAmbiguous() {
        assertThatThrownBy(() -> new TranspositionTable(16))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("a table size is a power of two from 17 to 30, but 16 was given");
        assertThatThrownBy(() -> new TranspositionTable(31))
                .isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void anUnknownPositionHasNoBounds() {
        assertThat(table.upperBound(12345L)).isEqualTo(TranspositionTable.NO_UPPER_BOUND);
        assertThat(table.lowerBound(12345L)).isEqualTo(TranspositionTable.NO_LOWER_BOUND);
        // The empty slot's stored key is 0, yet the position with key 0 is not known either.
        assertThat(table.upperBound(0L)).isEqualTo(TranspositionTable.NO_UPPER_BOUND);
    }

    @Test
    void itRemembersUpperAndLowerBoundsOverTheWholeScoreRange() {
        for (int score = -21; score <= 21; score++) {
            table.storeUpperBound(1000L + score, score);
            table.storeLowerBound(2000L + score, score);
        }
        for (int score = -21; score <= 21; score++) {
            assertThat(table.upperBound(1000L + score)).isEqualTo(score);
            assertThat(table.lowerBound(1000L + score))
                    .isEqualTo(TranspositionTable.NO_LOWER_BOUND);
            assertThat(table.lowerBound(2000L + score)).isEqualTo(score);
            assertThat(table.upperBound(2000L + score))
                    .isEqualTo(TranspositionTable.NO_UPPER_BOUND);
        }
    }

    @Test
    void newBoundReplacesOldOneInItsSlot() {
        long key = (1L << 48) + 777L;
        table.storeUpperBound(key, 3);
        table.storeLowerBound(key, -2);

        assertThat(table.lowerBound(key)).isEqualTo(-2);
        assertThat(table.upperBound(key)).isEqualTo(TranspositionTable.NO_UPPER_BOUND);

        long sameSlot = key + table.size();
        table.storeUpperBound(sameSlot, 5);

        assertThat(table.upperBound(sameSlot)).isEqualTo(5);
        assertThat(table.lowerBound(key)).isEqualTo(TranspositionTable.NO_LOWER_BOUND);
    }

    @Test
    void keyWithSameLowBitsInAnotherSlotIsAnotherPosition() {
        // The table stores only the low 32 bits of a key; the slot tells the rest apart.
        long key = 0x1_2345_6789L;
        long sameLowBits = key + (1L << 32);
        table.storeLowerBound(key, 7);

        assertThat(table.lowerBound(sameLowBits)).isEqualTo(TranspositionTable.NO_LOWER_BOUND);
        assertThat(table.lowerBound(key)).isEqualTo(7);
    }

    @Test
    void clearingForgetsEverything() {
        table.storeUpperBound(42L, 1);
        table.storeLowerBound(43L, -1);

        table.clear();

        assertThat(table.upperBound(42L)).isEqualTo(TranspositionTable.NO_UPPER_BOUND);
        assertThat(table.lowerBound(43L)).isEqualTo(TranspositionTable.NO_LOWER_BOUND);
    }
}
