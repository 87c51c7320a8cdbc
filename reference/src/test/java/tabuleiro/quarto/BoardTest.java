package tabuleiro.quarto;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatIllegalArgumentException;

import java.util.List;
import org.junit.jupiter.api.Test;

/** Tests of the board, its groups, win detection and the text board (QUARTO-06 to QUARTO-12). */
class BoardTest {

    private static Square at(String name) {
        return Square.parse(name);
    }

    @Test
    void aPlacedPieceStaysOnItsSquare() {
        Board board = new Board();
        board.place(at("C2"), Piece.parse("(B!"));

        assertThat(board.pieceAt(at("C2"))).contains(Piece.parse("(B!"));
        assertThat(board.isEmpty(at("C2"))).isFalse();
        assertThat(board.isEmpty(at("C3"))).isTrue();
        assertThat(board.contains(Piece.parse("(B!"))).isTrue();
        assertThat(board.count()).isEqualTo(1);
        assertThat(board.isFull()).isFalse();
    }

    @Test
    void anOccupiedSquareOrAPieceAlreadyPlacedIsRefused() {
        Board board = new Board();
        board.place(at("A1"), Piece.parse("(B!"));

        assertThatIllegalArgumentException()
                .isThrownBy(() -> board.place(at("A1"), Piece.parse("[p;")))
                .withMessageContaining("square A1 already holds");
        assertThatIllegalArgumentException()
                .isThrownBy(() -> board.place(at("B1"), Piece.parse("(B!")))
                .withMessageContaining("already on the board");
        assertThat(board.count()).isEqualTo(1);
    }

    @Test
    void aCopyIsEqualAndIndependent() {
        Board board = new Board();
        board.place(at("A1"), Piece.parse("(B!"));
        Board copy = Board.copyOf(board);

        assertThat(copy).isEqualTo(board).hasSameHashCodeAs(board).isNotEqualTo("board");
        copy.place(at("B1"), Piece.parse("(B;"));
        assertThat(copy).isNotEqualTo(board);
        assertThat(board.isEmpty(at("B1"))).isTrue();
    }

    @Test
    void thereAreTenLinesAndNineTwoByTwoSquares() {
        assertThat(Group.lines()).extracting(Group::name).containsExactly("row 1", "row 2",
                "row 3", "row 4", "column A", "column B", "column C", "column D",
                "diagonal A1-D4", "diagonal A4-D1");
        assertThat(Group.lines().get(9).squares()).containsExactly(at("A4"), at("B3"), at("C2"),
                at("D1"));
        assertThat(Group.twoByTwo()).hasSize(9).first().hasToString("square A1-B2");
        assertThat(Group.twoByTwo().get(4).squares()).containsExactly(at("B2"), at("C2"),
                at("B3"), at("C3"));
        assertThat(Variant.SQUARES.groups()).hasSize(19);
        assertThat(Variant.CLASSIC.groups()).hasSize(10);
        assertThatIllegalArgumentException().isThrownBy(() -> new Group("bad", List.of(at("A1"),
                at("A1"), at("A2"), at("A3"))));
    }

    @Test
    void fourPiecesSharingTraitsWinWithThoseTraits() {
        Board board = BoardText.parse(String.join("\n",
                "1 (B! | (B; | [B! | [P; 1",
                "2     |     |     |     2",
                "3     |     |     |     3",
                "4     |     |     |     4"));

        assertThat(board.sharedTraits(Group.lines().get(0))).containsExactly(Size.TALL);
        assertThat(board.wins(Variant.CLASSIC)).containsExactly(
                new Win(Group.lines().get(0), List.of(Size.TALL)));
        assertThat(board.wins(Variant.CLASSIC).get(0)).hasToString("row 1, all tall");
    }

    @Test
    void aGroupWithAnEmptySquareNeverWins() {
        Board board = BoardText.parse(String.join("\n",
                "1 (B! | (B; | [B! |     1",
                "2     |     |     |     2",
                "3     |     |     |     3",
                "4     |     |     |     4"));

        assertThat(board.sharedTraits(Group.lines().get(0))).isEmpty();
        assertThat(board.wins(Variant.SQUARES)).isEmpty();
    }

    @Test
    void twoByTwoSquaresWinOnlyInTheSquaresVariant() {
        Board board = BoardText.parse(String.join("\n",
                "1     |     |     |     1",
                "2     | [p; | (P; |     2",
                "3     | [b; | (b; |     3",
                "4     |     |     |     4"));

        assertThat(board.wins(Variant.CLASSIC)).isEmpty();
        assertThat(board.wins(Variant.SQUARES)).singleElement()
                .hasToString("square B2-C3, all hollow");
    }

    @Test
    void aWinNeedsASharedTrait() {
        assertThatIllegalArgumentException().isThrownBy(
                () -> new Win(Group.lines().get(0), List.of()));
    }

    @Test
    void theTextBoardIsDrawnAsTheBriefDrawsIt() {
        Board board = new Board();
        board.place(at("A1"), Piece.parse("(B!"));
        board.place(at("D4"), Piece.parse("[p;"));

        assertThat(BoardText.render(board)).isEqualTo(String.join("\n",
                "#__A__#__B__#__C__#__D__#",
                "|     |     |     |     |",
                "1 (B! |     |     |     1",
                "|     |     |     |     |",
                "#-----|-----|-----|-----#",
                "|     |     |     |     |",
                "2     |     |     |     2",
                "|     |     |     |     |",
                "#-----|-----|-----|-----#",
                "|     |     |     |     |",
                "3     |     |     |     3",
                "|     |     |     |     |",
                "#-----|-----|-----|-----#",
                "|     |     |     |     |",
                "4     |     |     | [p; 4",
                "|     |     |     |     |",
                "#__A__#__B__#__C__#__D__#"));
        assertThat(BoardText.parse(board.toString())).isEqualTo(board);
    }

    @Test
    void aTextBoardThatIsNotOneIsRefusedSayingWhy() {
        String rows = "1     |     |     |     1\n2     |     |     |     2\n";
        assertThatIllegalArgumentException().isThrownBy(() -> BoardText.parse(rows))
                .withMessage("a text board has four rows, but this one has 2");
        assertThatIllegalArgumentException().isThrownBy(() -> BoardText.parse(rows
                + "4     |     |     |     4\n3     |     |     |     3"))
                .withMessageContaining("row 4 comes where row 3 should");
        assertThatIllegalArgumentException().isThrownBy(() -> BoardText.parse("hello"))
                .withMessageContaining("\"hello\"");
        assertThatIllegalArgumentException().isThrownBy(() -> BoardText.parse(
                "1 (B! | (B! |     |     1\n2     |     |     |     2\n"
                        + "3     |     |     |     3\n4     |     |     |     4"))
                .withMessageContaining("(B! twice");
        assertThatIllegalArgumentException().isThrownBy(() -> BoardText.parse(
                "1 (X! |     |     |     1\n2     |     |     |     2\n"
                        + "3     |     |     |     3\n4     |     |     |     4"))
                .withMessageContaining("second character");
    }
}
