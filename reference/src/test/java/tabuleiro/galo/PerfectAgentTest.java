package tabuleiro.galo;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The perfect agent, checked against every opponent there is: every sequence of replies to its
 * moves, from the empty board, with it as X and as O. Tic-tac-toe is a draw with perfect play,
 * so it must never lose; and it must take a win that is there.
 */
class PerfectAgentTest {

    @Test
    void asXItNeverLosesWhateverOPlays() {
        List<Result> results = new ArrayList<>();
        everyGame(Game.newGame(), Mark.X, new PerfectAgent(), "", results);

        assertThat(results).isNotEmpty().doesNotContain(Result.O_WINS);
    }

    @Test
    void asOItNeverLosesWhateverXPlays() {
        List<Result> results = new ArrayList<>();
        everyGame(Game.newGame(), Mark.O, new PerfectAgent(), "", results);

        assertThat(results).isNotEmpty().doesNotContain(Result.X_WINS);
    }

    @Test
    void takesAWinAtOnceRatherThanLater() {
        // X can win on c1 now; b3 would win later too, but a win now is the best.
        Game game = Moves.play("a1 a2 b1 b2");

        assertThat(new PerfectAgent().chooseSquare(game, Mark.X)).isEqualTo(Square.parse("c1"));
    }

    @Test
    void blocksTheOpponentsLine() {
        Game game = Moves.play("a1 b2 b1");

        assertThat(new PerfectAgent().chooseSquare(game, Mark.O)).isEqualTo(Square.parse("c1"));
    }

    @Test
    void twoPerfectAgentsDraw() {
        Game game = Game.newGame();
        PerfectAgent agent = new PerfectAgent();

        while (!game.isOver()) {
            game.play(agent.chooseSquare(game, game.nextMark()));
        }

        assertThat(game.result()).isEqualTo(Result.DRAW);
    }

    /** Plays the agent's moves for its mark and every reply for the other, to every end. */
    private static void everyGame(Game game, Mark agentMark, PerfectAgent agent, String moves,
            List<Result> results) {
        if (game.isOver()) {
            results.add(game.result());
            return;
        }
        if (game.nextMark() == agentMark) {
            Square square = agent.chooseSquare(game, agentMark);
            String next = moves + " " + square;
            everyGame(Moves.play(next), agentMark, agent, next, results);
            return;
        }
        for (Square reply : Board.emptySquares(game)) {
            String next = moves + " " + reply;
            everyGame(Moves.play(next), agentMark, agent, next, results);
        }
    }
}
