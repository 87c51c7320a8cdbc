package tabuleiro.grading.oracle;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * Connect Four's floors at the solver's edges: the score the oracle gave, read with the discs
 * on the board, names the disc that wins and the bound of the search the score sits on, for
 * either player to move.
 */
class HardCasesTest {

    private final HardCases cases = HardCases.of("connectfour");

    @Test
    void aScoreOfOneIsTheLastDiscWhenPlayerTwoWinsAndDiscFortyOneWhenPlayerOneDoes() {
        assertThat(cases.floorsReached(score(39, "1")))
                .contains("C4-16: a win with disc 42 (player 2's) scored")
                .doesNotContain("C4-16: a win with disc 41 (player 1's) scored");
        assertThat(cases.floorsReached(score(38, "1")))
                .contains("C4-16: a win with disc 41 (player 1's) scored")
                .doesNotContain("C4-16: a win with disc 42 (player 2's) scored");
        assertThat(cases.floorsReached(score(38, "-1")))
                .as("player 1 to move loses: player 2 wins with the last disc")
                .contains("C4-16: a win with disc 42 (player 2's) scored");
        assertThat(cases.floorsReached(score(35, "2")))
                .as("player 2 to move wins with disc 40")
                .contains("C4-16: a win with disc 40 (player 2's) scored");
        assertThat(cases.floorsReached(score(30, "0")))
                .noneMatch(floor -> floor.startsWith("C4-16: a win with disc"));
    }

    @Test
    void theSearchsBoundsAreToldApartByThePlayerToMove() {
        assertThat(cases.floorsReached(score(23, "9"))).contains("C4-16: the search's upper"
                + " bound scored (the mover wins with their next stone but one), player 2 to"
                + " move");
        assertThat(cases.floorsReached(score(22, "9"))).contains("C4-16: the search's upper"
                + " bound scored (the mover wins with their next stone but one), player 1 to"
                + " move");
        assertThat(cases.floorsReached(score(22, "-10"))).contains("C4-16: the search's lower"
                + " bound scored (the opponent wins with their next stone), player 1 to move");
        assertThat(cases.floorsReached(score(23, "8")))
                .noneMatch(floor -> floor.contains("bound scored"));
        assertThat(cases.floorsReached(score(23, "-")))
                .as("no score asked").noneMatch(floor -> floor.startsWith("C4-16"));
    }

    /** A score question on a board of the given number of discs. */
    private static GameStep score(int discs, String value) {
        StringBuilder board = new StringBuilder();
        for (int cell = 0; cell < 42; cell++) {
            if (cell > 0 && cell % 7 == 0) {
                board.append('/');
            }
            board.append(cell < 42 - discs ? '.' : cell % 2 == 0 ? '1' : '2');
        }
        Map<String, String> now = Map.of("board", board.toString(), "score", value);
        return new GameStep("score", value, "4", now, now, List.of());
    }
}
