package tabuleiro.chess;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The published perft counts of the chessprogramming wiki's test positions
 * (https://www.chessprogramming.org/Perft_Results), at depths small enough to keep the build
 * quick; the deeper counts are checked from the command line (reference/BENCHMARKS.md).
 */
class PerftTest {

    static final String KIWIPETE =
            "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1";

    @ParameterizedTest(name = "{0} at depth {1}: {2}")
    @CsvSource(delimiter = ';', value = {
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1; 1; 20",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1; 2; 400",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1; 3; 8902",
        "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1; 1; 48",
        "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1; 2; 2039",
        "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1; 3; 97862",
        "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1; 1; 14",
        "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1; 3; 2812",
        "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1; 4; 43238",
        "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1; 1; 6",
        "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1; 3; 9467",
        "r2q1rk1/pP1p2pp/Q4n2/bbp1p3/Np6/1B3NBn/pPPP1PPP/R3K2R b KQ - 0 1; 3; 9467",
        "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8; 1; 44",
        "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8; 3; 62379",
        "r4rk1/1pp1qppp/p1np1n2/2b1p1B1/2B1P1b1/P1NP1N2/1PP1QPPP/R4RK1 w - - 0 10; 1; 46",
        "r4rk1/1pp1qppp/p1np1n2/2b1p1B1/2B1P1b1/P1NP1N2/1PP1QPPP/R4RK1 w - - 0 10; 3; 89890"
    })
    void countsAgreeWithThePublishedOnes(String fen, int depth, long expected) {
        Position position = Fen.parse(fen);

        assertThat(Perft.count(position, depth)).isEqualTo(expected);
        assertThat(position.fen()).as("the position is left as it was").isEqualTo(fen);
    }

    @Test
    void divideSplitsTheTotalByFirstMove() {
        Map<String, Long> counts = Perft.divide(Fen.parse(KIWIPETE), 2);

        assertThat(counts).hasSize(48).containsEntry("e1g1", 43L).containsEntry("e1c1", 43L);
        assertThat(counts.values().stream().mapToLong(Long::longValue).sum()).isEqualTo(2039);
    }

    @Test
    void depthZeroIsOneLeaf() {
        assertThat(Perft.count(Position.start(), 0)).isEqualTo(1);
    }

    @Test
    void badDepthsAreRefused() {
        assertThatThrownBy(() -> Perft.count(Position.start(), -1))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("-1");
        assertThatThrownBy(() -> Perft.divide(Position.start(), 0))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("0");
    }
}
