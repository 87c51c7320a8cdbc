package tabuleiro.features.galo;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import org.junit.jupiter.api.Test;
import tabuleiro.features.GlueWords;
import tabuleiro.galo.Game;
import tabuleiro.galo.Mark;
import tabuleiro.galo.Result;
import tabuleiro.galo.Square;
import tabuleiro.ui.ContractTwins;
import tabuleiro.ui.Language;

/**
 * Tests of the lines that say which rule a Jogo do Galo example waits on (issue 83): they are
 * worked out from the board read with markAt and from result and nextMark alone, appear only
 * when the board shows another rule broken, and are said in Portuguese by the rule book's twins.
 */
class WaitsOnTest {

    private static final ContractTwins PORTUGUESE =
            ContractTwins.of(GlueWords.class, Language.PORTUGUESE);

    /** Seven marks, c3 among them, no line of three: where draw-on-last-square draws. */
    private static final Drawing C3_FILLED_EARLY = Drawing.read(
            """
              a b c
            1 X O .
            2 . O X
            3 O X X
            """);

    private static final Drawing FULL_WITHOUT_A_LINE = Drawing.read(
            """
              a b c
            1 X O X
            2 X O O
            3 O X X
            """);

    @Test
    void aDrawWithAnEmptySquareLeftWaitsOnTheDrawRule() {
        assertThat(GaloWorld.waitsOnTheFullBoard(C3_FILLED_EARLY, Result.DRAW))
                .isEqualTo("The board has an empty square, c1, and no line of three, but"
                        + " result() is DRAW: this example waits on rule GALO-09 (a board with an"
                        + " empty square left is not a draw).");
        assertThat(GaloWorld.waitsOn(C3_FILLED_EARLY, Result.DRAW, List.of(), Mark.O))
                .contains("waits on rule GALO-09");
    }

    @Test
    void aFullBoardTheEngineLetsGoOnWaitsOnTheDrawRule() {
        assertThat(GaloWorld.waitsOnTheFullBoard(FULL_WITHOUT_A_LINE, Result.IN_PLAY))
                .isEqualTo("The board is full with no line of three, but result() is IN_PLAY:"
                        + " this example waits on rule GALO-09 (a full board without three in a"
                        + " row is a draw).");
    }

    @Test
    void noDrawLineWhenTheResultAgreesWithTheBoard() {
        assertThat(GaloWorld.waitsOnTheFullBoard(C3_FILLED_EARLY, Result.IN_PLAY)).isEmpty();
        assertThat(GaloWorld.waitsOnTheFullBoard(FULL_WITHOUT_A_LINE, Result.DRAW)).isEmpty();
        // A draw beside a line of three is the win rules' to name, not the draw's.
        Drawing rowOfX = Drawing.read(
                """
                  a b c
                1 X X X
                2 O O .
                3 . . .
                """);
        assertThat(GaloWorld.waitsOnTheFullBoard(rowOfX, Result.DRAW)).isEmpty();
        assertThat(GaloWorld.waitsOn(rowOfX, Result.DRAW, List.of(), Mark.O))
                .contains("rule GALO-06");
    }

    @Test
    void aLineTheEngineNamesNoWinnerForWaitsOnItsDirectionsRule() {
        Drawing row = Drawing.read(
                """
                  a b c
                1 . . .
                2 O O .
                3 X X X
                """);
        Drawing column = Drawing.read(
                """
                  a b c
                1 O X .
                2 O X .
                3 . X .
                """);
        Drawing diagonal = Drawing.read(
                """
                  a b c
                1 O X X
                2 . O X
                3 X . O
                """);
        assertThat(GaloWorld.waitsOnTheWin(row, Result.IN_PLAY)).isEqualTo("The board has X on"
                + " a3 b3 c3, three in a row, but result() is IN_PLAY: this example waits on rule"
                + " GALO-06 (three marks of one player along a row win).");
        assertThat(GaloWorld.waitsOnTheWin(column, Result.IN_PLAY)).isEqualTo("The board has X"
                + " on b1 b2 b3, three in a column, but result() is IN_PLAY: this example waits"
                + " on rule GALO-07 (three marks of one player along a column win).");
        assertThat(GaloWorld.waitsOnTheWin(diagonal, Result.DRAW)).isEqualTo("The board has O"
                + " on a1 b2 c3, three in a diagonal, but result() is DRAW: this example waits on"
                + " rule GALO-08 (three marks of one player along either diagonal win).");
        assertThat(GaloWorld.waitsOnTheWin(row, Result.X_WINS)).isEmpty();
        assertThat(GaloWorld.waitsOnTheWin(C3_FILLED_EARLY, Result.IN_PLAY)).isEmpty();
    }

    /**
     * A win whose winning line is not the winner's three squares waits on the rule of the
     * line's direction; a line given from either end, or the other of two lines a mark
     * completed at once, says nothing.
     */
    @Test
    void aWinningLineThatIsNotTheWinnersWaitsOnItsDirectionsRule() {
        Drawing column = Drawing.read(
                """
                  a b c
                1 O X .
                2 O X .
                3 . X .
                """);
        List<Square> down = List.of(new Square(1, 2), new Square(2, 2), new Square(3, 2));
        assertThat(GaloWorld.waitsOnTheWinningLine(column, Result.X_WINS, List.of()))
                .isEqualTo("The board has X on b1 b2 b3, three in a column, and result() is"
                        + " X_WINS, but winningLine() is []: this example waits on rule GALO-07"
                        + " (three marks of one player along a column win).");
        assertThat(GaloWorld.waitsOnTheWinningLine(column, Result.X_WINS,
                List.of(new Square(1, 1), new Square(2, 1), new Square(3, 1))))
                .contains("winningLine() is [a1 a2 a3]").contains("rule GALO-07");
        assertThat(GaloWorld.waitsOnTheWinningLine(column, Result.X_WINS, down)).isEmpty();
        assertThat(GaloWorld.waitsOnTheWinningLine(column, Result.X_WINS,
                List.of(down.get(2), down.get(1), down.get(0)))).isEmpty();
        assertThat(GaloWorld.waitsOnTheWinningLine(column, Result.IN_PLAY, List.of())).isEmpty();
        // A win the board does not show is another mistake, not this one.
        assertThat(GaloWorld.waitsOnTheWinningLine(column, Result.O_WINS, List.of())).isEmpty();
        Drawing bothDiagonals = Drawing.read(
                """
                  a b c
                1 X O X
                2 O X O
                3 X O X
                """);
        assertThat(GaloWorld.waitsOnTheWinningLine(bothDiagonals, Result.X_WINS,
                List.of(new Square(1, 3), new Square(2, 2), new Square(3, 1)))).isEmpty();
        assertThat(PORTUGUESE.say("(the board)\n" + GaloWorld.waitsOnTheWinningLine(column,
                Result.X_WINS, List.of()))).isEqualTo("(the board)\nO tabuleiro tem X em b1 b2 b3,"
                        + " três numa coluna, e result() é X_WINS, mas winningLine() é []: este"
                        + " exemplo espera pela regra GALO-07 (três marcas de um jogador ao longo"
                        + " de uma coluna ganham).");
    }

    @Test
    void aTurnTheCountsDoNotGiveWaitsOnTheTurnsRules() {
        assertThat(GaloWorld.waitsOnTheTurn(C3_FILLED_EARLY, Mark.X)).isEqualTo("The board"
                + " holds 4 X and 3 O, so O is next, but nextMark() is X: this example waits on"
                + " rule GALO-03 (the players alternate, X then O).");
        assertThat(GaloWorld.waitsOnTheTurn(C3_FILLED_EARLY, Mark.O)).isEmpty();
        Drawing empty = Drawing.read(
                """
                  a b c
                1 . . .
                2 . . .
                3 . . .
                """);
        assertThat(GaloWorld.waitsOnTheTurn(empty, Mark.O)).endsWith("this example waits on"
                + " rule GALO-02 (X moves first).");
        assertThat(GaloWorld.waitsOnTheTurn(empty, Mark.X)).isEmpty();
        // Counts no game reaches are the example's own to report.
        Drawing twoOs = Drawing.read(
                """
                  a b c
                1 O O .
                2 . . .
                3 . . .
                """);
        assertThat(GaloWorld.waitsOnTheTurn(twoOs, Mark.X)).isEmpty();
    }

    /** The reference's games, under way, won and drawn, say nothing: nothing is broken. */
    @Test
    void noLineOnACorrectGame() {
        assertThat(GaloWorld.waitsOn(null)).isEmpty();
        assertThat(GaloWorld.waitsOn(Game.newGame())).isEmpty();
        assertThat(GaloWorld.waitsOn(play("a1", "b2", "c3"))).isEmpty();
        Game won = play("a1", "a2", "b1", "b2", "c1");
        assertThat(won.winner()).contains(Mark.X);
        assertThat(GaloWorld.waitsOn(won)).isEmpty();
        Game drawn = play("a1", "b2", "c3", "b1", "b3", "a3", "c1", "c2", "a2");
        assertThat(drawn.result()).isEqualTo(Result.DRAW);
        assertThat(GaloWorld.waitsOn(drawn)).isEmpty();
    }

    /** The wrapper passes a refusal on untouched: only a broken contract gets a line. */
    @Test
    void playPassesARefusalOnAsTheEngineThrewIt() {
        Game won = play("a1", "a2", "b1", "b2", "c1");
        assertThatThrownBy(() -> GaloWorld.play(won, Square.parse("c3")))
                .isInstanceOf(IllegalStateException.class).hasMessageNotContaining("waits on");
        assertThat(GaloWorld.play(Game.newGame(), Square.parse("b2")).nextMark())
                .isEqualTo(Mark.O);
    }

    @Test
    void eachLineIsSaidInPortuguese() {
        String board = "The board, as markAt answers it:\n" + C3_FILLED_EARLY
                + "\nnextMark() is O, result() is DRAW";
        // As GaloWorld.play passes on the class invariant the engine failed inside play.
        String said = PORTUGUESE.say("invariant: a full board without three in a row is a draw,"
                + " and only that (GALO-09)\n" + board + "\n"
                + GaloWorld.waitsOnTheFullBoard(C3_FILLED_EARLY, Result.DRAW));
        assertThat(said).contains("O tabuleiro, como markAt o responde:").contains("nextMark() é"
                + " O, result() é DRAW").endsWith("\nO tabuleiro tem uma casa vazia, c1, e"
                        + " nenhuma linha de três, mas result() é DRAW: este exemplo espera pela"
                        + " regra GALO-09 (um tabuleiro com uma casa vazia não é um empate).")
                .doesNotContain("waits on");
        assertThat(PORTUGUESE.say("(the screen)\n"
                + GaloWorld.waitsOnTheFullBoard(FULL_WITHOUT_A_LINE, Result.IN_PLAY)))
                .endsWith("este exemplo espera pela regra GALO-09 (um tabuleiro cheio sem três em"
                        + " linha é um empate).");
        Drawing diagonal = Drawing.read(
                """
                  a b c
                1 O X X
                2 . O X
                3 X . O
                """);
        assertThat(PORTUGUESE.say("(the board)\n" + GaloWorld.waitsOnTheWin(diagonal,
                Result.IN_PLAY))).isEqualTo("(the board)\nO tabuleiro tem O em a1 b2 c3, três"
                        + " numa diagonal, mas result() é IN_PLAY: este exemplo espera pela regra"
                        + " GALO-08 (três marcas de um jogador ao longo de qualquer das diagonais"
                        + " ganham).");
        assertThat(PORTUGUESE.say("(the board)\n" + GaloWorld.waitsOnTheTurn(C3_FILLED_EARLY,
                Mark.X))).endsWith("este exemplo espera pela regra GALO-03 (os jogadores"
                        + " alternam, X e depois O).");
        // As the text UI's step says a line the UI did not write (GlueWords' text.ui.say).
        assertThat(PORTUGUESE.say("The text UI should say \"X wins with a1 b1 c1.\", but it did"
                + " not. The last thing it wrote was:\n(the screen)\n"
                + GaloWorld.waitsOnTheFullBoard(C3_FILLED_EARLY, Result.DRAW)))
                .startsWith("A interface de texto devia dizer").contains("espera pela regra"
                        + " GALO-09").doesNotContain("waits on");
    }

    @Test
    void aNameTypedThatTheEnginesParseDoesNotReadAsItsSquareWaitsOnTheNamesRule() {
        String typed = "b2\nA1\nB1\nd4\n\nC3\nB3\n";
        // The reference reads either case: no line.
        assertThat(TextUiSteps.waitsOnTheNames(typed, Square::parse)).isEmpty();
        // A parse that refuses upper case: the first upper-case name typed is named.
        java.util.function.Function<String, Square> lowerOnly = name -> {
            if (!name.equals(name.toLowerCase(java.util.Locale.ROOT))) {
                throw new IllegalArgumentException("not a square");
            }
            return Square.parse(name);
        };
        assertThat(TextUiSteps.waitsOnTheNames(typed, lowerOnly)).isEqualTo("Square.parse(\"A1\")"
                + " refuses it, but \"A1\" names the square a1: this example waits on rule"
                + " GALO-05 (a square is named by its column's letter, in either case, and then"
                + " its row's number).");
        // A parse that reads the row for the column: the square it gives is named.
        assertThat(TextUiSteps.waitsOnTheNames("B1\n", name -> Square.parse(
                "" + (char) ('a' + name.charAt(1) - '1') + (char) ('1' + Character.toLowerCase(
                        name.charAt(0)) - 'a')))).startsWith("Square.parse(\"B1\") reads a2, but"
                + " \"B1\" names the square b1: this example waits on rule GALO-05");
        // A method not written yet names no rule: its stub says so.
        assertThat(TextUiSteps.waitsOnTheNames(typed, name -> {
            throw new UnsupportedOperationException("Exercise 1: Square.parse");
        })).isEmpty();
        assertThat(PORTUGUESE.say("(the screen)\n" + TextUiSteps.waitsOnTheNames(typed,
                lowerOnly))).isEqualTo("(the screen)\nSquare.parse(\"A1\") recusa-o, mas \"A1\""
                + " é o nome da casa a1: este exemplo espera pela regra GALO-05 (uma casa é"
                + " nomeada pela letra da sua coluna, em maiúscula ou minúscula, e depois pelo"
                + " número da sua linha).");
    }

    private static Game play(String... squares) {
        Game game = Game.newGame();
        for (String square : squares) {
            game.play(Square.parse(square));
        }
        return game;
    }
}
