package tabuleiro.connectfour.solver;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;

/**
 * Positions for the solver's tests: one known game, and positions reached by random play for
 * tests that compare the solver with something else on many positions.
 */
final class TestPositions {

    /** A whole game, 42 moves, in which nobody connects four. */
    static final String DRAWN_GAME = "653755125446111571125767466622427724433333";

    private TestPositions() {
    }

    /**
     * Plays random moves that do not end the game until a given number of stones is reached.
     * The random player never connects four, so the position is a game that goes on; the
     * player to move may well be able to win at once, which is a case worth testing too.
     *
     * @param random the source of the moves
     * @param stones how many stones the position has, 0 to 41
     * @return the moves, as a string of columns 1 to 7
     */
    static String withStones(Random random, int stones) {
        while (true) {
            String moves = tryToPlay(random, stones);
            if (moves != null) {
                return moves;
            }
        }
    }

    /** The moves of a random game that goes on for {@code stones} moves, or null if stuck. */
    private static String tryToPlay(Random random, int stones) {
        StringBuilder moves = new StringBuilder();
        BitBoard position = BitBoard.empty();
        while (moves.length() < stones) {
            List<Integer> quiet = new ArrayList<>();
            for (int column = 0; column < BitBoard.WIDTH; column++) {
                if (position.canPlay(column) && !position.isWinningMove(column)) {
                    quiet.add(column);
                }
            }
            if (quiet.isEmpty()) {
                return null;
            }
            int column = quiet.get(random.nextInt(quiet.size()));
            position = position.play(column);
            moves.append(column + 1);
        }
        return moves.toString();
    }
}
