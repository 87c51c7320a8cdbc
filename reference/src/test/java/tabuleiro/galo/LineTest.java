package tabuleiro.galo;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The eight lines of three (rules GALO-06 to GALO-08). */
class LineTest {

    @Test
    void theRowsColumnsAndDiagonalsListTheirSquaresFromOneEndToTheOther() {
        assertThat(names(Line.ROW_1)).isEqualTo("a1 b1 c1");
        assertThat(names(Line.ROW_3)).isEqualTo("a3 b3 c3");
        assertThat(names(Line.COLUMN_B)).isEqualTo("b1 b2 b3");
        assertThat(names(Line.DIAGONAL)).isEqualTo("a1 b2 c3");
        assertThat(names(Line.ANTI_DIAGONAL)).isEqualTo("c1 b2 a3");
    }

    @Test
    void theCentreIsOnFourLinesACornerOnThreeAnEdgeOnTwo() {
        assertThat(through("b2")).hasSize(4);
        assertThat(through("a1")).containsExactly(Line.ROW_1, Line.COLUMN_A, Line.DIAGONAL);
        assertThat(through("b1")).containsExactly(Line.ROW_1, Line.COLUMN_B);
    }

    @Test
    void everyLineHasThreeDifferentSquares() {
        for (Line line : Line.values()) {
            assertThat(line.squares()).as(line.name()).hasSize(Game.SIZE).doesNotHaveDuplicates();
        }
    }

    private static String names(Line line) {
        return String.join(" ", line.squares().stream().map(Square::name).toList());
    }

    private static List<Line> through(String square) {
        return Arrays.stream(Line.values()).filter(line -> line.contains(Square.parse(square)))
                .toList();
    }
}
