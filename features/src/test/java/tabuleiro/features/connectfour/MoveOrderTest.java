package tabuleiro.features.connectfour;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatIllegalArgumentException;

import java.util.List;
import org.junit.jupiter.api.Test;
import tabuleiro.connectfour.Game;

/**
 * Tests of {@link MoveOrder}: every order it finds is played through the reference engine and
 * must reach the drawn grid, and every grid no game can reach is refused with a message that
 * names the problem.
 */
class MoveOrderTest {

    private static final String DRAW =
            """
              1 2 3 4 5 6 7
            1 1 2 1 1 2 1 2
            2 1 2 1 1 2 1 2
            3 1 2 1 1 2 1 2
            4 2 1 2 2 1 2 1
            5 2 1 2 2 1 2 1
            6 2 1 2 2 1 2 1
            """;

    /** Plays the order MoveOrder finds and returns the grid the engine then has. */
    private static Grid play(Grid target) {
        Game game = Game.newGame();
        for (int column : MoveOrder.toReach(target)) {
            game.play(column);
        }
        return Grid.of(game);
    }

    private static Grid grid(String... rowsFromTop) {
        StringBuilder drawing = new StringBuilder("  1 2 3 4 5 6 7\n");
        for (int row = 0; row < rowsFromTop.length; row++) {
            drawing.append(row + 1).append(' ').append(rowsFromTop[row]).append('\n');
        }
        return Grid.parse(drawing.toString());
    }

    @Test
    void theEmptyGridNeedsNoMove() {
        assertThat(MoveOrder.toReach(Grid.empty())).isEmpty();
    }

    @Test
    void reachesPositionsInTheMiddleOfGames() {
        Grid target = grid(". . . . . . .", ". . . . . . .", ". . . . . . .",
                ". . . 1 . . .", ". . . 2 2 . .", ". . 2 1 1 1 .");
        assertThat(play(target)).isEqualTo(target);
    }

    @Test
    void reachesFullGridsWithoutFours() {
        Grid target = Grid.parse(DRAW);
        assertThat(MoveOrder.toReach(target)).hasSize(42);
        assertThat(play(target)).isEqualTo(target);
    }

    @Test
    void playsTheDiscThatMakesFourLast() {
        // Column 4 must come last: any other order ends the game before every disc is down.
        Grid target = grid(". . . . . . .", ". . . . . . .", ". . . . . . .",
                ". . . . . . .", "2 2 2 . . . .", "1 1 1 1 . . .");
        List<Integer> order = MoveOrder.toReach(target);
        assertThat(order.get(order.size() - 1)).isEqualTo(4);
        assertThat(play(target)).isEqualTo(target);
    }

    @Test
    void refusesFloatingDiscs() {
        Grid target = grid(". . . . . . .", ". . . . . . .", ". . . . . . .",
                ". . . 1 . . .", ". . . . . . .", ". . . 2 . . .");
        assertThatIllegalArgumentException().isThrownBy(() -> MoveOrder.toReach(target))
                .withMessageContaining("the disc at (4,4) floats above the empty position (5,4)");
    }

    @Test
    void refusesCountsThatTurnsCannotGive() {
        Grid target = grid(". . . . . . .", ". . . . . . .", ". . . . . . .",
                ". . . . . . .", ". . . . . . .", "1 1 . 2 . 1 .");
        assertThatIllegalArgumentException().isThrownBy(() -> MoveOrder.toReach(target))
                .withMessageContaining("3 discs of player 1 and 1 of player 2");
    }

    @Test
    void refusesFoursOfThePlayerWhoDidNotMoveLast() {
        Grid target = grid(". . . . . . .", ". . . . . . .", ". . . . . . .",
                ". . . . . . .", "2 2 2 2 . . .", "1 1 1 2 1 1 1");
        assertThatIllegalArgumentException().isThrownBy(() -> MoveOrder.toReach(target))
                .withMessageContaining("player 2 has four in a row (5,1) (5,2) (5,3) (5,4)");
    }

    @Test
    void refusesTwoFoursThatNoSingleDiscCompletes() {
        Grid target = grid(". . . . . . .", ". . . . . . .", "1 . . . . . 1",
                "1 . . . . . 1", "1 2 2 . 2 . 1", "1 2 2 . 2 2 1");
        assertThatIllegalArgumentException().isThrownBy(() -> MoveOrder.toReach(target))
                .withMessageContaining("no single disc on top completes them all");
    }

    @Test
    void refusesDiscsStackedAgainstTheTurns() {
        // Player 1 must open the game on the bottom row, but the only bottom disc is player 2's.
        Grid target = grid(". . . . . . .", ". . . . . . .", ". . . . . . .",
                ". . . . . . .", "1 . . . . . .", "2 . . . . . .");
        assertThatIllegalArgumentException().isThrownBy(() -> MoveOrder.toReach(target))
                .withMessageContaining("no order of turns stacks the discs as drawn");
    }
}
