package tabuleiro.connectfour;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatIllegalArgumentException;
import static org.assertj.core.api.Assertions.assertThatIllegalStateException;
import static org.assertj.core.api.Assertions.assertThatNullPointerException;

import java.util.HashSet;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * Tests of {@link RandomAgent} (rule C4-14): only columns with space, all of them in time, and
 * the same choices from the same seed.
 */
class RandomAgentTest {

    @Test
    void withOneColumnLeftTheAgentPlaysIt() {
        // Columns 1, 2, 3, 5, 6 and 7 full (draw sequence without its column-4 moves).
        Game game = Moves.play("111222333555666777111222333555666777");

        int column = new RandomAgent(7).chooseColumn(game, game.nextPlayer());

        assertThat(column).isEqualTo(4);
    }

    @Test
    void overManyMovesEveryColumnWithSpaceIsChosen() {
        Game game = Moves.play("444444");
        RandomAgent agent = new RandomAgent(2026);
        Set<Integer> chosen = new HashSet<>();

        for (int draw = 0; draw < 200; draw++) {
            chosen.add(agent.chooseColumn(game, game.nextPlayer()));
        }

        assertThat(chosen).containsExactlyInAnyOrder(1, 2, 3, 5, 6, 7);
    }

    @Test
    void theSameSeedMakesTheSameChoices() {
        Game game = Game.newGame();
        RandomAgent one = new RandomAgent(42);
        RandomAgent other = new RandomAgent(42);

        for (int move = 0; move < 20; move++) {
            assertThat(one.chooseColumn(game, Player.FIRST))
                    .isEqualTo(other.chooseColumn(game, Player.FIRST));
        }
    }

    @Test
    void theAgentDoesNotMoveInAGameThatIsOver() {
        Game game = Moves.play("1212121");

        assertThatIllegalStateException()
                .isThrownBy(() -> new RandomAgent(1).chooseColumn(game, Player.SECOND))
                .withMessageContaining("over");
    }

    @Test
    void theAgentOnlyMovesForThePlayerWhoseTurnItIs() {
        Game game = Game.newGame();

        assertThatIllegalArgumentException()
                .isThrownBy(() -> new RandomAgent(1).chooseColumn(game, Player.SECOND))
                .withMessage("it is player 1's turn, but the agent was asked to move for player 2");
    }

    @Test
    void theAgentNeedsAGameAndAPlayer() {
        assertThatNullPointerException()
                .isThrownBy(() -> new RandomAgent(1).chooseColumn(null, Player.FIRST));
        assertThatNullPointerException()
                .isThrownBy(() -> new RandomAgent(1).chooseColumn(Game.newGame(), null));
        assertThatNullPointerException().isThrownBy(() -> new RandomAgent(null));
    }
}
