package tabuleiro.qwirkle;

import static org.assertj.core.api.Assertions.assertThat;
import static tabuleiro.qwirkle.Setups.placement;
import static tabuleiro.qwirkle.Setups.tiles;

import java.util.List;
import java.util.OptionalInt;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/** The rules a placement keeps (rules QWIRKLE-05 to QWIRKLE-08, 13 to 15, 17, 19). */
class PlacementRulesTest {

    private static final Board ROW = Board.parse(String.join("\n",
            "   0  1  2",
            "0 A1 A2 A3"));

    private static PlacementRules rules(Board board, String hand, String bag, CheatMode cheat,
            OptionalInt firstTurnSize) {
        return new PlacementRules(board, new Hand(tiles(hand)),
                Bag.ordered(tiles(bag), new SplittableRandom(1)), cheat, firstTurnSize);
    }

    @Test
    void eachRuleOfAPlacementIsNamedWhenBroken() {
        PlacementRules rules = rules(ROW, "A4 B5 A5 C1 A1 B1", "", CheatMode.OFF,
                OptionalInt.empty());

        assertThat(rules.problemWith(placement("F6 0,3")))
                .contains("F6 is not in your hand: your hand holds A4 B5 A5 C1 A1 B1");
        assertThat(rules.problemWith(placement("A4 0,2"))).get().asString()
                .startsWith("square 0,2 is taken");
        assertThat(rules.problemWith(placement("A4 0,3 A5 0,3"))).get().asString()
                .contains("named twice");
        assertThat(rules.problemWith(placement("A4 0,3 A5 1,4"))).get().asString()
                .contains("one row or one column");
        assertThat(rules.problemWith(placement("A4 0,3 A5 0,5"))).get().asString()
                .contains("gap");
        assertThat(rules.problemWith(placement("A4 2,2"))).get().asString()
                .contains("touch");
        assertThat(rules.problemWith(placement("B5 0,3"))).get().asString()
                .contains("would not be valid");
        assertThat(rules.problemWith(placement("A1 0,3"))).get().asString()
                .contains("A1 A2 A3 A1");
        assertThat(rules.problemWith(placement("A4 0,3 A5 0,4"))).isEmpty();
    }

    @Test
    void aSquareOutOfPlayIsRefusedFirst() {
        PlacementRules rules = rules(ROW, "F6", "", CheatMode.OFF, OptionalInt.empty());

        Placement outOfPlay = Placement.of(new TileAt(Tile.parse("A1"),
                new Position(0, Position.LIMIT + 1)));

        assertThat(rules.problemWith(outOfPlay)).get().asString()
                .isEqualTo(Position.IN_PLAY + ", but 0,1001 was given");
    }

    @Test
    void theOfficialFirstTurnPlacesAsManyTilesAsItIsTold() {
        PlacementRules rules = rules(new Board(), "A1 A2 A3 B5 C6 D4", "", CheatMode.OFF,
                OptionalInt.of(3));

        assertThat(rules.problemWith(placement("A1 0,0"))).get().asString()
                .contains("3 tiles, not 1");
        assertThat(rules.problemWith(placement("A1 0,0 A2 0,1 A3 0,2"))).isEmpty();
        assertThat(rules(new Board(), "A1 A2", "", CheatMode.OFF, OptionalInt.empty())
                .problemWith(placement("A1 0,0"))).isEmpty();
    }

    @Test
    void inTheCheatModeTheBagsTilesAreHeldToo() {
        assertThat(rules(ROW, "B1", "A4", CheatMode.ON, OptionalInt.empty())
                .problemWith(placement("A4 0,3"))).isEmpty();
        assertThat(rules(ROW, "B1", "A4", CheatMode.OFF, OptionalInt.empty())
                .problemWith(placement("A4 0,3"))).contains(
                        "A4 is not in your hand: your hand holds B1");
        assertThat(rules(ROW, "B1", "", CheatMode.ON, OptionalInt.empty())
                .problemWith(placement("A4 0,3"))).contains(
                        "A4 is not in your hand nor in the bag: your hand holds B1");
    }

    @Test
    void aTileNamedMoreOftenThanHeldIsCounted() {
        assertThat(PlacementRules.namedTooOften(tiles("A4 A4"), tiles("A4 B5"), "placed",
                "your hand holds")).contains("A4 is placed twice but your hand holds only one A4");
        assertThat(PlacementRules.namedTooOften(tiles("A4 A4 A4"), tiles("A4 A4"), "named",
                "your hand holds")).contains("A4 is named 3 times but your hand holds only 2 A4");
        assertThat(PlacementRules.namedTooOften(tiles("A4 B5"), tiles("A4 B5"), "placed",
                "your hand holds")).isEmpty();
    }

    @Test
    void aHandFitsSomewhereWhenOneOfItsTilesDoes() {
        assertThat(PlacementRules.fitsSomewhere(ROW, tiles("F6 A4"))).isTrue();
        assertThat(PlacementRules.fitsSomewhere(ROW, tiles("F6 E5"))).isFalse();
        assertThat(PlacementRules.fitsSomewhere(new Board(), tiles("F6"))).isTrue();
        assertThat(PlacementRules.fitsSomewhere(new Board(), List.of())).isFalse();
    }
}
