package tabuleiro.quarto;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatIllegalStateException;
import static org.assertj.core.api.Assertions.assertThatNullPointerException;

import java.util.HashSet;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** Tests of the random agent and of the preconditions every agent shares. */
class AgentTest {

    @Test
    void theRandomAgentHandsOverPiecesOfThePoolAndPlacesOnEmptySquares() {
        Game game = Game.start(Variant.SQUARES, Player.FIRST);
        game.choose(Piece.parse("(B!")).place(Square.parse("A1"));
        RandomAgent agent = new RandomAgent(7);
        Set<Piece> pieces = new HashSet<>();
        for (int i = 0; i < 300; i++) {
            pieces.add(agent.choosePiece(game));
        }
        assertThat(pieces).hasSize(15).doesNotContain(Piece.parse("(B!"));

        game.choose(Piece.parse("[p;"));
        Set<Square> squares = new HashSet<>();
        for (int i = 0; i < 300; i++) {
            squares.add(agent.chooseSquare(game));
        }
        assertThat(squares).hasSize(15).doesNotContain(Square.parse("A1"));
    }

    @Test
    void twoRandomAgentsWithTheSameSeedDecideAlike() {
        Game game = Game.start(Variant.SQUARES, Player.FIRST);
        RandomAgent one = new RandomAgent(3);
        RandomAgent other = new RandomAgent(3);
        for (int i = 0; i < 20; i++) {
            assertThat(one.choosePiece(game)).isEqualTo(other.choosePiece(game));
        }
    }

    @Test
    void anAgentDecidesOnlyWhenItIsItsStep() {
        Game game = Game.start(Variant.SQUARES, Player.FIRST);
        RandomAgent agent = new RandomAgent(1);

        assertThatIllegalStateException().isThrownBy(() -> agent.chooseSquare(game))
                .withMessageContaining("no piece has been chosen");
        game.choose(Piece.parse("(B!"));
        assertThatIllegalStateException().isThrownBy(() -> agent.choosePiece(game))
                .withMessageContaining("chosen already");
        assertThatNullPointerException().isThrownBy(() -> agent.choosePiece(null));
        assertThatNullPointerException().isThrownBy(() -> new RandomAgent(null));
    }

    @Test
    void anAgentHasNothingToDecideAfterTheEnd() {
        Game game = Game.start(Variant.CLASSIC, Player.FIRST);
        game.choose(Piece.parse("(B!")).place(Square.parse("A1"));
        game.choose(Piece.parse("(B;")).place(Square.parse("B1"));
        game.choose(Piece.parse("[B!")).place(Square.parse("C1"));
        game.choose(Piece.parse("[B;")).place(Square.parse("D1"));
        RandomAgent agent = new RandomAgent(1);

        assertThatIllegalStateException().isThrownBy(() -> agent.choosePiece(game))
                .withMessageContaining("the game is over");
        assertThatIllegalStateException().isThrownBy(() -> agent.chooseSquare(game))
                .withMessageContaining("the game is over");
    }
}
