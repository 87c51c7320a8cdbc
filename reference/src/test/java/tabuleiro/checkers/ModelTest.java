package tabuleiro.checkers;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import org.junit.jupiter.api.Test;

class ModelTest {

    @Test
    void squaresAreNumberedRowByRowOverTheDarkSquares() {
        assertThat(Square.of(1).row()).isEqualTo(1);
        assertThat(Square.of(1).column()).isEqualTo(2);
        assertThat(Square.of(5).column()).isEqualTo(1);
        assertThat(Square.of(29).row()).isEqualTo(8);
        assertThat(Square.of(29).column()).isEqualTo(1);
        assertThat(Square.of(32).column()).isEqualTo(7);
        for (int number = 1; number <= Square.COUNT; number++) {
            Square square = Square.of(number);
            assertThat(Square.at(square.row(), square.column())).isEqualTo(square);
            assertThat(Square.isDark(square.row(), square.column())).isTrue();
        }
        assertThat(Square.isDark(8, 8)).as("each player's bottom right is light").isFalse();
        assertThat(Square.isDark(1, 1)).isFalse();
        assertThat(Square.of(29).step(-1, 1, 7)).isEqualTo(Square.of(4));
        assertThat(Square.of(29).step(1, 1, 1)).isNull();
    }

    @Test
    void badSquaresAreRefusedWithTheReason() {
        assertThatThrownBy(() -> Square.of(33)).hasMessageContaining("1 to 32");
        assertThatThrownBy(() -> Square.at(1, 1)).hasMessageContaining("light square");
        assertThatThrownBy(() -> Square.at(0, 1)).hasMessageContaining("1 to 8");
        assertThatThrownBy(() -> Square.of(1).step(0, 1, 1)).hasMessageContaining("diagonal");
    }

    @Test
    void piecesKnowTheirSymbolsAndPromotion() {
        assertThat(Piece.WHITE_MAN.symbol()).isEqualTo('w');
        assertThat(Piece.BLACK_KING.symbol()).isEqualTo('B');
        assertThat(Piece.BLACK_MAN.promoted()).isEqualTo(Piece.BLACK_KING);
        assertThat(Colour.WHITE.opponent()).isEqualTo(Colour.BLACK);
        assertThat(Colour.BLACK.promotionRow()).isEqualTo(8);
        assertThatThrownBy(() -> new Piece(null, false)).isInstanceOf(NullPointerException.class);
    }

    @Test
    void lightCellsHoldNoPiece() {
        Board board = new Board();
        assertThat(board.cell(1, 1).isDark()).isFalse();
        assertThatThrownBy(() -> board.cell(1, 1).put(Piece.WHITE_MAN))
                .isInstanceOf(IllegalStateException.class).hasMessageContaining("light");
        assertThatThrownBy(() -> board.cell(9, 1)).hasMessageContaining("1 to 8");
        Cell cell = board.cell(1, 2);
        cell.put(Piece.BLACK_MAN);
        assertThat(cell.piece()).contains(Piece.BLACK_MAN);
        assertThat(cell.row()).isEqualTo(1);
        assertThat(cell.column()).isEqualTo(2);
        cell.clear();
        assertThat(cell.isEmpty()).isTrue();
    }

    @Test
    void theInitialBoardHasTwelveMenASideOnTheirThreeRows() {
        Board board = Board.initial();
        assertThat(board.count(Piece.WHITE_MAN)).isEqualTo(12);
        assertThat(board.count(Piece.BLACK_MAN)).isEqualTo(12);
        assertThat(board.squaresOf(Colour.BLACK)).first().isEqualTo(Square.of(1));
        assertThat(board.squaresOf(Colour.WHITE)).first().isEqualTo(Square.of(21));
        assertThat(board.draw()).startsWith("  1 2 3 4 5 6 7 8\n1   b   b   b   b");
        assertThat(Board.drawEmpty()).doesNotContain("w", "b").contains(".");
        assertThatThrownBy(board::placeInitialPieces).isInstanceOf(IllegalStateException.class);
        assertThatThrownBy(() -> board.put(Square.of(15), Piece.WHITE_MAN))
                .hasMessageContaining("at most 12");
        Board copy = board.copy();
        assertThat(copy).isEqualTo(board).hasSameHashCodeAs(board).isNotSameAs(board);
        copy.clear(Square.of(1));
        assertThat(copy).isNotEqualTo(board);
        assertThat(board).isNotEqualTo("a board");
        assertThat(board.toString()).isEqualTo(board.draw());
    }

    @Test
    void canReachFollowsTheSimplifiedMensRules() {
        Board board = new Board();
        board.put(Square.of(22), Piece.WHITE_MAN);
        board.put(Square.of(18), Piece.BLACK_MAN);
        board.put(Square.of(11), Piece.BLACK_MAN);
        assertThat(board.canReach(Square.of(22), Square.of(17))).isTrue();
        assertThat(board.canReach(Square.of(22), Square.of(15))).isTrue();
        assertThat(board.canReach(Square.of(22), Square.of(8))).as("two jumps").isTrue();
        assertThat(board.canReach(Square.of(22), Square.of(26))).as("backwards").isFalse();
        assertThatThrownBy(() -> board.canReach(Square.of(1), Square.of(5)))
                .hasMessageContaining("empty");
        assertThatThrownBy(() -> board.canReach(Square.of(22), Square.of(18)))
                .hasMessageContaining("occupied");
    }

    @Test
    void movesAreImmutableAndChecked() {
        Move jump = new Move(List.of(Square.of(22), Square.of(15)), List.of(Square.of(18)));
        assertThat(jump.toString()).isEqualTo("22x15");
        assertThat(Move.simple(Square.of(22), Square.of(18)).toString()).isEqualTo("22-18");
        assertThat(jump.then(Square.of(11), Square.of(8)).path()).hasSize(3);
        assertThatThrownBy(() -> new Move(List.of(Square.of(1)), List.of()))
                .hasMessageContaining("from one square to another");
        assertThatThrownBy(() -> new Move(List.of(Square.of(1), Square.of(9), Square.of(1)),
                List.of())).hasMessageContaining("must capture");
        assertThatThrownBy(() -> new Move(List.of(Square.of(1), Square.of(10), Square.of(1)),
                List.of(Square.of(6), Square.of(6)))).hasMessageContaining("twice");
    }

    @Test
    void variantsAreNamedAsOnTheCommandLine() {
        assertThat(Variant.named("Classic")).isEqualTo(Variant.CLASSIC);
        assertThat(Variant.named("simplified").flyingKings()).isFalse();
        assertThatThrownBy(() -> Variant.named("english")).hasMessageContaining("classic");
    }
}
