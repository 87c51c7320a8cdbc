package tabuleiro.features.chess;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatIllegalArgumentException;

import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import tabuleiro.chess.Colour;
import tabuleiro.chess.Fen;
import tabuleiro.chess.Piece;
import tabuleiro.chess.PieceKind;
import tabuleiro.chess.Square;

/**
 * Tests of {@link FenText} and {@link Diagram}: the rule book's own reading and writing of
 * positions agrees with the reference's.
 */
class FenTextTest {

    @ParameterizedTest
    @ValueSource(strings = {
        FenText.START,
        "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1",
        "4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1",
        "rnbqkbnr/pppppppp/8/4P3/8/8/PPPP1PPP/RNBQKBNR b KQkq - 0 2",
        "r1bqkbnr/pppp1ppp/2n5/4p3/2B1P3/8/PPPP1PPP/RNBQK1NR w KQkq - 2 3",
        "4k3/8/8/8/8/8/8/R3K3 w - - 149 80",
        "k7/P7/2K5/8/8/8/7p/8 w - - 0 1"})
    void readsAndWritesFenAsTheReferenceDoes(String fen) {
        assertThat(FenText.read(fen)).isEqualTo(Fen.parse(fen));
        assertThat(FenText.write(Fen.parse(fen))).isEqualTo(fen);
    }

    @ParameterizedTest
    @ValueSource(strings = {"8/8/8/8/8/8/8/8 w - - 0", "4k3/8/8/8/8/8/8/4K3 x - - 0 1",
        "4k3/8/8/8/8/8/4K3 w - - 0 1", "4k3/8/8/8/8/8/8/4K2 w - - 0 1",
        "4k3/8/8/8/8/8/8/4K3 w KX - 0 1", "4k3/8/8/8/8/8/8/4X3 w - - 0 1"})
    void refusesWhatIsNoFen(String fen) {
        assertThatIllegalArgumentException().isThrownBy(() -> FenText.read(fen));
    }

    @Test
    void readsDrawnBoards() {
        Map<Square, Piece> pieces = Diagram.read(
                """
                  a b c d e f g h
                8 . . . . k . . . 8
                7 . . . . . . . . 7
                6 . . . . . . . . 6
                5 . . . . . . . . 5
                4 . . . . . . . . 4
                3 . . . . . . . . 3
                2 . . . . . . . . 2
                1 R . . . K . . R 1
                  a b c d e f g h
                """);
        assertThat(pieces).containsOnly(
                Map.entry(Square.of(4, 7), Piece.of(Colour.BLACK, PieceKind.KING)),
                Map.entry(Square.of(0, 0), Piece.of(Colour.WHITE, PieceKind.ROOK)),
                Map.entry(Square.of(4, 0), Piece.of(Colour.WHITE, PieceKind.KING)),
                Map.entry(Square.of(7, 0), Piece.of(Colour.WHITE, PieceKind.ROOK)));
        assertThat(FenText.placement(pieces)).isEqualTo("4k3/8/8/8/8/8/8/R3K2R");
    }

    @Test
    void refusesDrawingsWithoutEightRanks() {
        assertThatIllegalArgumentException().isThrownBy(() -> Diagram.read(
                """
                8 . . . . k . . . 8
                1 R . . . K . . R 1
                """));
    }
}
