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
                "Captured white pieces: none. Captured black pieces: pawn.", "State: checkmate.",
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
    void aSaveThatFailsIsAMessageAndTheGameGoesOn() throws IOException {
        Path notAFolder = Files.writeString(folder.resolve("a-file"), "");
        TextUi ui = new TextUi(new StringReader("PAUSAR\n"), out,
                notAFolder.resolve("game.txt"));

        assertThat(ui.play(Game.newGame(), ui.human(), ui.human()))
                .isEqualTo(TextUi.Stop.INPUT_ENDED);
        assertThat(out.toString()).contains("could not be saved");
    }

    @Test
    void aSaveMakesTheFoldersItNeedsAndSaysWhere() throws IOException {
        Path file = folder.resolve("new").resolve("folder").resolve("game.txt");
        TextUi ui = new TextUi(new StringReader("e4\npause\n"), out, file);

        assertThat(ui.play(Game.newGame(), ui.human(), ui.human()))
                .isEqualTo(TextUi.Stop.PAUSED);
        assertThat(Files.readAllLines(file)).containsExactly("e2>>e4");
        assertThat(out.toString()).contains("1 move(s) saved to " + file.toAbsolutePath(),
                "--load " + file.toAbsolutePath());
    }

    @Test
    void theCommandsAreUnderstoodInEnglishAndPortugueseInAnyCase() throws IOException {
        TextUi resign = ui("e4\n  Resign \n");
        Game resigned = Game.newGame();
        resign.play(resigned, resign.human(), resign.human());
        assertThat(resigned.state()).isEqualTo(GameState.RESIGNED);
        assertThat(out.toString()).contains("Black resigns.");

        TextUi pause = ui("e4\nPAUSE\n");
        assertThat(pause.play(Game.newGame(), pause.human(), pause.human()))
                .isEqualTo(TextUi.Stop.PAUSED);
        assertThat(Files.readAllLines(folder.resolve("game.txt"))).containsExactly("e2>>e4");

        TextUi draw = ui("Draw\nYes\n");
        Game drawn = Game.newGame();
        draw.play(drawn, draw.human(), draw.human());
        assertThat(drawn.state()).isEqualTo(GameState.DRAW);

        TextUi empate = ui("empate\nnão\nrender\n");
        Game declined = Game.newGame();
        empate.play(declined, empate.human(), empate.human());
        assertThat(declined.state()).isEqualTo(GameState.RESIGNED);
        assertThat(out.toString()).contains("The draw offer is declined.");
    }

    @Test
    void helpIsAnsweredAtEveryPromptAndTheSameQuestionAskedAgain() {
        TextUi ui = ui("help\n?\nEMPATE\najuda\nn\na7a8\nHELP\nq\n");
        Game game = Game.fromFen("4k3/P7/8/8/8/8/8/4K3 w - - 0 1");

        ui.play(game, ui.human(), ui.human());

        String written = out.toString();
        assertThat(game.moves()).hasSize(1);
        assertThat(written).contains("Type a move as e2>>e4", "resign (RENDER) gives up the game",
                "draw (EMPATE) claims a draw, or offers one", "pause (PAUSAR) saves the game",
                "quit (sair) saves the game and stops too", "help (ajuda, ?) shows this.",
                "Type s (sim) or y (yes) to accept the draw", "q queen, r rook, b bishop or n"
                + " knight");
        assertThat(written.split("White to move: ", -1)).hasSize(5);
        assertThat(written).doesNotContain("is not a move");
    }

    @Test
    void quitSavesTheGameAndStopsAtEveryPrompt() throws IOException {
        TextUi atMove = ui("e4\nsair\n");
        assertThat(atMove.play(Game.newGame(), atMove.human(), atMove.human()))
                .isEqualTo(TextUi.Stop.PAUSED);
        assertThat(Files.readAllLines(folder.resolve("game.txt"))).containsExactly("e2>>e4");

        TextUi atPromotion = ui("a7a8\nQuit\n");
        assertThat(atPromotion.play(Game.fromFen("4k3/P7/8/8/8/8/8/4K3 w - - 0 1"),
                atPromotion.human(), atPromotion.human())).isEqualTo(TextUi.Stop.PAUSED);
        assertThat(Files.readAllLines(folder.resolve("game.txt")))
                .containsExactly("FEN 4k3/P7/8/8/8/8/8/4K3 w - - 0 1");

        TextUi atDrawOffer = ui("e4\ndraw\nquit\n");
        assertThat(atDrawOffer.play(Game.newGame(), atDrawOffer.human(), atDrawOffer.human()))
                .isEqualTo(TextUi.Stop.PAUSED);
        assertThat(Files.readAllLines(folder.resolve("game.txt"))).containsExactly("e2>>e4");
        assertThat(out.toString()).contains("State: paused.");
    }

    @Test
    void theEndOfTheInputSavesTheGameAtEveryPrompt() throws IOException {
        TextUi atMove = ui("e4\ne5");
        assertThat(atMove.play(Game.newGame(), atMove.human(), atMove.human()))
                .isEqualTo(TextUi.Stop.INPUT_ENDED);
        assertThat(Files.readAllLines(folder.resolve("game.txt")))
                .containsExactly("e2>>e4", "e7>>e5");

        TextUi atDrawOffer = ui("e4\nEMPATE\n");
        assertThat(atDrawOffer.play(Game.newGame(), atDrawOffer.human(), atDrawOffer.human()))
                .isEqualTo(TextUi.Stop.INPUT_ENDED);
        assertThat(Files.readAllLines(folder.resolve("game.txt"))).containsExactly("e2>>e4");
        assertThat(out.toString()).contains("The input ended before the game did.",
                "1 move(s) saved to");
        assertThat(TextUi.Stop.INPUT_ENDED.exitStatus().code()).isZero();
        assertThat(TextUi.Stop.BROKEN.exitStatus().code()).isEqualTo(1);
    }

    @Test
    void controlCharactersAreDroppedAndOverlongLinesRefused() {
        TextUi ui = ui("e\u00002\u001b>>e4\n" + "e5".repeat(200) + "\ne5\n");
        Game game = Game.newGame();

        ui.play(game, ui.human(), ui.human());

        assertThat(game.moves()).hasSize(2);
        assertThat(out.toString()).contains("longer than 200 characters");
    }

    @Test
    void quittingAgainAfterASaveFailedLeavesUnsaved() throws IOException {
        Path notAFolder = Files.writeString(folder.resolve("a-file"), "");
        TextUi ui = new TextUi(new StringReader("quit\nquit\n"), out,
                notAFolder.resolve("game.txt"));

        assertThat(ui.play(Game.newGame(), ui.human(), ui.human()))
                .isEqualTo(TextUi.Stop.QUIT_UNSAVED);
        assertThat(out.toString()).contains("could not be saved",
                "Type quit (sair) again to leave without saving", "The game stops here, unsaved.");
    }

    @Test
    void capturedPiecesAreNamedAndCountedByKindForEachColour() {
        TextUi ui = ui("e4\nd5\nexd5\ne5\ndxe6\nNf6\nexf7\nKxf7\n");
        ui.play(Game.newGame(), ui.human(), ui.human());
        assertThat(out.toString()).contains(
                "Captured white pieces: pawn. Captured black pieces: 3 pawns.");

        TextUi mixed = ui("e4\ne5\nNf3\nNc6\nBb5\na6\nBxc6\ndxc6\nNxe5\n");
        mixed.play(Game.newGame(), mixed.human(), mixed.human());
        assertThat(out.toString()).contains(
                "Captured white pieces: bishop. Captured black pieces: pawn, knight.");
    }

    @Test
    void aCorruptedFileIsKeptBeforeItIsSavedOver() throws IOException {
        Path file = folder.resolve("game.txt");
        String damaged = "e2>>e4\n???\ne7>>e5\n";
        Files.writeString(file, damaged);
        Files.writeString(folder.resolve("game.txt.corrupted"), "an older copy");
        TextUi ui = ui("e5\npause\n");

        Game game = ui.load(file).orElseThrow();
        assertThat(ui.play(game, ui.human(), ui.human())).isEqualTo(TextUi.Stop.PAUSED);

        assertThat(Files.readAllLines(file)).containsExactly("e2>>e4", "e7>>e5");
        assertThat(Files.readString(folder.resolve("game.txt.corrupted-2"))).isEqualTo(damaged);
        assertThat(Files.readString(folder.resolve("game.txt.corrupted")))
                .isEqualTo("an older copy");
        assertThat(out.toString()).contains("The corrupted file is kept as it was in "
                + folder.resolve("game.txt.corrupted-2").toAbsolutePath());
    }

    @Test
    void aFileReadWholeIsSavedOverWithoutACopy() throws IOException {
        Path file = folder.resolve("game.txt");
        Files.writeString(file, "e2>>e4\n");
        TextUi ui = ui("e5\npause\n");

        ui.play(ui.load(file).orElseThrow(), ui.human(), ui.human());

        assertThat(Files.readAllLines(file)).containsExactly("e2>>e4", "e7>>e5");
        assertThat(folder.toFile().list()).containsExactly("game.txt");
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
        assertThat(out.toString()).contains("offers a draw", "Type s (or y) to accept",
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
        assertThat(out.toString()).contains("The engine is not finished: exercise 2 asks for it",
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
