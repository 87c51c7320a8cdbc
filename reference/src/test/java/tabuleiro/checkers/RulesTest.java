package tabuleiro.checkers;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import org.junit.jupiter.api.Test;

class RulesTest {

    private static List<String> moves(String fen, Variant variant) {
        Fen.Position position = Fen.read(fen);
        return Rules.legalMoves(position.board(), position.toMove(), variant).stream()
                .map(Move::toString).toList();
    }

    @Test
    void menStepForwardOnly() {
        assertThat(moves("W:W22:B1", Variant.CLASSIC)).containsExactly("22-17", "22-18");
        assertThat(moves("B:W32:B13", Variant.CLASSIC)).containsExactly("13-17");
    }

    @Test
    void captureIsCompulsoryInClassicAndOptionalInSimplified() {
        assertThat(moves("W:W22,24:B18", Variant.CLASSIC)).containsExactly("22x15");
        assertThat(moves("W:W22,24:B18", Variant.SIMPLIFIED))
                .contains("22x15", "24-19", "24-20", "22-17");
    }

    @Test
    void twoPiecesTogetherOnADiagonalCannotBeJumpedNorOwnPieces() {
        assertThat(moves("W:W22:B18,15", Variant.CLASSIC)).containsExactly("22-17");
        assertThat(moves("W:W22,18:B1", Variant.CLASSIC)).doesNotContain("22x15");
    }

    @Test
    void menCaptureOnlyForwards() {
        assertThat(moves("W:W18:B22", Variant.CLASSIC)).containsExactly("18-14", "18-15");
    }

    @Test
    void multiCaptureContinuesAndSimplifiedMayStop() {
        assertThat(moves("W:W22:B18,11", Variant.CLASSIC)).containsExactly("22x15x8");
        assertThat(moves("W:W22:B18,11", Variant.SIMPLIFIED)).contains("22x15", "22x15x8");
    }

    @Test
    void majorityThenQualityRule() {
        // 22 can take two men (18 and 11), 24 one king (19): the two men must be taken.
        assertThat(moves("W:W22,24:B18,11,K20", Variant.CLASSIC)).containsExactly("22x15x8");
        // Same count: the capture of a king is preferred.
        assertThat(moves("W:W22,24:B18,K19", Variant.CLASSIC)).containsExactly("24x15");
    }

    @Test
    void flyingKingsMoveAndCaptureAlongDiagonals() {
        List<String> flights = moves("W:WK29:B1", Variant.CLASSIC);
        assertThat(flights).contains("29-25", "29-4");
        assertThat(moves("W:WK29:B1", Variant.SIMPLIFIED)).containsExactly("29-25");
        assertThat(moves("W:WK29:B18", Variant.CLASSIC))
                .containsExactly("29x15", "29x11", "29x8", "29x4");
        assertThat(moves("W:WK29:B18", Variant.SIMPLIFIED)).contains("29-25");
    }

    @Test
    void sequencesWithTheSameEffectAreOneMove() {
        // The king jumps 18 and can land on 15 or 11; from both it can go on over 7 to end on 3:
        // landing squares differ, start, end and captures do not, so it is one move.
        Fen.Position position = Fen.read("W:WK29:B18,7,24");
        List<Move> sequences = Rules.captureSequences(position.board(), Colour.WHITE,
                Variant.CLASSIC);
        List<Move> legal = Rules.legalMoves(position.board(), Colour.WHITE, Variant.CLASSIC);
        assertThat(legal).doesNotHaveDuplicates();
        for (Move move : legal) {
            assertThat(legal.stream().filter(move::sameEffectAs)).hasSize(1);
        }
        assertThat(sequences.size()).isGreaterThanOrEqualTo(legal.size());
    }

    @Test
    void aManReachingTheFarRowStopsInClassicAndGoesOnInSimplified() {
        // The white man on 11 jumps 7 to land on 2 (far row); as a king it could then jump 6.
        assertThat(moves("W:W11:B7,6", Variant.CLASSIC)).containsExactly("11x2");
        assertThat(moves("W:W11:B7,6", Variant.SIMPLIFIED)).contains("11x2", "11x2x9");
    }

    @Test
    void applyPromotesAndRemovesCaptures() {
        Board board = Fen.read("W:W10:B6").board();
        Move move = Rules.legalMoves(board, Colour.WHITE, Variant.CLASSIC).get(0);
        Rules.apply(board, move);
        assertThat(board.pieceAt(Square.of(1))).contains(Piece.WHITE_KING);
        assertThat(board.isEmpty(Square.of(6))).isTrue();
        assertThatThrownBy(() -> Rules.apply(board, Move.simple(Square.of(20), Square.of(16))))
                .hasMessageContaining("empty");
        assertThatThrownBy(() -> Rules.simpleMoves(board, Square.of(20), Variant.CLASSIC))
                .hasMessageContaining("empty");
    }
}
