package tabuleiro.checkers.ui;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.StringReader;
import java.io.StringWriter;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import tabuleiro.checkers.AlphaBetaAgent;
import tabuleiro.checkers.Board;
import tabuleiro.checkers.Colour;
import tabuleiro.checkers.Game;
import tabuleiro.checkers.Move;
import tabuleiro.checkers.Piece;
import tabuleiro.checkers.Square;
import tabuleiro.checkers.Variant;
import tabuleiro.ui.Language;

class TextUiTest {

    /** The position: Black's longest capture passes through 23 twice. */
    private static final String LONG_CAPTURE = "B:W17,18,19,20,22,25,26,32:B5,6,11,12,13,15,16";

    private final StringWriter out = new StringWriter();
    private TextUi last;

    private TextUi ui(String typed) {
        last = new TextUi(new StringReader(typed), out);
        return last;
    }

    private Game solitaire(Game game, String typed) {
        TextUi ui = ui(typed);
        return ui.play(game, ui.keyboard(), ui.keyboard());
    }

    private static String moves(Game game) {
        return String.join(" ", game.history().stream().map(Move::toString).toList());
    }

    @Test
    void solitaireMovesBothSidesInTurn() {
        Game game = solitaire(Game.newGame(Variant.SIMPLIFIED), "22 18\n11-15\n");
        assertThat(moves(game)).isEqualTo("22-18 11-15");
        assertThat(out.toString()).contains("White to move", "Black to move", "input ended");
        assertThat(last.ending()).isEqualTo(TextUi.Ending.QUIT);
    }

    @Test
    void nonsenseIsAnsweredWithWhatIsExpected() {
        Game game = solitaire(Game.newGame(Variant.CLASSIC),
                "banana\n\n40 2\n1 2 3\n11 15\n22 26\nC9\n22\n18\n");
        assertThat(out.toString()).contains("'banana' is not a square: type a square number",
                "Nothing was typed", "'40' is not a square", "Square 1 holds a black man, and it"
                + " is White's turn", "No legal move goes from 22 to 26: the man on 22 can go to"
                + " 17 or 18.", "'C9' is not a square");
        assertThat(moves(game)).isEqualTo("22-18");
    }

    @Test
    void aLongerCaptureThroughTheSquareOfAShorterOneCanBeEnteredJumpByJump() {
        Game game = solitaire(Game.fromFen(Variant.SIMPLIFIED, LONG_CAPTURE),
                "16 23\n30\n21\n14\n23\n");
        assertThat(moves(game)).isEqualTo("16x23x30x21x14x23");
        assertThat(out.toString()).contains("The piece on 23 can jump on: go on (30) or stop? ",
                "The piece on 14 can jump on: go on (23) or stop? ");
    }

    @Test
    void aWholeCaptureCanBeTypedAtOnce() {
        Game game = solitaire(Game.fromFen(Variant.SIMPLIFIED, LONG_CAPTURE),
                "16x23x30x21x14x23\n");
        assertThat(moves(game)).isEqualTo("16x23x30x21x14x23");
        assertThat(out.toString()).doesNotContain("go on");
    }

    @Test
    void underTheSimplifiedRulesThePlayerMayStopAfterAnyJump() {
        Game first = solitaire(Game.fromFen(Variant.SIMPLIFIED, LONG_CAPTURE), "16 23\nstop\n");
        assertThat(moves(first)).isEqualTo("16x23");
        Game third = solitaire(Game.fromFen(Variant.SIMPLIFIED, LONG_CAPTURE),
                "16x23x30\n21 parar\n21\nPARAR\n");
        assertThat(out.toString()).contains("'parar' is not a square");
        assertThat(moves(third)).isEqualTo("16x23x30x21");
    }

    @Test
    void aFarDestinationIsAnnouncedAndThenPlayedJumpByJump() {
        Game game = solitaire(Game.fromFen(Variant.CLASSIC, "W:W22:B18,11,1"),
                "22 8\n9\n15\n8\n");
        assertThat(out.toString()).contains("This move needs 2 jumps: play them one at a time.",
                "Jump from 22 to which square (15)? ",
                "Square 9 is not one of the squares this capture can jump to from 22: 15.");
        assertThat(moves(game)).isEqualTo("22x15x8");
    }

    @Test
    void theClassicRulesNeverOfferToStopAndExplainWhenItIsTyped() {
        Game classic = solitaire(Game.fromFen(Variant.CLASSIC, "W:W22:B18,11,1"),
                "22 15\nstop\n8\n");
        assertThat(out.toString()).contains("Jump from 15 to which square (8)? ",
                "The capture cannot stop here: capturing is compulsory and the move must take"
                + " the most pieces it can; go on to 8.").doesNotContain("or stop");
        assertThat(moves(classic)).isEqualTo("22x15x8");
    }

    @Test
    void theOriginIsCheckedAsSoonAsItIsTyped() {
        Game game = solitaire(Game.newGame(Variant.SIMPLIFIED), "15\n29\n22\n");
        assertThat(out.toString()).contains("Square 15 is empty: choose one of White's pieces"
                + " that can move, on 21, 22, 23 or 24.", "No legal move starts from 29: the"
                + " white man there is blocked", "Move the man on 22 to which square (17 or 18)?");
        assertThat(out.toString().indexOf("Square 15 is empty"))
                .isLessThan(out.toString().indexOf("to which square"));
        assertThat(game.history()).isEmpty();
        solitaire(Game.fromFen(Variant.CLASSIC, "W:W22,26:B18,11,1"), "26\n");
        assertThat(out.toString()).contains("No legal move starts from 26: capturing is"
                + " compulsory and must take the most pieces it can, so choose one of White's"
                + " pieces that can move, on 22.");
    }

    @Test
    void resigningAndGoingBackAreAcceptedAtEveryQuestion() {
        Game atStart = solitaire(Game.newGame(Variant.SIMPLIFIED), "resign\n");
        assertThat(atStart.winner()).contains(Colour.BLACK);
        assertThat(out.toString()).contains("White resigns", "Black wins: the other side");
        assertThat(last.ending()).isEqualTo(TextUi.Ending.OVER);
        Game atDestination = solitaire(Game.newGame(Variant.SIMPLIFIED), "22\nDESISTIR\n");
        assertThat(atDestination.isResigned()).isTrue();
        Game midJump = solitaire(Game.fromFen(Variant.CLASSIC, "W:W22:B18,11,1"),
                "22 15\nresign\n");
        assertThat(midJump.isResigned()).isTrue();
        Game back = solitaire(Game.newGame(Variant.SIMPLIFIED), "back\n22\nback\n23 19\n");
        assertThat(out.toString()).contains("nothing to back", "Choose the move again.");
        assertThat(moves(back)).isEqualTo("23-19");
    }

    @Test
    void helpIsAnsweredAtEveryQuestionAndQuitStopsTheGame() {
        Game game = solitaire(Game.fromFen(Variant.SIMPLIFIED, "W:W22:B18,11,1"),
                "help\n22\najuda\n15\n?\nsair\n");
        assertThat(out.toString()).contains("Type a whole move", "Type the square the piece goes"
                + " to", "The capture can go on: type the square it jumps to next, or 'stop'",
                "Type quit (or sair) to stop.", "You quit: the game stops here, unfinished.");
        assertThat(game.history()).isEmpty();
        assertThat(last.ending()).isEqualTo(TextUi.Ending.QUIT);
    }

    @Test
    void theLabelsOnTheBoardsEdgesCanBeTypedAsSquares() {
        for (int number = 1; number <= Square.COUNT; number++) {
            Square square = Square.of(number);
            assertThat(SquareNames.read(SquareNames.coordinates(square))).isEqualTo(square);
        }
        String drawn = BoardView.render(Board.initial());
        String[] lines = drawn.split("\n");
        assertThat(lines[0].strip()).isEqualTo("a  b  c  d  e  f  g  h");
        assertThat(lines[1]).startsWith("  8");
        assertThat(lines[8]).startsWith("  1  w");
        assertThat(SquareNames.coordinates(Square.of(29))).isEqualTo("a1");
        Game game = solitaire(Game.newGame(Variant.SIMPLIFIED), "C3 d4\nc4\n");
        assertThat(moves(game)).isEqualTo("22-18");
        assertThat(out.toString()).contains("c4 is a light square");
        assertThatThrownBy(() -> SquareNames.read("i1")).hasMessageContaining("such as c3");
    }

    @Test
    void agentsAloneStopAtTheSessionsMoveLimit() {
        TextUi ui = ui("");
        Game game = ui.play(Game.newGame(Variant.SIMPLIFIED), new AlphaBetaAgent(1),
                new AlphaBetaAgent(1), 6);
        assertThat(game.history()).hasSize(6);
        assertThat(game.isOver()).isFalse();
        assertThat(ui.ending()).isEqualTo(TextUi.Ending.MOVE_LIMIT);
        assertThat(out.toString()).contains("The session stops after 6 moves, with no result");
        assertThatThrownBy(() -> ui.play(game, ui.keyboard(), ui.keyboard(), 0))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("at least 1");
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
        assertThat(drawn.isDrawn()).isTrue();
        assertThat(out.toString()).contains("The game is drawn.");
    }

    @Test
    void failingAgentsStopTheGameSafely() {
        TextUi ui = ui("");
        Game game = Game.newGame(Variant.CLASSIC);
        ui.play(game, g -> {
            throw new IllegalStateException("the peer vanished");
        }, ui.keyboard());
        assertThat(out.toString()).contains("The game stops here: the peer vanished");
        assertThat(ui.ending()).isEqualTo(TextUi.Ending.FAILED);
        ui.play(game, g -> Optional.of(Move.simple(Square.of(22), Square.of(26))),
                ui.keyboard());
        assertThat(out.toString()).contains("which is not a legal move");
        assertThat(ui.ending()).isEqualTo(TextUi.Ending.FAILED);
        assertThat(game.isOver()).isFalse();
    }

    @Test
    void firstPhaseSelectionRoutinesAskUntilTheSquareFits() {
        Board board = Board.initial();
        assertThat(ui("x\n40\n15\n22\n").selectOccupiedSquare(board)).contains(Square.of(22));
        assertThat(out.toString()).contains("is not a square", "Square 15 is empty");
        assertThat(ui("22\nd4\n").selectFreeSquare(board)).contains(Square.of(18));
        assertThat(out.toString()).contains("Square 22 is occupied");
        assertThat(ui("").selectFreeSquare(board)).isEmpty();
        assertThat(ui("quit\n").selectOccupiedSquare(board)).isEmpty();
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

    @Test
    void aPortugueseSessionIsPlayedToItsEndWithTheCommandsOfBothLanguages() {
        TextUi ui = new TextUi(new StringReader("ajuda\n15\n22\nvoltar\n22 8\n15\n8\n1\nhelp\n"
                + "back\ndesistir\n"), out, Language.PORTUGUESE);
        Game game = ui.play(Game.fromFen(Variant.CLASSIC, "W:W22:B18,11,1"), ui.keyboard(),
                ui.keyboard());
        assertThat(moves(game)).isEqualTo("22x15x8");
        assertThat(game.winner()).contains(Colour.WHITE);
        assertThat(ui.ending()).isEqualTo(TextUi.Ending.OVER);
        assertThat(out.toString()).contains("w/b: peões brancos/pretos, W/B: damas",
                "Jogam as Brancas: uma jogada como 22-18, ou a casa da peça a mover: ",
                "Escreva uma jogada inteira", "'desistir' (ou 'resign') abandona o jogo.",
                "Escreva sair (ou quit) para parar.",
                "A casa 15 está vazia: escolha uma peça das Brancas que se possa mover, em 22.",
                "Para que casa vai o peão de 22 (15)? ", "Escolha a jogada de novo.",
                "Esta jogada precisa de 2 saltos: jogue-os um de cada vez.",
                "Saltar de 22 para que casa (15)? ", "Jogam as Pretas",
                "Para que casa vai o peão de 1 (5 ou 6)? ",
                "'voltar' (ou 'back') escolhe a jogada de novo",
                "As Pretas desistem.", "Ganham as Brancas: o adversário desistiu.")
                .doesNotContain("White", "Black", "Type ");
    }

    @Test
    void aPortugueseScreenNamesSidesPiecesAndEndingsInPortuguese() {
        TextUi ui = new TextUi(new StringReader("1\nc4\n\n22 15\n"), out, Language.PORTUGUESE);
        Game won = ui.play(Game.fromFen(Variant.SIMPLIFIED, "W:W22:B18,1"), ui.keyboard(),
                ui.keyboard());
        assertThat(won.winner()).isEmpty();
        assertThat(out.toString()).contains("Na casa 1 está uma peça adversária (peão preto), e é"
                + " a vez das Brancas", "c4 é uma casa clara", "Não escreveu nada",
                "A entrada terminou, por isso o jogo pára aqui, por acabar.");
        out.getBuffer().setLength(0);
        ui.play(Game.fromFen(Variant.CLASSIC, "W:W22:B18"), new AlphaBetaAgent(2), ui.keyboard());
        assertThat(out.toString()).contains("As Brancas jogam 22x15.", "Ganham as Brancas.");
        out.getBuffer().setLength(0);
        ui.play(Game.fromFen(Variant.CLASSIC, "W:WK29,K32:BK1"), new AlphaBetaAgent(1),
                new AlphaBetaAgent(1));
        assertThat(out.toString()).contains("O jogo termina empatado.");
        assertThat(BoardView.name(Piece.WHITE_KING, Language.PORTUGUESE)).isEqualTo("dama branca");
        assertThat(ui.coloursDecided(Colour.BLACK))
                .isEqualTo("Joga com as Pretas; as Brancas jogam primeiro.");
    }
}
