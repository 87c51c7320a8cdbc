package tabuleiro.grading.games.qwirkle;

import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Predicate;
import tabuleiro.grading.oracle.GameStep;
import tabuleiro.grading.oracle.HardCase;
import tabuleiro.grading.oracle.HardCaseRules;

/**
 * Qwirkle's hard cases, the oracle's part of the game ({@link HardCaseRules}): the position or
 * answer of each rule that random play seldom reaches, and the finer cases the class's games
 * are chosen to reach.
 */
final class QwirkleHardCases implements HardCaseRules {

    private static final int QWIRKLE_SCORE = 12;

    private static int count(String text) {
        try {
            return Integer.parseInt(text);
        } catch (NumberFormatException notACount) {
            return 0;
        }
    }

    /**
     * Qwirkle's finer cases: a placement of two tiles or more whose first tile, and one whose
     * last tile, also makes a line across the placement's own (a score that adds the crossing
     * lines of some tiles only misses one of them).
     */
    @Override
    public void addFiner(Map<String, Predicate<GameStep>> finer) {
        finer.put("QWIRKLE-09: two tiles or more placed, the first making a line across",
                step -> step.is("score") && crossesAt(step, true));
        finer.put("QWIRKLE-09: two tiles or more placed, the last making a line across",
                step -> step.is("score") && crossesAt(step, false));
    }

    /**
     * Whether the step's placement ({@code A1@0,-1;B2@1,-1}) of two tiles or more has, at its
     * first or last tile, a tile of the board beside it across the placement's line.
     */
    private static boolean crossesAt(GameStep step, boolean first) {
        String[] tiles = step.move().split(";");
        if (tiles.length < 2 || !step.move().contains("@")) {
            return false;
        }
        Set<String> board = new HashSet<>();
        for (String tile : step.now().getOrDefault("board", "-").split(";")) {
            int at = tile.indexOf('@');
            if (at > 0) {
                board.add(tile.substring(at + 1));
            }
        }
        int[] one = cell(tiles[0]);
        int[] two = cell(tiles[1]);
        int[] end = cell(tiles[first ? 0 : tiles.length - 1]);
        // Along a row the line across is a column, and the other way round.
        boolean row = one[0] == two[0];
        int[][] across = row ? new int[][] {{-1, 0}, {1, 0}} : new int[][] {{0, -1}, {0, 1}};
        for (int[] way : across) {
            if (board.contains((end[0] + way[0]) + "," + (end[1] + way[1]))) {
                return true;
            }
        }
        return false;
    }

    /** The cell of a placed tile, {@code A1@ROW,COLUMN}. */
    private static int[] cell(String tile) {
        String[] place = tile.substring(tile.indexOf('@') + 1).split(",");
        return new int[] {Integer.parseInt(place[0].strip()), Integer.parseInt(place[1].strip())};
    }

    @Override
    public void addCases(Map<String, HardCase> cases) {
        cases.put("QWIRKLE-09", new HardCase("a turn that scores two lines or more (a tile in two"
                + " scored lines)", step -> step.is("score") && linesScored(step) >= 2));
        cases.put("QWIRKLE-10", new HardCase("a Qwirkle scored (12 points or more)",
                step -> step.is("score") && count(step.value()) >= QWIRKLE_SCORE));
        cases.put("QWIRKLE-17", new HardCase("the game over", step -> step.is("over")
                && step.value().equals("yes")));
        cases.put("QWIRKLE-18", new HardCase("the winners told on equal points",
                step -> step.is("evenwinner") || step.is("winner") && equalScores(step)));
        cases.put("QWIRKLE-19", new HardCase("the first turn with a tile held twice in the hand of"
                + " the player to move", step -> step.is("hand") && step.now()
                        .getOrDefault("board", "-").equals("-") && duplicate(step.value())));
    }

    private static boolean equalScores(GameStep step) {
        String[] scores = step.now().getOrDefault("scores", "").split(",");
        return scores.length == 2 && scores[0].equals(scores[1]);
    }

    private static boolean duplicate(String hand) {
        List<String> tiles = Arrays.asList(hand.split(";"));
        return new HashSet<>(tiles).size() < tiles.size();
    }

    /**
     * The lines of two tiles or more that a turn's placements ({@code C1@0,0;C3@0,1}) lie in on
     * the board after it ({@code tile@row,column;...}), each counted once.
     */
    private static int linesScored(GameStep step) {
        String move = step.move();
        if (move.isEmpty() || move.startsWith("swap") || move.equals("pass")) {
            return 0;
        }
        Set<String> occupied = new HashSet<>();
        for (String tile : step.now().getOrDefault("board", "-").split(";")) {
            int at = tile.indexOf('@');
            if (at > 0) {
                occupied.add(tile.substring(at + 1));
            }
        }
        Set<String> lines = new HashSet<>();
        for (String placed : move.split(";")) {
            int at = placed.indexOf('@');
            if (at < 0) {
                continue;
            }
            String[] rowColumn = placed.substring(at + 1).split(",");
            int row = count(rowColumn[0]);
            int column = count(rowColumn[1]);
            int[][] axes = {{0, 1}, {1, 0}};
            for (int[] axis : axes) {
                int first = 0;
                while (occupied.contains((row - (first + 1) * axis[0]) + ","
                        + (column - (first + 1) * axis[1]))) {
                    first++;
                }
                int last = 0;
                while (occupied.contains((row + (last + 1) * axis[0]) + ","
                        + (column + (last + 1) * axis[1]))) {
                    last++;
                }
                if (first + last >= 1) {
                    lines.add(axis[0] + ":" + (row - first * axis[0]) + ","
                            + (column - first * axis[1]));
                }
            }
        }
        return lines.size();
    }
}
