package tabuleiro.grading.games.connectfour;

import java.util.Arrays;
import java.util.Map;
import java.util.function.Predicate;
import tabuleiro.grading.oracle.GameStep;
import tabuleiro.grading.oracle.HardCase;
import tabuleiro.grading.oracle.HardCaseRules;

/**
 * ConnectFour's hard cases, the oracle's part of the game ({@link HardCaseRules}): the position or
 * answer of each rule that random play seldom reaches, and the finer cases the class's games
 * are chosen to reach.
 */
final class ConnectFourHardCases implements HardCaseRules {

    private static final int CELLS = 42;
    private static final int QUICK_STONES = 4;
    private static final int FULL_NEAR = 36;
    private static final int LAST_DISCS = 4;

    @Override
    public void addCases(Map<String, HardCase> cases) {
        cases.put("C4-05", new HardCase("a legal set without a full column's number",
                step -> step.is("legal") && step.value().split(" ").length < 7));
        cases.put("C4-06", new HardCase("a column's sixth disc played (the top row's square)",
                step -> step.is("board") && !step.move().isEmpty()
                        && step.value().charAt(Integer.parseInt(step.move()) - 1) != '.'));
        cases.put("C4-09", new HardCase("a win on a diagonal (four of the winner's discs on"
                + " one)", step -> step.is("winner") && !step.value().equals("none")
                        && diagonalFour(step.now().getOrDefault("board", ""), step.value())));
        cases.put("C4-11", new HardCase("the 42nd disc played (the board full)",
                step -> step.is("over") && !step.now().getOrDefault("board", ".")
                        .contains(".")));
    }

    /**
     * Connect Four's finer cases: a win on each diagonal apart (a bug that walks one direction
     * misses the other), and the solver's score where a one-line bug of its bounds or its end
     * of board shows: a win or loss within the next stones of either player, with player 1 and
     * with player 2 to move (the bounds depend on the count's parity); each bound of the search
     * itself, the mover's quickest win and quickest loss, per player to move; a win with each of
     * the last four discs apart (a search that calls the end of the board one disc early
     * misses a win with the last disc and nothing else, so the score of 1 it should give is
     * told apart from the 1 of a win with disc 41 by who wins); and a position near the full
     * grid that someone still wins.
     */
    @Override
    public void addFiner(Map<String, Predicate<GameStep>> finer) {
        finer.put("C4-09: a win on a rising diagonal", step -> step.is("winner")
                && !step.value().equals("none") && diagonalFour(step.now()
                        .getOrDefault("board", ""), step.value(), 1));
        finer.put("C4-09: a win on a falling diagonal", step -> step.is("winner")
                && !step.value().equals("none") && diagonalFour(step.now()
                        .getOrDefault("board", ""), step.value(), -1));
        finer.put("C4-09: a win on a row", step -> step.is("winner")
                && !step.value().equals("none") && lineThroughLast(step, 0, 1) >= 4);
        finer.put("C4-09: a win on a column", step -> step.is("winner")
                && !step.value().equals("none") && lineThroughLast(step, 1, 0) >= 4);
        finer.put("C4-09: a win with five discs or more in a line", step -> step.is("winner")
                && !step.value().equals("none") && longestThroughLast(step) >= 5);
        finer.put("C4-10: a win whose last disc is inside its line, not at an end",
                step -> step.is("winner") && !step.value().equals("none")
                        && lastInside(step));
        for (int disc = CELLS - LAST_DISCS + 1; disc <= CELLS; disc++) {
            int winning = disc;
            finer.put("C4-16: a win with disc " + disc + " (player " + (2 - disc % 2)
                    + "'s) scored", step -> step.is("score")
                            && winningDisc(step) == winning);
        }
        for (String column : new String[] {"1", "7"}) {
            finer.put("C4-05: column " + column + " full", step -> step.is("legal")
                    && !step.value().equals("-") && !Arrays.asList(step.value().split(" "))
                            .contains(column));
        }
        for (int parity = 0; parity < 2; parity++) {
            int mover = parity;
            finer.put("C4-16: a quick win or loss scored, player " + (mover + 1) + " to move",
                    step -> step.is("score") && quickScore(step) && discs(step) % 2 == mover);
        }
        for (int parity = 0; parity < 2; parity++) {
            int mover = parity;
            finer.put("C4-16: the search's upper bound scored (the mover wins with their next"
                    + " stone but one), player " + (mover + 1) + " to move",
                    step -> step.is("score") && discs(step) % 2 == mover
                            && score(step) == (CELLS - 1 - discs(step)) / 2);
            finer.put("C4-16: the search's lower bound scored (the opponent wins with their"
                    + " next stone), player " + (mover + 1) + " to move",
                    step -> step.is("score") && discs(step) % 2 == mover
                            && score(step) == -(CELLS - discs(step)) / 2);
        }
        finer.put("C4-16: a position of 36 discs or more that someone wins",
                step -> step.is("score") && discs(step) >= FULL_NEAR
                        && !step.value().equals("0"));
    }

    /** The row (0 at the top) of the last disc, in the column the step's move played. */
    private static int[] lastDisc(GameStep step) {
        String[] rows = step.now().getOrDefault("board", "").split("/");
        int column;
        try {
            column = Integer.parseInt(step.move().strip()) - 1;
        } catch (NumberFormatException noMove) {
            return null;
        }
        for (int row = 0; row < rows.length; row++) {
            if (column >= 0 && column < rows[row].length() && rows[row].charAt(column) != '.') {
                return new int[] {row, column};
            }
        }
        return null;
    }

    /** The discs like the last one from it, not counting it, one way along a direction. */
    private static int run(String[] rows, int row, int column, int rowStep, int columnStep) {
        char disc = rows[row].charAt(column);
        int count = 0;
        int r = row + rowStep;
        int c = column + columnStep;
        while (r >= 0 && r < rows.length && c >= 0 && c < rows[r].length()
                && rows[r].charAt(c) == disc) {
            count++;
            r += rowStep;
            c += columnStep;
        }
        return count;
    }

    /** The length of the line of the last disc's colour through it, along a direction. */
    private static int lineThroughLast(GameStep step, int rowStep, int columnStep) {
        int[] last = lastDisc(step);
        if (last == null) {
            return 0;
        }
        String[] rows = step.now().getOrDefault("board", "").split("/");
        return 1 + run(rows, last[0], last[1], rowStep, columnStep)
                + run(rows, last[0], last[1], -rowStep, -columnStep);
    }

    private static int longestThroughLast(GameStep step) {
        return Math.max(Math.max(lineThroughLast(step, 0, 1), lineThroughLast(step, 1, 0)),
                Math.max(lineThroughLast(step, 1, 1), lineThroughLast(step, 1, -1)));
    }

    /** Whether a four through the last disc has discs of its colour on both sides of it. */
    private static boolean lastInside(GameStep step) {
        int[] last = lastDisc(step);
        if (last == null) {
            return false;
        }
        String[] rows = step.now().getOrDefault("board", "").split("/");
        int[][] directions = {{0, 1}, {1, 0}, {1, 1}, {1, -1}};
        for (int[] direction : directions) {
            int one = run(rows, last[0], last[1], direction[0], direction[1]);
            int other = run(rows, last[0], last[1], -direction[0], -direction[1]);
            if (one > 0 && other > 0 && one + other + 1 >= 4) {
                return true;
            }
        }
        return false;
    }

    /** The discs on a Connect Four board of the step's observation. */
    private static int discs(GameStep step) {
        String board = step.now().getOrDefault("board", "");
        return board.replace(".", "").replace("/", "").length();
    }

    /** A solver's score, or {@link Integer#MIN_VALUE} where the answer is not one. */
    private static int score(GameStep step) {
        try {
            return Integer.parseInt(step.value().strip());
        } catch (NumberFormatException notAScore) {
            return Integer.MIN_VALUE;
        }
    }

    /**
     * The disc a solver's score says wins the game, 0 for a draw or no score: a score of
     * {@code s > 0} for the mover is a win with the disc {@code 44 - 2s} or {@code 43 - 2s},
     * the one of those the winner plays (player 1 the odd discs, player 2 the even ones).
     */
    private static int winningDisc(GameStep step) {
        int score = score(step);
        if (score == 0 || score == Integer.MIN_VALUE) {
            return 0;
        }
        int mover = discs(step) % 2 + 1;
        int winner = score > 0 ? mover : 3 - mover;
        int disc = CELLS + 2 - 2 * Math.abs(score);
        return disc % 2 == winner % 2 ? disc : disc - 1;
    }

    /**
     * Whether a solver's score is a win or loss within the next four stones: a score of
     * {@code (43 - n) / 2} is a win with the {@code n}th disc.
     */
    private static boolean quickScore(GameStep step) {
        int score = score(step);
        return score != Integer.MIN_VALUE && score != 0
                && Math.abs(score) >= (CELLS + 1 - discs(step) - QUICK_STONES) / 2;
    }

    /** Whether a Connect Four board has four of a disc on a diagonal of one direction. */
    private static boolean diagonalFour(String board, String disc, int step) {
        String[] rows = board.split("/");
        for (int row = 0; row + 3 < rows.length; row++) {
            for (int column = 0; column < rows[row].length(); column++) {
                boolean four = true;
                for (int i = 0; i < 4 && four; i++) {
                    int at = column + i * step;
                    four = at >= 0 && at < rows[row + i].length()
                            && rows[row + i].substring(at, at + 1).equals(disc);
                }
                if (four) {
                    return true;
                }
            }
        }
        return false;
    }

    /** Whether a Connect Four board ({@code ......./...}) has four of a disc on a diagonal. */
    private static boolean diagonalFour(String board, String disc) {
        return diagonalFour(board, disc, -1) || diagonalFour(board, disc, 1);
    }
}
