package tabuleiro.quarto.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.StringReader;
import java.io.StringWriter;
import org.junit.jupiter.api.Test;
import tabuleiro.quarto.Agent;
import tabuleiro.quarto.Game;
import tabuleiro.quarto.Piece;
import tabuleiro.quarto.Player;
import tabuleiro.quarto.RandomAgent;
import tabuleiro.quarto.Square;
import tabuleiro.quarto.Variant;
import tabuleiro.quarto.search.StrongAgent;

/** Tests of the text UI: the menu, the prompts, the answers to bad input, and failures. */
class TextUiTest {

    private final StringWriter output = new StringWriter();

    private TextUi ui(String typed) {
        return new TextUi(new StringReader(typed), output);
    }

    private static Game newGame() {
        return Game.start(Variant.SQUARES, Player.FIRST);
    }

    @Test
    void twoRandomAgentsPlayAGameToItsEnd() {
        TextUi ui = ui("");
        Game game = ui.play(newGame(), new RandomAgent(1), new RandomAgent(2));

        assertThat(game.isOver()).isTrue();
        String result = game.win().map(win -> "Player " + game.currentPlayer().number()
                + " wins with " + win + ".").orElse("Draw: the board is full.");
        assertThat(output.toString()).contains("Player 1: random agent. Player 2: random agent.")
                .contains(result);
    }

    @Test
    void aPersonPlaysAgainstTheStrongAgent() {
        TextUi ui = ui("a1\nz\n");
        Game game = ui.play(newGame(), ui.keyboard(), StrongAgent.ofDepth(1));

        assertThat(game.board().count()).isEqualTo(1);
        assertThat(output.toString()).contains("Player 2: strong agent.")
                .contains("Player 2 chooses (B! for player 1.")
                .contains("Player 1 places (B! on A1.")
                .contains("Player 1 quit. Back to the menu.");
    }

    @Test
    void theMenuShowsTheRulesPlaysAndExits() {
        boolean fine = ui("a\nq\nb\nz\nz\n").run(TextUiTest::newGame, new RandomAgent(1),
                new RandomAgent(2));

        assertThat(fine).isTrue();
        assertThat(output.toString()).contains(TextUi.RULES)
                .contains("Try again: type only a, b or z.")
                .contains("Goodbye!");
    }

    @Test
    void theEndOfTheInputEndsTheMenuAndTheGame() {
        TextUi ui = ui("b\n");

        assertThat(ui.run(TextUiTest::newGame, new RandomAgent(1), ui.keyboard())).isTrue();
        assertThat(output.toString()).contains("The input ended before the game did.");
    }

    @Test
    void anUnfinishedEngineIsReportedNotThrown() {
        Agent unfinished = new Agent() {
            @Override
            public Piece choosePiece(Game game) {
                throw new UnsupportedOperationException("Exercise 6: implement it");
            }

            @Override
            public Square chooseSquare(Game game) {
                throw new UnsupportedOperationException("Exercise 6: implement it");
            }
        };
        boolean fine = ui("b\n").run(TextUiTest::newGame, unfinished, unfinished);

        assertThat(fine).isFalse();
        assertThat(output.toString()).contains("The engine is not finished: Exercise 6")
                .contains("The game stops here.");
    }

    @Test
    void aBrokenAgentIsNamed() {
        Agent broken = new Agent() {
            @Override
            public Piece choosePiece(Game game) {
                throw new IllegalStateException("confused");
            }

            @Override
            public Square chooseSquare(Game game) {
                return Square.parse("A1");
            }
        };
        ui("").play(newGame(), broken, broken);

        assertThat(output.toString())
                .contains("Player 2 (agent) broke: IllegalStateException: confused");
    }

    @Test
    void anAgentThatBreaksTheRulesIsBlamed() {
        Agent cheat = new Agent() {
            @Override
            public Piece choosePiece(Game game) {
                return Piece.parse("(B!");
            }

            @Override
            public Square chooseSquare(Game game) {
                return Square.parse("A1");
            }
        };
        ui("").play(newGame(), cheat, cheat);

        assertThat(output.toString()).contains("Player 1 (agent) chose the tall light round"
                + " solid piece, which is not in the pool: the agent is broken.");
        output.getBuffer().setLength(0);
        Game game = newGame();
        game.choose(Piece.parse("(B!")).place(Square.parse("A1"));
        ui("").play(game, new RandomAgent(1), cheat);

        assertThat(output.toString()).contains("Player 2 (agent) chose square A1, which is not"
                + " an empty square: the agent is broken.");
    }

    @Test
    void aGameThatCannotStartIsReported() {
        boolean fine = ui("b\n").run(() -> {
            throw new IllegalStateException("no game");
        }, new RandomAgent(1), new RandomAgent(2));

        assertThat(fine).isFalse();
        assertThat(output.toString()).contains("The engine broke: IllegalStateException: no game");
    }
}
