package tabuleiro.checkers.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.StringReader;
import java.io.StringWriter;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import tabuleiro.checkers.AlphaBetaAgent;
import tabuleiro.checkers.Board;
import tabuleiro.checkers.Colour;
import tabuleiro.checkers.Game;
import tabuleiro.checkers.Piece;
import tabuleiro.checkers.Square;
import tabuleiro.checkers.Variant;

class TextUiTest {

    private final StringWriter out = new StringWriter();

    private TextUi ui(String typed) {
        return new TextUi(new StringReader(typed), out);
    }

    private Game solitaire(Game game, String typed) {
        TextUi ui = ui(typed);
        return ui.play(game, ui.keyboard(), ui.keyboard());
    }

    @Test
    void solitaireMovesBothSidesInTurn() {
        Game game = solitaire(Game.newGame(Variant.SIMPLIFIED), "22 18\n11-15\n");
        assertThat(game.history()).extracting(Object::toString).containsExactly("22-18", "11-15");
        assertThat(out.toString()).contains("White to move", "Black to move", "input ended");
    }

    @Test
    void nonsenseIsAnsweredWithWhatIsExpected() {
        Game game = solitaire(Game.newGame(Variant.CLASSIC),
                "banana\n\n40 2\n1 2 3\n11 15\n22 26\n22\n18\n");
        assertThat(out.toString()).contains("is not understood", "Type the square",
                "has no white piece", "No legal move goes from 22 to 26");
        assertThat(game.history()).extracting(Object::toString).containsExactly("22-18");
    }

    @Test
    void aMultiJumpIsPlayedOneJumpAtATime() {
        Game game = solitaire(Game.fromFen(Variant.CLASSIC, "W:W22:B18,11,1"),
                "22 8\n9\n15\n8\n");
        assertThat(out.toString()).contains("needs 2 jumps", "not one of the squares");
        assertThat(game.history()).extracting(Object::toString).containsExactly("22x15x8");
    }

    @Test
    void stoppingIsAllowedOnlyWhereCaptureIsOptional() {
        Game simplified = solitaire(Game.fromFen(Variant.SIMPLIFIED, "W:W22:B18,11,1"),
                "22 15\n");
        assertThat(simplified.history()).extracting(Object::toString).containsExactly("22x15");
        out.getBuffer().setLength(0);
        Game classic = solitaire(Game.fromFen(Variant.CLASSIC, "W:W22:B18,11,1"),
                "22 15\n22 8\nstop\n15\nstop\n8\n");
        assertThat(out.toString()).contains("No legal move goes from 22 to 15",
                "cannot stop here: no jump", "compulsory");
        assertThat(classic.history()).extracting(Object::toString).containsExactly("22x15x8");
    }

    @Test
    void resigningEndsTheGame() {
        Game game = solitaire(Game.newGame(Variant.SIMPLIFIED), "resign\n");
        assertThat(game.winner()).contains(Colour.BLACK);
        assertThat(out.toString()).contains("White resigns", "Black wins: the other side");
        out.getBuffer().setLength(0);
        Game midJump = solitaire(Game.fromFen(Variant.CLASSIC, "W:W22:B18,11,1"),
                "22 8\nresign\n");
        assertThat(midJump.isResigned()).isTrue();
    }

    @Test
    void theAgentPlaysAndTheEndIsAnnounced() {
        TextUi ui = ui("");
        Game game = ui.play(Game.fromFen(Variant.CLASSIC, "W:W22:B18"), new AlphaBetaAgent(2),
                ui.keyboard());
        assertThat(game.winner()).contains(Colour.WHITE);
        assertThat(out.toString()).contains("White plays 22x15.", "White wins.");
        out.getBuffer().setLength(0);
        Game drawn = ui.play(Game.fromFen(Variant.CLASSIC, "W:WK29,K32:BK1"),
                new AlphaBetaAgent(1), new AlphaBetaAgent(1));
        assertThat(drawn.isOver()).isTrue();
    }

    @Test
    void failingAgentsStopTheGameSafely() {
        TextUi ui = ui("");
        Game game = Game.newGame(Variant.CLASSIC);
        ui.play(game, g -> {
            throw new IllegalStateException("the peer vanished");
        }, ui.keyboard());
        assertThat(out.toString()).contains("The game stops here: the peer vanished");
        ui.play(game, g -> Optional.of(tabuleiro.checkers.Move.simple(Square.of(22),
                Square.of(26))), ui.keyboard());
        assertThat(out.toString()).contains("which is not a legal move");
        assertThat(game.isOver()).isFalse();
    }

    @Test
    void firstPhaseSelectionRoutinesAskUntilTheSquareFits() {
        Board board = Board.initial();
        assertThat(ui("x\n40\n15\n22\n").selectOccupiedSquare(board)).contains(Square.of(22));
        assertThat(out.toString()).contains("is not a square", "Square 15 is empty");
        assertThat(ui("22\n15\n").selectFreeSquare(board)).contains(Square.of(15));
        assertThat(out.toString()).contains("Square 22 is occupied");
        assertThat(ui("").selectFreeSquare(board)).isEmpty();
        assertThat(ui("22\n").play(Game.newGame(Variant.SIMPLIFIED), ui("").keyboard(),
                ui("").keyboard()).history()).isEmpty();
    }

    @Test
    void theBoardViewShowsNumbersMenAndKings() {
        Board board = new Board();
        board.put(Square.of(1), Piece.WHITE_KING);
        board.put(Square.of(32), Piece.BLACK_MAN);
        String drawn = BoardView.render(board);
        assertThat(drawn).contains("  W", "  b", " 17", "kings");
        assertThat(BoardView.name(Piece.WHITE_KING)).isEqualTo("white king");
    }
}
