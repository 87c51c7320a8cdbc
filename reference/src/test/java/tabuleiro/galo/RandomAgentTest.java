package tabuleiro.galo;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatIllegalArgumentException;
import static org.assertj.core.api.Assertions.assertThatIllegalStateException;

import java.util.HashSet;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** The random agent: an empty square, any of them, and the same ones from the same seed. */
class RandomAgentTest {

    @Test
    void choosesOnlyEmptySquaresAndInTimeEachOfThem() {
        Game game = Moves.play("b2 a1");
        RandomAgent agent = new RandomAgent(7);
        Set<Square> chosen = new HashSet<>();

        for (int i = 0; i < 200; i++) {
            chosen.add(agent.chooseSquare(game, Mark.X));
        }

        assertThat(chosen).containsExactlyInAnyOrderElementsOf(Board.emptySquares(game));
    }

    @Test
    void theSameSeedChoosesTheSameSquares() {
        RandomAgent one = new RandomAgent(42);
        RandomAgent other = new RandomAgent(42);
        Game game = Game.newGame();

        for (int i = 0; i < 20; i++) {
            assertThat(one.chooseSquare(game, Mark.X)).isEqualTo(other.chooseSquare(game, Mark.X));
        }
    }

    @Test
    void playsAWholeGameAgainstItselfToItsEnd() {
        Game game = Game.newGame();
        RandomAgent agent = new RandomAgent(3);

        while (!game.isOver()) {
            game.play(agent.chooseSquare(game, game.nextMark()));
        }

        assertThat(game.result()).isNotEqualTo(Result.IN_PLAY);
    }

    @Test
    void refusesToMoveOutOfTurnOrAfterTheEnd() {
        RandomAgent agent = new RandomAgent(1);

        assertThatIllegalArgumentException()
                .isThrownBy(() -> agent.chooseSquare(Game.newGame(), Mark.O))
                .withMessage("it is X's turn, but the agent was asked to move for O");
        assertThatIllegalStateException()
                .isThrownBy(() -> agent.chooseSquare(Moves.play("a1 a2 b1 b2 c1"), Mark.O))
                .withMessage("the game is over: an agent has no move to choose");
    }
}
