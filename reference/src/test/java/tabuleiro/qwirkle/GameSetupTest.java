package tabuleiro.qwirkle;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatIllegalArgumentException;
import static org.assertj.core.api.Assertions.assertThatNullPointerException;
import static tabuleiro.qwirkle.Setups.tiles;

import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/** A game set up in the middle, as the rule book describes one (rules QWIRKLE-01, 03, 06). */
class GameSetupTest {

    private static final String ROW = String.join("\n",
            "   0  1  2",
            "0 A1 A2 A3");

    private static List<Player> two() {
        return List.of(new Player("A", new Hand(List.of()), 0),
                new Player("B", new Hand(List.of()), 0));
    }

    private static Bag empty() {
        return Bag.ordered(List.of(), new SplittableRandom(1));
    }

    @Test
    void aSetUpGameMustBeConsistent() {
        Board board = Board.parse(ROW);
        List<Player> two = two();
        Bag bag = empty();
        assertThatIllegalArgumentException().isThrownBy(() -> Game.setUp(Variant.BRIEF)
                .board(board).players(two).bag(bag).toMove(2).start())
                .withMessageContaining("seat 0 to 1");
        assertThatIllegalArgumentException().isThrownBy(() -> Game.setUp(Variant.BRIEF)
                .board(Board.parse("0 1\n0 A1 B2")).players(two).bag(bag).start());
        assertThatIllegalArgumentException().isThrownBy(() -> Game.setUp(Variant.BRIEF)
                .board(Board.parse("0 1 2 3\n0 A1 B1 C1 D1")).players(two)
                .bag(Bag.ordered(tiles("A1 A1 A1"), new SplittableRandom(1))).start())
                .withMessageContaining("4 of A1");
        assertThatIllegalArgumentException().isThrownBy(() -> Game.setUp(Variant.BRIEF)
                .players(two.subList(0, 1)).bag(bag).start())
                .withMessage("Qwirkle is played by 2 to 4 players, but 1 were given");
        assertThatIllegalArgumentException().isThrownBy(() -> Game.setUp(Variant.OFFICIAL)
                .cheatMode(CheatMode.ON).players(two).bag(bag).start())
                .withMessageContaining("cheat mode");
        assertThatNullPointerException().isThrownBy(() -> Game.setUp(Variant.BRIEF)
                .players(two).start());
    }

    @Test
    void theFirstTurnIsTheEmptyBoards() {
        // A set-up game cannot claim a first turn on a board that has tiles: no tile ever
        // leaves the board, so the first turn is read from the board itself.
        assertThat(Game.setUp(Variant.OFFICIAL).board(Board.parse(ROW)).players(two())
                .bag(empty()).start().isFirstTurn()).isFalse();
        assertThat(Game.setUp(Variant.OFFICIAL).players(two()).bag(empty()).start()
                .isFirstTurn()).isTrue();
    }

    @Test
    void whatIsNotSetIsAnEmptyBoardTheCheatModeOffAndTheFirstSeatToMove() {
        List<Player> two = two();
        Game game = Game.setUp(Variant.BRIEF).players(two).bag(empty()).start();

        assertThat(game.variant()).isEqualTo(Variant.BRIEF);
        assertThat(game.cheatMode()).isEqualTo(CheatMode.OFF);
        assertThat(game.board().isEmpty()).isTrue();
        assertThat(game.currentPlayer()).isSameAs(two.get(0));
        assertThat(Game.setUp(Variant.BRIEF).players(two).bag(empty()).toMove(1).start()
                .currentPlayer()).isSameAs(two.get(1));
    }

    @Test
    void theGameKeepsCopiesOfTheBoardAndTheBagAndHandsOutCopies() {
        Board board = Board.parse(ROW);
        Bag bag = Bag.ordered(tiles("B1 C2"), new SplittableRandom(1));
        Game game = Game.setUp(Variant.BRIEF).board(board).players(List.of(
                new Player("A", new Hand(tiles("A4")), 0), new Player("B", new Hand(List.of()), 0)))
                .bag(bag).start();

        board.put(new Position(1, 0), Tile.parse("B1"));
        bag.draw();
        game.board().put(new Position(1, 1), Tile.parse("B2"));
        game.bag().draw();

        assertThat(game.board().tiles()).isEqualTo(Board.parse(ROW).tiles());
        assertThat(game.bag().tiles()).containsExactly(Tile.parse("B1"), Tile.parse("C2"));
        assertThat(game.board()).isNotSameAs(game.board());
        assertThat(game.bag()).isNotSameAs(game.bag());
    }
}
