package tabuleiro.chess;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import java.util.Map;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class PositionTest {

    private static List<String> uci(List<Move> moves) {
        return moves.stream().map(Move::uci).sorted().toList();
    }

    @Test
    void insufficientMaterialIsAPropertyOfThePosition() {
        assertThat(Fen.parse("4k3/8/8/8/8/8/8/4KN2 w - - 0 1").hasInsufficientMaterial())
                .isTrue();
        assertThat(Fen.parse("4kb2/8/8/8/8/8/8/2B1K3 w - - 0 1").hasInsufficientMaterial())
                .as("bishops on squares of one colour").isTrue();
        assertThat(Fen.parse("4k1b1/8/8/8/8/8/8/2B1K3 w - - 0 1").hasInsufficientMaterial())
                .as("bishops on both colours").isFalse();
        assertThat(Fen.parse("4k3/8/8/8/8/8/8/1NN1K3 w - - 0 1").hasInsufficientMaterial())
                .isFalse();
        assertThat(Fen.parse("4k3/8/8/8/8/8/8/R3K3 w - - 0 1").hasInsufficientMaterial())
                .isFalse();
    }

    @Test
    void playAndUndoRestoreEverything() {
        Position position = Fen.parse(PerftTest.KIWIPETE);
        for (Move move : position.legalMoves()) {
            position.play(move);
            position.undo();
            assertThat(position.fen()).isEqualTo(PerftTest.KIWIPETE);
        }
    }

    @Test
    void castlingMovesTheRookAndRemovesRights() {
        Position position = Fen.parse(PerftTest.KIWIPETE);

        position.play(new Move(Square.parse("e1"), Square.parse("g1"), null, MoveFlag.CASTLING));

        assertThat(position.pieceAt(Square.parse("f1"))).contains(Piece.of(Colour.WHITE,
                PieceKind.ROOK));
        assertThat(position.castlingRights().fen()).isEqualTo("kq");
        assertThat(position.kingSquare(Colour.WHITE)).isEqualTo(Square.parse("g1"));
    }

    @Test
    void enPassantRemovesThePawnBeside() {
        Position position = Fen.parse("4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 2");
        Move capture = new Move(Square.parse("e5"), Square.parse("d6"), null,
                MoveFlag.EN_PASSANT);

        position.play(capture);

        assertThat(position.pieceAt(Square.parse("d5"))).isEmpty();
        assertThat(position.halfmoveClock()).isZero();
        position.undo();
        assertThat(position.pieceAt(Square.parse("d5"))).contains(Piece.of(Colour.BLACK,
                PieceKind.PAWN));
    }

    @Test
    void aPinnedPieceCannotMove() {
        Position position = Fen.parse("4k3/4r3/8/8/8/8/4N3/4K3 w - - 0 1");

        assertThat(uci(position.legalMoves())).noneMatch(move -> move.startsWith("e2"));
    }

    @Test
    void castlingNeedsEveryCondition() {
        assertThat(uci(Fen.parse("4k3/8/8/8/8/8/8/R3K2R w KQ - 0 1").legalMoves()))
                .contains("e1g1", "e1c1");
        assertThat(uci(Fen.parse("4k3/8/8/8/8/8/8/R3K2R w - - 0 1").legalMoves()))
                .doesNotContain("e1g1", "e1c1");
        assertThat(uci(Fen.parse("4k3/8/8/8/8/5r2/8/R3K2R w KQ - 0 1").legalMoves()))
                .contains("e1c1").doesNotContain("e1g1");
        assertThat(uci(Fen.parse("4k3/8/8/8/8/8/8/RN2K2R w KQ - 0 1").legalMoves()))
                .contains("e1g1").doesNotContain("e1c1");
        assertThat(uci(Fen.parse("4k3/4r3/8/8/8/8/8/R3K2R w KQ - 0 1").legalMoves()))
                .doesNotContain("e1g1", "e1c1");
        assertThat(uci(Fen.parse("1r2k3/8/8/8/8/8/8/R3K2R w KQ - 0 1").legalMoves()))
                .as("b1 attacked does not stop queenside castling").contains("e1c1");
    }

    @Test
    void promotionOffersFourPieces() {
        assertThat(uci(Fen.parse("4k3/P7/8/8/8/8/8/4K3 w - - 0 1").legalMoves()))
                .contains("a7a8q", "a7a8r", "a7a8b", "a7a8n").doesNotContain("a7a8");
    }

    @Test
    void attacksAreSeenThroughEmptySquaresOnly() {
        Position position = Fen.parse("4k3/8/8/8/1b6/8/3P4/4K3 w - - 0 1");

        assertThat(position.isAttacked(Square.parse("d2"), Colour.BLACK)).isTrue();
        assertThat(position.isAttacked(Square.parse("e1"), Colour.BLACK)).isFalse();
        assertThat(position.isAttacked(Square.parse("e3"), Colour.WHITE)).isTrue();
        assertThat(position.isInCheck()).isFalse();
    }

    @Test
    void ofChecksItsArguments() {
        Map<Square, Piece> kings = Map.of(Square.parse("e1"), Piece.of(Colour.WHITE,
                PieceKind.KING), Square.parse("e8"), Piece.of(Colour.BLACK, PieceKind.KING));

        Position position = Position.of(kings, Colour.WHITE, CastlingRights.NONE, null, 0, 1);

        assertThat(position.fen()).isEqualTo("4k3/8/8/8/8/8/8/4K3 w - - 0 1");
        assertThat(position.copy()).isEqualTo(position).hasSameHashCodeAs(position);
        assertThat(position.toString()).isEqualTo(position.fen());
        assertThatThrownBy(() -> Position.of(kings, Colour.WHITE, CastlingRights.NONE, null, -1,
                1)).hasMessageContaining("halfmove clock");
    }

    @Test
    void illegalMovesAndEmptyUndoAreRefused() {
        Position position = Position.start();

        assertThatThrownBy(() -> position.play(Move.of(Square.parse("e2"), Square.parse("e5"))))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("e2e5");
        assertThatThrownBy(position::undo).isInstanceOf(IllegalStateException.class);
    }

    /**
     * The questions the game asks on every move without listing every move, a piece's moves and
     * whether any move is left, answer as the whole list does: in the perft positions, a mate, a
     * stalemate, a position whose only legal moves are a pawn's, one whose only legal move is a
     * capture en passant, one where the capture en passant would uncover the king, and a check
     * that forbids castling.
     */
    @ParameterizedTest
    @ValueSource(strings = {
        Position.START_FEN,
        PerftTest.KIWIPETE,
        "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
        "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1",
        "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8",
        "rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3",
        "7k/5Q2/6K1/8/8/8/8/8 b - - 0 1",
        "k7/P7/1K6/8/8/8/7p/8 b - - 0 1",
        "8/6Q1/4K3/7k/Q5Pp/8/8/8 b - g3 0 1",
        "8/8/8/8/k2Pp2Q/8/8/3K4 b - d3 0 1",
        "4k3/8/8/8/8/8/4r3/R3K2R w KQ - 0 1"})
    void aPiecesMovesAndWhetherAnyIsLeftAgreeWithTheWholeList(String fen) {
        agreesWithTheWholeList(Fen.parse(fen));
    }

    @Property(tries = 20)
    void aPiecesMovesAndWhetherAnyIsLeftAgreeWithTheWholeListInRandomGames(@ForAll long seed,
            @ForAll @IntRange(max = 200) int plies) {
        for (Position position : NotationRoundTripTest.positions(
                NotationRoundTripTest.randomGame(seed, plies))) {
            agreesWithTheWholeList(position);
        }
    }

    private static void agreesWithTheWholeList(Position position) {
        List<Move> all = position.legalMoves();
        assertThat(position.hasLegalMove()).as("a legal move in " + position)
                .isEqualTo(!all.isEmpty());
        for (Square square : Square.all()) {
            assertThat(position.legalMovesFrom(square)).as("the moves from " + square + " in "
                    + position).isEqualTo(all.stream()
                            .filter(move -> move.from().equals(square)).toList());
        }
        for (Move move : all) {
            assertThat(position.isLegal(move)).as(move + " in " + position).isTrue();
        }
        assertThat(position.isLegal(null)).isFalse();
    }
}
