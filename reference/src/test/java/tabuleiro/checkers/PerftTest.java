package tabuleiro.checkers;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.Map;
import org.junit.jupiter.api.Test;

class PerftTest {

    /**
     * The published 8x8 figures from the initial position (Aart Bik, 2009; Ed Gilbert's Cake).
     * Up to depth 5 no king can appear and no position offers captures of different sizes, so
     * every 8x8 rule set with men capturing forwards, Spanish and Portuguese included, agrees.
     */
    private static final long[] PUBLISHED = {1, 7, 49, 302, 1469, 7361};

    @Test
    void classicPerftAgreesWithThePublishedFiguresWhereTheRulesAgree() {
        for (int depth = 0; depth < PUBLISHED.length; depth++) {
            assertThat(Perft.count(Board.initial(), Colour.WHITE, Variant.CLASSIC, depth))
                    .as("perft(%d)", depth).isEqualTo(PUBLISHED[depth]);
        }
    }

    @Test
    void divideAddsUpToTheTotalAndLeavesTheBoardAlone() {
        Board board = Board.initial();
        Map<Move, Long> divided = Perft.divide(board, Colour.WHITE, Variant.SIMPLIFIED, 3);
        assertThat(divided).hasSize(7);
        assertThat(divided.values().stream().mapToLong(Long::longValue).sum())
                .isEqualTo(Perft.count(board, Colour.WHITE, Variant.SIMPLIFIED, 3));
        assertThat(board).isEqualTo(Board.initial());
        assertThatThrownBy(() -> Perft.count(board, Colour.WHITE, Variant.CLASSIC, -1))
                .hasMessageContaining("at least 0");
    }

    @Test
    void simplifiedHasMoreMovesOnceCapturesAreOptional() {
        long classic = Perft.count(Board.initial(), Colour.WHITE, Variant.CLASSIC, 4);
        long simplified = Perft.count(Board.initial(), Colour.WHITE, Variant.SIMPLIFIED, 4);
        assertThat(simplified).isGreaterThan(classic);
    }
}
