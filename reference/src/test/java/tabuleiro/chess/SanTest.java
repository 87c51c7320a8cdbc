package tabuleiro.chess;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class SanTest {

    @ParameterizedTest(name = "{1} in {0}")
    @CsvSource(delimiter = ';', value = {
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1; g1f3; Nf3",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1; e2e4; e4",
        "4k3/8/8/8/8/8/8/R3K2R w KQ - 0 1; e1g1; O-O",
        "4k3/8/8/8/8/8/8/R3K2R w KQ - 0 1; e1c1; O-O-O",
        "4k3/8/8/8/8/8/8/R3K2R w KQ - 0 1; a1a8; Ra8+",
        "6k1/5ppp/8/8/8/8/8/R3K3 w Q - 0 1; a1a8; Ra8#",
        "4k3/P7/8/8/8/8/8/4K3 w - - 0 1; a7a8n; a8=N",
        "4k3/8/8/3p4/4P3/8/8/4K3 w - - 0 1; e4d5; exd5",
        "4k3/8/8/8/8/8/8/1N2KN2 w - - 0 1; b1d2; Nbd2",
        "4k3/8/8/8/R7/8/8/R3K3 w - - 0 1; a1a2; R1a2",
        "4k3/8/8/8/8/Q7/8/Q1Q1K3 w - - 0 1; a1b2; Qa1b2",
        "4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 2; e5d6; exd6",
        // A capital B and a rank read as coordinates would be b1-c3, the knight's move.
        "4k3/8/8/B7/8/8/8/BN2K3 w - - 0 1; a1c3; B1c3",
        "4k3/8/8/B7/8/8/8/BN2K3 w - - 0 1; a5c3; B5c3",
        "4k3/8/8/8/8/8/8/B3KB2 w - - 0 1; a1c3; Bc3"})
    void movesAreWrittenAndReadBack(String fen, String uci, String san) {
        Position position = Fen.parse(fen);
        Move move = position.legalMoves().stream().filter(m -> m.uci().equals(uci))
                .findFirst().orElseThrow();

        assertThat(San.write(position, move)).isEqualTo(san);
        assertThat(San.parse(position, san)).isEqualTo(move);
        assertThat(San.parse(position, uci)).isEqualTo(move);
    }

    @Test
    void theBriefsFormIsRead() {
        Position start = Position.start();

        assertThat(San.parse(start, "E2>>E4").uci()).isEqualTo("e2e4");
        assertThat(San.parse(start, "g1 >> f3").uci()).isEqualTo("g1f3");
        assertThat(San.parse(start, "b1-c3").uci()).isEqualTo("b1c3");
    }

    @ParameterizedTest(name = "{1}")
    @CsvSource(delimiter = ';', value = {
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1; hello; is not a move",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1; e2e5; not a legal move",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1; e7e5; black's",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1; e3e4; no piece on e3",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1; O-O; cannot castle",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1; Nd4; not a legal move",
        "4k3/8/8/8/8/8/8/1N2KN2 w - - 0 1; Nd2; ambiguous",
        "4k3/P7/8/8/8/8/8/4K3 w - - 0 1; a7a8; say to what",
        "4k3/P7/8/8/8/8/8/4K3 w - - 0 1; a8; a8=Q",
        "4k3/8/8/8/8/8/P7/4K3 w - - 0 1; a2a3q; only a pawn reaching the last rank"})
    void wrongMovesSayWhy(String fen, String text, String message) {
        assertThatThrownBy(() -> San.parse(Fen.parse(fen), text))
                .isInstanceOf(NotationException.class).hasMessageContaining(message);
    }

    @Test
    void writingAnIllegalMoveIsRefused() {
        assertThatThrownBy(() -> San.write(Position.start(),
                Move.of(Square.parse("e2"), Square.parse("e5"))))
                .isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void aBishopWithARankIsNeverReadAsCoordinates() {
        Position position = Fen.parse("4k3/8/8/B7/8/8/8/BN2K3 w - - 0 1");

        assertThat(San.parse(position, "B1c3").uci()).isEqualTo("a1c3");
        assertThat(San.parse(position, "B5c3").uci()).isEqualTo("a5c3");
        assertThat(San.parse(position, "b1c3").uci()).isEqualTo("b1c3");
        assertThat(San.parse(position, "B1C3").uci()).isEqualTo("b1c3");
        assertThat(San.parse(position, "B1>>c3").uci()).isEqualTo("b1c3");
        assertThatThrownBy(() -> San.parse(Fen.parse("4k3/8/8/8/8/8/8/1N2K3 w - - 0 1"), "B1c3"))
                .isInstanceOf(NotationException.class).hasMessageContaining("not a legal move");
    }
}
