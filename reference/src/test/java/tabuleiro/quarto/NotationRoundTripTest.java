package tabuleiro.quarto;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Locale;
import java.util.Random;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;

/**
 * Round trips of the Quarto notations over random legal games of both variants:
 * the brief's text board, each piece's three characters, each piece's letter in the pool, and
 * each square's name, typed in either case and either order.
 */
class NotationRoundTripTest {

    /** How many games each property plays. */
    private static final int GAMES = 60;

    @Property(tries = GAMES)
    void everyBoardOfAGameReadsBackFromItsDrawingAndEveryChoiceFromItsNotation(
            @ForAll long seed) {
        Random random = new Random(seed);
        Game game = Game.start(random.nextBoolean() ? Variant.CLASSIC : Variant.SQUARES,
                random.nextBoolean() ? Player.FIRST : Player.SECOND);
        while (!game.isOver()) {
            if (game.chosenPiece().isEmpty()) {
                Pool pool = game.pool();
                for (Piece piece : pool.pieces()) {
                    assertThat(Piece.parse(piece.notation())).isEqualTo(piece);
                    char letter = pool.letterOf(piece);
                    assertThat(pool.byLetter(letter)).isEqualTo(piece);
                    assertThat(pool.byLetter(Character.toUpperCase(letter))).isEqualTo(piece);
                }
                List<Piece> pieces = pool.pieces();
                game.choose(pieces.get(random.nextInt(pieces.size())));
            } else {
                List<Square> empty = Square.all().stream()
                        .filter(square -> game.board().isEmpty(square)).toList();
                for (Square square : empty) {
                    String name = square.toString();
                    assertThat(Square.parse(name)).isEqualTo(square);
                    assertThat(Square.parse(name.toLowerCase(Locale.ROOT))).isEqualTo(square);
                    assertThat(Square.parse(new StringBuilder(name).reverse().toString()))
                            .isEqualTo(square);
                }
                game.place(empty.get(random.nextInt(empty.size())));
            }
            Board board = game.board();
            assertThat(BoardText.parse(BoardText.render(board))).isEqualTo(board);
        }
    }
}
