package tabuleiro.chess.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.StringReader;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import tabuleiro.chess.Agent;
import tabuleiro.chess.AlphaBetaAgent;
import tabuleiro.chess.Colour;
import tabuleiro.chess.Game;
import tabuleiro.chess.GameState;
import tabuleiro.chess.PieceKind;
import tabuleiro.chess.Square;

class TextUiTest {

    @TempDir
    Path folder;

    private final StringWriter out = new StringWriter();

    private TextUi ui(String typed) {
        return new TextUi(new StringReader(typed), out, folder.resolve("game.txt"));
    }

    @Test
    void aGameIsPlayedToMateWithEveryMoveForm() {
        TextUi ui = ui("e2>>e4\ne7e5\nBc4\nNc6\nd1>>h5\nNf6\nQxf7#\n");
        Game game = Game.newGame();

        assertThat(ui.play(game, ui.human(), ui.human())).isEqualTo(TextUi.Stop.OVER);

        assertThat(game.state()).isEqualTo(GameState.CHECKMATE);
        assertThat(out.toString()).contains("State: start. White to move.",
                "State: in progress. Black to move.", "White plays Qxf7#.",
                "Captured: white none; black p.", "State: checkmate.",
                "White wins by checkmate (1-0).", "8 r . b q k b . r 8");
    }

    @Test
    void badInputIsAnsweredAndTheSamePlayerTypesAgain() {
        TextUi ui = ui("\nhello\ne7e5\ne2e5\ne4\n");
        Game game = Game.newGame();

        assertThat(ui.play(game, ui.human(), ui.human())).isEqualTo(TextUi.Stop.INPUT_ENDED);

        assertThat(game.moves()).hasSize(1);
        assertThat(out.toString()).contains("Nothing was typed", "\"hello\" is not a move",
                "the piece on e7 is black's", "e2 to e5 is not a legal move",
                "White plays e4.", "The input ended");
    }

    @Test
    void renderResignsAndCheckIsAnnounced() {
        TextUi ui = ui("e4\nf5\nQh5\nRENDER\n");
        Game game = Game.newGame();

        ui.play(game, ui.human(), ui.human());

        assertThat(game.state()).isEqualTo(GameState.RESIGNED);
        assertThat(out.toString()).contains("State: check.", "Black is in check.",
                "Black resigns.", "White wins by resignation (1-0).");
    }

    @Test
    void pausarSavesAndLoadGameReplays() throws IOException {
        TextUi ui = ui("e4\ne5\nPAUSAR\n");

        assertThat(ui.play(Game.newGame(), ui.human(), ui.human()))
                .isEqualTo(TextUi.Stop.PAUSED);
        assertThat(Files.readAllLines(folder.resolve("game.txt")))
                .containsExactly("e2>>e4", "e7>>e5");
        assertThat(out.toString()).contains("State: paused.");

        Game loaded = ui("").load(folder.resolve("game.txt")).orElseThrow();
        assertThat(loaded.moves()).hasSize(2);
        assertThat(loaded.sideToMove()).isEqualTo(Colour.WHITE);
    }

    @Test
    void aCorruptedOrMissingFileIsAMessage() throws IOException {
        Path file = folder.resolve("bad.txt");
        Files.writeString(file, "e2>>e4\nrubbish\ne7>>e5\n");

        Game loaded = ui("").load(file).orElseThrow();

        assertThat(loaded.moves()).hasSize(1);
        assertThat(out.toString()).contains("The file is corrupted: line 2");
        assertThat(ui("").load(folder.resolve("missing.txt"))).isEmpty();
        assertThat(out.toString()).contains("could not be read");
    }

    @Test
    void aSaveThatFailsIsAMessageAndTheGameGoesOn() {
        TextUi ui = new TextUi(new StringReader("PAUSAR\n"), out,
                folder.resolve("no-such-folder").resolve("game.txt"));

        assertThat(ui.play(Game.newGame(), ui.human(), ui.human()))
                .isEqualTo(TextUi.Stop.INPUT_ENDED);
        assertThat(out.toString()).contains("could not be saved");
    }

    @Test
    void promotionAsksForThePiece() {
        TextUi ui = ui("a7a8\nk\nn\n");
        Game game = Game.fromFen("4k3/P7/8/8/8/8/8/4K3 w - - 0 1");

        ui.play(game, ui.human(), ui.human());

        assertThat(game.moves().get(0).promotion()).isEqualTo(PieceKind.KNIGHT);
        assertThat(out.toString()).contains("Promote to", "type q, r, b or n, not \"k\"");
    }

    @Test
    void drawsAreClaimedOfferedAndAgreed() {
        TextUi claim = ui("Nf3\nNf6\nNg1\nNg8\nNf3\nNf6\nNg1\nNg8\nEMPATE\n");
        Game repeated = Game.newGame();
        claim.play(repeated, claim.human(), claim.human());
        assertThat(repeated.state()).isEqualTo(GameState.DRAW);
        assertThat(out.toString()).contains("may claim a draw by threefold repetition",
                "claims a draw by threefold repetition", "State: draw (threefold repetition).");

        TextUi offer = ui("EMPATE\nmaybe\nn\nEMPATE\ns\n");
        Game agreed = Game.newGame();
        offer.play(agreed, offer.human(), offer.human());
        assertThat(agreed.state()).isEqualTo(GameState.DRAW);
        assertThat(out.toString()).contains("offers a draw", "Type s to accept",
                "declined", "Draw agreed.");
    }

    @Test
    void theComputerPlaysItsSeatAndDeclinesDraws() {
        TextUi ui = ui("EMPATE\ne4\n");
        Game game = Game.newGame();

        ui.play(game, ui.human(), new AlphaBetaAgent(1));

        assertThat(game.moves()).hasSize(2);
        assertThat(out.toString()).contains("(computer) declines", "Black (computer) plays");
    }

    @Test
    void aFailingEngineOrAgentIsASentence() {
        TextUi ui = ui("");
        Agent unfinished = game -> {
            throw new UnsupportedOperationException("Exercise 2: implement it");
        };
        Agent broken = game -> null;

        assertThat(ui.play(Game.newGame(), unfinished, ui.human()))
                .isEqualTo(TextUi.Stop.BROKEN);
        assertThat(ui.play(Game.newGame(), broken, ui.human())).isEqualTo(TextUi.Stop.BROKEN);
        assertThat(out.toString()).contains("The engine is not finished: Exercise 2",
                "The engine broke: NullPointerException");
    }

    @Test
    void theBoardIsDrawnWithLabels() {
        String board = BoardView.draw(Game.newGame().position());

        assertThat(board.lines()).hasSize(10).first().isEqualTo("  a b c d e f g h");
        assertThat(board).contains("1 R N B Q K B N R 1", "5 . . . . . . . . 5");
        assertThat(Square.parse("a1")).isNotNull();
    }
}
