package tabuleiro.connectfour;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;

/**
 * Connect Four's notation: a move is its column's number, and a position the grid
 * the rule book draws ({@code Game.toString}). The engine does not read grids back, so the
 * test reads each drawing itself and checks it against a second account of the game kept
 * here: the discs dropped column by column, each landing on the lowest free row, players
 * taking turns.
 */
class NotationRoundTripTest {

    /** How many games the property plays. */
    private static final int GAMES = 200;

    @Property(tries = GAMES)
    void theDrawnGridShowsExactlyTheDiscsDropped(@ForAll long seed) {
        Random random = new Random(seed);
        Game game = Game.newGame();
        int[][] discs = new int[Game.ROWS][Game.COLUMNS];
        int player = 1;
        while (!game.isOver()) {
            List<Integer> open = new ArrayList<>();
            for (int column = 1; column <= Game.COLUMNS; column++) {
                if (game.hasSpace(column)) {
                    open.add(column);
                }
            }
            int column = open.get(random.nextInt(open.size()));
            int row = Game.ROWS;
            while (discs[row - 1][column - 1] != 0) {
                row--;
            }
            discs[row - 1][column - 1] = player;
            player = 3 - player;
            game.play(column);
            assertThat(read(game.toString())).isDeepEqualTo(discs);
        }
    }

    /** Reads the grid drawn: a header of column numbers, then one numbered line per row. */
    private static int[][] read(String drawing) {
        List<String> lines = drawing.lines().toList();
        assertThat(lines.get(0).trim()).isEqualTo("1 2 3 4 5 6 7");
        int[][] grid = new int[Game.ROWS][Game.COLUMNS];
        for (int row = 1; row <= Game.ROWS; row++) {
            String[] cells = lines.get(row).trim().split(" ");
            assertThat(cells[0]).isEqualTo(String.valueOf(row));
            for (int column = 1; column <= Game.COLUMNS; column++) {
                String cell = cells[column];
                grid[row - 1][column - 1] = cell.equals(".") ? 0 : Integer.parseInt(cell);
            }
        }
        return grid;
    }
}
