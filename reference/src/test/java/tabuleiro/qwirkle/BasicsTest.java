package tabuleiro.qwirkle;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatIllegalArgumentException;
import static org.assertj.core.api.Assertions.assertThatIllegalStateException;
import static tabuleiro.qwirkle.Setups.tiles;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/** Tiles, lines, the bag and the hand (rules QWIRKLE-01, 02, 06, 13). */
class BasicsTest {

    @Test
    void theFullSetHasThreeCopiesOfEachOfTheThirtySixKinds() {
        List<Tile> set = Tile.fullSet();
        Map<Tile, Integer> counts = new HashMap<>();
        set.forEach(tile -> counts.merge(tile, 1, Integer::sum));

        assertThat(set).hasSize(108);
        assertThat(counts).hasSize(36).allSatisfy((tile, copies) -> assertThat(copies)
                .isEqualTo(3));
    }

    @Test
    void tilesAreReadInEitherCaseAndWrittenInUpperCase() {
        assertThat(Tile.read("a1")).contains(new Tile(Shape.CIRCLE, Colour.RED));
        assertThat(Tile.parse("F6")).hasToString("F6");
        assertThat(Tile.read("G1")).isEmpty();
        assertThat(Tile.read("A7")).isEmpty();
        assertThat(Tile.read("A")).isEmpty();
        assertThatIllegalArgumentException().isThrownBy(() -> Tile.parse("Z9"))
                .withMessageContaining("shape letter A-F then a colour digit 1-6");
        assertThat(Shape.ofLetter('e')).contains(Shape.STAR);
        assertThat(Colour.ofDigit('0')).isEmpty();
    }

    @Test
    void aLineSharesOneColourOrOneShapeWithNoTileTwice() {
        assertThat(Lines.isValid(tiles("A1 B1 C1"))).isTrue();
        assertThat(Lines.isValid(tiles("A1 A2 A3 A4 A5 A6"))).isTrue();
        assertThat(Lines.isValid(tiles("A1 B2"))).isFalse();
        assertThat(Lines.isValid(tiles("A1 B1 A1"))).isFalse();
        assertThat(Lines.isValid(tiles("A1"))).isTrue();
        assertThat(Lines.isValid(List.of())).isTrue();
    }

    @Test
    void bagsShuffledWithTheSameSeedDrawTheSameTiles() {
        Bag one = Bag.shuffled(new SplittableRandom(7));
        Bag two = Bag.shuffled(new SplittableRandom(7));
        Bag other = Bag.shuffled(new SplittableRandom(8));

        assertThat(one.size()).isEqualTo(Tile.TOTAL);
        assertThat(one.tiles()).isEqualTo(two.tiles()).isNotEqualTo(other.tiles())
                .containsExactlyInAnyOrderElementsOf(Tile.fullSet());
    }

    @Test
    void anOrderedBagDrawsFromTheTopAndTradedTilesGoBackIn() {
        Bag bag = Bag.ordered(tiles("A1 B2"), new SplittableRandom(1));

        assertThat(bag.draw()).isEqualTo(Tile.parse("A1"));
        bag.putBack(tiles("C3 D4"));
        assertThat(bag.tiles()).containsExactlyInAnyOrderElementsOf(tiles("B2 C3 D4"));
        assertThat(bag.take(Tile.parse("D4"))).isTrue();
        assertThat(Bag.copyOf(bag).tiles()).isEqualTo(bag.tiles());
        bag.draw();
        bag.draw();
        assertThat(bag.isEmpty()).isTrue();
        assertThatIllegalStateException().isThrownBy(bag::draw).withMessageContaining("empty");
    }

    @Test
    void aHandHoldsAtMostSixTilesAndCountsCopies() {
        Hand hand = new Hand(tiles("A1 A1 B2"));

        assertThat(hand.containsAll(tiles("A1 A1"))).isTrue();
        assertThat(hand.containsAll(tiles("B2 B2"))).isFalse();
        assertThat(hand).hasToString("A1 A1 B2");
        assertThatIllegalArgumentException()
                .isThrownBy(() -> new Hand(tiles("A1 A2 A3 A4 A5 A6 B1")))
                .withMessageContaining("at most 6");
        Hand full = new Hand(tiles("A1 A2 A3 A4 A5 A6"));
        assertThatIllegalStateException().isThrownBy(() -> full.add(Tile.parse("B1")));
    }

    @Test
    void aPlayerHasANameAHandAndAScoreThatNeverDecreases() {
        Player player = new Player("Ana", new Hand(tiles("A1")), 3);
        player.addPoints(2);

        assertThat(player.score()).isEqualTo(5);
        assertThat(player.name()).isEqualTo("Ana");
        assertThat(player).hasToString("Ana (5 points): A1");
        assertThatIllegalArgumentException().isThrownBy(() -> player.addPoints(-1));
        assertThatIllegalArgumentException()
                .isThrownBy(() -> new Player("Bo", new Hand(List.of()), -1));
    }

    @Test
    void squaresAndPlacementsAreReadAsTheGameWritesThem() {
        assertThat(Position.parse(" -1, 2")).isEqualTo(new Position(-1, 2));
        assertThat(new Position(0, 1).step(Axis.COLUMN, -2)).hasToString("-2,1");
        assertThatIllegalArgumentException().isThrownBy(() -> Position.parse("a,b"))
                .withMessageContaining("row,column");
        assertThat(Placement.parse("a1@0,1 B2 0,2")).hasToString("A1@0,1 B2@0,2");
        assertThat(Placement.parse("A1 0,1").positions()).containsExactly(new Position(0, 1));
        assertThatIllegalArgumentException().isThrownBy(() -> Placement.parse("A1"))
                .withMessageContaining("each followed by its square");
        assertThatIllegalArgumentException().isThrownBy(() -> Placement.parse("@"))
                .withMessageContaining("each followed by its square");
        assertThatIllegalArgumentException().isThrownBy(() -> new Placement(List.of()));
        assertThat(Axis.ROW.crossing()).isEqualTo(Axis.COLUMN);
        assertThat(Variant.of(" Brief")).isEqualTo(Variant.BRIEF);
        assertThatIllegalArgumentException().isThrownBy(() -> Variant.of("x"));
    }

    @Test
    void theBoardIsDrawnWithStableCoordinatesAndReadBack() {
        Board board = Board.parse(String.join("\n",
                "   -1  0  1",
                "0  A1 A2 ..",
                "1  .. B2 .."));

        assertThat(board.size()).isEqualTo(3);
        assertThat(board.tileAt(new Position(0, -1))).contains(Tile.parse("A1"));
        assertThat(board.lineThrough(new Position(0, 0), Axis.ROW))
                .containsExactly(new Position(0, -1), new Position(0, 0));
        assertThat(board.touchesTile(new Position(1, 1))).isTrue();
        assertThat(board.touchesTile(new Position(2, 1))).isFalse();
        assertThat(board).hasToString(String.join("\n",
                "  -1  0",
                "0 A1 A2",
                "1 .. B2"));
        assertThat(Board.parse(board.draw(1)).tiles()).isEqualTo(board.tiles());
        assertThat(board.minRow()).isZero();
        assertThat(board.maxColumn()).isZero();
        assertThat(new Board().draw(0)).isEqualTo("   0\n0 ..");
        assertThatIllegalArgumentException().isThrownBy(() -> board.draw(-1));
        assertThatIllegalArgumentException().isThrownBy(() -> Board.parse("0 1\n0 A1"))
                .withMessageContaining("2 squares");
        assertThatIllegalArgumentException().isThrownBy(() -> Board.parse("x\n0 A1"));
        assertThatIllegalArgumentException().isThrownBy(() -> Board.parse(" "));
        assertThat(Board.parse("0 1\n0 A1 B2").allLinesValid()).isFalse();
    }
}
