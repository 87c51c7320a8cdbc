package tabuleiro.qwirkle;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatIllegalArgumentException;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static tabuleiro.qwirkle.Setups.game;
import static tabuleiro.qwirkle.Setups.gameWithBag;
import static tabuleiro.qwirkle.Setups.tiles;

import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The squares a tile can go on are bounded: {@code play F5 0,2147483646} is refused, since a
 * board that far apart could not be drawn in memory, and columns 2147483647 and -2147483648
 * are not neighbours (the arithmetic must not wrap). And a tile typed more times than it is
 * held is named as such, not as a tile the hand does not hold.
 */
class BoundedSquaresTest {

    private static final String ROW = "0 1 2\n0 A1 A2 A3";

    @Test
    void aSquareIsInPlayUpToTheLimitEitherWay() {
        assertThat(new Position(Position.LIMIT, -Position.LIMIT).isInPlay()).isTrue();
        assertThat(new Position(0, Position.LIMIT + 1).isInPlay()).isFalse();
        assertThat(new Position(-Position.LIMIT - 1, 0).isInPlay()).isFalse();
        assertThat(new Position(Integer.MIN_VALUE, 0).isInPlay()).isFalse();
        assertThat(Position.IN_PLAY).isEqualTo("a square's row and column are between -1000 and"
                + " 1000");
    }

    @Test
    void onlySquaresInPlayAreRead() {
        assertThat(Position.parse("-1000,+1000")).isEqualTo(new Position(-1000, 1000));
        assertThatIllegalArgumentException().isThrownBy(() -> Position.parse("0,2147483646"))
                .withMessage("\"0,2147483646\" is not a square in play: a square's row and"
                        + " column are between -1000 and 1000");
        assertThatIllegalArgumentException().isThrownBy(() -> Position.parse("99999999999,0"))
                .withMessageContaining("is not a square in play");
        assertThatIllegalArgumentException().isThrownBy(() -> Position.parse("0,1e3"))
                .withMessage("\"0,1e3\" is not a square: a square is row,column, such as 0,1 or"
                        + " -1,2");
        assertThatIllegalArgumentException().isThrownBy(() -> Board.parse("1001\n0 A1"))
                .withMessageContaining("between -1000 and 1000, but 0,1001 was given");
    }

    @Test
    void neighboursNeverWrapAroundTheRangeOfInt() {
        Position last = new Position(0, Integer.MAX_VALUE);

        assertThatThrownBy(last::neighbours).isInstanceOf(ArithmeticException.class);
        assertThatThrownBy(() -> new Position(0, Integer.MIN_VALUE).step(Axis.ROW, -1))
                .isInstanceOf(ArithmeticException.class);
        assertThat(new Position(0, 0).neighbours()).containsExactly(new Position(-1, 0),
                new Position(0, -1), new Position(0, 1), new Position(1, 0));
    }

    @Test
    void aTileOnASquareOutOfPlayIsRefusedAndChangesNothing() {
        Game game = game(Variant.BRIEF, CheatMode.ON, "0\n0 ..", "", "F5 A1", "B2");
        String before = game.toString();
        Placement far = Placement.of(new TileAt(Tile.parse("F5"), new Position(0, 2147483646)));
        Placement wrapping = Placement.of(
                new TileAt(Tile.parse("F5"), new Position(0, Integer.MAX_VALUE)),
                new TileAt(Tile.parse("F6"), new Position(0, Integer.MIN_VALUE)));

        assertThat(game.problemWith(far)).contains("a square's row and column are between -1000"
                + " and 1000, but 0,2147483646 was given");
        assertThat(game.problemWith(wrapping)).get().asString().contains("between -1000");
        assertThatIllegalArgumentException().isThrownBy(() -> game.place(far));
        assertThat(game.toString()).isEqualTo(before);
        assertThat(game.problemWith(Placement.of(new TileAt(Tile.parse("F5"),
                new Position(-1000, 1000))))).isEmpty();
    }

    @Test
    void aSquareBeyondTheEdgeCountsForNoPlayer() {
        // C1 would fit only on 0,1001, beyond the edge: every square in play next to a tile
        // makes a line with an E or F tile of another colour.
        Game game = gameWithBag(Variant.OFFICIAL, String.join("\n",
                "    998  999 1000",
                "-2   ..   ..   F6",
                "-1   F6   ..   ..",
                " 0   ..   B1   A1",
                " 1   ..   ..   ..",
                " 2   ..   E6   F6"), "", "C1", "E5");

        assertThat(PlacementRules.fitsSomewhere(game.board(), game.currentPlayer().hand().tiles()))
                .isFalse();
        assertThat(game.problemWith(Placement.of(new TileAt(Tile.parse("C1"),
                new Position(0, 1001))))).get().asString().contains("but 0,1001 was given");
        assertThat(game.board().lineThrough(new Position(0, 1000), Axis.ROW))
                .containsExactly(new Position(0, 999), new Position(0, 1000));
        assertThat(game.board().draw(1).lines()).hasSize(1 + 7)
                .first().asString().endsWith(" 997  998  999 1000 1001");
    }

    @Test
    void aTilePlacedMoreTimesThanItIsHeldIsNamedAsSuch() {
        Game game = game(Variant.BRIEF, CheatMode.OFF, ROW, "", "A4 B5 A4", "C3");
        Game once = game(Variant.BRIEF, CheatMode.OFF, ROW, "", "A4 B5", "C3");

        assertThat(once.problemWith(Setups.placement("A4 0,3 A4 0,4")))
                .contains("A4 is placed twice but your hand holds only one A4");
        assertThat(game.problemWith(Setups.placement("A4 0,3 A4 0,4 A4 0,5")))
                .contains("A4 is placed 3 times but your hand holds only 2 A4");
        assertThat(once.problemWith(Setups.placement("A4 0,3 A5 0,4")))
                .contains("A5 is not in your hand: your hand holds A4 B5");
    }

    @Test
    void inTheCheatModeTheBagsCopiesCountToo() {
        Game game = gameWithBag(Variant.BRIEF, ROW, "C3", "A4", "C3");
        Game cheat = Game.setUp(Variant.BRIEF).cheatMode(CheatMode.ON).board(game.board())
                .players(game.players()).bag(game.bag()).start();

        assertThat(cheat.problemWith(Setups.placement("A4 0,3 A4 0,4")))
                .contains("A4 is placed twice but your hand and the bag hold only one A4");
    }

    @Test
    void aTileTradedMoreTimesThanItIsHeldIsNamedAsSuch() {
        Game game = game(Variant.BRIEF, CheatMode.OFF, ROW, "", "A4 B5", "C3");

        assertThat(game.problemWithTrade(tiles("A4 A4")))
                .contains("A4 is named twice but your hand holds only one A4");
        assertThat(game.problemWithTrade(tiles("A4 F6"))).get().asString()
                .contains("only tiles in your hand");
        assertThat(game.problemWithTrade(List.of(Tile.parse("B5")))).isEmpty();
    }
}
