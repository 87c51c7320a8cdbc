package tabuleiro.quarto.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.StringReader;
import java.io.StringWriter;
import org.junit.jupiter.api.Test;
import tabuleiro.quarto.Agent;
import tabuleiro.quarto.Game;
import tabuleiro.quarto.Piece;
import tabuleiro.quarto.Player;
import tabuleiro.quarto.Pool;
import tabuleiro.quarto.RandomAgent;
import tabuleiro.quarto.Square;
import tabuleiro.quarto.Variant;
import tabuleiro.quarto.search.StrongAgent;
import tabuleiro.ui.Language;
import tabuleiro.ui.Texts;

/** Tests of the text UI: the menu, the prompts, the answers to bad input, and failures. */
class TextUiTest {

    private final StringWriter output = new StringWriter();

    private TextUi ui(String typed) {
        return new TextUi(new StringReader(typed), output);
    }

    private String transcript() {
        return output.toString().replace(System.lineSeparator(), "\n");
    }

    private long menus() {
        return transcript().lines().filter(line -> line.strip().equals("b: Play")).count();
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
        assertThat(output.toString())
                .contains(Texts.of(QuartoTexts.class, Language.ENGLISH).text("rules"))
                .contains("Quarto is played by two players on a 4x4 board with 16 pieces.")
                .contains("Try again: type only a, b or z.")
                .contains("Goodbye!");
    }

    @Test
    void theEndOfTheInputEndsTheMenuAndTheGame() {
        TextUi ui = ui("b\n");

        assertThat(ui.run(TextUiTest::newGame, new RandomAgent(1), ui.keyboard())).isTrue();
        assertThat(transcript()).contains("The input ended before the game did.\nGoodbye!\n");
        assertThat(menus()).isEqualTo(1);
    }

    @Test
    void theEndOfTheInputAtTheMenuSaysGoodbye() {
        TextUi ui = ui("");

        assertThat(ui.run(TextUiTest::newGame, ui.keyboard(), ui.keyboard())).isTrue();
        assertThat(transcript()).endsWith("Option? \nThe input ended. Goodbye!\n");
    }

    @Test
    void quitOrSairLeavesFromTheMenuAndFromAGame() {
        TextUi atTheMenu = ui("quit\n");
        assertThat(atTheMenu.run(TextUiTest::newGame, atTheMenu.keyboard(), atTheMenu.keyboard()))
                .isTrue();
        assertThat(transcript()).endsWith("Option? Goodbye!\n");

        output.getBuffer().setLength(0);
        TextUi inAGame = ui("b\na\nSAIR\nb\n");
        assertThat(inAGame.run(TextUiTest::newGame, inAGame.keyboard(), inAGame.keyboard()))
                .isTrue();
        assertThat(transcript()).endsWith("Player 1 quit.\nGoodbye!\n");
        assertThat(menus()).isEqualTo(1);
    }

    @Test
    void helpIsAnsweredAtEveryPromptAndTheQuestionAskedAgain() {
        TextUi ui = ui("help\nb\najuda\na\n?\nb1\nz\nz\n");

        ui.run(TextUiTest::newGame, ui.keyboard(), ui.keyboard());

        assertThat(transcript())
                .contains("Option? Type a to read the rules, b to play a game, z to exit.\n"
                        + "Type quit (or sair) to stop.\nOption? ")
                .contains("Player 2, which piece for player 1? (letter; z: menu; help) Choose"
                        + " the piece that player 1 places next: type its letter, in either"
                        + " case; a piece is named by a letter from a to p.\nPieces not yet"
                        + " played:\n   a:(B!  b:(B;")
                .contains("Player 1, where does (B! go? (such as A1 or 1a; z: menu; help) Name an"
                        + " empty square for the tall light round solid piece: a column letter"
                        + " A to D and a row digit 1 to 4, in either order and either case, such"
                        + " as A1 or 1a. Empty now: A1 B1 C1 D1 A2")
                .contains("Player 1 places (B! on B1.");
    }

    @Test
    void eachPieceKeepsItsLetterAndItsPlaceInTheList() {
        TextUi ui = ui("a\na1\na\nb\nb1\nz\n");

        Game game = ui.play(newGame(), ui.keyboard(), ui.keyboard());

        assertThat(game.board().pieceAt(Square.parse("B1"))).contains(Piece.parse("(B;"));
        assertThat(transcript()).contains(String.join("\n",
                "Pieces not yet played:",
                "          b:(B;  c:[B!  d:[B;",
                "   e:(P!  f:(P;  g:[P!  h:[P;", ""))
                .contains("Try again: a names the tall light round solid piece, which is already"
                        + " on the board; a piece is named by a letter from b to p.\n");
    }

    @Test
    void aLineOfPiecesAllPlayedIsLeftOut() {
        Pool pool = Pool.full();
        for (Piece piece : Piece.all().subList(0, 5)) {
            pool = pool.without(piece);
        }

        assertThat(TextUi.listing(pool, new Words(Language.ENGLISH))
                .replace(System.lineSeparator(), "\n")).isEqualTo(
                String.join("\n",
                        "Pieces not yet played:",
                        "          f:(P;  g:[P!  h:[P;",
                        "   i:(b!  j:(b;  k:[b!  l:[b;",
                        "   m:(p!  n:(p;  o:[p!  p:[p;"));
    }

    @Test
    void anOccupiedSquareIsNamedWithItsPieceInWords() {
        Game game = newGame();
        game.choose(Piece.parse("[P;")).place(Square.parse("A1"));
        TextUi ui = ui("a\na1\nz\n");

        ui.play(game, ui.keyboard(), ui.keyboard());

        assertThat(transcript()).contains("Try again: square A1 is taken by the tall dark square"
                + " hollow piece; choose an empty square.").doesNotContain(";;");
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
        assertThat(output.toString()).contains("The engine is not finished: exercise 6 asks for it")
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
