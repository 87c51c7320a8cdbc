package tabuleiro.connectfour.solver;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Tests of the order in which the solver tries moves. */
class MoveSorterTest {

    @Test
    void higherScoresComeFirstAndEqualScoresInTheOrderAdded() {
        MoveSorter sorter = new MoveSorter();
        sorter.add(1L, 0);
        sorter.add(2L, 3);
        sorter.add(4L, 1);
        sorter.add(8L, 3);
        sorter.add(16L, 0);

        assertThat(drain(sorter)).containsExactly(2L, 8L, 4L, 1L, 16L);
    }

    @Test
    void anEmptySorterHasNoMove() {
        assertThat(new MoveSorter().hasNext()).isFalse();
    }

    @Test
    void columnsGoFromTheCentreOutwardsLeftFirst() {
        assertThat(MoveSorter.centreFirstColumns()).containsExactly(3, 2, 4, 1, 5, 0, 6);
    }

    @Test
    void withoutThreatsTheCentralMovesComeFirst() {
        BitBoard empty = BitBoard.empty();
        long everyColumn = 0L;
        for (int column = 0; column < BitBoard.WIDTH; column++) {
            everyColumn |= empty.moveIn(column);
        }

        assertThat(drain(MoveSorter.of(empty, everyColumn))).containsExactly(
                empty.moveIn(3), empty.moveIn(2), empty.moveIn(4), empty.moveIn(1),
                empty.moveIn(5), empty.moveIn(0), empty.moveIn(6));
    }

    @Test
    void movesThatMakeMoreThreatsComeFirst() {
        // Player 1 has 3 and 4 on the bottom row. 5 and 2 make two threats each (an open
        // three), and 5 is the more central; 1 makes one (the gap in 2), 7 none.
        BitBoard position = BitBoard.fromMoves("3343");
        long candidates = position.moveIn(0) | position.moveIn(1) | position.moveIn(4)
                | position.moveIn(6);

        assertThat(drain(MoveSorter.of(position, candidates))).containsExactly(
                position.moveIn(4), position.moveIn(1), position.moveIn(0), position.moveIn(6));
    }

    private static List<Long> drain(MoveSorter sorter) {
        List<Long> moves = new ArrayList<>();
        while (sorter.hasNext()) {
            moves.add(sorter.next());
        }
        return moves;
    }
}
