package tabuleiro.chess;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

class AlphaBetaAgentTest {

    @Test
    void itMatesInOne() {
        Game game = Game.fromFen("6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1");

        Move move = new AlphaBetaAgent(2).chooseMove(game);

        assertThat(move.uci()).isEqualTo("a1a8");
    }

    @Test
    void itTakesAFreeQueen() {
        Game game = Game.fromFen("4k3/8/8/3q4/8/8/3R4/4K3 w - - 0 1");

        assertThat(new AlphaBetaAgent(3).chooseMove(game).uci()).isEqualTo("d2d5");
    }

    @Test
    void itPlaysWholeGamesLegally() {
        Game game = Game.newGame();
        Agent agent = new AlphaBetaAgent(1);
        for (int ply = 0; ply < 40 && !game.isOver(); ply++) {
            game.play(agent.chooseMove(game));
        }
        assertThat(game.moves()).isNotEmpty();
    }

    @Test
    void itNeedsADepthAndAGameThatGoesOn() {
        assertThatThrownBy(() -> new AlphaBetaAgent(0))
                .isInstanceOf(IllegalArgumentException.class);
        Game over = Game.newGame().resign(Colour.WHITE);
        assertThatThrownBy(() -> new AlphaBetaAgent(1).chooseMove(over))
                .isInstanceOf(IllegalStateException.class);
    }
}
