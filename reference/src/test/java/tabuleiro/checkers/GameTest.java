package tabuleiro.checkers;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import org.junit.jupiter.api.Test;

class GameTest {

    private static Move move(Game game, String text) {
        return game.legalMoves().stream().filter(move -> move.toString().equals(text))
                .findFirst().orElseThrow(() -> new AssertionError(text + " not in "
                        + game.legalMoves()));
    }

    @Test
    void whiteStartsAndThePlayersAlternate() {
        Game game = Game.newGame(Variant.CLASSIC);
        assertThat(game.sideToMove()).isEqualTo(Colour.WHITE);
        assertThat(game.legalMoves()).hasSize(7);
        game.play(move(game, "22-18"));
        assertThat(game.sideToMove()).isEqualTo(Colour.BLACK);
        assertThat(game.pieceAt(Square.of(18))).contains(Piece.WHITE_MAN);
        assertThat(game.history()).hasSize(1);
        assertThat(game.toString()).contains("BLACK to move.");
        assertThat(game.fen()).startsWith("B:W18,");
    }

    @Test
    void illegalMovesAreRefusedWithTheReason() {
        Game game = Game.fromFen(Variant.CLASSIC, "W:W22,24:B18,3");
        assertThatThrownBy(() -> game.play(Move.simple(Square.of(24), Square.of(20))))
                .hasMessageContaining("compulsory");
        assertThatThrownBy(() -> game.play(Move.simple(Square.of(3), Square.of(7))))
                .hasMessageContaining("BLACK piece");
        assertThatThrownBy(() -> game.play(Move.simple(Square.of(1), Square.of(5))))
                .hasMessageContaining("empty");
        Game majority = Game.fromFen(Variant.CLASSIC, "W:W22,24:B18,11,K20");
        assertThatThrownBy(() -> majority.play(new Move(List.of(Square.of(24), Square.of(15)),
                List.of(Square.of(20))))).hasMessageContaining("majority");
        Game simple = Game.fromFen(Variant.SIMPLIFIED, "W:W22:B1");
        assertThatThrownBy(() -> simple.play(Move.simple(Square.of(22), Square.of(26))))
                .hasMessageContaining("not a legal move");
        assertThatThrownBy(() -> Game.fromFen(Variant.CLASSIC, "W:W2:B30"))
                .hasMessageContaining("promotion row");
    }

    @Test
    void capturingEverythingOrBlockingWins() {
        Game game = Game.fromFen(Variant.CLASSIC, "W:W22:B18");
        game.play(move(game, "22x15"));
        assertThat(game.isOver()).isTrue();
        assertThat(game.winner()).contains(Colour.WHITE);
        assertThat(game.legalMoves()).isEmpty();
        assertThat(game.routes()).isEmpty();
        assertThat(game.toString()).contains("WHITE wins.");
        assertThatThrownBy(game::resign).isInstanceOf(IllegalStateException.class);
        Game blocked = Game.fromFen(Variant.CLASSIC, "B:W32:B28");
        assertThat(blocked.winner()).contains(Colour.WHITE);
    }

    @Test
    void resigningGivesTheOtherSideTheGame() {
        Game game = Game.newGame(Variant.SIMPLIFIED);
        game.resign();
        assertThat(game.winner()).contains(Colour.BLACK);
        assertThat(game.isResigned()).isTrue();
        assertThat(game.toString()).contains("resigned");
    }

    @Test
    void twentyKingMovesWithoutCaptureDrawAClassicGame() {
        Game game = Game.fromFen(Variant.CLASSIC, "W:WK29,K31,K32:BK1,K2,K3");
        String[] shuttle = {"29-25", "1-5", "25-29", "5-1"};
        for (int i = 0; i < Game.KING_MOVES_FOR_DRAW; i++) {
            assertThat(game.isDrawn()).isFalse();
            game.play(move(game, shuttle[i % shuttle.length]));
        }
        assertThat(game.kingMovesWithoutCapture()).isEqualTo(Game.KING_MOVES_FOR_DRAW);
        assertThat(game.isDrawn()).isTrue();
        assertThat(game.toString()).contains("drawn");
    }

    @Test
    void aDrawnEndingIsDrawnAfterFiveMovesButNotInSimplified() {
        Game game = Game.fromFen(Variant.CLASSIC, "W:WK29,K32:BK1");
        Game simplified = Game.fromFen(Variant.SIMPLIFIED, "W:WK29,K32:BK1");
        String[] shuttle = {"29-25", "1-5", "25-29", "5-1"};
        for (int i = 0; i < Game.ENDING_MOVES_FOR_DRAW; i++) {
            game.play(move(game, shuttle[i % shuttle.length]));
            simplified.play(move(simplified, shuttle[i % shuttle.length]));
        }
        assertThat(game.isDrawn()).isTrue();
        assertThat(simplified.isDrawn()).isFalse();
    }

    @Test
    void routesAndMovesAlongFollowTheJumps() {
        Game game = Game.fromFen(Variant.SIMPLIFIED, "W:W22:B18,11");
        assertThat(game.moveAlong(List.of(Square.of(22), Square.of(15), Square.of(8))))
                .isPresent();
        assertThat(game.moveAlong(List.of(Square.of(22), Square.of(8)))).isEmpty();
        assertThat(game.routes()).extracting(Move::toString).contains("22-17", "22x15x8");
        assertThat(game.startingBoard()).isEqualTo(game.board());
        assertThat(game.firstToMove()).isEqualTo(Colour.WHITE);
        assertThat(game.variant()).isEqualTo(Variant.SIMPLIFIED);
    }

    @Test
    void pdnExportListsTheMovesAndResult() {
        Game game = Game.newGame(Variant.CLASSIC);
        game.play(move(game, "22-18")).play(move(game, "11-15"));
        String pdn = Pdn.export(game, "Test");
        assertThat(pdn).startsWith("[Event \"Test\"]\n[Site \"?\"]\n[Date \"????.??.??\"]\n"
                + "[Round \"?\"]\n[White \"?\"]\n[Black \"?\"]\n[Result \"*\"]\n"
                + "[GameType \"28,W,8,8,N2,0\"]\n\n")
                .doesNotContain("[FEN", "[SetUp", "Variant", "{").endsWith("1. 22-18 11-15 *\n");
        Game fromBlack = Game.fromFen(Variant.CLASSIC, "B:W30:B18");
        fromBlack.play(move(fromBlack, "18-23"));
        assertThat(Pdn.export(fromBlack, null)).contains("[SetUp \"1\"]\n[FEN \"B:W30:B18\"]",
                "1... 18-23");
        fromBlack.play(move(fromBlack, "30-26"));
        fromBlack.resign();
        assertThat(Pdn.export(fromBlack, "?")).contains("2. 30-26 1-0");
        Game simplified = Game.newGame(Variant.SIMPLIFIED);
        assertThat(Pdn.export(simplified, "?")).contains("[GameType \"28,W,8,8,N2,0\"]",
                "\n\n{Simplified rules of the brief", "no draws.}\n*\n");
    }

    @Test
    void fenReadsWritesAndExplainsErrors() {
        Fen.Position position = Fen.read("B:BK1-3,5:W21,K32.");
        assertThat(position.toMove()).isEqualTo(Colour.BLACK);
        assertThat(position.board().pieceAt(Square.of(2))).contains(Piece.BLACK_KING);
        assertThat(Fen.write(position.board(), position.toMove()))
                .isEqualTo("B:W21,K32:BK1,K2,K3,5");
        assertThat(Fen.write(Board.initial(), Colour.WHITE))
                .isEqualTo("W:W21,22,23,24,25,26,27,28,29,30,31,32:B1,2,3,4,5,6,7,8,9,10,11,12");
        assertThatThrownBy(() -> Fen.read("X:W1:B2")).hasMessageContaining("character 1");
        assertThatThrownBy(() -> Fen.read("W;W1:B2")).hasMessageContaining("expected ':'");
        assertThatThrownBy(() -> Fen.read("W:W1,33:B2")).hasMessageContaining("character 6")
                .hasMessageContaining("1 to 32");
        assertThatThrownBy(() -> Fen.read("W:W1,1:B2")).hasMessageContaining("a second time");
        assertThatThrownBy(() -> Fen.read("W:W1:W2")).hasMessageContaining("second list");
        assertThatThrownBy(() -> Fen.read("W:W1x:B2")).hasMessageContaining("',' or ':'");
        assertThatThrownBy(() -> Fen.read("W:W1:B2:")).hasMessageContaining("end of the position");
        assertThatThrownBy(() -> Fen.read("W:W,:B2")).hasMessageContaining("square number");
        assertThatThrownBy(() -> Fen.read("W:W1-13:B20")).hasMessageContaining("at most 12");
        assertThatThrownBy(() -> Fen.read("  ")).hasMessageContaining("nothing");
        assertThatThrownBy(() -> Fen.read("W:W1234:B2")).hasMessageContaining("1234");
    }
}
