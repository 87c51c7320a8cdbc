package tabuleiro.checkers;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

class AlphaBetaAgentTest {

    @Test
    void takesTheFreePieceAndAvoidsTheLosingOne() {
        // Simplified: capturing is optional, so the agent must see that 22x15 wins a man.
        Game game = Game.fromFen(Variant.SIMPLIFIED, "W:W22,31:B18,1");
        assertThat(new AlphaBetaAgent(3).chooseMove(game)).hasValueSatisfying(
                move -> assertThat(move.toString()).isEqualTo("22x15"));
    }

    @Test
    void playsBothVariantsToTheEnd() {
        for (Variant variant : Variant.values()) {
            Game game = Game.newGame(variant);
            AlphaBetaAgent agent = new AlphaBetaAgent(2);
            for (int ply = 0; ply < 400 && !game.isOver(); ply++) {
                game.play(agent.chooseMove(game).orElseThrow());
            }
            assertThat(game.history()).isNotEmpty();
        }
    }

    @Test
    void materialAndAdvancementScoreThePosition() {
        Board board = Fen.read("W:W22,K1:B9").board();
        assertThat(AlphaBetaAgent.evaluate(board, Colour.WHITE)).isPositive();
        assertThat(AlphaBetaAgent.evaluate(board, Colour.BLACK)).isNegative();
        assertThatThrownBy(() -> new AlphaBetaAgent(0)).hasMessageContaining("at least 1");
        Game over = Game.fromFen(Variant.CLASSIC, "W:W22:B18").play(
                new Move(java.util.List.of(Square.of(22), Square.of(15)),
                        java.util.List.of(Square.of(18))));
        assertThatThrownBy(() -> new AlphaBetaAgent(1).chooseMove(over))
                .isInstanceOf(IllegalStateException.class);
    }
}
