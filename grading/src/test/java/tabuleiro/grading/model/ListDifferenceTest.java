package tabuleiro.grading.model;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Two list answers are told by what only each answered and how many both did, item by item as
 * each key separates them, counted as multisets; an answer that is one value, a refusal or an
 * exception is not a list; items are wrapped whole and cut short.
 */
class ListDifferenceTest {

    @Test
    void theLegalMovesDifferByWhatOnlyEachListed() {
        ListDifference difference = ListDifference.of("legal",
                "A1@0,0 A2@0,1;A3@0,2 B1@1,0", "A2@0,1;A3@0,2 A6@0,1;A4@0,2 B1@1,0")
                .orElseThrow();
        assertThat(difference.onlyActual()).containsExactly("A6@0,1;A4@0,2");
        assertThat(difference.onlyExpected()).containsExactly("A1@0,0");
        assertThat(difference.common()).isEqualTo(2);
    }

    @Test
    void aMoveThatHoldsASpaceIsOneItem() {
        // Quarto: an engine that ends the game on C3 where the reference hands over a piece.
        ListDifference quarto = ListDifference.of("legal", "A2 (B! C3 (B! C3 [b;",
                "A2 (B! C3 -").orElseThrow();
        assertThat(quarto.onlyActual()).containsExactly("C3 -");
        assertThat(quarto.onlyExpected()).containsExactly("C3 (B!", "C3 [b;");
        assertThat(quarto.common()).isEqualTo(1);
        ListDifference first = ListDifference.of("legal", "- (B! - [b;", "- [b;").orElseThrow();
        assertThat(first.onlyExpected()).containsExactly("- (B!");
        // Qwirkle: a trade is swap and its tiles.
        ListDifference qwirkle = ListDifference.of("legal", "A1@0,0 pass swap A1;B2",
                "A1@0,0 swap A1").orElseThrow();
        assertThat(qwirkle.onlyActual()).containsExactly("swap A1");
        assertThat(qwirkle.onlyExpected()).containsExactly("pass", "swap A1;B2");
        // Chess and checkers moves are single words, a checkers move's dash inside its word.
        assertThat(ListDifference.of("legal", "11-15 11x18", "11-15").orElseThrow()
                .onlyExpected()).containsExactly("11x18");
    }

    @Test
    void tilesAreCountedAsAMultiset() {
        // A Qwirkle bag holds three of each tile: one A1 too many is a difference.
        ListDifference difference = ListDifference.of("bagtiles", "A1;A1;B2", "A1;A1;A1;B2")
                .orElseThrow();
        assertThat(difference.onlyActual()).containsExactly("A1");
        assertThat(difference.onlyExpected()).isEmpty();
        assertThat(difference.common()).isEqualTo(3);
    }

    @Test
    void noneIsAnEmptyListAndCommasSeparateAPool() {
        ListDifference difference = ListDifference.of("pool", "-", "(B!,[P;").orElseThrow();
        assertThat(difference.onlyActual()).containsExactly("(B!", "[P;");
        assertThat(difference.onlyExpected()).isEmpty();
        assertThat(difference.common()).isZero();
    }

    @Test
    void qwirklesBoardIsItsTilesAndOtherBoardsAreOneValue() {
        ListDifference difference = ListDifference.of("board", "A1@0,0;B1@0,1;C1@-1,1",
                "A1@0,0;B1@0,1;C1@0,2").orElseThrow();
        assertThat(difference.onlyActual()).containsExactly("C1@0,2");
        assertThat(difference.onlyExpected()).containsExactly("C1@-1,1");
        // Quarto's board: rows of pieces, whose marks hold a ';'.
        assertThat(ListDifference.of("board", "(B![P;....../....", "(B!....[P;../....")).isEmpty();
        assertThat(ListDifference.of("board", "......./.......", "......./...X...")).isEmpty();
    }

    @Test
    void aScalarARefusalOrAnExceptionIsNoList() {
        assertThat(ListDifference.of("winner", "1", "2")).isEmpty();
        assertThat(ListDifference.of("legal", "1 2 3", "refused: IllegalStateException"))
                .isEmpty();
        assertThat(ListDifference.of("legal", "!NullPointerException", "1 2")).isEmpty();
    }

    @Test
    void itemsAreWrappedWholeAndCutShort() {
        List<String> items = List.of("aaaa", "bbbb", "cccc", "dddd", "eeee");
        assertThat(ListDifference.lines(items, 10, 4)).containsExactly("aaaa bbbb",
                "cccc dddd");
        assertThat(ListDifference.leftOut(items, 4)).isEqualTo(1);
        assertThat(ListDifference.lines(List.of("a-very-long-item", "b"), 5, 9))
                .containsExactly("a-very-long-item", "b");
        assertThat(ListDifference.lines(List.of(), 5, 9)).isEmpty();
        assertThatThrownBy(() -> ListDifference.lines(items, 0, 1))
                .isInstanceOf(IllegalArgumentException.class);
    }
}
