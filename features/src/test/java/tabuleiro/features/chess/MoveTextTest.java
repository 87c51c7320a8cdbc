package tabuleiro.features.chess;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatIllegalArgumentException;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import tabuleiro.chess.Fen;
import tabuleiro.chess.Move;
import tabuleiro.chess.Position;
import tabuleiro.chess.San;
import tabuleiro.chess.Square;

/**
 * Tests of {@link MoveText} and {@link Coordinates}: the rule book's own reading of moves and
 * squares agrees with the reference's.
 */
class MoveTextTest {

    @ParameterizedTest
    @ValueSource(strings = {
        FenText.START,
        "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1",
        "4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1",
        "1r6/P3k3/8/8/8/8/8/4K3 w - - 0 1",
        "4k3/8/8/8/1N3N2/8/8/1N2K3 w - - 0 1",
        "r3k2r/8/8/8/8/8/8/R3K2R b KQkq - 0 1"})
    void readsEveryLegalMoveAsTheReferenceWritesIt(String fen) {
        Position position = Fen.parse(fen);
        for (Move move : position.legalMoves()) {
            assertThat(MoveText.read(position, San.write(position, move))).as(move.uci())
                    .isEqualTo(move);
            assertThat(MoveText.read(position, move.uci())).as(move.uci()).isEqualTo(move);
            assertThat(Coordinates.uci(move)).isEqualTo(move.uci());
        }
    }

    @Test
    void refusesSanThatNamesNoLegalMove() {
        Position start = Fen.parse(FenText.START);
        assertThatIllegalArgumentException().isThrownBy(() -> MoveText.read(start, "Nc6"));
        assertThatIllegalArgumentException().isThrownBy(() -> MoveText.read(start, "O-O"));
        assertThatIllegalArgumentException().isThrownBy(() -> MoveText.read(start, "Zz9"));
    }

    @Test
    void refusesAmbiguousSan() {
        Position knights = Fen.parse("4k3/8/8/8/1N3N2/8/8/1N2K3 w - - 0 1");
        assertThatIllegalArgumentException().isThrownBy(() -> MoveText.read(knights, "Nd3"));
        assertThat(MoveText.read(knights, "Nbd3")).isNotEqualTo(MoveText.read(knights, "Nfd3"));
    }

    @Test
    void handsIllegalCoordinatesToTheEngineAsTheyAre() {
        Position start = Fen.parse(FenText.START);
        assertThat(MoveText.read(start, "e1e2"))
                .isEqualTo(Move.of(Square.of(4, 0), Square.of(4, 1)));
    }

    @Test
    void namesEverySquareAsTheReferenceDoes() {
        for (Square square : Square.all()) {
            assertThat(Coordinates.name(square)).isEqualTo(square.name());
            assertThat(Coordinates.square(square.name())).isEqualTo(square);
        }
        assertThatIllegalArgumentException().isThrownBy(() -> Coordinates.square("i1"));
        assertThatIllegalArgumentException().isThrownBy(() -> Coordinates.square("a9"));
        assertThatIllegalArgumentException().isThrownBy(() -> Coordinates.square("a10"));
    }
}
