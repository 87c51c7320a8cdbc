package tabuleiro.chess;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

class FenTest {

    @ParameterizedTest
    @ValueSource(strings = {
        Position.START_FEN,
        "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
        "rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3",
        "8/8/8/8/4k3/8/8/4K3 b - - 37 80"})
    void writingWhatWasReadGivesTheSameText(String fen) {
        assertThat(Fen.parse(fen).fen()).isEqualTo(fen);
    }

    @Test
    void theClocksMayNotBeLeftOut() {
        assertThatThrownBy(() -> Fen.parse("8/8/8/8/4k3/8/8/4K3 w - -"))
                .isInstanceOf(FenException.class)
                .hasMessageContaining("FEN has 6 fields separated by spaces")
                .hasMessageContaining("has 4");
    }

    @Test
    void aRunOfEmptySquaresIsOneDigit() {
        assertThatThrownBy(() -> Fen.parse("4k3/44/8/8/8/8/8/4K3 w - - 0 1"))
                .isInstanceOf(FenException.class)
                .hasMessage("FEN field 1 (pieces) rank 7 (\"44\") writes a run of empty squares"
                        + " as one digit 1-8, not two digits in a row");
        assertThat(Fen.parse("4k3/3p4/8/8/8/8/8/4K3 w - - 0 1").fen())
                .isEqualTo("4k3/3p4/8/8/8/8/8/4K3 w - - 0 1");
    }

    @Test
    void anEnPassantSquareComesWithAHalfmoveClockOfZero() {
        assertThatThrownBy(() -> Fen.parse("4k3/8/8/3pP3/8/8/8/4K3 w - d6 5 1"))
                .isInstanceOf(FenException.class)
                .hasMessage("FEN field 5 (halfmove clock) is 0 when there is an en-passant"
                        + " square (d6: a pawn has just moved two squares), not 5");
        assertThat(Fen.parse("4k3/8/8/3pP3/8/8/8/4K3 w - - 5 1").halfmoveClock()).isEqualTo(5);
        assertThat(Fen.parse("4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1").enPassantSquare())
                .contains(Square.parse("d6"));
    }

    @Test
    void theStartingPositionIsTheStandardOne() {
        Position start = Position.start();

        assertThat(start.pieceAt(Square.parse("d1"))).contains(Piece.of(Colour.WHITE,
                PieceKind.QUEEN));
        assertThat(start.pieceAt(Square.parse("e8"))).contains(Piece.of(Colour.BLACK,
                PieceKind.KING));
        assertThat(start.pieces()).hasSize(32);
        assertThat(start.castlingRights()).isEqualTo(CastlingRights.ALL);
        assertThat(start.enPassantSquare()).isEmpty();
        assertThat(start.sideToMove()).isEqualTo(Colour.WHITE);
    }

    @ParameterizedTest(name = "{1}")
    @CsvSource(delimiter = ';', value = {
        "'';has 0",
        "8/8/8/8/4k3/8/8/4K3 w - - 0 1 extra;has 7",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP w KQkq - 0 1;field 1 (pieces) has 8 ranks",
        "rnbqkbnr/ppppXppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1;rank 7",
        "rnbqkbnr/ppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1;must cover 8 files, but covers 7",
        "rnbqkbnr/ppppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1;must cover 8 files",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR x KQkq - 0 1;field 2 (side to move)",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w QK - 0 1;field 3 (castling rights)",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq e5 0 1;field 4 (en-passant square)",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - x 1;field 5 (halfmove clock)",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 0;field 6 (fullmove number)",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQ1BNR w KQkq - 0 1;white has 0",
        "8/8/8/8/4k3/8/8/4K2P w - - 0 1;no pawn may stand on rank 1 or 8",
        "4k3/8/8/8/8/8/4R3/4K3 w - - 0 1;black's king on e8 is attacked",
        "4k3/8/8/8/8/8/8/4K3 w K - 0 1;castle kingside",
        "4k3/8/8/8/8/8/8/4K3 w - e6 0 1;e6 is not one"})
    void wrongTextSaysWhereAndWhy(String fen, String message) {
        assertThatThrownBy(() -> Fen.parse(fen)).isInstanceOf(FenException.class)
                .hasMessageContaining(message);
    }
}
