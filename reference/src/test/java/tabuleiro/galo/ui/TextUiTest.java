package tabuleiro.galo.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.StringReader;
import java.io.StringWriter;
import org.junit.jupiter.api.Test;
import tabuleiro.galo.Agent;
import tabuleiro.galo.Game;
import tabuleiro.galo.Mark;
import tabuleiro.galo.PerfectAgent;
import tabuleiro.galo.RandomAgent;
import tabuleiro.galo.Result;
import tabuleiro.galo.Square;
import tabuleiro.ui.Language;

/**
 * Tests of the text UI (rule GALO-11): a script of typed lines goes in, and the transcript that
 * comes out is checked, along with the game the UI returns.
 */
class TextUiTest {

    private final StringWriter output = new StringWriter();

    private TextUi ui(String typed) {
        return new TextUi(new StringReader(typed), output);
    }

    private String transcript() {
        return output.toString().replace(System.lineSeparator(), "\n");
    }

    @Test
    void twoPeoplePlayToAWinAndTheLineIsHighlighted() {
        TextUi ui = ui("a1\na2\nb1\nb2\nc1\n");

        Game game = ui.play(ui.keyboard(), ui.keyboard());

        assertThat(game.result()).isEqualTo(Result.X_WINS);
        assertThat(transcript()).contains("New game. X: human. O: human.")
                .contains("X (human) plays a1.", "O (human) plays a2.")
                .contains("1 [X][X][X]\n2  O  O  .\n")
                .endsWith("X wins with a1 b1 c1.\n");
    }

    @Test
    void twoPeoplePlayToADraw() {
        TextUi ui = ui("a1\nb2\nc3\nb1\nb3\na3\nc1\nc2\na2\n");

        Game game = ui.play(ui.keyboard(), ui.keyboard());

        assertThat(game.result()).isEqualTo(Result.DRAW);
        assertThat(transcript()).endsWith("Draw: the board is full.\n");
    }

    @Test
    void badInputIsAskedForAgainSayingWhatWasExpectedAndChangesNothing() {
        TextUi ui = ui("\nd4\nb2\nb2\nB2\nhello\na1\nq\n");

        Game game = ui.play(ui.keyboard(), ui.keyboard());

        String expected = "Type the name of an empty square, a column a to c and a row 1 to 3,"
                + " such as b2; ";
        assertThat(transcript()).contains(expected + "nothing was typed.",
                expected + "\"d4\" is not a square.", expected + "b2 already holds X.",
                expected + "\"hello\" is not a square.", "X quit. The game stops here.");
        assertThat(game.markAt(Square.parse("b2"))).contains(Mark.X);
        assertThat(game.markAt(Square.parse("a1"))).contains(Mark.O);
        assertThat(game.nextMark()).isEqualTo(Mark.X);
        assertThat(game.isOver()).isFalse();
    }

    @Test
    void helpListsTheEmptySquares() {
        TextUi ui = ui("b2\nhelp\nq\n");

        ui.play(ui.keyboard(), ui.keyboard());

        assertThat(transcript()).contains("a1, b1, c1, a2, c2, a3, b3, c3");
    }

    @Test
    void theEndOfTheInputStopsTheGame() {
        TextUi ui = ui("b2\n");

        Game game = ui.play(ui.keyboard(), ui.keyboard());

        assertThat(game.isOver()).isFalse();
        assertThat(transcript()).endsWith("The input ended before the game did. The game stops"
                + " here.\n");
    }

    @Test
    void aSessionKeepsTheScoreAndAsksToPlayAgainUntilAnAnswerIsYesOrNo() {
        TextUi ui = ui("a1\nb2\nc3\nb1\nb3\na3\nc1\nc2\na2\nmaybe\ny\nq\n");

        boolean done = ui.playSession(ui.keyboard(), ui.keyboard());

        assertThat(done).isTrue();
        assertThat(transcript()).contains("Games won: X 0, O 0; draws 1.",
                "Type y to play again or n to stop.", "X quit. The game stops here.");
    }

    @Test
    void theRandomAgentPlaysItsSeat() {
        TextUi ui = ui("b2\nq\n");

        Game game = ui.play(ui.keyboard(), new RandomAgent(1));

        assertThat(transcript()).contains("O (random agent) plays");
        assertThat(game.nextMark()).isEqualTo(Mark.X);
    }

    @Test
    void twoPerfectAgentsDrawAndTheSessionEndsWithTheInput() {
        TextUi ui = ui("");

        boolean done = ui.playSession(new PerfectAgent(), new PerfectAgent());

        assertThat(done).isTrue();
        assertThat(transcript()).contains("Draw: the board is full.",
                "Games won: X 0, O 0; draws 1.", "The input ended: no more games.");
    }

    @Test
    void anAgentThatChoosesAMarkedSquareStopsTheGameSayingSo() {
        Agent broken = (game, mark) -> Square.parse("b2");
        TextUi ui = ui("b2\n");

        boolean done = ui.playSession(ui.keyboard(), broken);

        assertThat(done).isFalse();
        assertThat(transcript()).contains("O (agent) chose b2, which is not an empty square: the"
                + " agent is broken.", "The game stops here.");
    }

    @Test
    void anAgentThatFailsStopsTheGameWithoutAStackTrace() {
        Agent broken = (game, mark) -> {
            throw new IllegalStateException("no idea");
        };
        TextUi ui = ui("b2\n");

        ui.play(ui.keyboard(), broken);

        assertThat(transcript()).contains("O (agent) broke while choosing a move:"
                + " IllegalStateException: no idea.").doesNotContain("\tat ");
    }

    @Test
    void anUnfinishedAgentIsNamedAsTheExerciseToFinish() {
        Agent unfinished = (game, mark) -> {
            throw new UnsupportedOperationException("Exercise 9: implement Agent.choose");
        };
        TextUi ui = ui("b2\n");

        ui.play(ui.keyboard(), unfinished);

        assertThat(transcript()).contains("O (agent) is not finished:");
    }

    @Test
    void speaksPortugueseAndSaysTheEnginesRefusalsInIt() {
        TextUi ui = new TextUi(new StringReader("b2\nb2\nzz\nsair\n"), output,
                Language.PORTUGUESE);

        ui.play(ui.keyboard(), ui.keyboard());

        String expected = "Escreva o nome de uma casa vazia, uma coluna de a a c e uma linha de"
                + " 1 a 3, como b2; ";
        assertThat(transcript()).contains("Novo jogo. X: humano. O: humano.", "Vez do O.",
                expected + "b2 já tem X.", expected + "\"zz\" não é uma casa.",
                "O desistiu. O jogo termina aqui.");
    }
}
