package tabuleiro.quarto;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatIllegalArgumentException;
import static org.assertj.core.api.Assertions.assertThatIllegalStateException;

import java.util.EnumSet;
import java.util.Set;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/** Tests of the turn cycle, the end of the game and the contracts (QUARTO-03 to QUARTO-10). */
class GameTest {

    private static Square at(String name) {
        return Square.parse(name);
    }

    private static Piece piece(String notation) {
        return Piece.parse(notation);
    }

    @Test
    void aNewGameHasAnEmptyBoardAndTheFullPool() {
        Game game = Game.start(Variant.SQUARES, Player.SECOND);

        assertThat(game.board()).isEqualTo(new Board());
        assertThat(game.pool()).isEqualTo(Pool.full());
        assertThat(game.currentPlayer()).isEqualTo(Player.SECOND);
        assertThat(game.chooser()).isEqualTo(Player.FIRST);
        assertThat(game.chosenPiece()).isEmpty();
        assertThat(game.isOver()).isFalse();
        assertThat(game.isDraw()).isFalse();
        assertThat(game.winner()).isEmpty();
        assertThat(game.win()).isEmpty();
        assertThat(game.variant()).isEqualTo(Variant.SQUARES);
    }

    @Test
    void theDieDecidesWhoPlacesFirstAndTheSameSeedReplays() {
        Set<Player> starters = EnumSet.noneOf(Player.class);
        for (long seed = 0; seed < 40; seed++) {
            Player first = Game.start(Variant.SQUARES, new SplittableRandom(seed)).currentPlayer();
            starters.add(first);
            assertThat(Game.start(Variant.SQUARES, new SplittableRandom(seed)).currentPlayer())
                    .isEqualTo(first);
        }
        assertThat(starters).containsExactlyInAnyOrder(Player.FIRST, Player.SECOND);
    }

    @Test
    void aTurnIsAChoiceThenAPlacementThenTheRolesSwap() {
        Game game = Game.start(Variant.SQUARES, Player.FIRST);

        assertThat(game.choose(piece("(B!"))).isSameAs(game);
        assertThat(game.chosenPiece()).contains(piece("(B!"));
        assertThat(game.pool().contains(piece("(B!"))).isTrue();
        assertThat(game.place(at("B2"))).isSameAs(game);

        assertThat(game.board().pieceAt(at("B2"))).contains(piece("(B!"));
        assertThat(game.pool().size()).isEqualTo(15);
        assertThat(game.pool().contains(piece("(B!"))).isFalse();
        assertThat(game.chosenPiece()).isEmpty();
        assertThat(game.currentPlayer()).isEqualTo(Player.SECOND);
    }

    @Test
    void mistakesAreRefusedAndLeaveTheGameAsItWas() {
        Game game = Game.start(Variant.SQUARES, Player.FIRST);
        assertThatIllegalStateException().isThrownBy(() -> game.place(at("A1")))
                .withMessageContaining("no piece has been chosen yet");
        game.choose(piece("(B!")).place(at("A1"));
        assertThatIllegalArgumentException().isThrownBy(() -> game.choose(piece("(B!")))
                .withMessageContaining("on the board already");
        game.choose(piece("[p;"));
        assertThatIllegalStateException().isThrownBy(() -> game.choose(piece("(B;")))
                .withMessageContaining("chosen already");
        assertThatIllegalArgumentException().isThrownBy(() -> game.place(at("1a")))
                .withMessageContaining("square A1 already holds");

        assertThat(game.chosenPiece()).contains(piece("[p;"));
        assertThat(game.board().count()).isEqualTo(1);
        assertThat(game.currentPlayer()).isEqualTo(Player.SECOND);
    }

    @Test
    void thePlayerWhoCompletesAWinningGroupWinsAndTheGameEnds() {
        Game game = Game.start(Variant.CLASSIC, Player.FIRST);
        game.choose(piece("(B!")).place(at("A1"));
        game.choose(piece("(B;")).place(at("B1"));
        game.choose(piece("[B!")).place(at("C1"));
        game.choose(piece("[P;")).place(at("D1"));

        assertThat(game.isOver()).isTrue();
        assertThat(game.winner()).contains(Player.SECOND);
        assertThat(game.win()).hasValueSatisfying(win -> assertThat(win)
                .hasToString("row 1, all tall"));
        assertThatIllegalStateException().isThrownBy(() -> game.choose(piece("[p;")))
                .withMessageContaining("the game is over (player 2 won)");
        assertThatIllegalStateException().isThrownBy(() -> game.place(at("A2")))
                .withMessageContaining("the game is over");
    }

    @Test
    void aFullBoardWithoutAWinIsADraw() {
        // A classic-variant draw: each row, column and diagonal mixes every trait.
        String[] layout = {
            "(B!", "[p!", "(P;", "[b;",
            "[P;", "(b;", "[B!", "(p!",
            "[b!", "(P!", "[p;", "(B;",
            "(p;", "[B;", "(b!", "[P!"};
        Game game = Game.start(Variant.CLASSIC, Player.FIRST);
        for (int i = 0; i < layout.length; i++) {
            game.choose(piece(layout[i])).place(Square.all().get(i));
        }

        assertThat(game.isOver()).isTrue();
        assertThat(game.isDraw()).isTrue();
        assertThat(game.winner()).isEmpty();
        assertThatIllegalStateException().isThrownBy(() -> game.place(at("A1")))
                .withMessageContaining("(a draw)");
    }

    @Test
    void eachPieceKeepsItsLetterWhenOthersLeaveThePool() {
        Pool pool = Pool.full().without(piece("(B!"));

        assertThat(pool.letterOf(piece("(B;"))).isEqualTo('b');
        assertThat(pool.byLetter('B')).isEqualTo(piece("(B;"));
        assertThat(pool.byLetter('p')).isEqualTo(piece("[p;"));
        assertThat(pool.expected()).isEqualTo("a piece is named by a letter from b to p");
        assertThatIllegalArgumentException().isThrownBy(() -> pool.byLetter('q'))
                .withMessage("a piece is named by a letter from b to p, but q was given");
        assertThatIllegalArgumentException().isThrownBy(() -> pool.byLetter('`'))
                .withMessage("a piece is named by a letter from b to p, but ` was given");
        assertThatIllegalArgumentException().isThrownBy(() -> pool.letterOf(piece("(B!")));
        assertThatIllegalArgumentException().isThrownBy(() -> pool.without(piece("(B!")));
        assertThat(pool.toString()).startsWith("b:(B; c:[B! ");
        assertThat(pool.isEmpty()).isFalse();
        assertThat(pool).isNotEqualTo(Pool.full()).isNotEqualTo("pool");
        assertThat(pool.hashCode()).isEqualTo(pool.pieces().hashCode());
    }

    @Test
    void theLetterOfAPiecePlayedIsRefusedSayingSo() {
        Pool pool = Pool.full().without(piece("(B!")).without(piece("(P;"));

        assertThatIllegalArgumentException().isThrownBy(() -> pool.byLetter('A'))
                .withMessage("A names the tall light round solid piece, which is already on the"
                        + " board; a piece is named by one of the letters b to e, g to p");
        assertThat(pool.without(piece("[p;")).expected())
                .isEqualTo("a piece is named by one of the letters b to e, g to o");
        assertThat(pool.without(piece("(B;")).without(piece("[B!")).without(piece("[B;"))
                .without(piece("[p;")).expected())
                .isEqualTo("a piece is named by one of the letters e, g to o");
    }

    @Test
    void thePoolOfABoardHoldsThePiecesNotOnIt() {
        Board board = new Board();
        board.place(at("A1"), piece("[p;"));
        Pool pool = Pool.notOn(board);

        assertThat(pool.size()).isEqualTo(15);
        assertThat(pool.contains(piece("[p;"))).isFalse();
        Pool last = Pool.full();
        for (Piece each : Piece.all().subList(0, 15)) {
            last = last.without(each);
        }
        assertThat(last.expected()).isEqualTo("the only piece left is p");
        assertThat(last.byLetter('p')).isEqualTo(piece("[p;"));
        Pool empty = last.without(piece("[p;"));
        assertThatIllegalStateException().isThrownBy(empty::expected);
    }

    @Test
    void playersAreNumberedAndOpposed() {
        assertThat(Player.FIRST.number()).isEqualTo(1);
        assertThat(Player.SECOND.opponent()).isEqualTo(Player.FIRST);
        assertThat(Player.SECOND).hasToString("player 2");
    }
}
