package tabuleiro.connectfour.solver;

import java.util.Map;
import java.util.OptionalInt;
import tabuleiro.connectfour.Game;

/**
 * HOSTILE SUBMISSION (grading/src/test/resources/hostile/answer-table): a solver with no search.
 * It answers the rule book's four visible solver positions (C4-16, exercise 4), and the scores of
 * the columns of one of them, from a table of their grids, every other position and column with
 * 0, and chooses the perfect agent's column by looking
 * one move ahead (win now, else a column after which the opponent cannot win at once, the most
 * central first): exactly what the kit's visible examples show, and nothing a solver does.
 * Laid over the complete sample, it keeps every written example of C4-16; the generated
 * examples, which ask the solver's score of positions no student has seen, must charge it.
 */
public final class Solver {

    /** The table size of the real solver's API; this one keeps no table. */
    public static final int DEFAULT_TABLE_BITS = 24;

    /** The visible positions, row 1 (top) to 6, and the scores the rule book expects. */
    private static final Map<String, Integer> TABLE = Map.of(
            "1202010|1102020|2202011|2201021|1121112|1221212", 4,
            "1200100|1100120|2200222|2202112|1112121|2211121", -5,
            "1210210|1210210|1211212|2122121|2122121|2122121", 0,
            "0020220|0021110|0111220|1222110|1112122|2122112", 5);

    /** The visible position whose columns are scored, and the rule book's scores of them. */
    private static final Map<String, int[]> COLUMNS = Map.of(
            "0020220|0021110|0111220|1222110|1112122|2122112", new int[] {5, -5, 0, 1, 0, 0, -5});

    /** Creates the solver. */
    public Solver() {
        this(DEFAULT_TABLE_BITS);
    }

    /**
     * Creates the solver; the size is the real solver's and is not used.
     *
     * @param tableSizeBits ignored
     */
    public Solver(int tableSizeBits) {
        // Nothing to size: the answers are a table.
    }

    /**
     * Answers a position from the table, else 0.
     *
     * @param moves the columns played from a new game
     * @return the table's score, else 0
     */
    public int solve(String moves) {
        Game game = Game.newGame();
        for (char column : moves.toCharArray()) {
            game = game.play(column - '0');
        }
        return solve(game);
    }

    /**
     * Answers a game's position from the table, else 0.
     *
     * @param game the game
     * @return the table's score, else 0
     */
    public int solve(Game game) {
        return TABLE.getOrDefault(grid(game), 0);
    }

    /**
     * Scores the columns from the table, every other position's columns as 0.
     *
     * @param moves the position
     * @return a score for each column with space
     */
    public OptionalInt[] analyze(String moves) {
        Game game = Game.newGame();
        for (char column : moves.toCharArray()) {
            game = game.play(column - '0');
        }
        int[] known = COLUMNS.getOrDefault(grid(game), new int[Game.COLUMNS]);
        OptionalInt[] scores = new OptionalInt[Game.COLUMNS];
        for (int column = 1; column <= Game.COLUMNS; column++) {
            scores[column - 1] = game.hasSpace(column) ? OptionalInt.of(known[column - 1])
                    : OptionalInt.empty();
        }
        return scores;
    }

    /**
     * Looks one move ahead: a column that wins now, else one after which the opponent cannot
     * win at once, the most central first.
     *
     * @param game the game
     * @return a column with space
     */
    public int bestColumn(Game game) {
        // The given bit board, not the game: a Game's play changes the game it is called on.
        BitBoard position = BitBoard.of(game);
        int[] order = {3, 2, 4, 1, 5, 0, 6};
        for (int column : order) {
            if (position.canPlay(column) && position.isWinningMove(column)) {
                return column + 1;
            }
        }
        for (int column : order) {
            if (position.canPlay(column) && !position.play(column).canWinNext()) {
                return column + 1;
            }
        }
        for (int column : order) {
            if (position.canPlay(column)) {
                return column + 1;
            }
        }
        throw new IllegalStateException("no column has space");
    }

    /**
     * No search, so no position searched.
     *
     * @return 0
     */
    public long nodeCount() {
        return 0;
    }

    /** Nothing to forget. */
    public void reset() {
        // No table to clear.
    }

    /**
     * What the given opening-book generator asks: no search, so 0.
     *
     * @param position the position
     * @return 0
     */
    int scoreOf(BitBoard position) {
        return 0;
    }

    /**
     * What the given opening-book generator asks: the first column with space.
     *
     * @param position the position
     * @return a column, from 0
     */
    int bestColumnOf(BitBoard position) {
        for (int column = 0; column < Game.COLUMNS; column++) {
            if (position.canPlay(column)) {
                return column;
            }
        }
        throw new IllegalStateException("no column has space");
    }

    private static String grid(Game game) {
        StringBuilder text = new StringBuilder();
        for (int row = 1; row <= Game.ROWS; row++) {
            if (row > 1) {
                text.append('|');
            }
            for (int column = 1; column <= Game.COLUMNS; column++) {
                text.append(game.valueAt(row, column));
            }
        }
        return text.toString();
    }
}
