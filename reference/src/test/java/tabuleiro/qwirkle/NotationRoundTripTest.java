package tabuleiro.qwirkle;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Locale;
import java.util.Random;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import tabuleiro.qwirkle.ui.CommandReader;

/**
 * Round trips of the Qwirkle notations over random legal games: every tile of the
 * set, every square and every legal placement written as the game writes them and read back,
 * the placement also as the brief's typed command ({@code play A1@0,1}, in either case), and
 * the board through its drawing.
 */
class NotationRoundTripTest {

    /** How many games each property plays. */
    private static final int GAMES = 25;
    /** Turns per game: enough for a board of a few dozen tiles, cheap enough to run. */
    private static final int TURNS = 14;

    @Property(tries = GAMES)
    void placementsTilesSquaresAndBoardsReadBack(@ForAll long seed) {
        Random random = new Random(seed);
        for (Tile tile : Tile.fullSet()) {
            assertThat(Tile.parse(tile.toString())).isEqualTo(tile);
            assertThat(Tile.parse(tile.toString().toLowerCase(Locale.ROOT))).isEqualTo(tile);
        }
        Game game = Game.newGame(random.nextBoolean() ? Variant.OFFICIAL : Variant.BRIEF,
                CheatMode.OFF, List.of("Ana", "Rui"), random);
        for (int turn = 0; turn < TURNS && !game.isOver(); turn++) {
            List<Placement> legal = PlacementFinder.legalPlacements(game);
            for (Placement placement : legal) {
                String text = placement.toString();
                assertThat(Placement.parse(text)).isEqualTo(placement);
                assertThat(CommandReader.read("play " + text))
                        .isEqualTo(new Turn.Place(placement));
                assertThat(CommandReader.read("PLAY " + text.toLowerCase(Locale.ROOT)))
                        .isEqualTo(new Turn.Place(placement));
                placement.positions().forEach(position ->
                        assertThat(Position.parse(position.toString())).isEqualTo(position));
            }
            if (legal.isEmpty()) {
                if (game.problemWithPass().isEmpty()) {
                    game.pass();
                } else {
                    game.trade(List.of(game.currentPlayer().hand().tiles().get(0)));
                }
            } else {
                game.place(legal.get(random.nextInt(legal.size())));
            }
            Board board = game.board();
            assertThat(Board.parse(board.toString()).tiles()).isEqualTo(board.tiles());
            assertThat(Board.parse(board.draw(2)).tiles()).isEqualTo(board.tiles());
        }
    }
}
